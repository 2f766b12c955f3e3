"""The flow between decisions: turns, the supply action, the round end and the final phase.

`proceed` is called whenever the shared stack is empty and says what comes next, from the game's
own fields: the next turn (its supply action: the chit of the next supply space, declared by the
table when still face down, seed §2.2; its goods onto the offers; interest), the round end after
the 7th turn (feeding, the round's ship, the town's building, harvest: the reference's order,
ruling lehavre-round-end), the final phase (one more main action each), the end.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import TABLE, Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace

from .. import goods, refs
from ..catalog import (
    FOOD,
    FRANC,
    LOAN,
    SPACES,
    SPECIALS_IN_PLAY,
    chit_of,
    chits,
    rounds,
    ship_food,
    ship_type,
)
from ..moves import Chit, Special
from ..state import LeHavreState, TurnState
from . import accounts
from . import buildings as handlers
from .position import effect, holdings, violation


def card(state: LeHavreState) -> dict:  # type: ignore[type-arg]
    return rounds(state.option("length"), len(state.players))[state.ctx.round - 1]


def last_round(state: LeHavreState) -> int:
    return len(rounds(state.option("length"), len(state.players)))


def space(state: LeHavreState) -> int:
    """The supply space of the current turn (0..6)."""
    return (state.turn_no - 1) % SPACES


def _push(state: LeHavreState, *ds: Decision) -> LeHavreState:
    return replace(state, ctx=state.ctx.push(*ds))


def main_decision(state: LeHavreState, seat: int, final: bool = False) -> Decision:
    name = state.players[seat].name
    return Decision("main", name, "", FrozenMap({"final": final}))


def proceed(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """What comes when the shared stack empties: the last food paid (the round end goes on), the
    special building declared (the round finishes). A turn, a chit or a final action always leaves
    its next decision on the stack itself."""
    if state.ctx.stack or state.over:
        return state
    phase = state.ctx.phase
    if phase == "feeding":
        return after_feeding(state, effects)
    if phase == "special":
        return finish_round(state, effects)
    if phase == "final":
        return next_final(state, effects)
    raise AssertionError(f"nothing pending in phase {phase}")


def start_turn(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    n = state.turn_no + 1
    seat = state.seat_of_turn(n)
    state = replace(state, turn_no=n, turn=TurnState(), ctx=replace(state.ctx, current=seat))
    if not state.chits[space(state)]:
        return _push(state, Decision("reveal_chit", TABLE))
    return supply(state, effects)


def supply(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """The supply action: one of each good of the chit onto its offer space; interest."""
    chit = chits()[state.chits[space(state)]]
    seat = state.ctx.current
    name = state.players[seat].name
    effects.append(
        effect(
            "supply",
            refs.SUPPLY,
            player=name,
            space=space(state) + 1,
            goods=dict.fromkeys(chit["goods"], 1),
        )
    )
    state = accounts.transfer(
        state, accounts.BANK, accounts.OFFERS, dict.fromkeys(chit["goods"], 1), accounts.SUPPLY
    )
    if chit["interest"]:
        state = interest(state, effects)
    return _push(state, main_decision(state, seat))


_ONE_FRANC = {FRANC: 1}
_ONE_LOAN = {accounts.LOAN_CARD: 1, FRANC: LOAN}


def interest(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """1 franc from each player with any loan; one who has none takes a loan (ruling lehavre-loans)."""
    for i, p in enumerate(state.players):
        if not p.loans:
            continue
        if p.francs >= 1:
            state = accounts.spend(state, i, _ONE_FRANC, accounts.INTEREST)
            effects.append(effect("interest", refs.INTEREST, player=p.name))
        else:
            state = accounts.spend(
                accounts.gain(state, i, _ONE_LOAN, accounts.LOAN), i, _ONE_FRANC, accounts.INTEREST
            )
            effects.append(effect("interest_loan", refs.INTEREST_LOAN, player=p.name, loan=LOAN))
    return state


def order_names(state: LeHavreState, text: str) -> list[int] | None:
    """The seats a declared order names, each player once; None if it does not."""
    names = {p.name.casefold(): i for i, p in enumerate(state.players)}
    seats = [names.get(w.strip().casefold(), -1) for w in text.split(",")]
    if -1 in seats or sorted(seats) != list(range(len(state.players))):
        return None
    return seats


def check_order(state: LeHavreState, move: Any) -> list:  # type: ignore[type-arg]
    if order_names(state, move.players) is None:
        names = ", ".join(p.name for p in state.players)
        return [violation("order_players", refs.TURN, order=move.players, players=names)]
    return []


def apply_order(state: LeHavreState, move: Any, effects: list[Effect]) -> LeHavreState:
    seats = order_names(state, move.players)
    assert seats is not None
    state = replace(state, order=tuple(seats), ctx=state.ctx.pop())
    names = ", ".join(state.players[i].name for i in seats)
    effects.append(effect("order", refs.TURN, order=names))
    return start_turn(state, effects)


def check_chit(state: LeHavreState, move: Chit) -> list:  # type: ignore[type-arg]
    cid = chit_of(move.chit)
    if cid in state.chits:
        return [violation("chit_known", refs.SUPPLY_KEPT, chit=move.chit, space=state.chits.index(cid) + 1)]
    return []


def apply_chit(state: LeHavreState, move: Chit, effects: list[Effect]) -> LeHavreState:
    i = space(state)
    cid = chit_of(move.chit)
    state = replace(state, chits=state.chits[:i] + (cid,) + state.chits[i + 1 :], ctx=state.ctx.pop())
    effects.append(effect("chit", refs.SUPPLY_FLIP, chit=move.chit, space=i + 1))
    return supply(state, effects)


def end_turn(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """`done`: the turn is over; the 7th turn of a round starts the round end."""
    state = replace(state, ctx=state.ctx.pop(), turn=TurnState())
    if state.final:
        return next_final(state, effects)
    if state.turn_no % SPACES == 0:
        return start_round_end(state, effects)
    return start_turn(state, effects)


# -- round end ------------------------------------------------------------------------------------------


def food_owed(state: LeHavreState, seat: int) -> int:
    n = len(state.players)
    p = state.players[seat]
    owed = int(card(state)["food"]) - sum(ship_food(s, n) for s in p.ships)
    for owner, _b, fn in handlers.hooked(state, "food_supplied"):
        if owner == seat:
            owed -= fn(state, owner)
    return max(owed, 0)


def start_round_end(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    c = card(state)
    effects.append(effect("round_end", refs.ROUND_END, round=state.ctx.round, card=c["card"], food=c["food"]))
    state = replace(state, ctx=replace(state.ctx, phase="feeding"))
    owing = []
    for i, p in enumerate(state.players):
        owed = food_owed(state, i)
        if owed:
            owing.append(Decision("feed", p.name, "", FrozenMap({"owed": owed})))
        else:
            effects.append(effect("fed_by_ships", refs.FEED, player=p.name))
    if owing:
        return _push(state, *reversed(owing))
    return after_feeding(state, effects)


def feed_total(state: LeHavreState, seat: int) -> int:
    return goods.total(holdings(state, seat), goods.FOOD_AND_FRANCS)


def after_feeding(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    c = card(state)
    ship = "S" + c["card"][1:]
    kind = ship_type(ship)
    state = replace(state, ship_stacks=state.ship_stacks.set(kind, (ship, *state.ship_stacks.get(kind, ()))))
    effects.append(effect("new_ship", refs.NEW_SHIP, ship=ship, type=kind))
    if c["town"] == "standard":
        state = town_builds(state, effects)
    elif c["town"] == "special" and state.long and len(state.specials) < SPECIALS_IN_PLAY:
        state = replace(state, ctx=replace(state.ctx, phase="special"))
        return _push(state, Decision("reveal_special", TABLE))
    return finish_round(state, effects)


def town_builds(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    tops = [s[0] for s in state.stacks if s]
    if not tops:
        effects.append(effect("town_nothing", refs.TOWN_BUILDS))
        return state
    bid = min(tops)
    stacks = tuple(s[1:] if s and s[0] == bid else s for s in state.stacks)
    state = replace(state, stacks=stacks, town=(*state.town, bid))
    effects.append(effect("town_built", refs.TOWN_BUILDS, building=bid))
    return joins_town(state, bid, effects)


def joins_town(state: LeHavreState, bid: str, effects: list[Effect]) -> LeHavreState:
    fn = handlers.town_hook(bid)
    return fn(state, bid, effects) if fn is not None else state


def check_special(state: LeHavreState, move: Special) -> list:  # type: ignore[type-arg]
    from ..catalog import SOLO_EXCLUDED, buildings

    bid = move.building
    if buildings()[bid]["group"] not in ("special", "extra"):
        return [violation("not_special", refs.TOWN_SPECIAL, building=bid)]
    if bid in state.specials or dealt(state, bid):  # revealed, or dealt for the Construction Site
        return [violation("special_known", refs.TOWN_SPECIAL, building=bid)]
    if len(state.players) == 1 and bid in SOLO_EXCLUDED:
        return [violation("special_not_solo", refs.TOWN_SPECIAL, building=bid)]
    return []


def dealt(state: LeHavreState, bid: str) -> bool:
    """A special dealt as a hand card for the Construction Site (037), held or discarded: it is no
    longer in the special deck."""
    return bid in state.discarded or any(bid in h for h in state.hands)


DUNNY, STADIUM = "00", "31"  # the special pool's two extra buildings (ruling lehavre-special-pool)


def apply_special(state: LeHavreState, move: Special, effects: list[Effect]) -> LeHavreState:
    bid = move.building
    if bid == DUNNY:  # on top of the first standard stack that still holds buildings, else the first
        at = next((i for i, s in enumerate(state.stacks) if s), 0)
        stacks = tuple((bid, *s) if i == at else s for i, s in enumerate(state.stacks))
        state = replace(state, specials=(*state.specials, bid), stacks=stacks, ctx=state.ctx.pop())
        effects.append(effect("special_stack", refs.TOWN_SPECIAL, building=bid, stack=at + 1))
        return state
    if bid == STADIUM:
        state = replace(state, specials=(*state.specials, bid), ctx=state.ctx.pop())
        if all(state.stacks):
            effects.append(effect("stadium_waits", refs.TOWN_SPECIAL, building=bid))
        return place_stadium(state, effects)
    state = replace(state, specials=(*state.specials, bid), town=(*state.town, bid), ctx=state.ctx.pop())
    effects.append(effect("special", refs.TOWN_SPECIAL, building=bid))
    return joins_town(state, bid, effects)  # the round then finishes (rules/after.py: `proceed`)


def finish_round(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    c = card(state)
    if c["harvest"]:
        state = harvest(state, effects)
    else:
        effects.append(effect("no_harvest", refs.HARVEST))
    for owner, _b, fn in handlers.hooked(state, "round_end"):
        state = fn(state, owner, effects)
    if state.ctx.round >= last_round(state):
        return start_final(state, effects)
    seat = state.seat_of_turn(state.turn_no + 1)  # the declared order goes on (ruling lehavre-start-player)
    effects.append(
        effect("next_round", refs.NEXT_START, round=state.ctx.round + 1, player=state.players[seat].name)
    )
    state = replace(state, ctx=replace(state.ctx, round=state.ctx.round + 1, phase="turns"))
    return start_turn(state, effects)


def harvest(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    for i, p in enumerate(state.players):
        got = {"grain": 1 if p.has("grain") >= 1 else 0, "cattle": 1 if p.has("cattle") >= 2 else 0}
        for owner, _b, fn in handlers.hooked(state, "harvest"):
            if owner == i:
                got = fn(state, owner, got)
        got = {g: n for g, n in got.items() if n}
        if got:
            state = accounts.gain(state, i, got, accounts.HARVEST)
            effects.append(effect("harvest", refs.HARVEST, player=p.name, goods=goods.goods_text(got)))
    return state


# -- the final phase --------------------------------------------------------------------------------


def start_final(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    n = len(state.players)
    order: list[int] = []
    for k in range(n):
        seat = state.seat_of_turn(state.turn_no + 1 + k)
        times = 1
        for owner, _b, fn in handlers.hooked(state, "final_actions"):
            if owner == seat:
                times = fn(state, owner, times)
        order += [seat] * times
    effects.append(effect("final_phase", refs.FINAL))
    state = replace(
        state, final_left=tuple(order), ctx=replace(state.ctx, phase="final", round=state.ctx.round)
    )
    return next_final(state, effects)


def next_final(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    if not state.final_left:
        effects.append(effect("game_end", refs.SCORING))
        return replace(state, over=True, ctx=replace(state.ctx, phase="over", stack=()))
    seat, rest = state.final_left[0], state.final_left[1:]
    state = replace(state, final_left=rest, turn=TurnState(), ctx=replace(state.ctx, current=seat))
    return _push(state, main_decision(state, seat, final=True))


# -- feeding ------------------------------------------------------------------------------------------

FOOD_FR = goods.FOOD_AND_FRANCS


def pay_all(state: LeHavreState, seat: int, owed: int, effects: list[Effect]) -> LeHavreState:
    """A payment that cannot be met: all food goods, then all francs, then loans of 4 (reference §3)."""
    p = state.players[seat]
    paid = goods.total(holdings(state, seat), FOOD_FR)
    short = owed - paid
    loans = -(-short // LOAN)
    francs = loans * LOAN - short
    effects.append(
        effect("forced_loans", refs.FEED, player=p.name, paid=paid, owed=owed, loans=loans, francs=francs)
    )
    everything = {g: p.has(g) for g in FOOD if p.has(g)} | {FRANC: p.francs}
    state = accounts.spend(state, seat, everything, accounts.FEEDING)
    state = accounts.gain(state, seat, {accounts.LOAN_CARD: loans, FRANC: loans * LOAN}, accounts.LOAN)
    return accounts.spend(state, seat, {FRANC: short}, accounts.FEEDING)  # the rest, out of the loans


def stadium_waiting(state: LeHavreState) -> bool:
    """The Football Stadium revealed and not yet on a stack, in the town or owned."""
    if STADIUM not in state.specials or STADIUM in state.town:
        return False
    return not any(STADIUM in s for s in state.stacks) and not any(
        STADIUM in p.buildings for p in state.players
    )


def place_stadium(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """The waiting Football Stadium goes to the first standard stack that is empty, if there is one."""
    at = next((i for i, s in enumerate(state.stacks) if not s), -1)
    if at < 0 or not stadium_waiting(state):
        return state
    stacks = tuple((STADIUM,) if i == at else s for i, s in enumerate(state.stacks))
    effects.append(effect("special_stack", refs.TOWN_SPECIAL, building=STADIUM, stack=at + 1))
    return replace(state, stacks=stacks)

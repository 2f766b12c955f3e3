"""The main action: take an offer space, or enter a building, pay its fee and play its handler.

Entering (seed §4): the building must be built (in the town or a player's hands, never a proposal),
enterable, handled (else `building_not_handled`), not occupied (by anyone: ruling
lehavre-occupied; in the final phase only not by the player's own disc) and usable now (its
handler's `usable`). The fee (reference Part B §0): F food, francs counting 1 food each, or M
francs where the card gives a franc fee; nothing in one's own building; paid to the owner, or to
the supply for a town building. Then the disc goes on the building and the handler's `use` runs.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from .. import goods, refs
from ..catalog import FOOD, FRANC, buildings, value
from ..moves import Enter, Pay
from ..state import LeHavreState
from ..words import good, msg
from . import accounts
from . import buildings as handlers
from .offers import ban_refusal, banned, legal_take  # banned: the Picket Line (044)
from .position import effect, holdings, quiet, violation

FOOD_FR = goods.FOOD_AND_FRANCS


def check_pass(state: LeHavreState, seat: int) -> list[Violation]:
    """`done` instead of a main action: only when no offer can be taken and no building entered."""
    if legal_take(state) or enterable_now(state, seat):
        return [violation("main_action_due", refs.TURN_PARTS, player=state.players[seat].name)]
    return []


# -- enter a building -------------------------------------------------------------------------------


def fee_due(state: LeHavreState, seat: int, bid: str) -> tuple[int, int]:
    """(food, francs) of the fee; -1 where the card has no such fee; (0, -1) when nothing is due."""
    owner = state.owner(bid)
    if owner == seat:
        return (0, -1)
    food, fr = value(state, bid, "food_fee"), value(state, bid, "franc_fee")
    if food < 0 and fr < 0:
        return (0, -1)
    for who, _b, fn in handlers.hooked(state, "fee"):
        food, fr = fn(state, who, bid, seat, (food, fr))
    return (food, fr)


def can_pay_fee(state: LeHavreState, seat: int, fee: tuple[int, int]) -> bool:
    food, fr = fee
    if food <= 0 and fr <= 0:
        return True
    p = state.players[seat]
    if fr >= 0 and p.francs >= fr:
        return True
    return food >= 0 and goods.total(holdings(state, seat), FOOD_FR) >= food


def enterable_now(state: LeHavreState, seat: int) -> list[str]:
    """Every building the player may enter now (the legal `enter` moves)."""
    return quiet(_enterable, state, seat)  # type: ignore[no-any-return]


def _enterable(state: LeHavreState, seat: int) -> list[str]:
    cat = buildings()
    disc = state.players[seat].disc
    final = state.final
    taken = {p.disc for p in state.players if p.disc}
    if banned(state):  # the Picket Line (044): offers only
        return []
    out = []
    for bid in _built(state):
        if bid == disc or (not final and bid in taken) or not cat[bid]["enterable"]:
            continue
        h = handlers.handler(bid)
        if h is None or h.use is None:
            continue
        fee = fee_due(state, seat, bid)
        if not can_pay_fee(state, seat, fee):
            continue
        if h.usable is None or not _unusable(state, seat, bid, h, fee):
            out.append(bid)
    return out


def _unusable(
    state: LeHavreState, seat: int, bid: str, h: handlers.Handler, fee: tuple[int, int]
) -> list[Violation]:
    """The handler's refusal, now or once the fee is paid (a fee in fish before the Smokehouse)."""
    assert h.usable is not None
    usable = h.usable(state, seat, bid)
    if usable or (fee[0] <= 0 and fee[1] <= 0):
        return usable
    first: list[Violation] = []
    for pay in fee_options(state, seat, *fee):
        blocked = _blocks(state, seat, bid, pay)
        if not blocked:
            return []
        first = first or blocked
    return first


def _built(state: LeHavreState) -> list[str]:
    out = list(state.town)
    for p in state.players:
        out.extend(p.buildings)
    return out


def _refusals(state: LeHavreState, seat: int, bid: str, quick: bool = False) -> list[Violation]:
    entry = buildings()[bid]
    p = state.players[seat]
    found: list[Violation] = []
    if bid not in state.town and state.owner(bid) < 0:
        if any(bid in s for s in state.stacks):
            return [violation("not_built", refs.NOT_BUILT, building=bid)]
        return [violation("not_in_play", refs.NOT_BUILT, building=bid)]
    if not entry["enterable"]:
        return [violation("not_enterable", refs.PASSIVE, building=bid)]
    h = handlers.handler(bid)
    if h is None or h.use is None:
        return [violation("building_not_handled", refs.UNHANDLED, building=bid)]
    if banned(state):
        return [ban_refusal(state)]
    occupant = state.occupant(bid)
    if p.disc == bid:  # in the final phase another disc may be there too
        found.append(
            violation(
                "own_disc", refs.FINAL_ENTER if state.final else refs.ENTER, player=p.name, building=bid
            )
        )
    elif occupant >= 0 and not state.final:
        found.append(violation("occupied", refs.ENTER, building=bid, occupant=state.players[occupant].name))
    if found and quick:
        return found
    fee = fee_due(state, seat, bid)
    if not can_pay_fee(state, seat, fee):
        have = holdings(state, seat)
        food_have = " + ".join(f"{have.get(g, 0)} {good(g)}" for g in (*FOOD, FRANC))
        found.append(
            violation(
                "fee_unaffordable", refs.FEE, player=p.name, building=bid, fee=_fee_text(fee), have=food_have
            )
        )
    elif h.usable is not None and not (found and quick):
        found.extend(_unusable(state, seat, bid, h, fee))
    return found


def _fee_text(fee: tuple[int, int]) -> str:
    food, fr = fee
    parts = []
    if food >= 0:
        parts.append(f"{food} {msg('food')}")
    if fr >= 0:
        parts.append(f"{fr} {good(FRANC)}")
    return " / ".join(parts)


def check_enter(state: LeHavreState, seat: int, move: Enter) -> list[Violation]:
    return _refusals(state, seat, move.building)


def apply_enter(state: LeHavreState, seat: int, move: Enter, effects: list[Effect]) -> LeHavreState:
    bid = move.building
    p = state.players[seat]
    state = state.with_player(seat, replace(p, disc=bid))
    state = replace(state, turn=replace(state.turn, using=bid))
    effects.append(effect("entered", refs.ENTER, player=p.name, building=bid))
    food, fr = fee_due(state, seat, bid)
    if food > 0 or fr > 0:
        return handlers.ask(state, seat, "pay_fee", bid, food=food, francs=fr)
    return use(state, seat, bid, effects)


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    h = handlers.handler(bid)
    assert h is not None and h.use is not None
    return h.use(state, seat, bid, effects)


# -- the fee ----------------------------------------------------------------------------------------


def fee_options(state: LeHavreState, seat: int, food: int, fr: int) -> list[dict[str, int]]:
    have = holdings(state, seat)
    out: list[dict[str, int]] = []
    if fr >= 0 and have.get(FRANC, 0) >= fr:
        out.append({FRANC: fr} if fr else {})
    if food >= 0:
        for pay in goods.minimal_payments(have, food, FOOD_FR, limit=3):
            if pay not in out:
                out.append(pay)
    return out


def _blocks(state: LeHavreState, seat: int, bid: str, pay: dict[str, int] | Any) -> list[Violation]:
    """What the handler's `usable` says once the fee is paid (a fee in fish before the Smokehouse)."""
    h = handlers.handler(bid)
    if h is None or h.usable is None:
        return []
    return h.usable(
        accounts.aside(accounts.spend, state, seat, pay, accounts.FEE), seat, bid
    )  # paid in thought only


def legal_fee(state: LeHavreState, d: Decision) -> list[Any]:
    seat = handlers.seat_of(state, d)
    options = fee_options(state, seat, d.data["food"], d.data["francs"])
    return [Pay(goods.goods_text(p)) for p in options if not _blocks(state, seat, d.data["b"], p)]


def check_fee(state: LeHavreState, d: Decision, move: Pay) -> list[Violation]:
    seat = handlers.seat_of(state, d)
    food, fr = d.data["food"], d.data["francs"]
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.FEE)]
    pay = goods.read(move.goods)
    found = []
    from .position import missing_goods

    found.extend(missing_goods(state, seat, pay, refs.FEE))
    as_francs = fr >= 0 and dict(pay) == ({FRANC: fr} if fr else {})
    as_food = food >= 0 and all(g in FOOD_FR for g in pay) and goods.covers(pay, food, FOOD_FR)
    if not (as_francs or as_food):
        if food >= 0 and any(g not in FOOD_FR for g in pay):
            found.append(
                violation("not_food", refs.FEE_FRANCS, goods=", ".join(g for g in pay if g not in FOOD_FR))
            )
        elif food < 0:
            found.append(violation("francs_only", refs.FEE_FRANCS, building=d.data["b"], francs=fr))
        elif goods.total(pay, FOOD_FR) < food:
            found.append(
                violation(
                    "fee_short",
                    refs.FEE,
                    building=d.data["b"],
                    fee=_fee_text((food, fr)),
                    paid=goods.total(pay, FOOD_FR),
                )
            )
        else:
            found.append(
                violation("overpaid", refs.FEE, player=d.actor, owed=food, paid=goods.total(pay, FOOD_FR))
            )
    if not found:
        found.extend(_blocks(state, seat, d.data["b"], pay))
    return found


def apply_fee(state: LeHavreState, d: Decision, move: Pay, effects: list[Effect]) -> LeHavreState:
    seat = handlers.seat_of(state, d)
    bid = d.data["b"]
    pay = goods.read(move.goods)
    owner = state.owner(bid)
    state = handlers.finish(
        accounts.transfer(state, seat, owner if owner >= 0 else accounts.BANK, pay, accounts.FEE)
    )
    if owner >= 0:
        to = state.players[owner].name
        effects.append(effect("fee_paid", refs.FEE, player=d.actor, goods=move.goods, to=to, building=bid))
    else:
        effects.append(effect("fee_paid_town", refs.FEE, player=d.actor, goods=move.goods, building=bid))
    return use(state, seat, bid, effects)


def action_done(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """The building action is over (its last decision popped): the owners' `after_action` hooks."""
    bid = state.turn.using
    actor = state.ctx.current
    for owner, _b, fn in handlers.hooked(state, "after_action"):  # they read the action's `turn.report`
        state = fn(state, owner, bid, actor, effects)
    return replace(state, turn=replace(state.turn, using="", report=()))


def restate_fee(state: LeHavreState, d: Decision, effects: list[Effect]) -> LeHavreState:
    """The fee counted again after a purchase in the middle of paying it (a `fee` hook bought now)."""
    seat = handlers.seat_of(state, d)
    bid = d.data["b"]
    food, fr = fee_due(state, seat, bid)
    if (food, fr) == (d.data["food"], d.data["francs"]):
        return state
    if food <= 0 and fr <= 0:
        return use(handlers.finish(state), seat, bid, effects)
    return handlers.again(state, d, food=food, francs=fr)


STEP = Step(
    "pay_fee", "pay the entry fee", handlers.answered(("pay",), legal_fee, check_fee, apply_fee), refs.FEE
)
HANDLERS = (
    handlers.Handler(ids=(), steps=(STEP,), restates=((STEP.id, restate_fee),)),
)  # the fee's step, read by the registry (buildings.FAMILIES)

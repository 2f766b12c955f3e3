"""The Construction Site (037), reference Part B §1. When it joins the town the table deals every
player 3 different hand cards from the special buildings not yet in play (`table: deal 001 002 003
/ 004 005 006`, one group per player in seat order: `state.hands`). Its visitor chooses one of their
cards (`build 002`): it joins the town, built; the visitor may buy it (`buy 002`) and, if they can
use it, must enter it at once as an extra action (`enter 002`; `stop` only when they cannot; a
purchase that would make entering impossible is refused). All
hand cards are then discarded and the Construction Site leaves the game, its visitor's disc going
with it.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import TABLE, Decision, Step
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import special_refs
from ...catalog import SOLO_EXCLUDED, specials
from ...moves import Build, Buy, Deal, Enter, Stop
from ...state import LeHavreState
from ..turns import dealt, joins_town
from . import Handler, Passive, answered, ask, finish, seat_of
from .special_common import announce, ask_if_usable, fail

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

SITE = "037"
HAND = 3


# -- the deal, when the Construction Site joins the town ------------------------------------------


def _unused(state: LeHavreState) -> list[str]:
    solo = SOLO_EXCLUDED if len(state.players) == 1 else ()
    return [
        b
        for b in specials()
        if b not in state.specials and b != SITE and b not in solo and not dealt(state, b)
    ]


def joins(state: LeHavreState, bid: str, effects: list[Effect]) -> LeHavreState:
    if len(_unused(state)) < HAND * len(state.players):
        effects.append(announce("no_hands", special_refs.ACTION, building=SITE))
        return state
    return replace(state, ctx=state.ctx.push(Decision("deal_hands", TABLE)))


def groups(text: str) -> list[list[str]]:
    from ...moves import canonical_building

    return [[canonical_building(w) or w for w in g.split()] for g in text.replace(";", "/").split("/")]


def legal_deal(state: LeHavreState) -> list[Deal]:
    free = _unused(state)
    n = len(state.players)
    out = []
    for shift in (0, HAND * n):
        cards = free[shift : shift + HAND * n]
        if len(cards) == HAND * n:
            out.append(Deal(" / ".join(" ".join(cards[i * HAND : (i + 1) * HAND]) for i in range(n))))
    return out


def check_deal(state: LeHavreState, move: Deal) -> list[Violation]:
    dealt = groups(move.hands)
    free = _unused(state)
    found = []
    if len(dealt) != len(state.players) or any(len(g) != HAND for g in dealt):
        found.append(fail("deal_shape", special_refs.ACTION, players=len(state.players), cards=HAND))
    cards = [b for g in dealt for b in g]
    wrong = [b for b in cards if b not in free]
    if wrong:
        found.append(fail("deal_not_unused", special_refs.ACTION, buildings=", ".join(wrong)))
    if len(set(cards)) != len(cards):
        found.append(fail("deal_twice", special_refs.ACTION))
    return found


def apply_deal(state: LeHavreState, move: Deal, effects: list[Effect]) -> LeHavreState:
    dealt = tuple(tuple(g) for g in groups(move.hands))
    effects.append(announce("hands_dealt", special_refs.ACTION, building=SITE, hands=move.hands))
    return replace(state, hands=dealt, ctx=state.ctx.pop())


# -- entering it ----------------------------------------------------------------------------------


def _hand(state: LeHavreState, seat: int) -> tuple[str, ...]:
    return state.hands[seat] if seat < len(state.hands) else ()


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if _hand(state, seat):
        return []
    return [fail("no_hand", special_refs.ACTION, player=state.players[seat].name, building=bid)]


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    return ask_if_usable(state, seat, bid, "site.choose", usable, effects)


def legal_choose(state: LeHavreState, d: Decision) -> list[Any]:
    return [Build(b) for b in _hand(state, seat_of(state, d))]


def check_choose(state: LeHavreState, d: Decision, move: Build) -> list[Violation]:
    hand = _hand(state, seat_of(state, d))
    if move.building in hand:
        return []
    return [
        fail("not_in_hand", special_refs.ACTION, player=d.actor, building=move.building, hand=", ".join(hand))
    ]


def apply_choose(state: LeHavreState, d: Decision, move: Build, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    bid = move.building
    p = state.players[seat]
    state = state.with_player(seat, replace(p, disc="" if p.disc == SITE else p.disc))
    town = tuple(b for b in state.town if b != SITE)
    gone = tuple(b for h in state.hands for b in h if b != bid)
    state = replace(
        finish(state),
        hands=(),
        discarded=(*state.discarded, *gone),
        town=(*town, bid),
        specials=(*state.specials, bid),
    )
    effects.append(announce("site_built", special_refs.ACTION, player=p.name, building=bid, site=SITE))
    state = joins_town(state, bid, effects)
    return ask(state, seat, "site.enter", bid, chosen=bid)


def _enter_refusals(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    from ..actions import check_enter

    return check_enter(state, seat, Enter(bid))


def legal_enter(state: LeHavreState, d: Decision) -> list[Any]:
    from ..market import legal_buy

    seat = seat_of(state, d)
    bid = d.data["chosen"]
    buy = [m for m in legal_buy(state, seat) if m.item == bid]
    if not _enter_refusals(state, seat, bid):
        return [Enter(bid), *buy]
    return [Stop(), *buy]


def check_enter(state: LeHavreState, d: Decision, move: Enter) -> list[Violation]:
    bid = d.data["chosen"]
    if move.building != bid:
        return [fail("site_enter_other", special_refs.ACTION, building=bid)]
    return _enter_refusals(state, seat_of(state, d), bid)


def check_buy(state: LeHavreState, d: Decision, move: Buy) -> list[Violation]:
    """The card just built, or any other: buying is free in one's turn, unless it leaves the card
    built here impossible to enter when it could be entered now (no way out of the action)."""
    from ..market import apply_buy
    from ..market import check_buy as refusals

    seat = seat_of(state, d)
    bid = d.data["chosen"]
    found = refusals(state, seat, move)
    can_enter = not found and move.item != bid and not _enter_refusals(state, seat, bid)
    if can_enter and _enter_refusals(apply_buy(state, seat, move, []), seat, bid):  # no way out
        found.append(fail("site_must_enter", special_refs.ACTION, player=d.actor, building=bid))
    return found


def check_stop(state: LeHavreState, d: Decision, move: Stop) -> list[Violation]:
    bid = d.data["chosen"]
    if _enter_refusals(state, seat_of(state, d), bid):
        return []
    return [fail("site_must_enter", special_refs.ACTION, player=d.actor, building=bid)]


def apply_enter(state: LeHavreState, d: Decision, move: Enter, effects: list[Effect]) -> LeHavreState:
    from ..actions import apply_enter as enter

    return enter(finish(state), seat_of(state, d), move, effects)


def apply_buy(state: LeHavreState, d: Decision, move: Buy, effects: list[Effect]) -> LeHavreState:
    from ..market import apply_buy as buy

    return buy(state, seat_of(state, d), move, effects)  # the decision stays: enter it, or stop


def apply_stop(state: LeHavreState, d: Decision, move: Stop, effects: list[Effect]) -> LeHavreState:
    return finish(state)


HANDLERS.append(
    Handler(
        ids=(SITE,),
        use=use,
        usable=usable,
        steps=(
            Step(
                "site.choose",
                "one of your hand cards",
                answered(("build",), legal_choose, check_choose, apply_choose),
                special_refs.ACTION,
            ),
            Step(
                "site.enter",
                "buy it if you wish; enter it at once if you can use it",
                (
                    *answered(("enter",), legal_enter, check_enter, apply_enter),
                    *answered(("buy",), None, check_buy, apply_buy),
                    *answered(("stop",), None, check_stop, apply_stop),
                ),
                special_refs.ACTION,
            ),
        ),
        passive=Passive(town_gets=joins),
    )
)

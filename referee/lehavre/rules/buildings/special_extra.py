"""Specials that give an extra action (reference Part B §1).

- Harbour Watch (014): `enter 05` evicts another player's disc from building 05, pays them 1 franc,
  and enters 05 at once as an extra action, its fee paid as usual; only a building the player could
  then use qualifies. Its step answers with `enter`: the flow table (flow.py) sends an `enter`
  declared at this step to this answer, to actions.py only at the main action.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.violations import Violation

from ... import special_refs
from ...moves import Enter
from ...state import LeHavreState, PlayerState
from .. import accounts
from . import Handler, answered, finish, seat_of
from .special_common import announce, ask_if_usable, charge, fail
from .special_discs import pushed_out

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

HARBOUR = "014"
HARBOUR_FRANCS = 1  # to the evicted player, per disc there


def _evicted(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    """The other discs off `bid`, each paid its franc (the Dive Bar may take them)."""
    for i, q in enumerate(state.players):
        if i != seat and q.disc == bid:
            state = charge(
                state, seat, HARBOUR_FRANCS, i, effects, special_refs.FORCED_LOAN, accounts.EVICTION
            )
            effects.append(announce("evicted", special_refs.ACTION, player=q.name, building=bid))
            state = pushed_out(state, i, effects)
    return state


def targets(state: LeHavreState, seat: int) -> list[str]:
    """Buildings with another player's disc that the player could enter and use once it is gone."""
    from ..actions import check_enter

    out = []
    for i, q in enumerate(state.players):
        if i == seat or not q.disc or q.disc in (HARBOUR, state.players[seat].disc) or q.disc in out:
            continue
        after = accounts.aside(_evicted, state, seat, q.disc, [])  # tried in thought only
        if not check_enter(after, seat, Enter(q.disc)):
            out.append(q.disc)
    return out


def _franc_short(p: PlayerState, bid: str) -> list[Violation]:
    """The franc owed to the evicted player is missing (on entering, and again at the eviction)."""
    return [
        fail(
            "francs_short",
            special_refs.ACTION,
            player=p.name,
            building=bid,
            owed=HARBOUR_FRANCS,
            have=p.francs,
        )
    ]


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    if p.francs < HARBOUR_FRANCS:
        return _franc_short(p, bid)
    return [] if targets(state, seat) else [fail("nobody_to_evict", special_refs.ACTION, player=p.name)]


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    return ask_if_usable(state, seat, bid, "harbour_watch.evict", usable, effects)


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    seat = seat_of(state, d)
    if state.players[seat].francs < HARBOUR_FRANCS:  # spent since entering (a purchase): no eviction
        return []
    return [Enter(b) for b in targets(state, seat)]


def check(state: LeHavreState, d: Decision, move: Enter) -> list[Violation]:
    seat = seat_of(state, d)
    p = state.players[seat]
    if p.francs < HARBOUR_FRANCS:  # the franc for the evicted player, checked again at the eviction
        return _franc_short(p, HARBOUR)
    if move.building in targets(state, seat):
        return []
    if state.occupant(move.building) in (-1, seat):
        return [fail("nobody_there", special_refs.ACTION, building=move.building)]
    from ..actions import check_enter

    after = accounts.aside(_evicted, state, seat, move.building, [])
    return check_enter(after, seat, move)


def apply(state: LeHavreState, d: Decision, move: Enter, effects: list[Effect]) -> LeHavreState:
    from ..actions import apply_enter

    seat = seat_of(state, d)
    state = _evicted(finish(state), seat, move.building, effects)
    return apply_enter(state, seat, move, effects)


HANDLERS.append(
    Handler(
        ids=(HARBOUR,),
        use=use,
        usable=usable,
        steps=(
            Step(
                "harbour_watch.evict",
                "the building to evict another player from and enter at once",
                answered(("enter",), legal, check, apply),
                special_refs.ACTION,
            ),
        ),
    )
)

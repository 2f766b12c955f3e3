"""The Picket Line (044), reference Part B §1: not in the last round. Its visitor takes an extra
action at once, which must take an offer (`take fish` at its step); for the next (players - 1)
turns nobody may enter a building (`state.picket`, checked by actions.py); the Picket Line then
leaves the game, the visitor's disc going home. Taking an offer and the ban: rules/offers.py.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import special_refs
from ...moves import Take
from ...state import LeHavreState
from ..offers import PICKET, apply_take, check_take, legal_take
from ..turns import last_round
from . import Handler, answered, finish, seat_of
from .special_common import announce, ask_if_usable, fail

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if state.ctx.round >= last_round(state):
        return [fail("picket_last_round", special_refs.ACTION, building=bid, round=state.ctx.round)]
    if not legal_take(state):
        return [fail("no_offer_to_take", special_refs.ACTION, building=bid)]
    return []


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    return ask_if_usable(state, seat, bid, "picket.take", usable, effects)


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    return list(legal_take(state))


def check(state: LeHavreState, d: Decision, move: Take) -> list[Violation]:
    return check_take(state, seat_of(state, d), move)


def apply(state: LeHavreState, d: Decision, move: Take, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    state = apply_take(finish(state), seat, move, effects)
    turns = len(state.players) - 1
    owner = state.owner(PICKET)
    if owner >= 0:
        q = state.players[owner]
        state = state.with_player(owner, replace(q, buildings=tuple(b for b in q.buildings if b != PICKET)))
    p = state.players[seat]
    state = state.with_player(seat, replace(p, disc="" if p.disc == PICKET else p.disc))
    state = replace(state, town=tuple(b for b in state.town if b != PICKET), picket=state.turn_no + turns)
    effects.append(announce("picket", special_refs.ACTION, player=p.name, building=PICKET, turns=turns))
    return state


HANDLERS.append(
    Handler(
        ids=(PICKET,),
        use=use,
        usable=usable,
        steps=(
            Step(
                "picket.take",
                "the extra action: take an offer",
                answered(("take",), legal, check, apply),
                special_refs.ACTION,
            ),
        ),
    )
)

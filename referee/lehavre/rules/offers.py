"""Taking an offer space (seed §3), the main action a building's action may also give (the Picket
Line's extra action, 044), and the Picket Line's ban on entering buildings that follows it.

Apart from actions.py so that a building's step can take an offer without importing the engine
that enters buildings (which imports the buildings' handlers).
"""

from __future__ import annotations

from referee.core.game import Effect
from referee.core.violations import Violation

from .. import refs, special_refs
from ..catalog import OFFERS
from ..moves import Take
from ..state import LeHavreState
from . import accounts
from .buildings.special_common import fail
from .position import effect, violation

PICKET = "044"


def legal_take(state: LeHavreState) -> list[Take]:
    return [Take(s) for s, n in zip(OFFERS, state.offers, strict=True) if n]


def check_take(state: LeHavreState, seat: int, move: Take) -> list[Violation]:
    if state.offers[OFFERS.index(move.space)] == 0:
        return [violation("offer_empty", refs.TAKE, space=move.space)]
    return []


def apply_take(state: LeHavreState, seat: int, move: Take, effects: list[Effect]) -> LeHavreState:
    i = OFFERS.index(move.space)
    n = state.offers[i]
    effects.append(effect("took", refs.TAKE, player=state.players[seat].name, goods={move.space: n}))
    return accounts.transfer(state, accounts.OFFERS, seat, {move.space: n}, accounts.TAKE)


def banned(state: LeHavreState) -> bool:
    """Whether the Picket Line forbids entering buildings in this turn."""
    return not state.final and state.turn_no <= state.picket


def ban_refusal(state: LeHavreState) -> Violation:
    return fail("picketed", special_refs.ACTION, building=PICKET, until=state.picket - state.turn_no + 1)

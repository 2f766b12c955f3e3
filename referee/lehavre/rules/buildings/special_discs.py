"""Specials that act when a disc is pushed out of a building: Dive Bar (043), Tobacco Factory (045)
(reference Part B §1). Neither is entered.

- Dive Bar: while it is in play, a disc pushed out of a building (the building bought or sold while
  occupied, or the disc evicted) goes to the Dive Bar, and its player pays 2 francs to the supply,
  1 if they own the Dive Bar, with forced loans when short.
- Tobacco Factory: in their own turn its owner may evict the other players' discs from the buildings
  they own, for free.

The engine calls `pushed_out` for every disc it pushes out (market.py: a building bought or sold
while occupied; the Harbour Watch and the Tobacco Factory's evictions).
"""

from __future__ import annotations

from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import special_refs
from ...state import LeHavreState
from .. import accounts
from .special_common import announce, charge, fail

DIVE_BAR = "043"
TOBACCO = "045"
DIVE_FEE, DIVE_FEE_OWNER = 2, 1


def in_play(state: LeHavreState, bid: str) -> bool:
    return bid in state.town or state.owner(bid) >= 0


def pushed_out(state: LeHavreState, seat: int, effects: list[Effect]) -> LeHavreState:
    """The disc of `seat` leaves its building: home, or to the Dive Bar for its fee (a disc pushed
    out of the Dive Bar itself goes home)."""
    p = state.players[seat]
    if not in_play(state, DIVE_BAR) or p.disc == DIVE_BAR:
        return state.with_player(seat, replace(p, disc=""))
    fee = DIVE_FEE_OWNER if state.owner(DIVE_BAR) == seat else DIVE_FEE
    state = state.with_player(seat, replace(p, disc=DIVE_BAR))
    state = charge(state, seat, fee, -1, effects, special_refs.FORCED_LOAN, accounts.DIVE_BAR)
    effects.append(announce("dive_bar", special_refs.NOT_YET, player=p.name, building=DIVE_BAR, francs=fee))
    return state


def evictable(state: LeHavreState, owner: int) -> list[str]:
    """The owner's buildings that hold another player's disc (none without the Tobacco Factory)."""
    mine = state.players[owner].buildings
    if TOBACCO not in mine:
        return []
    return [b for b in mine if any(i != owner and q.disc == b for i, q in enumerate(state.players))]


def evict_refusals(state: LeHavreState, owner: int, bid: str) -> list[Violation]:
    p = state.players[owner]
    if TOBACCO not in p.buildings:
        return [fail("no_tobacco_factory", special_refs.ENGINE_PLAYED, player=p.name)]
    if state.ctx.current != owner:
        return [fail("evict_own_turn", special_refs.ENGINE_PLAYED, player=p.name)]
    if bid not in evictable(state, owner):
        return [fail("nothing_to_evict", special_refs.ENGINE_PLAYED, player=p.name, building=bid)]
    return []


def evict(state: LeHavreState, owner: int, bid: str, effects: list[Effect]) -> LeHavreState:
    """The Tobacco Factory's free eviction, once `evict_refusals` is empty."""
    for i, q in enumerate(state.players):
        if i != owner and q.disc == bid:
            effects.append(announce("evicted", special_refs.NOT_YET, player=q.name, building=bid))
            state = pushed_out(state, i, effects)
    return state

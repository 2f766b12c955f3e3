"""The ship cards among the specials: Luxury Yacht (023) and MS Dagmar (039), exchanged at a wharf
(reference Part B §1). Never entered; bought from the town like a building, they score as ships.

The exchange is the wharf's action, answered at its `wharf.ship` step with `build 023` (an
extension of that step): an iron ship (for the Yacht, no goods) or a luxury liner (for MS Dagmar,
on a modernised wharf or with 1 brick that modernises it for good) is discarded and the special
comes from the town. The wharf may be entered when a ship can be built there or a swap made
(wharves.usable).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import special_refs
from ...catalog import ship_type
from ...moves import Build
from ...state import LeHavreState
from .. import accounts
from . import Extension, answered, finish, seat_of
from .special_common import announce, fail

EXCHANGE = {"023": "iron", "039": "luxury"}  # special -> the type of ship given for it
NEEDS_MODERN = ("039",)


def exchange_refusals(state: LeHavreState, seat: int, wharf: str, special: str) -> list[Violation]:
    p = state.players[seat]
    found = []
    if special not in state.town:
        found.append(fail("exchange_not_in_town", special_refs.SHIP_CARD, building=special))
    kind = EXCHANGE[special]
    if not any(ship_type(s) == kind for s in p.ships):
        found.append(
            fail("exchange_no_ship", special_refs.SHIP_CARD, player=p.name, building=special, type=kind)
        )
    if special in NEEDS_MODERN and wharf not in state.modernised and not p.has("brick"):
        found.append(fail("exchange_brick", special_refs.SHIP_SWAP, player=p.name, building=wharf))
    return found


def exchange(state: LeHavreState, seat: int, wharf: str, special: str, effects: list[Effect]) -> LeHavreState:
    """The exchange, once `exchange_refusals` is empty."""
    p = state.players[seat]
    kind = EXCHANGE[special]
    given = next(s for s in p.ships if ship_type(s) == kind)
    ships = list(p.ships)
    ships.remove(given)
    if special in NEEDS_MODERN and wharf not in state.modernised:
        state = accounts.spend(state, seat, {"brick": 1}, accounts.MODERNISE)
        state = replace(state, modernised=(*state.modernised, wharf))
    state = replace(state, town=tuple(b for b in state.town if b != special))
    state = state.with_player(seat, replace(state.players[seat], ships=(*ships, special)))
    effects.append(
        announce("ship_exchanged", special_refs.SHIP_SWAP, player=p.name, ship=given, building=special)
    )
    return state


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    seat = seat_of(state, d)
    return [
        Build(b) for b in EXCHANGE if b in state.town and not exchange_refusals(state, seat, d.data["b"], b)
    ]


def check(state: LeHavreState, d: Decision, move: Build) -> list[Violation]:
    if move.building not in EXCHANGE:
        return [fail("not_a_ship_special", special_refs.SHIP_CARD, building=move.building)]
    return exchange_refusals(state, seat_of(state, d), d.data["b"], move.building)


def apply(state: LeHavreState, d: Decision, move: Build, effects: list[Effect]) -> LeHavreState:
    return exchange(finish(state), seat_of(state, d), d.data["b"], move.building, effects)


EXTENSIONS = (Extension("wharf.ship", answered(("build",), legal, check, apply)),)

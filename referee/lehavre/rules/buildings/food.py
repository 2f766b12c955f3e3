"""Buildings that give goods outright, with no decision: Fishery, Clay Mound, Colliery, Hardware
Store, Grocery Market (reference Part B §2). Symbols are counted on the buildings the player owns."""

from __future__ import annotations

from collections.abc import Callable

from referee.core.game import Effect

from ... import refs
from ...catalog import buildings
from ...state import LeHavreState
from .. import accounts
from ..position import effect
from . import Handler

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)


def symbols(state: LeHavreState, seat: int, kind: str) -> int:
    """Hammers (`hammer`) or fishing symbols (`fishing`) on a player's buildings."""
    cat = buildings()
    return sum(int(cat[b].get(kind, 0)) for b in state.players[seat].buildings)


def _giver(gives: Callable[[LeHavreState, int], dict[str, int]]) -> Callable[..., LeHavreState]:
    def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
        got = gives(state, seat)
        effects.append(effect("gained", refs.AS_PRINTED, player=state.players[seat].name, goods=got))
        return accounts.gain(state, seat, got, accounts.GAIN)

    return use


GIVES: dict[str, Callable[[LeHavreState, int], dict[str, int]]] = {
    "03": lambda s, i: {"fish": 3 + symbols(s, i, "fishing")},  # Fishery
    "10": lambda s, i: {"clay": 3 + symbols(s, i, "hammer")},  # Clay Mound
    "16": lambda s, i: {"coal": 3 + (1 if symbols(s, i, "hammer") else 0)},  # Colliery: flat +1
    "06": lambda s, i: {"wood": 1, "brick": 1, "iron": 1},  # Hardware Store
    "19": lambda s, i: {
        "cattle": 1,
        "meat": 1,
        "fish": 1,
        "smoked": 1,
        "grain": 1,
        "bread": 1,
    },  # Grocery Market
}

for _bid, _gives in GIVES.items():
    HANDLERS.append(Handler(ids=(_bid,), use=_giver(_gives)))

"""Special buildings that give goods or francs outright, with no decision (reference Part B §1):
Labour Exchange, Farm, Iron Mine & Coal Seam, Fishpond & Wood, Plant Nursery, Smelter, Hunting
Lodge, Zoo, and the Cattle Drive (cattle taken from the other players).

Symbols are counted on the buildings the entering player owns (as the Fishery counts them). A
building whose action would give nothing now is refused on entry, with the numbers
(ruling lehavre-special-actions; the Labour Exchange says so on its card).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.game import Effect
from referee.core.violations import Violation

from ... import goods, special_refs
from ...catalog import FRANC
from ...state import LeHavreState
from .. import accounts
from . import Handler
from .food import symbols
from .special_common import announce, fail

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

Gives = Callable[[LeHavreState, int], dict[str, int]]


def labour_exchange(state: LeHavreState, seat: int) -> dict[str, int]:
    return {"fish": symbols(state, seat, "fishing"), "coal": symbols(state, seat, "hammer")}


def zoo(state: LeHavreState, seat: int) -> dict[str, int]:
    p = state.players[seat]
    return {FRANC: (p.has("fish") + p.has("cattle")) // 3}  # the animals are counted, not spent


GIVES: dict[str, Gives] = {
    "001": labour_exchange,
    "004": lambda s, i: {"fish": 2, "grain": 2, "wood": 2, "hides": 1, "cattle": 1},  # Farm
    "006": lambda s, i: {"iron": 2, "coal": 1},  # Iron Mine & Coal Seam
    "009": lambda s, i: {"fish": 3, "wood": 3},  # Fishpond & Wood
    "011": lambda s, i: {FRANC: 3, "wood": 4},  # Plant Nursery
    "015": lambda s, i: {"coal": 1, "coke": 1, "iron": 1},  # Smelter
    "017": lambda s, i: {"hides": 2, "meat": 3},  # Hunting Lodge
    "035": zoo,
}


def _usable(gives: Gives, code: str) -> Callable[[LeHavreState, int, str], list[Violation]]:
    def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
        if any(gives(state, seat).values()):
            return []
        p = state.players[seat]
        if code == "no_symbols":
            return [fail(code, special_refs.ACTION, player=p.name, building=bid)]
        return [
            fail(
                code,
                special_refs.ACTION,
                player=p.name,
                building=bid,
                fish=p.has("fish"),
                cattle=p.has("cattle"),
            )
        ]

    return usable


def _giver(gives: Gives) -> Callable[[LeHavreState, int, str, list[Effect]], LeHavreState]:
    def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
        got = {g: n for g, n in gives(state, seat).items() if n}
        effects.append(
            announce(
                "gained",
                special_refs.ACTION,
                player=state.players[seat].name,
                building=bid,
                goods=goods.goods_text(got),
            )
        )
        return accounts.gain(state, seat, got, accounts.GAIN)

    return use


GUARDS = {"001": "no_symbols", "035": "too_few_animals"}  # the code a giving building is refused with

for _bid, _gives in GIVES.items():
    _guard = GUARDS.get(_bid)
    HANDLERS.append(
        Handler(ids=(_bid,), use=_giver(_gives), usable=_usable(_gives, _guard) if _guard else None)
    )


# -- Cattle Drive: cattle from every other player who has any ------------------------------------------


def drive_each(state: LeHavreState) -> int:
    """Cattle taken from each other player: 2 with 1–2 players, 1 with 3–5 (reference 046)."""
    return 2 if len(state.players) <= 2 else 1


def drive_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if any(p.has("cattle") for i, p in enumerate(state.players) if i != seat):
        return []
    return [fail("no_cattle_to_drive", special_refs.CATTLE_DRIVE, player=state.players[seat].name)]


def drive_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    each = drive_each(state)
    for i, p in enumerate(state.players):
        take = min(each, p.has("cattle")) if i != seat else 0  # capped at what they own (ruling)
        if take:
            state = accounts.transfer(state, i, seat, {"cattle": take}, accounts.DRIVE)
            effects.append(
                announce(
                    "cattle_driven",
                    special_refs.CATTLE_DRIVE,
                    player=state.players[seat].name,
                    other=p.name,
                    count=take,
                )
            )
    return state


HANDLERS.append(Handler(ids=("046",), use=drive_use, usable=drive_usable))

"""Special buildings that are never entered and change a rule for their owner (reference Part B §1):

- Feedlot (024), `harvest`: with 2 to 6 cattle the owner's harvest gives 2 cattle instead of 1.
- Masons' Guild (025), `build_cost`: each clay and each brick line of a building's cost is 1 less.
- Wind Farm (033), `energy`: every energy payment the owner makes is 3 less.
- Workers' Cottages (036), `final_actions`: the owner takes 2 main actions in the final phase.
- Pirates' Lair (041), `after_action`: another player who used the Shipping Line pays the owner
  1 franc per ship used; a franc that cannot be paid is a forced loan (ruling lehavre-special-pirates).
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.core.game import Effect

from ... import special_refs
from ...state import LeHavreState
from ...words import building as building_name
from .. import accounts
from . import Handler, Passive
from .special_common import announce, charge

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

FEEDLOT_RANGE = (2, 6)
FEEDLOT_CATTLE = 2


def feedlot_harvest(state: LeHavreState, owner: int, gains: Mapping[str, int]) -> dict[str, int]:
    out = dict(gains)
    low, high = FEEDLOT_RANGE
    if low <= state.players[owner].has("cattle") <= high:
        out["cattle"] = FEEDLOT_CATTLE
    return out


def masons_cost(state: LeHavreState, owner: int, bid: str, cost: Mapping[str, int]) -> dict[str, int]:
    return {g: n - 1 if g in ("clay", "brick") and n > 0 else n for g, n in cost.items()}


WIND_FARM = 3


def wind_farm_energy(state: LeHavreState, owner: int, owed: int) -> int:
    return max(owed - WIND_FARM, 0)


COTTAGES_ACTIONS = 2


def cottages_final(state: LeHavreState, owner: int, n: int) -> int:
    return max(n, COTTAGES_ACTIONS)


SHIPPING_LINE = "18"
PIRATES_LAIR = "041"


def pirates_after(
    state: LeHavreState, owner: int, bid: str, actor: int, effects: list[Effect]
) -> LeHavreState:
    if bid != SHIPPING_LINE or actor == owner or actor < 0:
        return state
    n = dict(state.turn.report).get("ships", 0)  # the Shipping Line's report of this action
    if not n:
        return state
    state = charge(state, actor, n, owner, effects, special_refs.PIRATES, accounts.PIRATES)
    effects.append(
        announce(
            "pirates",
            special_refs.PIRATES,
            player=state.players[actor].name,
            owner=state.players[owner].name,
            francs=n,
            building=PIRATES_LAIR,
            line=building_name(SHIPPING_LINE),
        )
    )
    return state


HANDLERS.append(Handler(ids=("024",), passive=Passive(harvest=feedlot_harvest)))
HANDLERS.append(Handler(ids=("025",), passive=Passive(build_cost=masons_cost)))
HANDLERS.append(Handler(ids=("033",), passive=Passive(energy=wind_farm_energy)))
HANDLERS.append(Handler(ids=("036",), passive=Passive(final_actions=cottages_final)))
HANDLERS.append(Handler(ids=("041",), passive=Passive(after_action=pirates_after)))
# Business Park (012) and Guildhouse (013) only score: their points are the catalog's
# `bonus_per_type`, counted by referee/lehavre/score_sheet.py like the standard bonus buildings.
HANDLERS.append(Handler(ids=("012", "013")))

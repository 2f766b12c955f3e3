"""The Wharves: one ship per visit, materials then 3 energy; a brick modernises a wharf (seed §7).

`ship iron` takes the top face-up ship of that type. Its materials (wooden 5 wood, iron 4 iron
with steel for missing iron, steel 2 steel, luxury liner 3 steel) and, before this wharf's first
non-wooden ship, the modernisation brick are paid in one `pay_cost`; then 3 energy (`pay_energy`).
The brick stays on that wharf for good (reference Part B §2: per wharf, permanent).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import goods, refs
from ...catalog import ENERGY, SHIP_ENERGY, SHIP_TYPES
from ...moves import BuildShip
from ...state import LeHavreState
from ...words import building as building_name
from ...words import goods as goods_words
from ...words import listing, msg
from ..position import effect, energy_text, holdings, violation
from . import Handler, answered, ask, finish, seat_of
from .payments import can_burn, cost_options, energy_owed, request_cost, request_energy

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

WHARVES = ("12", "17")
MATERIALS = {"wooden": {"wood": 5}, "iron": {"iron": 4}, "steel": {"steel": 2}, "luxury": {"steel": 3}}


def materials(state: LeHavreState, wharf: str, kind: str) -> dict[str, int]:
    cost = dict(MATERIALS[kind])
    if kind != "wooden" and wharf not in state.modernised:
        cost["brick"] = 1
    return cost


def _energy_after(have: dict[str, int], pay: dict[str, int]) -> int:
    return sum((have.get(g, 0) - pay.get(g, 0)) * v for g, v in ENERGY.items())


def buildable_types(state: LeHavreState, seat: int, wharf: str) -> list[str]:
    have = holdings(state, seat)
    owed = energy_owed(state, seat, SHIP_ENERGY)
    out = []
    for kind in SHIP_TYPES:
        if not state.ship_stacks.get(kind):
            continue
        if any(_energy_after(have, pay) >= owed for pay in cost_options(have, materials(state, wharf, kind))):
            out.append(kind)
    return out


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if buildable_types(state, seat, bid) or _can_swap(state, seat, bid):
        return []
    p = state.players[seat]
    have = holdings(state, seat)
    lefts = [
        _energy_after(have, pay)
        for kind in SHIP_TYPES
        if state.ship_stacks.get(kind)
        for pay in cost_options(have, materials(state, bid, kind))
    ]
    if lefts:  # the materials are there, the energy is not
        owed = energy_owed(state, seat, SHIP_ENERGY)
        return [
            violation(
                "ship_energy",
                refs.ENERGY,
                player=p.name,
                owed=owed,
                left=max(lefts),
                have=energy_text(state, seat),
            )
        ]
    offered = [k for k in SHIP_TYPES if state.ship_stacks.get(k)]
    return [
        violation(
            "cannot_build_ship",
            refs.MODERNISE if any(_brick_missing(state, seat, bid, k) for k in offered) else refs.SHIP,
            player=p.name,
            building=building_name(bid),
            needs=listing([_needs(state, seat, bid, k) for k in offered], clauses=True) or "-",
            have_goods=goods.goods_text(have),
        )
    ]


def _needs(state: LeHavreState, seat: int, wharf: str, kind: str) -> str:
    """What a ship of this type takes here, in words: its materials, the brick, the energy."""
    cost = materials(state, wharf, kind)
    brick = cost.pop("brick", 0)  # only an unmodernised wharf asks it (materials)
    return msg(
        "part.ship_cost_brick" if brick else "part.ship_cost",
        type=msg(f"ship_type.{kind}"),
        cost=goods_words(cost),
        energy=energy_owed(state, seat, SHIP_ENERGY),
    )


def _brick_missing(state: LeHavreState, seat: int, wharf: str, kind: str) -> bool:
    """Whether the modernisation brick is what stops this type: the rest of the materials are there."""
    cost = materials(state, wharf, kind)
    if "brick" not in cost:
        return False
    have = holdings(state, seat)
    rest = {g: n for g, n in cost.items() if g != "brick"}
    return not cost_options(have, cost) and bool(cost_options(have, rest))


def _can_swap(state: LeHavreState, seat: int, wharf: str) -> bool:
    """A ship special (023, 039) in the town the player could have here instead of building."""
    from .special_ships import EXCHANGE, exchange_refusals

    return any(b in state.town and not exchange_refusals(state, seat, wharf, b) for b in EXCHANGE)


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    return ask(state, seat, "wharf.ship", bid)


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    return [BuildShip(k) for k in buildable_types(state, seat_of(state, d), d.data["b"])]


def check(state: LeHavreState, d: Decision, move: BuildShip) -> list[Violation]:
    seat = seat_of(state, d)
    wharf = d.data["b"]
    if not state.ship_stacks.get(move.type):
        return [violation("no_ship_of_type", refs.SHIP, type=move.type)]
    have = holdings(state, seat)
    cost = materials(state, wharf, move.type)
    options = cost_options(have, cost)
    p = state.players[seat]
    if not options:
        if _brick_missing(state, seat, wharf, move.type):
            return [
                violation(
                    "cannot_pay_cost",
                    refs.MODERNISE,
                    "wharf_needs_brick",
                    player=p.name,
                    building=building_name(wharf),
                    type=move.type,
                )
            ]
        return [
            violation(
                "cannot_pay_cost",
                refs.SHIP,
                "cannot_pay_ship",
                player=p.name,
                type=move.type,
                cost=goods.goods_text(cost),
                have_goods=goods.goods_text(have),
            )
        ]
    owed = energy_owed(state, seat, SHIP_ENERGY)
    if not any(_energy_after(have, pay) >= owed for pay in options):
        left = max(_energy_after(have, pay) for pay in options)
        return [
            violation(
                "ship_energy", refs.ENERGY, player=p.name, owed=owed, left=left, have=energy_text(state, seat)
            )
        ]
    return []


def apply(state: LeHavreState, d: Decision, move: BuildShip, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    state = finish(state)
    cost = materials(state, d.data["b"], move.type)
    return request_cost(state, seat, d.data["b"], cost, effects, type=move.type, stage="materials")


def paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    wharf, kind = data["b"], data["type"]
    if data["stage"] == "materials":
        if kind != "wooden" and wharf not in state.modernised:
            state = replace(state, modernised=(*state.modernised, wharf))
            effects.append(effect("modernised", refs.MODERNISE, building=wharf))
        if not can_burn(state, seat, SHIP_ENERGY):  # cannot happen after `check`, kept as a guard
            raise AssertionError("ship energy checked before the materials")
        return request_energy(state, seat, wharf, SHIP_ENERGY, effects, type=kind, stage="energy")
    stack = state.ship_stacks[kind]
    ship = stack[0]
    p = state.players[seat]
    state = replace(
        state.with_player(seat, replace(p, ships=(*p.ships, ship))),
        ship_stacks=state.ship_stacks.set(kind, stack[1:]),
    )
    effects.append(effect("ship_built", refs.SHIP, player=p.name, ship=ship, type=kind))
    return state


def ship_now(state: LeHavreState, d: Decision) -> str:
    """The ship a wharf's open payment builds, the top of the chosen type: not for sale meanwhile."""
    stack = state.ship_stacks.get(d.data["type"], ()) if "type" in d.data else ()
    return stack[0] if stack else ""


HANDLERS.append(
    Handler(
        ids=WHARVES,
        takes=ship_now,
        use=use,
        usable=usable,
        paid=paid,
        steps=(
            Step(
                "wharf.ship", "the type of ship to build", answered(("ship",), legal, check, apply), refs.SHIP
            ),
        ),
    )
)

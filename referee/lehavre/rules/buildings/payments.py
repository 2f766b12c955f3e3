"""The payments a building's action asks for, shared by every handler: energy and materials.

`request_energy` pushes `pay_energy` (energy owed after the owner's `energy` hooks: the Wind
Farm); `request_cost` pushes `pay_cost` (building materials, brick for clay and steel for iron:
seed §6.2). When the payment is made the asking handler's `paid` continues its action with the
data it gave. A payment must reach what is owed with no unit that could be left out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.violations import Violation

from ... import goods, refs
from ...catalog import ENERGY
from ...moves import Pay
from ...state import LeHavreState
from .. import accounts
from ..position import effect, energy_of, energy_text, holdings, missing_goods, violation
from . import Handler, again, answered, ask, finish, handler, hooked, seat_of

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

SUBSTITUTES = {"clay": "brick", "iron": "steel"}  # seed §6.2 "砖可以替代黏土，钢可以替代铁"
MATERIALS = ("wood", "clay", "brick", "iron", "steel")


def energy_owed(state: LeHavreState, seat: int, owed: int) -> int:
    for owner, _bid, fn in hooked(state, "energy"):
        if owner == seat:
            owed = fn(state, owner, owed)
    return max(owed, 0)


def request_energy(
    state: LeHavreState, seat: int, bid: str, owed: int, effects: list[Effect], **data: Any
) -> LeHavreState:
    """Ask for `owed` energy; with nothing owed (after the hooks) the handler goes on at once."""
    asked = owed
    owed = energy_owed(state, seat, owed)
    if owed == 0:
        return _continue(state, seat, bid, {"b": bid, "owed": 0, **data}, effects)
    return ask(state, seat, "pay_energy", bid, owed=owed, asked=asked, **data)


def request_cost(
    state: LeHavreState, seat: int, bid: str, cost: Mapping[str, int], effects: list[Effect], **data: Any
) -> LeHavreState:
    if not any(cost.values()):
        return _continue(state, seat, bid, {"b": bid, "cost": goods.NOTHING, **data}, effects)
    return ask(state, seat, "pay_cost", bid, cost=goods.goods_text(cost), **data)


def _continue(
    state: LeHavreState, seat: int, bid: str, data: Mapping[str, Any], effects: list[Effect]
) -> LeHavreState:
    from referee.core.frozen import FrozenMap

    h = handler(bid)
    assert h is not None and h.paid is not None, bid
    return h.paid(state, seat, FrozenMap(data), effects)


# -- energy ------------------------------------------------------------------------------------------


def energy_options(have: Mapping[str, int], owed: int) -> list[dict[str, int]]:
    return goods.minimal_payments(have, owed, ENERGY)


def legal_energy(state: LeHavreState, d: Decision) -> list[Any]:
    seat = seat_of(state, d)
    return [Pay(goods.goods_text(p)) for p in energy_options(holdings(state, seat), d.data["owed"])]


def check_energy(state: LeHavreState, d: Decision, move: Pay) -> list[Violation]:
    seat = seat_of(state, d)
    owed = d.data["owed"]
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.ENERGY)]
    pay = goods.read(move.goods)
    found = missing_goods(state, seat, pay, refs.ENERGY)
    other = [g for g in pay if g not in ENERGY]
    if other:
        found.append(violation("not_energy", refs.ENERGY, goods=", ".join(other)))
    elif not goods.covers(pay, owed, ENERGY):
        p = state.players[seat]
        if goods.total(pay, ENERGY) < owed:
            found.append(
                violation(
                    "energy_short",
                    refs.ENERGY,
                    player=p.name,
                    owed=owed,
                    paid=goods.total(pay, ENERGY),
                    have=energy_text(state, seat),
                )
            )
        else:
            found.append(
                violation("overpaid", refs.ENERGY, player=p.name, owed=owed, paid=goods.total(pay, ENERGY))
            )
    return found


def apply_energy(state: LeHavreState, d: Decision, move: Pay, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    pay = goods.read(move.goods)
    state = finish(accounts.spend(state, seat, pay, accounts.ENERGY))
    effects.append(
        effect("energy_paid", refs.ENERGY, player=d.actor, goods=goods.goods_text(pay), owed=d.data["owed"])
    )
    return _continue(state, seat, d.data["b"], d.data, effects)


def restate_energy(state: LeHavreState, d: Decision, effects: list[Effect]) -> LeHavreState:
    """The energy owed counted again after a purchase in the middle (the Wind Farm bought now)."""
    seat = seat_of(state, d)
    owed = energy_owed(state, seat, d.data.get("asked", d.data["owed"]))
    if owed == d.data["owed"]:
        return state
    if owed == 0:
        return _continue(finish(state), seat, d.data["b"], {**d.data, "owed": 0}, effects)
    return again(state, d, owed=owed)


def can_burn(state: LeHavreState, seat: int, owed: int, keep: Mapping[str, int] | None = None) -> bool:
    """Whether a player can pay `owed` energy (after the hooks) from what they hold beyond `keep`."""
    owed = energy_owed(state, seat, owed)
    have = energy_of(state, seat)
    if keep:
        have -= goods.total(keep, ENERGY)
    return have >= owed


# -- materials --------------------------------------------------------------------------------------


def pays_cost(pay: Mapping[str, int], cost: Mapping[str, int]) -> bool:
    """Exactly the cost, brick standing in for missing clay and steel for missing iron."""
    if any(g not in MATERIALS for g in pay if pay[g]):
        return False
    if pay.get("wood", 0) != cost.get("wood", 0):
        return False
    for base, sub in SUBSTITUTES.items():
        extra = pay.get(sub, 0) - cost.get(sub, 0)
        if extra < 0 or pay.get(base, 0) + extra != cost.get(base, 0):
            return False
    return True


def cost_options(have: Mapping[str, int], cost: Mapping[str, int]) -> list[dict[str, int]]:
    """The payments of a cost the holder can make: the base goods first, then the substitutes first."""
    out: list[dict[str, int]] = []
    for prefer_sub in (False, True):
        pay = {g: n for g, n in cost.items() if n}
        ok = True
        for base, sub in SUBSTITUTES.items():
            need = cost.get(base, 0)
            spare_sub = have.get(sub, 0) - cost.get(sub, 0)
            if spare_sub < 0:
                ok = False
                break
            if prefer_sub:
                use_sub = min(spare_sub, need)
                use_base = need - use_sub
            else:
                use_base = min(have.get(base, 0), need)
                use_sub = need - use_base
            if use_base > have.get(base, 0) or use_sub > spare_sub:
                ok = False
                break
            pay[base] = use_base
            pay[sub] = cost.get(sub, 0) + use_sub
        if have.get("wood", 0) < cost.get("wood", 0):
            ok = False
        pay = {g: n for g, n in pay.items() if n}
        if ok and pay not in out:
            out.append(pay)
    return out


def legal_cost(state: LeHavreState, d: Decision) -> list[Any]:
    cost = goods.read(d.data["cost"])
    return [Pay(goods.goods_text(p)) for p in cost_options(holdings(state, seat_of(state, d)), cost)]


def check_cost(state: LeHavreState, d: Decision, move: Pay) -> list[Violation]:
    seat = seat_of(state, d)
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.BUILD_COST)]
    pay = goods.read(move.goods)
    found = missing_goods(state, seat, pay, refs.BUILD_COST)
    cost = goods.read(d.data["cost"])
    if not pays_cost(pay, cost):
        found.append(
            violation(
                "cost_mismatch",
                refs.BUILD_COST,
                cost=goods.goods_text(cost),
                paid_goods=goods.goods_text(pay),
            )
        )
    return found


def apply_cost(state: LeHavreState, d: Decision, move: Pay, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    pay = goods.read(move.goods)
    state = finish(accounts.spend(state, seat, pay, accounts.COST))
    effects.append(effect("cost_paid", refs.BUILD_COST, player=d.actor, goods=goods.goods_text(pay)))
    return _continue(state, seat, d.data["b"], d.data, effects)


HANDLERS.append(
    Handler(
        ids=(),
        restates=(("pay_energy", restate_energy),),
        steps=(
            Step(
                "pay_energy",
                "pay the energy the action needs",
                answered(("pay",), legal_energy, check_energy, apply_energy),
                refs.ENERGY,
            ),
            Step(
                "pay_cost",
                "pay the building materials",
                answered(("pay",), legal_cost, check_cost, apply_cost),
                refs.BUILD_COST,
            ),
        ),
    )
)

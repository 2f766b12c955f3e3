"""The question of each open decision, built when read; for a building step, its summary and the
numbers of its decision in words.

A decision carries TOML-safe data (`food=2, francs=-1`, `cost=4iron 1brick`, `type=wooden`); the
table reads them as goods, francs, ship types and building names in its own language (the keys
`lehavre.prompt.detail.*`). Data only the engine needs (the building, the stage of a payment, the
energy asked before the hooks) is not shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from referee.core.flow import Decision

from .. import goods
from ..catalog import LOAN
from ..state import LeHavreState
from ..words import building, listing, msg
from ..words import goods as goods_words
from .buildings import step_summary
from .turns import feed_total, space

Detail = Callable[[Mapping[str, Any]], str]


def _fee(data: Mapping[str, Any]) -> str:
    from .actions import _fee_text

    return msg("prompt.detail.fee", fee=_fee_text((int(data["food"]), int(data["francs"]))))


def _cost(data: Mapping[str, Any]) -> str:
    return msg("prompt.detail.cost", cost=goods_words(goods.read(str(data["cost"]))))


def _energy(data: Mapping[str, Any]) -> str:
    return msg("prompt.detail.energy", owed=data["owed"])


def _food(data: Mapping[str, Any]) -> str:
    return msg("prompt.detail.food", owed=data["owed"])


def _firm(data: Mapping[str, Any]) -> str:
    return msg("prompt.detail.firm", left=data["left"])


def _office(data: Mapping[str, Any]) -> str:
    made = [msg(f"prompt.detail.office_{k}") for k in ("steel", "one") if data.get(k)]
    return msg("prompt.detail.made", trades=listing(made)) if made else ""


# What each decision kind shows first, before what any decision may carry (a ship, a building).
_OWN: dict[str, Detail] = {
    "pay_fee": _fee,
    "pay_cost": _cost,
    "pay_energy": _energy,
    "special.pay_food": _food,
    "firm.build": _firm,
    "office.trade": _office,
}


def _carried(kind: str, data: Mapping[str, Any]) -> list[str]:
    out = []
    if kind == "pay_cost" and "built" in data:
        out.append(msg("prompt.detail.for_building", building=building(str(data["built"]))))
    if "type" in data:
        out.append(msg("prompt.detail.ship", type=msg(f"ship_type.{data['type']}")))
    if "load" in data:
        out.append(
            msg("prompt.detail.load", goods=goods_words(goods.read(str(data["load"]))), ships=data["ships"])
        )
    if "n" in data:
        out.append(msg("prompt.detail.count", n=data["n"]))
    if "got" in data:
        out.append(msg("prompt.detail.got", goods=goods_words(goods.read(str(data["got"])))))
    if "chosen" in data:
        out.append(msg("prompt.detail.chosen", building=building(str(data["chosen"]))))
    return out


def details(kind: str, data: Mapping[str, Any]) -> str:
    """The decision's numbers in words, `费用 2 食物；船只：铁船`; "" when it has none to show."""
    own = _OWN.get(kind)
    parts = [p for p in (own(data) if own else "", *_carried(kind, data)) if p]
    return listing(parts, clauses=True)


def prompt(state: LeHavreState, d: Decision) -> str:
    """The question of the open decision: a turn's own words, else the building step's summary and
    the numbers of its decision (`details`)."""
    if d.kind == "main":
        return msg("prompt.main_final" if d.data["final"] else "prompt.main", player=d.actor)
    if d.kind == "turn_end":
        return msg("prompt.turn_end", player=d.actor)
    if d.kind == "feed":
        owed, can = int(d.data["owed"]), feed_total(state, state.index(d.actor))
        if can < owed:  # the only payment left: say what it does (seed §9.3, ruling lehavre-loans)
            loans = -(-(owed - can) // LOAN)
            return msg("prompt.feed_short", player=d.actor, owed=owed, can=can, loans=loans)
        return msg("prompt.feed", player=d.actor, owed=owed, can=can)
    if d.kind == "declare_order":
        return msg("prompt.declare_order")
    if d.kind == "reveal_chit":
        return msg("prompt.reveal_chit", space=space(state) + 1)
    if d.kind == "reveal_special":
        return msg("prompt.reveal_special")
    if d.kind == "deal_hands":
        return msg("prompt.deal_hands")
    where = msg("prompt.at", building=building(str(d.data["b"]))) if "b" in d.data else ""
    shown = details(d.kind, d.data)
    key = "prompt.step_details" if shown else "prompt.step"
    return msg(key, player=d.actor, building=where, summary=step_summary(d.kind), details=shown)


def decisions(state: LeHavreState) -> tuple[Decision, ...]:
    """The open decision with its prompt, built only when read (the stack keeps TOML-safe data)."""
    stack = state.ctx.stack
    if not stack:
        return ()
    d = stack[-1]
    return (Decision(d.kind, d.actor, partial(prompt, state, d), d.data),)  # no one acts on their own

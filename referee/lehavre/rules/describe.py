"""The position in words (errors, `referee status --text`), in the user's language: the table
picture's lines as plain text, so the words and the picture never disagree; its players, and the
catalog's components it relies on."""

from __future__ import annotations

from typing import Any

from referee.core.components import Component
from referee.core.frozen import FrozenMap

from .. import catalog
from ..state import LeHavreState
from .buildings.special_sales import declarable

FIELDS = ("price", "value", "food_fee", "franc_fee")


def describe(state: LeHavreState) -> str:
    """The position in words, in the user's language: the picture's lines as plain text."""
    from referee.i18n import lang

    from ..picture import lines

    return "\n".join(line.plain for line in lines(state, lang()))


def players(state: LeHavreState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


def component(state: LeHavreState, component_id: str) -> Component | None:
    if component_id in catalog.buildings():
        return building_component(component_id)
    return None


def building_component(bid: str) -> Component:
    """A building as a declarable component: its price, value and fees (reference: `[check card]`),
    and the action numbers of a `[check card]` sale (special_sales.declarable)."""
    e = catalog.buildings()[bid]
    fee = e.get("entry_fee", {})
    values: dict[str, Any] = {"price": e["price"], "value": e["value"]}
    values["food_fee"] = fee.get("food", -1)
    values["franc_fee"] = fee.get("francs", -1)
    numbers = declarable().get(bid, {})
    values.update(numbers)
    return Component(bid, (*FIELDS, *numbers), FrozenMap(values), bool(e["verified"]), str(e["source"]))


def components_in_use(state: LeHavreState) -> list[Component]:
    ids = (
        list(state.town) + [b for p in state.players for b in p.buildings] + [s[0] for s in state.stacks if s]
    )
    return [building_component(b) for b in dict.fromkeys(ids)]

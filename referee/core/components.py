"""Printed component values: from the catalog, or declared once by the table and checked from then on.

Where no public source gives a printed value (a Guilds tile's threshold, a Pendulum card), or the
catalog marks it `verified = false`, the table declares it when the component enters play
(`table: declare T17 threshold=5 first=4`). The declaration is a logged move, so it lives in the
save; the engine then reads the component through `printed`, which overlays the declared values
on the catalog's. A verified catalog value cannot be declared otherwise; a declared value cannot
be declared again differently (undo the declaration to correct it).
"""

from __future__ import annotations

from typing import Any

from referee.core.frozen import EMPTY, FrozenMap
from referee.core.record import record


@record
class Component:
    """What a game says of one component the table may declare values for.

    `fields` are the printed values that can be declared, `catalog` the values the catalog has
    (empty when it has none), `verified` whether those were checked against the printed piece.
    """

    id: str
    fields: tuple[str, ...]
    catalog: FrozenMap[str, Any] = EMPTY
    verified: bool = False
    source: str = ""


def declared(state: Any, component_id: str) -> FrozenMap[str, Any]:
    """The values the table declared for a component (empty if none)."""
    return state.ctx.declared.get(component_id, EMPTY)  # type: ignore[no-any-return]


def printed(state: Any, component: Component) -> dict[str, Any]:
    """The component's values in force: the catalog's, with the table's declarations over them."""
    return {**component.catalog, **declared(state, component.id)}


def missing(state: Any, component: Component) -> tuple[str, ...]:
    """The fields with no value yet: the table must declare them before the engine can use them."""
    known = printed(state, component)
    return tuple(f for f in component.fields if f not in known)

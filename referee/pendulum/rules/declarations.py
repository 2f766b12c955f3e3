"""The ledger's hook for `table: declare ID field=value` (core/ledger.py): each printed value the
table declares must be one the engine can read, so a typo never makes a cost free or a reward empty."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.components import Component
from referee.core.violations import Violation
from referee.pendulum import bundles, catalog, refs
from referee.pendulum.rules.common import PAYABLE, violation
from referee.pendulum.state import State

_CHOICES = {"slot": catalog.SLOTS, "edge": catalog.EDGES}


def check_declared(state: State, component: Component, values: Sequence[tuple[str, Any]]) -> list[Violation]:
    kind = catalog.kind_of(state, component.id)
    fields = catalog.FIELDS[kind] if kind is not None else ()  # other fields: the ledger refuses them
    unread = [(k, v, _allowed(k, v)) for k, v in values if k in fields]
    return [
        violation("value_unreadable", refs.COMPONENTS, component=component.id, field=k, value=v, allowed=a)
        for k, v, a in unread
        if a
    ]


def _allowed(key: str, value: Any) -> str:
    """What the field takes, when `value` is not one of them; "" when it is."""
    if key in _CHOICES:
        return "" if str(value) in _CHOICES[key] else " | ".join(_CHOICES[key])
    if key in ("cost", "need"):
        found = bundles.parse(str(value))
        ok = found is not None and all(item in PAYABLE for item, _ in found)
        return "" if ok else "+".join(f"{item}N" for item in PAYABLE) + ", none"
    if key == "reward":
        return (
            ""
            if bundles.parse(str(value)) is not None
            else "+".join(f"{i}N" for i in bundles.ITEMS) + ", none"
        )
    ok = (
        isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 99
    )  # a mat's printed numbers
    return "" if ok else "0-99"


__all__ = ["check_declared"]

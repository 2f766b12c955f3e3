"""The ledger's hook for `table: declare ID field=value` (core/ledger.py): each printed value the
table declares must be one the engine can read, so a typo never makes a cost free or a reward empty."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.components import Component
from referee.core.violations import Violation
from referee.pendulum import bundles, catalog, refs
from referee.pendulum.rules.position import PAYABLE, field_names, violation
from referee.pendulum.state import TRACKS, State

_CHOICES = {"slot": catalog.SLOTS, "edge": catalog.EDGES}


def check_declared(state: State, component: Component, values: Sequence[tuple[str, Any]]) -> list[Violation]:
    kind = catalog.kind_of(state, component.id)
    fields = catalog.FIELDS[kind] if kind is not None else ()  # other fields: the ledger refuses them
    unread = [(k, v, _allowed(k, v)) for k, v in values if k in fields]
    found = [
        violation(
            "value_unreadable",
            refs.COMPONENTS,
            component=component.id,
            field=field_names(k),
            value=v,
            allowed=a,
        )
        for k, v, a in unread
        if a
    ]
    if kind == "mat":  # its numbers were given with the character: they are printed, kept from then on
        given = mat_given(state, component.id)
        found += [
            violation("mat_differs", refs.START_RESOURCES, field=field_names(k), printed=given[k], value=v)
            for k, v in values
            if k in given and given[k] != v
        ]
    return found


def mat_given(state: State, mat: str) -> dict[str, int]:
    """The printed numbers of a mat in play (`Mat1.basic`) as the table gave them with its character."""
    for p in state.players:
        if p.character and f"{p.character}.{p.side}" == mat:
            return mat_numbers(p.start, p.parchment, p.ends)
    return {}


def mat_numbers(start: Sequence[int], parchment: Sequence[int], ends: Sequence[int]) -> dict[str, int]:
    """A mat's numbers by its catalog fields: the start resources, each track's parchment and end."""
    given = dict(zip(("coin", "military", "culture"), start, strict=True))
    given |= dict(zip(TRACKS, parchment, strict=True))
    return given | {f"{tr}_end": e for tr, e in zip(TRACKS, ends, strict=True)}


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


__all__ = ["check_declared", "mat_given", "mat_numbers"]

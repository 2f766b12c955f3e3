"""Printed values the table declares when a component enters play (no public list exists).

A tile laid face up, a card played, a mayor card revealed joins `state.awaiting`; while one of them
lacks a printed field, the table's `declare_values` decision leads and play waits for
`table: declare ID field=value ...` (core/ledger.py): every other answer is refused with
`values_first` (the guard flow.py puts on them). `check_declared` is the ledger's hook: a value must
be a suit list, an ability word, a number in range (catalog.value_problems).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core import ledger
from referee.core.components import Component
from referee.core.flow import TABLE, Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.ledger import Declare
from referee.core.violations import Violation
from referee.guilds import catalog, refs
from referee.guilds.state import GuildsState
from referee.i18n import t

from .position import component as find_component
from .position import field_words, unknown, violation


def waiting(state: GuildsState) -> str | None:
    """The first component in play whose printed values are incomplete, None if none (asked before
    every answer and listing: most often of an empty `awaiting`)."""
    if not state.awaiting:
        return None
    return next((cid for cid in state.awaiting if unknown(state, cid)), None)


def values_first(state: GuildsState) -> list[Violation]:
    """While a component in play lacks printed values, nothing else is answered (ruling guilds-declared-values)."""
    cid = waiting(state)
    if cid is None:
        return []
    return [
        violation("values_first", refs.COMPONENTS, component=cid, fields=field_words(unknown(state, cid)))
    ]


def declare_decision(cid: str, fields: Sequence[str]) -> Decision:
    data = FrozenMap({"component": cid, "fields": " ".join(f"{f}=…" for f in fields)})
    return Decision("declare_values", TABLE, "", data)


def check_declare(state: GuildsState, decision: Decision, move: Declare, by: str) -> list[Violation]:
    """Nothing beyond the core's: a declaration is the table's own move, checked by core/ledger.py
    (with `check_declared` below) at whatever step it comes."""
    return []


def apply_declare(
    state: GuildsState, decision: Decision, move: Declare, by: str, fx: list[Effect]
) -> GuildsState:
    """The values recorded in the turn context, as the core records every declaration."""
    return ledger.apply(state, move)  # type: ignore[no-any-return]


def legal_declare(state: GuildsState, decision: Decision) -> list[object]:
    cid = str(decision.data["component"])
    lacking = set(unknown(state, cid))
    out: list[object] = []
    for sample in catalog.sample_values(cid):
        chosen = tuple((k, v) for k, v in sample if k in lacking)
        if chosen:
            out.append(Declare(cid, chosen))
    return out


def check_declared(state: Any, component: Component, values: Sequence[tuple[str, Any]]) -> list[Violation]:
    kind = catalog.kind_of(component.id)
    if kind is None:
        return []
    found = []
    for key, value in values:
        if key in catalog.FIELDS[kind]:
            for why, params in catalog.value_problems(kind, key, value, component.id):
                allowed = t(f"guilds.allowed.{why}", **params)
                found.append(
                    violation(
                        "bad_value",
                        refs.COMPONENTS,
                        component=component.id,
                        field=key,
                        field_word=t(f"guilds.field.{key}"),
                        value=value,
                        allowed=allowed,
                    )
                )
    return found


def component(state: GuildsState, component_id: str) -> Component | None:
    return find_component(component_id)


def in_use(state: GuildsState) -> list[Component]:
    """The catalog entries the position relies on (the tiles in the city, cards seen, mayor cards)."""
    ids = [s.tile for s in state.city if s.tile] + list(state.cards_seen) + [m for m in state.mayor if m]
    found = [find_component(i) for i in ids]
    return [c for c in found if c is not None and c.catalog]

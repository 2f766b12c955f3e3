"""Small queries and updates of a position shared by the rules modules."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from referee.core.components import declared, missing, printed
from referee.core.game import Effect
from referee.core.ledger import totals
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.guilds import catalog
from referee.guilds.state import GuildsState, Space
from referee.i18n import t


def bump(values: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    """The tuple with entry i changed by delta."""
    return values[:i] + (values[i] + delta,) + values[i + 1 :]


def violation(code: str, rule: RuleRef, wording: str = "", **params: Any) -> Violation:
    """A refusal; `wording` names its message when the code has more than one (`draw_count_none`)."""
    return Violation(code, t(f"guilds.violation.{wording or code}", **params), rule)


def effect(code: str, rule: RuleRef, wording: str = "", **params: Any) -> Effect:
    """An announcement whose words are built when read (a random playout never reads them)."""
    return Effect(code, partial(t, f"guilds.effect.{wording or code}", **params), rule)


component = catalog.component  # with its catalog values, read once per process (`catalog.reload`)


def values(state: GuildsState, component_id: str) -> Mapping[str, Any]:
    """The printed values in force (`core.components.printed`, without a copy when no catalog has any)."""
    found = component(component_id)
    if found is None:
        return {}
    if not found.catalog:
        return declared(state, component_id)
    return printed(state, found)


def unknown(state: GuildsState, component_id: str) -> tuple[str, ...]:
    """The printed fields of a component the table has not declared yet."""
    found = component(component_id)
    if found is None:
        return ()
    if not found.catalog:
        have = declared(state, component_id)
        return tuple(f for f in found.fields if f not in have)
    return missing(state, found)


def tile_suits(state: GuildsState, space: Space) -> tuple[str, ...]:
    return catalog.suits_of(values(state, space.tile).get("suits")) if space.tile else ()


def replace_space(state: GuildsState, space: Space) -> GuildsState:
    city = tuple(space if s.pos == space.pos else s for s in state.city)
    return replace(state, city=city)


def add_space(state: GuildsState, space: Space) -> GuildsState:
    city = tuple(
        sorted(
            (*(s for s in state.city if s.pos != space.pos), space), key=lambda s: catalog.reading_key(s.pos)
        )
    )
    return replace(state, city=city)


def start_rank(state: GuildsState, player: int) -> int:
    """Place in the starting order: the start player first, then clockwise (seat order)."""
    return (player - state.start) % state.n


def current_vp(state: GuildsState) -> tuple[int, ...]:
    """The VP on the score track now: the engine's, with the table's `adjust NAME vp` over them."""
    if not state.ctx.adjustments:
        return state.vp
    adjusted = totals(state, "vp")
    return tuple(v + adjusted.get(name, 0) for v, name in zip(state.vp, state.names, strict=True))


def vp_order(state: GuildsState) -> tuple[int, ...]:
    """VP high to low, ties by starting order (seed line 28); the house rule puts the trailing first."""
    sign = 1 if state.option("turn_order") == "trailing_first" else -1
    vp = current_vp(state)
    return tuple(sorted(range(state.n), key=lambda p: (sign * vp[p], start_rank(state, p))))


def hand_limit(state: GuildsState, player: int) -> int:
    """7, or 8 for the master of the University (seed line 37; ruling guilds-university)."""
    for s in state.city:
        if s.tile == catalog.UNIVERSITY and s.master == player:
            return 8
    return 7


def names(state: GuildsState, players: Any) -> str:
    return ", ".join(state.names[p] for p in players)


def current(state: GuildsState) -> int:
    return state.order[state.turn_at] if state.order else -1


def pieces_total(state: GuildsState, player: int) -> int:
    """Every piece of one colour, wherever it is: conserved (tests/guilds)."""
    on_tiles = sum(s.pieces[player] + (s.master == player) for s in state.city)
    return state.supply[player] + state.hall[player] + state.plantation[player] + on_tiles


def field_words(fields: Any) -> str:
    """Printed fields in the current language ("majority value, first-place VP")."""
    return ", ".join(t(f"guilds.field.{f}") for f in fields)


def suit_words(suits: Any) -> str:
    """Suits in the current language, joined by + ("anchor+crown", "锚+皇冠")."""
    return "+".join(t(f"guilds.suit.{s}") for s in suits) or "?"


def players(state: GuildsState) -> tuple[str, ...]:
    return state.names

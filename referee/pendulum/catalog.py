"""Which components have printed values, what those fields are, and the box catalog (data/box.toml).

No public source gives Pendulum's card-level data: each value is declared by the table when its
component first enters play (core `table: declare ID field=value`, read through
`core.components.printed`), or comes from a group's own box catalog. Nothing here invents a value.
Ids: an action space is `ZONE-N` (`green-2`, the same on both rows); a card is the id the table
revealed it by; a mat is `CHARACTER.SIDE`; a character's four stratagems are `CHARACTER.s1` .. `s4`.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from referee.core.components import Component, printed
from referee.core.datafiles import load_toml
from referee.core.frozen import FrozenMap
from referee.core.text import ascii_digits
from referee.pendulum.state import ZONES, State

SPACE_FIELDS = ("cost", "reward")
FIELDS = {
    "space": SPACE_FIELDS,
    "achievement": ("need", "reward"),
    "province": ("slot",),
    "reward": ("edge", "cost", "reward"),
    "final": ("cost", "reward"),
    "stratagem": ("cost", "reward"),
    "mat": (
        "coin",
        "military",
        "culture",
        "power",
        "prestige",
        "popularity",
        "power_end",
        "prestige_end",
        "popularity_end",
    ),
}
SLOTS = ("military", "coin", "culture")  # a province's colour: red, yellow, blue (the resource colours)
EDGES = ("red", "blue", "final")


@cache
def box() -> dict[str, dict[str, Any]]:
    """The group's box catalog by component id (empty as shipped)."""
    path = resources.files("referee.pendulum").joinpath("data", "box.toml")
    data = load_toml(path)
    out: dict[str, dict[str, Any]] = {}
    for entry in data.get("component", []):
        if "source" not in entry or not isinstance(entry.get("verified"), bool) or "id" not in entry:
            raise ValueError(f"data/box.toml: an entry without id, source or verified: {entry}")
        out[str(entry["id"])] = entry
    return out


def kind_of(state: State, component_id: str) -> str | None:
    """What a component id names in this game, None for no component."""
    zone, _, n = component_id.rpartition("-")
    if zone in ZONES and ascii_digits(n):
        count = state.board[ZONES.index(zone)]
        return "space" if 1 <= int(n) <= max(count, 1) and (count or int(n) <= 9) else None
    for card, kind in seen_kinds(state):
        if card == component_id:
            return kind
    if any(p.character and component_id == f"{p.character}.{p.side}" for p in state.players):
        return "mat"
    if any(component_id in p.hand or component_id in p.discard for p in state.players):
        return "stratagem"
    if _conquering(state) and component_id != "none":
        return "province"  # the top of the deck, drawn by the player conquering
    return None


def _conquering(state: State) -> bool:
    ctx = state.ctx
    opened = ctx.open_decisions()
    return any(d.kind in ("conquer_province", "council_conquer") for d in opened)


def seen_kinds(state: State) -> tuple[tuple[str, str], ...]:
    return state.seen  # type: ignore[return-value]


def component(state: State, component_id: str) -> Component | None:
    kind = kind_of(state, component_id)
    if kind is None:
        return None
    entry = box().get(component_id, {})
    fields = FIELDS[kind]
    values = FrozenMap((k, entry[k]) for k in fields if k in entry)
    return Component(
        component_id, fields, values, bool(entry.get("verified", False)), str(entry.get("source", ""))
    )


def values(state: State, component_id: str) -> dict[str, Any]:
    """The printed values in force (catalog, then the table's declarations); {} for no component."""
    c = component(state, component_id)
    return printed(state, c) if c is not None else {}


def space_id(space: str) -> str:
    """`green-top-2` → `green-2`: both rows of a zone show the same spaces."""
    zone, _, rest = space.partition("-")
    return f"{zone}-{rest.partition('-')[2]}"


def in_use(state: State) -> list[Component]:
    out = []
    ids = [f"{z}-{n}" for z, c in zip(ZONES, state.board, strict=True) for n in range(1, c + 1)]
    ids += [card for card, _ in seen_kinds(state)]
    for cid in ids:
        c = component(state, cid)
        if c is not None and cid in box():
            out.append(c)
    return out

"""Guilds components: their ids, the printed fields the table declares, and the group's own catalog.

No public list of the tiles, cards or mayor cards exists (reference guilds.md), so every printed
value comes from the table: `table: declare T5 suits=anchor threshold=4 first=3 second=1` when the
tile is laid, `table: declare C12 suits=crown+cross ability=move power=2 cost=1` when the card is
first played, `table: declare M3 condition=anchor vp=2` when the mayor card is revealed. The engine
reads them only through `core.components.printed`, so a declared value is checked from then on.

`data/components.toml` lets a group enter its box once (see the comment at its top): each
`[[tile]]`, `[[card]]` and `[[mayor]]` entry gives an id, its printed fields, `source` and
`verified`. It ships empty: no value is invented. `REFEREE_GUILDS_CATALOG` may name another file
(read once per process; `reload` reads it again).

Ids are the group's labels, not printed names: guild tiles T1-T40, Guildhall tiles GH1-GH2, the
five special buildings by a short word (UNI is the University of London, whose master's hand limit
is 8), action cards C1-C105 and mayor cards M1-M21 (the published counts, reference guilds.md).
"""

from __future__ import annotations

import os
import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from referee.core.components import Component
from referee.core.datafiles import load_toml
from referee.core.frozen import FrozenMap

SUITS = ("compass", "anchor", "cross", "sickle", "crown")  # seed line 7, in its order
ABILITIES = ("hire", "move", "plantation", "master", "draw", "other")
SPECIAL = ("UNI", "CHURCH", "GOG", "HALL", "PARADE")
UNIVERSITY = "UNI"  # the one special building whose effect the seed states (hand limit 8)
UNENFORCED = tuple(b for b in SPECIAL if b != UNIVERSITY)  # printed effects in no public source
TILE_IDS = (*(f"T{n}" for n in range(1, 41)), "GH1", "GH2", *SPECIAL)
CARD_IDS = tuple(f"C{n}" for n in range(1, 106))
MAYOR_IDS = tuple(f"M{n}" for n in range(1, 22))
FIELDS = {
    "tile": ("suits", "threshold", "first", "second"),
    "card": ("suits", "ability", "power", "cost"),
    "mayor": ("condition", "vp"),
}
_KIND_OF = {
    **dict.fromkeys(TILE_IDS, "tile"),
    **dict.fromkeys(CARD_IDS, "card"),
    **dict.fromkeys(MAYOR_IDS, "mayor"),
}
_CANON = {i.lower(): i for i in _KIND_OF}

ROWS = "ABCDEFGHIJ"
COLUMNS = 12
POSITIONS = tuple(f"{r}{c}" for r in ROWS for c in range(1, COLUMNS + 1))  # reading order
_POS = re.compile(r"([A-Ja-j])([1-9]|1[0-2])")


def canonical(component_id: str) -> str | None:
    return _CANON.get(component_id.lower())


def kind_of(component_id: str) -> str | None:
    return _KIND_OF.get(component_id)


def canonical_pos(text: str) -> str | None:
    """`b3` -> `B3`: row letter A-J (top to bottom), column 1-12 (left to right)."""
    return f"{text[0].upper()}{int(text[1:])}" if _POS.fullmatch(text) else None


_ROW_COL = {p: (ROWS.index(p[0]), int(p[1:])) for p in POSITIONS}
_AT = {rc: p for p, rc in _ROW_COL.items()}
NEIGHBOURS = {
    p: frozenset(
        _AT[(r + dr, c + dc)] for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)) if (r + dr, c + dc) in _AT
    )
    for p, (r, c) in _ROW_COL.items()
}


def row_col(pos: str) -> tuple[int, int]:
    return _ROW_COL[pos]


def reading_key(pos: str) -> tuple[int, int]:
    """Top-left to bottom-right, row by row (seed line 39)."""
    return _ROW_COL[pos]


def neighbours(a: str, b: str) -> bool:
    return b in NEIGHBOURS[a]


def suits_of(text: Any) -> tuple[str, ...]:
    """The suits of a declared `suits` value ("anchor+crown"), () if it is not one."""
    if not isinstance(text, str):
        return ()
    parts = tuple(text.lower().split("+"))
    return parts if parts and all(p in SUITS for p in parts) and len(set(parts)) == len(parts) else ()


def catalog_path() -> Path | Any:
    given = os.environ.get("REFEREE_GUILDS_CATALOG")
    if given:
        return Path(given)
    from importlib import resources  # only when a catalog is read: a cold command may not need it

    return resources.files("referee.guilds").joinpath("data", "components.toml")


@cache
def _catalog(path: str) -> FrozenMap[str, FrozenMap[str, Any]]:
    """The entries of a catalog file by id (checked by `check_catalog`)."""
    file = Path(path) if os.environ.get("REFEREE_GUILDS_CATALOG") else catalog_path()
    data = load_toml(file)
    out: dict[str, FrozenMap[str, Any]] = {}
    for kind in FIELDS:
        for entry in data.get(kind, []):
            problems = check_entry(kind, entry)
            if problems:
                raise ValueError(f"{path}: {kind} {entry.get('id', '?')}: {'; '.join(problems)}")
            out[canonical(str(entry["id"])) or str(entry["id"])] = FrozenMap(entry)
    return FrozenMap(out)


def entries() -> FrozenMap[str, FrozenMap[str, Any]]:
    return _catalog(str(catalog_path()))


def reload() -> None:
    """Read the catalog again (after REFEREE_GUILDS_CATALOG changed: the tests' filled catalogs)."""
    _catalog.cache_clear()
    component.cache_clear()


def check_entry(kind: str, entry: dict[str, Any]) -> list[str]:
    """What is wrong with a catalog entry: its id, `source`, `verified`, each printed value."""
    problems = []
    cid = canonical(str(entry.get("id", "")))
    if cid is None or kind_of(cid) != kind:
        problems.append(f"id {entry.get('id')!r} is not a {kind} id")
    if not isinstance(entry.get("source"), str) or not isinstance(entry.get("verified"), bool):
        problems.append("every entry needs source (text) and verified (true/false)")
    for key in FIELDS[kind]:
        if key in entry:
            problems += [
                f"{key}={entry[key]!r}: {why} {params}"
                for why, params in value_problems(kind, key, entry[key], cid or "")
            ]
    return problems


@lru_cache(maxsize=1024)
def component(component_id: str) -> Component | None:
    """The component with its catalog values, kept per id (the rules ask often): `reload` starts over.
    Cached here, where it is read, so that reloading never imports the rules (tests/test_layers.py)."""
    cid = canonical(component_id)
    if cid is None:
        return None
    kind = _KIND_OF[cid]
    entry = entries().get(cid)
    if entry is None:
        return Component(cid, FIELDS[kind])
    values = FrozenMap({k: entry[k] for k in FIELDS[kind] if k in entry})
    return Component(cid, FIELDS[kind], values, bool(entry["verified"]), str(entry["source"]))


def value_problems(
    kind: str, key: str, value: Any, component_id: str = ""
) -> list[tuple[str, dict[str, Any]]]:
    """Why a printed value cannot be: (message key under guilds.allowed, its parameters), none if it can.
    A special building shows exactly 4 guild symbols (reference guilds.md), a guild tile 1 or 2."""
    if key == "suits":
        parts = suits_of(value)
        if component_id in SPECIAL:
            return [] if len(parts) == 4 else [("special_suits", {"list": ", ".join(SUITS)})]
        most = 4 if kind == "tile" else 2
        return [] if parts and len(parts) <= most else [("suits", {"most": most, "list": ", ".join(SUITS)})]
    if key == "ability":
        return [] if value in ABILITIES else [("ability", {"list": ", ".join(ABILITIES)})]
    if key == "condition":
        return [] if value in (*SUITS, "table") else [("condition", {"list": ", ".join(SUITS)})]
    low = 1 if key in ("threshold", "power") else 0
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= 20:
        return [("number", {"low": low, "high": 20})]
    return []


# What random playouts and `referee moves` offer the table for a component with no values yet: a
# few representative declarations (the notation accepts any other).
def sample_values(component_id: str) -> list[tuple[tuple[str, int | str], ...]]:
    kind = _KIND_OF[component_id]
    n = int(re.sub(r"\D", "", component_id) or 0) + len(component_id)
    one = SUITS[n % 5]
    two = f"{SUITS[n % 5]}+{SUITS[(n + 2) % 5]}"
    if kind == "tile":
        if component_id in SPECIAL:
            four = "+".join(SUITS[(n + k) % 5] for k in range(4))
            return [(("suits", four), ("threshold", 4), ("first", 4), ("second", 2))]
        return [
            (("suits", one), ("threshold", 2 + n % 3), ("first", 3), ("second", 1)),
            (("suits", two), ("threshold", 3 + n % 2), ("first", 4), ("second", 2)),
        ]
    if kind == "card":
        return [
            (("suits", one), ("ability", ABILITIES[n % 6]), ("power", 1 + n % 2), ("cost", n % 2)),
            (("suits", two), ("ability", ABILITIES[(n + 1) % 6]), ("power", 1), ("cost", 1)),
        ]
    return [(("condition", one), ("vp", 1 + n % 3)), (("condition", "table"), ("vp", 2))]

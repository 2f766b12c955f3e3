"""Looot (峡湾领主) score sheet: seed §五 with the published score-pad order.

Score pad: castles, watchtowers, houses, gold, sheep, wood, construction sites, trophy, unfilled
longships. A tile category scores (base value + the bonuses of the player's *completed* longships of
that category) × tiles; axes score nothing (they only qualify for a trophy); sites score their
printed value; the trophy its printed VP; each longship not completed −5. Highest total wins; a tie
goes to the higher trophy; still tied, the win is shared (seed §五 胜负判定).

Component values (base VP, trophy VP, site VP, the 30 longships) come from the Looot engine's
catalogs in referee/looot/data (each entry with `source` and `verified`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from referee.core.catalog import load_catalog
from scorers.sheet import Row, ScoreSheet
from scorers.sheet_file import Problem, SheetError, rank_points

if TYPE_CHECKING:
    from scorers.sheet_file import PlayerReader


@dataclass(frozen=True)
class LoootTally:
    """What one player has at the end, as the engine or a hand-filled sheet reports it."""

    name: str
    tiles: Mapping[str, int] = field(default_factory=dict)  # castle watchtower house gold sheep wood axe
    longships: tuple[tuple[str, int], ...] = ()  # completed longships: (bonus category, bonus per tile)
    unfilled_longships: int = 0
    sites: tuple[str, ...] = ()  # completed construction sites among "port", "altar", "palace"
    trophy: int = 0  # the axes printed on the trophy taken (2..6), 0 = none


CATEGORIES = (
    ("castle", "Castles"),
    ("watchtower", "Watchtowers"),
    ("house", "Houses"),
    ("gold", "Gold"),
    ("sheep", "Sheep"),
    ("wood", "Wood"),
)
TILE_KEYS = ("castle", "watchtower", "house", "gold", "sheep", "wood", "axe")
RESOURCE_KEYS = ("gold", "sheep", "wood", "axe")
SITE_ORDER = ("port", "altar", "palace")
UNFILLED_PENALTY = 5

# Limits that make a sheet impossible (reference/looot.md §3-§6):
FJORD_SPACES = 34  # free fjord spaces for resource, building and longship tiles
VIKINGS = 13  # one placement, hence one resource tile, per Viking; one longship per turn at most
DOUBLE_GAIN = 1  # the Double-gain shield (once per game) yields one extra resource tile


@dataclass(frozen=True)
class Longship:
    id: str
    category: str
    bonus: int
    needs: tuple[str, ...]


@dataclass(frozen=True)
class Data:
    base: dict[str, int]
    trophy_vp: dict[int, int]  # axes printed → VP
    site_vp: dict[str, int]
    longships: dict[str, Longship]  # by id


@cache
def data() -> Data:
    tiles = load_catalog("referee.looot", "tiles", "tile").entries
    trophies = load_catalog("referee.looot", "trophies", "trophy").entries
    sites = load_catalog("referee.looot", "sites", "site").entries
    ships = load_catalog("referee.looot", "longships", "longship").entries
    site_vp: dict[str, int] = {}
    for site in sites:
        site_vp.setdefault(str(site["type"]), int(site["vp"]))
    return Data(
        base={str(t["kind"]): int(t["base_vp"]) for t in tiles},
        trophy_vp={int(t["axes"]): int(t["vp"]) for t in trophies},
        site_vp=site_vp,
        longships={
            str(s["id"]): Longship(str(s["id"]), str(s["bonus"]), int(s["per_tile"]), tuple(s["needs"]))
            for s in ships
        },
    )


def bonuses() -> dict[str, tuple[int, ...]]:
    """Per category, the bonus values that exist on longship tiles (e.g. castle: 3, 4)."""
    found: dict[str, set[int]] = {}
    for ship in data().longships.values():
        found.setdefault(ship.category, set()).add(ship.bonus)
    return {c: tuple(sorted(v)) for c, v in found.items()}


# --------------------------------------------------------------------------- reading a sheet

_CATEGORY_WORDS = {
    "castle": "castle",
    "castles": "castle",
    "watchtower": "watchtower",
    "watchtowers": "watchtower",
    "tower": "watchtower",
    "towers": "watchtower",
    "house": "house",
    "houses": "house",
    "gold": "gold",
    "sheep": "sheep",
    "wood": "wood",
}
_BONUS_FORM = re.compile(r"^\s*([a-z]+)\s*\+\s*(\d+)\s*$")


def parse_longship(text: str) -> tuple[str, int, str | None]:
    """A completed longship as written on a sheet: (category, bonus, catalog id or None).

    Either a catalog id (`Castle31`, any case) or `<category>+<bonus>` (`castle+3`). Raises
    ValueError with the reason when it is neither.
    """
    for lid, ship in data().longships.items():
        if lid.lower() == text.strip().lower():
            return ship.category, ship.bonus, lid
    m = _BONUS_FORM.match(text.lower())
    if m and m.group(1) in _CATEGORY_WORDS:
        category, bonus = _CATEGORY_WORDS[m.group(1)], int(m.group(2))
        allowed = bonuses()[category]
        if bonus not in allowed:
            shown = " or ".join(f"+{b}" for b in allowed)
            raise ValueError(f"no {category} longship gives +{bonus}; they give {shown}")
        return category, bonus, None
    ids = list(data().longships)
    raise ValueError(
        f"unknown longship {text!r}: write a catalog id ({ids[0]} … {ids[-1]}) or category+bonus like castle+3"
    )


def read_player(reader: PlayerReader) -> LoootTally:
    tiles = {key: reader.count(key) for key in TILE_KEYS if key in reader.table}
    longships = []
    for text in reader.items("longships"):
        try:
            category, bonus, _ = parse_longship(text)
        except ValueError as exc:
            reader.problem("longships", str(exc))
            continue
        longships.append((category, bonus))
    sites = []
    for text in reader.items("sites"):
        word = text.strip().lower()
        sites.append("palace" if word in ("jarl's palace", "jarls palace") else word)
    return LoootTally(
        name=reader.name,
        tiles=tiles,
        longships=tuple(longships),
        unfilled_longships=reader.count("unfilled_longships"),
        sites=tuple(sites),
        trophy=reader.count("trophy"),
    )


def check_ids(readers: Sequence[PlayerReader]) -> list[Problem]:
    """What catalog ids add: each longship tile exists once, and its three resources are in the fjord."""
    problems: list[Problem] = []
    holder: dict[str, str] = {}
    for reader in readers:
        counts = {k: v for k, v in reader.table.items() if k in RESOURCE_KEYS}
        for text in reader.items("longships"):
            _, _, lid = parse_longship(text)
            if lid is None:
                continue
            if lid in holder:
                problems.append(
                    Problem(
                        reader.who,
                        "longships",
                        f"{lid} is also listed for {holder[lid]}; each tile exists once",
                    )
                )
                continue
            holder[lid] = reader.who
            missing = _missing_needs(data().longships[lid].needs, counts)
            if missing:
                problems.append(Problem(reader.who, "longships", f"{lid} {missing}"))
    return problems


def _missing_needs(needs: Sequence[str], counts: Mapping[str, Any]) -> str:
    """'' when the player's resource counts cover `needs`; axes are checked only when given."""
    short = []
    for kind, need in sorted(Counter(needs).items()):
        if kind == "axe" and "axe" not in counts:
            continue
        have = counts.get(kind, 0)
        if have < need:
            short.append(f"{kind} = {have}")
    if not short:
        return ""
    wanted = " + ".join(f"{kind} ×{n}" for kind, n in sorted(Counter(needs).items()))
    return f"needs {wanted} in the fjord to be completed, but the sheet gives {', '.join(short)}"


# --------------------------------------------------------------------------- checks


def check(tallies: Sequence[LoootTally]) -> list[Problem]:
    """Every impossible combination in the tallies (empty when they can be scored)."""
    problems: list[Problem] = []
    d = data()
    names = [t.name for t in tallies]
    for i, name in enumerate(names):
        if not name.strip():
            problems.append(Problem(f"player {i + 1}", "name", "is empty"))
        elif name.casefold() in (n.casefold() for n in names[:i]):
            problems.append(Problem(name, "name", "is given twice"))
    trophy_holder: dict[int, str] = {}
    group_count: Counter[tuple[str, int]] = Counter()
    all_longships = 0
    for t in tallies:
        who = t.name

        def bad(key: str, message: str, who: str = who) -> None:
            problems.append(Problem(who, key, message))

        for key, value in t.tiles.items():
            if key not in TILE_KEYS:
                bad(key, f"is not a Looot tile; the tiles are {', '.join(TILE_KEYS)}")
            elif value < 0:
                bad(key, f"cannot be negative ({value})")
        tiles = {k: max(0, t.tiles.get(k, 0)) for k in TILE_KEYS}
        resources = sum(tiles[k] for k in RESOURCE_KEYS)
        if resources > VIKINGS + DOUBLE_GAIN:
            shown = " + ".join(f"{k} {tiles[k]}" for k in RESOURCE_KEYS if k in t.tiles)
            bad(
                _last_given(t.tiles, RESOURCE_KEYS),
                f"{shown} = {resources} resource tiles, but 13 Vikings and the Double-gain shield yield at most "
                f"{VIKINGS + DOUBLE_GAIN}",
            )
        if t.unfilled_longships < 0:
            bad("unfilled_longships", f"cannot be negative ({t.unfilled_longships})")
        ships = len(t.longships) + max(0, t.unfilled_longships)
        if ships > VIKINGS:
            bad(
                "unfilled_longships",
                f"{len(t.longships)} completed + {t.unfilled_longships} unfilled = {ships} longships, "
                f"but a player takes at most one per turn ({VIKINGS} turns)",
            )
        used = sum(tiles.values()) + ships
        if used > FJORD_SPACES:
            bad(
                "unfilled_longships" if t.unfilled_longships else _last_given(t.tiles, TILE_KEYS),
                f"{sum(tiles.values())} tiles + {ships} longships = {used}, but a fjord has {FJORD_SPACES} free spaces",
            )
        # longships: known bonuses, and some tile of that kind completable with these resources
        mine: Counter[tuple[str, int]] = Counter()
        for category, bonus in t.longships:
            if category not in d.base or category not in bonuses():
                bad("longships", f"{category!r} is not a longship bonus category")
            elif bonus not in bonuses()[category]:
                shown = " or ".join(f"+{b}" for b in bonuses()[category])
                bad("longships", f"no {category} longship gives +{bonus}; they give {shown}")
            else:
                mine[(category, bonus)] += 1
        for (category, bonus), count in sorted(mine.items()):
            group_count[(category, bonus)] += count
            fitting = [
                s
                for s in d.longships.values()
                if (s.category, s.bonus) == (category, bonus) and not _missing_needs(s.needs, t.tiles)
            ]
            if len(fitting) < count:
                kinds = [s for s in d.longships.values() if (s.category, s.bonus) == (category, bonus)]
                options = "; ".join(f"{s.id}: {' '.join(s.needs)}" for s in kinds)
                have = ", ".join(f"{k} {tiles[k]}" for k in RESOURCE_KEYS if k != "axe" or k in t.tiles)
                bad(
                    "longships",
                    f"{count} × {category}+{bonus} completed, but only {len(fitting)} such longship(s) can be "
                    f"completed with {have} ({options})",
                )
        all_longships += ships
        # sites
        seen_sites: set[str] = set()
        for site in t.sites:
            if site not in SITE_ORDER:
                bad("sites", f"{site!r} is not a construction site; the sites are port, altar, palace")
            elif site in seen_sites:
                bad("sites", f"{site} is listed twice; each player has one")
            seen_sites.add(site)
        # trophy
        if t.trophy:
            if t.trophy not in d.trophy_vp:
                bad(
                    "trophy",
                    f"no trophy shows {t.trophy} axes; they show {', '.join(map(str, d.trophy_vp))} (0 = none)",
                )
            elif t.trophy in trophy_holder:
                bad("trophy", f"the {t.trophy}-axe trophy is already held by {trophy_holder[t.trophy]}")
            else:
                trophy_holder[t.trophy] = who
                if "axe" in t.tiles and t.tiles["axe"] < t.trophy:
                    bad("axe", f"{t.tiles['axe']} axes, but the trophy taken needs {t.trophy}")
    for (category, bonus), count in sorted(group_count.items()):
        exist = sum(1 for s in d.longships.values() if (s.category, s.bonus) == (category, bonus))
        if count > exist:
            holders = ", ".join(t.name for t in tallies if (category, bonus) in t.longships)
            problems.append(
                Problem(
                    holders,
                    "longships",
                    f"{count} {category}+{bonus} longships completed in all, but only {exist} such tile(s) exist",
                )
            )
    total_tiles = len(d.longships)
    if all_longships > total_tiles:
        problems.append(
            Problem(
                "", "longships", f"{all_longships} longships taken in all, but the game has {total_tiles}"
            )
        )
    return problems


def _last_given(given: Mapping[str, int], keys: Sequence[str]) -> str:
    named = [k for k in keys if given.get(k)]
    return named[-1] if named else keys[0]


# --------------------------------------------------------------------------- scoring


def score(tallies: Sequence[LoootTally]) -> ScoreSheet:
    """The Looot score sheet; raises SheetError when the tallies are impossible."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    d = data()
    players = tuple(t.name for t in tallies)
    rows: list[Row] = []
    for key, label in CATEGORIES:
        cells, explain = [], []
        for t in tallies:
            count = t.tiles.get(key, 0)
            extra = [b for c, b in t.longships if c == key]
            per_tile = d.base[key] + sum(extra)
            cells.append(per_tile * count)
            if extra:
                word = "bonus" if len(extra) == 1 else "bonuses"
                parts = " + ".join(str(x) for x in [d.base[key], *extra])
                explain.append(f"{key}: ({parts} longship {word}) × {count} = {per_tile * count}")
            else:
                explain.append(f"{key}: {d.base[key]} × {count} = {per_tile * count}")
        rows.append(Row(key, label, tuple(cells), tuple(explain)))
    site_cells, site_explain = [], []
    for t in tallies:
        done = [s for s in SITE_ORDER if s in t.sites]
        value = sum(d.site_vp[s] for s in done)
        site_cells.append(value)
        parts = " + ".join(f"{s} {d.site_vp[s]}" for s in done)
        site_explain.append(f"sites: {parts} = {value}" if done else "sites: none = 0")
    rows.append(Row("sites", "Construction sites", tuple(site_cells), tuple(site_explain)))
    trophy_cells = tuple(d.trophy_vp.get(t.trophy, 0) for t in tallies)
    trophy_explain = tuple(
        f"trophy: {t.trophy} axes → {d.trophy_vp[t.trophy]}" if t.trophy else "trophy: none = 0"
        for t in tallies
    )
    rows.append(Row("trophy", "Trophy", trophy_cells, trophy_explain))
    rows.append(
        Row(
            "unfilled_longships",
            "Unfilled longships",
            tuple(-UNFILLED_PENALTY * t.unfilled_longships for t in tallies),
            tuple(
                f"unfilled longships: {t.unfilled_longships} × −{UNFILLED_PENALTY} = "
                f"{_signed(-UNFILLED_PENALTY * t.unfilled_longships)}"
                for t in tallies
            ),
        )
    )
    totals = tuple(sum(row.cells[i] for row in rows) for i in range(len(players)))
    ranks, winners, tiebreak = rank_points(players, totals, trophy_cells, "higher trophy value")
    return ScoreSheet("looot", players, tuple(rows), totals, ranks, winners, tiebreak, "points")


def _signed(value: int) -> str:
    return f"−{-value}" if value < 0 else str(value)

"""Looot (峡湾领主) score sheet: seed §五 with the published score-pad order.

Score pad: castles, watchtowers, houses, gold, sheep, wood, construction sites, trophy, unfilled
longships. A tile category scores (base value + the bonuses of the player's *completed* longships of
that category) × tiles; axes score nothing (they only qualify for a trophy); sites score their
printed value; the trophy its printed VP; each longship not completed −5. Highest total wins; a tie
goes to the higher trophy; still tied, the win is shared (seed §五 胜负判定).

Component values (base VP, trophy VP, site VP, the 30 longships) come from the Looot engine's
catalogs in referee/looot/data (each entry with `source` and `verified`). Words come from the
`score.looot.*` messages; tile, site and category names follow referee/looot/glossary.toml.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from referee.core.catalog import load_catalog
from referee.core.notation import typed
from referee.core.record import field, record
from referee.i18n import t
from scorers.adjustments import adjustment_row
from scorers.fields import Field, PlayerReader, SheetSpec, per_player
from scorers.problems import Problem, SheetError, name_problems
from scorers.ranks import rank_points
from scorers.sheet import Row, ScoreSheet
from scorers.words import counted, either, joined, signed


@record
class LoootTally:
    """What one player has at the end, as the engine or a hand-filled sheet reports it."""

    name: str
    tiles: Mapping[str, int] = field(default_factory=dict)  # castle watchtower house gold sheep wood axe
    longships: tuple[tuple[str, int], ...] = ()  # completed longships: (bonus category, bonus per tile)
    unfilled_longships: int = 0
    sites: tuple[str, ...] = ()  # completed construction sites among "port", "altar", "palace"
    trophy: int = 0  # the axes printed on the trophy taken (2..6), 0 = none
    adjustments: tuple[tuple[int, str], ...] = ()  # table adjustments of vp: (delta, reason)


CATEGORIES = ("castle", "watchtower", "house", "gold", "sheep", "wood")  # labels: score.looot.row.*
TILE_KEYS = ("castle", "watchtower", "house", "gold", "sheep", "wood", "axe")
RESOURCE_KEYS = ("gold", "sheep", "wood", "axe")
SITE_ORDER = ("port", "altar", "palace")
UNFILLED_PENALTY = 5

# Limits that make a sheet impossible (reference/looot.md §3-§6):
FJORD_SPACES = 34  # free fjord spaces for resource, building and longship tiles
VIKINGS = 13  # one placement, hence one resource tile, per Viking; one longship per turn at most
DOUBLE_GAIN = 1  # the Double-gain shield (once per game) yields one extra resource tile


@record
class Longship:
    id: str
    category: str
    bonus: int
    needs: tuple[str, ...]


@record
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
    # the glossary's Chinese names (referee/looot/glossary.toml), accepted in either language
    "城堡": "castle",
    "瞭望塔": "watchtower",
    "房屋": "house",
    "黄金": "gold",
    "羊": "sheep",
    "木材": "wood",
}
_SITE_WORDS = {
    "jarl's palace": "palace",
    "jarls palace": "palace",
    "港口": "port",
    "祭坛": "altar",
    "宫殿": "palace",
}
_BONUS_FORM = r"^\s*([a-z]+|[\u4e00-\u9fff]+)\s*\+\s*([0-9]+)\s*$"  # compiled when a bonus is typed (~0.7 ms)


def tile_name(key: str) -> str:
    """A tile or longship category in the process language: castle / 城堡."""
    return t(f"score.looot.tile.{key}")


def site_name(key: str) -> str:
    return t(f"score.looot.site.{key}")


def parse_longship(text: str) -> tuple[str, int, str | None]:
    """A completed longship as written on a sheet: (category, bonus, catalog id or None).

    Either a catalog id (`Castle31`, any case) or `<category>+<bonus>` (`castle+3`, `城堡+3`).
    Raises ValueError with the reason when it is neither.
    """
    for lid, ship in data().longships.items():
        if lid.lower() == text.strip().lower():
            return ship.category, ship.bonus, lid
    m = re.match(_BONUS_FORM, typed(text).lower())  # `城堡＋３` as a Chinese keyboard types it
    if m and m.group(1) in _CATEGORY_WORDS:
        category, bonus = _CATEGORY_WORDS[m.group(1)], int(m.group(2))
        allowed = bonuses()[category]
        if bonus not in allowed:
            raise ValueError(_no_such_bonus(category, bonus))
        return category, bonus, None
    ids = list(data().longships)
    raise ValueError(t("score.looot.problem.unknown_longship", text=repr(text), first=ids[0], last=ids[-1]))


def _no_such_bonus(category: str, bonus: int) -> str:
    shown = either(f"+{b}" for b in bonuses()[category])
    return t("score.looot.problem.no_such_bonus", category=tile_name(category), bonus=bonus, shown=shown)


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
        sites.append(_SITE_WORDS.get(word, word))
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
                message = t("score.looot.problem.longship_twice", id=lid, holder=holder[lid])
                problems.append(Problem(reader.who, "longships", message))
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
            short.append(f"{kind} = {have}")  # as written in the sheet: its key
    if not short:
        return ""
    wanted = " + ".join(f"{tile_name(kind)} ×{n}" for kind, n in sorted(Counter(needs).items()))
    return t("score.looot.problem.needs", wanted=wanted, short=joined(short))


# --------------------------------------------------------------------------- checks


def check(tallies: Sequence[LoootTally]) -> list[Problem]:
    """Every impossible combination in the tallies (empty when they can be scored)."""
    problems = name_problems([tally.name for tally in tallies])
    d = data()
    trophy_holder: dict[int, str] = {}
    group_count: Counter[tuple[str, int]] = Counter()
    all_longships = 0
    for tally in tallies:
        who = tally.name

        def bad(key: str, message: str, who: str = who) -> None:
            problems.append(Problem(who, key, message))

        for key, value in tally.tiles.items():
            if key not in TILE_KEYS:
                bad(key, t("score.looot.problem.not_tile", tiles=joined(TILE_KEYS)))
            elif value < 0:
                bad(key, t("score.problem.negative", value=value))
        tiles = {k: max(0, tally.tiles.get(k, 0)) for k in TILE_KEYS}
        resources = sum(tiles[k] for k in RESOURCE_KEYS)
        if resources > VIKINGS + DOUBLE_GAIN:
            shown = " + ".join(f"{tile_name(k)} {tiles[k]}" for k in RESOURCE_KEYS if k in tally.tiles)
            bad(
                _last_given(tally.tiles, RESOURCE_KEYS),
                t(
                    "score.looot.problem.resources",
                    shown=shown,
                    total=resources,
                    vikings=VIKINGS,
                    most=VIKINGS + DOUBLE_GAIN,
                ),
            )
        if tally.unfilled_longships < 0:
            bad("unfilled_longships", t("score.problem.negative", value=tally.unfilled_longships))
        ships = len(tally.longships) + max(0, tally.unfilled_longships)
        if ships > VIKINGS:
            bad(
                "unfilled_longships",
                t(
                    "score.looot.problem.one_per_turn",
                    completed=len(tally.longships),
                    unfilled=tally.unfilled_longships,
                    ships=ships,
                    turns=VIKINGS,
                ),
            )
        used = sum(tiles.values()) + ships
        if used > FJORD_SPACES:
            bad(
                "unfilled_longships" if tally.unfilled_longships else _last_given(tally.tiles, TILE_KEYS),
                t(
                    "score.looot.problem.fjord_full",
                    tiles=sum(tiles.values()),
                    ships=ships,
                    used=used,
                    spaces=FJORD_SPACES,
                ),
            )
        # longships: known bonuses, and some tile of that kind completable with these resources
        mine: Counter[tuple[str, int]] = Counter()
        for category, bonus in tally.longships:
            if category not in d.base or category not in bonuses():
                bad("longships", t("score.looot.problem.not_category", category=repr(category)))
            elif bonus not in bonuses()[category]:
                bad("longships", _no_such_bonus(category, bonus))
            else:
                mine[(category, bonus)] += 1
        for (category, bonus), count in sorted(mine.items()):
            group_count[(category, bonus)] += count
            fitting = [
                s
                for s in d.longships.values()
                if (s.category, s.bonus) == (category, bonus) and not _missing_needs(s.needs, tally.tiles)
            ]
            if len(fitting) < count:
                kinds = [s for s in d.longships.values() if (s.category, s.bonus) == (category, bonus)]
                options = "; ".join(f"{s.id}: {' '.join(tile_name(n) for n in s.needs)}" for s in kinds)
                have = joined(
                    f"{tile_name(k)} {tiles[k]}" for k in RESOURCE_KEYS if k != "axe" or k in tally.tiles
                )
                bad(
                    "longships",
                    t(
                        "score.looot.problem.cannot_complete",
                        count=count,
                        notation=f"{category}+{bonus}",
                        fit=len(fitting),
                        have=have,
                        options=options,
                    ),
                )
        all_longships += ships
        # sites
        seen_sites: set[str] = set()
        for site in tally.sites:
            if site not in SITE_ORDER:
                bad("sites", t("score.looot.problem.not_site", site=repr(site)))
            elif site in seen_sites:
                bad("sites", t("score.looot.problem.site_twice", site=site_name(site)))
            seen_sites.add(site)
        # trophy
        if tally.trophy:
            if tally.trophy not in d.trophy_vp:
                shown = joined(map(str, d.trophy_vp))
                bad("trophy", t("score.looot.problem.no_trophy", axes=tally.trophy, shown=shown))
            elif tally.trophy in trophy_holder:
                holder = trophy_holder[tally.trophy]
                bad("trophy", t("score.looot.problem.trophy_taken", axes=tally.trophy, holder=holder))
            else:
                trophy_holder[tally.trophy] = who
                if "axe" in tally.tiles and tally.tiles["axe"] < tally.trophy:
                    axes = tally.tiles["axe"]
                    bad("axe", t("score.looot.problem.axes_short", have=axes, need=tally.trophy))
    for (category, bonus), count in sorted(group_count.items()):
        exist = sum(1 for s in d.longships.values() if (s.category, s.bonus) == (category, bonus))
        if count > exist:
            holders = joined(tally.name for tally in tallies if (category, bonus) in tally.longships)
            message = t(
                "score.looot.problem.too_many_of_kind",
                count=count,
                notation=f"{category}+{bonus}",
                exist=exist,
            )
            problems.append(Problem(holders, "longships", message))
    total_tiles = len(d.longships)
    if all_longships > total_tiles:
        message = t("score.looot.problem.too_many", count=all_longships, total=total_tiles)
        problems.append(Problem("", "longships", message))
    return problems


def _last_given(given: Mapping[str, int], keys: Sequence[str]) -> str:
    named = [k for k in keys if given.get(k)]
    return named[-1] if named else keys[0]


# --------------------------------------------------------------------------- scoring


def _tile_explain(key: str, base: int, extra: list[int], count: int) -> str:
    value = (base + sum(extra)) * count
    if not extra:
        return t("score.looot.explain.tile", name=tile_name(key), base=base, count=count, value=value)
    parts = " + ".join(str(x) for x in [base, *extra])
    return counted(
        "score.looot.explain.bonus", len(extra), name=tile_name(key), parts=parts, count=count, value=value
    )


def _sites_explain(done: Sequence[str], vp: Mapping[str, int]) -> str:
    if not done:
        return t("score.looot.explain.sites_none")
    parts = " + ".join(f"{site_name(s)} {vp[s]}" for s in done)
    return t("score.looot.explain.sites", parts=parts, value=sum(vp[s] for s in done))


def score(tallies: Sequence[LoootTally]) -> ScoreSheet:
    """The Looot score sheet; raises SheetError when the tallies are impossible.

    Labels, explanations and the tie-break are in the process language (referee.i18n)."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    d = data()
    players = tuple(tally.name for tally in tallies)
    rows: list[Row] = []
    for key in CATEGORIES:
        cells, explain = [], []
        for tally in tallies:
            count = tally.tiles.get(key, 0)
            extra = [b for c, b in tally.longships if c == key]
            cells.append((d.base[key] + sum(extra)) * count)
            explain.append(_tile_explain(key, d.base[key], extra, count))
        rows.append(Row(key, t(f"score.looot.row.{key}"), tuple(cells), tuple(explain)))
    done = [[s for s in SITE_ORDER if s in tally.sites] for tally in tallies]
    rows.append(
        Row(
            "sites",
            t("score.looot.row.sites"),
            tuple(sum(d.site_vp[s] for s in mine) for mine in done),
            tuple(_sites_explain(mine, d.site_vp) for mine in done),
        )
    )
    trophy_cells = tuple(d.trophy_vp.get(tally.trophy, 0) for tally in tallies)
    trophy_explain = tuple(
        t("score.looot.explain.trophy", axes=tally.trophy, value=d.trophy_vp[tally.trophy])
        if tally.trophy
        else t("score.looot.explain.trophy_none")
        for tally in tallies
    )
    rows.append(Row("trophy", t("score.looot.row.trophy"), trophy_cells, trophy_explain))
    rows.append(
        Row(
            "unfilled_longships",
            t("score.looot.row.unfilled_longships"),
            tuple(-UNFILLED_PENALTY * tally.unfilled_longships for tally in tallies),
            tuple(
                t(
                    "score.looot.explain.unfilled",
                    count=tally.unfilled_longships,
                    penalty=UNFILLED_PENALTY,
                    value=signed(-UNFILLED_PENALTY * tally.unfilled_longships),
                )
                for tally in tallies
            ),
        )
    )
    adjusted = adjustment_row([tally.adjustments for tally in tallies])
    if adjusted is not None:
        rows.append(adjusted)
    totals = tuple(sum(row.cells[i] for row in rows) for i in range(len(players)))
    ranks, winners, tiebreak = rank_points(players, totals, trophy_cells, t("score.looot.tiebreak"))
    return ScoreSheet("looot", players, tuple(rows), totals, ranks, winners, tiebreak, "points")


# --------------------------------------------------------------------------- the sheet file


def _check_sheet(
    tallies: Sequence[LoootTally], readers: Sequence[PlayerReader], complete: bool
) -> list[Problem]:
    """The catalog ids first (they name the longship), then what `check` adds about the same keys."""
    exact = check_ids(readers)
    said = {(p.player, p.key) for p in exact}
    return exact + [p for p in check(tallies) if (p.player, p.key) not in said]


SHEET = SheetSpec(
    # The published score pad (castles, watchtowers, houses, gold, sheep, wood, construction sites,
    # trophy, unfilled longships); the completed longships are asked right after the tiles they
    # raise, the axes right after the trophy they qualify for.
    fields=(
        Field("castle", "count", "score.looot.ask.castle"),
        Field("watchtower", "count", "score.looot.ask.watchtower"),
        Field("house", "count", "score.looot.ask.house"),
        Field("gold", "count", "score.looot.ask.gold"),
        Field("sheep", "count", "score.looot.ask.sheep"),
        Field("wood", "count", "score.looot.ask.wood"),
        Field("longships", "names", "score.looot.ask.longships", "Castle31, gold+2"),
        Field("sites", "names", "score.looot.ask.sites", "port, palace"),
        Field("trophy", "count", "score.looot.ask.trophy"),
        Field("axe", "count", "score.looot.ask.axe", optional=True),
        Field("unfilled_longships", "count", "score.looot.ask.unfilled_longships"),
    ),
    players=(2, 4),  # reference/looot.md: a 2-4 player game
    read=per_player(read_player),
    check=_check_sheet,
    score=score,
)

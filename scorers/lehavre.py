"""Le Havre (港都情浓) score sheet.

The seed stops at 「立即进入最终计分阶段」 (§10.4) and has no scoring section, so the published rule
is followed (reference/lehavre.md §3 "Game end"): loans are first repaid from the francs at 5 each as
far as they reach; each loan still unpaid costs 7. Total = remaining francs + building values + ship
values + the end bonuses of bonus buildings (any catalog entry with a `bonus_*` field: Storehouse,
Dock, Town Hall, Bank, Business Park, Guildhouse) − 7 × unpaid loans. Goods score nothing except
through the Storehouse. Ties share the win.

Row order (no printed score pad exists): francs, buildings, ships, each bonus building, loans.
Component values come from referee/lehavre/data/{buildings,ships}.toml.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from referee.core.catalog import load_catalog
from scorers.sheet import Row, ScoreSheet
from scorers.sheet_file import Problem, SheetError, close_matches, rank_points

if TYPE_CHECKING:
    from scorers.sheet_file import PlayerReader

LOAN_REPAY = 5  # francs to repay one loan
LOAN_PENALTY = 7  # points per loan still unpaid at the end

BASIC_GOODS = ("fish", "wood", "clay", "iron", "grain", "cattle", "coal", "hides")
PROCESSED_GOODS = ("smoked_fish", "charcoal", "brick", "steel", "bread", "meat", "coke", "leather")
GOODS = BASIC_GOODS + PROCESSED_GOODS


@dataclass(frozen=True)
class LeHavreTally:
    """One player's end position. `buildings` are catalog ids ("12", "B1", "023");
    `ships` are ship ids ("S05"), ship-type building ids ("023") or printed values (int)."""

    name: str
    francs: int = 0
    loans: int = 0
    buildings: tuple[str, ...] = ()
    ships: tuple[str | int, ...] = ()
    goods: Mapping[str, int] = field(default_factory=dict)


# --------------------------------------------------------------------------- catalogs


def normalize(text: str) -> str:
    """Case-, accent- and punctuation-blind form of a name: "Pâtisserie" → "patisserie"."""
    plain = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch)).casefold().replace("&", "and")
    return re.sub(r"[^0-9a-z]", "", plain)


@cache
def buildings() -> dict[str, dict[str, Any]]:
    return {str(e["id"]): e for e in load_catalog("referee.lehavre", "buildings", "building").entries}


@cache
def ships() -> dict[str, dict[str, Any]]:
    return {str(e["id"]): e for e in load_catalog("referee.lehavre", "ships", "ship").entries}


@cache
def _names() -> dict[str, tuple[str, ...]]:
    """Normalized building name or alias → the ids carrying it (two for Wharf and Building Firm)."""
    index: dict[str, list[str]] = {}
    for bid, entry in buildings().items():
        for name in [entry["name"], *entry.get("aliases", [])]:
            ids = index.setdefault(normalize(name), [])
            if bid not in ids:
                ids.append(bid)
    return {k: tuple(v) for k, v in index.items()}


@cache
def _good_names() -> dict[str, str]:
    index = {}
    for good in GOODS:
        index[normalize(good)] = good
        index[normalize(good) + "s"] = good
    index["hide"] = "hides"
    return index


def is_ship_building(bid: str) -> bool:
    return buildings()[bid]["type"] == "ship"


def ownable(bid: str) -> bool:
    entry = buildings()[bid]
    return bool(entry["build_cost"]) or entry["price"] >= 0


def bonus_buildings() -> tuple[str, ...]:
    return tuple(
        bid
        for bid, e in buildings().items()
        if "bonus_per_type" in e or "bonus_per_ship" in e or "bonus_goods_per_point" in e
    )


def ship_values() -> Counter[int]:
    return Counter(int(s["value"]) for s in ships().values())


def label(bid: str) -> str:
    entry = buildings()[bid]
    copies = _names()[normalize(entry["name"])]
    return f"{entry['name']} ({bid})" if len(copies) > 1 else str(entry["name"])


# --------------------------------------------------------------------------- resolving sheet entries


def building_candidates(item: str | int) -> tuple[str, ...]:
    """The catalog ids a sheet entry may mean; ValueError (with the closest names) when none."""
    if isinstance(item, int):
        if 0 <= item <= 31:
            return (f"{item:02d}",)
        raise ValueError(
            f"no building number {item}: numbers 0-31 are the standard series; "
            'write a special building as a 3-digit string like "012", or by name'
        )
    text = item.strip()
    if re.fullmatch(r"[sS]\d{1,2}", text):
        raise ValueError(f"{text!r} is a ship; list it under ships")
    bare = text.lstrip("_$#")
    if re.fullmatch(r"[bB][1-3]", bare):
        return (bare.upper(),)
    if bare.isdigit():
        bid = bare.zfill(2) if len(bare) <= 2 else bare
        if bid in buildings():
            return (bid,)
        raise ValueError(f'no building number "{text}" (00-31 standard, 001-046 special, B1-B3)')
    ids = _names().get(normalize(text))
    if ids:
        return ids
    options = {key: str(buildings()[ids[0]]["name"]) for key, ids in _names().items()}
    raise ValueError(f"unknown building {text!r}{close_matches(normalize(text), options)}")


def ship_entry(item: str | int) -> str | int:
    """A ship as written: "S05" → "S05", a ship-type building name → its id, an integer stays a value."""
    if isinstance(item, int):
        return item
    text = item.strip()
    m = re.fullmatch(r"[sS]0*(\d{1,2})", text)
    if m:
        sid = f"S{int(m.group(1)):02d}"
        if sid in ships():
            return sid
        raise ValueError(f"no ship {text!r}: the ships are S01-S20")
    try:
        ids = building_candidates(text)
    except ValueError:
        ids = ()
    ship_ids = [bid for bid in ids if is_ship_building(bid)]
    if ship_ids:
        return ship_ids[0]
    specials = ", ".join(str(buildings()[b]["name"]) for b in buildings() if is_ship_building(b))
    raise ValueError(f"unknown ship {text!r}: write S01-S20, the printed value as a number, or {specials}")


def mentions_bonus_goods(raw: Any) -> bool:
    """Whether a (possibly unchecked) buildings list names a building scoring goods (the Storehouse)."""
    if not isinstance(raw, list):
        return False
    for item in raw:
        try:
            ids = building_candidates(item) if isinstance(item, str | int) else ()
        except ValueError:
            continue
        if any("bonus_goods_per_point" in buildings()[b] for b in ids):
            return True
    return False


def read_players(readers: Sequence[PlayerReader], problems: list[Problem]) -> list[LeHavreTally]:
    """Tallies from the sheet; names of buildings with several copies get a free copy each."""
    explicit: dict[str, str] = {}  # id → who listed it by number (or unambiguous name)
    pending: list[tuple[int, int, tuple[str, ...], str]] = []  # reader, slot, copies, text
    chosen: list[list[str | None]] = []
    for r_index, reader in enumerate(readers):
        slots: list[str | None] = []
        for item in reader.items("buildings", (str, int)):
            try:
                ids = building_candidates(item)
            except ValueError as exc:
                reader.problem("buildings", str(exc))
                continue
            if len(ids) == 1:
                slots.append(ids[0])
                explicit.setdefault(ids[0], reader.who)
                continue
            values = {(buildings()[b]["value"], buildings()[b]["type"]) for b in ids}
            if len(values) > 1:
                shown = " or ".join(f"{b} (value {buildings()[b]['value']})" for b in ids)
                reader.problem("buildings", f"{item!r} is ambiguous: {shown}; write the number")
                continue
            pending.append((r_index, len(slots), ids, str(item)))
            slots.append(None)
        chosen.append(slots)
    taken = set(explicit)
    for r_index, slot, ids, text in pending:
        free = [b for b in ids if b not in taken]
        if not free:
            readers[r_index].problem(
                "buildings",
                f"every copy of {text} ({', '.join(ids)}) is already listed; the game has {len(ids)}",
            )
            continue
        taken.add(free[0])
        chosen[r_index][slot] = free[0]
    tallies = []
    for reader, slots in zip(readers, chosen, strict=True):
        ship_list: list[str | int] = []
        for item in reader.items("ships", (str, int)):
            try:
                ship_list.append(ship_entry(item))
            except ValueError as exc:
                reader.problem("ships", str(exc))
        goods: dict[str, int] = {}
        for key, amount in (reader.table_of_counts("goods") or {}).items():
            good = _good_names().get(normalize(key))
            if normalize(key) in ("franc", "francs"):
                reader.problem(f"goods.{key}", "francs are not goods; give them as `francs`")
            elif good is None:
                options = {normalize(g): g for g in GOODS}
                reader.problem(f"goods.{key}", f"unknown good{close_matches(normalize(key), options)}")
            else:
                goods[good] = goods.get(good, 0) + amount
        tallies.append(
            LeHavreTally(
                name=reader.name,
                francs=reader.count("francs"),
                loans=reader.count("loans"),
                buildings=tuple(b for b in slots if b is not None),
                ships=tuple(ship_list),
                goods=goods,
            )
        )
    return tallies


# --------------------------------------------------------------------------- checks


def check(tallies: Sequence[LeHavreTally]) -> list[Problem]:
    problems: list[Problem] = []
    owner: dict[str, str] = {}
    value_count: Counter[int] = Counter()
    value_holders: dict[int, list[str]] = {}
    names = [t.name for t in tallies]
    for i, name in enumerate(names):
        if not name.strip():
            problems.append(Problem(f"player {i + 1}", "name", "is empty"))
        elif name.casefold() in (n.casefold() for n in names[:i]):
            problems.append(Problem(name, "name", "is given twice"))
    for t in tallies:
        who = t.name
        for key, amount in (("francs", t.francs), ("loans", t.loans)):
            if amount < 0:
                problems.append(Problem(who, key, f"cannot be negative ({amount})"))
        for key, entries in (("buildings", t.buildings), ("ships", t.ships)):
            for entry in entries:
                if isinstance(entry, int):
                    if key == "buildings":
                        problems.append(Problem(who, key, f"{entry} is not a building id"))
                    elif entry not in ship_values():
                        printed = ", ".join(str(v) for v in sorted(ship_values()))
                        problems.append(
                            Problem(who, key, f"no ship is worth {entry}; the printed values are {printed}")
                        )
                    else:
                        value_count[entry] += 1
                        value_holders.setdefault(entry, []).append(who)
                    continue
                if entry in ships():
                    if key == "buildings":
                        problems.append(Problem(who, key, f"{entry} is a ship; list it under ships"))
                        continue
                    value = int(ships()[entry]["value"])
                    value_count[value] += 1
                    value_holders.setdefault(value, []).append(who)
                elif entry not in buildings():
                    problems.append(Problem(who, key, f"{entry!r} is not in the catalog"))
                    continue
                elif key == "ships" and not is_ship_building(entry):
                    problems.append(
                        Problem(who, key, f"{buildings()[entry]['name']} is a building, not a ship")
                    )
                    continue
                elif not ownable(entry):
                    name = buildings()[entry]["name"]
                    problems.append(
                        Problem(who, key, f"{name} can be neither built nor bought: nobody owns it")
                    )
                    continue
                if entry in owner:
                    shown = label(entry) if entry in buildings() else entry
                    problems.append(
                        Problem(who, key, f"{shown} is also listed for {owner[entry]}; it exists once")
                    )
                owner[entry] = who
        for good, amount in t.goods.items():
            if good not in GOODS:
                problems.append(Problem(who, f"goods.{good}", "is not a Le Havre good"))
            elif amount < 0:
                problems.append(Problem(who, f"goods.{good}", f"cannot be negative ({amount})"))
    for value, count in sorted(value_count.items()):
        exist = ship_values()[value]
        if count > exist:
            holders = ", ".join(dict.fromkeys(value_holders[value]))
            problems.append(
                Problem(
                    holders, "ships", f"{count} ships worth {value} listed in all, but the game has {exist}"
                )
            )
    return problems


# --------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class _Owned:
    building_ids: tuple[str, ...]  # real buildings (no ship cards)
    ship_items: tuple[tuple[str, int], ...]  # (shown as, value)


def _owned(t: LeHavreTally) -> _Owned:
    real = tuple(b for b in t.buildings if not is_ship_building(b))
    shown: list[tuple[str, int]] = []
    for entry in (*t.ships, *(b for b in t.buildings if is_ship_building(b))):
        if isinstance(entry, int):
            shown.append((f"ship worth {entry}", entry))
        elif entry in ships():
            shown.append((f"{entry} {ships()[entry]['type']}", int(ships()[entry]["value"])))
        else:
            shown.append((str(buildings()[entry]["name"]), int(buildings()[entry]["value"])))
    return _Owned(real, tuple(shown))


def _row_key(bid: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", str(buildings()[bid]["name"]).lower()).strip("_")


def _bonus(bid: str, t: LeHavreTally, owned: _Owned) -> tuple[int, str]:
    entry = buildings()[bid]
    name = str(entry["name"]).lower()
    if bid not in t.buildings:
        return 0, f"{name}: not owned = 0"
    parts: list[str] = []
    value = 0
    for kind, points in entry.get("bonus_per_type", {}).items():
        count = sum(1 for b in owned.building_ids if buildings()[b]["type"] == kind)
        value += count * points
        parts.append(f"{count} {kind} × {points}")
    if "bonus_per_ship" in entry:
        count = len(owned.ship_items)
        value += count * entry["bonus_per_ship"]
        parts.append(f"{count} ship{'s' if count != 1 else ''} × {entry['bonus_per_ship']}")
    if "bonus_goods_per_point" in entry:
        held = sum(t.goods.values())
        per = entry["bonus_goods_per_point"]
        value += held // per
        parts.append(f"{held} goods ÷ {per}, rounded down")
    return value, f"{name}: {' + '.join(parts)} = {value}"


def score(tallies: Sequence[LeHavreTally]) -> ScoreSheet:
    """The Le Havre score sheet; raises SheetError when the tallies are impossible."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    players = tuple(t.name for t in tallies)
    owned = [_owned(t) for t in tallies]
    francs_cells, francs_explain, loan_cells, loan_explain = [], [], [], []
    for t in tallies:
        repaid = min(t.loans, t.francs // LOAN_REPAY)
        left = t.francs - LOAN_REPAY * repaid
        unpaid = t.loans - repaid
        francs_cells.append(left)
        francs_explain.append(
            f"francs: {t.francs} − {repaid} loan{'s' if repaid != 1 else ''} repaid × {LOAN_REPAY} = {left}"
            if repaid
            else f"francs: {t.francs}"
        )
        loan_cells.append(-LOAN_PENALTY * unpaid)
        if t.loans:
            loan_explain.append(
                f"loans: {t.loans} held, {repaid} repaid from francs, {unpaid} unpaid × −{LOAN_PENALTY} = "
                f"{_signed(-LOAN_PENALTY * unpaid)}"
            )
        else:
            loan_explain.append("loans: none = 0")
    building_cells, building_explain, ship_cells, ship_explain = [], [], [], []
    for o in owned:
        parts = [f"{label(b)} {buildings()[b]['value']}{_unverified(b)}" for b in o.building_ids]
        total = sum(int(buildings()[b]["value"]) for b in o.building_ids)
        building_cells.append(total)
        building_explain.append(
            f"buildings: {' + '.join(parts)} = {total}" if parts else "buildings: none = 0"
        )
        ship_total = sum(v for _, v in o.ship_items)
        ship_cells.append(ship_total)
        shown = " + ".join(
            f"{name} {value}" if not name.startswith("ship worth") else name for name, value in o.ship_items
        )
        ship_explain.append(f"ships: {shown} = {ship_total}" if o.ship_items else "ships: none = 0")
    rows = [
        Row("francs", "Francs (after repaying loans)", tuple(francs_cells), tuple(francs_explain)),
        Row("buildings", "Buildings", tuple(building_cells), tuple(building_explain)),
        Row("ships", "Ships", tuple(ship_cells), tuple(ship_explain)),
    ]
    for bid in bonus_buildings():
        results = [_bonus(bid, t, o) for t, o in zip(tallies, owned, strict=True)]
        rows.append(
            Row(
                _row_key(bid),
                f"{buildings()[bid]['name']} bonus",
                tuple(v for v, _ in results),
                tuple(e for _, e in results),
            )
        )
    rows.append(Row("loans", "Unpaid loans", tuple(loan_cells), tuple(loan_explain)))
    totals = tuple(sum(row.cells[i] for row in rows) for i in range(len(players)))
    ranks, winners, tiebreak = rank_points(players, totals)
    return ScoreSheet("lehavre", players, tuple(rows), totals, ranks, winners, tiebreak, "points")


def _unverified(bid: str) -> str:
    return " (value unverified: check the card)" if not buildings()[bid]["verified"] else ""


def _signed(value: int) -> str:
    return f"−{-value}" if value < 0 else str(value)

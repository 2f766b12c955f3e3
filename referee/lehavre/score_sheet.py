"""Le Havre (港都情浓) score sheet.

The seed stops at 「立即进入最终计分阶段」 (§10.4) and has no scoring section, so the published rule
is followed (reference/lehavre.md §3 "Game end"): loans are first repaid from the francs at 5 each as
far as they reach; each loan still unpaid costs 7. Total = remaining francs + building values + ship
values + the end bonuses of bonus buildings (any catalog entry with a `bonus_*` field: Storehouse,
Dock, Town Hall, Bank, Business Park, Guildhouse) − 7 × unpaid loans. Goods score nothing except
through the Storehouse. Ties share the win.

Row order (no printed score pad exists): francs, buildings, ships, each bonus building, loans.
Component values come from referee/lehavre/data/{buildings,ships}.toml. Words come from the
`score.lehavre.*` messages; building names stay the printed English names in both languages.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from referee.core.catalog import load_catalog
from referee.core.notation import typed
from referee.core.record import field, record
from referee.core.text import ascii_digits
from referee.i18n import lang, t
from scorers.adjustments import adjustment_row
from scorers.fields import Field, PlayerReader, SheetSpec, tallies_only
from scorers.problems import Problem, SheetError, close_matches, name_problems
from scorers.ranks import rank_points
from scorers.sheet import Row, ScoreSheet
from scorers.words import counted, either, joined, signed

LOAN_REPAY = 5  # francs to repay one loan
LOAN_PENALTY = 7  # points per loan still unpaid at the end

BASIC_GOODS = ("fish", "wood", "clay", "iron", "grain", "cattle", "coal", "hides")
PROCESSED_GOODS = ("smoked_fish", "charcoal", "brick", "steel", "bread", "meat", "coke", "leather")
GOODS = BASIC_GOODS + PROCESSED_GOODS
# the glossary's Chinese names of the goods (referee/lehavre/glossary.toml; 鱼 is the fish of
# 熏鱼), accepted in a goods table in either language
_GOOD_WORDS_ZH = {
    "鱼": "fish",
    "木材": "wood",
    "黏土": "clay",
    "铁": "iron",
    "谷物": "grain",
    "牛": "cattle",
    "煤炭": "coal",
    "皮革原料": "hides",
    "熏鱼": "smoked_fish",
    "木炭": "charcoal",
    "砖": "brick",
    "钢": "steel",
    "面包": "bread",
    "肉": "meat",
    "焦炭": "coke",
    "皮革": "leather",
}


@record
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
        raise ValueError(t("score.lehavre.problem.no_number", n=item))
    text = typed(item.strip())  # a Chinese keyboard's full-width digits; no other digits are numbers
    if re.fullmatch(r"[sS][0-9]{1,2}", text):
        raise ValueError(t("score.lehavre.problem.ship_as_building", entry=repr(text)))
    bare = text.lstrip("_$#")
    if re.fullmatch(r"[bB][1-3]", bare):
        return (bare.upper(),)
    if ascii_digits(bare):
        bid = bare.zfill(2) if len(bare) <= 2 else bare
        if bid in buildings():
            return (bid,)
        raise ValueError(t("score.lehavre.problem.no_number_text", text=text))
    ids = _names().get(normalize(text))
    if ids:
        return ids
    options = {key: str(buildings()[ids[0]]["name"]) for key, ids in _names().items()}
    closest = close_matches(normalize(text), options)
    raise ValueError(t("score.lehavre.problem.unknown_building", text=repr(text), closest=closest))


def ship_entry(item: str | int) -> str | int:
    """A ship as written: "S05" → "S05", a ship-type building name → its id, an integer stays a value."""
    if isinstance(item, int):
        return item
    text = typed(item.strip())
    m = re.fullmatch(r"[sS]0*([0-9]{1,2})", text)
    if m:
        sid = f"S{int(m.group(1)):02d}"
        if sid in ships():
            return sid
        raise ValueError(t("score.lehavre.problem.no_ship", text=repr(text)))
    try:
        ids = building_candidates(text)
    except ValueError:
        ids = ()
    ship_ids = [bid for bid in ids if is_ship_building(bid)]
    if ship_ids:
        return ship_ids[0]
    specials = joined(str(buildings()[b]["name"]) for b in buildings() if is_ship_building(b))
    raise ValueError(t("score.lehavre.problem.unknown_ship", text=repr(text), specials=specials))


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


def good_key(word: str) -> str | None:
    """The good a sheet's goods table names: "smoked fish", "Hides", 熏鱼 … → its key, else None."""
    return _GOOD_WORDS_ZH.get(word.strip()) or _good_names().get(normalize(word))


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
                shown = either(
                    t("score.lehavre.problem.copy_value", id=b, value=buildings()[b]["value"]) for b in ids
                )
                reader.problem(
                    "buildings", t("score.lehavre.problem.ambiguous", item=repr(item), shown=shown)
                )
                continue
            pending.append((r_index, len(slots), ids, str(item)))
            slots.append(None)
        chosen.append(slots)
    taken = set(explicit)
    for r_index, slot, ids, text in pending:
        free = [b for b in ids if b not in taken]
        if not free:
            message = t("score.lehavre.problem.every_copy", text=text, ids=joined(ids), count=len(ids))
            readers[r_index].problem("buildings", message)
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
            good = good_key(key)
            if normalize(key) in ("franc", "francs") or key.strip() == "法郎":
                reader.problem(f"goods.{key}", t("score.lehavre.problem.francs_not_goods"))
            elif good is None:
                options = {normalize(g): g for g in GOODS}
                closest = close_matches(normalize(key), options)
                reader.problem(f"goods.{key}", t("score.lehavre.problem.unknown_good", closest=closest))
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
    problems = name_problems([tally.name for tally in tallies])
    owner: dict[str, str] = {}
    value_count: Counter[int] = Counter()
    value_holders: dict[int, list[str]] = {}
    for tally in tallies:
        who = tally.name

        def bad(key: str, message: str, who: str = who) -> None:
            problems.append(Problem(who, key, message))

        for key, amount in (("francs", tally.francs), ("loans", tally.loans)):
            if amount < 0:
                bad(key, t("score.problem.negative", value=amount))
        for key, entries in (("buildings", tally.buildings), ("ships", tally.ships)):
            for entry in entries:
                if isinstance(entry, int):
                    if key == "buildings":
                        bad(key, t("score.lehavre.problem.not_building_id", entry=entry))
                    elif entry not in ship_values():
                        printed = joined(str(v) for v in sorted(ship_values()))
                        bad(key, t("score.lehavre.problem.no_ship_value", value=entry, printed=printed))
                    else:
                        value_count[entry] += 1
                        value_holders.setdefault(entry, []).append(who)
                    continue
                if entry in ships():
                    if key == "buildings":
                        bad(key, t("score.lehavre.problem.ship_as_building", entry=entry))
                        continue
                    value = int(ships()[entry]["value"])
                    value_count[value] += 1
                    value_holders.setdefault(value, []).append(who)
                elif entry not in buildings():
                    bad(key, t("score.lehavre.problem.not_in_catalog", entry=repr(entry)))
                    continue
                elif key == "ships" and not is_ship_building(entry):
                    bad(key, t("score.lehavre.problem.not_a_ship", name=buildings()[entry]["name"]))
                    continue
                elif not ownable(entry):
                    bad(key, t("score.lehavre.problem.not_ownable", name=buildings()[entry]["name"]))
                    continue
                if entry in owner:
                    shown = label(entry) if entry in buildings() else entry
                    bad(key, t("score.lehavre.problem.exists_once", entry=shown, owner=owner[entry]))
                owner[entry] = who
        for good, amount in tally.goods.items():
            if good not in GOODS:
                bad(f"goods.{good}", t("score.lehavre.problem.not_a_good"))
            elif amount < 0:
                bad(f"goods.{good}", t("score.problem.negative", value=amount))
    for value, count in sorted(value_count.items()):
        exist = ship_values()[value]
        if count > exist:
            holders = joined(dict.fromkeys(value_holders[value]))
            message = t("score.lehavre.problem.too_many_ships", count=count, value=value, exist=exist)
            problems.append(Problem(holders, "ships", message))
    return problems


# --------------------------------------------------------------------------- scoring


@record
class _Owned:
    building_ids: tuple[str, ...]  # real buildings (no ship cards)
    ship_items: tuple[tuple[str, int], ...]  # (shown in the explanation, with its value; value)


def _owned(tally: LeHavreTally) -> _Owned:
    real = tuple(b for b in tally.buildings if not is_ship_building(b))
    shown: list[tuple[str, int]] = []
    for entry in (*tally.ships, *(b for b in tally.buildings if is_ship_building(b))):
        if isinstance(entry, int):
            shown.append((t("score.lehavre.explain.ship_worth", value=entry), entry))
        elif entry in ships():
            value = int(ships()[entry]["value"])
            kind = t(f"score.lehavre.ship_type.{ships()[entry]['type']}")
            shown.append((f"{entry} {kind} {value}", value))
        else:
            value = int(buildings()[entry]["value"])
            shown.append((f"{buildings()[entry]['name']} {value}", value))
    return _Owned(real, tuple(shown))


def _row_key(bid: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", str(buildings()[bid]["name"]).lower()).strip("_")


def _bonus(bid: str, tally: LeHavreTally, owned: _Owned) -> tuple[int, str]:
    entry = buildings()[bid]
    # the English sheet writes the building's name in lower case here ("town hall: …"); a Chinese
    # sheet keeps the card's printed (English) name
    name = str(entry["name"]).lower() if lang() == "en" else str(entry["name"])
    if bid not in tally.buildings:
        return 0, t("score.lehavre.explain.bonus_not_owned", name=name)
    parts: list[str] = []
    value = 0
    for kind, points in entry.get("bonus_per_type", {}).items():
        count = sum(1 for b in owned.building_ids if buildings()[b]["type"] == kind)
        value += count * points
        type_name = t(f"score.lehavre.building_type.{kind}")
        parts.append(t("score.lehavre.explain.per_type", count=count, type=type_name, points=points))
    if "bonus_per_ship" in entry:
        count = len(owned.ship_items)
        value += count * entry["bonus_per_ship"]
        parts.append(counted("score.lehavre.explain.per_ship", count, points=entry["bonus_per_ship"]))
    if "bonus_goods_per_point" in entry:
        held = sum(tally.goods.values())
        per = entry["bonus_goods_per_point"]
        value += held // per
        parts.append(t("score.lehavre.explain.per_goods", held=held, per=per))
    return value, t("score.lehavre.explain.bonus", name=name, parts=" + ".join(parts), value=value)


def _francs_and_loans(tally: LeHavreTally) -> tuple[int, str, int, str]:
    """Francs left after repaying loans (5 each, as far as they reach), the unpaid-loan penalty."""
    repaid = min(tally.loans, tally.francs // LOAN_REPAY)
    left = tally.francs - LOAN_REPAY * repaid
    unpaid = tally.loans - repaid
    if repaid:
        francs = counted(
            "score.lehavre.explain.francs_repaid", repaid, francs=tally.francs, repay=LOAN_REPAY, left=left
        )
    else:
        francs = t("score.lehavre.explain.francs", francs=tally.francs)
    if tally.loans:
        loans = t(
            "score.lehavre.explain.loans",
            loans=tally.loans,
            repaid=repaid,
            unpaid=unpaid,
            penalty=LOAN_PENALTY,
            value=signed(-LOAN_PENALTY * unpaid),
        )
    else:
        loans = t("score.lehavre.explain.loans_none")
    return left, francs, -LOAN_PENALTY * unpaid, loans


def _buildings_explain(owned: _Owned) -> str:
    if not owned.building_ids:
        return t("score.lehavre.explain.buildings_none")
    parts = " + ".join(f"{label(b)} {buildings()[b]['value']}{_unverified(b)}" for b in owned.building_ids)
    total = sum(int(buildings()[b]["value"]) for b in owned.building_ids)
    return t("score.lehavre.explain.buildings", parts=parts, total=total)


def _ships_explain(owned: _Owned) -> str:
    if not owned.ship_items:
        return t("score.lehavre.explain.ships_none")
    parts = " + ".join(shown for shown, _ in owned.ship_items)
    return t("score.lehavre.explain.ships", parts=parts, total=sum(v for _, v in owned.ship_items))


def score(tallies: Sequence[LeHavreTally], extras: Sequence[Sequence[tuple[int, str]]] = ()) -> ScoreSheet:
    """The Le Havre score sheet; raises SheetError when the tallies are impossible.

    Labels, explanations and the tie-break are in the process language (referee.i18n); building
    names are the cards' printed English names in both languages (no Chinese names are known).
    `extras`: per player, (points, why) the engine adds (its buildings' `end_bonus` hooks, the
    table's adjustments), shown as one row."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    players = tuple(tally.name for tally in tallies)
    owned = [_owned(tally) for tally in tallies]
    money = [_francs_and_loans(tally) for tally in tallies]
    rows = [
        Row(
            "francs",
            t("score.lehavre.row.francs"),
            tuple(m[0] for m in money),
            tuple(m[1] for m in money),
        ),
        Row(
            "buildings",
            t("score.lehavre.row.buildings"),
            tuple(sum(int(buildings()[b]["value"]) for b in o.building_ids) for o in owned),
            tuple(_buildings_explain(o) for o in owned),
        ),
        Row(
            "ships",
            t("score.lehavre.row.ships"),
            tuple(sum(v for _, v in o.ship_items) for o in owned),
            tuple(_ships_explain(o) for o in owned),
        ),
    ]
    for bid in bonus_buildings():
        results = [_bonus(bid, tally, o) for tally, o in zip(tallies, owned, strict=True)]
        rows.append(
            Row(
                _row_key(bid),
                t("score.lehavre.row.bonus", name=buildings()[bid]["name"]),
                tuple(v for v, _ in results),
                tuple(e for _, e in results),
            )
        )
    rows.append(
        Row("loans", t("score.lehavre.row.loans"), tuple(m[2] for m in money), tuple(m[3] for m in money))
    )
    extra = adjustment_row(extras) if extras else None
    if extra is not None:
        rows.append(extra)
    totals = tuple(sum(row.cells[i] for row in rows) for i in range(len(players)))
    ranks, winners, tiebreak = rank_points(players, totals)
    return ScoreSheet("lehavre", players, tuple(rows), totals, ranks, winners, tiebreak, "points")


def _unverified(bid: str) -> str:
    return t("score.lehavre.explain.unverified") if not buildings()[bid]["verified"] else ""


def _has_storehouse(answers: Mapping[str, Any]) -> bool:
    return mentions_bonus_goods(answers.get("buildings", []))


SHEET = SheetSpec(
    # no printed score pad; the order follows the published scoring summary
    fields=(
        Field("francs", "count", "score.lehavre.ask.francs"),
        Field("loans", "count", "score.lehavre.ask.loans"),
        Field("buildings", "names", "score.lehavre.ask.buildings", "Wharf, Fishery, Bank"),
        Field("ships", "names", "score.lehavre.ask.ships", "S05, 6, 10", digits_as_int=True),
        Field(
            "goods",
            "table",
            "score.lehavre.ask.goods",
            "fish 3, bread 2, coal 1",
            optional=True,
            ask_if=_has_storehouse,
        ),
    ),
    players=(1, 5),  # round cards exist for 1-5 players (reference/lehavre.md)
    read=read_players,
    check=tallies_only(check),
    score=score,
)

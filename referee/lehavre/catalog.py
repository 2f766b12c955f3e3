"""Le Havre's component data, read once from data/*.toml: goods, buildings, ships, round cards, chits.

Everything the engine knows of a printed piece comes from here (or from the table's declarations
over an unverified entry, `value` below); the set-up rules of the reference (which standard
buildings a player count and length use, the start buildings, goods and ships) are small functions
of the catalog, so the numbers live in one place.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from referee.core.catalog import load_catalog
from referee.core.components import declared
from referee.core.frozen import FrozenMap

PACKAGE = "referee.lehavre"

# Goods in the order the picture and the notation list them; francs are kept apart (`fr`).
BASIC = ("fish", "wood", "clay", "iron", "grain", "cattle", "coal", "hides")
PROCESSED = ("smoked", "charcoal", "brick", "steel", "bread", "meat", "coke", "leather")
GOODS = BASIC + PROCESSED
FRANC = "fr"
# the flip side of each basic good (seed §5: "同一种货物标记的正反面")
PROCESSED_OF = dict(zip(BASIC, PROCESSED, strict=True))
FRANC_VALUE = {
    "fish": 1, "wood": 1, "clay": 1, "iron": 2, "grain": 1, "cattle": 3, "coal": 3, "hides": 2,
    "smoked": 2, "charcoal": 2, "brick": 2, "steel": 8, "bread": 3, "meat": 2, "coke": 5, "leather": 4,
}  # fmt: skip
FOOD = {"fish": 1, "smoked": 2, "bread": 2, "meat": 3}  # francs count 1 food each (seed §4.3)
ENERGY = {"wood": 1, "charcoal": 3, "coal": 3, "coke": 10}  # seed §7.4
# Offer spaces, in order (reference Part B §0): francs first.
OFFERS = (FRANC, "fish", "wood", "clay", "iron", "grain", "cattle")
SPACES = 7  # supply spaces, turns per round (seed §2)
LOAN = 4  # francs a loan gives
REPAY = 5  # francs to repay one
MARKET_MAX = 8
MARKET_SOLO = 4
SHIP_ENERGY = 3
SHIP_TYPES = ("wooden", "iron", "steel", "luxury")
SOLO_EXCLUDED = ("014", "041", "043", "044", "045", "046")
SPECIALS_IN_PLAY = 6


@cache
def buildings() -> dict[str, dict[str, Any]]:
    return {str(e["id"]): e for e in load_catalog(PACKAGE, "buildings", "building").entries}


@cache
def ships() -> dict[str, dict[str, Any]]:
    return {str(e["id"]): e for e in load_catalog(PACKAGE, "ships", "ship").entries}


@cache
def ship_types() -> dict[str, dict[str, Any]]:
    return {str(e["type"]): e for e in load_catalog(PACKAGE, "ships", "ship_type").entries}


@cache
def chits() -> dict[str, dict[str, Any]]:
    return {str(e["id"]): e for e in load_catalog(PACKAGE, "supply", "chit").entries}


def chit_goods(cid: str) -> tuple[str, ...]:
    """The two goods printed on a chit, in catalog order (`("wood", "cattle")`)."""
    return tuple(chits()[cid]["goods"])


@cache
def chit_names() -> dict[str, str]:
    """Each chit by what is printed on it, its two goods (`wood cattle`, francs as `franc`): the
    table names a chit so, not by the catalog's id (issue 25, item 13); the pair tells the seven apart."""
    return {cid: " ".join("franc" if g == FRANC else g for g in chit_goods(cid)) for cid in chits()}


def chit_of(name: str) -> str:
    """The id of the chit a name of `chit_names` names."""
    return next(cid for cid, n in chit_names().items() if n == name)


@cache
def rounds(length: str, players: int) -> tuple[dict[str, Any], ...]:
    found = [
        e
        for e in load_catalog(PACKAGE, "rounds", "round").entries
        if e["length"] == length and e["players"] == players
    ]
    return tuple(sorted(found, key=lambda e: e["round"]))


@cache
def specials() -> tuple[str, ...]:
    return tuple(b for b, e in buildings().items() if e["group"] == "special")


@cache
def special_pool() -> tuple[str, ...]:
    """What the town's special-building reveals draw from in the long game: the specials and the two
    extra buildings (00 Dunny, 31 Football Stadium) that go to a standard stack instead of the town
    (ruling lehavre-special-pool)."""
    return specials() + tuple(b for b, e in buildings().items() if e["group"] == "extra")


@cache
def cost_of(bid: str) -> FrozenMap[str, int]:
    """A building's build cost as goods ("2w 1C" -> wood 2, brick 1); empty if it cannot be built."""
    letters = {"w": "wood", "c": "clay", "C": "brick", "i": "iron", "I": "steel"}
    out: dict[str, int] = {}
    for part in str(buildings()[bid]["build_cost"]).split():
        out[letters[part[-1]]] = out.get(letters[part[-1]], 0) + int(part[:-1])
    return FrozenMap(out)


def buildable(bid: str) -> bool:
    return bool(buildings()[bid]["build_cost"])


def value(state: Any, bid: str, field: str) -> int:
    """A printed number of a building: the catalog's, or the table's declaration over an unverified one."""
    e = buildings()[bid]
    if not e["verified"]:
        got = declared(state, bid).get(field)
        if got is not None:
            return int(got)
    if field in ("price", "value"):
        return int(e[field])
    fee = e.get("entry_fee", {})
    return int(fee.get("food" if field == "food_fee" else "francs", -1))


def ship_value(state: Any, sid: str) -> int:
    if sid in buildings():  # a ship-type special (Luxury Yacht, MS Dagmar)
        return value(state, sid, "value")
    return int(ships()[sid]["value"])


def ship_type(sid: str) -> str:
    if sid in buildings():
        return "special"
    return str(ships()[sid]["type"])


def ship_food(sid: str, players: int) -> int:
    kind = ship_type(sid)
    if kind == "special":
        return 0  # the Luxury Yacht and MS Dagmar give no food (reference 023, 039)
    return int(ship_types()[kind]["food_by_players"][players - 1])


def ship_capacity(sid: str) -> int:
    kind = ship_type(sid)
    return 0 if kind == "special" else int(ship_types()[kind]["capacity"])


def used(bid: str, players: int, long: bool) -> bool:
    """Whether a standard building is in a game (reference Part A: KOB Setup.isBuildingUsed)."""
    n = players
    always = ("03", "05", "08", "09", "10", "12", "14", "16", "18", "20", "22", "23")
    rules = {
        "29": n > 1,
        "07": long or n > 1,
        "25": long or n > 1,
        "01": long or n > 2,
        "02": long and n > 2,
        "13": long and n > 2,
        "11": long and n > 3,
        "28": (long and n > 1) or n > 4,
        "30": (long and n > 1) or n > 4,
        "15": (long and n > 2) or n > 4,
        "19": (long and n > 2) or n > 4,
        "24": (long and n > 3) or n > 4,
        "26": (long and n > 3) or n > 4,
    }
    if bid in always:
        return True
    if bid in ("04", "06", "17", "21", "27"):
        return n > 2
    return rules.get(bid, False)


def start_town(players: int, long: bool) -> tuple[str, ...]:
    """The town's buildings at the start (reference Part A, Starting state)."""
    town = ["B1", "B2", "B3"]
    if not long:
        if players < 3:
            town.append("01")
        if players not in (2, 3):
            town.append("02")
        if players == 1:
            town.append("13")
    return tuple(town)


def start_stacks(players: int, long: bool) -> tuple[tuple[str, ...], ...]:
    """The three proposal stacks, top first: the used standard buildings not in the town, in number
    order, dealt in turn onto three stacks, so each stack is ascending (ruling lehavre-stacks)."""
    town = start_town(players, long)
    ids = [
        b
        for b, e in buildings().items()
        if e["group"] == "standard" and b not in town and used(b, players, long)
    ]
    ids.sort()
    return tuple(tuple(ids[i::3]) for i in range(3))


def start_goods(long: bool) -> dict[str, int]:
    if long:
        return {"coal": 1}
    return {"fish": 2, "wood": 2, "clay": 2, "iron": 2, "cattle": 1, "coal": 2, "hides": 2}


START_FRANCS = 5


def start_offers(long: bool) -> tuple[int, ...]:
    return (2, 2, 2, 1, 0, 0, 0) if long else (3, 3, 3, 2, 1, 1, 1)


def start_ships(players: int, long: bool) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """(ships of each player, ships put on the stacks) in the short game with 1-2 players."""
    if long or players > 2:
        return ((),) * players, ()
    if players == 1:
        return (("S01",),), ("S03",)
    return (("S01",), ("S03",)), ()

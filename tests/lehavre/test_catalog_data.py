"""The Le Havre catalogs: complete, sourced, and matching the reference where the scorer relies on them."""

from __future__ import annotations

from collections import Counter

from referee.core.catalog import load_catalog


def buildings() -> dict[str, dict]:  # type: ignore[type-arg]
    return {e["id"]: e for e in load_catalog("referee.lehavre", "buildings", "building").entries}


def test_every_building_of_the_reference_is_there_once() -> None:
    ids = [e["id"] for e in load_catalog("referee.lehavre", "buildings", "building").entries]
    expected = ["B1", "B2", "B3", *(f"{n:02d}" for n in range(0, 32)), *(f"{n:03d}" for n in range(1, 47))]
    assert sorted(ids) == sorted(expected)
    assert len(ids) == len(set(ids))


def test_bonus_buildings_and_their_end_values() -> None:
    b = buildings()
    assert (b["24"]["name"], b["24"]["value"], b["24"]["bonus_goods_per_point"]) == ("Storehouse", 4, 2)
    assert (b["26"]["name"], b["26"]["value"], b["26"]["bonus_per_ship"]) == ("Dock", 10, 4)
    assert (b["28"]["name"], b["28"]["value"], b["28"]["bonus_per_type"]) == (
        "Town Hall",
        6,
        {"public": 4, "craft": 2},
    )
    assert (b["29"]["name"], b["29"]["value"], b["29"]["bonus_per_type"]) == (
        "Bank",
        16,
        {"industrial": 3, "economic": 2},
    )
    assert b["012"]["bonus_per_type"] == {"industrial": 2}
    assert b["013"]["bonus_per_type"] == {"economic": 2}
    with_bonus = [k for k, e in b.items() if any(key.startswith("bonus_") for key in e)]
    assert sorted(with_bonus) == ["012", "013", "24", "26", "28", "29"]


def test_part_b_wins_where_the_parts_differ() -> None:
    b = buildings()
    assert b["20"]["build_cost"] == "1w 1C"  # Tannery: KOB brick, not WEB clay
    assert b["29"]["build_cost"] == "4C 1I"  # Bank: 1 steel
    assert b["11"]["build_cost"] == "1w 2c"  # Arts Centre
    assert b["09"]["entry_fee"] == {"francs": 2}  # Abattoir: francs only


def test_the_reference_check_card_entries_are_unverified() -> None:
    unverified = load_catalog("referee.lehavre", "buildings", "building").unverified()
    assert sorted(e["id"] for e in unverified) == ["002", "016", "021"]


def test_types_and_unbuyable_buildings() -> None:
    b = buildings()
    assert Counter(e["type"] for e in b.values())["ship"] == 2
    assert {k for k, e in b.items() if e["price"] < 0} == {"30", "037"}
    assert b["30"]["value"] == 26 and b["037"]["value"] == 0


def test_ships_values_and_types() -> None:
    ships = {e["id"]: e for e in load_catalog("referee.lehavre", "ships", "ship").entries}
    assert [ships[f"S{n:02d}"]["value"] for n in range(1, 21)] == [
        2,
        2,
        2,
        4,
        4,
        2,
        6,
        4,
        6,
        6,
        8,
        10,
        10,
        16,
        12,
        20,
        24,
        38,
        34,
        30,
    ]
    assert Counter(e["type"] for e in ships.values()) == {"wooden": 7, "iron": 6, "steel": 4, "luxury": 3}
    types = {e["type"]: e for e in load_catalog("referee.lehavre", "ships", "ship_type").entries}
    assert types["wooden"]["food_by_players"] == [5, 4, 3, 2, 1]
    assert types["luxury"]["price"] == -1

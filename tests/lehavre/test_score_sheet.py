"""Le Havre score sheet: loans, buildings, ships, every bonus building, ties, and the error paths.

Catalog values used (reference/lehavre.md Part B): Wharf 14 (industrial, two copies 12 and 17),
Fishery 10 (craft), Bank 16 (economic; +3 per industrial, +2 per economic), Storehouse 4 (economic;
½ point per good), Town Hall 6 (public; +4 per public, +2 per craft), Dock 10 (industrial; +4 per
ship), Building Firm B1 4 (craft), Guildhouse 4 (economic; +2 per economic), Business Park 10 (none;
+2 per industrial), Steel Mill 22 (industrial), Cokery 18 (industrial); ships S05 wooden 4,
Luxury Yacht 20, MS Dagmar 50.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.lehavre.score_sheet import LeHavreTally, score
from scorers.problems import SheetError
from scorers.sheet_file import score_data


def sheet(*players: dict[str, Any]) -> Any:
    return score_data("lehavre", {"players": list(players)})


def problems(*players: dict[str, Any]) -> list[str]:
    with pytest.raises(SheetError) as caught:
        sheet(*players)
    return [str(p) for p in caught.value.problems]


def cells(result: Any, player: int = 0) -> dict[str, int]:
    return {r.key: r.cells[player] for r in result.rows}


def explain(result: Any, key: str, player: int = 0) -> str:
    return next(r.explain[player] for r in result.rows if r.key == key)


ANN = {
    "name": "Ann",
    "francs": 23,
    "loans": 3,
    "buildings": ["Wharf", "Fishery", "Bank", "storehouse", "TOWN HALL", "Dock"],
    "ships": ["S05", 6, "Luxury Yacht"],
    "goods": {"fish": 3, "smoked fish": 2, "bread": 4},
}
BOB = {
    "name": "Bob",
    "francs": 12,
    "loans": 4,
    "buildings": ["B1", "Guildhouse", "012", "Steel Mill", 25],
}


def test_rows_and_a_full_hand_computed_sheet() -> None:
    result = sheet(ANN, BOB)
    assert [r.key for r in result.rows] == [
        "francs",
        "buildings",
        "ships",
        "storehouse",
        "dock",
        "town_hall",
        "bank",
        "business_park",
        "guildhouse",
        "loans",
    ]
    assert cells(result, 0) == {
        "francs": 8,  # 23 − 3 loans × 5
        "buildings": 60,  # 14 + 10 + 16 + 4 + 6 + 10
        "ships": 30,  # 4 + 6 + 20
        "storehouse": 4,  # 9 goods ÷ 2
        "dock": 12,  # 3 ships × 4
        "town_hall": 6,  # 1 public × 4 + 1 craft × 2
        "bank": 10,  # 2 industrial × 3 + 2 economic × 2
        "business_park": 0,
        "guildhouse": 0,
        "loans": 0,
    }
    assert cells(result, 1) == {
        "francs": 2,  # 12 − 2 loans × 5
        "buildings": 58,  # B1 4 + Guildhouse 4 + Business Park 10 + Steel Mill 22 + Cokery 18
        "ships": 0,
        "storehouse": 0,
        "dock": 0,
        "town_hall": 0,
        "bank": 0,
        "business_park": 4,  # 2 industrial × 2
        "guildhouse": 2,  # 1 economic × 2 (itself)
        "loans": -14,  # 2 unpaid × 7
    }
    assert result.totals == (130, 52)
    assert result.ranks == (1, 2)
    assert result.winners == ("Ann",)
    assert result.tiebreak is None
    assert result.outcome == "points"


def test_explanations_can_be_checked_by_hand() -> None:
    result = sheet(ANN, BOB)
    assert explain(result, "francs") == "francs: 23 − 3 loans repaid × 5 = 8"
    assert explain(result, "loans") == "loans: 3 held, 3 repaid from francs, 0 unpaid × −7 = 0"
    assert explain(result, "buildings") == (
        "buildings: Wharf (12) 14 + Fishery 10 + Bank 16 + Storehouse 4 + Town Hall 6 + Dock 10 = 60"
    )
    assert explain(result, "ships") == "ships: S05 wooden 4 + ship worth 6 + Luxury Yacht 20 = 30"
    assert explain(result, "storehouse") == "storehouse: 9 goods ÷ 2, rounded down = 4"
    assert explain(result, "dock") == "dock: 3 ships × 4 = 12"
    assert explain(result, "town_hall") == "town hall: 1 public × 4 + 1 craft × 2 = 6"
    assert explain(result, "bank") == "bank: 2 industrial × 3 + 2 economic × 2 = 10"
    assert explain(result, "business_park") == "business park: not owned = 0"
    assert explain(result, "loans", 1) == "loans: 4 held, 2 repaid from francs, 2 unpaid × −7 = −14"
    assert explain(result, "francs", 1) == "francs: 12 − 2 loans repaid × 5 = 2"


def test_loans_unpaid_when_francs_do_not_reach_five() -> None:
    result = sheet({"name": "Ann", "francs": 4, "loans": 1})
    assert cells(result)["francs"] == 4
    assert cells(result)["loans"] == -7
    assert result.totals == (-3,)


def test_zero_sheet_and_a_tie_share_the_win() -> None:
    result = sheet({"name": "Ann"}, {"name": "Bob"})
    assert result.totals == (0, 0)
    assert result.winners == ("Ann", "Bob")
    assert result.ranks == (1, 1)
    assert result.tiebreak is None
    tie = sheet(
        {"name": "Ann", "francs": 14}, {"name": "Bob", "buildings": ["Sawmill"]}, {"name": "Cy", "francs": 3}
    )
    assert tie.totals == (14, 14, 3)
    assert tie.winners == ("Ann", "Bob")
    assert tie.ranks == (1, 1, 3)
    assert tie.tiebreak is None


def test_both_wharves_by_name_and_numbers_in_every_spelling() -> None:
    result = sheet({"name": "Ann", "buildings": ["wharf", "WHARF", "_04", "1", 2, "b2", "Patisserie"]})
    # Wharf 14 + Wharf 14 + Joinery 8 + Marketplace 6 + Sawmill 14 + Building Firm B2 6 + Pâtisserie 6
    assert cells(result)["buildings"] == 68
    assert "Wharf (12) 14 + Wharf (17) 14" in explain(result, "buildings")


def test_a_number_takes_its_copy_before_a_name_takes_the_free_one() -> None:
    result = sheet({"name": "Ann", "buildings": ["Wharf"]}, {"name": "Bob", "buildings": [12]})
    assert explain(result, "buildings") == "buildings: Wharf (17) 14 = 14"
    assert explain(result, "buildings", 1) == "buildings: Wharf (12) 14 = 14"


def test_ms_dagmar_counts_as_a_ship_for_the_dock() -> None:
    result = sheet({"name": "Ann", "buildings": ["Dock", "MS Dagmar"], "ships": [38]})
    assert cells(result)["buildings"] == 10
    assert cells(result)["ships"] == 88  # 50 + 38
    assert cells(result)["dock"] == 8  # 2 ships × 4
    assert result.totals == (106,)


def test_maximum_bank_and_town_hall_count_themselves() -> None:
    result = sheet(
        {"name": "Ann", "buildings": ["Bank", "Town Hall", "Church", "Local Court", "Cokery", "Fishery"]}
    )
    # public: Town Hall, Church, Local Court = 3 × 4 + craft Fishery 1 × 2 = 14
    assert cells(result)["town_hall"] == 14
    # industrial: Cokery 1 × 3 + economic: Bank 1 × 2 = 5
    assert cells(result)["bank"] == 5


def test_storehouse_rounds_half_points_down_and_goods_score_nothing_without_it() -> None:
    assert (
        cells(
            sheet({"name": "Ann", "buildings": ["Storehouse"], "goods": {"coal": 3, "Hides": 2, "steel": 2}})
        )["storehouse"]
        == 3
    )
    assert sheet({"name": "Ann", "goods": {"coal": 30}}).totals == (0,)


def test_unverified_catalog_values_are_flagged_in_the_explanation() -> None:
    result = sheet({"name": "Ann", "buildings": ["Bakery"]})
    assert explain(result, "buildings") == "buildings: Bakery 6 (value unverified: check the card) = 6"


def test_the_engine_can_score_tallies_directly() -> None:
    result = score([LeHavreTally("Ann", francs=10, buildings=("26",), ships=("S20", "S01"))])
    # 10 + Dock 10 + ships 30 + 2 + Dock bonus 2 × 4
    assert result.totals == (60,)


# ----------------------------------------------------------------------------- errors


def test_an_unknown_building_lists_the_closest_names() -> None:
    assert problems({"name": "Ann", "buildings": ["Wharff", "Fishry"]}) == [
        "Ann, buildings: unknown building 'Wharff'; closest: Wharf",
        "Ann, buildings: unknown building 'Fishry'; closest: Fishery, Fish Market, Furriery",
    ]


def test_building_firm_by_name_is_ambiguous() -> None:
    assert problems({"name": "Ann", "buildings": ["Building Firm"]}) == [
        "Ann, buildings: 'Building Firm' is ambiguous: B1 (value 4) or B2 (value 6); write the number"
    ]


def test_a_building_exists_once_and_the_wharf_twice() -> None:
    assert problems({"name": "Ann", "buildings": ["Bank"]}, {"name": "Bob", "buildings": ["bank"]}) == [
        "Bob, buildings: Bank is also listed for Ann; it exists once"
    ]
    assert problems(
        {"name": "Ann", "buildings": ["Wharf", "Wharf"]}, {"name": "Bob", "buildings": ["Wharf"]}
    ) == ["Bob, buildings: every copy of Wharf (12, 17) is already listed; the game has 2"]


def test_bad_numbers_and_unownable_buildings() -> None:
    assert problems({"name": "Ann", "buildings": [55, "099", "Construction Site"]}) == [
        'Ann, buildings: no building number 55: numbers 0-31 are the standard series; write a special building as a 3-digit string like "012", or by name',
        'Ann, buildings: no building number "099" (00-31 standard, 001-046 special, B1-B3)',
    ]
    assert problems({"name": "Ann", "buildings": ["Construction Site"]}) == [
        "Ann, buildings: Construction Site can be neither built nor bought: nobody owns it"
    ]


def test_ships_must_exist_and_exist_once() -> None:
    assert problems({"name": "Ann", "ships": ["S21", "Titanic"]}) == [
        "Ann, ships: no ship 'S21': the ships are S01-S20",
        "Ann, ships: unknown ship 'Titanic': write S01-S20, the printed value as a number, or Luxury Yacht, MS Dagmar",
    ]
    assert problems({"name": "Ann", "ships": [5]}) == [
        "Ann, ships: no ship is worth 5; the printed values are 2, 4, 6, 8, 10, 12, 16, 20, 24, 30, 34, 38"
    ]
    assert problems({"name": "Ann", "ships": ["S05"]}, {"name": "Bob", "ships": ["s5"]}) == [
        "Bob, ships: S05 is also listed for Ann; it exists once"
    ]


def test_four_ships_are_worth_two_and_a_fifth_is_impossible() -> None:
    assert sheet({"name": "Ann", "ships": [2, 2, "S01"]}, {"name": "Bob", "ships": [2]}).totals == (6, 2)
    assert problems({"name": "Ann", "ships": [2, 2, "S01"]}, {"name": "Bob", "ships": [2, 2]}) == [
        "Ann, Bob, ships: 5 ships worth 2 listed in all, but the game has 4"
    ]


def test_a_ship_card_is_listed_once_and_a_ship_is_not_a_building() -> None:
    assert problems({"name": "Ann", "buildings": ["Luxury Yacht"], "ships": ["luxury yacht"]}) == [
        "Ann, ships: Luxury Yacht is also listed for Ann; it exists once"
    ]
    assert problems({"name": "Ann", "ships": ["Bank"]}) == [
        "Ann, ships: unknown ship 'Bank': write S01-S20, the printed value as a number, or Luxury Yacht, MS Dagmar"
    ]
    assert problems({"name": "Ann", "buildings": ["S05"]}) == [
        "Ann, buildings: 'S05' is a ship; list it under ships"
    ]


def test_goods_must_be_goods() -> None:
    assert problems({"name": "Ann", "goods": {"fishh": 2, "francs": 3, "coal": -1, "wood": 1.5}}) == [
        "Ann, goods.coal: cannot be negative (-1)",
        "Ann, goods.wood: must be a whole number, not the decimal 1.5",
        "Ann, goods.fishh: unknown good; closest: fish",
        "Ann, goods.francs: francs are not goods; give them as `francs`",
    ]


def test_negative_francs_and_loans_wrong_types() -> None:
    assert problems({"name": "Ann", "francs": -2, "loans": "1", "buildings": "Bank"}) == [
        "Ann, francs: cannot be negative (-2)",
        'Ann, loans: must be a whole number, not "1"',
        'Ann, buildings: must be a list of strings or numbers (e.g. [ ... ]), not "Bank"',
    ]


def test_le_havre_is_for_one_to_five_players() -> None:
    assert problems(*({"name": f"P{i}"} for i in range(6))) == [
        "players: 6 player(s) given; this game is for 1-5 players"
    ]

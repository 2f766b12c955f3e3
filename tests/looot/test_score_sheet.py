"""Looot score sheet: every category, bonus, tie-break and impossible combination, hand-computed.

Values used (reference/looot.md §Scoring): base castle 4, watchtower 2, house 1, gold 2, sheep 1,
wood 1, axe 0; sites port 5, altar 7, palace 9; trophies 2→3, 3→6, 4→10, 5→15, 6→21; −5 per
unfilled longship.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.looot.score_sheet import LoootTally, score
from scorers.problems import SheetError
from scorers.sheet_file import score_data


def sheet(*players: dict[str, Any]) -> Any:
    return score_data("looot", {"game": "looot", "players": list(players)})


def problems(*players: dict[str, Any]) -> list[str]:
    with pytest.raises(SheetError) as caught:
        sheet(*players)
    return [str(p) for p in caught.value.problems]


def row(result: Any, key: str) -> tuple[int, ...]:
    return next(r.cells for r in result.rows if r.key == key)


def explain(result: Any, key: str, player: int = 0) -> str:
    return next(r.explain[player] for r in result.rows if r.key == key)


def test_rows_follow_the_published_score_pad_order() -> None:
    result = sheet({"name": "Ann"}, {"name": "Bob"})
    assert [r.key for r in result.rows] == [
        "castle",
        "watchtower",
        "house",
        "gold",
        "sheep",
        "wood",
        "sites",
        "trophy",
        "unfilled_longships",
    ]


def test_castle_with_one_longship_bonus_matches_the_issue_example() -> None:
    result = sheet({"name": "Ann", "castle": 2, "wood": 1, "longships": ["Castle31"]}, {"name": "Bob"})
    assert row(result, "castle") == (14, 0)
    assert explain(result, "castle") == "castle: (4 + 3 longship bonus) × 2 = 14"


def test_every_category_with_its_bonus_and_every_extra() -> None:
    ann = {
        "name": "Ann",
        "castle": 2,
        "watchtower": 3,
        "house": 4,
        "gold": 5,
        "sheep": 2,
        "wood": 3,
        "axe": 3,
        # +4 castle (gold gold axe), +3 gold (gold sheep sheep), +2 watchtower (wood wood gold),
        # +1 house (sheep sheep wood), +2 wood (gold gold wood), +2 sheep (sheep gold gold)
        "longships": ["Castle41", "Gold31", "Watchtower21", "House11", "Wood21", "Sheep22"],
        "sites": ["port", "altar", "palace"],
        "trophy": 3,
        "unfilled_longships": 1,
    }
    result = sheet(ann, {"name": "Bob"})
    expected = {
        "castle": 16,  # (4 + 4) × 2
        "watchtower": 12,  # (2 + 2) × 3
        "house": 8,  # (1 + 1) × 4
        "gold": 25,  # (2 + 3) × 5
        "sheep": 6,  # (1 + 2) × 2
        "wood": 9,  # (1 + 2) × 3
        "sites": 21,  # 5 + 7 + 9
        "trophy": 6,  # 3 axes
        "unfilled_longships": -5,
    }
    assert {r.key: r.cells[0] for r in result.rows} == expected
    assert result.totals == (98, 0)
    assert result.ranks == (1, 2)
    assert result.winners == ("Ann",)
    assert result.tiebreak is None
    assert result.outcome == "points"
    assert explain(result, "gold") == "gold: (2 + 3 longship bonus) × 5 = 25"
    assert explain(result, "sites") == "sites: port 5 + altar 7 + palace 9 = 21"
    assert explain(result, "trophy") == "trophy: 3 axes → 6"
    assert explain(result, "unfilled_longships") == "unfilled longships: 1 × −5 = −5"


def test_two_longships_of_one_category_add_up_and_category_form_is_accepted() -> None:
    # castle+3 can be Castle32 (wood ×3); castle+4 is Castle41 (gold gold axe; axes not given)
    result = sheet(
        {"name": "Ann", "castle": 3, "wood": 3, "gold": 2, "longships": ["castle+3", "Castles + 4"]},
        {"name": "Bob"},
    )
    assert row(result, "castle") == (33, 0)
    assert explain(result, "castle") == "castle: (4 + 3 + 4 longship bonuses) × 3 = 33"


def test_a_completed_longship_with_no_tile_of_its_category_scores_nothing() -> None:
    result = sheet({"name": "Ann", "wood": 3, "longships": ["Castle32"]}, {"name": "Bob"})
    assert row(result, "castle") == (0, 0)
    assert explain(result, "castle") == "castle: (4 + 3 longship bonus) × 0 = 0"


def test_catalog_ids_are_case_insensitive() -> None:
    result = sheet({"name": "Ann", "house": 2, "sheep": 3, "longships": ["house21"]}, {"name": "Bob"})
    assert row(result, "house") == (6, 0)  # (1 + 2) × 2


def test_zero_sheet_scores_zero_and_both_share_the_win() -> None:
    result = sheet({"name": "Ann"}, {"name": "Bob"})
    assert result.totals == (0, 0)
    assert result.ranks == (1, 1)
    assert result.winners == ("Ann", "Bob")
    assert result.tiebreak is None
    assert explain(result, "trophy") == "trophy: none = 0"
    assert explain(result, "sites") == "sites: none = 0"


def test_maximum_trophy_and_sites_and_a_full_fjord() -> None:
    # 34 free spaces: 10 castles + 10 watchtowers + 14 gold; the 6-axe trophy (axes not given)
    result = sheet(
        {
            "name": "Ann",
            "castle": 10,
            "watchtower": 10,
            "gold": 14,
            "trophy": 6,
            "sites": ["palace", "port", "altar"],
        },
        {"name": "Bob"},
    )
    assert row(result, "trophy") == (21, 0)
    assert row(result, "sites") == (21, 0)
    assert result.totals == (40 + 20 + 28 + 21 + 21, 0)


def test_tie_is_decided_by_the_higher_trophy() -> None:
    ann = {"name": "Ann", "gold": 6, "trophy": 2}  # 12 + 3 = 15
    bob = {"name": "Bob", "gold": 4, "wood": 1, "trophy": 3}  # 8 + 1 + 6 = 15
    result = sheet(ann, bob)
    assert result.totals == (15, 15)
    assert result.winners == ("Bob",)
    assert result.ranks == (2, 1)
    assert result.tiebreak == "higher trophy value (Ann 3, Bob 6)"


def test_tie_without_trophies_is_a_shared_win_and_the_trophy_decides_a_third_player() -> None:
    ann = {"name": "Ann", "house": 15}  # 15
    bob = {"name": "Bob", "sheep": 14, "wood": 0, "castle": 0, "house": 1}  # 14 + 1 = 15
    cy = {"name": "Cy", "gold": 6}  # 12
    result = sheet(ann, bob, cy)
    assert result.totals == (15, 15, 12)
    assert result.winners == ("Ann", "Bob")
    assert result.ranks == (1, 1, 3)
    assert result.tiebreak is None

    dee = {"name": "Dee", "gold": 6, "trophy": 2}  # 12 + 3 = 15
    result = sheet(ann, bob, dee)
    assert result.winners == ("Dee",)
    assert result.ranks == (2, 2, 1)
    assert result.tiebreak == "higher trophy value (Ann 0, Bob 0, Dee 3)"


def test_unfilled_longships_cost_five_each_and_can_make_a_total_negative() -> None:
    result = sheet({"name": "Ann", "unfilled_longships": 3}, {"name": "Bob", "wood": 1})
    assert row(result, "unfilled_longships") == (-15, 0)
    assert result.totals == (-15, 1)
    assert explain(result, "unfilled_longships") == "unfilled longships: 3 × −5 = −15"


def test_the_engine_can_score_tallies_directly() -> None:
    tallies = [
        LoootTally("Ann", {"castle": 1, "wood": 1, "axe": 2}, (("castle", 3),), 0, ("port",), 2),
        LoootTally("Bob", {"house": 2}),
    ]
    result = score(tallies)
    # Ann: castle (4 + 3) × 1 + wood 1 + port 5 + trophy 3 = 16; Bob: 2
    assert result.totals == (16, 2)


# ----------------------------------------------------------------------------- errors


def test_two_players_cannot_hold_the_same_trophy() -> None:
    assert problems({"name": "Ann", "trophy": 4}, {"name": "Bob", "trophy": 4}) == [
        "Bob, trophy: the 4-axe trophy is already held by Ann"
    ]


@pytest.mark.parametrize("trophy", [1, 7])
def test_a_trophy_must_show_two_to_six_axes(trophy: int) -> None:
    assert problems({"name": "Ann", "trophy": trophy}, {"name": "Bob"}) == [
        f"Ann, trophy: no trophy shows {trophy} axes; they show 2, 3, 4, 5, 6 (0 = none)"
    ]


def test_axes_given_must_reach_the_trophy() -> None:
    assert problems({"name": "Ann", "axe": 3, "trophy": 4}, {"name": "Bob"}) == [
        "Ann, axe: 3 axes, but the trophy taken needs 4"
    ]
    assert sheet({"name": "Ann", "axe": 4, "trophy": 4}, {"name": "Bob"}).totals == (10, 0)


def test_negative_counts_and_wrong_types_name_player_and_key() -> None:
    found = problems(
        {"name": "Ann", "castle": -1, "gold": "2", "sheep": 1.5, "wood": True, "sites": "port"},
        {"name": "Bob", "longships": "Castle31"},
    )
    assert found == [
        "Ann, castle: cannot be negative (-1)",
        'Ann, gold: must be a whole number, not "2"',
        "Ann, sheep: must be a whole number, not the decimal 1.5",
        "Ann, wood: must be a whole number, not true",
        'Ann, sites: must be a list of strings (e.g. [ ... ]), not "port"',
        'Bob, longships: must be a list of strings (e.g. [ ... ]), not "Castle31"',
    ]


def test_unknown_keys_suggest_the_close_ones() -> None:
    found = problems({"name": "Ann", "castles": 2}, {"name": "Bob"})
    assert len(found) == 1
    assert found[0].startswith("Ann, castles: unknown key; closest: castle")


def test_sites_must_be_known_and_listed_once() -> None:
    assert problems({"name": "Ann", "sites": ["port", "Port", "temple"]}, {"name": "Bob"}) == [
        "Ann, sites: port is listed twice; each player has one",
        "Ann, sites: 'temple' is not a construction site; the sites are port, altar, palace",
    ]


def test_unknown_longships_and_impossible_bonuses() -> None:
    found = problems({"name": "Ann", "longships": ["Castle51", "castle+2"]}, {"name": "Bob"})
    assert found[0].startswith("Ann, longships: unknown longship 'Castle51'")
    assert found[1] == "Ann, longships: no castle longship gives +2; they give +3 or +4"


def test_a_longship_tile_exists_once() -> None:
    found = problems(
        {"name": "Ann", "wood": 3, "longships": ["Castle32"]},
        {"name": "Bob", "wood": 3, "longships": ["castle32"]},
    )
    assert found == ["Bob, longships: Castle32 is also listed for Ann; each tile exists once"]


def test_only_one_castle_plus_four_longship_exists() -> None:
    found = problems(
        {"name": "Ann", "gold": 2, "longships": ["castle+4"]},
        {"name": "Bob", "gold": 2, "longships": ["castle+4"]},
    )
    assert found == [
        "Ann, Bob, longships: 2 castle+4 longships completed in all, but only 1 such tile(s) exist"
    ]


def test_a_completed_longship_needs_its_resources_in_the_fjord() -> None:
    assert problems({"name": "Ann", "gold": 1, "axe": 1, "longships": ["Castle41"]}, {"name": "Bob"}) == [
        "Ann, longships: Castle41 needs axe ×1 + gold ×2 in the fjord to be completed, but the sheet gives gold = 1"
    ]
    found = problems({"name": "Ann", "sheep": 1, "longships": ["house+2"]}, {"name": "Bob"})
    assert found == [
        "Ann, longships: 1 × house+2 completed, but only 0 such longship(s) can be completed with "
        "gold 0, sheep 1, wood 0 (House21: sheep sheep sheep)"
    ]


def test_resource_tiles_are_limited_by_thirteen_vikings_and_one_double_gain() -> None:
    assert sheet({"name": "Ann", "gold": 10, "axe": 4}, {"name": "Bob"}).totals == (20, 0)
    assert problems({"name": "Ann", "gold": 10, "axe": 5}, {"name": "Bob"}) == [
        "Ann, axe: gold 10 + axe 5 = 15 resource tiles, but 13 Vikings and the Double-gain shield yield at most 14"
    ]


def test_the_fjord_holds_thirty_four_tiles_and_longships() -> None:
    assert problems(
        {"name": "Ann", "castle": 10, "watchtower": 10, "gold": 14, "unfilled_longships": 1}, {"name": "Bob"}
    ) == ["Ann, unfilled_longships: 34 tiles + 1 longships = 35, but a fjord has 34 free spaces"]


def test_a_player_takes_at_most_one_longship_per_turn() -> None:
    assert problems({"name": "Ann", "unfilled_longships": 14}, {"name": "Bob"}) == [
        "Ann, unfilled_longships: 0 completed + 14 unfilled = 14 longships, but a player takes at most one per turn (13 turns)"
    ]


@pytest.mark.parametrize("count", [1, 5])
def test_looot_is_for_two_to_four_players(count: int) -> None:
    players = [{"name": f"P{i}"} for i in range(count)]
    assert problems(*players) == [f"players: {count} player(s) given; this game is for 2-4 players"]

"""Guilds of London score sheet (seed §五): track VP + mayor cards + adjacent master pairs; a tie
goes to more mayor cards held; still tied, a shared win."""

from __future__ import annotations

from typing import Any

import pytest

from referee.guilds.score_sheet import GuildsTally, score
from scorers.problems import SheetError
from scorers.sheet_file import score_data


def sheet(*players: dict[str, Any]) -> Any:
    return score_data("guilds", {"game": "guilds", "players": list(players)})


def problems(*players: dict[str, Any]) -> list[str]:
    with pytest.raises(SheetError) as caught:
        sheet(*players)
    return [str(p) for p in caught.value.problems]


def test_rows_totals_and_explanations() -> None:
    result = sheet(
        {"name": "Ann", "vp": 40, "mayor_cards": [3, 2], "adjacent_master_pairs": 2},
        {"name": "Bob", "vp": 45},
    )
    assert [r.key for r in result.rows] == ["vp", "mayor_cards", "adjacent_master_pairs"]
    assert [r.cells for r in result.rows] == [(40, 45), (5, 0), (2, 0)]
    assert result.totals == (47, 45)
    assert result.ranks == (1, 2)
    assert result.winners == ("Ann",)
    assert result.tiebreak is None
    assert [r.explain[0] for r in result.rows] == [
        "vp: score track 40",
        "mayor cards: 3 + 2 = 5 (2 cards)",
        "adjacent masters: 2 pairs × 1 = 2",
    ]
    assert [r.explain[1] for r in result.rows] == [
        "vp: score track 45",
        "mayor cards: none held = 0",
        "adjacent masters: 0 pairs × 1 = 0",
    ]


def test_a_tie_goes_to_more_mayor_cards_held_even_worth_nothing() -> None:
    result = sheet({"name": "Ann", "vp": 45, "mayor_cards": [0]}, {"name": "Bob", "vp": 45})
    assert result.totals == (45, 45)
    assert result.winners == ("Ann",)
    assert result.ranks == (1, 2)
    assert result.tiebreak == "more mayor cards held (Ann 1, Bob 0)"
    assert result.rows[1].explain[0] == "mayor cards: 1 card = 0"


def test_a_tie_with_as_many_mayor_cards_is_a_shared_win() -> None:
    result = sheet(
        {"name": "Ann", "vp": 40, "mayor_cards": [5]}, {"name": "Bob", "vp": 44, "mayor_cards": [1]}
    )
    assert result.totals == (45, 45)
    assert result.winners == ("Ann", "Bob")
    assert result.ranks == (1, 1)
    assert result.tiebreak is None


def test_three_way_tie_and_the_tie_break_also_orders_the_places() -> None:
    result = sheet(
        {"name": "Ann", "vp": 40, "mayor_cards": [3, 2]},
        {"name": "Bob", "vp": 45},
        {"name": "Cy", "vp": 42, "mayor_cards": [3]},
        {"name": "Dee", "vp": 50},
    )
    assert result.totals == (45, 45, 45, 50)
    assert result.winners == ("Dee",)
    assert result.tiebreak is None
    assert result.ranks == (2, 4, 3, 1)
    top = sheet(
        {"name": "Ann", "vp": 40, "mayor_cards": [3, 2]},
        {"name": "Bob", "vp": 45},
        {"name": "Cy", "vp": 42, "mayor_cards": [3]},
    )
    assert top.winners == ("Ann",)
    assert top.tiebreak == "more mayor cards held (Ann 2, Bob 0, Cy 1)"
    assert top.ranks == (1, 3, 2)


def test_zero_sheet_single_player() -> None:
    result = sheet({"name": "Solo"})
    assert result.totals == (0,)
    assert result.winners == ("Solo",)
    assert result.ranks == (1,)


def test_all_twenty_one_mayor_cards_can_be_held_but_not_more() -> None:
    assert sheet(
        {"name": "Ann", "mayor_cards": [1] * 11}, {"name": "Bob", "mayor_cards": [2] * 10}
    ).totals == (11, 20)
    assert problems({"name": "Ann", "mayor_cards": [1] * 11}, {"name": "Bob", "mayor_cards": [2] * 11}) == [
        "mayor_cards: 22 mayor cards held in all (Ann 11, Bob 11), but the game has 21"
    ]


def test_the_engine_can_score_tallies_directly() -> None:
    assert score([GuildsTally("Ann", 10, (4,), 1), GuildsTally("Bob", 15)]).totals == (15, 15)


def test_errors_name_the_player_and_the_key() -> None:
    assert problems(
        {"name": "Ann", "vp": -1, "mayor_cards": [2, -3, "4"], "adjacent_master_pairs": 1.0},
        {"name": "Bob", "mayor_cards": 6, "masters": 2},
    ) == [
        "Ann, vp: cannot be negative (-1)",
        'Ann, mayor_cards: entry 3 must be a number, not "4"',
        "Ann, mayor_cards: entry 2 cannot be negative (-3)",
        "Ann, adjacent_master_pairs: must be a whole number, not the decimal 1.0",
        "Bob, mayor_cards: must be a list of numbers (e.g. [ ... ]), not 6",
        "Bob, masters: unknown key; guilds sheets know: name, vp, mayor_cards, adjacent_master_pairs",
    ]


def test_guilds_is_for_one_to_four_players_with_distinct_names() -> None:
    assert problems(*({"name": f"P{i}"} for i in range(5))) == [
        "players: 5 player(s) given; this game is for 1-4 players"
    ]
    assert problems({"name": "Ann"}, {"name": " ann "}) == ["player 2 (ann), name: is given twice (also Ann)"]
    assert problems({"name": "Ann"}, {"vp": 3}) == ["player 2, name: is missing"]

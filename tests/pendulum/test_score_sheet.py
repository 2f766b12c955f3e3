"""Pendulum judgement (seed §五 判定顺序): direct victory, regular victory, no ruler, every tie-break.

A marker is in the parchment when spaces advanced ≥ the space where that player's parchment starts;
"prestige inside the parchment" counts the spaces reached into the zone (start space = 1).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.pendulum.score_sheet import PendulumTally, score
from scorers.problems import SheetError
from scorers.sheet_file import score_data

AT_10 = {"power": 10, "prestige": 10, "popularity": 10}


def player(
    name: str, power: int, prestige: int, popularity: int, privilege: int, **extra: Any
) -> dict[str, Any]:
    return {
        "name": name,
        "power": power,
        "prestige": prestige,
        "popularity": popularity,
        "parchment": extra.pop("parchment", AT_10),
        "privilege": privilege,
        **extra,
    }


def sheet(*players: dict[str, Any]) -> Any:
    return score_data("pendulum", {"game": "pendulum", "players": list(players)})


def problems(*players: dict[str, Any]) -> list[str]:
    with pytest.raises(SheetError) as caught:
        sheet(*players)
    return [str(p) for p in caught.value.problems]


def cells(result: Any, key: str) -> tuple[int, ...]:
    return next(r.cells for r in result.rows if r.key == key)


def test_a_single_direct_victory_and_the_ranks_of_the_others() -> None:
    result = sheet(
        player("Ann", 12, 10, 11, 3, legendary=True),  # all three in: 3 + 1 + 2 = 6 inside
        player("Bob", 9, 15, 15, 1, legendary=True),  # power 1 short: regular candidate
        player("Cy", 15, 15, 15, 2),  # all in, but no legendary achievement
    )
    assert result.outcome == "direct"
    assert result.winners == ("Ann",)
    assert result.tiebreak is None
    assert result.totals is None
    assert result.ranks == (1, 2, 3)
    assert cells(result, "parchment_vp") == (6, 12, 18)
    assert cells(result, "weakest_gap") == (0, 1, 0)
    assert cells(result, "legendary") == (1, 1, 0)
    assert [r.key for r in result.rows] == [
        "power",
        "prestige",
        "popularity",
        "legendary",
        "parchment_vp",
        "weakest_gap",
        "privilege",
    ]
    explain = {r.key: r.explain for r in result.rows}
    assert explain["power"][0] == "power: space 12, parchment from 10 → in the parchment (3 spaces reached)"
    assert explain["power"][1] == "power: space 9, parchment from 10 → 1 space to go"
    assert explain["parchment_vp"][0] == (
        "inside the parchment: power 3 + prestige 1 + popularity 2 = 6 (all three tracks: direct victory)"
    )
    assert explain["weakest_gap"][1] == "to the parchment, weakest first: power 1, prestige 0, popularity 0"
    assert explain["privilege"][0] == "privilege: 3rd"
    assert explain["legendary"][2] == "legendary achievement: not held"


def test_several_direct_victories_most_prestige_inside_the_parchment() -> None:
    result = sheet(player("Ann", 12, 10, 11, 2, legendary=True), player("Bob", 10, 10, 10, 1, legendary=True))
    assert result.outcome == "direct"
    assert result.winners == ("Ann",)
    assert result.tiebreak == "most prestige inside the parchment (Ann 6, Bob 3)"
    assert result.ranks == (1, 2)


def test_several_direct_victories_equal_inside_then_privilege() -> None:
    result = sheet(player("Ann", 12, 10, 10, 2, legendary=True), player("Bob", 10, 12, 10, 1, legendary=True))
    assert cells(result, "parchment_vp") == (5, 5)
    assert result.winners == ("Bob",)
    assert result.tiebreak == "privilege order (Ann 2nd, Bob 1st)"
    assert result.ranks == (2, 1)


def test_glory_variant_is_compared_before_privilege() -> None:
    result = sheet(
        player("Ann", 12, 10, 10, 2, legendary=True, glory=2),
        player("Bob", 10, 12, 10, 1, legendary=True),  # no glory given: 0
    )
    assert result.winners == ("Ann",)
    assert result.tiebreak == "more glory (Ann 2, Bob 0)"
    assert cells(result, "glory") == (2, 0)
    assert [r.key for r in result.rows][-2:] == ["glory", "privilege"]


def test_regular_victory_weakest_track_decides() -> None:
    result = sheet(
        player("Ann", 8, 10, 10, 2, legendary=True),  # gaps 2, 0, 0
        player("Bob", 7, 12, 12, 1, legendary=True),  # gaps 3, 0, 0
        player("Cy", 10, 10, 9, 3),  # closest of all, but no legendary achievement
    )
    assert result.outcome == "regular"
    assert result.winners == ("Ann",)
    assert result.tiebreak == "weakest track closer to the parchment (Ann 2 spaces, Bob 3 spaces)"
    assert result.ranks == (1, 2, 3)


def test_regular_victory_second_weakest_decides_among_the_tied_only() -> None:
    result = sheet(
        player("Ann", 8, 10, 10, 3, legendary=True),  # 2, 0, 0
        player("Bob", 8, 9, 10, 1, legendary=True),  # 2, 1, 0
        player("Cy", 7, 10, 10, 2, legendary=True),  # 3, 0, 0
    )
    assert result.winners == ("Ann",)
    assert result.tiebreak == "second weakest track closer to the parchment (Ann 0 spaces, Bob 1 space)"
    assert result.ranks == (1, 2, 3)


def test_regular_victory_third_weakest_then_privilege() -> None:
    third = sheet(player("Ann", 8, 9, 9, 1, legendary=True), player("Bob", 8, 9, 10, 2, legendary=True))
    assert third.winners == ("Bob",)
    assert third.tiebreak == "third weakest track closer to the parchment (Ann 1 space, Bob 0 spaces)"
    level = sheet(
        player("Ann", 8, 9, 10, 3, legendary=True),
        player("Bob", 9, 8, 10, 2, legendary=True),
        player("Cy", 0, 0, 0, 1),
    )
    assert level.winners == ("Bob",)
    assert level.tiebreak == "privilege order (Ann 3rd, Bob 2nd)"
    assert level.ranks == (2, 1, 3)


def test_distances_use_each_players_own_parchment() -> None:
    result = sheet(
        player(
            "Ann", 10, 10, 10, 2, legendary=True, parchment={"power": 13, "prestige": 10, "popularity": 10}
        ),
        player("Bob", 7, 10, 10, 1, legendary=True, parchment={"power": 9, "prestige": 10, "popularity": 10}),
    )
    assert cells(result, "weakest_gap") == (3, 2)
    assert result.winners == ("Bob",)


def test_a_single_legendary_holder_wins_without_tie_break() -> None:
    result = sheet(player("Ann", 0, 0, 0, 2, legendary=True), player("Bob", 9, 9, 9, 1))
    assert result.outcome == "regular"
    assert result.winners == ("Ann",)
    assert result.tiebreak is None
    assert result.ranks == (1, 2)


def test_no_ruler_when_nobody_holds_the_legendary_achievement() -> None:
    result = sheet(player("Ann", 20, 20, 20, 1), player("Bob", 0, 0, 0, 2))
    assert result.outcome == "no_ruler"
    assert result.winners == ()
    assert result.tiebreak is None
    assert result.ranks == (1, 1)


def test_zero_tracks_and_a_solo_player() -> None:
    result = sheet(player("Solo", 0, 0, 0, 2, legendary=True))
    assert result.outcome == "regular"
    assert result.winners == ("Solo",)
    assert cells(result, "weakest_gap") == (10,)
    assert cells(result, "parchment_vp") == (0,)


def test_the_engine_can_score_tallies_directly() -> None:
    result = score(
        [PendulumTally("Ann", 5, 5, 5, AT_10, True, 1), PendulumTally("Bob", 10, 10, 10, AT_10, True, 2)]
    )
    assert result.outcome == "direct"
    assert result.winners == ("Bob",)


# ----------------------------------------------------------------------------- errors


def test_parchment_is_required_and_checked() -> None:
    assert problems({"name": "Ann", "privilege": 1}) == [
        "Ann, parchment: is missing: space where the parchment starts on each track, "
        "e.g. parchment = { power = …, prestige = …, popularity = … }"
    ]
    assert problems(player("Ann", 1, 1, 1, 1, parchment={"power": 0, "prestige": 5, "glory": 3})) == [
        "Ann, parchment.power: must be a space of the track, 1 or more (0)",
        "Ann, parchment.glory: unknown track; the tracks are power, prestige, popularity",
        "Ann, parchment.popularity: is missing (the space where it starts)",
    ]
    assert problems(player("Ann", 1, 1, 1, 1, parchment=10)) == [
        "Ann, parchment: must be a table like { name = 3 }, not 10"
    ]


def test_privilege_is_required_within_range_and_unique() -> None:
    assert problems(player("Ann", 1, 1, 1, 0)) == [
        "Ann, privilege: is missing: the final privilege position, 1 = first"
    ]
    assert problems(player("Ann", 1, 1, 1, 1), player("Bob", 1, 1, 1, 1), player("Cy", 1, 1, 1, 4)) == [
        "Bob, privilege: position 1 is already Ann's",
        "Cy, privilege: must be a position from 1 to 3 (4)",
    ]
    # two players share the track with the neutral marker: positions 1-3
    assert sheet(player("Ann", 1, 1, 1, 3), player("Bob", 1, 1, 1, 1)).ranks == (1, 1)


def test_wrong_types_and_negative_values() -> None:
    assert problems(player("Ann", -1, 1, 1, 1, legendary=1, glory=-2), player("Bob", 1, 1, 1, 2)) == [
        "Ann, power: cannot be negative (-1)",
        "Ann, legendary: must be true or false, not 1",
        "Ann, glory: cannot be negative (-2)",
    ]


def test_pendulum_is_for_one_to_five_players() -> None:
    assert problems(*(player(f"P{i}", 1, 1, 1, i + 1) for i in range(6))) == [
        "players: 6 player(s) given; this game is for 1-5 players"
    ]

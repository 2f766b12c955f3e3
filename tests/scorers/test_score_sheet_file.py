"""Reading sheet files (TOML problems, top-level keys, game mismatch) and writing them back."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from referee.core.errors import EXIT_ERROR
from scorers.problems import Problem, SheetError
from scorers.ranks import competition_ranks
from scorers.sheet_file import (
    FIELDS,
    dump_sheet,
    read_file,
    read_sheet,
    score_data,
    score_file,
)


def test_a_sheet_file_is_scored(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    path.write_text('game = "guilds"\n[[players]]\nname = "Ann"\nvp = 12\n', encoding="utf-8")
    assert score_file("guilds", path).totals == (12,)


def test_missing_unreadable_and_malformed_files_are_sheet_errors(tmp_path: Path) -> None:
    with pytest.raises(SheetError) as caught:
        score_file("guilds", tmp_path / "none.toml")
    assert str(caught.value) == f"{tmp_path / 'none.toml'}: file: no such file"
    assert caught.value.exit_code == EXIT_ERROR
    bad = tmp_path / "bad.toml"
    bad.write_text("[[players]]\nname = Ann\n", encoding="utf-8")
    with pytest.raises(SheetError, match=r"bad.toml: TOML: Invalid value \(at line 2, column 8\)"):
        read_file(bad)
    binary = tmp_path / "bin.toml"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(SheetError, match="is not UTF-8 text"):
        read_file(binary)


def test_the_game_must_match_and_top_level_keys_are_known() -> None:
    with pytest.raises(SheetError) as caught:
        score_data("looot", {"game": "guilds", "players": [{"name": "Ann", "vp": 3}]}, "s.toml")
    assert str(caught.value) == "s.toml: game: the sheet is for \"guilds\", but the command scores 'looot'"
    with pytest.raises(SheetError) as caught:
        score_data("guilds", {"game": "Guilds", "date": "today", "players": [{"name": "Ann"}]})
    assert [str(p) for p in caught.value.problems] == [
        "date: unknown key at the top of the sheet; expected `game` and [[players]]"
    ]


def test_players_are_required_and_must_be_tables() -> None:
    with pytest.raises(SheetError, match=r"no \[\[players\]\] tables"):
        score_data("guilds", {"game": "guilds"})
    with pytest.raises(SheetError) as caught:
        score_data("guilds", {"players": [{"name": "Ann"}, "Bob"]})
    assert [str(p) for p in caught.value.problems] == ["player 2, players: must be a table ([[players]])"]


def test_several_problems_are_listed_together() -> None:
    with pytest.raises(SheetError) as caught:
        score_data("guilds", {"players": [{"name": "Ann", "vp": -1}, {"name": "", "vp": 2}]}, "s.toml")
    assert str(caught.value) == (
        "s.toml: 2 problems in the score sheet:\n"
        "  Ann, vp: cannot be negative (-1)\n"
        '  player 2, name: must be a non-empty string, not ""'
    )


def test_a_partial_sheet_may_lack_required_keys() -> None:
    data = {"players": [{"name": "Ann", "power": 3}, {"name": "Bob"}]}
    assert len(read_sheet("pendulum", data, partial=True)) == 2
    with pytest.raises(SheetError):
        read_sheet("pendulum", data)


def test_competition_ranks_share_places() -> None:
    assert competition_ranks([(-10,), (-12,), (-10,), (-3,)]) == (2, 1, 2, 4)


def test_a_dumped_sheet_reads_back_with_its_arithmetic_as_comments() -> None:
    players = [
        {
            "name": 'Ann "A"',
            "castle": 5,
            "longships": ["Castle31", "gold+2"],
            "sites": [],
            "wood": 2,
            "gold": 1,
        },
        {"name": "Bob", "trophy": 2},
    ]
    text = dump_sheet("looot", players, {(0, "castle"): "3+2"})
    assert "castle = 5  # 3+2" in text
    data = tomllib.loads(text)
    assert data == {"game": "looot", "players": players}
    assert score_data("looot", data).totals == (5 * 7 + 2 + 1 * 4, 3)


def test_dump_handles_inline_tables_and_mixed_lists() -> None:
    players = [{"name": "Ann", "ships": ["S05", 6], "goods": {"smoked fish": 2, "fish": 1}, "buildings": []}]
    data = tomllib.loads(dump_sheet("lehavre", players))
    assert data["players"] == players


def test_every_game_has_fields_and_no_key_twice() -> None:
    assert set(FIELDS) == {"guilds", "lehavre", "pendulum", "looot"}
    for fields in FIELDS.values():
        keys = [f.key for f in fields]
        assert len(keys) == len(set(keys))


def test_a_game_s_sheet_is_what_its_scorer_declares(stones, monkeypatch):
    """sheet_file has no game of its own: a registered game's `<package>.score_sheet.SHEET` is all it uses."""
    import sys
    import types

    from scorers.fields import Field, SheetSpec, per_player
    from scorers.sheet import Row, ScoreSheet

    def score(tallies):
        cells = tuple(tallies)
        return ScoreSheet(
            "stones",
            ("Ann",),
            (Row("stones", "Stones", cells, ("",)),),
            cells,
            (1,),
            ("Ann",),
            None,
            "points",
        )

    def check(tallies, readers, complete):
        return [] if not complete or tallies[0] else [Problem(readers[0].who, "stones", "none at all")]

    from referee import registry
    from referee.core.record import replace

    # the game's package (here the test game's module) holds its sheet as `score_sheet`
    monkeypatch.setitem(registry.GAMES, "stones", replace(stones, package="tests.fakegame"))
    module = types.ModuleType("tests.fakegame.score_sheet")
    module.SHEET = SheetSpec(  # type: ignore[attr-defined]
        (Field("stones", "count", "score.stones.ask.stones"),),
        (1, 1),
        per_player(lambda r: r.count("stones")),
        check,
        score,
    )
    monkeypatch.setitem(sys.modules, "tests.fakegame.score_sheet", module)
    from scorers import sheet_file

    assert [f.key for f in sheet_file.FIELDS["stones"]] == ["stones"] and sheet_file.PLAYER_COUNTS[
        "stones"
    ] == (1, 1)
    assert score_data("stones", {"players": [{"name": "Ann", "stones": 4}]}).totals == (4,)
    with pytest.raises(SheetError) as caught:
        score_data("stones", {"players": [{"name": "Ann", "stones": 0}]})
    assert [str(p) for p in caught.value.problems] == ["Ann, stones: none at all"]
    assert read_sheet("stones", {"players": [{"name": "Ann"}]}, partial=True) == [0]
    with pytest.raises(SheetError, match=r"this game is for 1-1 players"):
        score_data("stones", {"players": [{"name": "Ann", "stones": 1}, {"name": "Bob", "stones": 1}]})
    with pytest.raises(SheetError, match=r"unknown key.*name, stones"):
        score_data("stones", {"players": [{"name": "Ann", "vp": 1}]})


def test_a_game_without_a_scorer_is_refused():
    from scorers.sheet_file import FIELDS, spec

    with pytest.raises(ValueError, match="no scorer for 'chess'"):
        spec("chess")
    with pytest.raises(KeyError):
        FIELDS["chess"]

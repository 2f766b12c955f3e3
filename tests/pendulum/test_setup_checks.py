"""The table's set-up is checked (seed 一 全局设置 / 玩家设置): the board's spaces, one character per
player and per mat, the printed tracks, the neutral's four spaces."""

from __future__ import annotations

from referee.pendulum import GAME

from .helpers import codes, run, setup_lines


def at(step: int, names=("Ann", "Bob", "Cid")):
    """The set-up with its first `step` lines declared."""
    return run(GAME.new_state(list(names), {}), *setup_lines(names)[:step])


def test_board_spaces_one_to_nine_per_row():
    state = at(0)
    assert codes(state, "table: board 0 4 5") == ["board_spaces"]
    assert codes(state, "table: board 4 4 10") == ["board_spaces"]


def test_each_player_one_character_each_mat_once_tracks_that_end_after_their_parchment():
    state = at(2)  # Ann has Mat1
    line = "table: character {} {} basic start 3/4/5 parchment 5/5/5 end 7/7/7"
    assert codes(state, line.format("Ann", "Mat9")) == ["character_twice"]
    assert codes(state, line.format("Bob", "Mat1")) == ["character_taken"]
    assert codes(state, "table: character Bob Mat2 basic start 3/4/5 parchment 8/5/5 end 7/7/7") == [
        "mat_tracks"
    ]


def test_neutral_spaces_are_four_green_or_purple_spaces_of_the_board():
    names = ("Ann", "Bob")
    state = at(4, names)  # board, characters, order: the neutral's spaces next
    assert state.ctx.top.kind == "declare_neutral"
    assert codes(state, "table: neutral green-top-4 green-bottom-4 black-top-1 purple-bottom-4") == [
        "neutral_spaces"
    ]
    assert codes(state, "table: neutral green-top-4 green-bottom-4 purple-top-4 purple-bottom-9") == [
        "neutral_spaces"
    ]

"""Set-up declarations: layout, ocean longships, construction sites, start player."""

from __future__ import annotations

import pytest

from referee.core.errors import UsageError
from referee.core.flow import TABLE
from referee.looot import GAME

from .helpers import codes, moves_of, run, tutorial, violations


def fresh(n: int = 2, **options: str):
    return GAME.new_state(["Ann", "Bob", "Cid", "Dee"][:n], options)


def test_new_game_starts_with_the_table_declaring_the_first_board():
    state = fresh()
    top = GAME.decision(state)
    assert top is not None and top.kind == "declare_board" and top.actor == TABLE
    assert [str(m) for m in moves_of(state)] == [f"board {f} at -3,-2 r0" for f in range(1, 9)]


@pytest.mark.parametrize("players", [["Ann"], ["A", "B", "C", "D", "E"], ["Ann", "ann"], ["Ann", "table"]])
def test_player_lists_outside_the_rules_are_refused(players):
    with pytest.raises(UsageError):
        GAME.new_state(players, {})


def test_unknown_option_or_choice_is_refused():
    with pytest.raises(UsageError):
        GAME.new_state(["Ann", "Bob"], {"nope": "x"})
    with pytest.raises(UsageError):
        GAME.new_state(["Ann", "Bob"], {"optional_actions": "two"})


def test_first_board_must_be_at_the_origin():
    assert codes(fresh(), "board 1 at 0,0 r0") == ["board_not_on_open_side"]


def test_second_board_offers_fourteen_positions_per_unused_face():
    state, _ = run(fresh(), "board 1 at -3,-2 r0")
    moves = moves_of(state)
    assert len(moves) == 14 * 6  # faces 3..8: board 1 (faces 1/2) is used
    assert {m.face for m in moves} == {3, 4, 5, 6, 7, 8}


def test_other_face_of_a_used_board_is_refused():
    state, _ = run(fresh(), "board 1 at -3,-2 r0")
    vs = violations(state, "board 2 at 1,1 r1")
    assert [v.code for v in vs] == ["board_already_used"]
    assert "face 2 is a side of landscape board 1" in vs[0].message


def test_overlapping_board_is_refused():
    state, _ = run(fresh(), "board 1 at -3,-2 r0")
    assert codes(state, "board 3 at -3,-2 r0") == ["boards_overlap", "board_not_on_open_side"]


def test_board_not_joined_to_an_open_side_is_refused():
    state, _ = run(fresh(), "board 1 at -3,-2 r0")
    assert codes(state, "board 3 at 20,20 r0") == ["board_not_on_open_side"]


def test_unknown_face_is_refused():
    assert codes(fresh(), "board 9 at -3,-2 r0") == ["unknown_face"]
    state, _ = run(fresh(), "board 1 at -3,-2 r0", "board 7 at 1,1 r1")
    assert codes(state, "trophies 3 at 4,4 r2") == ["unknown_face"]


def test_side_boards_go_on_free_open_sides_without_overlap():
    state, _ = run(fresh(), "board 1 at -3,-2 r0", "board 7 at 1,1 r1")
    assert GAME.decision(state).kind == "declare_trophy_board"
    assert codes(state, "trophies 1 at 0,0 r2") == ["boards_overlap"]
    assert codes(state, "trophies 1 at 30,0 r2") == ["side_board_not_on_open_side"]
    assert codes(state, "ocean 1 at -4,0 r5") == ["wrong_step"]
    state, _ = run(state, "trophies 1 at 4,4 r2")
    # the trophy board's side is used: the other offsets of that side are no longer offered
    offered = {(m.x, m.y, m.rot) for m in moves_of(state)}
    assert (5, 3, 2) not in offered and (-4, 0, 5) in offered
    assert codes(state, "ocean 1 at 5,3 r2") == ["boards_overlap"]


def test_setup_order_and_the_five_ocean_longships():
    state, _ = run(
        fresh(), "board 1 at -3,-2 r0", "board 7 at 1,1 r1", "trophies 1 at 4,4 r2", "ocean 1 at -4,0 r5"
    )
    assert GAME.decision(state).kind == "declare_longship"
    assert len(moves_of(state)) == 30
    state, fx = run(state, "draw Castle31")
    assert "(-4,0)" in fx[0].message
    vs = violations(state, "draw castle31")
    assert [v.code for v in vs] == ["longship_not_in_bag"]
    assert "on the ocean at (-4,0)" in vs[0].message
    state, _ = run(state, "draw Wood12", "draw Gold21", "draw House13", "draw Sheep22")
    assert state.ocean == ("Castle31", "Wood12", "Gold21", "House13", "Sheep22")
    assert len(state.bag) == 25
    assert GAME.decision(state).kind == "declare_sites"


def test_site_cards_are_different_between_players_and_declared_once():
    state, _ = run(
        fresh(),
        "board 1 at -3,-2 r0",
        "board 7 at 1,1 r1",
        "trophies 1 at 4,4 r2",
        "ocean 1 at -4,0 r5",
        *[f"draw {lid}" for lid in ("Castle31", "Wood12", "Gold21", "House13", "Sheep22")],
    )
    assert len(moves_of(state)) == 2 * 125
    state, _ = run(state, "sites Ann Port1 Altar3 Palace2")
    vs = violations(state, "sites Bob Port1 Altar1 Palace2")
    assert [v.code for v in vs] == ["site_already_dealt", "site_already_dealt"]
    assert "Port1 was already dealt to Ann" in vs[0].message
    assert codes(state, "sites ann Port2 Altar1 Palace1") == ["sites_already_declared"]
    assert codes(state, "sites Zed Port2 Altar1 Palace1") == ["unknown_player"]
    assert len(moves_of(state)) == 4 * 4 * 4
    state, _ = run(state, "sites bob Port2 Altar1 Palace5")
    assert state.players[1].sites == ("Port2", "Altar1", "Palace5")
    assert codes(state, "start Zed") == ["unknown_player"]
    state, fx = run(state, "start Bob")
    top = GAME.decision(state)
    assert top.kind == "place_viking" and top.actor == "Bob"
    assert state.ctx.round == 1


def test_player_move_during_setup_says_what_the_table_must_declare():
    vs = violations(fresh(), "place 0,0")
    assert [v.code for v in vs] == ["wrong_step"]
    assert "Declare landscape board 1 of 2" in vs[0].message
    assert vs[0].rule.section == "初始布置"


def test_layout_declarations_after_the_setup_are_wrong_step():
    """Only the step's own refusal: a declaration no open step accepts is not checked further."""
    state = tutorial()
    assert codes(state, "board 3 at 5,-5 r1") == ["wrong_step"]
    assert codes(state, "sites Ann Port4 Altar4 Palace4") == ["wrong_step"]


def test_extra_landscape_board_and_second_side_board_are_refused():
    state, _ = run(fresh(), "board 1 at -3,-2 r0", "board 7 at 1,1 r1")
    assert codes(state, "board 3 at 5,-5 r1") == ["wrong_step"]
    state, _ = run(state, "trophies 1 at 4,4 r2")
    assert codes(state, "trophies 2 at -4,0 r5") == ["wrong_step"]


def test_describe_shows_the_position_compactly():
    text = GAME.describe(tutorial())
    assert text.splitlines()[0] == "Looot — round 1, Ann to play (optional actions: published)"
    assert "Ocean: (-4,0) Castle31, (-4,-1) Wood12" in text
    assert "Trophies left: 2 3 4 5 6" in text
    assert (
        "*Ann: 13 Viking(s) left; shields left: again, occupied, double; trophy -; fjord 0/34: empty" in text
    )
    assert text.splitlines()[-1].startswith("Building stacks: house (-2,0) 2")
    assert GAME.decision(tutorial()).prompt == "flip shields if wanted, then place a Viking (place X,Y)"

"""Guilds of London position files (issue 27): written by hand (the dispute of round 5 in a few
lines, the complete one, every problem of a file at once; the broken ones are the kit's:
tests/kit/test_position_files.py) and written by the referee at sampled steps of random playouts,
read back as the same state."""

from __future__ import annotations

import pytest

from referee.core.game import judge, parse_declaration
from referee.core.position_file import load_file, read, write
from referee.guilds.engine import GAME
from referee.guilds.state import ACTION_CARDS, LIVERYMEN
from tests.kit.position_cases import folder, reads_back_at_sampled_steps, refused_as_said

HERE = folder("guilds")


def test_the_dispute_of_round_5_settles_from_a_few_lines():
    state = load_file(str(HERE / "minimal.toml"), "guilds").state
    assert (state.ctx.round, state.ctx.phase) == (5, "round")
    assert state.order == (1, 0) and state.turn_at == 1  # VP tied: the start player first, then Ann
    assert state.supply == (LIVERYMEN - 2, LIVERYMEN) and state.neutral == 4  # what the city does not hold
    assert state.deck == ACTION_CARDS - 6 - 7 - 1
    assert [(d.kind, d.actor) for d in state.ctx.stack] == [("turn", "Ann"), ("use_card", "Ann")]
    refused = judge(GAME, state, parse_declaration(GAME, state, "Ann: move hall B4"))
    assert [v.code for v in refused.violations] == ["tile_face_down"]
    allowed = judge(GAME, state, parse_declaration(GAME, state, "Ann: move hall B3"))
    assert allowed.violations == ()  # C12 and T5 both show the compass (declared in the file)


def test_the_complete_file_is_the_position_it_writes_back():
    state = load_file(str(HERE / "complete.toml"), "guilds").state
    assert state.names[state.order[state.turn_at]] == "Cid" and state.ctx.current == 2
    b4 = state.space("B4")
    assert b4 is not None and (b4.tile, b4.pieces, b4.neutral) == ("T12", (3, 1, 2), 1)
    c4 = state.space("C4")
    assert c4 is not None and not c4.face_up
    assert read(write("guilds", state), "again", "guilds")[1] == state


def test_the_turn_of_a_hand_written_round_is_opened_when_no_decision_is_written():
    text = (HERE / "minimal.toml").read_text(encoding="utf-8")
    text = "\n".join(line for line in text.splitlines() if not line.startswith("decision"))
    state = read(text, "turn.toml", "guilds")[1]
    assert [(d.kind, d.actor) for d in state.ctx.stack] == [("turn", "Ann")] and state.ctx.current == 0


def test_a_file_with_several_problems_is_refused_for_all_of_them_at_once():
    refused_as_said(HERE / "every_problem.toml", "guilds")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_written_at_any_step_reads_back_as_the_same_state(players):
    reads_back_at_sampled_steps("guilds", players)

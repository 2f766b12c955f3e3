"""Guilds of London position files (issue 27): written by hand (the dispute of round 5 in a few
lines, a complete one, broken ones each refused with its key and line, every problem of a file at
once) and written by the referee at sampled steps of random playouts, read back as the same state."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.game import judge, parse_declaration
from referee.core.position_file import read, write
from referee.guilds.engine import GAME
from referee.guilds.state import ACTION_CARDS, LIVERYMEN
from tests.kit.hand_positions import check_hand_written, position, reads_back_at_sampled_steps

HERE = Path(__file__).parent / "positions"


def test_the_dispute_of_round_5_settles_from_a_few_lines():
    state = position("guilds", "minimal.toml")
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
    state = position("guilds", "complete.toml")
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


def test_the_hand_written_files_broken_complete_and_with_every_problem():
    check_hand_written("guilds")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_written_at_any_step_reads_back_as_the_same_state(players):
    reads_back_at_sampled_steps("guilds", players)

"""Pendulum position files (issue 27): written by hand (the dispute in a few lines, the complete
one, every problem of a file at once; the broken ones are the kit's: tests/kit/test_position_files.py)
and written by the referee at sampled steps of random playouts, read back as the same state."""

from __future__ import annotations

import pytest

from referee.core.game import judge, parse_declaration
from referee.core.position_file import PositionError, load_file, read, write
from referee.pendulum.engine import GAME
from referee.pendulum.state import NEUTRAL
from tests.kit.playouts import recorded
from tests.kit.position_cases import folder, reads_back_at_sampled_steps, refused_as_said

HERE = folder("pendulum")


def test_the_dispute_settles_from_a_few_lines():
    state = load_file(str(HERE / "minimal.toml"), "pendulum").state
    assert (state.ctx.round, state.ctx.phase) == (2, "realtime")
    assert [d.kind for d in state.ctx.stack] == ["realtime"]  # real time runs: nobody is asked
    ann = state.player("Ann")
    assert ann.hand == ("Mat1.s1", "Mat1.s2", "Mat1.s3", "Mat1.s4")  # the set-up's: all four
    assert (ann.free_common, ann.aside_common, ann.free_grande, ann.council_grande) == (1, 2, 1, 1)
    bob = state.player("Bob")
    assert (bob.free_common, bob.aside_common) == (0, 2)  # his third common one is on the board
    refused = judge(GAME, state, parse_declaration(GAME, state, "Ann: place common green-top-2"))
    assert [v.code for v in refused.violations] == ["frame_occupied"]
    assert "Bob" in refused.violations[0].message
    allowed = judge(GAME, state, parse_declaration(GAME, state, "Ann: place grande green-top-2"))
    assert allowed.violations == ()


def test_the_complete_file_is_the_position_it_writes_back():
    state = load_file(str(HERE / "complete.toml"), "pendulum").state
    assert state.now == 955 and state.timers[1].row == 1 and state.timers[2].at == 805
    bob = state.player("Bob")
    assert (bob.side, bob.coin, bob.power, bob.provinces, bob.claimed) == (
        "advanced",
        5,
        4,
        (("P2", "coin"),),
        True,
    )
    assert state.player("Cid").hand == ("Mat3.s1", "Mat3.s2", "Mat3.s3", "Mat3.s4")
    assert read(write("pendulum", state), "again", "pendulum")[1] == state


def test_two_players_have_the_neutral_colour_on_the_track_and_its_four_workers():
    text = (HERE / "minimal.toml").read_text(encoding="utf-8")
    two = text.replace('["Ann", "Bob", "Cid"]', '["Ann", "Bob"]').replace(
        '"Cid", "Ann", "Bob"', '"Ann", "Bob", "neutral"'
    )
    two = "\n".join(line for line in two.splitlines() if "Cid" not in line)
    with pytest.raises(PositionError, match="0 neutral workers"):
        read(two, "two.toml", "pendulum")
    blocking = ", ".join(
        f'"neutral common {s}"' for s in ("green-top-1", "green-bottom-1", "purple-top-1", "purple-bottom-1")
    )
    state = read(two.replace('workers = ["', f'workers = [{blocking}, "'), "two.toml", "pendulum")[1]
    assert state.order == ("Ann", "Bob", NEUTRAL) and sum(w.owner == NEUTRAL for w in state.workers) == 4


def test_a_file_with_several_problems_is_refused_for_all_of_them_at_once():
    refused_as_said(HERE / "every_problem.toml", "pendulum")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_position_written_at_any_step_reads_back_as_the_same_state(players):
    reads_back_at_sampled_steps("pendulum", players)


def test_the_last_contested_move_is_written_with_the_position_before_it():
    playout = recorded("pendulum", 3, 0)
    state = next(s for s in playout.states if s.last is not None)
    text = write("pendulum", state)
    assert "[last.before" in text or "[last]" in text
    back = read(text, "last.toml", "pendulum")[1]
    assert back.last == state.last and back.last.before.last is None

"""Le Havre position files written by hand (issue 27): the dispute of round 5 in a few lines, a
complete one, and broken ones each refused with its key and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.position_file import load_file
from tests.kit.position_cases import broken, refused_as_said

HERE = Path(__file__).parent / "positions"


def test_the_minimal_dispute_reads_with_set_up_values_for_what_it_does_not_say():
    state = load_file(str(HERE / "minimal.toml"), "lehavre").state
    ann, bob = state.players
    assert (ann.francs, dict(ann.goods)) == (3, {"fish": 4})
    assert (bob.francs, dict(bob.goods), bob.buildings) == (5, {"coal": 1}, ("16",))
    assert state.ctx.round == 5 and state.turn_no == 29
    assert [(d.kind, d.actor) for d in state.ctx.stack] == [("main", "Ann")]
    assert all("16" not in stack for stack in state.stacks)  # Bob's Colliery left its stack


def test_the_complete_file_is_the_position_it_writes_back():
    from referee.core.position_file import dump

    loaded = load_file(str(HERE / "complete.toml"), "lehavre")
    assert dump("lehavre", loaded.state) == loaded.data


def test_there_are_ten_broken_files_at_least():
    assert len(broken("lehavre")) >= 10


@pytest.mark.parametrize("path", broken("lehavre"), ids=lambda p: p.stem)
def test_each_broken_file_is_refused_with_its_key_and_line(path):
    refused_as_said(path, "lehavre")

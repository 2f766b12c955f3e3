"""Looot position files written by hand (issue 27): the dispute of round 5 in a few lines, a
complete one, and broken ones each refused with its key and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.position_file import load_file
from tests.kit.position_cases import broken, refused_as_said

HERE = Path(__file__).parent / "positions"


def test_the_minimal_dispute_reads_with_set_up_values_for_what_it_does_not_say():
    state = load_file(str(HERE / "minimal.toml"), "looot").state
    ann, bob = state.players
    assert (ann.vikings, bob.vikings) == (12, 12)  # 13 less the one on the landscape
    assert state.ctx.round == 5 and state.layout_complete
    assert [(d.kind, d.actor) for d in state.ctx.stack][-1] == ("place_viking", "Ann")
    assert len(state.bag) == 25 and not set(state.bag) & set(state.ocean)
    assert state.trophies == (2, 3, 4, 5, 6)


def test_the_complete_file_is_the_position_it_writes_back():
    from referee.core.position_file import dump

    loaded = load_file(str(HERE / "complete.toml"), "looot")
    assert dump("looot", loaded.state) == loaded.data


def test_there_are_ten_broken_files_at_least():
    assert len(broken("looot")) >= 10


@pytest.mark.parametrize("path", broken("looot"), ids=lambda p: p.stem)
def test_each_broken_file_is_refused_with_its_key_and_line(path):
    refused_as_said(path, "looot")

"""Looot position files written by hand (issue 27): the dispute of round 5 in a few lines, read
with the set-up's values for what it does not say (the complete file and the broken ones are the
kit's: tests/kit/test_position_files.py)."""

from __future__ import annotations

from referee.core.position_file import load_file
from tests.kit.position_cases import folder


def test_the_minimal_dispute_reads_with_set_up_values_for_what_it_does_not_say():
    state = load_file(str(folder("looot") / "minimal.toml"), "looot").state
    ann, bob = state.players
    assert (ann.vikings, bob.vikings) == (12, 12)  # 13 less the one on the landscape
    assert state.ctx.round == 5 and state.layout_complete
    assert [(d.kind, d.actor) for d in state.ctx.stack][-1] == ("place_viking", "Ann")
    assert len(state.bag) == 25 and not set(state.bag) & set(state.ocean)
    assert state.trophies == (2, 3, 4, 5, 6)


def test_a_turn_record_or_a_board_beyond_reading_is_refused_not_a_crash():
    import pytest

    from referee.core.position_file import PositionError, read

    base = (folder("looot") / "minimal.toml").read_text(encoding="utf-8")
    for extra, key in (
        ('this_turn = { pending = "x" }', "this_turn.pending"),
        ("this_turn = { pending = [[1, 2]] }", "this_turn.pending"),
    ):
        with pytest.raises(PositionError) as caught:
            read(base + extra + "\n", "f.toml", "looot")
        assert [p.key for p in caught.value.problems] == [key]
    far = base.replace("x = -3, y = -2", "x = -3, y = 1000000000")
    with pytest.raises(PositionError) as caught:
        read(far, "f.toml", "looot")
    assert ("board[1]", 5) in [(p.key, p.line) for p in caught.value.problems]

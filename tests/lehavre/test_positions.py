"""Le Havre position files written by hand (issue 27): the dispute of round 5 in a few lines, read
with the set-up's values for what it does not say (the complete file and the broken ones are the
kit's: tests/kit/test_position_files.py)."""

from __future__ import annotations

from referee.core.position_file import load_file
from tests.kit.position_cases import folder


def test_the_minimal_dispute_reads_with_set_up_values_for_what_it_does_not_say():
    state = load_file(str(folder("lehavre") / "minimal.toml"), "lehavre").state
    ann, bob = state.players
    assert (ann.francs, dict(ann.goods)) == (3, {"fish": 4})
    assert (bob.francs, dict(bob.goods), bob.buildings) == (5, {"coal": 1}, ("16",))
    assert state.ctx.round == 5 and state.turn_no == 29
    assert [(d.kind, d.actor) for d in state.ctx.stack] == [("main", "Ann")]
    assert all("16" not in stack for stack in state.stacks)  # Bob's Colliery left its stack

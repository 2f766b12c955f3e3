"""`table: adjust` in Pendulum (issue 25, item 16): a miscounted resource, vote or track is corrected
by the table, the count itself changes (and stays changed when the save is read again), held within
the mat's cap and the track's end; a counter Pendulum does not keep is refused naming those it does."""

from __future__ import annotations

from saves.session import Session

from .helpers import codes, opening_lines, run, setup_lines, started


def test_an_adjustment_changes_the_players_count_within_its_bounds():
    state = run(started(), 'table: adjust Ann coin +2 "a cube fell off the mat"')
    assert state.player("Ann").coin == 5 and state.ctx.adjustments[-1].reason == "a cube fell off the mat"
    state = run(
        state, "table: adjust Bob culture +9", "table: adjust Cid power +20", "table: adjust Cid votes -3"
    )
    assert state.player("Bob").culture == 10  # 5 + 9, capped at 10 on the mat (seed 四)
    assert state.player("Cid").power == 7 and state.player("Cid").votes == 0  # the track's end; never below 0


def test_a_counter_pendulum_does_not_keep_is_refused_naming_those_it_does():
    assert codes(started(), "table: adjust Ann vp +2") == ["not_adjustable"]
    assert codes(started(), "Ann: adjust Ann coin +1") == ["table_only"]


def test_an_adjustment_is_replayed_from_the_save(tmp_path):
    session = Session.create(tmp_path / "a.toml", "pendulum", ["Ann", "Bob", "Cid"], {})
    for line in [*setup_lines(), *opening_lines(), "table: adjust Ann military +3"]:
        session.declare(line)
    assert Session.open(session.path, cached=False).state.player("Ann").military == 7

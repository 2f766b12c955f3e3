"""Declared printed values (ruling pendulum-declared-values) are read before they are kept: a value
the engine cannot read is refused, so a typo never makes a cost free or a reward empty."""

from __future__ import annotations

from .helpers import codes, refused, run, started


def test_value_unreadable_a_declared_cost_reward_slot_or_edge_the_engine_cannot_read():
    state = started()
    assert codes(state, "table: declare Mat1.s1 cost=coinn2 reward=power1") == ["value_unreadable"]
    assert codes(state, "table: declare Mat1.s1 cost=province1 reward=power1") == ["value_unreadable"]
    assert codes(state, "table: declare C1 edge=green reward=coin1") == ["value_unreadable"]
    assert codes(state, "table: declare black-2 reward=xx") == ["value_unreadable"]
    e = refused(state, "table: declare A1 need=any1 reward=power1")
    assert (
        "A1: any1 cannot be read as its need" in e.violations[0].message
        and e.violations[0].rule.ruling == "pendulum-declared-values"
    )


def test_readable_declarations_are_kept_and_a_declared_cost_is_then_asked():
    state = run(
        started(), "table: declare Mat1.s1 cost=coin2+prestige1 reward=power1", "table: declare C1 edge=red"
    )
    assert codes(state, "Ann: play Mat1.s1") == ["cannot_afford"]  # Ann has no prestige yet
    assert codes(state, "table: declare black-2 reward=votes1+table1") == []

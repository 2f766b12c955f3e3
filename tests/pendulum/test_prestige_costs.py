"""Costs in prestige (seed 四 进阶变体: glory 「不计声望、也不能用来支付声望代价」): a cost may ask
spaces on a track; they are paid by moving the marker back, and glory never pays them."""

from __future__ import annotations

from referee.core.record import replace

from .helpers import refused, run, started


def test_a_stratagem_that_costs_prestige_moves_the_marker_back():
    state = run(started(), "table: declare Mat1.s1 cost=prestige2 reward=coin1")
    ann = state.player("Ann")
    state = state.with_player(replace(ann, prestige=3))
    state = run(state, "Ann: play Mat1.s1", "Ann: pay", "Ann: take")
    assert (state.player("Ann").prestige, state.player("Ann").coin) == (1, 4)


def test_cannot_afford_a_prestige_cost_and_glory_never_pays_it():
    state = run(started(variant="advanced"), "table: declare Mat1.s1 cost=prestige2 reward=coin1")
    ann = state.player("Ann")
    state = state.with_player(replace(ann, prestige=1, glory=5))
    e = refused(state, "Ann: play Mat1.s1")
    assert [v.code for v in e.violations] == ["cannot_afford"]
    assert "2 (1)" in e.violations[0].message

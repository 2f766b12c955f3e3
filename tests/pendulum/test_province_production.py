"""Province production (seed 三 征服领地: provinces tucked under the production icon of their colour):
the seed prints no production values, so a space that produces is declared with `table1` and the
table says, at each use, what the player's mat and provinces produced (ruling pendulum-provinces)."""

from __future__ import annotations

from referee.core.record import replace

from .helpers import codes, run, started


def test_a_production_space_asks_the_table_what_each_players_provinces_produced():
    state = started()
    ann = state.player("Ann")
    state = state.with_player(replace(ann, provinces=(("P9", "coin"), ("P8", "coin"))))
    state = run(state, "Ann: act black-bottom-1", "Ann: take table1")
    assert [d.kind for d in state.ctx.own["Ann"]] == ["table_effect"]
    state = run(state, "table: effect Ann coin3")  # the mat's coin and the two yellow provinces
    assert state.player("Ann").coin == 6
    state = run(state, "table: declare black-2 reward=table1", "Bob: act black-bottom-2")
    assert codes(state, "Bob: take coin1") == ["reward_differs"]  # the printed space asks the table
    state = run(state, "Bob: take", "table: effect Bob coin1")  # Bob has no province
    assert state.player("Bob").coin == 4


def test_a_tucked_province_never_moves_and_only_the_council_trims_a_third_one():
    state = started()
    ann = state.player("Ann")
    state = state.with_player(replace(ann, provinces=(("P9", "coin"), ("P8", "coin"), ("P7", "coin"))))
    assert codes(state, "Ann: discard P9") == ["wrong_step"]  # no move takes a province out in the round

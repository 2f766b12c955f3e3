"""A player's own action while the others act (seed 三 工人行动的完整流程; 四 一次只做一个行动),
stratagems, achievements, caps and declared values."""

from __future__ import annotations

from referee.pendulum import refs

from .helpers import codes, flipped, refused, run, started


def test_cost_unpaid_take_before_pay_is_refused():
    state = run(started(), "Ann: act green-bottom-1")
    e = refused(state, "Ann: take votes1")
    assert "cost_unpaid" in [v.code for v in e.violations]
    bad = next(v for v in e.violations if v.code == "cost_unpaid")
    assert bad.rule.quote == "先付代价，再领取该格显示的奖励。" and "(coin 2)" in bad.message  # in words


def test_costs_are_paid_once_then_the_reward_is_taken_once():
    state = run(started(), "Ann: act green-bottom-1", "Ann: pay")
    assert state.player("Ann").coin == 1  # 3 - 2 coins (seed: green and purple cost 2)
    assert "already_paid" in codes(state, "Ann: pay")
    state = run(state, "Ann: take military2+votes1")
    assert (state.player("Ann").military, state.player("Ann").votes) == (6, 1)
    assert state.ctx.own.get("Ann", ()) == ()
    # nothing of hers is open: no step takes a `take` from her (the flow table's refusal)
    assert codes(state, "Ann: take") == ["wrong_step"]


def test_unpaid_cost_cannot_even_begin_the_action():
    state = run(started(), "Ann: act green-bottom-1", "Ann: pay", "Ann: take votes1")
    state = flipped(state, "green", "green", "green")
    state = run(state, "Ann: move common green-bottom-1 to purple-top-1")
    state = flipped(state, "purple")  # purple to the top row: Ann may act there with 1 coin
    assert state.player("Ann").coin == 1
    e = refused(state, "Ann: act purple-top-1")
    assert [v.code for v in e.violations] == ["cannot_afford"] and "coin 2 (1)" in e.violations[0].message


def test_a_reward_named_at_the_first_take_is_checked_on_every_later_use():
    state = flipped(run(started(), "Ann: act black-bottom-1", "Ann: take votes2"), "black")
    state = flipped(run(state, "Bob: move grande black-bottom-2 to black-bottom-1"), "black")
    state = run(state, "Bob: act black-bottom-1")
    assert codes(state, "Bob: take votes3") == ["reward_differs"]
    assert codes(state, "Bob: take") == []
    assert codes(run(started(), "Cid: act black-bottom-3"), "Cid: take") == ["reward_needed"]


def test_a_declared_reward_is_read_through_the_core_declaration():
    state = run(started(), "table: declare black-2 reward=culture3", "Bob: act black-bottom-2", "Bob: take")
    assert state.player("Bob").culture == 8


def test_action_already_open_a_second_action_while_one_is_open():
    state = run(started(), "Ann: act green-bottom-1")
    for line in ("Ann: act black-bottom-1", "Ann: flip black @45.0", "Ann: reclaim", "Ann: claim reward"):
        assert "action_already_open" in codes(state, line), line
    e = refused(state, "Ann: act black-bottom-1")
    assert e.violations[0].rule.quote == "一次只做一个行动：开始的行动必须完整做完，才能做下一个。"


def test_others_act_while_one_player_is_in_the_middle_of_an_action():
    state = run(started(), "Ann: act green-bottom-1", "Bob: act green-bottom-2", "Cid: flip black @45.0")
    assert {d.actor for d in state.ctx.open_decisions()} >= {"Ann", "Bob"}
    state = run(state, "Bob: pay", "Ann: pay", "Bob: take votes1", "Ann: take votes1")
    assert state.player("Ann").votes == state.player("Bob").votes == 1


def test_resources_are_capped_at_ten_and_votes_are_not():
    state = run(started(), "Ann: act black-bottom-1", "Ann: take military9+votes12")
    assert state.player("Ann").military == 10 and state.player("Ann").votes == 12


def test_stratagems_pay_then_take_then_wait_in_the_discard_until_reclaimed():
    state = started()
    assert codes(state, "Ann: play Mat1.s1") == ["printed_unknown"]
    state = run(
        state,
        "table: declare Mat1.s1 cost=culture1 reward=power1",
        "Ann: play Mat1.s1",
        "Ann: pay",
        "Ann: take",
    )
    p = state.player("Ann")
    assert p.power == 1 and p.culture == 4 and "Mat1.s1" in p.discard
    assert codes(state, "Ann: play Mat1.s1") == ["stratagem_used"]
    assert codes(state, "Ann: reclaim") == ["reclaim_culture"]
    assert codes(state, "Ann: play Mat2.s1") == ["stratagem_not_in_hand"]


def test_achievement_needs_met_nothing_spent_once_a_round_and_no_legendary_in_round_one_for_three():
    state = run(started(), "table: declare A1 need=military4 reward=prestige1")
    assert codes(state, "Ann: claim legendary") == ["legendary_round_one"]
    state = run(state, "Ann: claim reward")
    assert state.player("Ann").military == 4 and state.player("Ann").prestige == 1
    assert codes(state, "Ann: claim reward") == ["achievement_once"]
    assert codes(state, "Bob: claim reward") == []


def test_the_legendary_token_once_per_round_with_four_players():
    names = ("Ann", "Bob", "Cid", "Dee")
    state = run(started(names), "table: declare A1 need=coin3 reward=votes1", "Ann: claim legendary")
    assert state.player("Ann").legendary and state.token == "taken"
    e = refused(state, "Bob: claim legendary")
    assert [v.code for v in e.violations] == ["legendary_gone"] and e.violations[0].rule == refs.LEGENDARY
    assert codes(state, "Bob: claim reward") == []


def test_printed_values_are_never_invented():
    state = started()
    e = refused(state, "Ann: claim reward")
    assert [v.code for v in e.violations] == ["printed_unknown"]
    assert "table: declare A1" in e.violations[0].message


def test_nothing_to_reclaim_achievement_needs_unmet_and_already_done_after_the_call():
    from .test_council import CALL

    state = started()
    assert codes(state, "Ann: reclaim") == ["nothing_to_reclaim"]
    short = run(state, "table: declare A1 need=military9 reward=prestige1")
    e = refused(short, "Ann: claim reward")
    assert [v.code for v in e.violations] == ["achievement_needs"] and "9 (4)" in e.violations[0].message
    finished = run(state, *CALL, "Ann: done")
    assert codes(finished, "Ann: act black-bottom-1") == ["already_done"]
    assert codes(finished, "Bob: act black-bottom-2") == []  # the others keep acting

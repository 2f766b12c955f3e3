"""Simultaneous claims settled by the privilege track (seed 四 特权判定), logged with the rule."""

from __future__ import annotations

from .helpers import codes, flipped, refused, run, started


def free_green():
    """Green on its top row: every green bottom frame may take a worker."""
    return flipped(started(), "green")


def test_privilege_swaps_the_last_contested_move():
    state = run(free_green(), "Cid: move common green-bottom-3 to purple-top-2")
    e = refused(state, "Ann: move common green-bottom-1 to purple-top-2")
    assert [v.code for v in e.violations] == ["frame_occupied"]
    state = run(state, "table: privilege Ann")
    spaces = {w.owner: w.space for w in state.workers if not w.grande}
    assert spaces["Ann"] == "purple-top-2" and spaces["Cid"] == "green-bottom-3"
    assert state.last is None  # settled once


def test_privilege_lower_a_player_behind_on_the_track_cannot_claim_it():
    state = run(free_green(), "Ann: move common green-bottom-1 to purple-top-2")
    e = refused(state, "table: privilege Cid")
    assert [v.code for v in e.violations] == ["privilege_lower"]
    assert e.violations[0].rule.quote == "按特权轨排位高者优先；建议给约 1 秒的宽容时间"


def test_privilege_nothing_to_settle_and_the_legendary_token_is_contested_too():
    state = run(free_green(), "Bob: act black-bottom-2")
    assert codes(state, "table: privilege Ann") == ["privilege_nothing"]
    names = ("Ann", "Bob", "Cid", "Dee")
    state = run(started(names), "table: declare A1 need=coin1 reward=votes1", "Bob: claim legendary")
    state = run(state, "table: privilege Ann")
    assert state.player("Ann").legendary and not state.player("Bob").legendary
    assert not state.player("Bob").claimed  # the loser has not used her claim


def test_privilege_illegal_when_the_winner_could_not_have_made_the_move():
    state = run(started(("Ann", "Bob", "Cid", "Dee")), "table: declare A1 need=coin9 reward=votes1")
    from referee.core.record import replace

    state = state.with_player(replace(state.player("Bob"), coin=9))
    state = run(state, "Bob: claim legendary")
    assert codes(state, "table: privilege Ann") == ["privilege_illegal"]


def green_flipped_by_bob():
    """Black flipped away at 45 s (Ann's grande on black-bottom-1 free), then Bob flips green at 120 s."""
    return run(started(), "Cid: flip black @45.0", "Bob: flip green @120.0")


def test_privilege_a_placement_at_the_instant_of_a_flip_comes_first_for_the_higher_rank():
    state = green_flipped_by_bob()
    line = "Ann: move grande black-bottom-1 to green-top-2"
    assert codes(state, line) == ["wrong_row"]  # after the flip the green top row has the hourglass
    state = run(state, "table: privilege Ann before move grande black-bottom-1 to green-top-2")
    assert {w.space for w in state.workers if w.owner == "Ann" and w.grande} == {"green-top-2"}
    assert state.timer("green").row == 0 and state.now == 1200  # the same flip, after the placement
    assert codes(state, "Ann: act green-top-2") == []  # her worker now stands with the hourglass
    assert state.last is None


def test_privilege_flip_the_placement_must_be_named_legal_and_by_a_higher_rank():
    state = green_flipped_by_bob()
    assert codes(state, "table: privilege Ann") == ["privilege_flip"]
    assert codes(state, "table: privilege Cid before move grande black-bottom-3 to green-top-3") == [
        "privilege_lower"
    ]
    locked = "table: privilege Ann before move common green-bottom-1 to green-top-3"  # stuck before the flip
    assert codes(state, locked) == ["privilege_illegal"]
    assert codes(state, "table: privilege Ann before claim reward") == ["privilege_illegal"]


def test_privilege_before_flip_only_against_a_flip():
    state = run(free_green(), "Cid: move common green-bottom-3 to purple-top-2")
    assert codes(state, "table: privilege Ann before place common purple-top-2") == ["privilege_before_flip"]


def test_privilege_nothing_after_a_move_nobody_contests():
    state = run(free_green(), "Cid: move common green-bottom-3 to purple-top-2")
    state = run(state, "Bob: act black-bottom-2")  # an action of his own: no one else could take it
    assert codes(state, "table: privilege Ann") == ["privilege_nothing"]


def test_privilege_the_same_province_card_goes_to_the_higher_rank():
    state = run(started(), "table: declare P1 slot=military", "table: declare black-1 reward=province1")
    state = run(state, "table: declare black-2 reward=province1")
    state = run(state, "Ann: act black-bottom-1", "Ann: pay", "Ann: take")
    state = run(state, "Bob: act black-bottom-2", "Bob: pay", "Bob: take", "Bob: conquer P1")
    assert codes(state, "Ann: conquer P1") == ["province_gone"]
    state = run(state, "table: privilege Ann")
    assert state.player("Ann").provinces == (("P1", "military"),)
    assert state.player("Bob").provinces == ()
    assert state.ctx.own["Bob"][-1].kind == "conquer_province"  # Bob conquers another


def test_privilege_illegal_when_no_open_step_takes_the_winners_move():
    """Bob conquers a province of the display; Ann ranks higher but has no province to conquer open
    (no step takes her `conquer`): the move cannot be hers, and the realtime frame stays open."""
    state = run(started(), "table: declare P1 slot=military", "table: declare black-2 reward=province1")
    state = run(state, "Bob: act black-bottom-2", "Bob: pay", "Bob: take", "Bob: conquer P1")
    assert codes(state, "table: privilege Ann") == ["privilege_illegal"]
    assert state.ctx.top is not None and state.ctx.top.kind == "realtime"

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
    state = free_green()
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

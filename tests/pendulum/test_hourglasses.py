"""The hourglasses in game time (seed 三 随时可进行的非计时行动, 呼叫议会后; 四 暂停, 无计时模式)."""

from __future__ import annotations

from referee.pendulum import clock, refs

from .helpers import codes, refused, run, started


def test_flip_too_early_while_sand_remains_beyond_the_grace():
    state = started()
    e = refused(state, "Ann: flip green @100.0")
    assert [v.code for v in e.violations] == ["flip_too_early"]
    assert "20.0" in e.violations[0].message and e.violations[0].rule == refs.FLIP
    assert e.violations[0].rule.quote.endswith("沙未漏完不可翻）")
    assert codes(state, "Ann: flip green @119.0") == []  # within the 1-second grace
    assert codes(state, "Ann: flip green @118.9") == ["flip_too_early"]
    assert codes(started(privilege_grace="0"), "Ann: flip green @119.0") == ["flip_too_early"]


def test_flip_too_early_for_each_hourglass_by_its_own_duration():
    state = started()
    assert codes(state, "Bob: flip black @44.0") == []
    assert codes(state, "Bob: flip black @43.0") == ["flip_too_early"]
    assert codes(state, "Bob: flip purple @179.0") == []
    assert codes(state, "Bob: flip purple @170.0") == ["flip_too_early"]


def test_a_flip_turns_the_hourglass_to_the_other_row_and_restarts_its_sand():
    state = run(started(), "Cid: flip black @45.0")
    assert state.timer("black").row == 0 and state.timer("black").at == 450
    assert clock.sand_left(state, "black", 500) == 400
    assert codes(state, "Cid: flip black @60.0") == ["flip_too_early"]


def test_time_never_runs_backwards():
    state = run(started(), "Cid: flip black @50.0")
    e = refused(state, "Ann: flip green @49.0")
    assert "time_backwards" in [v.code for v in e.violations]
    assert codes(state, "table: pause @40.0") == ["time_backwards"]


def test_time_needed_in_the_timed_mode_only():
    assert codes(started(), "Ann: flip black") == ["time_needed"]
    untimed = run(started(), "table: clock untimed", "table: panel black purple")
    untimed = run(untimed, "Ann: ready", "Bob: ready", "Cid: ready")
    assert codes(untimed, "Ann: flip black") == []


def test_every_purple_flip_knocks_off_a_marker_and_the_last_calls_the_council():
    state = run(started(), "Ann: flip purple @180.0")
    assert state.markers == (0, 1) and not state.council_called
    state = run(state, "Bob: flip purple @360.0")
    assert state.markers == (0, 0) and state.council_called


def test_flip_after_council_is_refused_but_everyone_keeps_acting():
    state = run(started(), "Ann: flip purple @180.0", "Bob: flip purple @360.0")
    e = refused(state, "Cid: flip green @400.0")
    assert [v.code for v in e.violations] == ["flip_after_council"]
    assert e.violations[0].rule.quote == "呼叫议会后：不能再翻沙漏，但所有人可继续行动，直到大家都完成"
    assert codes(state, "Ann: act black-bottom-1") == []


def test_done_only_after_the_council_is_called_and_then_the_council_begins():
    state = started()
    assert codes(state, "Ann: done") == ["council_not_called"]
    state = run(state, "Ann: flip purple @180.0", "Bob: flip purple @360.0", "Ann: done")
    assert codes(state, "Ann: done") == ["done_twice"]
    state = run(state, "Bob: done", "Cid: done")
    assert state.ctx.phase == "council"


def test_pause_stops_game_time_and_resume_shifts_every_hourglass():
    state = run(started(), "table: pause @30.0")
    assert codes(state, "Ann: flip black @100.0") == ["wrong_step"]  # the table resumes first
    state = run(state, "table: resume @90.0")
    assert clock.sand_left(state, "black", 900) == 150  # 30 s of 45 ran before the pause
    assert codes(state, "Ann: flip black @100.0") == ["flip_too_early"]
    assert codes(state, "Ann: flip black @105.0") == []


def test_the_untimed_mode_flips_without_looking_at_the_sand_and_switches_back():
    state = run(started(), "table: clock untimed", "table: panel green purple")
    state = run(state, "Ann: ready", "Bob: ready", "Cid: ready", "Ann: flip green @10.0")
    state = run(state, "table: clock timed")
    assert codes(state, "Ann: flip green @20.0") == ["flip_too_early"]
    assert codes(state, "table: clock timed") == ["clock_already"]

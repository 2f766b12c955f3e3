"""Untimed mode (seed 四 无计时模式): the time token on the timing panel, a flip only of the step it
shows, and only once every player has declared ready; the clock switches either way."""

from referee.core.game import legal_pairs
from referee.pendulum import GAME
from tests.pendulum.helpers import NAMES, codes, run, started

PANEL = "table: panel black green black+purple"


def untimed():
    return run(started(clock="untimed"), PANEL)


def all_ready(state):
    return run(state, *(f"{n}: ready" for n in NAMES))


def test_timing_order_unknown_until_the_table_declares_it_once():
    state = run(started(clock="untimed"), *(f"{n}: ready" for n in NAMES))
    assert codes(state, "Ann: flip black") == ["timing_order_unknown"]
    state = run(state, PANEL)
    assert state.panel == ("black", "green", "black+purple")
    assert codes(state, PANEL) == ["timing_order_declared"]
    assert codes(state, "table: panel green") == ["timing_order_differs"]


def test_panel_bad_steps_and_a_panel_without_purple_are_refused():
    state = started(clock="untimed")
    assert codes(state, "table: panel black red") == ["timing_order_bad"]
    assert codes(state, "table: panel black+black") == ["timing_order_bad"]
    assert codes(state, "table: panel black green") == ["timing_order_no_purple"]
    assert run(state, "table: panel 黑 绿 黑+紫").panel == ("black", "green", "black+purple")


def test_still_unready_a_flip_waits_for_every_player():
    state = run(untimed(), "Ann: ready", "Bob: ready")
    refusal = codes(state, "Ann: flip black")
    assert refusal == ["still_unready"]
    state = run(state, "Cid: ready")
    assert codes(state, "Cid: flip black") == []


def test_token_shows_other_only_the_step_the_token_shows():
    state = all_ready(untimed())
    assert codes(state, "Ann: flip green") == ["token_shows_other"]
    state = run(state, "Ann: flip black")
    assert state.panel_at == 1 and state.ready == ()
    assert codes(state, "Ann: flip green") == ["still_unready"]  # everyone acts again first
    state = run(all_ready(state), "Bob: flip green")
    assert state.panel_at == 2


def test_a_step_of_two_hourglasses_moves_the_token_when_both_are_flipped():
    state = all_ready(untimed())
    state = run(state, "Ann: flip black")
    state = run(all_ready(state), "Ann: flip green")
    state = all_ready(state)
    state = run(state, "Ann: flip purple")
    assert state.panel_at == 2 and state.panel_flipped == ("purple",)
    assert codes(state, "Bob: flip purple") == ["token_shows_other"]
    state = run(state, "Bob: flip black")
    assert state.panel_at == 0 and state.ready == ()  # after the last step, back to the first


def test_waiting_for_token_a_ready_player_waits_and_ready_needs_no_open_action():
    state = run(untimed(), "Ann: ready")
    assert codes(state, "Ann: place common purple-top-1") == ["waiting_for_token"]
    assert codes(state, "Ann: ready") == ["waiting_for_token"]
    state = run(untimed(), "Ann: act green-bottom-1")
    assert codes(state, "Ann: ready") == ["action_already_open"]


def test_untimed_only_ready():
    assert codes(started(), "Ann: ready") == ["untimed_only"]


def test_legal_moves_list_ready_then_the_panel_flip():
    state = untimed()
    assert any(str(m) == "ready" for by, m in legal_pairs(GAME, state) if by == "Ann")
    state = all_ready(state)
    flips = {str(m) for _, m in legal_pairs(GAME, state) if m.kind == "flip"}
    assert flips == {"flip black"}


def test_switching_the_clock_keeps_the_token_and_clears_who_was_ready():
    state = run(all_ready(untimed()), "Ann: flip black", "Ann: ready", "table: clock timed")
    assert state.ready == () and state.panel_at == 1
    state = run(state, "table: clock untimed")
    assert codes(state, "Ann: flip green") == ["still_unready"]

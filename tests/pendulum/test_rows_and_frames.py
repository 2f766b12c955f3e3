"""The two core rules (seed 三 两条核心规则) and the gold frames (四 工人放置限制), scenario by scenario.

After the opening every worker stands on a bottom row with its hourglass; a test flips a zone as soon
as its hourglass is empty whenever it needs a row free.
"""

from __future__ import annotations

from referee.pendulum import refs
from referee.pendulum.state import ROWS

from .helpers import codes, flipped, refused, run, started


def untimed(*flips: str, names=("Ann", "Bob", "Cid"), **options: str):
    return flipped(started(names, **options), *flips)


def test_round_one_starts_with_every_hourglass_on_the_bottom_row_and_the_opening_workers_there():
    state = started()
    assert [ROWS[t.row] for t in state.timers] == ["bottom", "bottom", "bottom"]
    assert {w.space for w in state.workers if w.owner == "Ann"} == {"black-bottom-1", "green-bottom-1"}
    assert state.markers == (1, 1)  # the opening flip knocked one purple marker off the bottom row


def test_wrong_row_placing_on_the_row_with_the_hourglass():
    state = run(untimed("green"), "Ann: remove common green-bottom-1")  # green on top now
    e = refused(state, "Ann: place common purple-bottom-2")
    assert [v.code for v in e.violations] == ["wrong_row"]
    assert e.violations[0].rule == refs.PLACE_ROW
    assert e.violations[0].rule.quote == "只能在沙漏不在的那一排上放置、撤走或移动工人。"
    assert "purple" in e.violations[0].message and "bottom" in e.violations[0].message
    assert codes(state, "Ann: place common purple-top-2") == []


def test_wrong_row_removing_or_moving_a_worker_on_the_hourglass_row():
    state = started()
    assert codes(state, "Ann: remove grande black-bottom-1") == ["wrong_row"]
    state = untimed("green")
    assert codes(state, "Ann: move common green-bottom-1 to purple-bottom-2") == [
        "wrong_row"
    ]  # into purple's row
    assert codes(state, "Ann: move common green-bottom-1 to purple-top-2") == []


def test_wrong_row_acting_on_a_row_without_the_hourglass():
    state = run(untimed("green"), "Ann: move common green-bottom-1 to purple-top-1")
    e = refused(state, "Ann: act purple-top-1")
    assert [v.code for v in e.violations] == ["wrong_row_act"]
    assert e.violations[0].rule.quote == "只能在沙漏所在的那一排上执行工人行动。"


def test_wrong_row_a_worker_stuck_in_the_reward_box_until_the_hourglass_flips_away():
    state = run(started(), "Ann: act black-bottom-1", "Ann: take votes1")
    e = refused(state, "Ann: remove grande black-bottom-1")
    assert e.violations[0].code == "wrong_row" and e.violations[0].rule == refs.STUCK
    assert codes(state, "Ann: act black-bottom-1") == ["no_worker_in_frame"]  # acted once from the frame
    state = run(state, "Bob: flip black @45.0")
    assert codes(state, "Ann: remove grande black-bottom-1") == []


def test_frame_occupied_a_common_worker_may_not_join_another_in_green_or_purple():
    state = run(untimed("green", "purple"), "Ann: move common green-bottom-1 to purple-bottom-2")
    e = refused(state, "Bob: move common green-bottom-2 to purple-bottom-2")
    assert [v.code for v in e.violations] == ["frame_occupied"]
    assert "Ann" in e.violations[0].message


def test_frame_occupied_by_any_worker_blocks_a_common_worker_but_a_grande_may_join():
    state = untimed("green", "black")  # green and black on top: both bottom rows free
    state = run(state, "Bob: move grande black-bottom-2 to green-bottom-3")
    assert codes(state, "Ann: move common green-bottom-1 to green-bottom-3") == ["frame_occupied"]
    e = refused(state, "Ann: move common green-bottom-1 to green-bottom-3")
    assert e.violations[0].rule.quote == "只要格内已有任何工人，普通工人就不能再放"
    assert codes(state, "Cid: move grande black-bottom-3 to green-bottom-3") == []


def test_frame_occupied_never_in_black_which_holds_any_number():
    state = run(untimed("black"), "Ann: move grande black-bottom-1 to black-bottom-2")
    assert codes(state, "Cid: move grande black-bottom-3 to black-bottom-2") == []
    state = run(untimed("black", "green"), "Ann: move common green-bottom-1 to black-bottom-2")
    assert codes(state, "Bob: move common green-bottom-2 to black-bottom-2") == []


def test_frame_occupied_a_worker_in_the_reward_box_does_not_block_the_frame():
    state = run(started(), "Ann: act green-bottom-1", "Ann: pay", "Ann: take votes1")
    state = flipped(state, "green", "green")  # there and back
    state = flipped(state, "green")  # green on top: Ann's worker in the bottom reward box is free
    assert codes(state, "Bob: move common green-bottom-2 to green-bottom-1") == []


def test_frame_occupied_by_the_neutral_workers_in_a_two_player_game():
    state = untimed("green", names=("Ann", "Bob"))
    assert codes(state, "Ann: move common green-bottom-1 to green-bottom-4") == ["frame_occupied"]
    assert codes(state, "Ann: move common green-bottom-1 to green-bottom-3") == []


def test_advanced_variant_one_own_worker_per_gold_frame():
    line = "Ann: move common green-bottom-1 to black-bottom-1"
    assert codes(untimed("black", "green", variant="advanced"), line) == ["own_worker_twice"]
    assert codes(untimed("black", "green"), line) == []


def test_no_such_space_beyond_the_declared_board():
    state = untimed("green")
    assert codes(state, "Ann: move common green-bottom-1 to green-top-5") == ["no_such_space"]


def test_no_forced_action_a_worker_that_never_acted_is_free_once_its_hourglass_flips_away():
    """Seed 四 没有强制行动 and 三 「沙漏翻走前即使该格无人执行，工人也取不下来」."""
    state = started()
    assert codes(state, "Ann: remove common green-bottom-1") == ["wrong_row"]  # not before the flip
    state = flipped(state, "green")
    assert codes(state, "Ann: act green-bottom-1") == ["wrong_row_act"]  # the chance to act is gone
    assert codes(state, "Ann: remove common green-bottom-1") == []  # and nothing was owed

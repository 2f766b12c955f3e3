"""The opening (seed 一 开局: 「按特权轨上的顺位依次，每人先在规则允许的下排行动格放 1 个大工人，再按同样
顺序各放 1 个普通工人」), a refresh in the Council (seed 三 「议会阶段也可进行」) and council rewards that
are not refilled once taken (「奖励牌不会因被取走而补充」)."""

from __future__ import annotations

from referee.core.record import replace
from referee.pendulum import GAME

from .helpers import codes, run, setup_lines
from .test_council import council


def opening():
    return run(GAME.new_state(["Ann", "Bob", "Cid"], {}), *setup_lines())


def test_the_opening_goes_by_the_privilege_track_grande_first_on_a_bottom_row():
    state = opening()
    assert (state.ctx.top.kind, state.ctx.top.actor) == ("opening", "Ann")
    assert codes(state, "Bob: place grande black-bottom-2") == ["wrong_player"]
    assert codes(state, "Ann: place common green-bottom-1") == ["opening_worker"]
    assert codes(state, "Ann: place grande black-top-1") == ["wrong_row"]
    state = run(state, "Ann: place grande black-bottom-1")
    assert state.ctx.top.actor == "Bob"


def test_a_refresh_of_the_province_display_during_the_council():
    state = council(votes=(("Ann", 3),))
    state = replace(state, display=("", *state.display[1:]))
    assert state.ctx.phase == "council"
    assert codes(state, "table: reveal P9") == []
    state = run(state, "table: reveal P9")
    assert state.display[0] == "P9" and state.ctx.top.kind == "council_pick"  # the picks go on
    assert codes(state, "table: reveal P10") == ["display_full"]


def test_a_council_reward_taken_is_not_replaced():
    state = run(council(votes=(("Ann", 3),)), "table: declare C1 edge=red reward=coin2")
    state = run(state, "Ann: pick C1", "Ann: choose power")
    assert state.rewards == ("C2", "C3", "C4", "C5")  # four left, no card dealt in its place
    assert codes(state, "Cid: pick C1") == ["pick_gone"]

"""The opening (seed 一 开局: 「按特权轨上的顺位依次，每人先在规则允许的下排行动格放 1 个大工人，再按同样
顺序各放 1 个普通工人」), a refresh in the Council (seed 三 「议会阶段也可进行」) and council rewards that
are not refilled once taken (「奖励牌不会因被取走而补充」)."""

from __future__ import annotations

from referee.core.game import decision
from referee.core.record import replace
from referee.i18n import set_lang
from referee.pendulum import GAME

from .helpers import codes, refused, run, setup_lines
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
    state = run(state, "Ann: pick C1", "Ann: choose power", "Ann: choose power")  # first place: 2
    assert state.rewards == ("C2", "C3", "C4", "C5")  # four left, no card dealt in its place
    e = refused(state, "Cid: pick C1")
    assert [v.code for v in e.violations] == ["pick_taken"]
    assert e.violations[0].rule.quote == "奖励牌不会因被取走而补充"  # not the order of the picks
    assert "C2, C3, C4, C5" in e.violations[0].message


def test_the_achievement_marker_comes_back_with_a_new_card_in_the_next_round():
    """Seed 三 准备下一轮: 「收回上一轮用过的八边形成就标记，弃掉旧成就卡、发出 1 张新成就卡并把传奇成就标记放上去」."""
    from .helpers import started
    from .test_council import CALL

    state = run(started(), "table: declare A1 need=military4 reward=prestige1", "Ann: claim reward")
    state = run(state, *CALL, "Ann: done", "Bob: done", "Cid: done")
    for i, who in enumerate(state.order):
        state = run(state, f"{who}: pick general" if i else f"{who}: pick grande")
        while state.ctx.top is not None and state.ctx.top.actor == who:
            state = run(state, f"{who}: choose power")
    assert state.ctx.phase == "prepare" and not state.player("Ann").claimed
    state = run(
        state, "table: achievement A2", "table: provinces P5 P6 P7 P8", "table: rewards C6 C7 C8 C9 C10"
    )
    state = run(state, "table: start @540.0", "table: declare A2 need=coin1 reward=power1")
    assert state.achievement == "A2" and state.token == "card"
    assert codes(state, "Ann: claim legendary") == []  # round 2: the token is back on the new card


def test_the_opening_question_names_the_worker_in_words_in_both_languages():
    """The decision holds `grande`; the table reads "grande worker" / 大工人, never the data word."""
    top = decision(GAME, opening())
    assert top is not None and top.kind == "opening"
    assert "grande worker" in top.prompt
    set_lang("zh")
    try:
        assert "大工人" in top.prompt and "grande" not in top.prompt
    finally:
        set_lang("en")

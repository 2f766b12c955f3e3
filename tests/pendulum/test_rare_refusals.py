"""The refusals a table meets rarely, each played to its position: the message names what is on the
table, the rule is refs.py's, and the same move (or its nearest neighbour) is legal once the
offending condition is gone."""

from __future__ import annotations

import re

import pytest

from referee import i18n
from referee.core.game import judge, legal_pairs, parse_declaration
from referee.core.record import replace
from referee.pendulum import GAME, catalog, refs

from .helpers import NAMES, codes, refused, run, setup_lines, started
from .test_privilege import free_green  # green on its top row: the bottom commons may move


def only(state, line, code):
    """The single violation of `line`, which must be `code`."""
    e = refused(state, line)
    assert [v.code for v in e.violations] == [code], e.violations
    return e.violations[0]


# -- same_space (seed 二 两条核心规则) -------------------------------------------------------


def test_same_space_a_worker_moved_onto_the_space_it_stands_on():
    state = free_green()
    v = only(state, "Ann: move common green-bottom-1 to green-bottom-1", "same_space")
    assert v.message == "the worker is already on green-bottom-1"
    assert v.rule == refs.PLACE_ROW
    # the source spelled another way is still the same space
    assert only(state, "Ann: move common g-b-1 to 绿-下-1", "same_space").message == v.message
    line = "Ann: move common green-bottom-1 to green-bottom-4"  # an empty frame of the same row
    assert codes(state, line) == []
    moved = run(state, line)
    assert [w.space for w in moved.workers if w.owner == "Ann" and not w.grande] == ["green-bottom-4"]


# -- privilege_same (seed 四 特权判定) ------------------------------------------------------------


def test_privilege_same_the_last_contested_move_is_already_the_named_players():
    state = run(free_green(), "Ann: move common green-bottom-1 to purple-top-2")
    v = only(state, "table: privilege Ann", "privilege_same")
    assert "Ann" in v.message and "Bob" not in v.message and "Cid" not in v.message
    assert v.rule == refs.PRIVILEGE and v.rule.ruling == "pendulum-privilege"
    # the same claim when the contested move was Cid's: Ann ranks above him, it is hers
    theirs = run(free_green(), "Cid: move common green-bottom-3 to purple-top-2")
    assert codes(theirs, "table: privilege Ann") == []
    won = run(theirs, "table: privilege Ann")
    assert {w.owner for w in won.workers if w.space == "purple-top-2"} == {"Ann"}


# -- reward_unreadable (seed 一 组件清单; ruling pendulum-declared-values) ---------------------------


def test_reward_unreadable_a_misspelt_reward_named_at_the_first_take():
    state = run(started(), "Ann: act black-bottom-1")  # black costs nothing: the take is next
    assert state.ctx.own["Ann"][-1].kind == "take_reward"
    v = only(state, "Ann: take miltary2", "reward_unreadable")
    assert v.message.startswith("miltary2 is not a reward")
    assert v.rule == refs.COMPONENTS and v.rule.ruling == "pendulum-declared-values"
    assert "military2" not in state.learned  # nothing was learnt from the typo
    assert codes(state, "Ann: take military2") == []
    assert run(state, "Ann: take military2").player("Ann").military == 6  # 4 + 2


def test_reward_unreadable_comes_before_a_comparison_with_the_declared_reward():
    state = run(started(), "table: declare black-1 reward=military2", "Ann: act black-bottom-1")
    v = only(state, "Ann: take military2+banana1", "reward_unreadable")
    assert "military2+banana1" in v.message
    assert codes(state, "Ann: take military3") == ["reward_differs"]  # readable, but not printed
    assert codes(state, "Ann: take military2") == []


# -- mat_differs (seed 一 玩家设置; ruling pendulum-mat) ---------------------------------------------

MAT = {
    "id": "Mat1.basic",
    "coin": 3,
    "military": 4,
    "culture": 5,
    "power": 5,
    "prestige": 5,
    "popularity": 5,
    "power_end": 7,
    "prestige_end": 7,
    "popularity_end": 7,
    "source": "this test's own box, not Pendulum's",
    "verified": True,
}


@pytest.fixture
def boxed_mat(monkeypatch):
    """A group's box catalog that prints Mat1's basic side (the only way a mat is known before its
    character is declared: a mat id names a component only once a player holds it)."""
    monkeypatch.setattr(catalog, "box", lambda: {"Mat1.basic": MAT})
    return run(GAME.new_state(list(NAMES), {}), *setup_lines()[:1])  # the board, then the characters


def test_mat_differs_a_character_declared_with_a_start_the_catalog_does_not_print(boxed_mat):
    state = boxed_mat
    line = "table: character Ann Mat1 basic start {} parchment 5/5/5 end {}"
    v = only(state, line.format("2/4/5", "7/7/7"), "mat_differs")
    assert v.message == "the mat's start coin is 3, not 2"
    assert v.rule == refs.START_RESOURCES and v.rule.ruling == "pendulum-mat"
    both = refused(state, line.format("3/4/6", "7/7/8"))
    assert [v.message for v in both.violations] == [
        "the mat's start culture is 5, not 6",
        "the mat's end of the popularity track is 7, not 8",
    ]
    assert codes(state, line.format("3/4/5", "7/7/7")) == []  # as printed
    # the other side of the same mat is not in the catalog: the table's numbers stand
    assert codes(state, "table: character Ann Mat1 advanced start 2/4/5 parchment 5/5/5 end 7/7/7") == []


def test_mat_differs_no_mat_can_be_declared_before_its_character(boxed_mat):
    """Why only a catalog can contradict a character: the mat is no component before it is held."""
    assert codes(boxed_mat, "table: declare Mat2.basic coin=3") == ["unknown_component"]


def test_mat_differs_a_mat_in_play_keeps_the_numbers_given_with_its_character():
    """A held mat is a component: a later `table: declare` of it is checked against the numbers the
    character move gave (coin 3 on Ann's Mat1.basic), never stored beside them."""
    state = started()  # Ann holds Mat1 basic: start 3/4/5, parchment 5/5/5, end 7/7/7
    assert state.player("Ann").start == (3, 4, 5)
    e = refused(state, "table: declare Mat1.basic coin=9 popularity_end=8")
    assert [(v.code, v.message) for v in e.violations] == [
        ("mat_differs", "the mat's start coin is 3, not 9"),
        ("mat_differs", "the mat's end of the popularity track is 7, not 8"),
    ]
    assert all(v.rule == refs.START_RESOURCES for v in e.violations)
    assert codes(state, "table: declare Mat1.basic coin=3 popularity_end=7") == []  # the same numbers
    spent = replace(state, players=tuple(replace(p, coin=0) for p in state.players))  # coin spent
    assert codes(spent, "table: declare Mat1.basic coin=3") == []  # the mat's print, not Ann's purse


# -- no_achievement (seed 三 认领成就) ---------------------------------------------------------------


def test_no_achievement_a_claim_in_the_preparation_before_the_new_card_is_dealt():
    """The only moment of a game with no card face up: the old card is discarded when the Council
    ends, the new one dealt by the table in the preparation, which takes no claim (the flow table's
    `wrong_step`); a position in real time without a card (one the table wrote) is refused by the
    claim's own rule."""
    state = preparing()
    assert state.achievement == ""
    assert codes(state, "Ann: claim reward") == ["wrong_step"]
    from referee.core.record import replace

    e = refused(replace(started(), achievement=""), "Ann: claim reward")
    assert [v.code for v in e.violations] == ["no_achievement"]
    v = e.violations[0]
    assert v.message == "no achievement card is face up"
    assert v.rule == refs.ACHIEVEMENT
    dealt = run(state, "table: achievement A2")
    state = run(
        dealt, "table: provinces P5 P6 P7 P8", "table: rewards C6 C7 C8 C9 C10", "table: start @540.0"
    )
    state = run(state, "table: declare A2 need=coin1 reward=votes1")
    assert codes(state, "Ann: claim reward") == []  # round 2, A2 face up, Ann has the coin
    assert run(state, "Ann: claim reward").player("Ann").votes == 1


def preparing():
    """The preparation of round 2: the Council of round 1 (nobody voted) answered with the first
    legal move each time, no card of round 2 dealt yet."""
    from .test_council import council

    state = council()
    while state.ctx.phase == "council":
        by, move = legal_pairs(GAME, state)[0]
        state = run(state, f"{by}: {move}")
    assert state.ctx.phase == "prepare"
    return state


# -- already_dealt (seed 三 准备下一轮) ------------------------------------------------------------


def test_already_dealt_each_card_of_the_preparation_is_dealt_once():
    state = preparing()
    deals = ("table: achievement A2", "table: provinces P5 P6 P7 P8", "table: rewards C6 C7 C8 C9 C10")
    assert [codes(state, line) for line in deals] == [[], [], []]  # nothing dealt yet: each is legal
    dealt = run(state, *deals)
    again = (
        ("table: achievement A3", "A2", refs.DEAL_ACHIEVEMENT),
        ("table: provinces P9 P10 P11 P12", "P5 P6 P7 P8", refs.DEAL_PROVINCES),
        ("table: rewards C11 C12 C13 C14 C15", "C6 C7 C8 C9 C10", refs.DEAL_REWARDS),
    )
    for line, cards, rule in again:
        v = only(dealt, line, "already_dealt")
        assert v.message == f"this preparation's cards are dealt already: {cards}"
        assert v.rule == rule and v.rule.section == "议会阶段"
    assert dealt.achievement == "A2" and ("A3", "achievement") not in dealt.seen


def test_already_dealt_a_short_province_deck_deals_what_is_left_once():
    """P1-P4 and 50 provinces more seen (the test's own ids): 2 of the 56 are left to deal."""
    state = preparing()
    state = replace(state, seen=state.seen + tuple((f"X{i}", "province") for i in range(50)))
    assert codes(state, "table: provinces P5 P6 P7 P8") == ["reveal_count"]  # 2 left of 56
    dealt = run(state, "table: provinces P5 P6")
    assert dealt.display == ("P5", "P6", "", "")
    e = refused(dealt, "table: provinces P7")
    assert [v.code for v in e.violations] == ["deck_empty", "already_dealt"]
    assert e.violations[1].message.endswith(": P5 P6")  # the empty places named by no card


# -- province_available (seed 三 征服领地) ------------------------------------------------------------


def conquering(*declared: str):
    """Ann's black-1 conquers a province (4 military paid): she is asked which."""
    state = run(started(), *declared, "table: declare black-1 reward=province1")
    state = run(state, "Ann: act black-bottom-1", "Ann: pay", "Ann: take")
    assert state.ctx.own["Ann"][-1].kind == "conquer_province"
    return state


def test_province_available_conquer_none_while_a_display_province_can_be_taken():
    state = conquering("table: declare P2 slot=coin", "table: declare P4 slot=military")
    v = only(state, "Ann: conquer none", "province_available")
    assert v.message == "P2, P4 of the display can be conquered"  # P1 and P3: colour unknown
    assert v.rule == refs.CONQUER
    assert codes(state, "Ann: conquer P2") == []
    assert run(state, "Ann: conquer P2").player("Ann").provinces == (("P2", "coin"),)
    # no display province's colour known: none is all the referee can offer
    assert codes(conquering(), "Ann: conquer none") == []


# -- a second `ready` (seed 四 无计时模式): refused as waiting for the token -----------------------


def test_a_second_ready_is_refused_as_waiting_for_the_token():
    """The rules refuse every move of a ready player but a flip with `waiting_for_token` before the
    timing checks run (a separate "ready twice" refusal there was never reached and is gone)."""
    state = run(started(clock="untimed"), "table: panel black green black+purple", "Ann: ready")
    v = only(state, "Ann: ready", "waiting_for_token")
    assert v.message == "Ann is ready and waits for the panel's flip"
    assert v.rule == refs.UNTIMED_PANEL and v.rule.ruling == "pendulum-untimed"
    assert codes(state, "Bob: ready") == []  # Bob is not ready yet
    state = run(state, "Bob: ready", "Cid: ready", "Ann: flip black")
    assert state.ready == () and codes(state, "Ann: ready") == []  # the token moved: ready again


# -- the same refusals in Chinese ----------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")


def test_chinese_messages_name_the_same_numbers_spaces_and_players(boxed_mat):
    i18n.set_lang("zh")
    mat = only(
        boxed_mat, "table: character Ann Mat1 basic start 2/4/5 parchment 5/5/5 end 7/7/7", "mat_differs"
    )
    assert mat.message == "面板的起始金币是 3，不是 2"
    space = only(free_green(), "Ann: move common green-bottom-1 to green-bottom-1", "same_space")
    assert CJK.search(space.message) and "green-bottom-1" in space.message
    contested = run(free_green(), "Ann: move common green-bottom-1 to purple-top-2")
    decl = parse_declaration(GAME, contested, "table: privilege Ann")
    verdict = judge(GAME, contested, decl)
    assert [v.code for v in verdict.violations] == ["privilege_same"]
    assert CJK.search(verdict.violations[0].message) and "Ann" in verdict.violations[0].message
    assert verdict.violations[0].rule.quote == "按特权轨排位高者优先；建议给约 1 秒的宽容时间"
    dealt = run(preparing(), "table: rewards C6 C7 C8 C9 C10")
    assert only(dealt, "table: rewards C11 C12 C13 C14 C15", "already_dealt").message == (
        "本次准备的牌已经发过：C6 C7 C8 C9 C10"
    )


def test_a_reveal_before_the_display_is_dealt_says_so_not_that_it_is_full():
    state = preparing()
    assert state.display == ()
    v = only(state, "table: reveal P9", "display_not_dealt")
    assert "provinces" in v.message and v.rule == refs.DEAL_PROVINCES
    dealt = run(state, "table: provinces P5 P6 P7 P8")
    assert "display_not_dealt" not in codes(dealt, "table: reveal P9")

"""Issue 22: the place bonus, the general reward and the fifth worker (each reading with its house
rule), the passage each refusal quotes, and messages in the table's words in both languages."""

from __future__ import annotations

from referee import i18n
from referee.core.record import replace
from referee.pendulum import refs
from referee.pendulum.rules import actions
from referee.pendulum.rules import council as council_rules
from referee.pendulum.rules.position import in_use

from .helpers import codes, refused, run, setup_lines, started
from .test_council import CALL, council

WORKER_CARDS = (
    "table: declare Mat1.s1 cost=culture1 reward=worker1",
    "table: declare Mat1.s2 cost=culture1 reward=worker1+votes1",
)


def at_the_cap(state, name="Ann"):
    """`name` with 4 workers in use: the two aside brought onto the mat."""
    p = state.player(name)
    return state.with_player(replace(p, free_common=p.free_common + 2, aside_common=0))


# -- the fifth worker ---------------------------------------------------------------------------


def test_a_stratagem_that_can_only_add_a_fifth_worker_is_refused_before_its_cost_is_paid():
    state = at_the_cap(run(started(), *WORKER_CARDS))
    e = refused(state, "Ann: play Mat1.s1")
    assert [v.code for v in e.violations] == ["fifth_worker"]
    assert e.violations[0].rule.quote == "每人同时最多 4 个工人（含大工人）。"
    assert "Ann has 4 workers in use" in e.violations[0].message
    assert "play Mat1.s1" not in [str(m) for m in actions.legal(state, "Ann")]


def test_below_the_cap_the_stratagem_brings_a_worker_into_use():
    state = run(started(), *WORKER_CARDS, "Ann: play Mat1.s1", "Ann: pay", "Ann: take")
    assert in_use(state, "Ann") == 3 and state.player("Ann").culture == 4


def test_a_stratagem_with_more_than_a_worker_is_played_at_the_cap_its_worker_void():
    state = at_the_cap(run(started(), *WORKER_CARDS))
    done = run(state, "Ann: play Mat1.s2", "Ann: pay")
    from referee.core.game import parse_declaration, play
    from referee.pendulum import GAME

    taken = play(GAME, done, parse_declaration(GAME, done, "Ann: take"))
    assert [e.code for e in taken.effects] == ["worker_void"]
    assert taken.state.player("Ann").votes == 1 and in_use(taken.state, "Ann") == 4


def test_house_rule_void_the_stratagem_is_played_and_paid_its_worker_void():
    state = at_the_cap(run(started(fifth_worker="void"), *WORKER_CARDS))
    state = run(state, "Ann: play Mat1.s1", "Ann: pay", "Ann: take")
    assert state.player("Ann").culture == 4 and in_use(state, "Ann") == 4


def test_a_council_card_that_can_only_add_a_worker_is_refused_like_the_grande_worker_card():
    state = at_the_cap(run(council(votes=(("Ann", 3),)), "table: declare C3 edge=red reward=worker1"))
    assert codes(state, "Ann: pick C3") == ["fifth_worker"]
    assert codes(state, "Ann: pick grande") == ["fifth_worker"]
    assert {"C3", "grande"}.isdisjoint(council_rules.pickable(state, "Ann"))


def test_house_rule_void_the_grande_worker_card_is_picked_at_the_cap_and_used_up():
    state = at_the_cap(council(votes=(("Ann", 3),), fifth_worker="void"))
    from referee.core.game import parse_declaration, play
    from referee.pendulum import GAME

    done = play(GAME, state, parse_declaration(GAME, state, "Ann: pick grande"))
    assert [e.code for e in done.effects] == ["worker_void"]
    assert not done.state.grande_card and done.state.player("Ann").council_grande == 1
    assert in_use(done.state, "Ann") == 4


# -- the place bonus and the general reward -----------------------------------------------------


def test_two_players_the_first_place_gets_two_the_second_one():
    state = council(("Ann", "Bob"), votes=(("Ann", 4),))
    assert state.order == ("Ann", "neutral", "Bob")  # the neutral's second place: its 1 is lost
    state = run(state, "Ann: pick grande")
    assert state.ctx.top.data["left"] == 2
    state = run(state, "Ann: choose power", "Ann: choose power", "Bob: pick general")
    assert state.ctx.top.data["left"] == 1  # third: the general reward only


def everyone_takes_the_general_reward(track: str):
    """A 3-player Council without votes where each player picks the general reward, then the
    preparation."""
    state = council()
    for who in state.order:
        state = run(state, f"{who}: pick general")
        while state.ctx.top is not None and state.ctx.top.kind == "council_choose":
            state = run(state, f"{who}: choose {track}")
    return state


def test_the_general_reward_is_open_to_every_player_and_never_runs_out():
    state = everyone_takes_the_general_reward("popularity")
    assert [state.player(n).popularity for n in ("Cid", "Bob", "Ann")] == [2 + 1, 1 + 1, 0 + 1]
    assert state.ctx.phase == "prepare"


def test_house_rule_extra_the_general_reward_comes_on_top_and_is_no_pick():
    state = council(general_reward="extra")
    first = state.order[0]
    e = refused(state, f"{first}: pick general")
    assert [v.code for v in e.violations] == ["general_is_extra"]
    assert e.violations[0].rule.quote == "议会面板左下角的通用奖励对所有玩家开放（1 点自选声望）"
    state = run(state, f"{first}: pick grande")
    assert state.ctx.top.data["left"] == 2 + 1


def test_choose_legendary_is_a_rules_refusal_with_its_passage_in_both_languages():
    state = run(council(votes=(("Ann", 3),)), "Ann: pick general")
    e = refused(state, "Ann: choose legendary")
    assert [v.code for v in e.violations] == ["legendary_not_chosen"]
    assert e.violations[0].rule.quote == "均不含传奇成就" and e.violations[0].rule.ruling
    i18n.set_lang("zh")
    e = refused(state, "Ann：自选 传奇")
    assert [v.code for v in e.violations] == ["legendary_not_chosen"]
    assert "不能是传奇成就" in e.violations[0].message
    assert refused(state, "Ann：领取 通用").violations[0].code == "wrong_step"  # the pick is made


# -- the passage each refusal quotes ------------------------------------------------------------


def test_who_may_act_is_quoted_from_the_passage_of_the_step():
    from referee.core.game import parse_declaration
    from referee.pendulum import GAME

    state = GAME.new_state(["Ann", "Bob", "Cid"], {})
    state = run(state, *setup_lines())
    e = refused(state, "Bob: place grande black-bottom-2")  # Ann is first on the privilege track
    assert [v.code for v in e.violations] == ["wrong_player"]
    assert e.violations[0].rule == refs.OPENING_ORDER and "按特权轨上的顺位依次" in e.violations[0].rule.quote
    state = council(votes=(("Ann", 3),))
    e = refused(state, "Bob: pick grande")
    assert e.violations[0].code == "wrong_player" and e.violations[0].rule == refs.PICK
    assert parse_declaration(GAME, state, "Ann: pick grande")


def test_a_stratagem_or_an_action_in_the_preparation_is_refused_with_the_passage_that_bans_it():
    state = everyone_takes_the_general_reward("power")
    state = run(state, "table: declare Mat1.s1 cost=culture1 reward=power1")
    for line in ("Ann: play Mat1.s1", "Ann: act black-bottom-1"):
        e = refused(state, line)
        assert [v.code for v in e.violations] == ["not_in_preparation"]
        assert e.violations[0].rule == refs.PREPARE and "不能出牌" in e.violations[0].rule.quote
    e = refused(state, "table: start @540.0")
    assert e.violations[0].code == "prepare_incomplete" and e.violations[0].rule == refs.DEAL_ACHIEVEMENT


def test_a_card_that_is_not_face_up_is_refused_with_the_deal_or_the_no_replenishing_passage():
    state = council(votes=(("Ann", 3),))
    e = refused(state, "Ann: pick C9")
    assert [v.code for v in e.violations] == ["pick_gone"]
    assert e.violations[0].rule.quote == "5 张正面朝上摆到议会面板的空位"
    assert "(C1, C2, C3, C4, C5)" in e.violations[0].message


def test_other_refusals_quote_the_passage_that_decides_them():
    state = run(started(), "table: declare Mat1.s1 cost=culture1 reward=power1", "Ann: play Mat1.s1")
    state = run(state, "Ann: pay", "Ann: take")
    e = refused(state, "Ann: play Mat1.s1")
    assert e.violations[0].code == "stratagem_used" and "被回收前不能再用" in e.violations[0].rule.quote
    e = refused(started(), "Ann: act green-bottom-3")  # Cid's common worker is there, not Ann's
    assert [v.code for v in e.violations] == ["no_worker_in_frame"]
    assert e.violations[0].rule == refs.ACT_FROM_FRAME


# -- messages in the table's words --------------------------------------------------------------


def test_chinese_refusals_name_decks_fields_and_costs_in_chinese():
    i18n.set_lang("zh")
    state = council(votes=(("Ann", 3),))
    e = refused(state, "Ann: pick C1")  # its printed values are not declared yet
    assert "（边色、奖励）" in e.violations[0].message
    e = refused(state, "Ann: pick none")
    assert "大工人卡（grande）、通用奖励（general）" in e.violations[0].message
    state = run(started(), "Ann: act green-bottom-1")
    e = refused(state, "Ann: take votes1")
    bad = next(v for v in e.violations if v.code == "cost_unpaid")
    assert "（金币 2）" in bad.message and "coin" not in bad.message


def test_the_council_names_the_neutral_colour_in_words():
    from referee.core.game import parse_declaration, play
    from referee.pendulum import GAME

    i18n.set_lang("zh")
    state = started(("Ann", "Bob"))
    state = run(state, *CALL, "Ann: done")
    done = play(GAME, state, parse_declaration(GAME, state, "Bob: done"))
    said = next(e for e in done.effects if e.code == "council")
    assert "中立颜色" in said.message and "neutral" not in said.message


def test_referee_rulings_lists_the_new_house_rules_with_their_defaults(tmp_path):
    from tests.kit.support import run_referee

    shown = run_referee(tmp_path / "home", "rulings", "pendulum")
    assert shown.returncode == 0, shown.stderr
    out = " ".join(shown.stdout.split())
    assert "general_reward" in out and "pick|extra" in out
    assert "fifth_worker" in out and "refused|void" in out
    assert "pendulum-general-reward" in out and "2 / 1 / – with 2–3 players" in out


def test_a_frame_held_by_a_neutral_worker_names_the_neutral_colour():
    from .test_rows_and_frames import untimed

    state = untimed("green", names=("Ann", "Bob"))
    e = refused(state, "Ann: move common green-bottom-1 to green-bottom-4")
    assert "(the neutral colour)" in e.violations[0].message
    i18n.set_lang("zh")
    e = refused(state, "Ann: move common green-bottom-1 to green-bottom-4")
    assert "中立颜色" in e.violations[0].message and "neutral" not in e.violations[0].message


def test_a_final_card_that_can_only_add_a_worker_is_refused_at_the_cap_too():
    from referee.pendulum.state import ROUNDS

    state = started()
    state = replace(
        state, ctx=replace(state.ctx, round=ROUNDS), rewards=("F1",), seen=(*state.seen, ("F1", "final"))
    )
    state = run(
        state, "table: declare F1 cost=coin1 reward=worker1", *CALL, "Ann: done", "Bob: done", "Cid: done"
    )
    first = state.order[0]
    assert codes(at_the_cap(state, first), f"{first}: pick F1") == ["fifth_worker"]
    assert codes(state, f"{first}: pick F1") == []

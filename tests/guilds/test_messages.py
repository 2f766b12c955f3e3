"""What the table reads speaks in the game's terms, in both languages (issue 22): whole costs, one
card not "1 cards", no `key=value` or "-" standing for a name, no English word on a Chinese screen,
and each refusal with the ruling that decides it."""

from __future__ import annotations

import pytest

from referee import i18n
from referee.core.game import check, parse_declaration
from referee.core.record import replace
from referee.guilds import GAME

from .helpers import card, pass_round, placed, run, started


def refusal(state, line):
    [found] = check(GAME, state, parse_declaration(GAME, state, line))
    return found


@pytest.fixture
def chinese():
    i18n.set_lang("zh")
    yield
    i18n.set_lang("en")


def test_an_ability_cost_is_the_whole_cost_not_cards_more():
    state = card(started(), "Ann", "C1", "suits=anchor ability=draw power=1 cost=7")
    v = refusal(state, "Ann: ability")
    assert v.code == "ability_cost"
    assert v.message == "the ability of C1 costs 7 cards from the hand, and Ann holds 6"
    state = card(replace(started(), hand=(1, 7, 7)), "Ann", "C2", "suits=anchor ability=draw power=1 cost=1")
    assert (
        refusal(state, "Ann: ability").message
        == "the ability of C2 costs 1 card from the hand, and Ann holds none"
    )


def test_a_wrong_draw_says_a_card_was_played_not_1_cards():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    state, _ = run(state, "Ann: hire")
    assert refusal(state, "Ann: draw 4").message == "Ann played a card this turn: the draw is 2, not 4"
    assert refusal(started(), "Ann: draw 2").message == "Ann played no card this turn: the draw is 4, not 2"


def test_an_empty_supply_cites_the_ruling_that_sets_the_supply():
    state = card(started(hall=16), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    v = refusal(state, "Ann: hire")
    assert v.code == "supply_empty" and v.rule.ruling == "guilds-hall-start" and "all 16" in v.message


def test_a_tile_resolved_with_no_second_names_no_one_second():
    state = pass_round(placed(started(hall=3), "A2", (2, 0, 0)))
    state, fx = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    [resolved] = [e.message for e in fx if e.code == "tile_resolved"]
    assert "no one is second" in resolved and "- second" not in resolved


def test_a_bad_printed_value_is_named_in_words_not_as_key_equals_value():
    state = GAME.new_state(["Ann", "Bob"], {})
    state, _ = run(state, "table: tile T1 at A1")
    v = refusal(state, "table: declare T1 suits=anchor threshold=99 first=4 second=2")
    assert v.code == "bad_value" and "99 cannot be its printed majority value (threshold)" in v.message
    assert "threshold=99" not in v.message


def test_house_rules_are_named_in_words_in_refusals():
    assert "neutral=deacons" not in refusal(GAME.new_state(["Ann", "Bob"], {}), "table: beadle A1").message


def test_chinese_refusals_name_suits_and_printed_values_in_chinese(chinese):
    state = card(started(), "Ann", "C1")
    v = refusal(state, "Ann: hire")
    assert v.code == "values_first" and "花色" in v.message and "suits" not in v.message
    state = GAME.new_state(["Ann", "Bob"], {})
    state, _ = run(state, "table: tile T1 at A1")
    assert (
        "多数决阈值" in refusal(state, "table: declare T1 suits=anchor threshold=99 first=4 second=2").message
    )


def test_a_chinese_mayor_count_names_the_suit_in_chinese(chinese):
    from .test_growth_and_end import end_of

    state = end_of(2)
    state, _ = run(state, "table: mayor Ann M1", "table: declare M1 condition=anchor vp=3")
    v = refusal(state, "table: satisfied Ann 1")
    assert v.code == "mayor_count" and "锚" in v.message and "anchor" not in v.message


def test_no_dash_stands_for_a_name_or_a_tile():
    state, _ = run(GAME.new_state(["Ann", "Bob"], {}), "table: facedown A1")
    assert refusal(state, "table: facedown A1").message == "A1 already holds a face-down tile"
    state, growth = started(), []
    while GAME.decision(state).kind != "grow":  # empty rounds to the growth of round 3
        d = GAME.decision(state)
        line = f"{d.actor}: discard {d.data['count']}" if d.kind == "discard" else f"{d.actor}: draw 4"
        state, fx = run(state, line)
        growth += [e.message for e in fx if e.code == "growth"]
    assert growth == [
        "growth: no one has a liveryman on the plantation; new tiles, neutral pieces, then the end check"
    ]


def test_a_neutral_piece_refused_cites_the_neutral_pieces_and_the_city_ruling():
    from .test_growth_and_end import to_growth

    state = to_growth(started())
    v = refusal(state, "table: neutral supply C1")
    assert v.code == "tile_face_down" and v.rule.ruling == "guilds-city"  # not a card's move
    v = refusal(replace(state, neutral=0), "table: neutral supply A1")
    assert v.code == "no_neutral" and v.rule.quote == "移动执事：调整中立棋子的位置。"  # not the negotiation
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    assert refusal(state, "Ann: move hall plantation").rule.quote.startswith("从公会大厅或任意板块")

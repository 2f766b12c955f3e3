"""The decks of seed 一 组件清单 counted (56 provinces, 10 achievements, 15 of the 25 common council
rewards, 5 final rewards): a draw from an empty deck is refused, a short deck deals what it has."""

from __future__ import annotations

from referee.core.flow import TABLE, Decision
from referee.core.record import replace
from referee.pendulum import GAME
from referee.pendulum.rules import setup
from referee.pendulum.rules.setup import deck_left

from .helpers import codes, refused, run, started


def with_provinces_seen(state, count):
    """`count` more provinces gone from the deck (conquered or removed in earlier preparations)."""
    extra = tuple((f"P{i}", "province") for i in range(100, 100 + count))
    return replace(state, seen=state.seen + extra)


def conquering(state):
    """Ann in the middle of conquering (seed 三 征服领地): the reward of a black space."""
    state = run(state, "table: declare black-1 reward=province1", "Ann: act black-bottom-1", "Ann: pay")
    return run(state, "Ann: take")


def test_the_set_up_takes_its_cards_from_the_decks():
    state = started()
    assert deck_left(state, "province") == 52
    assert deck_left(state, "achievement") == 9
    assert deck_left(state, "reward") == 10
    assert deck_left(state, "final") == 5
    assert "provinces 52" in GAME.describe(state)


def test_deck_empty_a_refresh_from_an_empty_province_deck_is_refused():
    state = run(started(), "table: declare P1 slot=military")
    state = conquering(state)
    state = run(state, "Ann: conquer P1")  # the display has an empty place now
    assert codes(state, "table: reveal P9") == []
    empty = with_provinces_seen(state, 52)
    assert deck_left(empty, "province") == 0
    e = refused(empty, "table: reveal P9")
    assert [v.code for v in e.violations] == ["deck_empty"]
    assert "0" in e.violations[0].message and e.violations[0].rule.ruling == "pendulum-decks"


def test_deck_empty_conquering_the_deck_top_needs_a_card_in_the_deck():
    state = run(conquering(started()), "table: declare P77 slot=culture")
    assert codes(state, "Ann: conquer P77") == []  # the deck's top card, named as drawn
    assert codes(with_provinces_seen(state, 52), "Ann: conquer P77") == ["deck_empty"]


def deal(state, text):
    """The violations of the table's deal of provinces in the preparation (its step's own check)."""
    return setup.check_provinces(state, Decision("prepare", ""), GAME.parse(text), TABLE)


def test_a_short_deck_deals_what_is_left_in_the_preparation():
    state = with_provinces_seen(started(), 50)
    prepare = replace(state, display=(), ctx=replace(state.ctx, phase="prepare"))
    assert setup.provinces_to_deal(prepare) == 2
    assert [v.code for v in deal(prepare, "provinces P7 P8 P9 P10")] == ["reveal_count"]
    assert deal(prepare, "provinces P7 P8") == []
    dealt = setup.apply_provinces(prepare, Decision("prepare", ""), GAME.parse("provinces P7 P8"), TABLE, [])
    assert dealt.display == ("P7", "P8", "", "")
    none_left = with_provinces_seen(prepare, 2)
    assert [v.code for v in deal(none_left, "provinces P7")] == ["deck_empty"]
    assert not any(m.kind == "provinces" for m in setup.legal(none_left, "prepare"))

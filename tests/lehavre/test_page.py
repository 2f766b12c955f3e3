"""Le Havre's board for a browser (referee/lehavre/page.py): well-formed in both languages, names
escaped, every player's francs, loans, ships' food and holdings as the state has them, the offers,
the chits (`?` face down) and the town's buildings with the discs on them."""

from __future__ import annotations

import pytest

from referee import i18n
from referee.lehavre.catalog import OFFERS, ship_food
from referee.lehavre.words import building
from tests.drawing.pages import board, counted, parse, positions, words

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def states():
    found = positions("lehavre", moves=300)
    return found[::25] + [found[-1]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_player_s_counters_are_the_state_s(states, lang):
    for state in states:
        got = counted("lehavre", state, lang)
        n = len(state.players)
        for p in state.players:
            food = sum(ship_food(s, n) for s in p.ships)
            expected = [p.francs, p.loans, food, len(p.buildings), len(p.ships), p.disc or "-"]
            assert got[p.name] == [str(v) for v in expected]


def test_offers_chits_and_the_town_are_shown(states):
    assert all(c == "" for c in states[0].chits)
    first = parse(board("lehavre", states[0], "en"))
    track = next(svg for svg in first.iter(f"{SVG}svg") if "rf-track" in svg.get("class", ""))
    assert [t.text for t in track.iter(f"{SVG}text")][1::2] == ["?"] * 7  # every chit face down
    shown = next(s for s in states if s.chits[0])  # a chit turned: named by its two goods
    track = next(
        svg
        for svg in parse(board("lehavre", shown, "en")).iter(f"{SVG}svg")
        if "rf-track" in svg.get("class", "")
    )
    texts = [t.text for t in track.iter(f"{SVG}text")]
    named = i18n.catalog("en")
    from referee.lehavre.catalog import chit_goods

    assert texts[1:3] == [named[f"lehavre.good.{g}"] for g in chit_goods(shown.chits[0])]
    for state in states[1:]:
        text = words(parse(board("lehavre", state, "en")))
        named = i18n.catalog("en")
        assert all(
            f"{named[f'lehavre.good.{g}']} {n}" in text for g, n in zip(OFFERS, state.offers, strict=True)
        )
        assert all(building(b) in text for b in state.town)
    zh = words(parse(board("lehavre", states[-1], "zh")))
    assert "供应轨道" in zh and "法郎" in zh

"""Guilds' board for a browser (referee/guilds/page.py): well-formed in both languages, names
escaped, the players in VP order with the state's VP, hands by count, halls, supplies and
plantations, every face-up tile with its pieces, and a threshold not declared shown as `?`."""

from __future__ import annotations

import pytest

from referee.core.record import replace
from referee.guilds.rules.position import current_vp, vp_order
from tests.drawing.pages import board, counted, parse, positions, words

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def states():
    found = positions("guilds")
    assert found[-1].over
    return [s for s in found[::20] if s.start >= 0] + [found[-1]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_players_in_vp_order_with_their_counters(states, lang):
    for state in states:
        got = counted("guilds", state, lang)
        assert list(got) == [state.names[p] for p in vp_order(state)]
        vp = current_vp(state)
        for p, name in enumerate(state.names):
            numbers = [vp[p], state.hand[p], state.hall[p], state.supply[p], state.plantation[p]]
            assert got[name][:5] == [str(n) for n in numbers]
            assert got[name][5] == (" ".join(state.masters_of(p)) or "-")


def test_every_tile_shows_its_pieces_and_the_face_down_ones_none(states):
    for state in states:
        root = parse(board("guilds", state, "en"))
        city = next(svg for svg in root.iter(f"{SVG}svg") if "rf-city" in svg.get("class", ""))
        pieces = sum(
            sum(1 for n in s.pieces if n) + (s.master >= 0) + (s.neutral > 0) for s in state.city if s.face_up
        )
        assert len(city.findall(f".//{SVG}circle")) == pieces
        titles = [t.text or "" for t in city.iter(f"{SVG}title")]
        assert sum("##" in words(g) for g in city.iter(f"{SVG}g")) == sum(not s.face_up for s in state.city)
        assert all(any(t.startswith(f"{s.tile} at {s.pos}") for t in titles) for s in state.city if s.face_up)


def test_a_threshold_not_declared_shows_as_unknown(states):
    state = states[1]
    first = next(s for s in state.city if s.face_up)
    unknown = replace(state, city=tuple(replace(s, tile="T99") if s is first else s for s in state.city))
    text = words(parse(board("guilds", unknown, "en")))
    assert f"T99 at {first.pos}" in text and f"{first.count()}/?" in text
    assert "城市" in board("guilds", state, "zh")

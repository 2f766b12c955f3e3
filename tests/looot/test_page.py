"""Looot's board for a browser (referee/looot/page.py): well-formed in both languages, names
escaped, every player's counters as the state holds them, a hex per landscape space with a piece
per Viking on it (three at most, then +n), a fjord per player, the longships on the ocean and the bag."""

from __future__ import annotations

import pytest

from referee.looot.catalog import components
from tests.drawing.pages import board, counted, parse, positions, words

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def states():
    found = positions("looot")
    assert found[-1].over  # the game ended: set-up, play and the end are all drawn
    return found[::15] + [found[-1]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_player_s_counters_are_the_state_s(states, lang):
    for state in states:
        got = counted("looot", state, lang)
        assert set(got) == {p.name for p in state.players}
        for p in state.players:
            vikings, trophy, _shields, ships, _sites, lost = got[p.name]
            assert (vikings, trophy, ships, lost) == (
                str(p.vikings),
                str(p.trophy or "-"),
                str(len(p.ships_done)),
                str(p.lost),
            )


def test_the_landscape_has_a_hex_per_space_and_a_piece_per_viking(states):
    for state in states:
        root = parse(board("looot", state, "en"))
        maps = [svg for svg in root.iter(f"{SVG}svg") if "rf-map" in svg.get("class", "")]
        if not state.boards:
            assert len(maps) == len(state.players)  # the fjords only
            continue
        landscape, fjords = maps[0], maps[1:]
        assert len(landscape.findall(f".//{SVG}polygon")) == len(state.geo.hexes)
        # up to three pieces a hex, then "+n"
        assert len(landscape.findall(f".//{SVG}circle")) == sum(min(len(o), 3) for o in state.occupants)
        more = [t.text for t in landscape.iter(f"{SVG}text") if (t.text or "").startswith("+")]
        assert more == [f"+{len(o) - 3}" for o in state.occupants if len(o) > 3]
        spaces = sum(ch != "#" for row in components().fjord_rows for ch in row)
        assert [len(f.findall(f".//{SVG}polygon")) for f in fjords] == [spaces] * len(state.players)


def test_the_ocean_and_the_bag_are_shown():
    state = next(s for s in positions("looot") if any(s.ocean) and s.ctx.phase == "turn")
    text = words(parse(board("looot", state, "en")))
    assert all(lid in text for lid in state.ocean if lid)
    assert f"longships left in the bag: {len(state.bag)}" in text
    assert "海洋" in words(parse(board("looot", state, "zh")))

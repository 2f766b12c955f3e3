"""Pendulum's board for a browser (referee/pendulum/page.py): well-formed in both languages, names
escaped, every player's resources, votes and tracks as the state has them, a piece per worker in
the zones, and each hourglass's sand left."""

from __future__ import annotations

import pytest

from referee.pendulum import clock
from referee.pendulum.state import TRACKS, ZONES
from tests.drawing.pages import board, counted, parse, positions, words

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def states():
    found = positions("pendulum", moves=300)
    return found[::25] + [found[-1]]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_player_s_counters_are_the_state_s(states, lang):
    for state in states:
        got = counted("pendulum", state, lang)
        for p in state.players:
            tracks = [f"{getattr(p, tr)} ({p.parchment[k]}–{p.ends[k]})" for k, tr in enumerate(TRACKS)]
            assert got[p.name][:7] == [str(p.coin), str(p.military), str(p.culture), str(p.votes), *tracks]


def test_a_piece_per_worker_and_the_sand_of_each_hourglass(states):
    seen_workers = 0
    for state in states:
        root = parse(board("pendulum", state, "en"))
        zones = [s for s in root.iter("section") if "rf-zone" in s.get("class", "").split()]
        assert len(zones) == len(ZONES)
        drawn = sum(len(z.findall(f".//{SVG}circle")) for z in zones)
        blocked = sum(
            1
            for space in state.neutral
            if not any(w.space == space and w.owner == "neutral" for w in state.workers)
        )
        on_board = [w for w in state.workers if w.space]
        assert drawn == len(on_board) + blocked
        seen_workers += len(on_board)
        for zone, section in zip(ZONES, zones, strict=True):
            left = clock.sand_left(state, zone)
            assert (clock.mm_ss(left) in words(section)) if left else ("empty" in words(section))
    assert seen_workers  # workers were on the board in some position


def test_the_chinese_board_names_the_zones():
    state = positions("pendulum", moves=60)[-1]
    text = words(parse(board("pendulum", state, "zh")))
    assert all(zone in text for zone in ("紫", "绿", "黑")) and "钟摆帝国" in text

"""The board picture: the round track with its grey spaces, the city in rows and columns (suits,
pieces/threshold, seat letters, masters), players in VP order with hands by count; ASCII only."""

from __future__ import annotations

from prompts.pictures import ambiguous_chars, board, render_text
from referee.core.record import replace
from referee.guilds import GAME

from .helpers import started


def test_the_picture_shows_track_city_masters_and_hands():
    state = started()
    city = tuple(replace(s, pieces=(2, 1, 0), master=2) if s.pos == "A1" else s for s in state.city)
    state = replace(state, city=city, hall=(0, 1, 1), vp=(1, 5, 3))
    text = render_text(board(GAME, state, "en"))
    assert "[3]" in text and "[15]" in text and " 4 " in text  # grey spaces in brackets
    lines = text.splitlines()
    row_a = next(i for i, line in enumerate(lines) if line.startswith("A  "))
    assert "T1 a 4/3" in lines[row_a] and "T2 w+x 0/2" in lines[row_a]
    assert "A2 B1 *C" in lines[row_a + 1]
    assert any(line.startswith("C  ##") for line in lines)  # the face-down space
    order = [line.split(":")[0].strip() for line in lines if ": " in line and " VP," in line]
    assert order == ["B Bob", "C Cid", "A Ann"] and "7 cards" in text
    assert text.isascii()


def test_the_chinese_picture_stays_aligned():
    text = render_text(board(GAME, started(), "zh"))
    assert not ambiguous_chars(text) and "城市" in text

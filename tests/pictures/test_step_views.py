"""What the step shows fits the terminal with the move line under it, at 80×24 as at 120×40
(issue 12): rendered at both sizes, its lines counted and measured, for Looot with 2 to 4 players
at each kind of step; the rest is shown on demand by name."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from prompts.move_line import room_below
from prompts.pictures import render_text, step, view, view_named, views
from prompts.play_loop import picture_room
from saves.session import Session

SIZES = [(80, 24), (120, 40)]


def advance(s: Session, until) -> Session:
    """Declare the first legal move until `until(session)` holds (a deterministic game)."""
    for _ in range(400):
        if until(s):
            return s
        s.declare(s.legal_texts()[0])
    raise AssertionError("never reached")


def kinds(s: Session) -> set[str]:
    return {m.kind for _who, moves in s.rules.legal_moves(s.state) for m in moves}


@pytest.fixture(scope="module")
def positions(tmp_path_factory):
    """(label, session) at the steps a table sees most: set-up, placing, tiles, end of a turn."""
    found = []
    for n in (2, 3, 4):
        folder = tmp_path_factory.mktemp(f"p{n}")
        names = ["Ann", "Bob", "Cid", "Dag"][:n]
        s = Session.create(folder / "g.toml", "looot", names, {})
        s.declare(s.legal_texts()[0])
        found.append((f"{n}p board", Session.open(s.path)))
        advance(s, lambda s: "place" in kinds(s))
        found.append((f"{n}p place", Session.open(s.path)))
        advance(s, lambda s: "tile" in kinds(s))
        found.append((f"{n}p tile", Session.open(s.path)))
        advance(s, lambda s: "pass" in kinds(s) and "tile" not in kinds(s))
        found.append((f"{n}p end", Session.open(s.path)))
        advance(s, lambda s: s.state.ctx.round >= 4 and "place" in kinds(s))
        found.append((f"{n}p round 4", Session.open(s.path)))
    return found


@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_the_step_view_fits_with_the_move_line(positions, columns, rows):
    for label, s in positions:
        room = picture_room(s, rows, columns)
        text = render_text(step(s.rules, s.state, "en", columns, room), columns)
        lines = text.splitlines()
        assert len(lines) <= room, (label, len(lines), room)
        assert max(cell_len(line) for line in lines) <= columns, label
        assert len(lines) + room_below(rows) + len(s.decisions()) + 1 <= rows, label


@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_chinese_step_views_fit_too(positions, columns, rows):
    for label, s in positions:
        room = picture_room(s, rows, columns)
        text = render_text(step(s.rules, s.state, "zh", columns, room), columns)
        assert len(text.splitlines()) <= room, label
        assert max(cell_len(line) for line in text.splitlines()) <= columns, label


def test_placing_marks_every_hex_where_a_viking_may_land(positions):
    for label, s in positions:
        if not label.endswith("place"):
            continue
        landing = [m for _who, moves in s.rules.legal_moves(s.state) for m in moves if m.kind == "place"]
        text = render_text(step(s.rules, s.state, "en", 120, 60), 120)
        assert text.count("_*_") == len(landing), label  # all fit at this size: every one marked
        assert f"({len(landing)} hexes)" in text


def test_placing_tiles_shows_the_players_fjord(positions):
    for label, s in positions:
        if label.endswith("tile"):
            player = s.state.players[s.state.ctx.current].name
            text = render_text(step(s.rules, s.state, "en", 80, 15), 80)
            assert f"{player}'s fjord" in text and "_*_" in text
            assert "Landscape" not in text


def test_the_rest_is_shown_by_name_in_either_language(positions):
    _label, s = positions[1]
    assert set(views(s.rules)) == {"board", "fjords", "all"}
    assert view_named(s.rules, "board") == view_named(s.rules, "版图") == "board"
    assert view_named(s.rules, " Fjords ") == "fjords" and view_named(s.rules, "全部") == "all"
    assert view_named(s.rules, "place -3,1") is None
    fjords = render_text(view(s.rules, s.state, "fjords", "en"), 120)
    assert "Ann" in fjords and "Bob" in fjords and "Vikings left" in fjords
    board = render_text(view(s.rules, s.state, "board", "en"), 120)
    assert "Ocean" in board and "Vikings left" not in board


def test_a_game_without_step_views_shows_its_whole_picture(tmp_path, stones):
    s = Session.create(tmp_path / "s.toml", "stones", ["Ann", "Bob"], {})
    assert render_text(step(s.rules, s.state, "en", 80, 10), 80) == render_text(
        view(s.rules, s.state, "all", "en"), 80
    )
    assert set(views(s.rules)) == {"all"}

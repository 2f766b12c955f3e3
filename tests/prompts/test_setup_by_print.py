"""Set-up by what is printed on the pieces (issue 12): longships, site cards and boards are offered
with their printed content and found by it; a board position is previewed before it is declared."""

from __future__ import annotations

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from prompts.move_line import MoveCompleter, entries, noted_entries, verdict
from referee.core.errors import Interrupted
from saves.session import Session
from tests.prompts.setups import LOOOT_SETUP
from tests.prompts.test_play_loop import CTRL_C, ENTER, drive


def at_step(tmp_path, upto: int) -> Session:
    s = Session.create(tmp_path / "g.toml", "looot", ["Ann", "Bob"], {})
    for move in LOOOT_SETUP[:upto]:
        s.declare(move)
    return s


def completions(s: Session, typed: str) -> list[str]:
    completer = MoveCompleter()
    completer.entries = noted_entries(s)
    found = completer.get_completions(Document(typed), CompleteEvent(completion_requested=True))
    return [c.text for c in found]


def test_longships_are_offered_by_their_printed_content(tmp_path):
    s = at_step(tmp_path, 4)  # the ocean is filled next
    meaning = dict(entries(s))
    assert meaning["draw Castle31"].startswith("axe axe wood → castle +3 — ")
    assert meaning["draw Castle32"].startswith("wood wood wood → castle +3 — ")


def test_a_longship_is_found_by_what_it_needs(tmp_path):
    s = at_step(tmp_path, 4)
    found = completions(s, "wood wood wood")
    assert "draw Castle32" in found and "draw Castle31" not in found
    assert completions(s, "axe axe wood → castle") == ["draw Castle31"]


def test_site_cards_are_offered_by_their_printed_content(tmp_path):
    s = at_step(tmp_path, 9)  # the sites of Ann next
    meaning = dict(entries(s))
    line = next(v for k, v in meaning.items() if k.startswith("sites Ann Port1 "))
    assert "Port1 — house house sheep → port 5 VP" in line


def test_boards_say_which_physical_board_a_face_is_on_and_how_to_preview(tmp_path):
    s = at_step(tmp_path, 1)
    meaning = dict(entries(s))
    board = next(v for k, v in meaning.items() if k.startswith("board 8 "))
    assert board.startswith("face 8 of board 4")
    assert verdict(s, "preview board 8 at 1,1 r1").kind in ("control", "refused")
    legal = next(k for k in meaning if k.startswith("board "))
    assert verdict(s, f"preview {legal}").kind == "control"
    assert verdict(s, "preview board 99 at 1,1 r1").kind == "refused"  # unknown_face: refused as declared


def test_preview_draws_the_board_where_it_would_go_and_declares_nothing(tmp_path, capsys):
    s = at_step(tmp_path, 1)
    legal = s.legal_texts()[0]
    before = s.path.read_bytes()
    with pytest.raises(Interrupted):
        drive(s, f"preview {legal}" + ENTER + CTRL_C)
    out = capsys.readouterr().out
    assert f"Preview of {legal} (not declared)" in out
    after_preview = out.split("Preview of")[1]
    assert after_preview.count("\\___/") > out.split("Preview of")[0].count("\\___/")  # more hexes
    assert s.path.read_bytes() == before

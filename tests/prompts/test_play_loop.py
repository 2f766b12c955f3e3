"""The interactive loop, driven through prompt_toolkit's pipe input (no real terminal needed)."""

from __future__ import annotations

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from prompts.play_loop import QUIT, TYPE, UNDO, move_menu, play_interactively
from referee.core.errors import Interrupted
from saves.session import Session

DOWN = "\x1b[B"
ENTER = "\r"


def drive(session, keys: str) -> None:
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        with create_app_session(input=pipe, output=DummyOutput()):
            play_interactively(session)


def test_menu_offers_only_legal_moves_plus_controls(tmp_path, stones):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    s.declare("pile 2")
    entries = move_menu(
        s.decision(), [m for _, ms in s.rules.legal_moves(s.state) for m in ms], can_undo=True
    )
    assert [v for v, _ in entries] == ["take 1", "take 2", TYPE, UNDO, QUIT]


def test_a_whole_game_at_the_prompts_is_saved_move_by_move(tmp_path, stones):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    # pile: the list is searchable (10 choices) -> type "3" to filter to "pile 3"; then Ann takes 2, Bob 1.
    drive(s, "3" + ENTER + DOWN + ENTER + ENTER)
    reopened = Session.open(tmp_path / "g.toml")
    assert [e.move for e in reopened.save.log] == ["pile 3", "take 2", "take 1"]
    assert s.rules.outcome(reopened.state).winners == ("Bob",)


def test_typed_illegal_move_is_explained_and_the_prompt_asks_again(tmp_path, stones, capsys):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    s.declare("pile 1")
    # choose "type a move" (second entry), type an illegal one, then pick "take 1" from the menu.
    drive(s, DOWN + ENTER + "take 3" + ENTER + ENTER)
    assert "bad_take" in capsys.readouterr().err
    assert [e.move for e in s.save.log] == ["pile 1", "take 1"]


def test_ctrl_c_at_a_prompt_keeps_every_accepted_move(tmp_path, stones):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    s.declare("pile 5")
    before = (tmp_path / "g.toml").read_text()
    with pytest.raises(Interrupted):
        drive(s, "\x03")
    assert (tmp_path / "g.toml").read_text() == before


def test_undo_from_the_menu(tmp_path, stones):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    s.declare("pile 5")
    s.declare("take 1")
    # Bob's menu: take 1, take 2, take 3, type, undo, quit -> undo, then quit from Ann's menu.
    drive(s, DOWN * 4 + ENTER + DOWN * 5 + ENTER)
    assert [e.move for e in s.save.log] == ["pile 5"]

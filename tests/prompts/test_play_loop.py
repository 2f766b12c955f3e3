"""The interactive loop, driven through prompt_toolkit's pipe input (no real terminal needed)."""

from __future__ import annotations

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from prompts.play_loop import EXPLAIN, QUIT, TYPE, UNDO, move_menu, play_interactively
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
    assert [v for v, _ in entries] == ["take 1", "take 2", TYPE, UNDO, EXPLAIN, QUIT]


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
    # Bob's menu: take 1, take 2, take 3, type, undo, explain, quit -> undo, then quit from Ann's menu.
    drive(s, DOWN * 4 + ENTER + DOWN * 6 + ENTER)
    assert [e.move for e in s.save.log] == ["pile 5"]


def test_someone_else_can_act_from_the_menu_and_is_named(tmp_path, market):
    s = Session.create(tmp_path / "m.toml", "market", ["Ann", "Bob"], {})
    s.declare("buy apple")
    s.declare("pass")  # Bob's turn; Ann may sell her apple
    entries = move_menu(s.decision(), [], can_undo=True, others={"Ann": 1})
    assert ("\x00actor:Ann", "someone else: Ann (1 choices)") in entries
    # Bob's menu: buy apple, buy pear, haggle apple, haggle pear, pass, someone else: Ann, type,
    # undo, explain, quit: Ann's menu (sell apple, back) -> sell apple; then quit from Bob's menu.
    drive(s, DOWN * 5 + ENTER + ENTER + DOWN * 8 + ENTER)
    assert [(e.by, e.move) for e in s.save.log[2:]] == [("Ann", "sell apple")]


def test_a_refused_overridable_move_can_be_accepted_anyway(tmp_path, market, capsys):
    s = Session.create(tmp_path / "m.toml", "market", ["Ann", "Bob"], {})
    s.declare("buy pear")  # 2 coins left; apple costs 2, pear 3
    # Ann's menu: buy apple, haggle apple, haggle pear, pass, sell pear, type a move: "buy pear" is
    # refused (too_poor); accept anyway: y; then quit (pass, sell pear, type, undo, explain, quit).
    drive(s, DOWN * 5 + ENTER + "buy pear" + ENTER + "y" + DOWN * 5 + ENTER)
    assert "too_poor" in capsys.readouterr().err
    assert s.save.log[-1].override == ("too_poor",) and s.state.coins["Ann"] == -1


def test_a_question_mark_explains_the_step(tmp_path, stones, capsys):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    s.declare("pile 1")
    drive(s, DOWN + ENTER + "?" + ENTER + ENTER)  # type a move: "?"; then take 1
    out = capsys.readouterr().out
    assert "step take: take 1 to 3 stones" in out and "take N" in out
    assert [e.move for e in s.save.log] == ["pile 1", "take 1"]

"""Refused texts explained in the table's terms: a prefix that names nobody, "did you mean" for a
mistyped move word or component name, in `referee check`/`move` and on the move line."""

from __future__ import annotations

import pytest

from prompts.hints import hints
from prompts.move_line import verdict
from saves.session import Session
from tests.prompts.setups import LOOOT_SETUP


@pytest.fixture
def looot(tmp_path):
    s = Session.create(tmp_path / "g.toml", "looot", ["Ann", "Bob"], {})
    for move in LOOOT_SETUP:
        s.declare(move)
    return s


def said(s: Session, text: str) -> list[str]:
    return hints(s.rules, s.state, text, s.legal_texts())


def test_a_mistyped_move_word_gets_the_move_it_meant(looot):
    assert said(looot, "plcae -3,1") == ["did you mean `place -3,1`?"]
    assert said(looot, "Ann: plcae -3,1") == ["did you mean `Ann: place -3,1`?"]
    assert said(looot, "放至 -3,1") == ["did you mean `放置 -3,1`?"]


def test_a_mistyped_component_name_gets_the_catalog_name(looot):
    assert said(looot, "draw Castel31") == ["did you mean `draw Castle31`?"]
    assert said(looot, "shield agian") == ["did you mean `shield again`?"]


def test_a_prefix_naming_nobody_says_who_the_players_are(looot):
    assert said(looot, "Zed: place 1,1") == ["'Zed' is not a player of this game (the players: Ann, Bob)"]
    assert said(looot, "Anne: pass")[1] == "did you mean `Ann: pass`?"
    assert said(looot, "table: adjust Ann vp +1") == []
    assert said(looot, "place 9,9") == []


def test_check_says_zed_is_not_a_player_instead_of_unknown_move(cli, referee_home, looot):
    import shutil

    (referee_home / "saves").mkdir(parents=True)
    shutil.copy(looot.path, referee_home / "saves" / "g.toml")
    r = cli("check", "g", "Zed: place 1,1")
    assert r.exit_code == 3
    assert "'Zed' is not a player of this game (the players: Ann, Bob)" in r.output
    assert "unknown move" not in r.output
    r = cli("move", "g", "plcae -3,1")
    assert r.exit_code == 3 and "did you mean `place -3,1`?" in r.output


def test_the_move_line_toolbar_suggests_before_enter(looot):
    status = verdict(looot, "plcae -3,1")
    assert status.kind == "syntax"
    assert "did you mean `place -3,1`?" in status.lines[0]

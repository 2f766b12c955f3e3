"""A refused text is echoed cut, as a save name is (issue 23, item 11): 100 kB in was 100 kB out."""

from __future__ import annotations

import pytest

from prompts.move_line import verdict
from referee.core.errors import EXIT_ILLEGAL
from referee.core.notation import MOST_CHARACTERS
from referee.registry import tracked_games
from saves.session import Session

BIG = 100_000
TEXTS = [
    "x" * BIG,
    "place " + "x" * BIG,
    "Ann: " + " ".join(["word"] * (BIG // 5)),
    "order " + " ".join(["word"] * (BIG // 5)),
    "table: declare " + "x" * BIG + " x=1",
    'table: adjust Ann vp +1 "' + "x" * BIG + '"',
]


@pytest.mark.parametrize("game", tracked_games())
@pytest.mark.parametrize("command", ["move", "check"])
def test_a_huge_text_is_refused_and_echoed_cut(cli, game, command):
    assert cli("new", game, "--players", "Ann,Bob", "--name", "g", "--no-input").exit_code == 0
    for text in TEXTS:
        r = cli(command, "g", text)
        assert r.exit_code == EXIT_ILLEGAL, (text[:40], r.output[:300])
        assert len(r.output) < 2000 and f"{len(text)} characters" in r.output, r.output[:300]


def test_a_long_unknown_word_is_quoted_cut(cli):
    assert cli("new", "looot", "--players", "Ann,Bob", "--name", "g", "--no-input").exit_code == 0
    word = "y" * (MOST_CHARACTERS - 10)
    r = cli("check", "g", word)
    assert r.exit_code == EXIT_ILLEGAL and f"... ({len(word)} characters)" in r.output
    assert r.output.count("y" * 100) <= 1  # the whole move echoed once at most, the word cut


def test_a_move_as_long_as_a_move_may_be_is_read(cli):
    """The bound is far above any real move: a long adjustment reason is still accepted."""
    assert cli("new", "looot", "--players", "Ann,Bob", "--name", "g", "--no-input").exit_code == 0
    reason = "r" * (MOST_CHARACTERS - 40)
    assert cli("move", "g", f'table: adjust Ann vp +1 "{reason}"').exit_code == 0


def test_the_move_line_bar_shows_a_huge_text_cut(tmp_path):
    s = Session.create(tmp_path / "g.toml", "looot", ["Ann", "Bob"], {})
    shown = verdict(s, "x" * BIG)
    assert shown.kind == "syntax" and sum(len(line) for line in shown.lines) < 1000

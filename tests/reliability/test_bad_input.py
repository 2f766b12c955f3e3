"""Bad input that is not a game's move string: the Looot parser's limits on odd digits and huge
numbers, and what a command says for an unexpected exception or a Ctrl-C outside a question.

The fuzzing of every game's moves is in tests/kit/test_fuzz.py.
"""

from __future__ import annotations

import pytest

from referee.core.errors import MoveSyntaxError
from referee.registry import rules_for
from saves.session import Session
from tests.kit.support import TRACKED

# -- the Looot parser (odd digits and huge numbers were once accepted) -----------------------------


looot_only = pytest.mark.skipif("looot" not in TRACKED, reason="Looot is not registered")


@looot_only
@pytest.mark.parametrize("text", ["trophy ²", "trophy ①", "trophy ⁴"])
def test_looot_parser_rejects_unicode_digits(text):
    with pytest.raises(MoveSyntaxError):
        rules_for("looot").parse(text)


@looot_only
@pytest.mark.parametrize(
    "text", ["place " + "1" * 5000 + ",0", "trophy " + "4" * 5000, "board 1 at 0," + "9" * 5000 + " r0"]
)
def test_looot_parser_rejects_huge_numbers(text):
    with pytest.raises(MoveSyntaxError):
        rules_for("looot").parse(text)


def test_an_unexpected_exception_in_a_command_is_a_message_not_a_traceback(referee_home, monkeypatch):
    from typer.testing import CliRunner

    from referee.cli import app

    def broken(cls, path):
        raise RuntimeError("a bug somewhere in an engine")

    monkeypatch.setattr(Session, "open", classmethod(broken))
    monkeypatch.delenv("REFEREE_DEBUG", raising=False)
    result = CliRunner().invoke(app, ["status", "any"])
    assert isinstance(result.exception, SystemExit) and result.exit_code == 1
    assert "Internal error (RuntimeError: a bug somewhere in an engine)" in result.output
    assert "Traceback" not in result.output


def test_a_ctrl_c_outside_a_question_also_says_how_to_resume(referee_home, monkeypatch):
    from typer.testing import CliRunner

    from referee.cli import app

    def interrupted(cls, path):
        raise KeyboardInterrupt

    monkeypatch.setattr(Session, "open", classmethod(interrupted))
    result = CliRunner().invoke(app, ["play", "friday"])
    assert result.exit_code == 130
    assert "referee play friday" in result.output

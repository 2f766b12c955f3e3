"""Output that cannot be written (stdout closed, full, ASCII-only) and odd settings: a clear message and
an exit code that says what happened, never "Internal error … please report it"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee.core.errors import EXIT_OUTPUT_LOST
from saves.session import Session

MOVES = ("pile 9", "take 1")


@pytest.fixture
def game(referee_home, stones) -> Path:
    path = referee_home / "saves" / "g.toml"
    session = Session.create(path, "stones", ["Ann", "Bob"], {})
    for move in MOVES:
        session.declare(move)
    return path


def _run(home: Path, *args: str, **kwargs) -> subprocess.CompletedProcess[str]:
    """The real CLI, with Stones registered (the test-only game) before it starts."""
    code = (
        "import sys; from referee import registry; "
        "registry.GAMES['stones'] = registry.Entry('stones', 'Stones', '石子', "
        "'004_475a35a4fad56de6.txt', 'tests.fakegame'); "
        f"sys.argv = ['referee', *{list(args)!r}]; from referee.cli import main; main()"
    )
    env = {**os.environ, "REFEREE_HOME": str(home), "REFEREE_LANG": "en", "PYTHONPATH": os.getcwd()}
    env.update(kwargs.pop("env", {}))
    return subprocess.run(
        [sys.executable, "-c", code], env=env, stdin=subprocess.DEVNULL, text=True, timeout=30, **kwargs
    )


def _log(path: Path) -> list[str]:
    return [e.move for e in Session.open(path).save.log]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_move_whose_output_hits_a_full_disk_is_saved_and_says_so(game, referee_home):
    """It used to save the move and exit 1 with "Internal error": a script read "not accepted"."""
    with open("/dev/full", "w") as full:
        done = _run(referee_home, "move", str(game), "take 2", stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == EXIT_OUTPUT_LOST, done.stderr
    assert "the output could not be written" in done.stderr and "done and saved" in done.stderr
    assert "Internal error" not in done.stderr
    assert _log(game) == [*MOVES, "take 2"]


def test_a_move_with_stdout_closed_is_saved_and_says_so(game, referee_home):
    done = _run(
        referee_home, "move", str(game), "take 2", stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1)
    )
    assert done.returncode == EXIT_OUTPUT_LOST, done.stderr
    assert "standard output is closed" in done.stderr and "Internal error" not in done.stderr
    assert _log(game) == [*MOVES, "take 2"]
    assert sorted(p.name for p in game.parent.iterdir() if not p.name.startswith(".")) == [
        "g.toml",
        "g.toml.bak",
        "g.toml.bak.1",
        "g.toml.bak.2",
    ]


def test_an_ascii_only_terminal_gets_escapes_not_an_error(game, referee_home):
    done = _run(
        referee_home,
        "--lang",
        "zh",
        "history",
        str(game),
        capture_output=True,
        env={"PYTHONIOENCODING": "ascii"},
    )
    assert done.returncode == 0, done.stderr
    assert "\\u684c\\u9762" in done.stdout  # 桌面 ("the table"), escaped
    done.stdout.encode("ascii")


def test_output_lost_does_not_hide_an_illegal_move(game, cli, monkeypatch):
    from referee import output

    class Broken:
        encoding = "utf-8"

        def write(self, text):
            raise OSError(28, "No space left on device")

        def flush(self):
            pass

        def isatty(self):
            return False

    monkeypatch.setattr(
        output.Stream, "stream", property(lambda self: Broken() if self.name == "stdout" else sys.stderr)
    )
    result = cli("move", str(game), "take 2", "take 9")
    assert result.exit_code == 3  # the illegal move is the answer; "take 2" is saved
    assert _log(game) == [*MOVES, "take 2"]


@pytest.mark.parametrize("value", ["abc", "-3", "nan"])
def test_a_bad_lock_wait_is_a_usage_message_and_reading_still_works(game, cli, monkeypatch, value):
    """`REFEREE_LOCK_WAIT=abc` was parsed at import: every command was "Internal error"."""
    monkeypatch.setenv("REFEREE_LOCK_WAIT", value)
    assert cli("status", str(game)).exit_code == 0
    result = cli("move", str(game), "take 2")
    assert result.exit_code == 2 and "REFEREE_LOCK_WAIT must be a number of seconds" in result.output
    assert _log(game) == list(MOVES)

"""Ctrl-C at any prompt, in a real terminal (pexpect): exit 130, the save exactly as after the last
accepted move, and a message saying how to resume.

`referee play SAVE` runs in a pseudo-terminal; the move line (prompts/move_line.py) waits there with
its `NAME> ` prompt drawn: that is when the test types or presses Ctrl-C (`sendintr`, the terminal's
real interrupt character). The players question of `referee new` is questionary's.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from saves import schema, store
from tests.kit.support import TRACKED, intended, referee_env, run_referee

pexpect = pytest.importorskip("pexpect")

ACTIVE = r"\S>"  # the move line is drawn and waiting ("Ann>", "the table>")
QUESTION = r"\?(?:\x1b\[[0-9;]*m)*\s+\w"  # "? " and the question, maybe with style codes between


def _spawn(home: Path, *args: str):
    env = referee_env(home, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="120", LINES="40")
    return pexpect.spawn(
        sys.executable,
        ["-m", "referee", *args],
        env=env,
        encoding="utf-8",
        codec_errors="replace",
        timeout=30,
        dimensions=(40, 120),
    )


def _entries(path: Path) -> int:
    return len(schema.decode(store.read_text(path), str(path)).log)


def _new_game(home: Path, game: str) -> Path:
    plan = intended(game, seed=0)
    done = run_referee(
        home, "new", game, "--players", ",".join(plan.players), "--name", "ctrl-c", "--no-input"
    )
    assert done.returncode == 0, done.stderr
    return home / "saves" / "ctrl-c.toml"


def _interrupt(child) -> str:
    child.sendintr()
    child.expect(pexpect.EOF)
    out = child.before
    child.close()
    assert child.exitstatus == 130, out
    assert "Traceback" not in out
    return out


@pytest.mark.parametrize("game", TRACKED)
def test_ctrl_c_at_the_first_prompt_changes_nothing_and_says_how_to_resume(game, referee_home):
    path = _new_game(referee_home, game)
    before = path.read_bytes()
    child = _spawn(referee_home, "play", "ctrl-c")
    child.expect(ACTIVE)
    out = _interrupt(child)
    assert path.read_bytes() == before
    assert "referee play" in out and str(path) in out


TYPED_FIRST = {"pendulum": "board 4 4 3\r"}


@pytest.mark.parametrize("game", TRACKED)
def test_ctrl_c_after_a_move_keeps_exactly_that_move(game, referee_home):
    path = _new_game(referee_home, game)
    child = _spawn(referee_home, "play", "ctrl-c")
    child.expect(ACTIVE)
    # Tab takes the first legal move, Enter declares it; Pendulum's first is the board as read off
    # the table, offered as a form to fill in, so it is typed
    child.send(TYPED_FIRST.get(game, "\t\r"))
    deadline = time.monotonic() + 30
    while _entries(path) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)  # saved before the next line is drawn
    assert _entries(path) == 1
    child.expect(ACTIVE)
    saved = path.read_bytes()
    out = _interrupt(child)
    assert path.read_bytes() == saved
    assert "referee play" in out


@pytest.mark.parametrize("game", TRACKED)
def test_ctrl_c_while_typing_a_move_changes_nothing(game, referee_home):
    path = _new_game(referee_home, game)
    before = path.read_bytes()
    child = _spawn(referee_home, "play", "ctrl-c")
    child.expect(ACTIVE)
    child.send("half a mo")  # typed straight at the move line
    child.expect("half a mo")
    out = _interrupt(child)
    assert path.read_bytes() == before
    assert "referee play" in out


@pytest.mark.parametrize("game", TRACKED)
def test_ctrl_c_at_the_players_question_of_a_new_game_creates_nothing(game, referee_home):
    child = _spawn(referee_home, "new", game, "--name", "never")
    child.expect(QUESTION)
    _interrupt(child)
    assert not (referee_home / "saves" / "never.toml").exists()

"""A Le Havre session at the prompt in a real terminal (pexpect): the table declares a chit, Ann
takes an offer and ends her turn (after the turn order); each accepted move is saved before the next prompt."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from saves import schema, store
from tests.kit.support import referee_env, run_referee

pexpect = pytest.importorskip("pexpect")


def _entries(path: Path) -> list[str]:
    return [e.move for e in schema.decode(store.read_text(path), str(path)).log]


def test_a_prompt_session_declares_moves_and_saves_each(referee_home):
    done = run_referee(
        referee_home,
        "new",
        "lehavre",
        "--players",
        "Ann,Bob",
        "-o",
        "length=short",
        "--name",
        "lh",
        "--no-input",
    )
    assert done.returncode == 0, done.stderr
    path = referee_home / "saves" / "lh.toml"
    env = referee_env(referee_home, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="120", LINES="40")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "referee", "play", "lh"],
        env=env,
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 120),
    )
    for n, text in enumerate(("table: order Ann, Bob", "table: chit 3", "take wood", "done"), 1):
        child.expect(r"\S>")
        child.send(text + "\r")
        deadline = time.monotonic() + 30
        while len(_entries(path)) < n and time.monotonic() < deadline:
            time.sleep(0.05)
    child.expect(r"\S>")
    child.sendintr()
    child.expect(pexpect.EOF)
    # `chit 3`, the old form, still reads; the save names the chit by its printed goods (issue 25)
    assert _entries(path) == ["order Ann, Bob", "chit wood franc", "take wood", "done"]

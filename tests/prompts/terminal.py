"""The real CLI in a pseudo-terminal (pexpect) of a given size, for the tests of the prompts.

The terminal does not answer cursor position requests (PROMPT_TOOLKIT_NO_CPR=1, as a pty driven by a
test never does): the move line must draw its toolbar all the same (prompts/move_line.py). Nothing is
timed: each step waits, with a generous timeout for a loaded 2-core machine, for text that proves
the previous keys were handled.
"""

from __future__ import annotations

import contextlib
import re
import sys
from pathlib import Path

import pytest

from saves import schema, store
from tests.kit.support import referee_env, run_referee
from tests.prompts.setups import LOOOT_SETUP

pexpect = pytest.importorskip("pexpect")

TIMEOUT = 60  # seconds per expected text: generous, never a measure of speed
CTRL_U = "\x15"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|[\r\x08]")


def spawn(home: Path, *args: str, rows: int = 24, columns: int = 80, lang: str = "en"):
    try:
        env = referee_env(
            home,
            TERM="xterm",
            PROMPT_TOOLKIT_NO_CPR="1",
            REFEREE_LANG=lang,
            COLUMNS=str(columns),
            LINES=str(rows),
        )
        env.pop("REFEREE_WIDTH", None)  # the picture measures the terminal itself
        return pexpect.spawn(
            sys.executable,
            ["-m", "referee", *args],
            env=env,
            encoding="utf-8",
            codec_errors="replace",
            timeout=TIMEOUT,
            dimensions=(rows, columns),
        )
    except OSError as exc:  # no pseudo-terminal on this machine
        pytest.skip(f"no pseudo-terminal: {exc}")


def plain(text: str) -> str:
    """Terminal output without its control sequences."""
    return ANSI.sub("", text)


def ended(child) -> str:
    """Wait for the program to end, check it ended well (exit 0; else what it printed last), and
    give what it printed since the last expected text."""
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, plain(child.before)[-2000:]
    return child.before


def looot_save(home: Path, name: str = "friday") -> Path:
    script = home / "setup.txt"
    home.mkdir(parents=True, exist_ok=True)
    script.write_text("\n".join(LOOOT_SETUP) + "\n", encoding="utf-8")
    done = run_referee(
        home, "new", "looot", "--players", "Ann,Bob", "--name", name, "--script", str(script), "--no-input"
    )
    assert done.returncode == 0, done.stderr
    return home / "saves" / f"{name}.toml"


def logged(path: Path) -> list[str]:
    return [e.move for e in schema.decode(store.read_text(path), str(path)).log]


class Screen:
    """What a terminal of `rows` × `columns` shows of the child's output (pyte emulates it): set as
    the child's `logfile_read`, it is fed everything the child writes."""

    def __init__(self, child, rows: int = 24, columns: int = 80) -> None:
        pyte = pytest.importorskip("pyte")
        self.child = child
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.Stream(self.screen)
        child.logfile_read = self
        self.keys = 0

    def write(self, data: str) -> None:
        self.stream.feed(data)

    def flush(self) -> None:
        pass

    def send(self, keys: str) -> None:
        """Send keys, counting them (an escape sequence, e.g. an arrow, is one key)."""
        self.keys += len(re.sub(r"\x1b\[[0-9;]*[A-Za-z~]", "k", keys))
        self.child.send(keys)

    def lines(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def until(self, shows, what: str) -> list[str]:
        """The screen once `shows(lines)` holds (no timing: it reads what the child writes until
        then, or fails after the generous TIMEOUT saying what it waited for)."""
        for _ in range(TIMEOUT * 10):
            lines = self.lines()
            if shows(lines):
                return lines
            with contextlib.suppress(pexpect.TIMEOUT):
                self.child.read_nonblocking(100_000, timeout=0.1)
        raise AssertionError(f"never shown: {what}\n" + "\n".join(self.lines()))


class Keys:
    """Sends text to the terminal and counts the keys: each character is one key (Enter is `\\r`,
    Tab `\\t`), so a test asserts the key budgets of issue 25 by what it really typed."""

    def __init__(self, child) -> None:
        self.child = child
        self.count = 0

    def type(self, text: str) -> int:
        self.child.send(text)
        self.count += len(text)
        return len(text)

"""The root's --lang after the command name, and the last line of `referee move` in a real process.

`referee new looot --players … --lang zh` is `referee --lang zh new looot …`; a command with its own
--lang (status, history, export) gets the same language for its messages and its picture; the last
--lang given wins. Each case runs in a process of its own, as a user runs it: a command module's
help texts are read when it is imported, which the language must precede.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PLAYERS = ("--players", "Ann,Bob")
FIRST = "board 1 at -3,-2 r0"


def env(home) -> dict[str, str]:
    return {"REFEREE_HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "COLUMNS": "100"}


def run(home, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "referee", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env(home),
        stdin=subprocess.DEVNULL,
        timeout=60,
    )


def run_in_terminal(home, *args: str) -> str:
    """What a terminal shows of a command (stdout and stderr on one pseudo-terminal)."""
    pty = pytest.importorskip("pty")
    leader, follower = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", *args],
        stdout=follower,
        stderr=follower,
        stdin=subprocess.DEVNULL,
        env=env(home),
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the other end closed: Linux says EIO
            break
        if not chunk:
            break
        chunks.append(chunk)
    proc.wait(timeout=60)
    os.close(leader)
    return b"".join(chunks).decode("utf-8")


@pytest.fixture
def save(tmp_path):
    created = run(tmp_path, "new", "looot", *PLAYERS, "--name", "g", "--no-input", "--lang", "zh")
    assert created.returncode == 0, created.stderr
    assert created.stdout.startswith("已创建 ")  # the language after the command name
    return tmp_path


def test_the_language_after_the_command_name_sets_the_messages(save):
    moved = run(save, "move", "g", "景观版图 1 在 −3，−2 r0", "--lang=zh")
    assert moved.returncode == 0, moved.stderr
    assert moved.stdout.splitlines() == ["✓ 景观版图 1 在 −3，−2 r0", moved.stdout.splitlines()[1]]
    assert moved.stdout.splitlines()[1].startswith("下一步：桌面")
    assert run(save, "history", "g", "--lang", "en").stdout.split() == ["1", "r0", "table", *FIRST.split()]
    assert run(save, "--lang", "zh", "check", "g", "place 1,1", "--lang", "en").stderr.startswith("Illegal")


def test_a_commands_own_lang_sets_its_messages_and_its_picture(save):
    status = run(save, "status", "g", "--lang", "zh")
    assert status.returncode == 0, status.stderr
    assert "村规：" in status.stdout and "下一步：桌面" in status.stdout  # the messages
    assert "景观" in status.stdout or "海洋" in status.stdout  # the picture's legend
    english = run(save, "--lang", "zh", "status", "g", "--lang", "en")
    assert "house rules:" in english.stdout and "村规" not in english.stdout  # the last --lang wins


def test_help_after_the_command_name_is_in_that_language(save):
    shown = run(save, "move", "--help", "--lang", "zh")
    assert shown.returncode == 0 and shown.stdout.startswith("用法：referee move")
    status = run(save, "status", "--help", "--lang", "zh").stdout
    assert "消息和棋盘图的语言" in " ".join(status.split())


def test_a_lang_without_its_value_or_after_a_double_dash(save):
    missing = run(save, "move", "g", "--lang")
    assert missing.returncode == 2 and "Option --lang needs a value." in missing.stderr
    literal = run(save, "move", "g", "--", "--lang")  # after `--` it is a move text
    assert literal.returncode == 3 and "unknown move '--lang'" in literal.stderr


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_last_line_of_referee_move_ends_with_a_newline(save, lang):
    piped = run(save, "--lang", lang, "move", "g", FIRST)
    assert piped.returncode == 0 and piped.stdout.endswith("\n") and piped.stdout.count("\n") == 2
    shown = run_in_terminal(save, "--lang", lang, "move", "g", "board 7 at 1,1 r1")
    assert shown.endswith("\r\n"), repr(shown[-40:])
    refused = run_in_terminal(save, "--lang", lang, "move", "g", "trophies 9 at 4,4 r2")
    assert refused.endswith("\r\n"), repr(refused[-40:])

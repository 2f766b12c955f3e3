"""A mistyped command line (referee/usage.py): click's own words in English, ours in Chinese, exit 2.

Runs the real program in a subprocess, as a player would meet these messages; in English the text
must be exactly click's (a reason of ours, such as a count's, in our words), in Chinese no English word may remain outside what the user typed, the
command names and the usage line's [OPTIONS]-style placeholders.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from referee.cli import COMMANDS
from tests.i18n.leaks import english_words

CASES = {
    "missing argument": (["move"], "Error: Missing argument 'save'.", "错误：缺少参数 'save'。"),
    "unknown option": (
        ["move", "g", "--bogus"],
        "Error: No such option: --bogus",
        "错误：没有这个选项：--bogus",
    ),
    "unknown command": (
        ["movee"],
        "Error: No such command 'movee'. Did you mean 'move', 'moves'?",
        "错误：没有命令 'movee'。你是不是想用 'move', 'moves'？",
    ),
    "bad value": (  # the count's reason is ours (ASCII digits only, issue 23), in either language
        ["undo", "g", "abc"],
        "Error: Invalid value for 'count': 'abc' is not a whole number written in the digits 0-9",
        "错误：'count' 的值无效：'abc' 不是用数字 0-9 写的整数",
    ),
}
USAGE_WORDS = ("referee", "OPTIONS", "COMMAND", "ARGS", "save", "moves", "count", "help")


def run(args: list[str], language: str, home: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "REFEREE_HOME": str(home), "REFEREE_LANG": language}
    return subprocess.run(
        [sys.executable, "-m", "referee", *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_english_is_clicks_own_words(case: str, tmp_path: object) -> None:
    args, english, _ = CASES[case]
    done = run(args, "en", tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.rstrip().endswith(english)
    assert "Try 'referee" in done.stderr and done.stderr.startswith("Usage: referee")


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_chinese_frames_and_explains_in_chinese(case: str, tmp_path: object) -> None:
    args, _, chinese = CASES[case]
    done = run(args, "zh", tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.rstrip().endswith(chinese)
    assert done.stderr.startswith("用法：referee") and "查看帮助" in done.stderr
    typed = [*args, *(c.name for c in COMMANDS), *USAGE_WORDS, "is not a valid int"]
    assert english_words(done.stderr, typed) == []

"""Pendulum's clock at a real 80×24 terminal with five players (issue 25, items 1-3): the round
starts at the table's `start` (no sand ran during the set-up), Tab offers a flip only once its glass
is empty and never with a time ahead of the clock, a typed time ahead of it is refused with the
clock's time, and a game quit and opened again resumes where the real hourglasses are: the game
time advanced by the real seconds that passed, times `--time-scale`.

The real seconds are the test's own sleep between quitting and resuming (a few seconds at 20 times
the speed); the bounds allow for the one-second stamps of the save and a loaded machine.
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from rich.cells import cell_len

from tests.kit.support import STRESS, run_referee
from tests.pendulum.helpers import setup_lines
from tests.pendulum.test_timers import _play_in_tmux, _tmux, _type, _wait_for
from tests.prompts.terminal import CTRL_U, ended, logged, plain, spawn

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
SCALE = 20
AWAY = 3.0  # real seconds between quitting and resuming: a minute of game time at 20x
WORDS = {
    "en": {
        "table": "the table>",
        "everyone": "everyone>",
        "black": r"may be flipped: black",
        "resumed": r"resumed: \d+:\d\d since the save at ([0-9.]+), clock at ([0-9.]+)",
        "quit": "quit",
        "flip": "Ann: fl",
    },
    "zh": {
        "table": "桌面>",
        "everyone": "所有人>",
        "black": r"可翻转：黑色",
        "resumed": r"已恢复：存档（([0-9.]+)）后过了 \d+:\d\d，时钟现为 ([0-9.]+)",
        "quit": "退出",
        "flip": "Ann: 翻",
    },
}


def five_player_save(home: Path) -> Path:
    """Five players set up and their opening workers placed; the round not started yet."""
    save = home / "five.toml"
    home.mkdir(parents=True, exist_ok=True)
    made = run_referee(
        home, "new", "pendulum", "--players", ",".join(NAMES), "--save", str(save), "--no-input"
    )
    assert made.returncode == 0, made.stderr
    lines = ["table: board 5 5 5", *setup_lines(NAMES)[1:]]
    lines += [f"{n}: place grande black-bottom-{i}" for i, n in enumerate(NAMES, 1)]
    lines += [f"{n}: place common green-bottom-{i}" for i, n in enumerate(NAMES, 1)]
    moved = run_referee(home, "move", str(save), *lines)
    assert moved.returncode == 0, moved.stdout + moved.stderr
    return save


def _saved(save: Path, count: int) -> list[str]:
    """The save's moves once it holds `count` of them (the prompt saves each as it is declared)."""
    end = time.monotonic() + 60
    while len(moves := logged(save)) < count:
        assert time.monotonic() < end, moves
        time.sleep(0.05)
    return moves


def _time(move: str) -> float:
    return float(move.rsplit("@", 1)[1])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_clock_follows_the_real_hourglasses_through_quit_and_resume(tmp_path, lang):
    words = WORDS[lang]
    home = tmp_path / "home"
    save = five_player_save(home)
    keys = 0

    def send(text: str) -> None:
        nonlocal keys
        keys += len(text)
        child.send(text)

    child = spawn(home, "play", str(save), "--time-scale", str(SCALE), rows=24, columns=80, lang=lang)
    child.expect(words["table"])
    time.sleep(1)  # a second of set-up at 20x: no sand runs before the start
    before = len(logged(save))
    send("start\r")
    assert _time(_saved(save, before + 1)[-1]) == 0.0  # the round starts at 0.0, whatever the set-up took
    child.expect(words["everyone"])
    send(words["flip"] + "\t")  # before the black glass is empty: no flip ahead of the clock is offered
    time.sleep(0.5)
    shown = plain(child.read_nonblocking(100000, timeout=5))
    assert not re.search(r"flip \w+ @|翻转 \S+ @", shown), shown
    send(CTRL_U)
    child.expect(words["black"])  # 45 s of game time at 20x: about 2.3 s
    send(words["flip"] + "\t\r")  # now the black flip, the only one, taken without a time
    flipped = _saved(save, before + 2)[-1]
    assert re.fullmatch(r"flip black @\d+\.\d", flipped) and 44.0 <= _time(flipped) < 200, flipped
    send("Ann: flip green @9999\r")  # typed ahead of the clock: refused, the clock's time named
    child.expect(r"\[time_ahead\] @9999\.0")
    child.expect(r"([0-9]+\.[0-9])")
    send(CTRL_U + words["quit"] + "\r")
    assert "Traceback" not in ended(child)
    left = time.monotonic()
    time.sleep(AWAY)

    child = spawn(home, "play", str(save), "--time-scale", str(SCALE), rows=24, columns=80, lang=lang)
    child.expect(words["resumed"])
    away = time.monotonic() - left
    saved, at = float(child.match.group(1)), float(child.match.group(2))
    assert saved == _time(flipped)  # the save's game time: the flip, the last move
    # the real seconds away, times the scale: at least the sleep (less the stamp's half second),
    # at most what the test measured (plus a second for the stamps cut to the second)
    assert saved + (AWAY - 0.5) * SCALE <= at <= saved + (away + 1.5) * SCALE, (saved, at, away)
    send("\t")  # the first offer: the pause at the save's time, for a table that paused
    child.expect(rf"(pause|暂停) @{re.escape(str(saved))}")
    send(CTRL_U + words["quit"] + "\r")
    ended(child)
    assert logged(save)[-1] == flipped  # the quit declared nothing
    assert keys < 80


# A scripted turn of five players at 80×24: what the table reads off its pieces (the rewards printed
# on the spaces acted on) is the test's own list, as a table would read it
TURN = (
    "Ann: act green-bottom-1",
    "Ann: pay",
    "Ann: take culture1",
    "Bob: act green-bottom-2",
    "Bob: pay",
    "Bob: take votes2",
    "Cid: act black-bottom-3",
)
HEAD = {"en": r"Round 1 ", "zh": r"轮次 1 "}
LAST_MAT = {"en": r"E Eve: coin", "zh": r"E Eve: 金"}
GLASSES = {"en": r"purple bottom", "zh": r"紫色下排"}


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")
@pytest.mark.parametrize(
    "lang", ["en", pytest.param("zh", marks=pytest.mark.skipif(not STRESS, reason="REFEREE_STRESS=1"))]
)
def test_the_step_picture_and_the_move_line_fit_80x24_after_every_move(tmp_path, lang):
    """After each move the screen holds the step's picture from its first line to the last mat,
    the prompt, the two lines of the hourglasses and the controls: nothing scrolled away."""
    home = tmp_path / "home"
    save = five_player_save(home)
    run_referee(home, "move", str(save), "table: start @0")
    socket = _play_in_tmux(home, save, "1", f"fit-{lang}", size=(80, 24), lang=lang)
    try:
        _wait_for(socket, r"(everyone|所有人)>")
        for n, line in enumerate(TURN, 1):
            before = len(logged(save))
            _type(socket, line)
            _saved(save, before + 1)
            screen = _wait_for(
                socket, rf"(?s){HEAD[lang]}.*{LAST_MAT[lang]}.*(everyone|所有人)>.*{GLASSES[lang]}"
            ).string
            lines = screen.splitlines()
            assert len(lines) <= 24 and all(cell_len(row) <= 80 for row in lines), screen
            assert re.search(r"Tab (completes|补全)", lines[-1]), (n, screen)
    finally:
        _tmux(socket, "kill-server")
    assert logged(save)[-len(TURN) :] == [line.split(": ", 1)[1] for line in TURN]

"""The live hourglasses: the game clock, `@T` filled in, `referee timers`, and a real terminal where
the toolbar refreshes while the table types (pexpect, `--time-scale`)."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from referee.pendulum.panel import GameClock, LivePanel, timer_lines
from saves import schema, store
from tests.kit.support import STRESS, referee_env, run_referee

from .helpers import opening_lines, run, setup_lines, started


class Wall:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class FakeSession:
    def __init__(self, state) -> None:
        self.state = state


def test_the_game_clock_runs_at_its_scale_stops_while_paused_and_follows_declared_times():
    wall = Wall()
    clock = GameClock(scale=10, wall=wall)
    state = started()
    wall.now += 1.5
    assert clock.now(state) == 150  # 1.5 s of wall time at 10x: 15.0 s of game time
    paused = run(state, "table: pause @20.0")
    wall.now += 5
    assert clock.now(paused) == 200
    resumed = run(paused, "table: resume @20.0")
    assert clock.now(resumed) == 200  # resumed where it stopped
    wall.now += 1
    assert clock.now(resumed) == 300
    later = run(resumed, "Ann: flip black @50.0")
    assert clock.now(later) == 500  # a move declared a later time: the clock follows it


def test_a_timed_move_typed_without_its_time_gets_the_clocks():
    wall = Wall()
    panel = LivePanel(FakeSession(started()), GameClock(scale=1, wall=wall))
    wall.now += 46
    assert panel.fill("Ann: flip black") == "Ann: flip black @46.0"
    assert panel.fill("Ann: flip black @50.0") == "Ann: flip black @50.0"
    assert panel.fill("Ann: place common green-top-1") == "Ann: place common green-top-1"
    assert (
        LivePanel(FakeSession(run(started(), "table: clock untimed"))).fill("Ann: flip black")
        == "Ann: flip black"
    )


def test_the_timer_lines_show_rows_sand_markers_and_empty_hourglasses():
    lines = timer_lines(started(), 450)
    assert lines[0].startswith("game time 45.0") and "purple markers 2" in lines[0]
    assert "black bottom empty" in lines[1] and "green bottom 1:15" in lines[1]
    assert lines[0].endswith("may be flipped: black")


def _timed_save(home: Path, started: bool = True) -> Path:
    """A timed 3-player game set up; with `started`, its round begun by `table: start @0` (whose
    sand then runs in wall time: a game opened later resumes where it is), else waiting for it."""
    save = home / "t.toml"
    home.mkdir(parents=True, exist_ok=True)
    made = run_referee(home, "new", "pendulum", "--players", "Ann,Bob,Cid", "--save", str(save), "--no-input")
    assert made.returncode == 0, made.stderr
    opening = opening_lines() if started else opening_lines()[:-1]
    moved = run_referee(home, "move", str(save), *setup_lines(), *opening)
    assert moved.returncode == 0, moved.stdout + moved.stderr
    return save


def test_referee_timers_shows_the_hourglasses_of_a_running_game(tmp_path):
    save = _timed_save(tmp_path / "home")
    out = run_referee(tmp_path / "home", "timers", str(save))
    assert out.returncode == 0, out.stderr
    assert "At the last declared game time 0.0" in out.stdout
    assert "purple bottom 3:00" in out.stdout and "black bottom 0:45" in out.stdout


def _tmux(socket: str, *args: str) -> str:
    done = subprocess.run(["tmux", "-L", socket, *args], capture_output=True, text=True, timeout=20)
    return done.stdout


def _screen(socket: str) -> str:
    return _tmux(socket, "capture-pane", "-p", "-t", "game")


def _wait_for(socket: str, pattern: str, timeout: float = 20) -> re.Match[str]:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = re.search(pattern, _screen(socket))
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"{pattern!r} never shown:\n{_screen(socket)}")


def _play_in_tmux(
    home: Path, save: Path, scale: str, name: str, size: tuple[int, int] = (160, 45), lang: str = "en"
) -> str:
    """`referee play SAVE --time-scale SCALE` in a detached tmux session "game" on its own server."""
    columns, rows = size
    env = referee_env(home, TERM="xterm-256color", COLUMNS=str(columns), LINES=str(rows), REFEREE_LANG=lang)
    env.pop("REFEREE_WIDTH", None)  # the picture measures the terminal itself
    socket = f"referee-{name}-{os.getpid()}"
    passed = [
        f"{k}={shlex.quote(v)}"
        for k, v in env.items()
        if k.startswith(("REFEREE", "PYTHON", "NO_COLOR", "LANG"))
    ]
    play = [
        shlex.quote(sys.executable),
        "-m",
        "referee",
        "play",
        shlex.quote(str(save)),
        "--time-scale",
        scale,
    ]
    _tmux(
        socket,
        "new-session",
        "-d",
        "-s",
        "game",
        "-x",
        str(columns),
        "-y",
        str(rows),
        " ".join(passed + play),
    )
    return socket


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")
def test_a_real_terminal_sees_the_timers_refresh_while_typing_and_flips_at_the_clocks_time(tmp_path):
    home = tmp_path / "home"
    save = _timed_save(home, started=False)
    socket = _play_in_tmux(home, save, "20", "test")
    try:
        _wait_for(socket, r"table>")
        _type(socket, "start")  # the clock stood still during the set-up: the round starts at 0.0
        _wait_for(socket, r"everyone>")
        shown = []
        for ch in "Ann: fl":  # typing while the toolbar redraws the sand running out
            _tmux(socket, "send-keys", "-t", "game", "-l", ch)
            shown.append(_wait_for(socket, r"black bottom (\d:\d\d|empty)").group(1))
            time.sleep(0.25)  # 5 s of game time at 20x
        assert _wait_for(socket, r"Ann: fl\s*$|Ann: fl", 5)  # every key was echoed while it refreshed
        _wait_for(socket, r"may be flipped: black", 10)  # 45 s at 20x: about 2.3 s
        assert len(set(shown)) >= 3, shown  # the same line, redrawn with less and less sand
        _tmux(socket, "send-keys", "-t", "game", "-l", "ip black")
        _tmux(socket, "send-keys", "-t", "game", "Enter")
        _wait_for(socket, r"flip black @\d+\.\d")
        _tmux(socket, "send-keys", "-t", "game", "-l", "quit")
        _tmux(socket, "send-keys", "-t", "game", "Enter")
        time.sleep(0.5)
    finally:
        _tmux(socket, "kill-server")
    log = schema.decode(store.read_text(save), str(save)).log
    flip = log[-1].move
    assert re.fullmatch(r"flip black @\d+\.\d", flip), flip
    assert float(flip.split("@")[1]) >= 44.0  # filled from the running clock, within the grace


def _type(socket: str, line: str) -> None:
    _tmux(socket, "send-keys", "-t", "game", "-l", line)
    _tmux(socket, "send-keys", "-t", "game", "Enter")


def _entries(save: Path) -> int:
    return len(schema.decode(store.read_text(save), str(save)).log)


def _declare(socket: str, save: Path, line: str) -> None:
    """Type a move and wait until it is saved (the prompt answers before the next one is typed)."""
    before = _entries(save)
    _type(socket, line)
    end = time.monotonic() + 20
    while _entries(save) == before:
        assert time.monotonic() < end, f"{line!r} not accepted:\n{_screen(socket)}"
        time.sleep(0.05)


@pytest.mark.skipif(
    shutil.which("tmux") is None or not STRESS, reason="needs tmux; REFEREE_STRESS=1 (about 30 s)"
)
def test_a_whole_timed_three_player_game_is_refereed_with_the_live_timers(tmp_path):
    """Every flip and every round's start typed without a time, the clock filling it in."""
    home = tmp_path / "home"
    save = _timed_save(home)
    socket = _play_in_tmux(home, save, "150", "game")
    try:
        for rnd in range(1, 5):
            _wait_for(socket, r"everyone>")
            for zone in ("purple", "purple"):
                _wait_for(socket, rf"may be flipped: .*{zone}")
                _declare(socket, save, f"Ann: flip {zone}")
            for name in ("Ann", "Bob", "Cid"):
                _declare(socket, save, f"{name}: done")
            for name in schema_order(save):
                _declare(socket, save, f"{name}: pick {_pickable(save, name)}")
                while _top(save)[0] == name:
                    _declare(socket, save, f"{name}: choose power")
            if rnd < 4:
                n = rnd * 10
                _declare(socket, save, f"table: achievement A{n}")
                _declare(socket, save, f"table: provinces P{n} P{n + 1} P{n + 2} P{n + 3}")
                _declare(socket, save, f"table: rewards C{n} C{n + 1} C{n + 2} C{n + 3} C{n + 4}")
                _wait_for(socket, r"purple \w+ empty.*green \w+ empty.*black \w+ empty")
                _declare(socket, save, "table: start")
        _wait_for(socket, r"Game over|fourth Council", 20)
    finally:
        _tmux(socket, "kill-server")
    log = schema.decode(store.read_text(save), str(save)).log
    assert sum(1 for e in log if e.move.startswith("flip purple @")) == 8
    assert sum(1 for e in log if e.move.startswith("start @")) == 4


def _top(save: Path) -> tuple[str, str]:
    from saves.session import Session

    state = Session.open(save, cached=False).state
    top = state.ctx.top
    return (top.actor, top.kind) if top is not None else ("", "")


def _pickable(save: Path, name: str) -> str:
    from referee.pendulum.rules.council import pickable
    from saves.session import Session

    return (pickable(Session.open(save, cached=False).state, name) or ["none"])[0]


def schema_order(save: Path) -> tuple[str, ...]:
    from saves.session import Session

    return tuple(n for n in Session.open(save, cached=False).state.order if n != "neutral")

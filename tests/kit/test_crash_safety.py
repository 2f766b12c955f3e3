"""Crash safety: `referee move` killed with SIGKILL at random moments never damages a save.

For each game of the kit, real `python -m referee move SAVE "<move>"` processes declare the moves of a random
playout one by one and are killed after a random delay. The delays are drawn over the whole run of
one process (measured first): half uniformly over it, half over its last stretch, where the save is
written, so many kills land around the atomic replace. After every kill the save must read, its
log must be a prefix of the intended moves, and so must its backup; at the end every save loads by
replay, `referee list` shows exactly the saves (no temp file, nothing unreadable), and the next write
of each save removes the hidden temp files killed writers left behind.

The test games run through tests/kit/program.py: the same CLI, with them registered.

`REFEREE_STRESS_KILLS` sets the number of kills per game: by default the 200 that Looot alone once
had, shared out among the games of the kit (six games: 33 each), but at least 30 each (what is
killed is the save writer, the same code for every game), 1000 each under REFEREE_STRESS=1. `REFEREE_STRESS_SECONDS` (default
150) bounds the time per game.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import statistics
import subprocess
import time
from pathlib import Path

from saves import schema, store
from saves.session import Session
from tests.kit.games import every_game
from tests.kit.support import (
    Intended,
    intended,
    intended_at_least,
    logged,
    referee_cmd,
    referee_env,
    run_referee,
    shared,
    size,
    write_save,
)

KILLS = size(shared(200, 30), 1000, "REFEREE_STRESS_KILLS")
SECONDS = float(os.environ.get("REFEREE_STRESS_SECONDS", "150"))


def _read_log(path: Path) -> list[tuple[str, str]]:
    return logged(schema.decode(store.read_text(path), str(path)).log)


def _assert_prefix(path: Path, plan: Intended) -> int:
    log = _read_log(path)
    assert log == list(plan.moves[: len(log)]), f"{path.name}: the log is not a prefix of the intended moves"
    bak = store.backup_path(path)
    if bak.exists():
        old = _read_log(bak)
        assert len(old) <= len(log) and old == log[: len(old)], f"{bak.name} is not an earlier version"
    return len(log)


class _Saves:
    """The saves the kill test plays, one after the other: a new one when the last is complete."""

    def __init__(self, game: str, folder: Path) -> None:
        self.game, self.folder = game, folder
        self.plans: dict[Path, Intended] = {}
        self.path = self._fresh()

    def _fresh(self) -> Path:
        n = len(self.plans)
        plan = intended(self.game, seed=1000 + n)
        path = self.folder / f"{self.game}-crash-{n}.toml"
        Session.create(path, self.game, list(plan.players), {})
        self.plans[path] = plan
        return path

    def next_move(self) -> tuple[Path, Intended, int]:
        """The save to play on, its plan, and how many of its moves it holds (fewer than all)."""
        done = len(_read_log(self.path))
        if done == len(self.plans[self.path].moves):
            self.path, done = self._fresh(), 0
        return self.path, self.plans[self.path], done


def _calibrate(home: Path, saves: _Saves) -> float:
    """How long one uninterrupted `referee move` takes here (median of three), playing three moves."""
    times = []
    for _ in range(3):
        path, plan, done = saves.next_move()
        start = time.monotonic()
        result = run_referee(home, "move", str(path), plan.text(done), game=saves.game)
        times.append(time.monotonic() - start)
        assert result.returncode == 0, result.stderr
    return statistics.median(times)


@every_game
def test_sigkill_at_random_moments_never_damages_a_save(game, referee_home):
    rng = random.Random(f"crash-{game}")
    folder = referee_home / "saves"
    env = referee_env(referee_home)
    saves = _Saves(game, folder)
    plans = saves.plans
    duration = _calibrate(referee_home, saves)
    kills = completed = advanced_when_killed = temps_seen = 0
    deadline = time.monotonic() + SECONDS
    while kills < KILLS and time.monotonic() < deadline:
        path, plan, done = saves.next_move()
        proc = subprocess.Popen(
            referee_cmd("move", str(path), plan.text(done), game=game),
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        late = rng.random() < 0.5
        delay = rng.uniform(0.7 * duration, 1.1 * duration) if late else rng.uniform(0, 1.1 * duration)
        time.sleep(delay)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        _, err = proc.communicate(timeout=30)
        if proc.returncode == -signal.SIGKILL:
            temps_seen += bool(store.stale_temps(path))
            advanced_when_killed += _assert_prefix(path, plan) > done
        else:
            assert proc.returncode == 0, f"referee move failed: {err.decode(errors='replace')}"
            completed += 1
            assert _assert_prefix(path, plan) == done + 1
        if (kills + completed) % 25 == 0:
            Session.open(path)  # a full load by replay, now and then

    print(
        f"\n{game}: {kills} kills ({advanced_when_killed} after the save was replaced, "
        f"{temps_seen} leaving a temp file), {completed} completed moves, {len(plans)} saves, "
        f"one move takes {duration * 1000:.0f} ms"
    )
    assert kills >= KILLS, f"only {kills} kills in {SECONDS:.0f} s"
    if kills >= 50:  # the delays span a whole run: kills land both before and after the write
        assert advanced_when_killed and advanced_when_killed < kills

    for path, plan in plans.items():
        session = Session.open(path)
        assert logged(session.save.log) == list(plan.moves[: len(session.save.log)])

    listing = run_referee(referee_home, "list", game=game)
    assert listing.returncode == 0, listing.stderr
    shown = [line.split()[0] for line in listing.stdout.splitlines() if line.startswith("  ")]
    assert sorted(shown) == sorted(p.stem for p in plans), listing.stdout
    assert ".tmp" not in listing.stdout and "unreadable" not in listing.stdout

    for path in plans:  # the next write of a save removes what killed writers left
        Session.open(path).write()
        assert store.stale_temps(path) == []
    assert sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp")) == []


class _Killed(BaseException):
    """The process dies here: no cleanup code of the writer runs any more."""


_OS_CALLS = ("open", "write", "fsync", "close", "link", "replace", "rename", "unlink", "fchmod")


class _DyingWriter:
    """OS calls that work until the k-th one, which kills the writer: it and all later ones raise."""

    def __init__(self, real: dict, k: int) -> None:
        self.real, self.k, self.calls, self.dead = real, k, 0, False
        self.opened: list[int] = []

    def call(self, name: str):
        def os_call(*args, **kwargs):
            self.calls += 1
            if self.dead or self.calls == self.k:
                self.dead = True
                raise _Killed(name)
            result = self.real[name](*args, **kwargs)
            if name == "open":
                self.opened.append(result)
            return result

        return os_call


@every_game
def test_a_crash_at_any_os_call_of_a_write_leaves_the_old_or_the_new_save(game, referee_home, monkeypatch):
    """Deterministic crash points: the k-th OS call of a write kills the writer, for every k.

    Random SIGKILLs rarely land inside the microseconds a write takes; this walks every point of it.
    Once "dead", every later OS call of the writer fails too, as nothing runs after a kill.
    """
    path = referee_home / "saves" / "g.toml"
    plan = intended_at_least(game, 3, seed=5)
    upto = min(10, len(plan.moves) - 2)  # a Stones game may be short: two moves are left to declare
    write_save(path, game, plan, upto)
    Session.open(path).declare(plan.text(upto))  # so that a backup exists too
    old_bytes, old_bak = path.read_bytes(), store.backup_path(path).read_bytes()
    old, new = list(plan.moves[: upto + 1]), list(plan.moves[: upto + 2])
    real = {name: getattr(os, name) for name in _OS_CALLS}
    k = 0
    while True:
        k += 1
        writer = _DyingWriter(real, k)
        session = Session.open(path)
        with monkeypatch.context() as m:
            for name in _OS_CALLS:
                m.setattr(os, name, writer.call(name))
            try:
                session.declare(plan.text(upto + 1))
                finished = True
            except _Killed:
                finished = False
        for fd in writer.opened:  # what the dead writer held (its lock among them) is released, as by exit
            with contextlib.suppress(OSError):
                os.close(fd)
        log = _read_log(path)
        assert log in (old, new), f"crash at OS call {k}: the save is neither the old nor the new one"
        bak = _read_log(store.backup_path(path))
        assert bak in (old[:-1], old), f"crash at OS call {k}: the backup is damaged"
        Session.open(path)
        if finished:
            break
        for leftover in (path, store.backup_path(path), *store.stale_temps(path)):
            leftover.unlink()  # unlink first: the save and its backup may be one inode (hard link)
        path.write_bytes(old_bytes)
        store.backup_path(path).write_bytes(old_bak)
    assert k > 5  # the write was really walked through
    assert _read_log(path) == new

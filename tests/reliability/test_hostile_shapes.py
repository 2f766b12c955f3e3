"""Files under the 16 MB cap shaped to cost gigabytes: every command refuses them at once.

A save followed by a million empty `[[log]]` tables made `verify --repair` take 3 GB and 47 s (or
die of MemoryError, exit 1); `x = [{},{},…]` cost `status` 840 MB; `list` and `stats` parsed every
save in full, so one such file in the folder cost each listing seconds. Each command runs in a
subprocess limited to 300 MB of address space and must refuse each shape, exit 4, within 2 s of
CPU, writing nothing; `list` stays quick with all of them in the folder.

The files are made once per module. The default suite runs each shape with one game and a share
of the commands (every command meets one shape); REFEREE_STRESS=1 runs every command of every game
on every shape.
"""

from __future__ import annotations

import resource
import subprocess
from pathlib import Path

import pytest

from saves import store
from tests.kit.support import STRESS, TRACKED, intended, no_traceback, write_save
from tests.saves.limited import run_limited

MEMORY = 300 * 1024 * 1024
CPU_SECONDS = 2.0
MILLION = 1_000_000


def _tables(save: str) -> str:
    return save + "\n[[log]]\n" * MILLION


def _array(save: str) -> str:
    return "x = [" + "{}," * MILLION + "]\n" + save


def _comments(save: str) -> str:
    line = "# " + "c" * 77 + "\n"
    return save + line * ((store.MAX_BYTES - len(save) - 1) // len(line))


def _one_line(save: str) -> str:
    return save + "#" + "c" * (store.MAX_BYTES - len(save) - 2) + "\n"


SHAPES = {"tables": _tables, "array": _array, "comments": _comments, "one-line": _one_line}

COMMANDS: list[tuple[str, ...]] = [
    ("status", "{save}"),
    ("history", "{save}"),
    ("timers", "{save}"),
    ("moves", "{save}"),
    ("check", "{save}", "{move}"),
    ("move", "{save}", "{move}"),
    ("undo", "{save}"),
    ("redo", "{save}"),
    ("play", "{save}", "--no-input"),
    ("export", "{save}", "--format", "csv"),
    ("export", "{save}", "--format", "html"),
    ("verify", "{save}"),
    ("verify", "{save}", "--repair", "--yes"),
]


def _cases() -> list[tuple[str, str, tuple[str, ...]]]:
    """(game, shape, command): all of them under REFEREE_STRESS, else a share of each."""
    cases = []
    for i, shape in enumerate(SHAPES):
        for j, command in enumerate(COMMANDS):
            for k, game in enumerate(TRACKED):
                if STRESS or (k == i % len(TRACKED) and j % len(SHAPES) == i):
                    cases.append((game, shape, command))
    return cases


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """Each (game, shape)'s file, made when first asked for; the first move of the game with it."""
    folder = tmp_path_factory.mktemp("hostile")
    made: dict[tuple[str, str], tuple[Path, str]] = {}

    def make(game: str, shape: str) -> tuple[Path, str]:
        if (game, shape) not in made:
            plan = intended(game, seed=5)
            real = folder / f"{game}.toml"
            write_save(real, game, plan, 3)
            path = folder / f"{game}-{shape}.toml"
            path.write_text(SHAPES[shape](real.read_text()), encoding="utf-8")
            assert path.stat().st_size <= store.MAX_BYTES  # under the cap: only its shape is refused
            made[game, shape] = (path, plan.text(3))
        return made[game, shape]

    return make


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    resource.setrlimit(resource.RLIMIT_CPU, (10, 10))  # a regression fails, it does not hang the suite


def run_bounded(home: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    """The real CLI under the limits, and the CPU seconds it took."""
    return run_limited(home, *args, limits=_limited)


@pytest.mark.parametrize(
    ("game", "shape", "command"), _cases(), ids=[f"{g}-{s}-{'-'.join(c)}" for g, s, c in _cases()]
)
def test_a_hostile_file_is_refused_at_once(hostile, referee_home, game, shape, command):
    path, move = hostile(game, shape)
    before = path.stat()
    args = [part.format(save=path, move=move) for part in command]
    done, cpu = run_bounded(referee_home, *args)
    assert done.returncode == 4, (done.returncode, done.stderr[-2000:])
    assert no_traceback(done.stderr) and "Internal error" not in done.stderr, done.stderr[-2000:]
    assert "not read: it has" in done.stderr, done.stderr[-2000:]
    assert cpu < CPU_SECONDS, f"{cpu:.2f} s of CPU"
    after = path.stat()
    assert (after.st_ino, after.st_mtime_ns, after.st_size) == (
        before.st_ino,
        before.st_mtime_ns,
        before.st_size,
    )
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name)) == [path.name]


def test_list_and_stats_stay_quick_beside_hostile_files(hostile, referee_home):
    """`list` reads only each save's head; `stats` refuses what no game makes before parsing it."""
    folder = referee_home / "saves"
    folder.mkdir(parents=True)
    games = TRACKED if STRESS else TRACKED[:1]
    for game in games:
        for shape in SHAPES:
            path, _ = hostile(game, shape)
            (folder / path.name).symlink_to(path)
    plan = intended(TRACKED[0], seed=5)
    write_save(folder / "real.toml", TRACKED[0], plan, 3)
    done, cpu = run_bounded(referee_home, "list")
    assert done.returncode == 0 and no_traceback(done.stderr), done.stderr[-2000:]
    assert cpu < CPU_SECONDS, f"{cpu:.2f} s of CPU"
    real = next(line for line in done.stdout.splitlines() if line.strip().startswith("real "))
    assert TRACKED[0] in real and "3 moves" in real, done.stdout
    done, cpu = run_bounded(referee_home, "stats")
    assert done.returncode == 0 and no_traceback(done.stderr), done.stderr[-2000:]
    assert cpu < CPU_SECONDS * 2, f"{cpu:.2f} s of CPU"  # it also replays the real save
    skipped = [line for line in done.stderr.splitlines() if line.startswith("skipped")]
    assert len(skipped) == len(games) * len(SHAPES) and all("not read: it has" in s for s in skipped)

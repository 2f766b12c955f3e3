"""The referee's performance budgets, measured in one run and printed beside each figure.

    python benchmarks/run.py            the full run (about 30 s per game); exits 1 if a budget is missed
    python benchmarks/run.py --quick    a few seconds: proves the benchmark works, never fails on a budget

A prompt must answer within the 100 ms people perceive as instant, at the end of the longest game,
on a 2-core machine. Every budget is a ratio to a reference measured in the same run, so that it
holds on any machine: whole processes against a reference process run interleaved with them
(`python -c "import typer"`, `referee games`), so that a busy machine slows both; in-process times
and throughputs against the calibration, a fixed pure-Python workload (`calibration_work`) timed in
CPU time. Every registered game is measured at its largest player count; a game without an engine
yet is listed as "n/a (not tracked yet)" and its budgets apply the day it gets one. See
benchmarks/README.md for the budgets, the method and the numbers.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout without installing it
    sys.path.insert(0, str(ROOT))

from referee.core.game import GameRules, decision, play  # noqa: E402
from referee.core.simulate import PLAYER_NAMES, random_playout  # noqa: E402
from referee.registry import GAMES, rules_for  # noqa: E402
from saves import cache, schema, store  # noqa: E402
from saves.session import Session  # noqa: E402


@dataclass(frozen=True)
class GameBudget:
    playouts: float  # complete random games per calibration (CPU time) at the largest player count, at least
    options: dict[str, str] = field(default_factory=dict)  # house rules of the measured game
    label: str = ""  # how the game is measured, when the options alone do not say it


# Throughputs and in-process times are budgeted in units of the calibration (`calibration_ms`): a
# budget is factor x calibration, so it moves with the speed of the machine. The factors give the
# figures of benchmarks/README.md the margins they had against the absolute budgets set on the first
# development machine (Looot 200 games/s, declare 5 ms), whose calibration would have been ~29 ms;
# replay had no absolute budget and got one at 1.5 x its figure. See the README's "Method".

# Budgets per game id. A game registered without a line here is held to DEFAULT_GAME.
GAME_BUDGETS: dict[str, GameBudget] = {
    "looot": GameBudget(5.8),  # 200 games/s on the first machine
    "guilds": GameBudget(1.45),  # 50 games/s there
    "pendulum": GameBudget(1.45, options={"clock": "untimed"}, label="untimed"),  # 50 games/s there
    "lehavre": GameBudget(0.29, options={"length": "long"}, label="long game"),  # 10 games/s there
}
DEFAULT_GAME = GameBudget(0.29)
STARTUP_RATIO = 2.0  # `referee --help` / `referee games`, cold, over `python -c "import typer"`
MOVE_RATIO = 1.5  # cold `referee move` on the longest save, over cold `referee games`
CACHED_MOVE_RATIO = 1.2  # cold `referee move`, state cache warm: at the longest log over the shortest
SHOW_RATIO = 1.0  # cold `referee status` / `referee history` of the finished game, to a pipe: over that move
DECLARE_CAL = 0.18  # in-process validate + apply + autosave, median per move at the end: x calibration
REPLAY_CAL = 0.9  # load + replay per 1,000 log entries, the slowest size: x calibration
LINEAR_RATIO = 1.5  # load + replay per 1,000 entries: largest size over smallest, at most
CALIBRATION_ROUNDS = 1000  # the size of the calibration workload: never change it, the factors hold for it
# `referee games` must not pay for these (module name prefixes; the engines are added per game)
GAMES_MUST_NOT_IMPORT = ("questionary", "prompt_toolkit", "rich.table", "scorers", "pydantic")


@dataclass
class Row:
    what: str
    figure: str
    budget: str = ""
    ok: bool | None = None  # None: information only, or not measurable

    @property
    def verdict(self) -> str:
        return "" if self.ok is None else ("ok" if self.ok else "MISSED")


@dataclass
class Settings:
    quick: bool
    cold_runs: int  # repetitions of each cold process (medians)
    playout_seconds: float  # CPU time spent on the playouts of one game, per mode
    longest_of: int  # seeded games played to find the longest one
    declare_moves: int  # moves declared in process at the end of the game
    replay_runs: int
    calibration_runs: int  # the calibration is timed this often at the start and again at the end


FULL = Settings(
    False,
    cold_runs=15,
    playout_seconds=4.0,
    longest_of=6,
    declare_moves=20,
    replay_runs=5,
    calibration_runs=9,
)
QUICK = Settings(
    True, cold_runs=1, playout_seconds=0.3, longest_of=1, declare_moves=5, replay_runs=1, calibration_runs=2
)


# ---------------------------------------------------------------------------------------------
# helpers


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def referee_command() -> list[str]:
    """The console script installed beside this interpreter, else `python -m referee`."""
    script = Path(sys.executable).with_name("referee")
    return [str(script)] if script.exists() else [sys.executable, "-m", "referee"]


def child_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, REFEREE_HOME=str(home), REFEREE_LANG="en", PYTHONPATH=str(ROOT))
    env.pop("REFEREE_DEBUG", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program runs from compiled modules
    return env


def run_cold(
    commands: dict[str, Callable[[], list[str]]],
    runs: int,
    env: dict[str, str],
    envs: dict[str, dict[str, str]] | None = None,
) -> dict[str, list[float]]:
    """Wall time of each command, `runs` times, interleaved so that noise hits all alike.

    A command is given as a function returning its argv, called before each run (outside the
    timing) so that it can prepare what the run needs, e.g. a fresh copy of a save. It runs in
    `env`, or in `envs[name]` when given (another REFEREE_HOME, e.g. an empty state cache).
    """
    times: dict[str, list[float]] = {name: [] for name in commands}
    for run in range(runs + 1):  # the first round only warms up (compiled modules, disk cache)
        for name, prepare in commands.items():
            argv = prepare()
            start = time.perf_counter()
            done = subprocess.run(
                argv, env=(envs or {}).get(name, env), stdin=subprocess.DEVNULL, capture_output=True
            )
            elapsed = time.perf_counter() - start
            if done.returncode != 0:
                raise RuntimeError(f"{name}: exit {done.returncode}\n{done.stderr.decode(errors='replace')}")
            if run:
                times[name].append(elapsed)
    return times


def ratio_row(what: str, ms: float, base_ms: float, base_name: str, budget: float) -> Row:
    ratio = ms / base_ms
    return Row(what, f"{ms:6.1f} ms = {ratio:4.2f} x {base_name}", f"<= {budget:.1f} x", ratio <= budget)


@contextlib.contextmanager
def cpu_clock() -> Iterator[Callable[[], float]]:
    """CPU seconds of this process since entering: other processes on the machine do not count."""
    start = time.process_time()
    yield lambda: time.process_time() - start


# ---------------------------------------------------------------------------------------------
# calibration


def calibration_work(rounds: int = CALIBRATION_ROUNDS) -> int:
    """A fixed piece of pure-Python work of the engines' kind: the reference the budgets scale with.

    Flood fills on a hex grid (tuples as coordinates, dict and frozenset look-ups, a set and a list
    as the frontier), a state dict copied with one entry changed per round (as `record.replace`),
    tuples sliced and rebuilt, a short f-string. It uses nothing of the referee, so optimising the
    referee never moves it; the result is returned so that none of it can be skipped. Do not change
    it: the budget factors are measured against exactly this.
    """
    cells = [(x, y) for x in range(-7, 8) for y in range(-7, 8) if abs(x - y) <= 7]
    kinds = {c: (c[0] * c[0] * 3 + c[1] * 5 + c[0] * c[1]) % 4 for c in cells}
    board = frozenset(cells)
    state: dict[str, Any] = {"turn": 0, "scores": (0, 0, 0, 0), "recent": ()}
    total = 0
    for r in range(rounds):
        start = cells[(r * 37) % len(cells)]
        kind = kinds[start]
        group = {start}
        todo = [start]
        while todo:
            x, y = todo.pop()
            for n in ((x, y - 1), (x + 1, y), (x + 1, y + 1), (x, y + 1), (x - 1, y), (x - 1, y - 1)):
                if n in board and n not in group and kinds[n] == kind:
                    group.add(n)
                    todo.append(n)
        p = r % 4
        scores = state["scores"]
        state = {
            **state,
            "turn": r,
            "scores": scores[:p] + (scores[p] + len(group),) + scores[p + 1 :],
            "recent": (state["recent"] + (start,))[-12:],
        }
        total += len(group) + len(f"{kind}:{start[0]},{start[1]}")
    return total + sum(state["scores"])


def calibration_ms(runs: int) -> list[float]:
    """CPU milliseconds of `calibration_work`, `runs` times (process time: other processes do not count)."""
    samples = []
    for _ in range(runs):
        gc.collect()
        with cpu_clock() as spent:
            calibration_work()
            samples.append(spent() * 1000)
    return samples


def in_cal(ms: float, cal: float) -> str:
    """A time as a multiple of the calibration."""
    return f"{ms / cal:.3f} cal" if ms / cal < 0.1 else f"{ms / cal:.2f} cal"


# ---------------------------------------------------------------------------------------------
# start-up


def startup(settings: Settings, env: dict[str, str]) -> list[Row]:
    ref = referee_command()
    typer_ms = "python -c 'import typer'"
    times = run_cold(
        {
            typer_ms: lambda: [sys.executable, "-c", "import typer"],
            "referee --help": lambda: [*ref, "--help"],
            "referee games": lambda: [*ref, "games"],
        },
        settings.cold_runs,
        env,
    )
    base = median_ms(times[typer_ms])
    rows = [Row(f"cold {typer_ms} (reference)", f"{base:6.1f} ms")]
    for name in ("referee --help", "referee games"):
        rows.append(ratio_row(f"cold `{name}`", median_ms(times[name]), base, "import typer", STARTUP_RATIO))
    heavy = imports_of_games(env)
    rows.append(
        Row(
            "`referee games` imports prompts, tables, engines, scorers?",
            ", ".join(heavy) or "none",
            "none",
            not heavy,
        )
    )
    return rows


def imports_of_games(env: dict[str, str]) -> list[str]:
    """What `referee games` imports that it must not: of a game's package only its `__init__` (the
    declaration it lists) may load, nothing inside it (engine, score sheet)."""
    engines = tuple(f"{e.package}." for e in GAMES.values() if e.package)
    banned = GAMES_MUST_NOT_IMPORT + engines
    probe = (
        "import sys\n"
        "sys.argv = ['referee', 'games']\n"
        "from referee.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"banned = {banned!r}\n"
        "found = sorted({m for m in sys.modules for b in banned if m == b or m.startswith(b.rstrip('.') + '.')})\n"
        "print('MODULES:' + ','.join(found), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
    line = next((x for x in done.stderr.splitlines() if x.startswith("MODULES:")), None)
    if line is None:
        raise RuntimeError(f"the import probe failed:\n{done.stderr}")
    found = [m for m in line[len("MODULES:") :].split(",") if m]
    tops: list[str] = []
    for m in found:  # report packages, not each submodule
        top = next(b for b in banned if m == b or m.startswith(b.rstrip(".") + "."))
        if top not in tops:
            tops.append(top)
    return tops


# ---------------------------------------------------------------------------------------------
# the longest game of each tracked game, as saves


@dataclass
class LongGame:
    game: str
    players: tuple[str, ...]
    options: dict[str, str]
    moves: list[tuple[str, str]]  # (declarer, move text) in order
    entries: tuple[schema.LogEntry, ...]


def game_options(rules: GameRules, wanted: dict[str, str]) -> dict[str, str]:
    """The budget's house rules that the game has (a rule it does not know is left out)."""
    names = {h.name for h in rules.info.house_rules}
    return {k: v for k, v in wanted.items() if k in names}


def longest_game(game: str, budget: GameBudget, settings: Settings) -> LongGame:
    rules = rules_for(game)
    n_players = max(rules.info.player_counts)
    options = {h.name: h.default for h in rules.info.house_rules} | game_options(rules, budget.options)
    best: LongGame | None = None
    for seed in range(settings.longest_of):
        log = LogWriter(rules)
        out = random_playout(rules, n_players, random.Random(seed), options, checked=True, each=log)
        if best is None or len(out.moves) > len(best.moves):
            moves = [(actor, str(move)) for actor, move in out.moves]
            best = LongGame(game, tuple(PLAYER_NAMES[:n_players]), options, moves, tuple(log.entries))
    assert best is not None
    return best


class LogWriter:
    """The log entries `Session.declare` would write, for each move of a playout (`each=`)."""

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules
        self.entries: list[schema.LogEntry] = []

    def __call__(self, state: Any, actor: str, move: Any) -> None:
        top = decision(self.rules, state)
        assert top is not None
        ctx_round = int(getattr(getattr(state, "ctx", None), "round", 0))
        n = len(self.entries) + 1
        self.entries.append(
            schema.LogEntry(n, str(move), actor, top.kind, ctx_round, "2026-01-01T00:00:00+00:00")
        )


def write_save(path: Path, long: LongGame, entries: int) -> Path:
    """A save holding the first `entries` moves of the game, written as `referee` writes it."""
    if path.exists():
        path.unlink()
    session = Session.create(path, long.game, list(long.players), long.options)
    store.write_atomic(path, schema.encode(session.save.with_log(long.entries[:entries], ())))
    return path


def declaration(actor: str, move: str) -> str:
    return f"{actor}: {move}"


# ---------------------------------------------------------------------------------------------
# per game: the move at the end of the longest game, the in-process cost per move, replay


def end_of_game(long: LongGame, folder: Path, settings: Settings, env: dict[str, str]) -> list[Row]:
    """Cold `referee move` at the end of the game and at two shorter logs, with the state cache warm
    and empty; `referee check` beside them, and `referee status` and `referee history` of the finished
    game against the move that finished it (presentation must cost no more than a move)."""
    n = len(long.entries)
    full = write_save(folder / f"{long.game}-full.toml", long, n)
    before_last = write_save(folder / f"{long.game}-before-last.toml", long, n - 1)
    last = declaration(*long.moves[-1])
    ref = referee_command()
    no_cache = child_env(folder / "home-no-cache")  # its state cache is emptied before every run
    sizes = sorted({min(15, n - 1), n // 2, n - 1})  # entries in the save; the next move is declared
    commands: dict[str, Callable[[], list[str]]] = {"games": lambda: [*ref, "games"]}
    envs: dict[str, dict[str, str]] = {}
    for size in sizes:
        save = before_last if size == n - 1 else write_save(folder / f"{long.game}-{size}.toml", long, size)
        move = declaration(*long.moves[size])
        commands[f"move {size}"] = fresh_move(save, move, folder / f"{long.game}-work-{size}.toml")
        commands[f"move {size} uncached"] = fresh_move(
            save, move, folder / f"{long.game}-work-{size}-uncached.toml", Path(no_cache["REFEREE_HOME"])
        )
        envs[f"move {size} uncached"] = no_cache
    commands["check"] = lambda: [*ref, "check", str(before_last), last]
    commands["status"] = lambda: [*ref, "status", str(full)]
    commands["history"] = lambda: [*ref, "history", str(full)]
    times = run_cold(commands, settings.cold_runs, env, envs)
    games_ms = median_ms(times["games"])
    warm = [median_ms(times[f"move {size}"]) for size in sizes]
    cold = [median_ms(times[f"move {size} uncached"]) for size in sizes]
    moves = "/".join(str(size + 1) for size in sizes)
    rows = [
        ratio_row(
            f"cold `referee move SAVE` on move {n} of {n} (the last), state cache warm",
            warm[-1],
            games_ms,
            "games",
            MOVE_RATIO,
        ),
        Row(
            "  the same, state cache empty (the log replayed)",
            f"{cold[-1]:6.1f} ms = {cold[-1] / games_ms:4.2f} x games",
        ),
        growth_row(f"cold `referee move SAVE`, cache warm, on moves {moves}", warm, "ms", CACHED_MOVE_RATIO),
        growth_row("  the same, state cache empty", cold, "ms", None),
        Row(
            "  cold `referee check SAVE MOVE` (the same move, dry run)",
            f"{median_ms(times['check']):6.1f} ms",
        ),
    ]
    for name, what in (("status", "position + score sheet"), ("history", f"{n} moves")):
        rows.append(
            ratio_row(
                f"  cold `referee {name} SAVE` of the finished game ({what}), to a pipe",
                median_ms(times[name]),
                warm[-1],
                "move",
                SHOW_RATIO,
            )
        )
    return rows


def fresh_move(save: Path, move: str, work: Path, home: Path | None = None) -> Callable[[], list[str]]:
    """`referee move` on a fresh copy of `save`; with `home`, its state cache is emptied first."""

    def prepare() -> list[str]:
        shutil.copyfile(save, work)
        if home is not None:
            shutil.rmtree(home / "cache", ignore_errors=True)
        return [*referee_command(), "move", str(work), move]

    return prepare


def declare_in_process(long: LongGame, folder: Path, settings: Settings, cal: float) -> list[Row]:
    """Session.declare for the last moves of the game: validate + apply + autosave, each timed."""
    k = min(settings.declare_moves, len(long.entries) - 1)
    path = write_save(folder / f"{long.game}-declare.toml", long, len(long.entries) - k)
    session = Session.open(path)
    declare: list[float] = []
    check_apply: list[float] = []
    for actor, move in long.moves[-k:]:
        text = declaration(actor, move)
        decl = session.parse(text)
        start = time.perf_counter()
        play(session.rules, session.state, decl)
        check_apply.append(time.perf_counter() - start)
        start = time.perf_counter()
        session.declare(text)
        declare.append(time.perf_counter() - start)
    autosave: list[float] = []
    reread: list[float] = []
    snapshot: list[float] = []
    for _ in range(k):
        start = time.perf_counter()
        store.write_atomic(path, schema.encode(session.save))
        autosave.append(time.perf_counter() - start)
        start = time.perf_counter()
        schema.decode(store.read_text(path), str(path))
        reread.append(time.perf_counter() - start)
        key = cache.snapshot_key(session.save)
        if key is not None:  # a new file, as after a move (not one replaced)
            cache.snapshot_path(key).unlink(missing_ok=True)
        start = time.perf_counter()
        cache.store(session.save, session.state)
        snapshot.append(time.perf_counter() - start)
    total = median_ms(declare)
    return [
        Row(
            f"in-process declare (validate + apply + autosave), median of the last {k} moves",
            f"{total:6.2f} ms = {in_cal(total, cal)}",
            f"<= {DECLARE_CAL} cal = {DECLARE_CAL * cal:.1f} ms",
            total <= DECLARE_CAL * cal,
        ),
        Row("  of which validate + apply (core.play)", f"{median_ms(check_apply):6.2f} ms"),
        Row("  of which autosave: encode + atomic write (fsync)", f"{median_ms(autosave):6.2f} ms"),
        Row("  of which re-reading the save under the lock (decode)", f"{median_ms(reread):6.2f} ms"),
        Row("  of which storing the state snapshot (saves/cache.py)", f"{median_ms(snapshot):6.2f} ms"),
    ]


def load_and_replay(long: LongGame, folder: Path, settings: Settings, cal: float) -> list[Row]:
    """Session.open (read, decode, replay; the state cache not used) per 1,000 log entries, at three sizes.

    A save holds one game, so the three sizes are made two ways: prefixes of the longest save
    (a quarter, a half, all of it), and whole saves opened one after another until 1,000, 2,000
    and 4,000 entries are reached. Linear means the cost per entry does not grow with the size;
    the slowest of the six figures is also held to a multiple of the calibration.
    """
    n = len(long.entries)
    rows: list[Row] = []
    prefix_sizes = [max(1, n // 4), max(1, n // 2), n]
    per_k = []
    for size in prefix_sizes:
        path = write_save(folder / f"{long.game}-prefix-{size}.toml", long, size)
        per_k.append(best_time(partial(Session.open, path, cached=False), settings.replay_runs) / size * 1000)
    slowest = max(per_k)
    rows.append(
        linear_row(f"load + replay, prefixes of the save ({'/'.join(map(str, prefix_sizes))} entries)", per_k)
    )
    full = write_save(folder / f"{long.game}-full.toml", long, n)
    sizes = [1000, 2000, 4000]
    per_k = []
    for size in sizes:
        saves = -(-size // n)  # whole saves needed to reach the size
        per_k.append(best_time(partial(open_times, full, saves), settings.replay_runs) / (saves * n) * 1000)
    rows.append(linear_row("load + replay, whole saves back to back (1,000/2,000/4,000 entries)", per_k))
    slowest = max(slowest, *per_k) * 1000
    rows.append(
        Row(
            "  load + replay per 1,000 entries, the slowest of these six",
            f"{slowest:6.1f} ms = {in_cal(slowest, cal)}",
            f"<= {REPLAY_CAL} cal = {REPLAY_CAL * cal:.0f} ms",
            slowest <= REPLAY_CAL * cal,
        )
    )
    return rows


def open_times(path: Path, times: int) -> None:
    for _ in range(times):
        Session.open(path, cached=False)


def best_time(action: Callable[[], object], runs: int) -> float:
    """The best CPU time of `runs` runs: the same clock as the calibration, so a busy machine (other
    processes taking the cores) slows neither figure and the ratio holds."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        action()
        best = min(best, time.process_time() - start)
    return best


def linear_row(what: str, per_thousand: list[float]) -> Row:
    return growth_row(what, [x * 1000 for x in per_thousand], "ms per 1,000", LINEAR_RATIO)


def growth_row(what: str, figures: list[float], unit: str, budget: float | None) -> Row:
    """Figures at growing sizes; with a budget, the largest over the smallest is held to it."""
    growth = figures[-1] / figures[0]
    shown = f"{' / '.join(f'{x:.0f}' for x in figures)} {unit} (x{growth:.2f})"
    if budget is None:
        return Row(what, shown)
    return Row(what, shown, f"largest <= {budget} x smallest", growth <= budget)


def playouts(game: str, budget: GameBudget, settings: Settings, cal: float) -> list[Row]:
    """Complete random legal games per CPU second, at the largest player count, and per calibration."""
    rules = rules_for(game)
    n_players = max(rules.info.player_counts)
    options = game_options(rules, budget.options)
    rows = []
    for checked in (False, True):
        games = 0
        gc.collect()
        with cpu_clock() as spent:
            while games < 1 or spent() < settings.playout_seconds:
                random_playout(rules, n_players, random.Random(10_000 + games), options, checked=checked)
                games += 1
            rate = games / spent()
        per_cal = rate * cal / 1000
        figure = f"{rate:7.1f} games/s = {per_cal:.2f} per cal"
        if checked:
            rows.append(Row("  the same, every move checked first (core.play)", figure))
        else:
            rows.append(
                Row(
                    f"random legal playouts, {n_players} players, apply only",
                    figure,
                    f">= {budget.playouts:g} per cal = {budget.playouts * 1000 / cal:.0f} games/s",
                    per_cal >= budget.playouts,
                )
            )
    return rows


# ---------------------------------------------------------------------------------------------


# ---------------------------------------------------------------------------------------------
# referee serve: the pages follow the save


SERVE_LATENCY_S = 0.5  # a page shows a terminal's move within this (median): issue 26
SERVE_PLAYERS = ("Ann", "Bob", "Cid", "Dee", "Eve")
SERVE_SETUP = [
    "table: board 5 5 5",
    *(
        f"table: character {n} Mat{i} basic start 3/4/5 parchment 5/5/5 end 7/7/7"
        for i, n in enumerate(SERVE_PLAYERS, 1)
    ),
    "table: order " + " ".join(SERVE_PLAYERS),
    "table: achievement A1",
    "table: provinces P1 P2 P3 P4",
    "table: rewards C1 C2 C3 C4 C5",
    *(f"{n}: place grande black-bottom-{i}" for i, n in enumerate(SERVE_PLAYERS, 1)),
    *(f"{n}: place common green-bottom-{i}" for i, n in enumerate(SERVE_PLAYERS, 1)),
]
SERVE_ROUND = [  # the terminal's part of a round, to the Council (times as a terminal types them)
    "table: start @0",
    "Ann: flip black @45.0",
    "Dee: flip black @90.0",
    "Bob: flip green @120.0",
    "Dee: flip black @135.0",
    "Cid: flip purple @180.0",
    "Ann: flip black @180.0",
    "Bob: flip green @240.0",
    "Eve: flip purple @360.0",
]


class Streams:
    """One event stream per phone: when each saw each move count first (time.time, as a file's mtime)."""

    def __init__(self, port: int, paths: list[str]) -> None:
        import threading

        self.seen: list[dict[int, float]] = [{} for _ in paths]
        self.threads = [
            threading.Thread(target=self._read, args=(port, path, i), daemon=True)
            for i, path in enumerate(paths)
        ]
        for thread in self.threads:
            thread.start()

    def _read(self, port: int, path: str, index: int) -> None:
        import http.client
        import json

        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("GET", path + "/events")
        for raw in connection.getresponse():
            if raw.startswith(b"data: "):
                self.seen[index].setdefault(json.loads(raw[6:])["moves_made"], time.time())

    def wait(self, moves: int, timeout: float = 5.0) -> list[float | None]:
        """When each stream first showed `moves` moves (None: not within `timeout`: a miss)."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline and not all(moves in seen for seen in self.seen):
            time.sleep(0.005)
        return [seen.get(moves) for seen in self.seen]


def serve_round(settings: Settings, folder: Path, env: dict[str, str]) -> list[Row]:
    """`referee serve` with five phones' event streams, while the terminal plays a Pendulum round to
    the Council and the phones then each declare `done`: how soon every phone shows each move."""
    import json
    import signal
    import urllib.request

    save = folder / "served.toml"
    script = folder / "served-setup.txt"
    script.write_text("\n".join(SERVE_SETUP) + "\n", encoding="utf-8")
    cmd = referee_command()
    made = subprocess.run(
        [
            *cmd,
            "new",
            "pendulum",
            "--players",
            ",".join(SERVE_PLAYERS),
            "--save",
            str(save),
            "--script",
            str(script),
        ],
        env=env,
        capture_output=True,
    )
    if made.returncode != 0:
        raise RuntimeError(f"serve set-up: {made.stderr.decode(errors='replace')}")
    server = subprocess.Popen(
        [*cmd, "serve", str(save)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    try:
        assert server.stdout is not None
        links = dict(server.stdout.readline().decode().split() for _ in range(2 + len(SERVE_PLAYERS)))
        port = int(links["viewer"].split(":")[2].split("/")[0])
        paths = ["/" + links[name].split("/", 3)[3] for name in SERVE_PLAYERS]
        streams = Streams(port, paths)
        moves = len(SERVE_SETUP)
        streams.wait(moves)
        delays: list[float] = []
        misses = 0
        terminal = SERVE_ROUND[: 3 if settings.quick else len(SERVE_ROUND)]
        for line in terminal:
            done = subprocess.run([*cmd, "move", str(save), line], env=env, capture_output=True)
            if done.returncode != 0:
                raise RuntimeError(f"{line}: {done.stderr.decode(errors='replace')}")
            saved = os.stat(save).st_mtime  # when the terminal's move was written
            moves += 1
            seen = streams.wait(moves)
            misses += sum(at is None for at in seen)
            delays += [max(0.0, at - saved) for at in seen if at is not None]
        phones = 0
        if not settings.quick:  # the Council is called: each phone declares its `done`
            for path in paths:
                request = urllib.request.Request(
                    f"http://127.0.0.1:{port}/api/move",
                    data=json.dumps({"text": "done"}).encode(),
                    headers={"Content-Type": "application/json", "X-Referee-Key": path.rsplit("/", 1)[1]},
                    method="POST",
                )
                with urllib.request.urlopen(request, timeout=10) as answer:
                    phones += answer.status == 200
                moves += 1
                misses += sum(at is None for at in streams.wait(moves))
    finally:
        server.send_signal(signal.SIGINT)
        code = server.wait(timeout=15)
    median = statistics.median(delays) if delays else float("inf")
    return [
        Row(
            f"a terminal's move on 5 phones' pages: median of {len(delays)} (save written to event received)",
            f"{median * 1000:6.1f} ms (slowest {max(delays, default=0) * 1000:.0f} ms)",
            f"<= {SERVE_LATENCY_S * 1000:.0f} ms",
            median <= SERVE_LATENCY_S,
        ),
        Row(
            f"moves no phone saw within 5 s ({len(terminal)} from the terminal, {phones} from the phones)",
            f"{misses}",
            "0",
            misses == 0 and code == 0,
        ),
    ]


def measure(settings: Settings, only: list[str]) -> list[tuple[str, list[Row]]]:
    sections: list[tuple[str, list[Row]]] = []
    first = calibration_ms(settings.calibration_runs)
    cal = statistics.median(first)
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as tmp, own_home(Path(tmp) / "bench-home"):
        folder = Path(tmp)
        env = child_env(folder / "home")
        sections.append(("Start-up (cold processes; medians, interleaved)", startup(settings, env)))
        if not only or "pendulum" in only:
            title = "referee serve: 5 phones and a terminal, a Pendulum round to the Council"
            sections.append((title, serve_round(settings, folder, env)))
        for game, entry in GAMES.items():
            if only and game not in only:
                continue
            budget = GAME_BUDGETS.get(game, DEFAULT_GAME)
            title = f"{entry.title_en} ({game})" + (f", {budget.label}" if budget.label else "")
            if entry.module is None:
                sections.append((title, [Row("every figure", "n/a (not tracked yet)")]))
                continue
            long = longest_game(game, budget, settings)
            opts = ", ".join(f"{k}={v}" for k, v in long.options.items()) or "none"
            title += f": longest of {settings.longest_of} random games, {len(long.players)} players, {len(long.entries)} entries, options {opts}"
            rows = end_of_game(long, folder, settings, env)
            rows += declare_in_process(long, folder, settings, cal)
            rows += load_and_replay(long, folder, settings, cal)
            rows += playouts(game, budget, settings, cal)
            sections.append((title, rows))
    last = statistics.median(calibration_ms(settings.calibration_runs))
    drift = last / cal - 1
    calibration = [
        Row(
            f"calibration: `calibration_work`, CPU time, median of {settings.calibration_runs} at the start",
            f"{cal:6.1f} ms = 1 cal",
        ),
        Row(
            "  the same at the end (the budgets use the start)"
            + (": the machine's load changed, run again" if abs(drift) > 0.1 else ""),
            f"{last:6.1f} ms ({drift:+.0%})",
        ),
    ]
    return [("Calibration (budgets of in-process figures are multiples of it)", calibration), *sections]


@contextlib.contextmanager
def own_home(home: Path) -> Iterator[None]:
    """REFEREE_HOME for this process while measuring: its saves and state cache stay in the temp folder."""
    before = os.environ.get("REFEREE_HOME")
    os.environ["REFEREE_HOME"] = str(home)
    try:
        yield
    finally:
        if before is None:
            del os.environ["REFEREE_HOME"]
        else:
            os.environ["REFEREE_HOME"] = before


def render(sections: list[tuple[str, list[Row]]]) -> str:
    rows = [r for _, section in sections for r in section]
    w1 = max(len(r.what) for r in rows)
    w2 = max(len(r.figure) for r in rows)
    w3 = max([len("budget")] + [len(r.budget) for r in rows])
    lines = []
    for title, section in sections:
        lines += ["", title, f"  {'what':<{w1}}  {'measured':<{w2}}  {'budget':<{w3}}  verdict"]
        lines += [
            f"  {r.what:<{w1}}  {r.figure:<{w2}}  {r.budget:<{w3}}  {r.verdict}".rstrip() for r in section
        ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few seconds; never fails on a budget")
    parser.add_argument("--game", action="append", default=[], help="measure only this game (repeatable)")
    args = parser.parse_args(argv)
    settings = QUICK if args.quick else FULL
    started = time.perf_counter()
    sections = measure(settings, args.game)
    print(render(sections))
    missed = [r for _, section in sections for r in section if r.ok is False]
    mode = "quick run: budgets are not enforced" if settings.quick else "full run"
    print(
        f"\n{len(missed)} budget(s) missed; {mode}; {time.perf_counter() - started:.0f} s; Python {sys.version.split()[0]}, {os.cpu_count()} CPU(s)"
    )
    return 1 if missed and not settings.quick else 0


if __name__ == "__main__":
    sys.exit(main())

"""Shared pieces of the kit and the reliability suite: stress sizes, intended move lists, saves
written directly, and running the real `referee` in a subprocess.

The kit's tests enumerate `tests.kit.games.GAMES` (every tracked game and the test games); the
reliability tests that stay per tracked game enumerate `TRACKED`. Either way a game that lands later
is covered without touching a test. Sizes are small enough for CI; `REFEREE_STRESS=1` raises them for
a longer local run, and a few sizes have their own variable (`REFEREE_STRESS_KILLS`, `REFEREE_FUZZ_N`).
"""

from __future__ import annotations

import os
import random
import subprocess
from dataclasses import dataclass
from pathlib import Path

from referee.core.game import Declaration, decision, parse_move, play
from referee.core.simulate import random_playout
from referee.registry import rules_for, tracked_games
from saves import schema
from tests.kit.games import GAMES, middle_count, program

TRACKED = tracked_games()
STRESS = os.environ.get("REFEREE_STRESS", "").strip() not in ("", "0")


def size(ci: int, stress: int, variable: str | None = None) -> int:
    """A test size: `variable` if set, else the stress size under REFEREE_STRESS=1, else the CI size."""
    raw = os.environ.get(variable, "").strip() if variable else ""
    if raw:
        return int(raw)
    return stress if STRESS else ci


def shared(ci: int, least: int) -> int:
    """A CI size per game out of a budget `ci` for all the games of the kit, but at least `least`.

    For the subprocess tests, whose cost is the processes rather than the game: what they test (the
    writer, the lock) is the same code for every game, so more games share the time one took.
    """
    return max(least, ci // len(GAMES))


@dataclass(frozen=True)
class Intended:
    """A whole game as the table would declare it: the players and each move as `actor: move`."""

    players: tuple[str, ...]
    moves: tuple[tuple[str, str], ...]  # (declarer, move text) in order

    def text(self, i: int) -> str:
        by, move = self.moves[i]
        return f"{by}: {move}"


def intended(game: str, seed: int, n_players: int | None = None) -> Intended:
    rules = rules_for(game)
    out = random_playout(rules, n_players or middle_count(game), random.Random(seed))
    return Intended(out.players, tuple((by, str(m)) for by, m in out.moves))


def intended_at_least(game: str, moves: int, seed: int) -> Intended:
    """The plan of the first seed from `seed` on whose game has at least `moves` moves (a Stones
    game may end after two)."""
    for s in range(seed, seed + 100):
        plan = intended(game, s)
        if len(plan.moves) >= moves:
            return plan
    raise AssertionError(f"no {game} game of {moves} moves among 100 seeds")


def logged(entries: tuple[schema.LogEntry, ...]) -> list[tuple[str, str]]:
    return [(e.by, e.move) for e in entries]


def write_save(path: Path, game: str, plan: Intended, upto: int) -> schema.SaveFile:
    """A save holding the first `upto` moves of `plan`, written directly (fast; no per-move fsync)."""
    rules = rules_for(game)
    state = rules.new_state(list(plan.players), {})
    log = []
    for i, (by, text) in enumerate(plan.moves[:upto], 1):
        top = decision(rules, state)
        assert top is not None
        log.append(
            schema.LogEntry(i, text, by, top.kind, int(getattr(getattr(state, "ctx", None), "round", 0)), "t")
        )
        state = play(rules, state, Declaration(parse_move(rules, text), by)).state
    opts = {h.name: h.default for h in rules.info.house_rules}
    save = schema.SaveFile(game, plan.players, opts, tuple(log), (), "c", "u")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(schema.encode(save), encoding="utf-8")
    return save


def referee_env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        REFEREE_HOME=str(home),
        REFEREE_LANG="en",
        REFEREE_WIDTH="200",
        PYTHONIOENCODING="utf-8",
        NO_COLOR="1",
    )
    env.pop("REFEREE_FORCE_PROMPTS", None)
    env.update(extra)
    return env


def referee_cmd(*args: str, game: str | None = None) -> list[str]:
    """The real CLI's command line; for a test game, with the test games registered."""
    return [*program(game), *args]


def run_referee(
    home: Path, *args: str, timeout: float = 60, env: dict[str, str] | None = None, game: str | None = None
):
    """Run the real CLI in a subprocess; stdin is closed so nothing can prompt."""
    return subprocess.run(
        referee_cmd(*args, game=game),
        env=env or referee_env(home),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def no_traceback(text: str) -> bool:
    return "Traceback (most recent call last)" not in text

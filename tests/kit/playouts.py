"""Random playouts of the games under test, played once per (game, players, seed) and shared by the
kit's tests: each state met, who declared what in it, and what playing it announced.

Playouts come from `referee.core.simulate.random_playout`, which draws the declarer first among
everyone who may act. They are recorded unchecked (`checked=False`): test_playouts.py checks every
move itself, so a move the engine generates but refuses fails there, by name, and not in whichever
test happened to play the game first.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from referee.core.game import Effect, GameRules, Move, Transition
from referee.core.simulate import random_playout
from tests.kit.games import rules_of
from tests.kit.support import size

SEEDS = size(5, 40)  # the most playouts per game and player count: a Stones game is a handful of moves
MOVES = size(2_000, 20_000)  # moves enough per player count: a long game stops at fewer seeds ...
LEAST = 2  # ... but never fewer than this
SAMPLES = 10  # states a test that is costly per state looks at, spread over a game (and the end)


@dataclass(frozen=True)
class Step:
    state: Any  # before the move
    by: str
    move: Move
    effects: tuple[Effect, ...]  # what the engine announced when the move was played


@dataclass(frozen=True)
class Recorded:
    players: tuple[str, ...]
    steps: tuple[Step, ...]
    end: Any

    @property
    def states(self) -> list[Any]:
        """Every state of the game, the set-up first and the end last (one more than the moves)."""
        return [s.state for s in self.steps] + [self.end]

    def sampled(self, count: int = SAMPLES) -> list[int]:
        """About `count` indexes of `states`, spread evenly from the set-up to the end, the end included."""
        last = len(self.steps)
        return sorted({round(i * last / count) for i in range(count + 1)})


class _Recording:
    """The game's rules, keeping every transition its `apply` returns (and nothing else changed)."""

    def __init__(self, rules: GameRules) -> None:
        self._rules = rules
        self.transitions: list[Transition] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def apply(self, state: Any, move: Move, by: str) -> Transition:
        transition = self._rules.apply(state, move, by)
        self.transitions.append(transition)
        return transition


@cache
def recorded(game: str, players: int, seed: int) -> Recorded:
    recording = _Recording(rules_of(game))
    before: list[tuple[Any, str, Move]] = []
    out = random_playout(
        recording,  # type: ignore[arg-type]  # the rules, delegated
        players,
        random.Random(f"kit-{game}-{players}-{seed}"),
        checked=False,
        each=lambda state, by, move: before.append((state, by, move)),
    )
    effects = [t.effects for t in recording.transitions]
    steps = tuple(Step(s, by, m, fx) for (s, by, m), fx in zip(before, effects, strict=True))
    return Recorded(out.players, steps, out.state)


def playouts(game: str, players: int) -> list[Recorded]:
    """The playouts a test of one player count goes through: SEEDS of them, or as many (LEAST at
    the least) as hold MOVES moves, so that a game of a thousand moves costs what Looot's do."""
    out: list[Recorded] = []
    for seed in range(SEEDS):
        if len(out) >= LEAST and sum(len(p.steps) for p in out) >= MOVES:
            break
        out.append(recorded(game, players, seed))
    return out


def every_playout(game: str, seeds: int = SEEDS) -> Iterator[Recorded]:
    """The playouts of a game at every player count it supports (at most `seeds` per count)."""
    for n in rules_of(game).info.player_counts:
        yield from playouts(game, n)[:seeds]

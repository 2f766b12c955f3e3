"""Random legal playouts for any registered game: the only place the engine meets an RNG.

Used by the generic playout tests and the benchmark. A move is drawn in two steps, its kind first
and then a move of that kind, so rare kinds (a trophy, a pass) are played as often as common ones.
Table declarations are drawn the same way: the simulation stands in for the physical table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.core.game import Declaration, GameRules, Move, play

PLAYER_NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


@dataclass
class Playout:
    players: tuple[str, ...]
    start: Any
    state: Any
    moves: list[tuple[str, Move]] = field(default_factory=list)  # (actor, move) in order


def pick(moves: Sequence[Move], rng: random.Random) -> Move:
    kinds = sorted({m.kind for m in moves})
    kind = rng.choice(kinds)
    return rng.choice([m for m in moves if m.kind == kind])


def random_playout(
    rules: GameRules,
    n_players: int,
    rng: random.Random,
    options: dict[str, str] | None = None,
    checked: bool = True,
    max_moves: int = 100_000,
    each: Callable[[Any, str, Move], None] | None = None,
) -> Playout:
    """Play one whole game from `legal_moves`. With `checked`, every move goes through `play`."""
    players = PLAYER_NAMES[:n_players]
    state = rules.new_state(list(players), options or {})
    game = Playout(players, state, state)
    for _ in range(max_moves):
        top = rules.decision(game.state)
        if top is None:
            return game
        moves = rules.legal_moves(game.state)
        if not moves:
            raise AssertionError(
                f"no legal move for {top.actor} at {top.kind}:\n{rules.describe(game.state)}"
            )
        move = pick(moves, rng)
        if each is not None:
            each(game.state, top.actor, move)
        if checked:
            game.state = play(rules, game.state, Declaration(move, top.actor)).state
        else:
            game.state = rules.apply(game.state, move).state
        game.moves.append((top.actor, move))
    raise AssertionError(f"game did not end within {max_moves} moves")

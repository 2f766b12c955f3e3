"""Playing whole Looot games from `legal_moves`, for the playout, exactness and golden tests.

A move is chosen in two steps, the kind first and then a move of that kind, so that games mix
passes, trophies and longships instead of nearly always taking a longship (which outnumber the
other end-of-turn moves by far).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from referee.core.flow import TABLE
from referee.core.game import Effect
from referee.looot import GAME
from referee.looot.moves import LoootMove
from referee.looot.state import LoootState

from .helpers import moves_of

NAMES = ("Ann", "Bob", "Cid", "Dee")

Chooser = Callable[[Sequence[object]], object]


@dataclass
class Game:
    start: LoootState
    state: LoootState
    log: list[tuple[str, LoootMove, tuple[Effect, ...]]] = field(
        default_factory=list
    )  # (actor, move, effects)


def by_kind(moves: Sequence[LoootMove]) -> dict[str, list[LoootMove]]:
    groups: dict[str, list[LoootMove]] = {}
    for m in moves:
        groups.setdefault(m.kind, []).append(m)
    return groups


def play_game(
    n: int, choose: Chooser, options: dict[str, str] | None = None, check_each: Callable | None = None
) -> Game:
    start = GAME.new_state(list(NAMES[:n]), options or {})
    game = Game(start, start)
    while (top := GAME.decision(game.state)) is not None:
        moves = moves_of(game.state)
        assert moves, GAME.describe(game.state)
        groups = by_kind(moves)
        kind = choose(sorted(groups))
        move = choose(groups[kind])
        if check_each is not None:
            check_each(game.state, move)
        t = GAME.apply(game.state, move, top.actor)
        game.log.append((top.actor, move, t.effects))
        game.state = t.state
    return game


def seeded(seed: int) -> Chooser:
    rng = random.Random(seed)
    return lambda options: rng.choice(list(options))


def move_lines(game: Game) -> list[str]:
    return [f"{actor if actor != TABLE else 'table'}: {move}" for actor, move, _ in game.log]

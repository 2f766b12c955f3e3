"""Random legal playouts for any registered game: the only place the engine meets an RNG.

Used by the generic playout tests and the benchmark. A move is drawn in two steps, its kind first
and then a move of that kind, so rare kinds (a trophy, a pass) are played as often as common ones.
Table declarations are drawn the same way: the simulation stands in for the physical table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache
from itertools import groupby
from typing import Any

from referee.core.game import Declaration, GameRules, Move, play
from referee.core.record import field, fields, is_record, record

PLAYER_NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


@record(frozen=False)
class Playout:
    players: tuple[str, ...]
    start: Any
    state: Any
    moves: list[tuple[str, Move]] = field(default_factory=list)  # (actor, move) in order


def pick(moves: Sequence[Move], rng: random.Random) -> Move:
    """A kind uniformly among the kinds present, then a move of that kind uniformly."""
    groups: dict[str, list[Move]] = {}
    for cls, run in groupby(moves, type):  # runs of one class, in order: one pass in C
        kind = _class_kind(cls)
        if kind is None:  # the kind may differ from move to move
            for m in run:
                groups.setdefault(m.kind, []).append(m)
        elif kind in groups:
            groups[kind].extend(run)
        else:
            groups[kind] = list(run)
    kind = rng.choice(sorted(groups))
    return rng.choice(groups[kind])


@cache
def _class_kind(cls: type) -> str | None:
    """The `kind` of every instance of cls, if it is the class's: a frozen record where it is no field."""
    kind = getattr(cls, "kind", None)
    if (
        is_record(cls)
        and cls.__record_params__["frozen"]  # type: ignore[attr-defined]
        and "kind" not in {f.name for f in fields(cls)}
        and isinstance(kind, str)
    ):
        return kind
    return None


def random_playout(
    rules: GameRules,
    n_players: int,
    rng: random.Random,
    options: dict[str, str] | None = None,
    checked: bool = True,
    max_moves: int = 100_000,
    each: Callable[[Any, str, Move], None] | None = None,
) -> Playout:
    """Play one whole game from `legal_moves`. With `checked`, every move goes through `play`.

    Where several actors may act (a sale in another's turn, real time), the declarer is drawn first,
    uniformly among them, so out-of-turn and simultaneous moves are played as often as the leader's.
    """
    players = PLAYER_NAMES[:n_players]
    state = rules.new_state(list(players), options or {})
    game = Playout(players, state, state)
    legal_moves, apply = rules.legal_moves, rules.apply  # bound once
    played = game.moves
    for _ in range(max_moves):
        legal = legal_moves(state)
        if not legal:
            if rules.decisions(state):
                raise AssertionError(f"no one may act, yet the game is not over:\n{rules.describe(state)}")
            game.state = state
            return game
        who, moves = legal[0] if len(legal) == 1 else legal[rng.randrange(len(legal))]
        if not moves:
            raise AssertionError(f"no legal move for {who}:\n{rules.describe(state)}")
        move = pick(moves, rng)
        if each is not None:
            each(state, who, move)
        if checked:
            state = play(rules, state, Declaration(move, who)).state
        else:
            state = apply(state, move, who).state
        played.append((who, move))
    game.state = state
    raise AssertionError(f"game did not end within {max_moves} moves")

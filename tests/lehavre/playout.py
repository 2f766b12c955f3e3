"""Whole Le Havre games played by a plain policy, for the golden traces.

Uniform random play sells everything and lives on loans; this policy plays more like a table: it
enters buildings and takes offers, buys now and then (between actions, and inside one's action
once in a while), repays when rich, sells only while it cannot pay its food, and once in a while
lets another player sell between actions (a move out of turn).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from referee.core.flow import TABLE
from referee.core.game import Effect
from referee.lehavre import GAME
from referee.lehavre.state import LeHavreState

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
WEIGHTS = {"enter": 6, "take": 3, "buy": 1, "done": 3, "repay": 1}


@dataclass
class Game:
    start: LeHavreState
    state: LeHavreState
    log: list[tuple[str, Any, tuple[Effect, ...]]] = field(default_factory=list)


def choose(state: LeHavreState, rng: random.Random) -> tuple[str, Any]:
    legal = GAME.legal_moves(state)
    leader, moves = legal[0]
    others = [(who, m) for who, ms in legal[1:] for m in ms if m.kind == "sell"]
    if others and rng.random() < 0.01:
        return rng.choice(others)
    if leader == TABLE:
        if state.ctx.top is not None and state.ctx.top.kind == "declare_order":
            return leader, moves[0]  # seat order as named, Ann first
        return leader, rng.choice(moves)
    top = state.ctx.top
    assert top is not None
    if top.kind in ("main", "turn_end"):
        p = state.player(leader)
        weighted = [m for m in moves if m.kind != "sell" and not (m.kind == "repay" and p.francs < 12)]
        kinds = sorted({m.kind for m in weighted})
        kind = rng.choices(kinds, [WEIGHTS.get(k, 1) for k in kinds])[0]
        of_kind = [m for m in weighted if m.kind == kind]
        if kind == "take":  # the fullest offer space, food first
            from referee.lehavre.catalog import OFFERS

            return leader, max(
                of_kind, key=lambda m: (state.offers[OFFERS.index(m.space)], m.space in ("fish", "fr"))
            )
        return leader, rng.choice(of_kind)
    if top.kind == "feed":
        pays = [m for m in moves if m.kind == "pay"]
        sells = [m for m in moves if m.kind == "sell"]
        if pays and pays[0].goods == "all" and sells and rng.random() < 0.5:
            return leader, rng.choice(sells)
        return leader, rng.choice(pays)
    steps = [m for m in moves if m.kind not in ("sell", "repay", "buy")]
    buys = [m for m in moves if m.kind == "buy"]
    if buys and (not steps or rng.random() < 0.05):  # now and then a purchase inside the action
        return leader, rng.choice(buys)
    return leader, rng.choice(steps or moves)


def play_game(n: int, length: str, seed: int) -> Game:
    rng = random.Random(f"lehavre-golden-{n}-{length}-{seed}")
    start = GAME.new_state(list(NAMES[:n]), {"length": length})
    game = Game(start, start)
    while GAME.decisions(game.state):
        who, move = choose(game.state, rng)
        t = GAME.apply(game.state, move, who)
        game.log.append((who, move, t.effects))
        game.state = t.state
    return game

"""Whole random games in which purchases inside a building's action are played (ruling
lehavre-buy-when): hypothesis draws the seed, every declarer and move is then drawn uniformly from
the legal ones and declared through the checked entry point, the invariants hold after every move.

(The move-by-move hypothesis games of test_playouts.py start from the simplest draws, the first
legal move each time, which buys nothing; a seeded uniform choice does, at several steps.)
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.game import Declaration, play
from referee.lehavre import GAME
from tests.lehavre.test_playouts import invariants

BETWEEN = ("main", "turn_end")


@pytest.mark.parametrize("players", [3, 5])
@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_games_buy_inside_actions_and_keep_the_invariants(players, seed):
    rng = random.Random(seed)
    state = GAME.new_state(["Ann", "Bob", "Cid", "Dee", "Eve"][:players], {"length": "long"})
    inside: list[str] = []  # the building steps a purchase was played at
    for _ in range(5000):
        legal = GAME.legal_moves(state)
        if not legal:
            break
        who, moves = rng.choice(legal)
        move = rng.choice(moves)
        top = state.ctx.top
        if move.kind == "buy" and top is not None and top.kind not in BETWEEN:
            inside.append(top.kind)
        state = play(GAME, state, Declaration(move, who)).state
        invariants(state)
    assert state.over and GAME.outcome(state) is not None
    assert inside, "no purchase inside an action was played"

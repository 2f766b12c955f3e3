"""Whole games drawn move by move from the legal moves (hypothesis), at every player count and
both lengths, with the invariants of the position checked after every move."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.game import Declaration, play
from referee.lehavre import GAME
from referee.lehavre.catalog import SPACES, rounds
from referee.lehavre.state import LeHavreState

COUNTS = [(n, length) for n in (1, 2, 3, 4, 5) for length in ("short", "long")]


def invariants(state: LeHavreState) -> None:
    for p in state.players:
        assert p.francs >= 0 and p.loans >= 0, p
        assert all(n > 0 for n in p.goods.values()), p
    assert all(n >= 0 for n in state.offers)
    owned = (
        [b for p in state.players for b in p.buildings]
        + list(state.town)
        + [b for s in state.stacks for b in s]
    )
    assert len(owned) == len(set(owned)), "a building is in two places"
    ships = [s for p in state.players for s in p.ships] + [
        s for st_ in state.ship_stacks.values() for s in st_
    ]
    assert len(ships) == len(set(ships)), "a ship is in two places"
    cards = rounds(state.option("length"), len(state.players))
    assert 1 <= state.ctx.round <= len(cards)
    if state.ctx.phase == "turns":  # seven turns a round
        assert SPACES * (state.ctx.round - 1) < state.turn_no <= SPACES * state.ctx.round


@pytest.mark.parametrize(("players", "length"), COUNTS)
@settings(max_examples=1, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_a_whole_game_keeps_the_invariants(players, length, data):
    state = GAME.new_state(["Ann", "Bob", "Cid", "Dee", "Eve"][:players], {"length": length})
    for _ in range(5000):
        legal = GAME.legal_moves(state)
        if not legal:
            break
        who, moves = legal[data.draw(st.integers(0, len(legal) - 1))] if len(legal) > 1 else legal[0]
        move = moves[data.draw(st.integers(0, len(moves) - 1))]
        state = play(GAME, state, Declaration(move, who)).state
        invariants(state)
    assert state.over and GAME.outcome(state) is not None
    assert state.turn_no == SPACES * len(rounds(length, players))  # seven turns in every round

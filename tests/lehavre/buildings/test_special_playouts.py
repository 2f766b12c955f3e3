"""Whole long games with every handled special building in the town from the first turn, drawn move
by move from the legal moves (hypothesis): the specials' decisions always offer an accepted answer,
the position keeps the invariants of the engine's playouts, and the games end."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from referee.core.game import Declaration, play
from referee.core.record import replace
from referee.lehavre import GAME
from referee.lehavre.catalog import buildings
from referee.lehavre.rules.buildings import handler
from tests.lehavre.test_playouts import invariants

HANDLED = tuple(
    b for b, e in buildings().items() if e["group"] == "special" and e["enterable"] and handler(b) is not None
)


@pytest.mark.parametrize("players", [2, 4])
@settings(
    max_examples=2,
    deadline=None,
    phases=[Phase.generate],  # a failing game is reported as drawn: shrinking a whole game takes minutes
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_game_with_every_special_in_the_town_plays_to_its_end(players, data):
    state = GAME.new_state(["Ann", "Bob", "Cid", "Dee"][:players], {"length": "long"})
    state = replace(state, town=(*state.town, *HANDLED), specials=HANDLED)  # revealed: none comes twice
    entered: set[str] = set()
    for _ in range(6000):
        legal = GAME.legal_moves(state)
        if not legal:
            break
        who, moves = legal[data.draw(st.integers(0, len(legal) - 1))] if len(legal) > 1 else legal[0]
        enters = [m for m in moves if m.kind == "enter" and m.building in HANDLED]
        pool = enters if enters and not data.draw(st.booleans()) else moves  # enter the specials often
        move = pool[data.draw(st.integers(0, len(pool) - 1))]
        if move.kind == "enter":
            entered.add(move.building)
        state = play(GAME, state, Declaration(move, who)).state
        invariants(state)
    assert state.over and GAME.outcome(state) is not None
    assert len(entered) >= 5, sorted(entered)

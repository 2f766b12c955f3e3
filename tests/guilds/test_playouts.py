"""Random legal playouts to the end for 2, 3 and 4 players, each move drawn from the legal moves by
hypothesis (`st.data()`), components declared with random values as the table would, and the
invariants checked after every move: pieces of each colour conserved across supply, hall,
plantation and tiles (masters included), neutral pieces conserved, action cards conserved across
the draw pile, hands and the discard pile, no count negative, VP never decreasing; then a save/load round trip of the end. The `ci` profile (tests/conftest.py) is
derandomised.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.game import Declaration, legal_pairs, play
from referee.guilds import GAME
from referee.guilds.rules.position import pieces_total
from referee.guilds.state import ACTION_CARDS, LIVERYMEN, NEUTRAL_PER_PLAYER
from saves.schema import LogEntry
from saves.session import Session

from .helpers import NAMES

SAVED: set[int] = set()
WRITTEN = 40  # moves of the round trip written one by one (each is a file write with fsync)


def assert_invariants(before, after) -> None:
    n = after.n
    for p in range(n):
        assert pieces_total(after, p) == LIVERYMEN
        assert min(after.hand[p], after.hall[p], after.supply[p], after.plantation[p]) >= 0
        assert after.vp[p] >= before.vp[p]
    on_tiles = sum(s.neutral for s in after.city)
    assert after.neutral >= 0 and after.neutral + on_tiles == NEUTRAL_PER_PLAYER * n
    assert all(min(s.pieces) >= 0 for s in after.city)
    assert after.deck >= 0 and after.discard_hidden >= 0
    assert after.deck + sum(after.hand) + len(after.discard) + after.discard_hidden == ACTION_CARDS
    assert len(set(after.discard)) == len(after.discard)  # no card id twice in the discard pile


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(
    max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(data=st.data())
def test_random_playouts_reach_the_end_with_every_invariant_kept(players, data, tmp_path_factory):
    state = GAME.new_state(list(NAMES[:players]), {})
    lines = []
    for _ in range(5000):
        pairs = legal_pairs(GAME, state)
        if not pairs:
            break
        by, move = data.draw(st.sampled_from(pairs))
        after = play(GAME, state, Declaration(move, by)).state
        assert_invariants(state, after)
        lines.append(f"{by}: {move}")
        state = after
    assert state.over and GAME.outcome(state) is not None
    sheet = GAME.score_sheet(state)
    assert sheet.players == state.names
    if players in SAVED:  # one save/load round trip per player count (each move is a file write)
        return
    SAVED.add(players)
    path = tmp_path_factory.mktemp("g") / "g.toml"
    session = Session.create(path, "guilds", list(state.names), {})
    for line in lines[:WRITTEN]:  # as a table declares: one checked move, one file write
        session.declare(line)
    for line in lines[WRITTEN:]:  # the rest checked the same way in memory, written once
        by, _, move = line.partition(": ")
        session.declare_entry(LogEntry(n=0, move=move, by=by, phase="", round=0, at=""))
    session.write()
    assert Session.open(path, cached=False).state == state

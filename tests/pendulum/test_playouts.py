"""Random legal playouts of complete untimed games for 2-5 players, with invariants (hypothesis),
and save/load round trips through a real session."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.pendulum import GAME
from referee.pendulum.rules.position import in_use
from referee.pendulum.state import CAP, RESOURCES

from .playout import play_game


def check_invariants(before, by, move, transition):
    state = transition.state
    assert state.now >= before.now, "time ran backwards"
    for p in state.players:
        assert all(0 <= p.amount(r) <= CAP for r in RESOURCES), p
        assert p.votes >= 0
        for i, track in enumerate(("power", "prestige", "popularity")):
            assert 0 <= p.amount(track) <= p.ends[i]
        if p.character:
            assert in_use(state, p.name) <= 4
            placed = [w for w in state.workers if w.owner == p.name]
            commons = p.free_common + p.aside_common + sum(not w.grande for w in placed)
            grandes = p.free_grande + p.council_grande + sum(w.grande for w in placed)
            assert (commons, grandes) == (3, 2)
    taken = [e for e in transition.effects if e.code == "legendary_taken"]
    assert len(taken) <= 1
    if taken:
        assert before.token == "card" and state.token == "taken"


def progress_first(pairs):
    """The pairs with the players' moves first and without pauses and clock switches (tested on
    their own), so that the smallest draw, the first pair each time, still plays a game to its end."""
    kept = [(by, m) for by, m in pairs if m.kind not in ("pause", "resume", "clock")]
    return sorted(kept, key=lambda pair: pair[0] == "table")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(
    max_examples=1,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_random_untimed_games_end_with_the_invariants_kept(players, data):
    state = play_game(
        players, lambda pairs: data.draw(st.sampled_from(progress_first(pairs))), each=check_invariants
    )
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.termination == "fourth_council"
    assert state.ctx.round == 4 and GAME.legal_moves(state) == []
    sheet = GAME.score_sheet(state)
    assert set(sheet.winners) == set(outcome.winners)
    holders = {p.name for p in state.players if p.legendary}
    assert set(outcome.winners) <= holders  # no ruler without the legendary achievement


def test_in_real_time_a_players_moves_are_built_only_when_read():
    """The core keeps each player's listing as the realtime step built it: a random playout reads
    one player's list per move, so the others are never built."""
    from referee.pendulum.rules.at_once import Listed

    from .helpers import started

    legal = dict(GAME.legal_moves(started()))
    assert list(legal)[0] == "table"  # no one leads: the table's moves first
    lazy = [moves for who, moves in legal.items() if who != "table"]
    assert lazy and all(isinstance(m, Listed) and m._moves is None for m in lazy)
    assert len(lazy[0]) > 0 and lazy[0]._moves is not None and lazy[1]._moves is None

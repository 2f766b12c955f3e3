"""Random games driven to resolutions: random playouts seldom fill a tile, so here the players fill
them (a card played moves a piece where it can, a turn plays while it can) and answer every
negotiation at random, each answer drawn by hypothesis from the legal ones (`st.data()`).

Checked through every negotiation: the invariants of the random playouts (pieces, neutral pieces,
cards conserved; no count negative; VP never decreasing), one swap per player per tile (it ends the
player's chance: a second is refused), and the master rule: after a tile resolves its player pieces and
neutral pieces are gone, and its master is the player with the most pieces there (liverymen and
master), ties by the negotiation's VP order.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.game import Declaration, check, legal_pairs, play
from referee.guilds import GAME
from referee.guilds.moves import Done, MovePiece, Play, Swap

from .helpers import NAMES
from .test_playouts import assert_invariants

RESOLUTIONS = 4  # stop once this many tiles have resolved (or the game is over)


def _filling(state, pairs):
    """The moves that fill tiles, when there are any: a card's move, a card played while possible."""
    top = GAME.decision(state)
    kind = top.kind if top is not None else ""
    if kind == "use_card":
        moves = [p for p in pairs if isinstance(p[1], MovePiece)]
    elif kind == "turn":
        moves = [p for p in pairs if isinstance(p[1], Play)]
    elif kind == "ability_moves":
        moves = [p for p in pairs if isinstance(p[1], MovePiece | Done)]
    else:
        moves = []
    return moves or pairs


def _expected_master(state, swapped=None):
    """The player who should be master when the tile now negotiated resolves (after a swap of one
    of `swapped`'s liverymen, which may end the negotiation)."""
    space = state.space(state.resolving.pos)
    order = state.resolving.order
    counts = [space.pieces[p] - (p == swapped) + (space.master == p) for p in range(state.n)]
    ranked = sorted((p for p in range(state.n) if counts[p]), key=lambda p: (-counts[p], order.index(p)))
    return ranked[0] if ranked else space.master


def drive(players, choose):
    """A game driven towards resolutions, every move chosen by `choose(pairs)`, every rule checked;
    returns (tiles resolved, swaps made)."""
    state = GAME.new_state(list(NAMES[:players]), {})
    resolved = swaps = 0
    swapped: set[tuple[int, str, str]] = set()
    while resolved < RESOLUTIONS and not state.over:
        pairs = legal_pairs(GAME, state)
        top = GAME.decision(state)
        if top.kind != "negotiate":
            pairs = _filling(state, pairs)
        by, move = choose(pairs)
        before = state
        if top.kind == "negotiate":
            expected = _expected_master(state, state.index(move.player) if isinstance(move, Swap) else None)
            if isinstance(move, Swap):
                key = (state.ctx.round, state.resolving.pos, by)
                assert key not in swapped
                swapped.add(key)
                swaps += 1
        transition = play(GAME, state, Declaration(move, by))
        state = transition.state
        assert_invariants(before, state)
        swapped_here = isinstance(move, Swap) and state.resolving is not None
        if swapped_here and state.resolving.pos == before.resolving.pos:  # one chance on this tile, taken
            assert check(GAME, state, Declaration(Swap(by), by))
            assert not any(d.kind == "negotiate" and d.actor == by for d in GAME.decisions(state))
        finished = [e for e in transition.effects if e.code in ("tile_resolved", "tile_empty")]
        resolved += len(finished)
        if top.kind == "negotiate" and finished:
            space = state.space(before.resolving.pos)
            assert sum(space.pieces) == 0 and space.neutral == 0
            assert space.master == expected
    return resolved, swaps


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_games_driven_to_resolutions_keep_every_negotiation_rule(players, data):
    drive(players, lambda pairs: data.draw(st.sampled_from(pairs)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_driven_games_do_resolve_tiles_and_swap(players):
    """The driver reaches what the test above is for (a fixed seed: hypothesis may shrink a game to
    one with no resolution, which is legal)."""
    rng = random.Random(players)
    resolved, swaps = drive(players, rng.choice)
    assert resolved == RESOLUTIONS and swaps >= 1

"""Random untimed games with a test table that declares the printed values of what it reveals.

The values are the test's own (labelled as such, never the game's): they let the random games use
every kind of card, so the invariants see legendary tokens, provinces, stratagems and final cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core.game import Declaration, legal_pairs, parse_move, play
from referee.core.simulate import PLAYER_NAMES
from referee.pendulum import GAME
from referee.pendulum.state import State

# the test box: what each kind of revealed card prints in these tests (not Pendulum's cards)
TEST_BOX = {
    "achievement": "need=coin1 reward=votes1+any1",
    "province": "slot=military",
    "reward": "edge=red reward=coin1+province1",
    "final": "cost=coin1 reward=legendary1",
}


# the test's own timing panel (the published panel's order is in no source we could reach)
TEST_PANEL = "black green black purple black+green black purple"


def declarations(state: State) -> list[str]:
    """The test table's declarations for cards that entered play without values, and its panel."""
    out = []
    if not state.panel and state.ctx.phase == "realtime":
        out.append(f"panel {TEST_PANEL}")
    for card, kind in state.seen:
        if card not in state.ctx.declared and kind in TEST_BOX:
            values = TEST_BOX[kind]
            if kind == "reward" and card.endswith(("2", "4", "6", "8", "0")):
                values = "edge=blue cost=culture1 reward=power2"
            out.append(f"declare {card} {values}")
    for p in state.players:
        for card in p.hand:
            if card not in state.ctx.declared and card.count(".") == 1 and ".s" in card:
                out.append(f"declare {card} cost=culture1 reward=popularity1+votes1")
    return out


def play_game(
    n: int, choose: Callable[[list[Any]], Any], options: dict[str, str] | None = None, each=None
) -> State:
    """A whole game from the legal moves, `choose` picking the (declarer, move) pair each time."""
    state = GAME.new_state(list(PLAYER_NAMES[:n]), {"clock": "untimed", **(options or {})})
    for _ in range(20_000):
        for text in declarations(state):
            state = play(GAME, state, Declaration(parse_move(GAME, text), "table")).state
        pairs = legal_pairs(GAME, state)
        if not pairs:
            return state
        by, move = choose(pairs)
        before = state
        transition = play(GAME, state, Declaration(move, by))
        state = transition.state
        if each is not None:
            each(before, by, move, transition)
    raise AssertionError("the game did not end")

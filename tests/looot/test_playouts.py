"""Random legal playouts to the end for 2, 3 and 4 players, with invariants (hypothesis).

The `ci` profile (derandomised) is registered in tests/conftest.py and loaded when CI is set.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.core.game import Declaration, check, play
from referee.looot import GAME
from referee.looot.catalog import RESOURCES, components, longship_ids
from referee.looot.geometry import Geometry
from referee.looot.moves import parse
from referee.looot.state import LoootState

from .playout import Game, play_game


def initial_stacks(g: Geometry) -> Counter:
    kinds = {"H": "house", "T": "watchtower", "C": "castle"}
    out: Counter = Counter()
    for b in g.buildings:
        out[kinds[g.letter[b]]] += components().stack[kinds[g.letter[b]]]
    return out


def assert_invariants(game: Game) -> None:
    state: LoootState = game.state
    n = len(state.players)
    # the game ended, with an outcome and a complete score sheet
    assert GAME.decision(state) is None and state.over
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.termination == "all_vikings_placed"
    assert set(outcome.winners) <= set(GAME.players(state)) and outcome.winners
    # each player placed exactly 13 Vikings
    placed = Counter(i for occ in state.occupants for i in occ)
    assert [placed[i] for i in range(n)] == [13] * n
    assert all(p.vikings == 0 for p in state.players)
    # resource tiles conserved: supply + fjords + set aside = 40 each
    for r, kind in enumerate(RESOURCES):
        in_fjords = sum(p.fjord.count(kind) for p in state.players)
        assert state.supply[r] + in_fjords + state.set_aside[r] == components().supply[kind]
    # building tiles conserved: stacks + fjords = initial
    g = state.geo
    left: Counter = Counter()
    kinds = {"H": "house", "T": "watchtower", "C": "castle"}
    for k, b in enumerate(g.buildings):
        left[kinds[g.letter[b]]] += state.stacks[k]
    for kind, total in initial_stacks(g).items():
        assert left[kind] + sum(p.fjord.count(kind) for p in state.players) == total
    # longships: each exactly once in the bag, the ocean or a fjord
    seen = (
        list(state.bag)
        + [x for x in state.ocean if x]
        + [x for p in state.players for x in p.fjord if x[:1].isupper()]
    )
    assert sorted(seen) == sorted(longship_ids())
    # replaying the move texts through parse from a new state gives an equal state
    replay = game.start
    for actor, move, _ in game.log:
        decl = Declaration(parse(str(move)), actor)
        assert check(GAME, replay, decl) == []
        replay = GAME.apply(replay, decl.move, actor).state
    assert replay == state
    assert GAME.score_sheet(state).players == GAME.players(state)


def validates(state: LoootState, move) -> None:
    assert check(GAME, state, Declaration(move)) == [], (str(move), GAME.describe(state))
    assert parse(str(move)) == move


@pytest.mark.parametrize("option", ["published", "seed_one"])
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(data=st.data())
def test_random_playout_reaches_the_end_with_invariants(players, option, data):
    def choose(options):
        return data.draw(st.sampled_from(list(options)))

    game = play_game(players, choose, {"optional_actions": option}, check_each=validates)
    assert_invariants(game)


def test_playing_moves_builds_no_message_or_prompt_until_one_is_read(monkeypatch):
    """A replay or a random playout reads no message: apply and decision defer them (core/text.py)."""
    import pkgutil
    import random
    from importlib import import_module

    from referee.core.simulate import random_playout
    from referee.looot import rules
    from referee.looot.rules import stack
    from referee.looot.words import msg

    built: list[str] = []

    def counting(key, /, **params):
        if key.startswith(("looot.effect.", "looot.prompt.")):
            built.append(key)
        return msg(key, **params)

    roles = [import_module(f"{rules.__name__}.{m.name}") for m in pkgutil.iter_modules(rules.__path__)]
    wording = [module for module in roles if getattr(module, "msg", None) is msg]
    assert len(wording) >= 5  # each role module words its own messages
    for module in wording:
        monkeypatch.setattr(module, "msg", counting)
    prompted: list[str] = []
    real_prompt = stack.prompt  # the prompts are cached: count the calls that would build one

    def prompting(state, kind):
        prompted.append(kind)
        return real_prompt(state, kind)

    monkeypatch.setattr(stack, "prompt", prompting)
    effects = []
    game = random_playout(GAME, 3, random.Random(5), checked=False)
    state = GAME.new_state(list(game.players), {})
    for actor, move in game.moves:
        transition = play(GAME, state, Declaration(move, actor))  # checked, as a replay does
        effects.extend(transition.effects)
        state = transition.state
    assert effects and built == [] and prompted == []
    assert GAME.decision(state) is None and GAME.decision(game.state) is None
    assert effects[-1].code == "game_end" and "Winner" in effects[-1].message
    assert built and built[-1] == "looot.effect.game_end"

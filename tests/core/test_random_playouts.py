"""Every registered game plays to the end from legal moves alone, at every player count (OpenSpiel-style)."""

from __future__ import annotations

import random

import pytest

from referee.core.game import Declaration, check
from referee.core.simulate import random_playout
from referee.registry import rules_for, tracked_games

CASES = [(g, n) for g in tracked_games() for n in rules_for(g).info.player_counts]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_random_legal_playout_reaches_an_outcome_and_replays_from_text(game, players):
    rules = rules_for(game)

    def every_move_validates(state, actor, move):
        assert check(rules, state, Declaration(move, actor)) == [], f"{move} generated but refused"
        assert rules.parse(str(move)) == move, f"{move} does not round-trip through its text"

    for seed in range(2):
        playout = random_playout(rules, players, random.Random(seed), each=every_move_validates)
        outcome = rules.outcome(playout.state)
        assert outcome is not None and outcome.winners
        assert rules.legal_moves(playout.state) == []
        sheet = rules.score_sheet(playout.state)
        assert sheet.players == playout.players and set(sheet.winners) == set(outcome.winners)
        replayed = rules.new_state(list(playout.players), {})
        for actor, move in playout.moves:
            replayed = rules.apply(replayed, rules.parse(str(move)), actor).state
        assert replayed == playout.state


@pytest.mark.parametrize(("game", "players"), CASES)
def test_save_then_load_gives_the_same_state_at_every_step(game, players, tmp_path):
    from saves.session import Session

    rules = rules_for(game)
    playout = random_playout(rules, players, random.Random(7))
    session = Session.create(tmp_path / "g.toml", game, list(playout.players), {})
    for actor, move in playout.moves:
        session.declare(f"{actor}: {move}")
        assert Session.open(session.path).state == session.state
    assert session.state == playout.state

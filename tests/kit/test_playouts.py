"""Every game under test plays to the end from legal moves alone, at every player count (OpenSpiel-style).

Each generated (declarer, move) is legal, reads back from its text and from the text `referee move`
is given for it; the end has an outcome (possibly with no winner: Pendulum's 「无人称王」) and a
score sheet of the players. Moves out of turn and at once happen where the flow table allows them.
Every state hashes, equals its state-cache codec copy, and a save opened at sampled steps, from the
state cache or replayed, holds the very state the session had.
"""

from __future__ import annotations

import os

from referee.core.game import (
    Declaration,
    Verdict,
    check,
    declaration_text,
    judge,
    leader,
    parse_declaration,
    parse_move,
)
from referee.registry import rules_for
from saves import cache, statecodec
from saves.session import Session
from tests.kit.games import acts_at_once, acts_out_of_turn, every_count, every_game
from tests.kit.playouts import every_playout, playouts, recorded


@every_count
def test_every_generated_move_is_legal_and_reads_back_from_its_text(game, players):
    rules = rules_for(game)
    for p in playouts(game, players):
        for step in p.steps:
            state, by, move = step.state, step.by, step.move
            assert check(rules, state, Declaration(move, by)) == [], f"{by}: {move} generated but refused"
            assert parse_move(rules, str(move)) == move, f"{move} does not round-trip through its text"
            text = declaration_text(rules, state, by, move)
            declared = parse_declaration(rules, state, text)
            assert declared.move == move, f"{text!r} reads as {declared}"
            assert judge(rules, state, declared) == Verdict(by), f"{text!r} is not {by}'s legal move"


@every_count
def test_every_playout_ends_with_an_outcome_a_score_sheet_and_replays_from_text(game, players):
    rules = rules_for(game)
    for seed, p in enumerate(playouts(game, players)):
        outcome = rules.outcome(p.end)
        assert outcome is not None, f"seed {seed}: no outcome at the end"  # winners may be empty
        assert rules.legal_moves(p.end) == [] and rules.decisions(p.end) == ()
        sheet = rules.score_sheet(p.end)
        assert sheet.players == p.players and set(sheet.winners) == set(outcome.winners)
        replayed = rules.new_state(list(p.players), {})
        for step in p.steps:
            replayed = rules.apply(replayed, parse_move(rules, str(step.move)), step.by).state
        assert replayed == p.end and hash(replayed) == hash(p.end)


@every_game
def test_moves_out_of_turn_and_at_once_happen_exactly_where_the_flow_table_allows_them(game):
    """A step any player may answer (a sale in another's turn) is played by someone who does not lead;
    a step every player answers at once is played while two players each have their own open action.
    A game with neither only ever hears from the leader."""
    rules = rules_for(game)
    out_of_turn = nobody_leads = two_open = 0
    for p in every_playout(game):
        for step in p.steps:
            opened = rules.decisions(step.state)
            lead = leader(opened)
            out_of_turn += lead is not None and step.by != lead
            nobody_leads += lead is None
            two_open += len({d.actor for d in opened if d.actor in p.players}) >= 2
    if acts_out_of_turn(rules):
        assert out_of_turn, "no move by a player who does not lead"
    if acts_at_once(rules):
        assert nobody_leads and two_open, (nobody_leads, two_open)
    if not (acts_out_of_turn(rules) or acts_at_once(rules)):
        assert (out_of_turn, nobody_leads, two_open) == (0, 0, 0)


@every_count
def test_every_sampled_state_hashes_and_equals_its_codec_round_trip(game, players):
    """Item 10 of issue 11: states are values. The state cache stores them through the codec."""
    allowed = cache.allowed_modules(game)
    for seed, p in enumerate(playouts(game, players)):
        states = p.states
        for i in p.sampled():
            state = states[i]
            copy = statecodec.decode(statecodec.encode(state, allowed), allowed)
            assert copy is not state and copy == state, f"seed {seed}, state {i}: the codec changes it"
            assert hash(copy) == hash(state), f"seed {seed}, state {i}: equal states hash differently"


@every_count
def test_save_then_load_gives_the_same_state_at_sampled_steps(game, players, tmp_path, monkeypatch):
    """Declared through a session as `referee move` is; opened from the state cache and by replay.

    What is written must read back; whether it survives a power cut is test_crash_safety's: here the
    fsyncs are skipped (they were half the time of a long Le Havre game declared move by move).
    """
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    rules = rules_for(game)
    p = recorded(game, players, 0)
    session = Session.create(tmp_path / "g.toml", game, list(p.players), {})
    marks = set(p.sampled())
    for i, step in enumerate((*p.steps, None)):
        if i in marks:
            if i:  # each move stored its snapshot: the cached open below reads it
                assert cache.load(session.save) == session.state, f"after {i} moves: no usable snapshot"
            for cached in (True, False):
                again = Session.open(session.path, cached=cached)
                assert again.save.log == session.save.log
                assert again.state == session.state and hash(again.state) == hash(session.state)
        if step is not None:
            session.declare(declaration_text(rules, step.state, step.by, step.move))
    assert session.state == p.end

"""The flow table is the control flow: what a game lets anyone declare is what its table accepts.

Every legal (declarer, move) of the playouts is accepted by a step of an open decision, for that
declarer (the decision's own actor, any player, or the table, as the step says); and removing one
move kind from one step is enough for `check` to refuse that move there with `wrong_step`, for
every (step, kind) the playouts met. An engine with a list of its own would fail the second.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any

import pytest

from referee import registry
from referee.core import ledger
from referee.core.flow import ACTOR, ANY_PLAYER, EVERY_PLAYER, TABLE, Decision, FlowTable, Phase
from referee.core.game import Declaration, check, judge, leader, legal_pairs, offered_moves, play
from referee.core.record import replace
from referee.registry import rules_for
from tests.kit.games import every_game
from tests.kit.playouts import every_playout


def may_declare(who: str, step_who: str | None, d: Decision, players: tuple[str, ...]) -> bool:
    """Whether `who` may declare a move the step accepts as `step_who` (None: it does not accept it)."""
    if step_who == ACTOR:
        return who == d.actor
    if step_who in (ANY_PLAYER, EVERY_PLAYER):
        return who in players
    return step_who == TABLE and who == TABLE


@every_game
def test_every_legal_pair_is_accepted_by_an_open_step_for_its_declarer(game):
    rules = rules_for(game)
    flow = rules.flow
    for p in every_playout(game, seeds=2):
        states = p.states
        for i in p.sampled(30):
            state = states[i]
            opened = rules.decisions(state)
            legal = rules.legal_moves(state)
            lead = leader(opened)
            if legal and lead is not None:
                assert legal[0][0] == lead, f"state {i}: {legal[0][0]} listed before the leader {lead}"
            for who, move in legal_pairs(rules, state):
                assert any(may_declare(who, flow.who(d.kind, move.kind), d, p.players) for d in opened), (
                    f"state {i}: {who}: {move} is legal, yet no open step lets {who} declare it"
                )


def without(flow: FlowTable, step_id: str, kind: str) -> FlowTable:
    """The same flow table, but step `step_id` no longer accepts moves of `kind`."""

    def phase(p: Phase) -> Phase:
        steps = tuple(
            replace(s, answers=tuple(a for a in s.answers if a[0] != kind)) if s.id == step_id else s
            for s in p.steps
        )
        return replace(p, steps=steps)

    return FlowTable(tuple(phase(p) for p in flow.phases), after=flow.after)


def use_flow(monkeypatch: pytest.MonkeyPatch, rules: Any, table: FlowTable) -> None:
    """Make `rules.flow` the given table: on the object if it holds its own, else on its class (a
    property there, as Looot's)."""
    owner = rules if "flow" in getattr(rules, "__dict__", {}) else type(rules)
    monkeypatch.setattr(owner, "flow", table)
    assert rules.flow is table


@every_game
def test_removing_a_move_kind_from_a_step_makes_check_refuse_it_there(game, monkeypatch):
    rules = rules_for(game)
    flow = rules.flow
    where: dict[tuple[str, str], tuple[Any, str, Any]] = {}  # (step, kind) -> a legal move only it accepts
    for p in every_playout(game):
        for step in p.steps:
            accepting = {
                d.kind for d in rules.decisions(step.state) if flow.who(d.kind, step.move.kind) is not None
            }
            if len(accepting) == 1:
                where.setdefault((accepting.pop(), step.move.kind), (step.state, step.by, step.move))
    assert where, "no move of the playouts is accepted by exactly one open step"
    for (step_id, kind), (state, by, move) in sorted(where.items(), key=lambda kv: kv[0]):
        decl = Declaration(move, by)
        assert check(rules, state, decl) == []
        with monkeypatch.context() as m:
            use_flow(m, rules, without(flow, step_id, kind))
            found = {v.code: v.message for v in check(rules, state, decl)}
        assert "wrong_step" in found, f"{by}: {move} is still accepted with {kind!r} taken from {step_id!r}"
        question = rules.decisions(state)[0].prompt  # judged without questions: the refusal builds it
        assert question and question in found["wrong_step"], found["wrong_step"]
    assert rules.flow is flow


def answered_by_spy(flow: FlowTable, step_id: str, kind: str, calls: list[Any]) -> FlowTable:
    """The same flow table, the answer of `kind` at `step_id` recording each call of its apply."""
    real = flow.answer(step_id, kind)
    assert real is not None

    def spy(state: Any, decision: Any, move: Any, by: str, effects: list[Any]) -> Any:
        calls.append((decision.kind, str(move), by))
        return real.apply(state, decision, move, by, effects)

    def phase(p: Phase) -> Phase:
        steps = tuple(
            replace(s, answers=tuple((k, replace(a, apply=spy) if k == kind else a) for k, a in s.answers))
            if s.id == step_id
            else s
            for s in p.steps
        )
        return replace(p, steps=steps)

    return FlowTable(tuple(phase(p) for p in flow.phases), after=flow.after)


@every_game
def test_the_answer_of_the_step_a_move_answers_is_what_runs(game, monkeypatch):
    """The flow table is the control flow: `play` runs the answer of the open step the move answers
    (the one `judge` found), for every (step, move kind) of the playouts, and its result is the move's."""
    rules = rules_for(game)
    flow = rules.flow
    met: dict[tuple[str, str], tuple[Any, str, Any]] = {}
    for p in every_playout(game, seeds=2):
        for step in p.steps:
            if step.move.kind in ledger.KINDS:
                continue
            asking = judge(rules, step.state, Declaration(step.move, step.by)).asking
            assert asking is not None, f"{step.by}: {step.move} answers no open decision"
            met.setdefault((asking.kind, step.move.kind), (step.state, step.by, step.move))
    for (step_id, kind), (state, by, move) in sorted(met.items(), key=lambda kv: kv[0]):
        calls: list[Any] = []
        expected = play(rules, state, Declaration(move, by)).state
        with monkeypatch.context() as m:
            use_flow(m, rules, answered_by_spy(flow, step_id, kind, calls))
            got = play(rules, state, Declaration(move, by)).state
        assert calls == [(step_id, str(move), by)], f"{by}: {move} at {step_id!r} ran {calls}"
        assert got == expected


def _defined_functions(package: str) -> set[tuple[str, str]]:
    """(module file, name) of every top-level function of a package's modules."""
    root = Path(importlib.import_module(package).__file__ or "").parent
    found = set()
    for path in root.rglob("*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef):
                found.add((str(path.relative_to(root)), node.name))
    return found


@pytest.mark.parametrize("game", registry.tracked_games())
def test_no_game_dispatches_its_moves_itself(game):
    """What a move runs is the flow table's answer: no game module writes its own `validate` or
    `legal_moves` over every move kind, nor an `apply` where the dispatchers issue 24 removed were."""
    dispatchers = {
        (f, n)
        for f, n in _defined_functions(f"referee.{game}")
        if n in DISPATCH or (n == "apply" and f in ("engine.py", "rules/__init__.py"))
    }
    assert not dispatchers, f"{game} decides itself which function a move runs: {sorted(dispatchers)}"


# what a game's dispatcher was called (an answer's own function may be called `apply`, in its module)
DISPATCH = ("validate", "legal_moves", "apply_inner")


@every_game
def test_the_decisions_moves_are_dispatched_on_are_the_open_decisions(game):
    """`open_decisions` (the decisions without their questions, read at every move) are the open
    decisions the game asks, in their order, at every sampled state of the playouts."""
    rules = rules_for(game)
    for p in every_playout(game, seeds=2):
        for i in p.sampled(30):
            state = p.states[i]
            assert rules.open_decisions(state) == rules.decisions(state), f"state {i}"


@every_game
def test_every_move_offered_besides_the_legal_ones_is_accepted_and_never_played_by_a_playout(game):
    """A one-line form offered at the prompt (`Answer.offered`, Pendulum's `do`) is a move `check`
    accepts from its declarer, where the game has no printed value left to read for it; the random
    playouts draw from `legal_moves` alone, which lists none of them."""
    rules = rules_for(game)
    unread = getattr(rules, "unread", None)
    offered_kinds = {kind for s in rules.flow.steps() for kind, a in s.answers if a.offered is not None}
    met = 0
    for p in every_playout(game, seeds=2):
        for i in p.sampled(40):
            state = p.states[i]
            for who, moves in offered_moves(rules, state):
                for move in moves:
                    assert move.kind in offered_kinds
                    if unread is not None and unread(state, move) is not None:
                        continue  # a form: the table reads the value off the piece first
                    assert check(rules, state, Declaration(move, who)) == [], f"state {i}: {who}: {move}"
                    met += 1
        assert not any(step.move.kind in offered_kinds for step in p.steps), (
            "a playout played a one-line form"
        )
    if offered_kinds:
        assert met, f"{game} offers {offered_kinds}, yet no sampled position had one to check"

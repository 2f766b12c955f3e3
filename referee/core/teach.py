"""Teach mode: what the game is waiting for, in words a table's first game needs.

Built from the flow table and the open decisions, for `referee status SAVE --explain` and `?` at
the prompt: the step the game is in and what it means, who may act and how, the seed passage, and
what each move kind accepted now does, with how many moves of it are legal. Nothing here knows a
game: a new engine gets it by declaring its flow table and notation.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import ACTOR, NOBODY, TABLE, Decision
from referee.core.game import GameRules
from referee.core.seeds import resolve
from referee.i18n import has, t


def explain(rules: GameRules, state: Any) -> list[str]:
    """The lines of the explanation of the position; the outcome's words once the game is over."""
    opened = rules.decisions(state)
    if not opened:
        return [t("teach.over")]
    lines: list[str] = []
    counts: dict[tuple[str, str], int] = {}
    for who, moves in rules.legal_moves(state):
        for m in moves:
            counts[(who, m.kind)] = counts.get((who, m.kind), 0) + 1
    for d in opened:
        lines.extend(_decision(rules, state, d, counts))
    lines.append(t("teach.table_moves"))
    return lines


def step_summary(rules: GameRules, step_id: str) -> str:
    """The step's one-line summary in the user's language (the flow table's English otherwise)."""
    key = f"{rules.info.id}.step.{step_id}"
    return t(key) if has(key) else rules.flow.step(step_id).summary


def actor_words(actor: str) -> str:
    if actor == TABLE:
        return t("cli.the_table")
    return t("teach.everyone") if actor == NOBODY else actor


def _decision(rules: GameRules, state: Any, d: Decision, counts: dict[tuple[str, str], int]) -> list[str]:
    flow = rules.flow
    step = flow.step(d.kind)
    lines = [t("teach.step", who=actor_words(d.actor), step=d.kind, summary=step_summary(rules, d.kind))]
    if d.prompt:
        lines.append(t("teach.asks", prompt=d.prompt))
    if step.rule is not None:
        try:
            passage = resolve(step.rule)
            lines.append(t("teach.rule", heading=passage.heading, line=passage.line, text=passage.text))
        except LookupError:
            lines.append(t("teach.rule_unresolved", rule=str(step.rule)))
    syntax = dict(rules.info.syntax)
    meanings = dict(rules.info.notation)
    for kind in flow.kinds(d.kind):
        who = flow.who(d.kind, kind) or ACTOR
        declarer = actor_words(d.actor) if who == ACTOR else t(f"teach.who.{who}")
        form = syntax.get(kind, kind)
        legal = (
            sum(n for (_, k), n in counts.items() if k == kind)
            if who != ACTOR
            else counts.get((d.actor, kind), 0)
        )
        lines.append(t("teach.move", syntax=form, meaning=meanings.get(form, ""), who=declarer, count=legal))
    return lines

"""Tab offers the one-line forms beside the legal moves (issue 25's leftover): at a Pendulum real-time
position the completion lists `Bob: do SPACE [REWARD]` for each worker action Bob may take whole,
typed up to the reward where nobody has read it off the space yet, and each whole line offered is
one the move line accepts."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from prompts.move_line import MoveCompleter, noted_entries
from referee.core.game import check, leader, named, offered_moves, parse_declaration
from referee.i18n import speaking
from referee.output import spelt
from referee.registry import rules_for
from tests.kit.playouts import every_playout


def _positions() -> tuple[Any, list[tuple[Any, str, Any]]]:
    """Pendulum's rules and sampled playout positions with a whole `do` line offered: (state, who, move)."""
    rules = rules_for("pendulum")
    found = []
    for playout in every_playout("pendulum", seeds=2):
        for i in playout.sampled(40):
            state = playout.states[i]
            for who, moves in offered_moves(rules, state):
                found.extend((state, who, m) for m in moves if rules.unread(state, m) is None)
    return rules, found


def _session(rules: Any, state: Any) -> Any:
    return SimpleNamespace(rules=rules, state=state, save=SimpleNamespace(log=()))


def test_each_whole_line_offered_is_in_the_completion_and_accepted_as_typed():
    rules, found = _positions()
    assert found, "no sampled position offered a whole `do` line"
    for state, who, move in found[:12]:
        lead = leader(rules.decisions(state))
        for language in ("en", "zh"):
            with speaking(language):
                texts = [text for text, _meaning, _printed in noted_entries(_session(rules, state))]
                line = named(spelt(rules, move, language), who, lead)
                assert line in texts, f"{line!r} not offered"
                decl = parse_declaration(rules, state, line)
                assert decl.move == move and check(rules, state, decl) == [], line


def test_tab_types_a_do_line_from_its_first_letters():
    rules, found = _positions()
    state, who, move = found[0]
    completer = MoveCompleter()
    completer.entries = noted_entries(_session(rules, state))
    completer.players = rules.players(state)
    typed = f"{who}: do"
    offered = [c.text for c in completer.get_completions(Document(typed), CompleteEvent())]
    assert any(text.startswith(f"{who}: do ") for text in offered), offered[:5]

"""No list of legal moves shown to a person states a printed value nobody read (issue 25, item 10).

A game's `unread(state, move)` gives, for a legal move stating printed values nobody has declared
yet, the form the table fills in from the piece. The move line's completion (`noted_entries`),
`referee moves` and the serve page (`legal_for`) show that form, once, instead of such moves.
Checked over every game at sampled positions of the random playouts, in both languages; the
mechanism itself with Stones whose `unread` marks the pile (the real games may mark none yet).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document
from typer.testing import CliRunner

from prompts.move_line import MoveCompleter, noted_entries, verdict
from referee.core.errors import Interrupted
from referee.core.game import leader, named
from referee.i18n import speaking
from referee.output import spelt
from referee.registry import rules_for
from referee.serve.desk import legal_for
from saves.session import Session
from tests.kit.games import every_game
from tests.kit.playouts import every_playout
from tests.kit.support import intended_at_least, write_save

PILE_FORM = "pile <stones counted in the pile>"


def _session(rules: Any, state: Any) -> Any:
    """What the move line reads of a session: its rules, its state, whether its log is empty."""
    return SimpleNamespace(rules=rules, state=state, save=SimpleNamespace(log=()))


def _unread_moves(rules: Any, state: Any, language: str) -> tuple[set[str], set[str]]:
    """(the texts of the moves `unread` gives a form for, those forms), as the table would type them."""
    unread = getattr(rules, "unread", None)
    lead = leader(rules.decisions(state))
    moves, forms = set(), set()
    for who, legal in rules.legal_moves(state):
        for move in legal:
            form = unread(state, move) if unread is not None else None
            if form is not None:
                moves.add(named(spelt(rules, move, language), who, lead))
                forms.add(form if form.startswith(f"{who}:") else named(form, who, lead))
    return moves, forms


def _check_position(rules: Any, state: Any) -> int:
    """Assert that no completion entry is a move with a form and that each form is listed once;
    the number of forms met."""
    met = 0
    for language in ("en", "zh"):
        with speaking(language):  # a form is in the table's language, as the listing is
            texts = [text for text, _meaning, _printed in noted_entries(_session(rules, state))]
            moves, forms = _unread_moves(rules, state, language)
        assert not moves & set(texts), f"{sorted(moves & set(texts))[:3]} completed as if read"
        for form in forms:
            assert texts.count(form) == 1, f"{form!r} listed {texts.count(form)} times"
        met += len(forms)
    return met


@every_game
def test_no_completion_entry_states_a_value_nobody_read(game):
    rules = rules_for(game)
    for playout in every_playout(game, seeds=1):
        states = playout.states
        for i in playout.sampled(12):
            _check_position(rules, states[i])


def _moves_lines(path) -> list[str]:
    from referee.cli import app

    result = CliRunner().invoke(app, ["--lang", "en", "moves", str(path)], catch_exceptions=False)
    return result.output.splitlines()


@every_game
def test_referee_moves_lists_forms_not_made_up_moves(game, tmp_path):
    """Half-way through a game the table would play: `referee moves` prints no move `unread`
    gives a form for, and prints each form once."""
    plan = intended_at_least(game, 2, 0)
    write_save(tmp_path / "g.toml", game, plan, len(plan.moves) // 2)
    session = Session.open(tmp_path / "g.toml")
    lines = _moves_lines(session.path)
    moves, forms = _unread_moves(session.rules, session.state, "en")
    assert not moves & set(lines)
    assert all(lines.count(form) == 1 for form in forms)
    assert lines  # the game is under way: something is listed


# -- the mechanism, with a game whose `unread` marks moves ------------------------------------------


@pytest.fixture
def unread_pile(stones, monkeypatch):
    """Stones whose pile is counted by the table: every `pile N` states a value nobody read."""
    from tests import fakegame

    monkeypatch.setattr(
        fakegame.GAME, "unread", lambda state, move: PILE_FORM if move.kind == "pile" else None, raising=False
    )
    return fakegame.GAME


def test_a_form_is_listed_once_instead_of_its_moves(unread_pile, tmp_path):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    texts = [text for text, _meaning, _printed in noted_entries(s)]
    assert texts.count(PILE_FORM) == 1 and not any(
        text.startswith("pile ") and text != PILE_FORM for text in texts
    )
    assert _check_position(s.rules, s.state) == 2  # the form, in both languages
    assert _moves_lines(s.path) == [PILE_FORM]
    assert legal_for(s, "table", "en") == [PILE_FORM]


def test_tab_on_a_form_types_up_to_its_placeholder_and_the_toolbar_does_not_call_it_legal(
    unread_pile, tmp_path
):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    completer = MoveCompleter()
    completer.entries = noted_entries(s)
    found = list(completer.get_completions(Document("pi"), CompleteEvent(completion_requested=True)))
    assert [(c.text, c.display[0][1]) for c in found] == [("pile ", PILE_FORM)]
    assert "fill in" in found[0].display_meta[0][1]
    at_placeholder = completer.get_completions(Document("pile "), CompleteEvent(completion_requested=True))
    assert [(c.text, c.display[0][1]) for c in at_placeholder] == [("pile ", PILE_FORM)]  # a reminder
    assert not list(completer.get_completions(Document("pile 7"), CompleteEvent(completion_requested=True)))
    assert verdict(s, "pile ").kind == "syntax"
    assert verdict(s, PILE_FORM).kind == "syntax"
    assert verdict(s, "pile 7").kind == "legal"  # the value read off the piece, typed


def test_moves_without_a_form_are_listed_as_before(unread_pile, tmp_path):
    """Once the pile is declared, the takes carry no unread value and are listed one by one."""
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    s.declare("pile 7")
    assert _moves_lines(s.path) == ["take 1", "take 2", "take 3"]
    assert _check_position(s.rules, s.state) == 0


def test_tab_enter_on_a_form_declares_nothing_and_the_value_read_is_typed_after_it(unread_pile, tmp_path):
    """At the move line: Tab on an empty line types `pile `; Enter there is refused (nothing made
    up is declared); the count read off the table, typed after it, is declared: `pile 7`."""
    from tests.prompts.test_play_loop import CTRL_C, ENTER, TAB, drive

    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    with pytest.raises(Interrupted):
        drive(s, TAB + ENTER + CTRL_C)
    assert Session.open(s.path).save.log == ()
    with pytest.raises(Interrupted):
        drive(s, TAB + "7" + ENTER + CTRL_C)
    assert [e.move for e in Session.open(s.path).save.log] == ["pile 7"]

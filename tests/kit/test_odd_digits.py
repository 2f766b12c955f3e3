"""Numbers are read from ASCII digits only (issue 23, item 2), in every game's notation.

`str.isdigit` is true of ², ⑤ and ① (which `int` cannot read: a traceback) and of ١٢ (which `int`
reads as 12), and a `\\d` of a `str` regex matches ١ and 𝟙 too. A table typing them means something
else than the ASCII number: each is refused, a syntax error or a violation (exit 3), never a
traceback and never read as the number. A Chinese keyboard's full-width digits (１２) are the one
other form read, made ASCII by `notation.typed`.
"""

from __future__ import annotations

import re
import unicodedata

import pytest

from referee.core.errors import MoveSyntaxError
from referee.core.game import judge, parse_declaration
from referee.core.notation_doc import notation_of
from referee.core.text import ascii_digits
from referee.lehavre.goods import FRANC, parse_goods
from referee.registry import rules_for, tracked_games
from tests.kit.games import every_game, middle_count
from tests.kit.playouts import recorded

ODD = ("²", "⑤", "١٢", "①", "๓", "𝟙", "¹⁰")
MOST_TEXTS = 25  # texts with digits tried per sampled state and per way of writing them
_RUN = re.compile(r"[0-9]+")
TRACKED = tracked_games()


def refused(rules, state, text: str) -> bool:
    """Whether the text is refused as `referee check` refuses it; any other exception propagates."""
    try:
        decl = parse_declaration(rules, state, text)
    except MoveSyntaxError:
        return True
    return bool(judge(rules, state, decl).violations)


def read_as_the_number(rules, state, odd_text: str, ascii_text: str) -> bool:
    """Whether the text with odd digits reads as the same move as with the ASCII number they show."""
    try:
        return parse_declaration(rules, state, odd_text) == parse_declaration(rules, state, ascii_text)
    except MoveSyntaxError:
        return False


def texts_to_try(game: str, state) -> list[tuple[str, str]]:
    """(declarer prefix, move) of the legal moves and the game's notation examples that have digits
    in them, and of a declaration of each component id with digits among their words."""
    rules = rules_for(game)
    legal = [(f"{who}: ", str(move)) for who, moves in rules.legal_moves(state) for move in moves]
    examples = [("", e) for e in (notation_of(game).examples.values() if game in TRACKED else ())]
    words = {w for _, text in legal for w in text.split()}
    declared = [
        ("table: ", f"declare {w} x=1") for w in sorted(words) if rules.component(state, w) is not None
    ]
    found = [(who, text) for who, text in (*legal, *examples, *declared) if _RUN.search(text)]
    return list(dict.fromkeys(found))


@every_game
def test_digits_other_than_ascii_are_refused_in_every_game_never_read_nor_a_traceback(game):
    rules = rules_for(game)
    played = recorded(game, middle_count(game), 0)
    tried = 0
    for i in played.sampled(6):
        state = played.states[i]
        texts = texts_to_try(game, state)[:MOST_TEXTS]
        for odd in ODD:
            for who, move in texts:
                changed = who + _RUN.sub(odd, move)
                shown = who + _RUN.sub("".join(str(unicodedata.digit(c)) for c in odd), move)
                assert not read_as_the_number(rules, state, changed, shown), f"{changed!r} read as {shown!r}"
                assert refused(rules, state, changed), f"{changed!r} was accepted"
                tried += 1
    assert tried, "no text with digits met"


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("pendulum", "table: declare purple-² x=1"),
        ("pendulum", "table: declare black-⑤ x=1"),
        ("pendulum", "table: declare purple-١ cost=coin1"),
    ],
)
def test_the_issue_s_declarations_are_refused(game, text):
    """`catalog.kind_of` tested isdigit() then int(): `purple-²` was a traceback."""
    rules = rules_for(game)
    state = recorded(game, 3, 0).states[40]
    assert refused(rules, state, text)


def test_le_havre_goods_read_ascii_counts_only():
    """`\\d` read ١٢ as 12: `pay ١٢fr` paid twelve francs."""
    assert parse_goods("12 wood, 1fr") == {"wood": 12, FRANC: 1}
    for odd in ODD:
        assert parse_goods(f"{odd} wood") is None, odd
        assert parse_goods(f"{odd}wood") is None, odd


@pytest.mark.parametrize("text", ["12", "0", "007"])
def test_ascii_digits_are_digits(text):
    assert ascii_digits(text)


@pytest.mark.parametrize("text", ["", "²", "⑤", "١٢", "①", "１２", "𝟙", "-1", "1.5", " 1"])
def test_other_digits_are_not(text):
    assert not ascii_digits(text)

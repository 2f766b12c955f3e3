"""referee.core.notation on a small made-up game, then the round trip of every game's declarations.

The made-up kinds use every part: a keyword alias, fixed words (required, optional, hidden), an
integer, a rotation, a hex, a closed set with aliases (in the middle and as the last part), a
component id, a name, and one id per slot in any order.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee import i18n
from referee.core import notation as notation_module
from referee.core.errors import MoveSyntaxError
from referee.core.notation import (
    Choice,
    Fixed,
    Hex,
    Id,
    Int,
    Name,
    Notation,
    OneOfEach,
    Part,
    Rotation,
    Trailing,
)
from referee.core.record import record
from referee.registry import tracked_games

CARDS = {"north1": "North1", "north2": "North2", "south1": "South1", "south2": "South2"}
T = Notation()


def card(word: str) -> str | None:
    return CARDS.get(word.lower())


@T.kind(
    Fixed("size", hidden=True),
    Int("size", "N"),
    "at",
    Hex(),
    Rotation("turn", steps=4),
    example="tower 3 at 1,-2 r3",
    meaning="notation.empty",
    aliases=("tw", "塔"),
)
@record
class Tower:
    kind: ClassVar[str] = "tower"
    size: int
    x: int
    y: int
    turn: int


@T.kind(
    Choice(
        "colour",
        ("red", "blue"),
        lambda word: f"no colour {word}",
        aliases={"r": "red", "蓝": "blue"},
        placeholder="COLOUR",
    ),
    Id("card", card, lambda word: f"no card {word}", ids=lambda: CARDS.values()),
    Fixed("to", optional=True),
    Name("player"),
    example="give red North1 to Ann",
    meaning="notation.empty",
    shape=lambda kind: f"bad {kind}",
)
@record
class Give:
    kind: ClassVar[str] = "give"
    colour: str
    card: str
    player: str


@T.kind(
    Name("player"),
    OneOfEach(
        ("north", "south"),
        card,
        lambda cid: cid.rstrip("12").lower(),
        lambda word: f"no card {word}",
        lambda slot: f"two {slot}",
        ids=lambda: CARDS.values(),
    ),
    example="deal Ann North1 South2",
    meaning="notation.empty",
)
@record
class Deal:
    kind: ClassVar[str] = "deal"
    player: str
    north: str
    south: str


@T.kind(
    Choice("mood", ("calm", "angry"), lambda word: f"no mood {word}"),
    example="feel calm",
    meaning="notation.empty",
)
@record
class Feel:
    kind: ClassVar[str] = "feel"
    mood: str


@T.kind(example="stop", meaning="notation.empty")
@record
class Stop:
    kind: ClassVar[str] = "stop"


def refusal(text: str) -> MoveSyntaxError:
    with pytest.raises(MoveSyntaxError) as caught:
        T.parse(text)
    return caught.value


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (Tower(3, 1, -2, 3), "tower 3 at 1,-2 r3"),
        (Give("blue", "South2", "Ann Lee"), "give blue South2 to Ann Lee"),
        (Deal("Bo", "North1", "South2"), "deal Bo North1 South2"),
        (Feel("angry"), "feel angry"),
        (Stop(), "stop"),
    ],
)
def test_str_prints_the_declaration_and_parse_reads_it_back(move, text):
    assert str(move) == text
    assert T.parse(text) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("TW size 3 AT (1, -2) R3", Tower(3, 1, -2, 3)),
        ("塔 3 at 1,-2 r0", Tower(3, 1, -2, 0)),
        ("give R north1 Ann", Give("red", "North1", "Ann")),
        ("give 蓝 SOUTH1 to to", Give("blue", "South1", "to")),
        ("  deal   Ann  Lee south1 NORTH2 ", Deal("Ann Lee", "North2", "South1")),
    ],
)
def test_aliases_optional_and_hidden_words_any_case_any_order(text, move):
    assert T.parse(text) == move


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty move"),
        ("fly 1,2", "unknown move 'fly'"),
        ("tower 3 at 1,-2 r4", "this is not how a tower move is written"),  # 4 steps: r0..r3
        ("tower 3 1,-2 r3", "this is not how a tower move is written"),
        ("give green Nowhere", "no colour 'green'"),  # the colour first, though the form breaks later
        ("give red Nowhere", "bad give"),  # an id is looked up only once the form is right
        ("give red Nowhere Ann", "no card 'Nowhere'"),
        ("feel calm now", "no mood 'calm now'"),  # the last part reads the rest
        ("feel", "no mood ''"),
        ("deal Ann North1 North2", "two north"),
        ("deal Ann North1 West1", "no card 'West1'"),
        ("stop now", "this is not how a stop move is written"),
    ],
)
def test_refusals_give_the_first_reason_and_the_kinds_syntax(text, reason):
    error = refusal(text)
    assert error.reason == reason
    assert error.text == text
    head = text.split()[0] if text.strip() else ""
    if head in T.kinds:
        assert error.expected == f"{T[head].syntax} (e.g. {T[head].example})"
    else:
        assert error.expected == T.all_syntax


def test_the_syntax_rows_come_from_the_parts():
    assert T.syntax == {
        "tower": "tower N at X,Y rR",
        "give": "give COLOUR CARD to PLAYER",
        "deal": "deal PLAYER NORTH SOUTH",
        "feel": "feel calm|angry",
        "stop": "stop",
    }
    assert T.all_syntax.startswith("tower N at X,Y rR; give COLOUR")
    assert [row[0] for row in T.rows()] == list(T.syntax.values())


def test_the_core_messages_exist_in_both_languages():
    i18n.set_lang("zh")
    assert refusal("").reason == "行动为空"
    assert refusal("tower 3").reason == "tower 行动不是这样写的"
    assert refusal("stop now").expected == "stop（例如 stop）"


def test_only_with_chooses_between_kinds_sharing_a_keyword():
    n = Notation()

    @n.kind(Int("a"), "at", Int("b"), example="pair 1 at 2", meaning="m", aliases=("one",), only_with="at")
    @record
    class Pair:
        kind: ClassVar[str] = "pair"
        a: int
        b: int

    @n.kind(Int("a"), example="one 1", meaning="m")
    @record
    class One:
        kind: ClassVar[str] = "one"
        a: int

    assert n.parse("one 1 AT 2") == Pair(1, 2)
    assert n.parse("one 1") == One(1)
    assert "unknown move 'pair'" in str(_raises(n, "pair 1 2"))  # no `at`: no kind of that keyword


def _raises(n: Notation, text: str) -> MoveSyntaxError:
    with pytest.raises(MoveSyntaxError) as caught:
        n.parse(text)
    return caught.value


def test_declaring_compiles_nothing_and_the_first_str_compiles_once(monkeypatch):
    calls: list[str] = []
    real_exec = exec

    def counting_exec(source: str, *args: Any) -> None:
        calls.append(source)
        real_exec(source, *args)

    monkeypatch.setattr(notation_module, "exec", counting_exec, raising=False)
    n = Notation()

    @n.kind('say"{', Name("who"), example='pop say"{ Ann', meaning="m")
    @record
    class Pop:
        kind: ClassVar[str] = "pop"
        who: str

    assert calls == [] and n["pop"]._regex is None
    assert str(Pop("Ann")) == 'pop say"{ Ann'  # literal text is escaped in the compiled f-string
    assert str(Pop("{x}")) == 'pop say"{ {x}'
    assert len(calls) == 1 and Pop.__str__.__qualname__.endswith("Pop.__str__")
    assert n.parse(str(Pop("Bo Li"))) == Pop("Bo Li")


def _declare(*parts: Part | str, **extra: Any) -> None:
    @record
    class Odd:
        kind: ClassVar[str] = "odd"
        a: int
        b: int

    Notation().kind(*parts, example="odd 1 2", meaning="m", **extra)(Odd)


@pytest.mark.parametrize(
    ("parts", "extra", "error"),
    [
        ((Int("b"), Int("a")), {}, "the parts must name its fields in order"),
        ((Int("a"),), {}, "the parts must name its fields in order"),
        ((Int("a"), Int("b"), Fixed("end", optional=True)), {}, "the last part cannot be optional"),
        ((Int("a"), "two words", Int("b")), {}, "a notation word is one word"),
        ((Int("a"), Int("b")), {"aliases": ("o d",)}, "a notation word is one word"),
    ],
)
def test_a_wrong_declaration_is_refused_when_it_is_made(parts, extra, error):
    with pytest.raises((TypeError, ValueError), match=error):
        _declare(*parts, **extra)


def test_a_record_without_kind_or_with_its_own_str_or_declared_twice_is_refused():
    n = Notation()

    @record
    class NoKind:
        a: int

    with pytest.raises(TypeError, match="needs `kind"):
        n.kind(Int("a"), example="x 1", meaning="m")(NoKind)

    @record
    class OwnStr:
        kind: ClassVar[str] = "own"

        def __str__(self) -> str:
            return "own"

    with pytest.raises(TypeError, match="remove its __str__"):
        n.kind(example="own", meaning="m")(OwnStr)

    @record
    class Once:
        kind: ClassVar[str] = "once"

    @record
    class Again:
        kind: ClassVar[str] = "once"

    n.kind(example="once", meaning="m")(Once)
    with pytest.raises(TypeError, match="declared twice"):
        n.kind(example="once", meaning="m")(Again)
    assert "__str__" not in Again.__dict__  # refused before anything was set on the class


def test_choice_aliases_must_name_a_choice_in_lower_case():
    with pytest.raises(ValueError, match="lower-case"):
        Choice("c", ("a", "b"), "m", aliases={"A2": "a"})
    with pytest.raises(ValueError, match="naming a choice"):
        Choice("c", ("a", "b"), "m", aliases={"z": "c"})


# -- every game's declarations: examples and the round trip -----------------------------------------


def declared(game: str) -> Notation | None:
    """A game's notation: `NOTATION` in its package's `moves` module (None if it has none)."""
    try:
        return getattr(import_module(f"referee.{game}.moves"), "NOTATION", None)
    except ModuleNotFoundError:
        return None


NOTATIONS = {game: n for game in tracked_games() if (n := declared(game)) is not None}
DECLARED = [(game, kind) for game, notation in NOTATIONS.items() for kind in notation.kinds]
WORD = st.text(st.characters(blacklist_categories=("Z", "C")), min_size=1, max_size=8)


def values(part: Part) -> st.SearchStrategy[tuple[Any, ...]]:
    """Any field values a part can print, as a tuple in field order."""
    own = part.samples()
    if own is not None:  # a game's own part says what it prints
        return st.sampled_from(list(own))
    if isinstance(part, Rotation):
        return st.tuples(st.integers(0, part.steps - 1))
    if isinstance(part, Int):
        return st.tuples(st.integers(0, 10**part.digits - 1))
    if isinstance(part, Hex):
        n = st.integers(-(10**part.digits - 1), 10**part.digits - 1)
        return st.tuples(n, n)
    if isinstance(part, Choice):
        return st.tuples(st.sampled_from(part.choices))
    if isinstance(part, Id):
        assert part.ids is not None, f"give Id({part.fields[0]!r}) its ids so it can be tested"
        return st.tuples(st.sampled_from(sorted(part.ids())))
    if isinstance(part, OneOfEach):
        assert part.ids is not None, f"give OneOfEach{part.fields} its ids so it can be tested"
        ids = sorted(part.ids())
        return st.tuples(*(st.sampled_from([i for i in ids if part.slot(i) == f]) for f in part.fields))
    if isinstance(part, Name):
        return st.tuples(st.lists(WORD, min_size=1, max_size=3).map(" ".join))
    if isinstance(part, Trailing):
        n = st.integers(-9999, 9999)
        return st.tuples(st.none() | st.tuples(n, n))
    assert not part.fields, f"no strategy for {type(part).__name__}"
    return st.just(())


def test_every_game_with_an_engine_declares_its_notation():
    assert set(NOTATIONS) == set(tracked_games())


@pytest.mark.parametrize(("game", "kind"), DECLARED)
def test_every_example_reads_as_a_move_that_prints_as_the_example(game, kind):
    declared = NOTATIONS[game][kind]
    move = NOTATIONS[game].parse(declared.example)
    assert type(move) is declared.cls
    assert str(move) == declared.example


@pytest.mark.parametrize(("game", "kind"), DECLARED)
@given(data=st.data())
def test_every_move_a_declaration_can_print_reads_back_as_itself(game, kind, data):
    declared = NOTATIONS[game][kind]
    fields = [v for part in declared.parts for v in data.draw(values(part))]
    move = declared.cls(*fields)
    text = str(move)
    assert NOTATIONS[game].parse(text) == move, text
    if not any(isinstance(p, Name) for p in declared.parts):  # a name keeps its case
        assert NOTATIONS[game].parse(text.upper()) == move, text


class _Seconds(Int):
    """A game's own part: it says which values it prints."""

    def samples(self):
        return [(0,), (17,)]


@given(data=st.data())
def test_a_part_of_a_game_of_its_own_gives_the_values_it_prints(data):
    assert Int("n").samples() is None
    assert data.draw(values(_Seconds("at"))) in ((0,), (17,))

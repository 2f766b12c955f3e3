"""The notation in other languages: aliases of fixed words, the Chinese forms of a kind, typed text.

A made-up game declares Chinese words beside the English ones; every registered game's moves, spelt
in Chinese, read back as the same moves, and print as the one canonical English form.
"""

from __future__ import annotations

from typing import ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee import i18n
from referee.core.errors import MoveSyntaxError
from referee.core.notation import (
    Choice,
    Fixed,
    Hex,
    Int,
    Name,
    Notation,
    Trailing,
    language_of,
    typed,
    word_in,
)
from referee.core.record import record
from tests.core.test_notation import DECLARED, NOTATIONS, values

T = Notation()


@T.kind(
    Fixed("size", aliases=("大小",), hidden=True),
    Int("size", "N"),
    Fixed("at", aliases=("在",)),
    Hex(),
    example="tower 3 at 1,-2",
    meaning="notation.empty",
    aliases=("tw", "塔", "高塔"),
    only_with="at",
)
@record
class Tower:
    kind: ClassVar[str] = "tower"
    size: int
    x: int
    y: int


@T.kind(
    Choice("colour", ("red", "blue"), "notation.unknown", aliases={"r": "red", "红": "red", "赤": "red"}),
    Hex(),
    Trailing("from", "origin", aliases=("从",)),
    example="paint red 1,2 from 3,4",
    meaning="notation.empty",
    aliases=("涂",),
)
@record
class Paint:
    kind: ClassVar[str] = "paint"
    colour: str
    x: int
    y: int
    origin: tuple[int, int] | None = None


@T.kind(Name("player"), example="greet Ann Lee", meaning="notation.empty")
@record
class Greet:
    kind: ClassVar[str] = "greet"
    player: str


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("塔 3 在 1,-2", Tower(3, 1, -2)),
        ("高塔 大小 3 在 1,-2", Tower(3, 1, -2)),
        ("tower 3 在 1,-2", Tower(3, 1, -2)),  # the languages mix freely
        ("涂 红 1,2 从 3,4", Paint("red", 1, 2, (3, 4))),
        ("paint 赤 1,2", Paint("red", 1, 2)),
    ],
)
def test_the_chinese_words_read_as_the_english_and_print_in_english(text, move):
    assert T.parse(text) == move
    assert T.parse(str(move)) == move
    assert language_of(str(move)) == "en"


def test_only_with_reads_the_aliases_of_its_word():
    assert T.parse("塔 3 在 1,2") == Tower(3, 1, 2)
    with pytest.raises(MoveSyntaxError, match="unknown move '塔'"):
        T.parse("塔 3 1,2")  # neither `at` nor `在`: no kind of that keyword


def test_a_kind_gives_its_keyword_syntax_and_moves_in_each_language():
    tower, paint, greet = T["tower"], T["paint"], T["greet"]
    assert (tower.keyword_in("zh"), tower.keyword_in("en"), greet.keyword_in("zh")) == ("塔", "tower", None)
    assert tower.syntax_in("zh") == "塔 N 在 X,Y" and tower.syntax_in("en") == tower.syntax
    assert paint.syntax_in("zh") == "涂 红|blue X,Y [从 X,Y]"  # blue has no Chinese word: as written
    assert T.spell(Paint("red", 1, -2, (0, 5)), "zh") == "涂 红 1,-2 从 0,5"
    assert T.spell(Paint("blue", 1, -2), "zh") == "涂 blue 1,-2"
    assert T.spell(Greet("小明"), "zh") == "greet 小明"  # no Chinese keyword: the English one
    assert T.spell(Tower(3, 1, -2), "en") == str(Tower(3, 1, -2))
    assert T.keywords_in("zh") == {"tower": "塔", "paint": "涂", "greet": "greet"}
    assert T.example_in("paint", "zh") == "涂 红 1,2 从 3,4"


def test_word_in_and_language_of_tell_a_chinese_word_by_its_script():
    assert [language_of(w) for w in ("at", "在", "r2", "Castle31", "木材", "x在")] == [
        "en",
        "zh",
        "en",
        "en",
        "zh",
        "zh",
    ]
    assert word_in(("trophy", "奖杯版图", "奖杯"), "zh") == "奖杯版图"
    assert word_in(("trophy",), "zh") is None


def test_the_edges_of_the_cjk_blocks_are_chinese_and_their_neighbours_are_not():
    inside = ("\u3400", "\u4dbf", "\u4e00", "\u9fff", "\uf900", "\ufaff")
    outside = (
        "\u33ff",
        "\u4dc0",
        "\ua000",
        "\uf8ff",
        "\ufb00",
        "，",
        "：",
        "Ｂ",
    )  # full-width punctuation too
    assert [language_of(c) for c in inside] == ["zh"] * len(inside)
    assert [language_of(c) for c in outside] == ["en"] * len(outside)


def test_a_meaning_shows_its_example_in_the_language_of_the_messages():
    n = Notation()

    @n.kind(Hex(), example="go 1,2", meaning="looot.notation.place", aliases=("走",))
    @record
    class Go:
        kind: ClassVar[str] = "go"
        x: int
        y: int

    assert n.rows() == (("go X,Y", "place a Viking on a landscape hex, e.g. go 1,2"),)
    i18n.set_lang("zh")
    assert n.rows()[0][1].endswith("例如 走 1,2")
    assert n.rows_in("zh") == (("go X,Y", "走 X,Y"),)


def test_a_refusal_expects_the_syntax_in_the_language_the_keyword_was_typed_in():
    with pytest.raises(MoveSyntaxError) as chinese:
        T.parse("塔 3 在 1")
    assert chinese.value.expected == "塔 N 在 X,Y (e.g. 塔 3 在 1,-2)"
    with pytest.raises(MoveSyntaxError) as english:
        T.parse("tower 3 at 1")
    assert english.value.expected == "tower N at X,Y (e.g. tower 3 at 1,-2)"
    i18n.set_lang("zh")
    with pytest.raises(MoveSyntaxError) as unknown:
        T.parse("飞 1,2")
    assert unknown.value.expected == "塔 N 在 X,Y; 涂 红|blue X,Y [从 X,Y]; greet PLAYER"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("小明：放置 -3，1", "小明:放置 -3,1"),
        ("放置 （－３， ０）", "放置 (-3, 0)"),
        ("place \u22123,\u30001", "place -3, 1"),  # the minus sign, the ideographic space
        ("调整 小明 vp ＋２ “奖励”", '调整 小明 vp +2 "奖励"'),
        ("宣告 T17 threshold＝５", "宣告 T17 threshold=5"),
    ],
)
def test_typed_text_is_made_ascii_where_the_notation_reads_it(text, expected):
    assert typed(text) == expected
    assert len(typed(text)) == len(text)  # one character for one


def test_ascii_text_is_given_back_as_it_is_and_names_keep_their_characters():
    move = "place -3,1"
    assert typed(move) is move  # the fast path: nothing is copied
    chinese = "放置 -3,1"
    assert typed(chinese) is chinese  # nothing to change: nothing copied either
    assert typed("玩家１：起始玩家 玩家１，", keep=("玩家１", "Ann")) == "玩家１:起始玩家 玩家１,"
    assert typed("玩家１：起始玩家 玩家１") == "玩家1:起始玩家 玩家1"


def test_fixed_and_trailing_aliases_are_single_words():
    with pytest.raises(ValueError, match="one word"):
        Fixed("at", aliases=("放 在",))
    with pytest.raises(ValueError, match="one word"):
        Trailing("from", "stack", aliases=("",))


# -- every registered game ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "kind"), DECLARED)
@given(data=st.data())
def test_every_move_spelt_in_chinese_reads_back_as_itself(game, kind, data):
    declared = NOTATIONS[game][kind]
    move = declared.cls(*(v for part in declared.parts for v in data.draw(values(part))))
    chinese = NOTATIONS[game].spell(move, "zh")
    assert NOTATIONS[game].parse(chinese) == move, chinese
    assert NOTATIONS[game].spell(move, "en") == str(move)


def test_the_doc_generator_writes_a_chinese_table_beside_the_english_one():
    from referee.core import notation_doc

    text = "<!-- notation toy: paint -->\n<!-- end notation -->\n<!-- notation toy zh: paint -->\nold\n<!-- end notation -->\n"
    rendered = notation_doc.render(text, lambda game: T)
    english, chinese = rendered.split("<!-- notation toy zh: paint -->\n")
    assert "| `paint red\\|blue X,Y [from X,Y]` | `paint red 1,2 from 3,4` |" in english
    assert "`r` for red" in english and "赤" not in english  # each table its own language's words
    assert chinese.startswith(notation_doc.HEAD_ZH)
    assert "| `涂 红\\|blue X,Y [从 X,Y]` | `涂 红 1,2 从 3,4` | `paint red 1,2 from 3,4` |" in chinese
    assert "`赤` 即 红" in chinese
    assert notation_doc.blocks(rendered) == [("toy", ("paint",))]
    assert notation_doc.blocks_zh(rendered) == [("toy", ("paint",))]
    assert i18n.lang() == "en"  # the Chinese table's meanings were read in Chinese, then back

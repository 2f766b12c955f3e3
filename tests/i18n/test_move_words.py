"""Every registered game's move words exist in Chinese, and the Chinese messages use them.

A new engine inherits the requirement: each move kind needs a Chinese keyword, each fixed word and
closed-set word a Chinese alias; no two kinds share a Chinese keyword, and none is one of the
table's own words. The Chinese meaning of a kind (what `referee moves GAME` shows) names no English
keyword: its example is the `{example}` placeholder, spelt in the language of the messages, so the
catalogs' placeholder parity covers the move words.
"""

from __future__ import annotations

import re

import pytest

from referee import i18n
from referee.core import ledger
from referee.core.flow import TABLE_WORDS
from referee.core.notation import Choice, Fixed, Notation, Trailing, word_in
from tests.core.test_notation import NOTATIONS


def missing_chinese(notation: Notation) -> list[str]:
    """The words of a notation that have no Chinese form, as `kind: word`."""
    missing = []
    for kind in notation.kinds.values():
        if kind.keyword_in("zh") is None:
            missing.append(f"{kind.id}: {kind.id}")
        for part in kind.parts:
            if isinstance(part, (Fixed, Trailing)) and word_in(part.words, "zh") is None:
                missing.append(f"{kind.id}: {part.word}")
            if isinstance(part, Choice):
                missing += [f"{kind.id}: {c}" for c in part.choices if part.word_for(c, "zh") == c]
    return missing


@pytest.mark.parametrize("game", sorted(NOTATIONS))
def test_every_move_word_of_a_registered_game_has_a_chinese_form(game):
    assert missing_chinese(NOTATIONS[game]) == []


def test_a_game_without_chinese_words_is_caught():
    from tests.core.test_notation import T  # the made-up game: one Chinese keyword only

    missing = missing_chinese(T)
    assert "give: give" in missing and "give: red" in missing and "tower: at" in missing
    assert not any(m.startswith("tower: tower") for m in missing)  # 塔


@pytest.mark.parametrize("game", sorted(NOTATIONS))
def test_chinese_keywords_are_distinct_and_not_the_tables_words(game):
    keywords = [k.keyword_in("zh") for k in NOTATIONS[game].kinds.values()]
    assert len(set(keywords)) == len(keywords)
    table_words = {w for words in ledger.KEYWORDS.values() for w in words} | set(TABLE_WORDS)
    assert not {w for k in NOTATIONS[game].kinds.values() for w in k.keywords} & table_words


@pytest.mark.parametrize("game", sorted(NOTATIONS))
def test_the_chinese_meanings_name_no_english_move_word(game):
    notation = NOTATIONS[game]
    english = {w for k in notation.kinds.values() for w in k.keywords if w.isascii()}
    i18n.set_lang("zh")
    for kind in notation.kinds.values():
        words = set(re.findall(r"[A-Za-z]+", notation.meaning(kind.id)))
        assert words & english == set(), (kind.id, notation.meaning(kind.id))
        if "{example}" in i18n.catalog("zh")[kind.meaning]:
            assert notation.example_in(kind.id, "zh") in notation.meaning(kind.id)


def test_the_tables_own_moves_have_chinese_keywords():
    assert all(word_in(words, "zh") for words in ledger.KEYWORDS.values())
    assert ledger.table_kind("调整 Ann vp +1") == "adjust" and ledger.table_kind("宣告 T1 a=1") == "declare"
    assert ledger.table_kind("调整") is None and ledger.table_kind("place 1,2") is None


def test_docs_notation_has_a_chinese_table_of_every_kind():
    from pathlib import Path

    from referee.core import notation_doc
    from referee.registry import entry

    root = Path(__file__).resolve().parents[2]
    for game, notation in NOTATIONS.items():
        doc = (root / entry(game).package.replace(".", "/") / "notation.md").read_text(encoding="utf-8")
        listed = [k for g, kinds in notation_doc.blocks_zh(doc) if g == game for k in kinds]
        assert sorted(listed) == sorted(notation.kinds), game

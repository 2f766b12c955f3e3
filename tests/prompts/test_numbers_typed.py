"""Numbers typed at the score questions and read from a score sheet are ASCII digits (issue 23, item 2).

A Chinese keyboard's full-width digits and signs are read as ASCII (`notation.typed`); ², ①, ١٢ are
not numbers: `\\d` read ١٢ as 12, and `int` failed on ², its error shown as if it were the answer's.
"""

from __future__ import annotations

import pytest

from prompts.score_questions import evaluate, parse_answer
from referee.lehavre import score_sheet as lehavre
from referee.looot import score_sheet as looot
from scorers.sheet_file import field_map

ODD = ("²", "⑤", "١٢", "①", "𝟙")


def test_a_count_is_read_from_ascii_or_full_width_digits():
    assert evaluate("12") == 12 and evaluate("１２") == 12 and evaluate("３＋６") == 9


@pytest.mark.parametrize("odd", ODD)
def test_a_count_in_other_digits_is_refused_with_the_score_message(odd):
    with pytest.raises(ValueError, match="not a number|whole number|cannot") as refused:
        evaluate(odd)
    assert "invalid literal" not in str(refused.value)
    with pytest.raises(ValueError):
        parse_answer(field_map("looot")["castle"], f"3+{odd}")


@pytest.mark.parametrize("odd", ODD)
def test_a_ship_list_keeps_other_digits_as_text_for_the_scorer_to_refuse(odd):
    ships = field_map("lehavre")["ships"]
    assert parse_answer(ships, f"S05, 6, １０, {odd}") == (["S05", 6, 10, odd], "")
    with pytest.raises(ValueError):
        lehavre.ship_entry(f"S{odd}")
    with pytest.raises(ValueError):
        lehavre.building_candidates(odd)


def test_the_scorers_read_full_width_digits_and_refuse_the_others():
    assert lehavre.ship_entry("S０５") == lehavre.ship_entry("S05")
    assert looot.parse_longship("城堡＋３") == looot.parse_longship("castle+3")
    with pytest.raises(ValueError):
        looot.parse_longship("castle+١")

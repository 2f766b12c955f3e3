"""The notation (goods lists, Chinese keywords), the seed citations, the score sheet of an end."""

from __future__ import annotations

import pytest

from referee.core.record import replace
from referee.core.seeds import resolve
from referee.lehavre import GAME, refs
from referee.lehavre.goods import canonical
from referee.lehavre.moves import Enter, Pay, Sell, Take, parse
from tests.lehavre.helpers import position

ALL_REFS = [v for k, v in vars(refs).items() if k.isupper()]


@pytest.mark.parametrize("ref", ALL_REFS, ids=lambda r: r.quote[:12])
def test_every_citation_quotes_the_seed_verbatim(ref):
    assert ref.quote in resolve(ref).text


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("拿取 木材", Take("wood")),
        ("进入 12", Enter("12")),
        ("支付 2鱼 1法郎", Pay("2fish 1fr")),
        ("pay fish, 2 smoked_fish + $", Pay("1fish 2smoked 1fr")),
        ("出售 s1", Sell("S01")),
        ("enter 5", Enter("05")),
        ("支付 全部", Pay("all")),
    ],
)
def test_moves_read_in_either_language_and_print_canonically(text, move):
    assert parse(text) == move
    assert parse(str(move)) == move


def test_goods_lists_refuse_what_they_cannot_read():
    assert canonical("3 wood 2 clay") == "3wood 2clay"
    assert canonical("wood2") is None and canonical("2 gold") is None and canonical("") is None


def test_the_end_position_scores_by_hand():
    # Ann: 17 francs, 2 loans (repaid 10 -> 7 francs left), Wharf (14) + Dock (10, bonus 4 x 2 ships),
    # ships S04 (4) + S06 (2); Bob: 3 francs, 1 loan unpaid (-7), Fishery (10)
    s = position(
        2,
        Ann={"francs": 17, "loans": 2, "buildings": ("12", "26"), "ships": ("S04", "S06")},
        Bob={"francs": 3, "loans": 1, "buildings": ("03",)},
    )
    s = replace(s, over=True, ctx=replace(s.ctx, stack=()))
    sheet = GAME.score_sheet(s)
    assert sheet.totals == (7 + 14 + 10 + 6 + 8, 3 + 10 - 7)
    assert GAME.outcome(s).winners == ("Ann",)

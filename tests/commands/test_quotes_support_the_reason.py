"""A refusal's quote supports its reason (issue 12): a side board's overlap no longer quotes the
trophies line; "adjacent to water" says how the quoted 「或 1 艘长船」 is read, naming the ruling."""

from __future__ import annotations

from referee.core.game import check, parse_declaration
from referee.i18n import set_lang
from saves.session import Session
from tests.prompts.setups import LOOOT_SETUP


def refusal(s: Session, text: str):
    found = check(s.rules, s.state, parse_declaration(s.rules, s.state, text))
    assert found, text
    return found[0]


def test_a_side_board_overlap_quotes_the_layout_and_its_ruling(tmp_path):
    s = Session.create(tmp_path / "g.toml", "looot", ["Ann", "Bob"], {})
    s.declare(LOOOT_SETUP[0])
    s.declare(LOOOT_SETUP[1])
    v = refusal(s, "trophies 1 at -3,-2 r0")
    assert v.code == "boards_overlap"
    assert "奖杯" not in v.rule.quote
    assert "拼成公共风景区" in v.rule.quote and v.rule.ruling == "looot-boards"


def test_not_adjacent_explains_the_longship_of_the_quote_by_the_ruling(tmp_path):
    s = Session.create(tmp_path / "g.toml", "looot", ["Ann", "Bob"], {})
    for move in LOOOT_SETUP:
        s.declare(move)
    set_lang("en")
    v = refusal(s, "place 0,0")
    assert v.code == "hex_not_adjacent" and "或 1 艘长船" in v.rule.quote
    assert "longship" in v.message and "ruling looot-landing-water" in v.message
    set_lang("zh")
    try:
        assert "长船" in refusal(s, "place 0,0").message
    finally:
        set_lang("en")

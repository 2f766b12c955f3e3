"""`table: declare` typed in the game's words in either language (issue 25's leftover): a Chinese
table writes `宣告 T1 花色=锚 阈值=3`, the log keeps `declare T1 suits=anchor threshold=3`, and a
word nobody printed is refused in the game's terms, not read as something else."""

from __future__ import annotations

from referee.core.game import parse_declaration
from referee.guilds import GAME
from saves.session import Session

from .helpers import codes, run


def laid():
    state, _ = run(GAME.new_state(["Ann", "Bob"], {}), "table: tile T1 at A1")
    return state


def test_a_tile_declared_in_chinese_is_saved_in_the_log_words(tmp_path):
    session = Session.create(tmp_path / "g.toml", "guilds", ["Ann", "Bob"], {})
    session.declare("table: tile T1 at A1")
    session.declare("桌面: 宣告 T1 花色=锚+皇冠 阈值=3 第一名=4 第二名=2")
    assert session.save.log[-1].move == "declare T1 suits=anchor+crown threshold=3 first=4 second=2"
    assert dict(session.state.ctx.declared["T1"]) == {
        "suits": "anchor+crown",
        "threshold": 3,
        "first": 4,
        "second": 2,
    }
    assert Session.open(session.path).state == session.state


def test_a_card_declared_with_chinese_fields_and_words_reads_as_the_english_line():
    state = laid()
    chinese = parse_declaration(GAME, state, "宣告 C12 花色=锚 能力=雇佣 数值=2 费用=1")
    english = parse_declaration(GAME, state, "declare C12 suits=anchor ability=hire power=2 cost=1")
    assert chinese.move == english.move
    assert str(chinese.move) == "declare C12 suits=anchor ability=hire power=2 cost=1"


def test_english_fields_with_a_chinese_word_read_too():
    assert str(parse_declaration(GAME, laid(), "宣告 T1 suits=锚").move) == "declare T1 suits=anchor"


def test_a_word_nobody_printed_is_refused_not_guessed():
    state = laid()
    assert codes(state, "宣告 T1 花色=狗") == ["bad_value"]
    assert codes(state, "宣告 T1 颜色=锚") == ["unknown_field"]

"""A Chinese table plays Looot without typing English: the golden game in Chinese gives the same save.

The Chinese script is made from tests/golden/looot_3p.moves by `in_chinese`, which spells each move
with the words the declarations give (`NOTATION.spell`), names the table 桌面 and types what a
Chinese keyboard types: full-width colon, comma, digits, and the minus sign.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee import i18n
from referee.cli import app
from referee.core.errors import MoveSyntaxError, UsageError
from referee.core.flow import TABLE
from referee.core.game import Declaration, parse_declaration
from referee.core.ledger import Adjust, Declare
from referee.core.notation import Choice, typed
from referee.looot import GAME
from referee.looot.moves import NOTATION, Place, Shield, Sites, Start, Tile
from saves.session import Session
from tests.i18n.leaks import english_words

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "looot_3p.moves"
PLAYERS = ("Ann", "Bob", "Cid")
KEYBOARD = str.maketrans(
    {",": "，", ":": "：", "-": "\u2212", **{str(d): chr(0xFF10 + d) for d in range(10)}}
)


def in_chinese(line: str) -> str:
    """A move line as a Chinese table types it: Chinese words, a Chinese keyboard's punctuation."""
    decl = parse_declaration(GAME, GAME.new_state(list(PLAYERS), {}), line)
    who = "桌面" if decl.by == TABLE else decl.by
    return f"{who}:{NOTATION.spell(decl.move, 'zh')}".translate(KEYBOARD)


def play(script: Path, save: Path, *lang: str) -> list[tuple[str, str]]:
    runner = CliRunner()
    created = runner.invoke(app, [*lang, "new", "looot", "--players", ",".join(PLAYERS), "--save", str(save)])
    assert created.exit_code == 0, created.output
    result = runner.invoke(app, [*lang, "move", str(save), "--script", str(script)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return [(e.move, e.by) for e in Session.open(save, cached=False).save.log]


def test_the_golden_game_typed_in_chinese_gives_the_same_save(tmp_path):
    english = GOLDEN.read_text(encoding="utf-8").splitlines()
    chinese = [in_chinese(line) for line in english]
    assert chinese[0] == "桌面：景观版图 ３ 在 −３，−２ r０"
    script = tmp_path / "zh.moves"
    script.write_text("\n".join(chinese) + "\n", encoding="utf-8")
    # nothing English in it but the players, the printed ids (they hold digits) and the rotation's r
    assert english_words(typed(script.read_text(encoding="utf-8")), (*PLAYERS, "r")) == []
    log = play(script, tmp_path / "zh.toml", "--lang", "zh")
    assert log == play(GOLDEN, tmp_path / "en.toml")
    assert len(log) == len(english) and all(move.isascii() for move, _ in log)


@pytest.mark.parametrize(
    ("text", "declaration"),
    [
        ("小明：放置 −3，1", Declaration(Place(-3, 1), "小明")),
        ("小明： 盾牌 额外", Declaration(Shield("again"), "小明")),
        ("小明:板块 房屋 ３，０ 从 （−２， ０）", Declaration(Tile("house", 3, 0, (-2, 0)), "小明")),
        ("桌面：起始玩家 玩家１", Declaration(Start("玩家１"), TABLE)),  # the name as typed
        ("玩家1：放置 0,0", Declaration(Place(0, 0), "玩家１")),  # the declarer matches as typed too
        (
            "TABLE：工地 小明 Palace2 Port1 Altar3",
            Declaration(Sites("小明", "Port1", "Altar3", "Palace2"), TABLE),
        ),
        ("桌面：调整 小明 vp ＋２ “奖励”", Declaration(Adjust("小明", "vp", 2, "奖励"), TABLE)),
        ("桌面：宣告 Castle31 vp＝３", Declaration(Declare("Castle31", (("vp", 3),)), TABLE)),
    ],
)
def test_a_declaration_typed_on_a_chinese_keyboard(text, declaration):
    state = GAME.new_state(["小明", "玩家１"], {})
    decl = parse_declaration(GAME, state, text)
    assert decl == declaration
    assert str(decl.move).isascii() or "小明" in str(decl.move) or "玩家１" in str(decl.move)


def test_the_canonical_text_of_a_table_move_typed_in_chinese():
    state = GAME.new_state(["小明", "Bob"], {})
    assert (
        str(parse_declaration(GAME, state, "桌面：调整 小明 vp ＋２ “奖励”").move)
        == 'adjust 小明 vp +2 "奖励"'
    )
    with pytest.raises(MoveSyntaxError):  # a Chinese keyword alone is no table move: the game's parser
        parse_declaration(GAME, state, "调整")


@pytest.mark.parametrize("name", ["桌面", "Table", " table "])
def test_the_words_for_the_table_cannot_be_player_names(name):
    with pytest.raises(UsageError, match="reserved"):
        GAME.new_state(["Ann", name], {})
    result = CliRunner().invoke(app, ["new", "looot", "--players", f"Ann,{name}", "--no-input"])
    assert result.exit_code == 2 and "cannot be a player name" in result.output


def test_a_full_width_colon_cannot_be_in_a_player_name():
    result = CliRunner().invoke(app, ["new", "looot", "--players", "Ann,小：明", "--no-input"])
    assert result.exit_code == 2 and "cannot be a player name" in result.output


def test_the_chinese_words_of_tiles_and_shields_are_the_names_the_messages_give_them():
    """The notation and the messages name a tile kind or a shield with the same Chinese word."""
    parts = {p.fields[0]: p for k in ("tile", "shield") for p in NOTATION[k].parts if isinstance(p, Choice)}
    i18n.set_lang("zh")
    for field, table in (("tile", "kind"), ("shield", "shield_name")):
        for choice in parts[field].choices:
            assert parts[field].word_for(choice, "zh") == i18n.t(f"looot.{table}.{choice}"), choice


def test_a_chinese_refusal_names_the_chinese_keyword_and_expects_the_chinese_syntax():
    i18n.set_lang("zh")
    with pytest.raises(MoveSyntaxError) as caught:
        GAME.parse("结束 现在")
    assert caught.value.reason == "'结束' 后面不能再加内容"
    assert caught.value.expected == "结束（后面不加任何内容）"
    with pytest.raises(MoveSyntaxError) as english:
        GAME.parse("pass now")
    assert english.value.reason == "'pass' 后面不能再加内容"


def test_referee_moves_looot_shows_both_languages_and_moves_save_stays_canonical(tmp_path):
    runner = CliRunner()
    zh = runner.invoke(app, ["--lang", "zh", "moves", "looot"]).output.splitlines()
    assert zh[7].split()[:4] == ["放置", "X,Y", "place", "X,Y"] and "例如 放置 -3,0" in zh[7]
    en = runner.invoke(app, ["moves", "looot"]).output.splitlines()
    assert en[7].split()[:4] == ["place", "X,Y", "放置", "X,Y"] and "e.g. place -3,0" in en[7]
    save = str(tmp_path / "g.toml")
    runner.invoke(app, ["new", "looot", "--players", "Ann,Bob", "--save", save, "--no-input"])
    listed = runner.invoke(app, ["--lang", "zh", "moves", save]).output.splitlines()
    assert listed[0] == "board 1 at -3,-2 r0" and all(line.isascii() for line in listed)

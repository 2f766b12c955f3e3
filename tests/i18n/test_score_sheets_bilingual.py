"""The score sheets of the four games in English and in Chinese.

Each sample sheet (the scorer tests' sheets, plus the tie-break and shared-win cases) is scored once
per language. In Chinese the rich table, the Markdown and the CSV hold no English word except the
player names, the printed names of Le Havre's buildings (the catalog has no Chinese names: they are
allowed from the catalog itself), catalog ids (Castle31, S05, B1), and in the CSV the machine
columns (the `key` column and the outcome code). In English they hold no Chinese except in names.
The JSON is the same object in both languages except the `tiebreak` sentence.
"""

from __future__ import annotations

import csv
import io
import json
import tomllib
from collections.abc import Iterator
from typing import Any

import pytest

from prompts.sheet_view import render_text
from referee import i18n, output
from referee.lehavre import score_sheet as lehavre
from scorers.formats import md_escape, to_csv, to_json, to_markdown
from scorers.problems import SheetError
from scorers.sheet import ScoreSheet
from scorers.sheet_file import FIELDS, score_data
from scorers.verdict import verdict_lines
from tests.commands.test_score import LOOOT_SHEET
from tests.i18n.leaks import cjk_chars, english_words
from tests.lehavre.test_score_sheet import ANN, BOB
from tests.scorers.test_score_formats import LOOOT, PENDULUM

AT_10 = {"power": 10, "prestige": 10, "popularity": 10}


def pendulum(name: str, power: int, prestige: int, popularity: int, privilege: int, **extra: Any) -> dict:
    return {
        "name": name,
        "power": power,
        "prestige": prestige,
        "popularity": popularity,
        "parchment": AT_10,
        "privilege": privilege,
        **extra,
    }


SAMPLES: dict[str, list[dict[str, Any]]] = {
    "looot": [
        tomllib.loads(LOOOT_SHEET),
        LOOOT,
        {
            "players": [
                {
                    "name": "Ann",
                    "castle": 2,
                    "watchtower": 3,
                    "house": 4,
                    "gold": 5,
                    "sheep": 2,
                    "wood": 3,
                    "axe": 3,
                    "longships": ["Castle41", "Gold31", "Watchtower21", "House11", "Wood21", "Sheep22"],
                    "sites": ["port", "altar", "palace"],
                    "trophy": 3,
                    "unfilled_longships": 1,
                },
                {"name": "李雷", "castle": 3, "wood": 3, "longships": ["Castles + 3"]},
            ]
        },
        # a tie decided by the trophy
        {
            "players": [
                {"name": "Ann", "gold": 6, "trophy": 2},
                {"name": "Bob", "gold": 4, "wood": 1, "trophy": 3},
            ]
        },
        # a tie the trophy does not separate
        {"players": [{"name": "Ann", "house": 15}, {"name": "Bob", "sheep": 14, "house": 1}, {"name": "Cy"}]},
    ],
    "lehavre": [
        {"players": [ANN, BOB]},
        {
            "players": [
                {"name": "Cy", "buildings": ["Bakery", "Dock", "MS Dagmar", "Wharf", 17]},
                {"name": "王芳", "francs": 5, "loans": 1, "ships": [38]},
            ]
        },
        {"players": [{"name": "Ann", "francs": 4, "loans": 1}, {"name": "Bob", "francs": 11}]},
        {"players": [{"name": "Ann"}, {"name": "Bob"}]},
    ],
    "guilds": [
        {
            "players": [
                {"name": "Ann", "vp": 40, "mayor_cards": [3, 2], "adjacent_master_pairs": 2},
                {"name": "Bob", "vp": 45},
            ]
        },
        {"players": [{"name": "Ann", "vp": 45, "mayor_cards": [0]}, {"name": "韩梅梅", "vp": 45}]},
        {
            "players": [
                {"name": "Ann", "vp": 40, "mayor_cards": [5]},
                {"name": "Bob", "vp": 44, "mayor_cards": [1]},
            ]
        },
        {"players": [{"name": "Solo", "vp": 12, "adjacent_master_pairs": 1}]},
    ],
    "pendulum": [
        PENDULUM,
        {
            "players": [
                pendulum("Ann", 12, 10, 11, 2, legendary=True),
                pendulum("Bob", 10, 10, 10, 1, legendary=True),
            ]
        },
        {
            "players": [
                pendulum("Ann", 12, 10, 10, 2, legendary=True),
                pendulum("Bob", 10, 12, 10, 1, legendary=True),
            ]
        },
        {
            "players": [
                pendulum("Ann", 12, 10, 10, 2, legendary=True, glory=2),
                pendulum("Bob", 10, 12, 10, 1, legendary=True),
            ]
        },
        {
            "players": [
                pendulum("Ann", 8, 10, 10, 3, legendary=True),
                pendulum("Bob", 8, 9, 10, 1, legendary=True),
                pendulum("Cy", 7, 10, 10, 2, legendary=True),
            ]
        },
        {
            "players": [
                pendulum("Ann", 8, 9, 9, 1, legendary=True),
                pendulum("Bob", 8, 9, 10, 2, legendary=True),
            ]
        },
        {"players": [pendulum("Ann", 20, 20, 20, 1), pendulum("孙悟空", 0, 0, 0, 2)]},
    ],
}
CASES = [
    pytest.param(game, data, id=f"{game}-{n}")
    for game, sheets in SAMPLES.items()
    for n, data in enumerate(sheets, 1)
]


@pytest.fixture(autouse=True)
def _wide_console(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("REFEREE_WIDTH", "200")  # no wrapping inside a word or a name
    output.out.cache_clear()
    yield
    output.out.cache_clear()


def scored(language: str, game: str, data: dict[str, Any]) -> ScoreSheet:
    i18n.set_lang(language)
    return score_data(game, data)


def names(data: dict[str, Any]) -> list[str]:
    found = [str(p["name"]) for p in data["players"]]
    return found + [md_escape(n) for n in found]


def proper_names(game: str) -> set[str]:
    """Printed component names shown in English in both languages: Le Havre's buildings."""
    if game != "lehavre":
        return set()
    return {str(entry["name"]) for entry in lehavre.buildings().values()}


def csv_words(text: str, sheet: ScoreSheet) -> tuple[list[str], list[list[str]]]:
    """The machine column (`key`) and the rest of the CSV, the outcome code left out of the rest."""
    rows = list(csv.reader(io.StringIO(text)))
    keys = [row[0] for row in rows]
    rest = [row[1:] for row in rows]
    outcome = keys.index("outcome")
    assert rest[outcome][0] == sheet.outcome
    rest[outcome] = rest[outcome][1:]
    return keys, rest


@pytest.mark.parametrize(("game", "data"), CASES)
def test_a_chinese_sheet_has_no_english_words(game: str, data: dict[str, Any]) -> None:
    sheet = scored("zh", game, data)
    allowed = [*names(data), *proper_names(game)]
    table, markdown = render_text(sheet), to_markdown(sheet)
    assert english_words(table, allowed) == []
    assert english_words(markdown, allowed) == []
    assert cjk_chars(table) and cjk_chars(markdown)
    _, cells = csv_words(to_csv(sheet), sheet)
    assert english_words("\n".join(",".join(row) for row in cells), allowed) == []


@pytest.mark.parametrize(("game", "data"), CASES)
def test_an_english_sheet_has_no_chinese(game: str, data: dict[str, Any]) -> None:
    sheet = scored("en", game, data)
    for text in (render_text(sheet), to_markdown(sheet), to_csv(sheet), to_json(sheet)):
        assert cjk_chars(text, names(data)) == []


@pytest.mark.parametrize(("game", "data"), CASES)
def test_the_language_changes_words_only(game: str, data: dict[str, Any]) -> None:
    en, zh = scored("en", game, data), scored("zh", game, data)
    assert [(r.key, r.cells) for r in en.rows] == [(r.key, r.cells) for r in zh.rows]
    assert (en.totals, en.ranks, en.winners, en.outcome) == (zh.totals, zh.ranks, zh.winners, zh.outcome)
    assert (en.tiebreak is None) == (zh.tiebreak is None)
    assert all(a.label != b.label for a, b in zip(en.rows, zh.rows, strict=True))
    # the machine formats: the JSON is the same object but for the tie-break sentence, the CSV's
    # key column is the same
    en_json, zh_json = json.loads(to_json(en)), json.loads(to_json(zh))
    assert {**en_json, "tiebreak": None} == {**zh_json, "tiebreak": None}
    assert csv_words(to_csv(en), en)[0] == csv_words(to_csv(zh), zh)[0]


def test_the_looot_sheet_in_chinese() -> None:
    sheet = scored("zh", "looot", tomllib.loads(LOOOT_SHEET))
    explain = {row.key: row.explain[0] for row in sheet.rows}
    assert explain["castle"] == "城堡：（4 + 3 长船加成）× 2 块 = 14"
    assert explain["wood"] == "木材：1 × 3 块 = 3"
    assert explain["sites"] == "工地：港口 5 + 宫殿 9 = 14"
    assert explain["trophy"] == "奖杯：4 把斧头 → 10"
    assert explain["unfilled_longships"] == "未装满的长船：1 × −5 = −5"
    assert [row.label for row in sheet.rows][-3:] == ["工地", "奖杯", "未装满的长船"]
    assert verdict_lines(sheet) == ["获胜者：Ann，36 分"]
    tie = scored("zh", "looot", SAMPLES["looot"][3])
    assert tie.tiebreak == "奖杯分数高者胜（平局者：Ann 3、Bob 6）"
    assert verdict_lines(tie) == ["获胜者：Bob，15 分", "平局判定：奖杯分数高者胜（平局者：Ann 3、Bob 6）"]
    shared = scored("zh", "looot", SAMPLES["looot"][4])
    assert verdict_lines(shared) == ["共同获胜：Ann、Bob，各 15 分；平局判定（奖杯分数）未能分出胜负"]


def test_the_other_sheets_in_chinese() -> None:
    havre = scored("zh", "lehavre", SAMPLES["lehavre"][0])
    explain = {row.key: row.explain[0] for row in havre.rows}
    assert explain["francs"] == "法郎：23 − 偿还 3 笔贷款 × 5 = 8"
    assert explain["ships"] == "船只：S05 木船 4 + 价值 6 的船 + Luxury Yacht 20 = 30"
    assert explain["town_hall"] == "Town Hall 奖励：1 座公共建筑 × 4 + 1 座手工业建筑 × 2 = 6"
    assert {row.key: row.label for row in havre.rows}["bank"] == "Bank 奖励分"
    guilds = scored("zh", "guilds", SAMPLES["guilds"][1])
    assert guilds.tiebreak == "持有市长奖励卡多者胜（平局者：Ann 1、韩梅梅 0）"
    assert guilds.rows[1].explain == ("市长奖励卡：1 张 = 0", "市长奖励卡：未持有 = 0")
    judged = scored("zh", "pendulum", SAMPLES["pendulum"][4])
    assert judged.tiebreak == "次弱轨道离羊皮纸区近者胜（平局者：Ann 0 格、Bob 1 格）"
    assert verdict_lines(judged)[0] == "常规胜利：Ann"
    assert judged.rows[0].explain[0] == "权力：第 8 格，羊皮纸区从第 10 格起 → 还差 2 格"
    nobody = scored("zh", "pendulum", SAMPLES["pendulum"][6])
    assert verdict_lines(nobody) == ["无人称王：没有人持有传奇成就"]
    assert "名次" in render_text(nobody) and "总分" not in render_text(nobody)


# ----------------------------------------------------------------------------- sheet errors

BAD = [
    ("looot", {"players": [{"name": "Ann", "trophy": 4}, {"name": "Bob", "trophy": 4}]}),
    (
        "looot",
        {
            "players": [
                {"name": "Ann", "castle": -1, "gold": "2", "sheep": 1.5, "sites": ["port", "Port", "temple"]},
                {"name": "Bob", "longships": ["Castle51", "castle+2"], "castles": 2},
            ]
        },
    ),
    (
        "looot",
        {"players": [{"name": "Ann", "gold": 1, "axe": 1, "longships": ["Castle41"]}, {"name": "Bob"}]},
    ),
    (
        "lehavre",
        {"players": [{"name": "Ann", "buildings": ["Wharff", "Building Firm", 55], "ships": ["Bank"]}]},
    ),
    ("lehavre", {"players": [{"name": "Ann", "goods": {"fishh": 2, "francs": 3}}, {"name": "Ann"}]}),
    ("guilds", {"players": [{"name": f"P{i}", "mayor_cards": [1] * 6} for i in range(5)]}),
    (
        "guilds",
        {"date": "today", "players": [{"name": "Ann", "vp": True, "mayor_cards": [2, -3, "4"]}, {"vp": 3}]},
    ),
    ("pendulum", {"players": [{"name": "Ann", "privilege": 1}, pendulum("Bob", 1, 1, 1, 1)]}),
    ("pendulum", {"players": [pendulum("Ann", 1, 1, 1, 4) | {"parchment": {"power": 0, "glory": 3}}]}),
]


def _words_of(value: Any) -> Iterator[str]:
    """Every key and string of a sheet: what a message may quote as written."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _words_of(item)
    elif isinstance(value, list):
        for item in value:
            yield from _words_of(item)
    elif isinstance(value, str):
        yield value


def problems_in(language: str, game: str, data: dict[str, Any]) -> str:
    i18n.set_lang(language)
    with pytest.raises(SheetError) as caught:
        score_data(game, data, "sheet.toml")
    return str(caught.value)


@pytest.mark.parametrize(("game", "data"), BAD, ids=[f"{game}-{n}" for n, (game, _) in enumerate(BAD, 1)])
def test_sheet_errors_are_in_the_language_with_the_file_words_as_written(
    game: str, data: dict[str, Any]
) -> None:
    keys = {"name", "players", "game", *(f.key for f in FIELDS[game]), "parchment", *AT_10}
    # what the file format fixes: keys and the values it accepts (sites, longship notation, goods)
    file_words = {*keys, "true", "false", "port", "altar", "palace", "castle", "fish", "francs"}
    allowed = [*_words_of(data), *file_words, *proper_names(game), game, "sheet.toml"]
    english, chinese = problems_in("en", game, data), problems_in("zh", game, data)
    assert english != chinese
    assert english_words(chinese, allowed) == []
    assert cjk_chars(english) == []
    assert english.count("\n") == chinese.count("\n")  # the same problems, one a line


def test_a_problem_names_the_player_and_the_key_in_both_languages() -> None:
    data = BAD[0][1]
    assert (
        problems_in("en", "looot", data) == "sheet.toml: Bob, trophy: the 4-axe trophy is already held by Ann"
    )
    assert problems_in("zh", "looot", data) == "计分表 sheet.toml：Bob 的 trophy：4 斧奖杯已经由 Ann 持有"


def test_chinese_names_of_sites_and_goods_are_read_in_either_language() -> None:
    for language in ("en", "zh"):
        looot = scored(
            language, "looot", {"players": [{"name": "Ann", "sites": ["港口", "宫殿"]}, {"name": "Bob"}]}
        )
        assert looot.totals == (14, 0)
        shipped = {"name": "Ann", "buildings": ["Storehouse"], "goods": {"熏鱼": 2, "fish": 3, "面包": 1}}
        assert {r.key: r.cells[0] for r in scored(language, "lehavre", {"players": [shipped]}).rows}[
            "storehouse"
        ] == 3

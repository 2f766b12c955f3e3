"""The CLI's own messages in both languages: saves, history, undo/redo, verify, export, stats.

Each scenario runs the real CLI (typer's CliRunner on `referee.cli.app`) once with `--lang zh` and
once with `--lang en`, on the real game Looot (the golden 3-player game of tests/golden). Chinese
output may hold no English word outside an explicit allow-list (player names, paths and file
names, move notation, component ids, `backquoted commands`, --options, the English title beside
the Chinese one, tomllib's own parse message ...); English output no Chinese character outside the
Chinese title. Text of the Looot engine that shows up in these outputs (its prompts, violations,
board picture, score sheet) is translated by its own owners; the few English syntax hints it
carries are allowed by name in `ENGINE_TEXT` below.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.looot.moves import NOTATION as NOTATION_OF_LOOOT
from referee.looot.moves import PROMPT_SYNTAX
from saves.migrations import CURRENT
from tests.i18n.leaks import cjk_chars, english_words

MOVES = [
    line
    for line in (Path(__file__).resolve().parents[1] / "golden" / "looot_3p.moves")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip()
]
PLAYERS = ("Ann", "Bob", "Cid")
SAVE_NAMES = ("g", "done", "old", "broken", "newer", "missing")  # the saves these tests make
NOTATION = {line.partition(": ")[2] for line in MOVES}  # the move texts as the log shows them

# Looot engine text (translated separately): the notation hints inside its prompts and violations,
# its violation codes, its decision kinds (the log's `step` column of a Markdown export) and the
# letter codes of its board picture. Listed here so that no other English word slips through.
ENGINE_TEXT = (
    "board FACE at X,Y rR",
    "board FACE at",
    "place X,Y",
    "tile KIND X,Y",
    "longship ID at X,Y",
    "trophy N",
    "pass",
    *(chinese for _, chinese in NOTATION_OF_LOOOT.rows_in("zh")),  # the prompts' Chinese notation
    *PROMPT_SYNTAX,
)
VIOLATION_CODE = re.compile(r"\[[a-z][a-z_]*\]")
STEP_ID = re.compile(r"\b(?:(?:declare|place|end)(?:\\?_[a-z]+)+|refill)\b")
PICTURE_CODES = ("sa", "sd", "so", "s-", "r0", "r1", "r2", "r3", "r4", "r5")

# What the Chinese output may quote in English: names the user typed or the file system gave,
# notation, file formats and the program's own command and option names.
ALWAYS = (
    *PLAYERS,
    *SAVE_NAMES,
    "Looot",  # the English title beside 峡湾领主
    "looot",  # the game id, as typed in `referee new looot`
    "TOML",
    "UTF-8",
    "BG Stats",
    ".bak",
    "optional\\_actions=published",  # a house-rule option as typed with -o NAME=VALUE
    "optional_actions=published",
    "md",
    "csv",
    "json",
    "svg",
    "html",
    "bgstats-link",  # before "bgstats", which it holds
    "bgstats",
    "position",  # the position file format (export --format position)
    "Invalid value",  # tomllib's own message inside "not valid TOML: ..."
    "'schema'",
    "[snapshot]",
    "[[log]]",
)
BACKQUOTED = re.compile(r"`[^`\n]*`")
OPTION = re.compile(r"(?<!\w)--?[a-z][a-z-]*")
QUOTED = re.compile(r"'[^'\n]*'")
FILE_NAME = re.compile(r"(?<![\w/.-])[\w.-]+\.(?:toml|bak|md|csv|json|svg|html|bgstats)(?![\w.])")


def run(home: Path, lang: str, *args: str):
    from referee.cli import app

    return CliRunner().invoke(app, ["--lang", lang, *args], catch_exceptions=False)


def english_leaks(text: str, home: Path, extra: tuple[str, ...] = ()) -> list[str]:
    text = re.sub(re.escape(str(home)) + r"[^\s`\u3000-\u303f\uff00-\uffef]*", " ", text)  # paths
    text = FILE_NAME.sub(" ", text)
    text = BACKQUOTED.sub(" ", text)
    text = OPTION.sub(" ", text)
    text = QUOTED.sub(" ", text)
    text = VIOLATION_CODE.sub(" ", text)
    text = STEP_ID.sub(" ", text)
    allowed = (*ALWAYS, *NOTATION, *ENGINE_TEXT, *PICTURE_CODES, *extra)
    return english_words(text, allowed)


def chinese_leaks(text: str) -> list[str]:
    return cjk_chars(text, ("峡湾领主",))


def check(result, home: Path, lang: str, code: int = 0, extra: tuple[str, ...] = ()) -> str:
    """The output of a run, checked for its exit code and for text in the wrong language."""
    out = result.output
    assert result.exit_code == code, out
    if lang == "zh":
        assert cjk_chars(out), f"nothing Chinese in:\n{out}"
        assert english_leaks(out, home, extra) == [], out
    else:
        assert chinese_leaks(out) == [], out
    return out


def game(home: Path, lang: str, name: str = "g", moves: int = 30) -> Path:
    """A save of the golden game after its first `moves` moves (all of them for the finished game)."""
    r = run(home, lang, "new", "looot", "--players", ",".join(PLAYERS), "--name", name, "--no-input")
    assert r.exit_code == 0, r.output
    r = run(home, lang, "move", name, *MOVES[:moves])
    assert r.exit_code == 0, r.output
    return home / "saves" / f"{name}.toml"


LANGS = pytest.mark.parametrize("lang", ["zh", "en"])


@LANGS
def test_list_without_and_with_saves(referee_home, lang):
    out = check(run(referee_home, lang, "list"), referee_home, lang)
    folder = referee_home / "saves"
    assert out.strip() == (f"No saves in {folder}." if lang == "en" else f"{folder} 中没有存档。")
    game(referee_home, lang)
    (referee_home / "saves" / "broken.toml").write_text('schema = 1\ngame = "looot"\nplayers = [\n')
    out = check(run(referee_home, lang, "list"), referee_home, lang)
    if lang == "en":
        assert "30 moves" in out
        assert "unreadable: " in out and "(line 4, column 1 (end of file)): not valid TOML" in out
    else:
        assert "30 步" in out and "无法读取：" in out and "第 4 行第 1 列" in out


@LANGS
def test_history_undo_and_redo(referee_home, lang):
    game(referee_home, lang)
    check(run(referee_home, lang, "undo", "g", "2"), referee_home, lang)
    out = check(run(referee_home, lang, "history", "g"), referee_home, lang)
    if lang == "en":
        assert "   1  r0  table      board 3 at -3,-2 r0" in out
        assert "  15  r1  Cid        shield double" in out
        assert "2 undone move(s) can be redone with `referee redo`." in out
    else:
        assert "   1  第 0 轮 桌面       board 3 at -3,-2 r0" in out
        assert "有 2 步已撤销的行动可用 `referee redo` 重做。" in out
    for args, en in (
        (("undo", "g", "99"), "cannot undo 99 moves: the log has 28"),
        (("undo", "g", "0"), "undo needs a count of at least 1"),
        (("redo", "g", "5"), "cannot redo 5 moves: 2 can be redone"),
        (("redo", "g", "0"), "redo needs a count of at least 1"),
    ):
        out = check(run(referee_home, lang, *args), referee_home, lang, code=2)
        assert (en in out) == (lang == "en")


@LANGS
def test_verify_ok_bad_entry_and_repair(referee_home, lang):
    path = game(referee_home, lang)
    out = check(run(referee_home, lang, "verify", "g"), referee_home, lang)
    assert ("OK: all 30 log entries replay legally." in out) == (lang == "en")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('move = "place 6,0"', 'move = "place 9,9"'), encoding="utf-8")
    out = check(run(referee_home, lang, "verify", "g"), referee_home, lang, code=4)
    if lang == "en":
        assert "(log entry 16): 'place 9,9' is illegal here: [hex_not_on_board]" in out
        assert "--repair` keeps the log up to the first bad entry, if any." in out
        assert "The previous version of this save is kept in" in out
    else:
        assert "(记录第 16 条)" in out and "在此处不合法" in out
    out = check(run(referee_home, lang, "verify", "g", "--repair"), referee_home, lang, code=4)
    assert ("keeps 15 of the 30 log entries" in out) == (lang == "en")
    assert ("the repair would drop 15 entries (listed above), and nothing was changed" in out) == (
        lang == "en"
    )
    assert ("保留全部 30 条记录中的 15 条" in out) == (lang == "zh")
    out = check(run(referee_home, lang, "verify", "g", "--repair", "--yes"), referee_home, lang)
    assert ("Repaired: kept the first 15 entries; the file as it was is" in out) == (lang == "en")
    assert ("Dropped 15 entries, written to" in out) == (lang == "en")
    assert ("去掉了 15 条记录，已写入" in out) == (lang == "zh")
    path.write_text(path.read_text(encoding="utf-8").replace("round = 1", "round = 7", 1), encoding="utf-8")
    out = check(run(referee_home, lang, "verify", "g"), referee_home, lang, code=4)
    assert ("'round' is 7, the replay gives 1" in out) == (lang == "en")
    assert ("'round' 是 7，重放得出 1" in out) == (lang == "zh")


@LANGS
def test_a_migrated_save_with_unknown_keys_is_noted(referee_home, lang):
    saves = referee_home / "saves"
    saves.mkdir(parents=True)
    (saves / "old.toml").write_text(
        'game = "looot"\nplayers = ["Ann", "Bob"]\nnote = "hand"\n\n[[log]]\nmove = "board 1 at -3,-2 r0"\n'
        'by = "table"\nseat = 1\n',
        encoding="utf-8",
    )
    out = check(run(referee_home, lang, "verify", "old"), referee_home, lang, extra=("'note'", "'seat'"))
    if lang == "en":
        assert f"note: a pre-release save (schema 0) was migrated to schema {CURRENT}" in out
        assert "unknown key(s) 'note' kept as they are" in out
        assert "unknown key(s) 'seat' in log entries kept as they are" in out
    else:
        assert f"预发布版的存档（格式版本 0）已迁移到格式版本 {CURRENT}" in out


@LANGS
def test_broken_newer_missing_and_badly_named_saves(referee_home, lang):
    saves = referee_home / "saves"
    saves.mkdir(parents=True)
    (saves / "broken.toml").write_text('schema = 1\ngame = "looot"\nplayers = ["Ann",\nlog = 3\n')
    (saves / "newer.toml").write_text('schema = 9\ngame = "looot"\nplayers = ["Ann", "Bob"]\n')
    out = check(run(referee_home, lang, "status", "broken"), referee_home, lang, code=4)
    assert ("(line 4, column 1): not valid TOML: " in out) == (lang == "en")
    assert ("(第 4 行第 1 列) 有问题：不是有效的 TOML：" in out) == (lang == "zh")
    out = check(run(referee_home, lang, "status", "newer"), referee_home, lang, code=4)
    en = f"(schema): written by a newer referee (schema 9, this one knows up to {CURRENT}); upgrade referee"
    assert (en in out) == (lang == "en")
    out = check(run(referee_home, lang, "history", "missing"), referee_home, lang, code=4)
    assert ("missing.toml: no such save (see `referee list`)" in out) == (lang == "en")
    args = ("new", "looot", "--players", "Ann,Bob", "--name", "a b", "--no-input")
    out = check(run(referee_home, lang, *args), referee_home, lang, code=2)
    assert ("'a b' is not a usable save name: use letters, digits" in out) == (lang == "en")
    out = check(run(referee_home, lang, "verify", str(saves)), referee_home, lang, code=2)
    assert ("is a folder, not a save" in out) == (lang == "en")


@LANGS
def test_export_every_format_to_a_file(referee_home, lang):
    game(referee_home, lang, "done", moves=len(MOVES))
    for fmt in ("md", "csv", "json", "svg", "html", "bgstats"):
        target = referee_home / f"out.{fmt}"
        out = check(
            run(referee_home, lang, "export", "done", "-f", fmt, "-o", str(target)), referee_home, lang
        )
        assert out.strip() == (f"Wrote {target} ({fmt})" if lang == "en" else f"已写入 {target}（{fmt}）")
    assert json.loads((referee_home / "out.json").read_text(encoding="utf-8"))["log"][0]["by"] == "table"
    assert (referee_home / "out.csv").read_text(encoding="utf-8").count("n,round,phase,by,move,at") == 1
    md = (referee_home / "out.md").read_text(encoding="utf-8")
    if lang == "zh":
        assert "## 行动记录" in md and "| 1 | 0 | 桌面 | `board 3 at -3,-2 r0` |" in md
        # the board picture and the score sheet inside are Looot's own (checked by their tests)
        mine = md.split("## 版图")[0] + md.split("## 行动记录")[1]
        assert english_leaks(mine, referee_home) == [], mine
    else:
        assert "## Game log" in md and "| # | round | by | move | step | at |" in md
        assert "- game over, round 12, 199 moves" in md
        assert chinese_leaks(md.split("## Board")[0] + md.split("## Game log")[1]) == []
    game(referee_home, lang, "g")
    out = check(run(referee_home, lang, "export", "g", "-f", "bgstats"), referee_home, lang, code=1)
    assert ("the game is not over yet; a BG Stats play record" in out) == (lang == "en")
    out = check(run(referee_home, lang, "export", "g", "-f", "nope"), referee_home, lang, code=2)
    assert ("unknown export format 'nope'; choose one of csv, json" in out) == (lang == "en")


@LANGS
def test_stats_and_the_history_chart(referee_home, lang):
    out = check(run(referee_home, lang, "stats"), referee_home, lang)
    assert ("No saved games in" in out) == (lang == "en")
    game(referee_home, lang, "done", moves=len(MOVES))
    game(referee_home, lang, "g")
    (referee_home / "saves" / "broken.toml").write_text("schema = \n")
    out = check(run(referee_home, lang, "stats"), referee_home, lang)
    if lang == "en":
        assert "Looot (峡湾领主): 1 finished play(s), 1 in progress (not counted)" in out
        assert "Player | Plays | Wins | Win rate | Average | Best | Worst | Streak | Time" in out
        assert "Most common tie-break: none was needed" in out
        assert "skipped broken.toml: " in out
    else:
        assert "峡湾领主 (Looot)：已完成 1 局，另有 1 局进行中（不计入）" in out
        assert "玩家 | 局数 | 胜场 | 胜率 | 平均分 | 最高分 | 最低分 | 最长连胜 | 时长" in out
    chart = run(referee_home, lang, "history", "done", "--chart")
    out = check(chart, referee_home, lang, extra=("A", "B", "C"))  # the seat letters of the plot
    assert ("Score at the end of each round" in out) == (lang == "en")

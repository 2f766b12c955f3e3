"""The interactive score sheet, driven through prompt_toolkit pipe input (REFEREE_FORCE_PROMPTS=1).

Keys: "\\r" = Enter, "\\x15" = Ctrl-U (clear the line after a rejected answer), "\\x1b[B" = down
arrow, "\\x03" = Ctrl-C; confirm questions take "y" or "n" and then Enter.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest
import typer
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from typer.testing import CliRunner

from prompts import can_prompt
from prompts.score_questions import OMIT, _sub_name, _validator, evaluate, parse_answer
from referee import i18n, output
from referee.commands import score
from referee.core.errors import Interrupted
from scorers.sheet_file import field_map

ENTER = "\r"
CLEAR = "\x15"
DOWN = "\x1b[B"


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    folder = tmp_path / "work"
    folder.mkdir()
    return folder


@pytest.fixture(autouse=True)
def _terminal(monkeypatch: pytest.MonkeyPatch, workdir: Path) -> None:
    monkeypatch.setenv("REFEREE_FORCE_PROMPTS", "1")
    monkeypatch.setenv("REFEREE_WIDTH", "100")
    monkeypatch.chdir(workdir)
    output.out.cache_clear()
    output.err.cache_clear()


def app() -> typer.Typer:
    application = typer.Typer()
    score.register(application)

    @application.callback()
    def _root() -> None:
        """Subcommand mode, as in referee.cli."""

    return application


def drive(keys: list[str], *args: str) -> typer.testing.Result:
    with create_pipe_input() as pipe:
        pipe.send_text("".join(keys))
        pipe.close()
        with create_app_session(input=pipe, output=DummyOutput()):
            return CliRunner().invoke(app(), ["score", *args])


def answers(*values: str) -> list[str]:
    return [v + ENTER for v in values]


# ----------------------------------------------------------------------------- typed answers


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("7", 7),
        (" 3+6+2 ", 11),
        ("2×4+1", 9),
        ("2x3", 6),
        ("(3+2)*2", 10),
        ("12-3", 9),
        ("12 − 3", 9),
        ("0", 0),
    ],
)
def test_arithmetic_is_accepted(text: str, value: int) -> None:
    assert evaluate(text) == value


@pytest.mark.parametrize("text", ["", "abc", "3+", "(3", "3)", "3 4", "2.5", "-"])
def test_anything_else_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        evaluate(text)


def test_answers_per_kind_keep_the_arithmetic() -> None:
    looot = field_map("looot")
    assert parse_answer(looot["castle"], "3+6+2") == (11, "3+6+2")
    assert parse_answer(looot["castle"], "") == (0, "")
    assert parse_answer(looot["axe"], "") == (OMIT, "")
    assert parse_answer(looot["longships"], "Castle31, gold+2") == (["Castle31", "gold+2"], "")
    assert parse_answer(field_map("guilds")["mayor_cards"], "4, 0, 3+1") == ([4, 0, 4], "4, 0, 3+1")
    lehavre = field_map("lehavre")
    assert parse_answer(lehavre["ships"], "S05, 6") == (["S05", 6], "")
    assert parse_answer(lehavre["goods"], "fish 3, smoked fish=2, bread: 1+1") == (
        {"fish": 3, "smoked fish": 2, "bread": 2},
        "bread 1+1",
    )
    with pytest.raises(ValueError, match="cannot be negative"):
        parse_answer(looot["castle"], "2-5")
    with pytest.raises(ValueError, match="empty"):
        parse_answer(looot["sites"], "port,,altar")


def test_answers_are_checked_against_the_whole_sheet_so_far() -> None:
    sheet: list[dict[str, Any]] = [{"name": "Ann", "trophy": 4}, {"name": "Bob"}]
    check = _validator("looot", sheet, 1, field_map("looot")["trophy"])
    assert check("4") == "Bob, trophy: the 4-axe trophy is already held by Ann"
    assert check("7") == "Bob, trophy: no trophy shows 7 axes; they show 2, 3, 4, 5, 6 (0 = none)"
    assert check("three") == "not a number: 'three' (digits, or a sum like 3+6+2)"
    assert check("2+1") is True
    buildings = _validator("lehavre", [{"name": "Ann"}], 0, field_map("lehavre")["buildings"])
    assert buildings("Wharf, Bnak") == "Ann, buildings: unknown building 'Bnak'; closest: Bank, Bakery"


def test_force_variable_controls_prompting(monkeypatch: pytest.MonkeyPatch) -> None:
    assert can_prompt()
    monkeypatch.setenv("REFEREE_FORCE_PROMPTS", "0")
    assert not can_prompt()


# ----------------------------------------------------------------------------- whole flows


def test_looot_flow_with_a_rejected_answer_then_save_and_export(workdir: Path) -> None:
    keys = [
        *answers("Ann, Bob"),
        # Ann: castle, watchtower, house, gold, sheep, wood, longships, sites, trophy, axe, unfilled
        *answers("1+1", "", "3", "", "", "2+1", "Castle31", "port, palace", "4", "4", "1"),
        # Bob: trophy 4 is Ann's: refused, cleared, 2 instead
        *answers("1", "", "", "5", "", "", "", "", "4"),
        CLEAR,
        *answers("2", "", ""),
        "y" + ENTER,  # save the TOML
        ENTER,  # default name looot-sheet.toml
        "y" + ENTER,  # export
        DOWN + ENTER,  # CSV
        ENTER,  # default name looot-sheet.csv
    ]
    result = drive(keys, "looot")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Winner: Ann with 39" in text
    assert "castle: (4 + 3 longship bonus) × 2 = 14 (entered as 1+1)" in text
    assert "wood: 1 × 3 = 3 (entered as 2+1)" in text
    saved = (workdir / "looot-sheet.toml").read_text(encoding="utf-8")
    assert "castle = 2  # 1+1" in saved
    data = tomllib.loads(saved)
    assert data["players"][0]["longships"] == ["Castle31"]
    assert data["players"][1]["trophy"] == 2
    assert "axe" not in data["players"][1]  # skipped: not written
    exported = (workdir / "looot-sheet.csv").read_text(encoding="utf-8")
    assert "total,Total,39,17" in exported
    again = CliRunner().invoke(app(), ["score", "looot", "--sheet", "looot-sheet.toml", "-f", "json"])
    assert [p["total"] for p in json.loads(again.stdout)["players"]] == [39, 17]


def test_lehavre_flow_asks_goods_only_with_a_storehouse() -> None:
    keys = [
        *answers("Ann, Bob"),
        *answers("23", "3", "Wharf, Storehuose"),
        CLEAR,
        *answers("Wharf, Storehouse", "S05, 6", "fish 3, bread 4+2"),
        *answers("12", "4", "B1, Steel Mill", ""),  # Bob: no Storehouse, no goods question
        "n" + ENTER,
        "n" + ENTER,
    ]
    result = drive(keys, "lehavre")
    assert result.exit_code == 0, result.output
    # Ann: 23 − 15 = 8 + Wharf 14 + Storehouse 4 + ships 10 + Storehouse 9 goods → 4 = 40
    # Bob: 12 − 10 = 2 + B1 4 + Steel Mill 22 − 2 unpaid × 7 = 14
    assert "Winner: Ann with 40" in result.stdout
    assert "storehouse: 9 goods ÷ 2, rounded down = 4" in result.stdout


def test_guilds_flow_without_saving() -> None:
    keys = [*answers("Ann, Bob", "30+10", "3, 2", "1", "45", "", ""), "n" + ENTER, "n" + ENTER]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert "Winner: Ann with 46" in result.stdout
    assert "vp: score track 40 (entered as 30+10)" in result.stdout
    assert not list(Path.cwd().iterdir())


def test_pendulum_flow_with_parchment_questions_and_json_output() -> None:
    keys = [
        *answers("Ann, Bob"),
        # Ann: power, prestige, popularity, parchment ×3, legendary, glory, privilege
        *answers("10", "9", "12", "10", "8", "11"),
        "y" + ENTER,
        *answers("", "2"),
        *answers("7", "9", "8", "10", "8", "9"),
        "y" + ENTER,
        *answers("", "1"),
        "n" + ENTER,  # no TOML save; --format json prints instead of offering an export
    ]
    result = drive(keys, "pendulum", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout[result.stdout.index('{\n  "game"') :])
    assert data["outcome"] == "direct"
    assert data["winners"] == ["Ann"]
    assert "total" not in data["players"][0]


def test_player_names_are_checked() -> None:
    keys = [
        *answers("A, B, C, D, E"),
        CLEAR,
        *answers("Ann, ann"),
        CLEAR,
        *answers("Ann, Bob"),
        *[ENTER] * 6,
        "n" + ENTER,
        "n" + ENTER,
    ]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert "Shared win: Ann, Bob with 0 each" in result.stdout


def test_an_existing_file_is_only_replaced_when_confirmed(workdir: Path) -> None:
    (workdir / "guilds-sheet.toml").write_text("keep me", encoding="utf-8")
    keys = [
        *answers("Solo", "5", "", ""),
        "y" + ENTER,
        ENTER,
        "n" + ENTER,
        CLEAR,
        *answers("other.toml"),
        "n" + ENTER,
    ]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert (workdir / "guilds-sheet.toml").read_text(encoding="utf-8") == "keep me"
    assert tomllib.loads((workdir / "other.toml").read_text(encoding="utf-8"))["players"] == [
        {"name": "Solo", "vp": 5, "mayor_cards": [], "adjacent_master_pairs": 0}
    ]


def test_ctrl_c_abandons_the_sheet() -> None:
    result = drive([*answers("Ann, Bob", "3"), "\x03"], "guilds")
    assert isinstance(result.exception, Interrupted)
    assert result.exception.exit_code == 130
    assert not list(Path.cwd().iterdir())


def test_end_of_input_abandons_the_sheet() -> None:
    result = drive(answers("Ann, Bob", "3"), "guilds")
    assert isinstance(result.exception, Interrupted)
    assert "end of input" in str(result.exception)


def test_answers_are_refused_in_chinese() -> None:
    i18n.set_lang("zh")
    sheet: list[dict[str, Any]] = [{"name": "Ann", "trophy": 4}, {"name": "Bob"}]
    check = _validator("looot", sheet, 1, field_map("looot")["trophy"])
    assert check("4") == "Bob 的 trophy：4 斧奖杯已经由 Ann 持有"
    assert check("three") == "不是数：'three'（请输入数字，或像 3+6+2 这样的算式）"
    sites = _validator("looot", sheet, 1, field_map("looot")["sites"])
    assert sites("港口、宫殿") is True
    assert (
        sites("港口，temple")
        == "Bob 的 sites：'temple' 不是工地；工地有 port（港口）、altar（祭坛）、palace（宫殿）"
    )
    assert _sub_name("pendulum", field_map("pendulum")["parchment"], "power") == "权力"
    assert field_map("pendulum")["parchment"].question == "羊皮纸区起始的格数"


def test_guilds_flow_in_chinese() -> None:
    i18n.set_lang("zh")
    keys = [*answers("Ann，Bob", "30+10", "3、2", "1", "45", "", ""), "n" + ENTER, "n" + ENTER]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert "伦敦公会 — 计分表" in result.stdout
    assert "获胜者：Ann，46 分" in result.stdout
    assert "胜利分：计分轨 40（输入为 30+10）" in result.stdout
    assert "市长奖励卡：3 + 2 = 5（2 张）" in result.stdout


def test_a_rejected_answer_is_replaced_by_what_is_typed_next_not_appended_to() -> None:
    """Bob's trophy 4 is refused (Ann holds it); typing 2 without clearing the line gives 2, not 42."""
    keys = [
        *answers("Ann, Bob"),
        *answers("1+1", "", "3", "", "", "2+1", "Castle31", "port, palace", "4", "4", "1"),
        *answers("1", "", "", "5", "", "", "", "", "4"),
        *answers("2", "", ""),
        "n" + ENTER,
        "n" + ENTER,
    ]
    result = drive(keys, "looot")
    assert result.exit_code == 0, result.output
    assert "Winner: Ann with 39" in result.stdout


def test_a_yes_no_answer_waits_for_enter() -> None:
    """`y` alone does not answer "save the sheet?": the Backspace then `n` Enter says no."""
    keys = [*answers("Solo", "5", "", ""), "y", "\x7f", "n" + ENTER, "n" + ENTER]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert not list(Path.cwd().iterdir())


def test_a_typed_file_name_is_the_name_not_appended_to_the_suggestion(workdir: Path) -> None:
    keys = [*answers("Solo", "5", "", ""), "y" + ENTER, *answers("x.toml"), "n" + ENTER]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert (workdir / "x.toml").is_file()
    assert not list(workdir.glob("guilds-sheet*"))  # not `guilds-sheet.tomlx.toml`


def test_missing_folders_are_made_and_an_unwritable_name_is_asked_again(workdir: Path) -> None:
    (workdir / "a-file").write_text("not a folder", encoding="utf-8")
    keys = [
        *answers("Solo", "5", "", ""),
        "y" + ENTER,
        *answers("a-file/x.toml"),  # a folder cannot be made where a file is: said, asked again
        *answers("new/deeper/x.toml"),
        "n" + ENTER,
    ]
    result = drive(keys, "guilds")
    assert result.exit_code == 0, result.output
    assert "a-file/x.toml cannot be written" in result.stdout
    assert tomllib.loads((workdir / "new/deeper/x.toml").read_text(encoding="utf-8"))["players"][0]["vp"] == 5

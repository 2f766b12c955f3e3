"""`referee score GAME --sheet FILE [--format] [--output]` through typer's CliRunner, and the exit
codes through `referee.cli.main` (sheet problems exit 1 without a traceback)."""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from referee import output
from referee.commands import score
from referee.core.errors import UsageError
from scorers.problems import SheetError

LOOOT_SHEET = """\
game = "looot"

[[players]]
name = "Ann"
castle = 2
wood = 3
axe = 4
longships = ["Castle31"]
sites = ["port", "palace"]
trophy = 4
unfilled_longships = 1

[[players]]
name = "Bob"
castle = 1
gold = 5
trophy = 2
"""
# Ann: castle (4 + 3) × 2 = 14, wood 3, sites 14, trophy 10, unfilled −5 = 36
# Bob: castle 4, gold 10, trophy 3 = 17


@pytest.fixture(autouse=True)
def _plain_consoles(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REFEREE_WIDTH", "100")
    monkeypatch.setenv("REFEREE_FORCE_PROMPTS", "0")
    output.out.cache_clear()
    output.err.cache_clear()


def app() -> typer.Typer:
    application = typer.Typer()
    score.register(application)

    @application.callback()
    def _root() -> None:
        """Subcommand mode, as in referee.cli."""

    return application


def run(*args: str) -> typer.testing.Result:
    return CliRunner().invoke(app(), ["score", *args])


@pytest.fixture
def looot_sheet(tmp_path: Path) -> Path:
    path = tmp_path / "looot.toml"
    path.write_text(LOOOT_SHEET, encoding="utf-8")
    return path


def test_the_default_is_the_rich_table_with_verdict_and_explanations(looot_sheet: Path) -> None:
    result = run("looot", "--sheet", str(looot_sheet))
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Looot — score sheet" in text
    assert "Construction sites" in text
    assert "Winner: Ann with 36" in text
    assert "castle: (4 + 3 longship bonus) × 2 = 14" in text
    assert "unfilled longships: 1 × −5 = −5" in text
    total_line = next(line for line in text.splitlines() if "Total" in line)
    assert "36" in total_line and "17" in total_line


def test_json_is_exactly_one_object_on_stdout(looot_sheet: Path) -> None:
    result = run("looot", "--sheet", str(looot_sheet), "--format", "json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert [(p["name"], p["total"], p["rank"]) for p in data["players"]] == [("Ann", 36, 1), ("Bob", 17, 2)]
    assert data["winners"] == ["Ann"]
    assert data["tiebreak"] is None
    assert data["outcome"] == "points"
    assert data["players"][0]["rows"]["castle"] == 14
    assert result.stderr == ""


def test_csv_and_markdown_on_stdout(looot_sheet: Path) -> None:
    rows = list(csv.reader(io.StringIO(run("looot", "--sheet", str(looot_sheet), "-f", "csv").stdout)))
    assert rows[0] == ["key", "category", "Ann", "Bob"]
    assert ["total", "Total", "36", "17"] in rows
    md = run("looot", "--sheet", str(looot_sheet), "-f", "md").stdout
    assert md.startswith("# Looot score sheet\n\n| Category | Ann | Bob |\n|---|---:|---:|\n")
    assert "| **Total** | **36** | **17** |" in md


def test_output_file_takes_its_format_from_the_suffix(looot_sheet: Path, tmp_path: Path) -> None:
    target = tmp_path / "sheet.json"
    result = run("looot", "--sheet", str(looot_sheet), "--output", str(target))
    assert result.exit_code == 0
    assert result.stdout == ""
    assert f"Wrote {target} (json)" in result.stderr
    assert json.loads(target.read_text(encoding="utf-8"))["winners"] == ["Ann"]


def test_table_to_a_file_is_plain_text(looot_sheet: Path, tmp_path: Path) -> None:
    target = tmp_path / "sheet.txt"
    assert run("looot", "--sheet", str(looot_sheet), "-f", "table", "-o", str(target)).exit_code == 0
    text = target.read_text(encoding="utf-8")
    assert "\x1b[" not in text
    assert "Winner: Ann with 36" in text
    assert "Unfilled longships" in text


def test_every_game_from_a_file(tmp_path: Path) -> None:
    sheets = {
        "lehavre": (
            '[[players]]\nname = "Ann"\nfrancs = 12\nloans = 1\nbuildings = ["Wharf"]\nships = ["S01"]\n',
            [23],
        ),
        "guilds": (
            '[[players]]\nname = "Ann"\nvp = 30\nmayor_cards = [4, 2]\nadjacent_master_pairs = 1\n',
            [37],
        ),
        "pendulum": (
            '[[players]]\nname = "Ann"\npower = 3\nprestige = 4\npopularity = 5\nlegendary = true\nprivilege = 1\n'
            "parchment = { power = 5, prestige = 5, popularity = 5 }\n",
            None,
        ),
    }
    for game, (text, totals) in sheets.items():
        path = tmp_path / f"{game}.toml"
        path.write_text(text, encoding="utf-8")
        result = run(game, "--sheet", str(path), "--format", "json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        assert data["game"] == game
        if totals is None:
            assert "total" not in data["players"][0]
            assert data["outcome"] == "regular"
        else:
            assert [p["total"] for p in data["players"]] == totals


def test_sheet_problems_raise_sheet_errors(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(
        '[[players]]\nname = "Ann"\ntrophy = 4\n[[players]]\nname = "Bob"\ntrophy = 4\n', encoding="utf-8"
    )
    result = run("looot", "--sheet", str(path))
    assert isinstance(result.exception, SheetError)
    assert result.exception.exit_code == 1
    assert "Bob, trophy: the 4-axe trophy is already held by Ann" in str(result.exception)


def test_unknown_game_and_format_are_usage_errors(looot_sheet: Path) -> None:
    assert isinstance(run("chess", "--sheet", str(looot_sheet)).exception, UsageError)
    assert isinstance(run("looot", "--sheet", str(looot_sheet), "-f", "xml").exception, UsageError)


def test_without_a_terminal_it_asks_for_a_sheet_instead_of_prompting() -> None:
    result = run("guilds")
    assert isinstance(result.exception, UsageError)
    message = str(result.exception)
    assert "no terminal to ask the scores in" in message
    assert "referee score guilds --sheet FILE" in message
    assert "vp, mayor_cards, adjacent_master_pairs" in message


def _main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    from referee.cli import main

    monkeypatch.setattr(sys, "argv", ["referee", *args])
    with pytest.raises(SystemExit) as exited:
        main()
    return int(exited.value.code or 0)


def test_cli_exit_codes_and_no_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[[players]]\nname = "Ann"\ncastle = -2\nbogus = 1\n[[players]]\nname = "Bob"\n', encoding="utf-8"
    )
    assert _main(monkeypatch, "score", "looot", "--sheet", str(bad)) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "Ann, castle: cannot be negative (-2)" in err
    assert "Ann, bogus: unknown key" in err
    assert _main(monkeypatch, "score", "looot") == 2
    assert "--sheet FILE" in capsys.readouterr().err
    assert _main(monkeypatch, "score", "looot", "--sheet", str(tmp_path / "missing.toml")) == 1
    assert "missing.toml: file: no such file" in capsys.readouterr().err


def test_the_sheet_and_its_errors_in_chinese(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], looot_sheet: Path, tmp_path: Path
) -> None:
    assert _main(monkeypatch, "--lang", "zh", "score", "looot", "--sheet", str(looot_sheet)) == 0
    text = capsys.readouterr().out
    assert "峡湾领主 — 计分表" in text
    assert "获胜者：Ann，36 分" in text
    assert "城堡：（4 + 3 长船加成）× 2 块 = 14" in text
    total_line = next(line for line in text.splitlines() if "总分" in line)
    assert "36" in total_line and "17" in total_line
    assert (
        _main(monkeypatch, "--lang", "zh", "score", "looot", "--sheet", str(looot_sheet), "-f", "json") == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"game", "players", "winners", "tiebreak", "outcome"}
    assert data["players"][0]["rows"]["castle"] == 14
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[[players]]\nname = "Ann"\ntrophy = 4\n[[players]]\nname = "Bob"\ntrophy = 4\n', encoding="utf-8"
    )
    assert _main(monkeypatch, "--lang", "zh", "score", "looot", "--sheet", str(bad)) == 1
    assert "Bob 的 trophy：4 斧奖杯已经由 Ann 持有" in capsys.readouterr().err
    assert _main(monkeypatch, "--lang", "zh", "score", "guilds") == 2
    err = capsys.readouterr().err
    assert "没有可提问的终端" in err and "referee score guilds --sheet" in err

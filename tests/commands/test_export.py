"""`referee export`: each format read back with a standard parser (csv, json, xml.etree, html.parser)."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import time
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from tests.pictures.positions import golden_lines, golden_save, write_save

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def finished(referee_home):
    write_save(referee_home / "saves", "g3", golden_save())
    return "g3"


@pytest.fixture
def utc(monkeypatch):
    """Local time = UTC, so BG Stats' local play date is predictable."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_json_holds_the_facts_the_sheet_and_the_log(cli, finished):
    r = cli("export", finished, "--format", "json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["format"] == "referee-export" and data["version"] == 1
    assert data["game"] == "looot" and data["save"] == "g3" and data["players"] == ["Ann", "Bob", "Cid"]
    assert data["over"] is True and data["round"] == 12
    assert data["outcome"] == {"termination": "all_vikings_placed", "winners": ["Bob"], "tiebreak": None}
    assert [p["total"] for p in data["sheet"]["players"]] == [-6, 11, -19]
    assert data["sheet"]["winners"] == ["Bob"]
    assert len(data["log"]) == 199
    assert data["log"][0] == {
        "n": 1,
        "round": 0,
        "phase": "declare_board",
        "by": "table",
        "move": "board 3 at -3,-2 r0",
        "at": "2024-05-01T19:25:00+00:00",
    }
    assert data["log"][14]["by"] == "Cid" and data["log"][14]["round"] == 1


def test_json_parts(cli, finished):
    data = json.loads(cli("export", finished, "-f", "json", "--part", "log").output)
    assert "log" in data and "sheet" not in data
    data = json.loads(cli("export", finished, "-f", "json", "--part", "sheet").output)
    assert "sheet" in data and "log" not in data


def test_csv_is_the_sheet_a_blank_line_and_the_log(cli, finished):
    r = cli("export", finished, "--format", "csv")
    assert r.exit_code == 0
    rows = list(csv.reader(io.StringIO(r.output)))
    blank = rows.index([])
    sheet, log = rows[:blank], rows[blank + 1 :]
    assert sheet[0] == ["key", "category", "Ann", "Bob", "Cid"]
    assert ["total", "Total", "-6", "11", "-19"] in sheet
    assert log[0] == ["n", "round", "phase", "by", "move", "at"]
    assert len(log) == 1 + 199
    assert log[1][:5] == ["1", "0", "declare_board", "table", "board 3 at -3,-2 r0"]


def test_csv_log_alone_is_one_table(cli, finished):
    r = cli("export", finished, "-f", "csv", "--part", "log")
    rows = list(csv.DictReader(io.StringIO(r.output)))
    assert len(rows) == 199
    assert rows[-1]["move"] == "pass" and rows[-1]["n"] == "199"


def test_markdown_has_the_board_the_sheet_and_the_log(cli, finished):
    r = cli("export", finished, "--format", "md")
    assert r.exit_code == 0
    text = r.output
    assert text.startswith("# Looot (峡湾领主): g3\n")
    assert "## Board\n\n```text\nLooot  game over after round 12\n" in text
    assert "## Looot score sheet" in text and "### How each row was computed" in text
    assert "| **Total** | **-6** | **11** | **-19** |" in text
    log = [line for line in text.splitlines() if re.match(r"\| \d+ \| \d+ \|", line)]
    assert len(log) == 199 and log[0].startswith("| 1 | 0 | table | `board 3 at -3,-2 r0` |")


def _svg_text(root: ET.Element) -> str:
    return "".join(el.text or "" for el in root.iter(f"{SVG}text")).replace("\xa0", " ")


def test_svg_parses_as_xml_and_holds_the_picture_and_the_sheet(cli, finished):
    r = cli("export", finished, "--format", "svg")
    assert r.exit_code == 0
    root = ET.fromstring(r.output)
    assert root.tag == f"{SVG}svg"
    text = _svg_text(root)
    assert "Landscape" in text and "Fjords" in text and "score sheet" in text
    assert "Game log" not in text and "board 3 at -3,-2 r0" not in text  # a picture, not the log's strip
    logged = _svg_text(ET.fromstring(cli("export", finished, "--format", "svg", "--part", "log").output))
    assert "Game log" in logged and "board 3 at -3,-2 r0" in logged and "Landscape" not in logged


def test_svg_in_chinese(cli, finished):
    root = ET.fromstring(cli("export", finished, "-f", "svg", "--part", "board", "--lang", "zh").output)
    text = _svg_text(root)
    assert "风景区" in text and "Game log" not in text


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.chunks: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        self.chunks.append(data)


def test_html_parses_and_holds_the_picture_the_sheet_and_the_log(cli, finished, tmp_path):
    out = tmp_path / "g3.html"
    r = cli("export", finished, "--output", str(out))  # format from the suffix
    assert r.exit_code == 0 and "Wrote" in r.output
    parser = _Text()
    parser.feed(out.read_text(encoding="utf-8"))
    text = "".join(parser.chunks)
    assert "html" in parser.tags and "pre" in parser.tags
    assert "Landscape" in text and "Winner: Bob with 11" in text and "Game log" in text
    assert "\\_B_/" in text


def test_bgstats_play_record(cli, finished, utc):
    r = cli("export", finished, "--format", "bgstats")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert [g["name"] for g in data["games"]] == ["Looot"]
    assert [p["name"] for p in data["players"]] == ["Ann", "Bob", "Cid"]
    (play,) = data["plays"]
    assert play["gameRefId"] == data["games"][0]["id"]
    assert play["playDate"] == "2024-05-01 18:00:00"
    assert play["durationMin"] == 85
    ids = {p["id"]: p["name"] for p in data["players"]}
    scores = {ids[s["playerRefId"]]: s for s in play["playerScores"]}
    assert {n: s["score"] for n, s in scores.items()} == {"Ann": "-6", "Bob": "11", "Cid": "-19"}
    assert {n: s["rank"] for n, s in scores.items()} == {"Ann": 2, "Bob": 1, "Cid": 3}
    assert [n for n, s in scores.items() if s["winner"]] == ["Bob"]
    assert [n for n, s in scores.items() if s["startPlayer"]] == ["Cid"]  # "table: start Cid"
    again = json.loads(cli("export", finished, "--format", "bgstats").output)
    assert again["plays"][0]["uuid"] == play["uuid"]


def test_bgstats_refuses_a_game_in_progress(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save(80))
    r = cli("export", "g", "--format", "bgstats")
    assert r.exit_code == 1 and "not over" in r.output


def test_output_file_and_usage_errors(cli, finished, tmp_path):
    out = tmp_path / "sub" / "g3.csv"
    r = cli("export", finished, "-o", str(out), "--part", "sheet")
    assert r.exit_code == 0
    assert next(csv.reader(io.StringIO(out.read_text(encoding="utf-8")))) == [
        "key",
        "category",
        "Ann",
        "Bob",
        "Cid",
    ]
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask  # not the temporary file's 0600
    assert not list(out.parent.glob(".*.tmp"))
    assert cli("export", finished, "-f", "pdf").exit_code == 2
    assert cli("export", finished, "-f", "csv", "--part", "board").exit_code == 2
    assert cli("export", finished, "-f", "md", "--part", "everything").exit_code == 2
    assert cli("export", "missing").exit_code == 4


def test_export_of_a_fresh_game(cli, referee_home):
    cli("new", "looot", "--players", "Ann,Bob", "--name", "n", "--no-input")
    data = json.loads(cli("export", "n", "-f", "json").output)
    assert data["log"] == [] and data["over"] is False
    r = cli("export", "n", "-f", "svg", "--part", "log")
    assert r.exit_code == 0 and "No moves yet." in _svg_text(ET.fromstring(r.output))


def test_a_table_adjustment_shows_on_the_exported_sheet_and_can_change_the_winner(cli, referee_home):
    write_save(referee_home / "saves", "adj", golden_save(198))  # one move before the end
    r = cli("move", "adj", 'table: adjust Cid vp +40 "Gog & Magog bonus"')
    assert r.exit_code == 0 and "table adjustment: Cid vp +40 (Gog & Magog bonus)" in r.output
    assert cli("move", "adj", golden_lines()[-1]).exit_code == 0
    data = json.loads(cli("export", "adj", "--format", "json").output)
    assert [p["total"] for p in data["sheet"]["players"]] == [-6, 11, -19 + 40]
    assert data["sheet"]["winners"] == ["Cid"]
    assert (
        data["log"][198]["move"] == 'adjust Cid vp +40 "Gog & Magog bonus"'
        and data["log"][198]["by"] == "table"
    )
    md = cli("export", "adj", "--format", "md").output
    assert "Table adjustments" in md and "Gog & Magog bonus" in md

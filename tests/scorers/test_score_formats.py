"""JSON (the exact scripted shape), CSV (a rectangle a spreadsheet opens) and Markdown (a valid table)."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

from referee.core.errors import UsageError
from scorers.formats import choose_format, to_csv, to_json, to_markdown
from scorers.sheet_file import score_data
from scorers.verdict import verdict_lines

LOOOT = {
    "players": [
        {"name": "Ann", "castle": 2, "wood": 1, "longships": ["Castle31"], "trophy": 2},
        {"name": 'Bob "the | Bold", Jr', "gold": 8, "trophy": 3},
    ]
}
PENDULUM = {
    "players": [
        {
            "name": "Ann",
            "power": 10,
            "prestige": 10,
            "popularity": 10,
            "legendary": True,
            "privilege": 2,
            "parchment": {"power": 10, "prestige": 10, "popularity": 10},
        },
        {
            "name": "Bob",
            "power": 3,
            "prestige": 3,
            "popularity": 3,
            "privilege": 1,
            "parchment": {"power": 10, "prestige": 10, "popularity": 10},
        },
    ]
}


def test_json_has_exactly_the_documented_shape() -> None:
    data = json.loads(to_json(score_data("looot", LOOOT)))
    assert set(data) == {"game", "players", "winners", "tiebreak", "outcome"}
    assert data["game"] == "looot"
    # Ann: castle (4 + 3) × 2 = 14, wood 1, trophy 3 = 18; Bob: gold 16, trophy 6 = 22
    assert data["players"][0] == {
        "name": "Ann",
        "rows": {
            "castle": 14,
            "watchtower": 0,
            "house": 0,
            "gold": 0,
            "sheep": 0,
            "wood": 1,
            "sites": 0,
            "trophy": 3,
            "unfilled_longships": 0,
        },
        "total": 18,
        "rank": 2,
    }
    assert data["players"][1]["total"] == 22
    assert data["players"][1]["rank"] == 1
    assert data["winners"] == ['Bob "the | Bold", Jr']
    assert data["tiebreak"] is None
    assert data["outcome"] == "points"


def test_json_for_pendulum_has_no_total() -> None:
    data = json.loads(to_json(score_data("pendulum", PENDULUM)))
    assert data["outcome"] == "direct"
    assert data["winners"] == ["Ann"]
    assert [set(p) for p in data["players"]] == [{"name", "rows", "rank"}] * 2
    assert data["players"][0]["rows"]["legendary"] == 1
    assert data["players"][1]["rank"] == 2


def test_csv_is_a_rectangle_with_a_column_per_player() -> None:
    text = to_csv(score_data("looot", LOOOT))
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["key", "category", "Ann", 'Bob "the | Bold", Jr']
    assert {len(r) for r in rows} == {4}
    table = {r[0]: r[1:] for r in rows[1:]}
    assert table["castle"] == ["Castles", "14", "0"]
    assert table["total"] == ["Total", "18", "22"]
    assert table["rank"] == ["Rank", "2", "1"]
    assert table["winner"] == ["Winner", "", "yes"]
    assert table["outcome"] == ["points", "", ""]
    assert table["tiebreak"] == ["", "", ""]
    assert '"Bob ""the | Bold"", Jr"' in text.splitlines()[0]


def test_csv_for_pendulum_has_no_total_row() -> None:
    rows = list(csv.reader(io.StringIO(to_csv(score_data("pendulum", PENDULUM)))))
    keys = [r[0] for r in rows]
    assert "total" not in keys
    assert keys[-4:] == ["rank", "winner", "outcome", "tiebreak"]
    assert rows[keys.index("outcome")][1] == "direct"


def _cells(line: str) -> list[str]:
    """Split a Markdown table line on unescaped pipes."""
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def test_markdown_table_is_well_formed_and_escapes_pipes() -> None:
    text = to_markdown(score_data("looot", LOOOT))
    lines = text.splitlines()
    assert lines[0] == "# Looot score sheet"
    table = [line for line in lines if line.startswith("|")]
    assert {len(_cells(line)) for line in table} == {3}
    assert _cells(table[0]) == ["Category", "Ann", 'Bob "the \\| Bold", Jr']
    assert table[1] == "|---|---:|---:|"
    assert _cells(table[2]) == ["Castles", "14", "0"]
    assert "| **Total** | **18** | **22** |" in table
    assert "| Rank | 2nd | 1st |" in table
    assert '**Winner: Bob "the \\| Bold", Jr with 22**  ' in lines
    assert "  - castle: (4 + 3 longship bonus) × 2 = 14" in lines


def test_verdicts_in_words() -> None:
    assert verdict_lines(score_data("pendulum", PENDULUM)) == ["Direct victory: Ann"]
    shared = score_data("guilds", {"players": [{"name": "Ann", "vp": 5}, {"name": "Bob", "vp": 5}]})
    assert verdict_lines(shared) == [
        "Shared win: Ann, Bob with 5 each; the tie-break (mayor cards held) did not separate them"
    ]
    decided = score_data(
        "guilds", {"players": [{"name": "Ann", "vp": 5}, {"name": "Bob", "vp": 4, "mayor_cards": [1]}]}
    )
    assert verdict_lines(decided) == ["Winner: Bob with 5", "Tie-break: more mayor cards held (Ann 0, Bob 1)"]
    lehavre = score_data("lehavre", {"players": [{"name": "Ann"}, {"name": "Bob"}]})
    assert verdict_lines(lehavre) == ["Shared win: Ann, Bob with 0 each; ties share the win"]
    nobody = score_data(
        "pendulum",
        {"players": [{**PENDULUM["players"][0], "legendary": False}, PENDULUM["players"][1]]},  # type: ignore[dict-item]
    )
    assert verdict_lines(nobody) == ["No ruler: nobody holds the legendary achievement"]


@pytest.mark.parametrize(
    ("fmt", "output", "expected"),
    [
        (None, None, "table"),
        ("JSON", None, "json"),
        ("markdown", None, "md"),
        (None, Path("out.csv"), "csv"),
        (None, Path("out.MD"), "md"),
        (None, Path("out.txt"), "table"),
        ("json", Path("out.csv"), "json"),
    ],
)
def test_choose_format(fmt: str | None, output: Path | None, expected: str) -> None:
    assert choose_format(fmt, output) == expected


def test_unknown_format_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="unknown format 'xml'"):
        choose_format("xml", None)

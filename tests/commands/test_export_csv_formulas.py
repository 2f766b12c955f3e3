"""CSV a spreadsheet opens without running anything: a player named `=1+2` or `@SUM(A1)` was written
raw, and a spreadsheet ran it as a formula (CSV injection). Such cells get a leading single quote,
as OWASP's guidance has it; numbers stay numbers."""

from __future__ import annotations

import csv
import io

import pytest

from scorers.formats import csv_cell

NAMES = ["=1+2", "@SUM(A1)", "+Cid", "-Dee"]


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        ("=1+2", "'=1+2"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("+x", "'+x"),
        ("-x", "'-x"),
        ("\tx", "'\tx"),
        ("\rx", "'\rx"),
        ("-3", "-3"),
        ("+2.5", "+2.5"),
        (-6, -6),
        ("Ann", "Ann"),
        ("", ""),
        ("a=b", "a=b"),
    ],
)
def test_a_cell_that_would_run_gets_a_quote(value, cell):
    assert csv_cell(value) == cell


def test_export_csv_quotes_names_a_spreadsheet_would_run(cli):
    result = cli("new", "looot", "-p", ",".join(NAMES), "--name", "g", "--no-input")
    assert result.exit_code == 0, result.output
    result = cli("export", "g", "--format", "csv")
    assert result.exit_code == 0, result.output
    rows = list(csv.reader(io.StringIO(result.output)))
    blank = rows.index([])
    sheet, log = rows[:blank], rows[blank + 1 :]
    assert sheet[0][2:] == ["'" + name for name in NAMES]
    totals = next(row for row in sheet if row[0] == "total")
    assert totals[2:] == ["0"] * len(NAMES)
    assert log[0] == ["n", "round", "phase", "by", "move", "at"]
    cells = [cell for row in rows for cell in row]
    assert not [
        c for c in cells if c.startswith(("=", "+", "-", "@", "\t", "\r")) and not c.lstrip("+-").isdigit()
    ]

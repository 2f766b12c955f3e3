"""A ScoreSheet as JSON, CSV or Markdown (the rich table lives in prompts/sheet_view.py, which also
picks among all four: `render`, `emit`; this module never imports the view).

JSON is the exact object scripts rely on:
  {"game", "players": [{"name", "rows": {category: int}, "total", "rank"}], "winners", "tiebreak", "outcome"}
("total" is left out for Pendulum, which has none). CSV is one rectangular table, a row per category
and a column per player, so a spreadsheet opens it as is. Markdown is a GitHub-style table followed
by the verdict and the explanation of every row.

Language (referee.i18n, fixed for the process before anything is scored): every heading, label,
verdict and explanation is in the process language. What scripts read stays the same in both:
the JSON keys, the category keys, `outcome` ("points", "direct", "regular", "no_ruler"), and in the
CSV the `key` column (with its header) and the outcome code. The `tiebreak` text (JSON, CSV) is
the sentence the sheet shows, so it follows the language like the labels; a script should test it
for null, not parse it.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from referee.core.errors import RefereeError, UsageError
from referee.i18n import t
from scorers.sheet import ScoreSheet
from scorers.verdict import rank_labels, title, verdict_lines

FORMATS = ("table", "json", "csv", "md")
EXTENSIONS = {"table": "txt", "json": "json", "csv": "csv", "md": "md"}


def choose_format(fmt: str | None, output: Path | None) -> str:
    """The format asked for, else the one the output file's suffix names, else the table."""
    if fmt is not None:
        chosen = fmt.strip().lower()
        if chosen == "markdown":
            chosen = "md"
        if chosen not in FORMATS:
            raise UsageError(t("score.format.unknown", fmt=repr(fmt), formats=", ".join(FORMATS)))
        return chosen
    if output is not None:
        by_suffix = {f".{ext}": name for name, ext in EXTENSIONS.items()} | {".markdown": "md"}
        return by_suffix.get(output.suffix.lower(), "table")
    return "table"


def as_dict(sheet: ScoreSheet) -> dict[str, Any]:
    players = []
    for i, name in enumerate(sheet.players):
        player: dict[str, Any] = {"name": name, "rows": {row.key: row.cells[i] for row in sheet.rows}}
        if sheet.totals is not None:
            player["total"] = sheet.totals[i]
        player["rank"] = sheet.ranks[i]
        players.append(player)
    return {
        "game": sheet.game,
        "players": players,
        "winners": list(sheet.winners),
        "tiebreak": sheet.tiebreak,
        "outcome": sheet.outcome,
    }


def to_json(sheet: ScoreSheet) -> str:
    import json  # here, not at the top: `status` shows a sheet as a table and never pays ~1.2 ms for it

    return json.dumps(as_dict(sheet), ensure_ascii=False, indent=2) + "\n"


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?[0-9]+(?:\.[0-9]+)?")


def csv_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet cannot run: text starting with = + - @, a tab or a carriage return
    (a player named `=1+2` or `@SUM(A1)`) gets a leading single quote, as OWASP's guidance on CSV
    injection has it; numbers, and text that is just a number (`-3`), stay as they are."""
    if isinstance(value, str) and value.startswith(_FORMULA_START) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value


class SafeWriter:
    """`csv.writer` whose every cell goes through `csv_cell`."""

    def __init__(self, buffer: io.StringIO) -> None:
        import csv  # here, not at the top: `status` never writes CSV (~0.6 ms)

        self._writer = csv.writer(buffer, lineterminator="\n")

    def writerow(self, row: Iterable[Any]) -> None:
        self._writer.writerow([csv_cell(cell) for cell in row])


def to_csv(sheet: ScoreSheet) -> str:
    buffer = io.StringIO()
    writer = SafeWriter(buffer)
    writer.writerow(["key", t("score.heading.csv_category"), *sheet.players])
    for row in sheet.rows:
        writer.writerow([row.key, row.label, *row.cells])
    if sheet.totals is not None:
        writer.writerow(["total", t("score.heading.total"), *sheet.totals])
    writer.writerow(["rank", t("score.heading.rank"), *sheet.ranks])
    yes = t("score.heading.yes")
    writer.writerow(
        ["winner", t("score.heading.winner"), *(yes if p in sheet.winners else "" for p in sheet.players)]
    )
    writer.writerow(["outcome", sheet.outcome, *("" for _ in sheet.players)])
    writer.writerow(["tiebreak", sheet.tiebreak or "", *("" for _ in sheet.players)])
    return buffer.getvalue()


_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\|*_`<>[]#"})


def md_escape(text: str) -> str:
    return text.translate(_MD_SPECIAL)


def to_markdown(sheet: ScoreSheet, level: int = 1) -> str:
    """The sheet as Markdown; `level` is the depth of its heading (2 when embedded in an export)."""
    head = [md_escape(t("score.heading.category")), *(md_escape(p) for p in sheet.players)]
    lines = [
        f"{'#' * level} {md_escape(t('score.heading.md_title', title=title(sheet.game)))}",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" + "---:|" * len(sheet.players),
    ]
    for row in sheet.rows:
        lines.append("| " + " | ".join([md_escape(row.label), *(str(c) for c in row.cells)]) + " |")
    if sheet.totals is not None:
        total = f"**{md_escape(t('score.heading.total'))}**"
        lines.append("| " + " | ".join([total, *(f"**{value}**" for value in sheet.totals)]) + " |")
    lines.append(
        "| " + " | ".join([md_escape(t("score.heading.rank")), *map(md_escape, rank_labels(sheet))]) + " |"
    )
    lines.append("")
    lines.extend(
        f"**{md_escape(line)}**  " if i == 0 else f"{md_escape(line)}  "
        for i, line in enumerate(verdict_lines(sheet))
    )
    lines += ["", f"{'#' * (level + 1)} {md_escape(t('score.heading.how'))}", ""]
    for i, name in enumerate(sheet.players):
        lines.append(f"- **{md_escape(name)}**")
        lines.extend(f"  - {md_escape(row.explain[i])}" for row in sheet.rows if row.explain[i])
    return "\n".join(lines) + "\n"


def write_file(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise RefereeError(t("score.format.cannot_write", path=path, reason=exc.strerror or exc)) from None

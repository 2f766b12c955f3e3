"""A ScoreSheet as JSON, CSV or Markdown (the rich table lives in prompts/sheet_view.py).

JSON is the exact object scripts rely on:
  {"game", "players": [{"name", "rows": {category: int}, "total", "rank"}], "winners", "tiebreak", "outcome"}
("total" is left out for Pendulum, which has none). CSV is one rectangular table, a row per category
and a column per player, so a spreadsheet opens it as is. Markdown is a GitHub-style table followed
by the verdict and the explanation of every row.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from referee.core.errors import RefereeError, UsageError
from scorers.sheet import ScoreSheet

FORMATS = ("table", "json", "csv", "md")
EXTENSIONS = {"table": "txt", "json": "json", "csv": "csv", "md": "md"}
TIE_RULES = {"looot": "trophy value", "guilds": "mayor cards held"}  # Le Havre: ties simply share
OUTCOMES = {
    "direct": "Direct victory",
    "regular": "Regular victory",
    "no_ruler": "No ruler: nobody holds the legendary achievement",
}


def title(game_id: str) -> str:
    from referee.registry import GAMES

    entry = GAMES.get(game_id)
    return entry.title_en if entry else game_id


def choose_format(fmt: str | None, output: Path | None) -> str:
    """The format asked for, else the one the output file's suffix names, else the table."""
    if fmt is not None:
        chosen = fmt.strip().lower()
        if chosen == "markdown":
            chosen = "md"
        if chosen not in FORMATS:
            raise UsageError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
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
    return json.dumps(as_dict(sheet), ensure_ascii=False, indent=2) + "\n"


def to_csv(sheet: ScoreSheet) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["key", "category", *sheet.players])
    for row in sheet.rows:
        writer.writerow([row.key, row.label, *row.cells])
    if sheet.totals is not None:
        writer.writerow(["total", "Total", *sheet.totals])
    writer.writerow(["rank", "Rank", *sheet.ranks])
    writer.writerow(["winner", "Winner", *("yes" if p in sheet.winners else "" for p in sheet.players)])
    writer.writerow(["outcome", sheet.outcome, *("" for _ in sheet.players)])
    writer.writerow(["tiebreak", sheet.tiebreak or "", *("" for _ in sheet.players)])
    return buffer.getvalue()


def ordinal(rank: int, shared: bool = False) -> str:
    suffix = "th" if 10 <= rank % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    return f"{rank}{suffix}{'=' if shared else ''}"


def rank_labels(sheet: ScoreSheet) -> list[str]:
    return [ordinal(r, sheet.ranks.count(r) > 1) for r in sheet.ranks]


def verdict_lines(sheet: ScoreSheet) -> list[str]:
    """Who won, how, and the tie-break that decided, in plain words."""
    names = ", ".join(sheet.winners)
    lines = []
    if sheet.outcome == "points":
        assert sheet.totals is not None
        top = max(sheet.totals) if sheet.totals else 0
        if len(sheet.winners) == 1:
            lines.append(f"Winner: {names} with {top}")
        else:
            rule = TIE_RULES.get(sheet.game)
            why = f"; the tie-break ({rule}) did not separate them" if rule else "; ties share the win"
            lines.append(f"Shared win: {names} with {top} each{why}")
    elif sheet.outcome == "no_ruler":
        lines.append(OUTCOMES["no_ruler"])
    else:
        lines.append(f"{OUTCOMES.get(sheet.outcome, sheet.outcome)}: {names}")
    if sheet.tiebreak:
        lines.append(f"Tie-break: {sheet.tiebreak}")
    return lines


_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\|*_`<>[]#"})


def md_escape(text: str) -> str:
    return text.translate(_MD_SPECIAL)


def to_markdown(sheet: ScoreSheet, level: int = 1) -> str:
    """The sheet as Markdown; `level` is the depth of its heading (2 when embedded in an export)."""
    head = ["Category", *(md_escape(p) for p in sheet.players)]
    lines = [
        f"{'#' * level} {md_escape(title(sheet.game))} score sheet",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" + "---:|" * len(sheet.players),
    ]
    for row in sheet.rows:
        lines.append("| " + " | ".join([md_escape(row.label), *(str(c) for c in row.cells)]) + " |")
    if sheet.totals is not None:
        lines.append("| " + " | ".join(["**Total**", *(f"**{t}**" for t in sheet.totals)]) + " |")
    lines.append("| " + " | ".join(["Rank", *rank_labels(sheet)]) + " |")
    lines.append("")
    lines.extend(
        f"**{md_escape(line)}**  " if i == 0 else f"{md_escape(line)}  "
        for i, line in enumerate(verdict_lines(sheet))
    )
    lines += ["", f"{'#' * (level + 1)} How each row was computed", ""]
    for i, name in enumerate(sheet.players):
        lines.append(f"- **{md_escape(name)}**")
        lines.extend(f"  - {md_escape(row.explain[i])}" for row in sheet.rows if row.explain[i])
    return "\n".join(lines) + "\n"


def render(sheet: ScoreSheet, fmt: str) -> str:
    if fmt == "json":
        return to_json(sheet)
    if fmt == "csv":
        return to_csv(sheet)
    if fmt == "md":
        return to_markdown(sheet)
    if fmt == "table":
        from prompts.sheet_view import render_text

        return render_text(sheet)
    raise UsageError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")


def write_file(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise RefereeError(f"cannot write {path}: {exc.strerror or exc}") from None


def emit(sheet: ScoreSheet, fmt: str, output: Path | None = None) -> None:
    """Print the sheet in `fmt` on stdout, or write it to `output` (and say so on stderr)."""
    from referee import output as out

    if output is not None:
        write_file(output, render(sheet, fmt))
        out.err().print(f"Wrote {output} ({fmt})", markup=False, highlight=False)
        return
    if fmt == "table":
        from prompts.sheet_view import show

        show(sheet)
        return
    out.out().print(render(sheet, fmt), markup=False, highlight=False, emoji=False, soft_wrap=True, end="")

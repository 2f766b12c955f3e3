"""A ScoreSheet as a rich table: a row per category, a column per player, totals, ranks, the verdict
with the deciding tie-break, and the one-line explanation of every row a player can check by hand.

Headings are `score.heading.*` messages in the process language; the rows, explanations and
verdict were built in that language when the sheet was scored."""

from __future__ import annotations

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from referee import output
from referee.i18n import t
from scorers.formats import rank_labels, title, verdict_lines
from scorers.sheet import ScoreSheet


def build_table(sheet: ScoreSheet) -> Table:
    table = Table(title=t("score.heading.title", title=title(sheet.game)), title_justify="left")
    table.add_column(t("score.heading.category"), no_wrap=False)
    for name in sheet.players:
        star = " ★" if name in sheet.winners else ""
        table.add_column(f"{name}{star}", justify="right", style="bold" if star else None)
    for row in sheet.rows:
        table.add_row(row.label, *(str(c) for c in row.cells))
    table.add_section()
    if sheet.totals is not None:
        total = Text(t("score.heading.total"), style="bold")
        table.add_row(total, *(Text(str(value), style="bold") for value in sheet.totals))
    table.add_row(t("score.heading.rank"), *rank_labels(sheet))
    return table


def explanation_lines(sheet: ScoreSheet) -> list[tuple[str, list[str]]]:
    """Per player, the explanation of each row. On point sheets rows worth 0 are left out (the
    exports keep them all); Pendulum keeps every row, since zero distances decide there."""
    skip_zero = sheet.totals is not None
    result = []
    for i, name in enumerate(sheet.players):
        lines = [
            row.explain[i] for row in sheet.rows if row.explain[i] and not (skip_zero and row.cells[i] == 0)
        ]
        result.append((name, lines))
    return result


def renderable(sheet: ScoreSheet, verdict: str | None = None) -> Group:
    """The sheet as rich renders it; `verdict` replaces the verdict lines (an unfinished game's
    export: "not over, the score so far")."""
    parts: list[Table | Text] = [build_table(sheet)]
    if verdict is not None:
        parts.append(Text(verdict, style="bold"))
    for i, line in enumerate(verdict_lines(sheet) if verdict is None else ()):
        parts.append(Text(line, style="bold green" if i == 0 and sheet.winners else "bold"))
    parts.append(Text(t("score.heading.how_colon"), style="dim"))
    for name, lines in explanation_lines(sheet):
        parts.append(Text(f"  {name}", style="bold"))
        parts.extend(Text(f"    {line}") for line in lines or [t("score.heading.nothing_scored")])
    return Group(*parts)


def show(sheet: ScoreSheet, console: Console | None = None) -> None:
    (console or output.out()).print(renderable(sheet))


def render_text(sheet: ScoreSheet) -> str:
    """The same view as plain text (no colour codes), for `--format table --output FILE`."""
    console = output.out()
    with console.capture() as captured:
        console.print(renderable(sheet))
    return Text.from_ansi(captured.get()).plain

"""A ScoreSheet as a rich table: a row per category, a column per player, totals, ranks, the verdict
with the deciding tie-break, and the one-line explanation of every row a player can check by hand.

Headings are `score.heading.*` messages in the process language; the rows, explanations and
verdict were built in that language when the sheet was scored.

`render` and `emit` pick the format asked for, this table or one of scorers/formats.py's, here:
the formats sit below the view (tests/test_layers.py), so they never import it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from referee import output
from referee.core.errors import UsageError
from referee.i18n import t
from scorers.sheet import ScoreSheet
from scorers.verdict import rank_labels, title, verdict_lines

if TYPE_CHECKING:
    from pathlib import Path

    from rich.console import Console, Group
    from rich.table import Table


def build_table(sheet: ScoreSheet) -> Table:
    from rich.table import Table
    from rich.text import Text

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
    from rich.console import Group
    from rich.text import Text

    return Group(build_table(sheet), *(Text(line, style=style) for line, style in _below(sheet, verdict)))


def _below(sheet: ScoreSheet, verdict: str | None = None) -> list[tuple[str, str]]:
    """The lines under the table and their styles: the verdict and how each row was computed."""
    parts = []
    if verdict is not None:
        parts.append((verdict, "bold"))
    for i, line in enumerate(verdict_lines(sheet) if verdict is None else ()):
        parts.append((line, "bold green" if i == 0 and sheet.winners else "bold"))
    parts.append((t("score.heading.how_colon"), "dim"))
    for name, lines in explanation_lines(sheet):
        parts.append((f"  {name}", "bold"))
        parts.extend((f"    {line}", "") for line in lines or [t("score.heading.nothing_scored")])
    return parts


def show(sheet: ScoreSheet, console: Console | None = None) -> None:
    if console is not None:
        console.print(renderable(sheet))
        return
    output.render(partial(plain_lines, sheet), partial(renderable, sheet))


def render_text(sheet: ScoreSheet) -> str:
    """The same view as plain text (no colour codes), for `--format table --output FILE`."""
    from rich.text import Text

    console = output.out()
    with console.capture() as captured:
        console.print(renderable(sheet))
    return Text.from_ansi(captured.get()).plain


def render(sheet: ScoreSheet, fmt: str) -> str:
    """The sheet as text in `fmt`: this table, or one of scorers/formats.py's formats."""
    from scorers.formats import FORMATS, to_csv, to_json, to_markdown  # not needed to show the table

    if fmt == "json":
        return to_json(sheet)
    if fmt == "csv":
        return to_csv(sheet)
    if fmt == "md":
        return to_markdown(sheet)
    if fmt == "table":
        return render_text(sheet)
    raise UsageError(t("score.format.unknown", fmt=repr(fmt), formats=", ".join(FORMATS)))


def emit(sheet: ScoreSheet, fmt: str, path: Path | None = None) -> None:
    """Print the sheet in `fmt` on stdout, or write it to `path` (and say so on stderr)."""
    if path is not None:
        from scorers.formats import write_file

        write_file(path, render(sheet, fmt))
        output.err().print(t("score.format.wrote", path=path, fmt=fmt), markup=False, highlight=False)
        return
    if fmt == "table":
        show(sheet)
        return
    output.out().print(render(sheet, fmt), markup=False, highlight=False, emoji=False, soft_wrap=True, end="")


# --------------------------------------------------------------------------------------------
# the same lines without rich's console and tables, for a pipe or a file

# rich's default box (HEAVY_HEAD): left, line, between columns, right; for the top, the header
# row, under the header, a row, a section break and the bottom
_BOX = {
    "top": ("┏", "━", "┳", "┓"),
    "head": ("┃", " ", "┃", "┃"),
    "under_head": ("┡", "━", "╇", "┩"),
    "row": ("│", " ", "│", "│"),
    "section": ("├", "─", "┼", "┤"),
    "bottom": ("└", "─", "┴", "┘"),
}


def read_by_rich(text: str) -> bool:
    """Whether rich would read more than characters in a string cell: markup (`[bold]`), an emoji
    code (`:star:`, two colons with no space between) or a control character (any character that is
    not printable: rich prints the sheet then). A test holds it to the pattern rich's readers follow;
    compiling that pattern cost `referee status` 0.1 ms."""
    if "[" in text or not text.isprintable():
        return True
    return text.count(":") > 1 and any(word.count(":") > 1 for word in text.split())


def plain_lines(sheet: ScoreSheet, width: int) -> list[str] | None:
    """The sheet as rich prints it at `width` cells without colour: title, table, verdict, rows
    explained. None when rich would do more than set the cells in place (a table wider than
    `width` is wrapped; a cell it would read as markup): the caller prints through rich then."""
    from prompts.pictures.plain import cell_len
    from referee.drawing.layout import Text

    title_line = t("score.heading.title", title=title(sheet.game))
    head = [t("score.heading.category"), *(f"{n} ★" if n in sheet.winners else n for n in sheet.players)]
    body = [[row.label, *(str(c) for c in row.cells)] for row in sheet.rows]
    foot = [[t("score.heading.rank"), *rank_labels(sheet)]]
    read = [title_line, *head, *(cell for row in body + foot for cell in row)]
    if sheet.totals is not None:
        foot.insert(0, [t("score.heading.total"), *(str(value) for value in sheet.totals)])
    if any(read_by_rich(text) for text in read):
        return None
    rows = [head, *body, *foot]
    widths = [max(cell_len(row[i]) for row in rows) + 2 for i in range(len(head))]
    if sum(widths) + len(widths) + 1 > width:
        return None

    def line(kind: str) -> str:
        left, fill, between, right = _BOX[kind]
        return left + between.join(fill * w for w in widths) + right

    def cells(kind: str, row: list[str]) -> str:
        left, _, between, right = _BOX[kind]
        laid = [row[0] + " " * (widths[0] - 2 - cell_len(row[0]))]  # the category: to the left
        laid += [" " * (w - 2 - cell_len(cell)) + cell for w, cell in zip(widths[1:], row[1:], strict=True)]
        return left + between.join(f" {cell} " for cell in laid) + right

    shown = [title_line, line("top"), cells("head", head), line("under_head")]
    shown += [cells("row", row) for row in body]
    if body:
        shown.append(line("section"))
    shown += [cells("row", row) for row in foot]
    shown.append(line("bottom"))
    return shown + [Text(line).plain for line, _ in _below(sheet)]  # as rich's Text keeps it

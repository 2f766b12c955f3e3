"""A picture as the plain lines rich would print to a pipe or a file, without rich's console.

`referee status` to a pipe printed its picture through a rich Console, whose import (~15 ms; rich
tables for Looot's side-by-side fjords) cost more than the rest of the command. A picture is built
from `Text` lines (referee.drawing.layout's, or rich's) stacked by `Group` and set side by side by
`Columns`; this module lays those out exactly as rich's Console does with `soft_wrap=True` and no
colour (the program's output console: `referee.output`), so the bytes written are the same.
Anything else, or a block wider than the width (rich would wrap it), gives None: the caller prints
through rich then. `tests/pictures/test_plain.py` holds it to rich's own output on real positions.
"""

from __future__ import annotations

import sys
from typing import Any

from referee.drawing.layout import Columns, Group, Text

_ONE_CELL = str.maketrans({"★": "*"})  # the score sheet's winner mark: one cell in rich's tables


def cell_len(text: str) -> int:
    """rich's `cell_len`: an ASCII text (every English picture and sheet) is its length without
    importing rich's cell tables (~1.5 ms of `referee status`, whose budget is a move's time)."""
    if text.isascii() or text.translate(_ONE_CELL).isascii():
        return len(text)
    from rich.cells import cell_len as rich_cell_len

    return rich_cell_len(text)


def set_cell_size(text: str, total: int) -> str:
    """rich's `set_cell_size`: an ASCII text cut or padded to `total` cells."""
    if text.isascii():
        return text[:total].ljust(total)
    from rich.cells import set_cell_size as rich_set_cell_size

    return rich_set_cell_size(text, total)


def _is_text(renderable: Any) -> bool:
    """A picture's Text, or rich's own (only if rich.text is loaded: else there is none)."""
    if isinstance(renderable, Text):
        return True
    rich_text = sys.modules.get("rich.text")
    return rich_text is not None and isinstance(renderable, rich_text.Text)


def lines(renderable: Any, width: int) -> list[str] | None:
    """The lines (no line ends) rich prints for `renderable` at `width` cells; None if not known here."""
    if width < 1:
        return None
    if _is_text(renderable):  # printed alone, rich joins it into a Text of its own: never cropped
        plain = renderable.plain
        return None if "\t" in plain else plain.split("\n")
    found: list[str] = []
    return found if _top(renderable, width, found) else None


def _top(renderable: Any, width: int, found: list[str]) -> bool:
    if _is_text(renderable):
        shown = _top_text(renderable, width)
        found.extend(shown or ())
        return shown is not None
    if isinstance(renderable, Group):
        return all(_top(part, width, found) for part in renderable.renderables)
    if isinstance(renderable, Columns):
        laid = _columns(renderable, width)
        found.extend("".join(run for run, _ in line) for line in laid or ())
        return laid is not None
    return False


def _plain_text(text: Any) -> str | None:
    """The text of a `Text` rich prints as it is (no tabs, justification or own line end)."""
    plain: str = text.plain
    if text.end != "\n" or text.justify not in (None, "default") or "\t" in plain:
        return None
    return plain


def _top_text(text: Any, width: int) -> list[str] | None:
    """A Text printed with soft wrap: never wrapped, so as it is; one that crops (`overflow="crop"`,
    the hex grids) is cut at `width` cells."""
    plain = _plain_text(text)
    if plain is None or text.overflow not in (None, "crop", "ignore"):
        return None
    if text.overflow != "crop":
        return plain.split("\n")
    if text.no_wrap is False:  # rich would wrap it
        return None
    return [set_cell_size(line, width) if cell_len(line) > width else line for line in plain.split("\n")]


def _widest(renderable: Any, width: int) -> int | None:
    """rich's `Measurement.get(...).maximum` of a block: its widest line, at most `width`."""
    if _is_text(renderable):
        found = renderable.plain.splitlines()
        return min(max((cell_len(line) for line in found), default=0), width)
    if isinstance(renderable, Group):
        parts = [_widest(part, width) for part in renderable.renderables]
        if None in parts:
            return None
        return min(max((p for p in parts if p is not None), default=0), width)
    return None


Runs = list[tuple[str, str]]  # a line as its (text, style) runs


def _block(renderable: Any, width: int, styled: bool) -> list[Runs] | None:
    """A block in a cell `width` wide: its lines, each filled with spaces to `width` (in the line's
    own style, as rich fills it); None when a line does not fit (rich would wrap it), or when the
    styles are wanted of a Text whose runs are rich's."""
    if _is_text(renderable):
        plain = _plain_text(renderable)
        if plain is None or (styled and not isinstance(renderable, Text)):
            return None
        if not styled:  # a pipe keeps only the characters: a line is one run
            shown_plain: list[Runs] = []
            for piece in plain.split("\n"):
                used = cell_len(piece)
                if len(piece) > width or used > width:
                    return None
                shown_plain.append([(piece + " " * (width - used), "")])
            return shown_plain
        base = str(renderable.style or "")
        if "\n" not in plain:  # one line (every line of a drawing): its runs as they are
            used = cell_len(plain)
            if len(plain) > width or used > width:
                return None
            runs = renderable.runs() if isinstance(renderable, Text) else [(plain, "")]
            line = [(run, _under(base, style)) for run, style in runs if run]
            if used < width:
                line.append((" " * (width - used), base))
            return [line]
        runs = renderable.runs() if isinstance(renderable, Text) else [(plain, "")]
        found: list[Runs] = [[]]
        for run, style in runs:
            for i, piece in enumerate(run.split("\n")):
                if i:
                    found.append([])
                if piece:
                    found[-1].append((piece, _under(base, style)))
        for line in found:
            used = sum(cell_len(run) for run, _ in line)
            if sum(len(run) for run, _ in line) > width or used > width:
                return None
            if used < width:
                line.append((" " * (width - used), base))
        return found
    if isinstance(renderable, Group):
        shown: list[Runs] = []
        for part in renderable.renderables:
            more = _block(part, width, styled)
            if more is None:
                return None
            shown += more
        return shown
    return None


def _under(base: str, style: str | None) -> str:
    """A run's style over its line's own style, as rich combines them."""
    if base and style:
        return f"{base} {style}"
    return base or style or ""


def _columns(columns: Columns, width: int, styled: bool = False) -> list[Runs] | None:
    """rich's Columns: as many blocks to a row as fit, each column as wide as its widest block, the
    gap between columns, every line filled to its column's width (rich lays them out in a grid)."""
    top, gap = columns.padding
    blocks = columns.renderables
    if top or not blocks:
        return None if top else []
    widths = [_widest(block, width) for block in blocks]
    if None in widths:
        return None
    sizes = [w for w in widths if w is not None]
    count = len(blocks)
    while count > 1:  # rich: the first count whose columns, filled row by row, fit the width
        column_widths: dict[int, int] = {}
        column = 0
        for size in sizes + [0] * (-len(sizes) % count):
            column_widths[column] = max(column_widths.get(column, 0), size)
            if sum(column_widths.values()) + gap * (len(column_widths) - 1) > width:
                count = len(column_widths) - 1
                break
            column = (column + 1) % count
        else:
            break
    cells: list[Any] = blocks + [None] * (-len(blocks) % count)
    rows = [cells[start : start + count] for start in range(0, len(cells), count)]
    pads = [gap] * (count - 1) + [0]  # the grid's padding: none at its edges, `gap` between
    inner = [(max(sizes[i::count]) + pads[i] or 1) - pads[i] for i in range(count)]  # rich: width or 1
    shown: list[Runs] = []
    for row in rows:
        laid = []
        for i, cell in enumerate(row):
            found = [[(" " * inner[i], "")]] if cell is None else _block(cell, inner[i], styled)
            if found is None:
                return None
            laid.append([[*line, (" " * pads[i], "")] for line in found])
        height = max(len(block) for block in laid)
        for i, block in enumerate(laid):
            block += [[(" " * (inner[i] + pads[i]), "")]] * (height - len(block))
        shown += [[run for part in parts for run in part] for parts in zip(*laid, strict=True)]
    return shown


def styled(renderable: Any, width: int) -> Any:
    """For a terminal: the same picture with each `Columns` already set side by side as styled lines
    (what rich draws through its tables, ~4 ms to import and ~10 ms to lay out Looot's fjords), where
    that layout is known here; the rest as it is, for rich to print."""
    if isinstance(renderable, Group):
        return Group(*(styled(part, width) for part in renderable.renderables))
    if isinstance(renderable, Columns):
        found = _columns(renderable, width, styled=True)
        if found is not None:
            return Group(*(_joined(line) for line in found))
    return renderable


def _joined(line: Runs) -> Text:
    shown = Text()
    for run, style in line:
        shown.append(run, style or None)
    return shown

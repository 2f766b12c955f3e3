"""Flat-topped hexes in EvenQ columns drawn with ASCII, for any game on such a grid.

Each hex is the classic three-line ASCII hexagon, three cells wide inside::

     ___
    /W  \\___
    \\_A_/H2 \\
    /G  \\_B_/
    \\___/

Column x is four cells to the right of column x-1; even columns sit one line (half a hex) lower
than odd ones, as in the EvenQ system (`x % 2`, so -3 is odd). Neighbouring hexes share their
slanted edges. A hex carries two short texts: its `middle` line (what the space is) and its
`bottom` edge (what stands on it, e.g. the seat letters of pieces), each at most three cells.

Coordinates are printed around the grid: x above (and below) each column; y on the left of every
line that holds the middle line of some hex. Because columns are staggered, the rule for reading
a hex's row is "the number on the line of its middle text".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.record import record
from referee.drawing.layout import Text

Hex = tuple[int, int]
Marks = tuple[tuple[str, str], ...]  # (one-cell character, rich style) pairs
INSIDE = 3  # cells inside a hex, per line
STEP = 4  # cells from one column to the next
EDGE_STYLE = "dim"


def marks(text: str, style: str = "") -> Marks:
    """A short ASCII text as marks of one style."""
    return tuple((c, style) for c in text)


@record
class Cell:
    middle: Marks = ()
    bottom: Marks = ()


def draw(cells: Mapping[Hex, Cell], coordinates: bool = True, foot: bool = True) -> list[Text]:
    """The lines of the grid (coordinates around it when `coordinates`, the x row below it too
    when `foot`), without blank lines."""
    if not cells:
        return []
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, y0 = min(xs), min(ys)
    margin = max(len(str(y)) for y in ys) + 1 if coordinates else 0
    head = 1 if coordinates else 0
    canvas: dict[tuple[int, int], tuple[str, str]] = {}
    middles: set[int] = set()

    def corner(x: int, y: int) -> tuple[int, int]:
        return head + 2 * (y - y0) + (0 if x % 2 else 1), margin + STEP * (x - x0)

    for x, y in cells:  # outlines first: a neighbour's text may cover a shared edge
        top, left = corner(x, y)
        for i in range(1, 1 + INSIDE):
            canvas[(top, left + i)] = ("_", EDGE_STYLE)
            canvas[(top + 2, left + i)] = ("_", EDGE_STYLE)
        canvas[(top + 1, left)] = ("/", EDGE_STYLE)
        canvas[(top + 1, left + STEP)] = ("\\", EDGE_STYLE)
        canvas[(top + 2, left)] = ("\\", EDGE_STYLE)
        canvas[(top + 2, left + STEP)] = ("/", EDGE_STYLE)
    for (x, y), cell in cells.items():
        top, left = corner(x, y)
        middles.add(top + 1)
        _put(canvas, top + 1, left + 1, _fit(cell.middle, " "))
        if cell.bottom:
            _put(canvas, top + 2, left + 1, _fit(cell.bottom, "_", centre=len(cell.bottom) == 1))
    last = max(line for line, _ in canvas)
    if coordinates:
        below = last + 1
        for x in sorted(set(xs)):
            left = margin + STEP * (x - x0)
            label = str(x).rjust(INSIDE)
            _put(canvas, 0, left + 1, tuple((c, "dim") for c in label))
            if foot:
                _put(canvas, below, left + 1, tuple((c, "dim") for c in label))
        for line in middles:
            label = str(y0 + (line - head - 1) // 2).rjust(margin - 1)
            _put(canvas, line, 0, tuple((c, "dim") for c in label))
        last = below if foot else last
    ends: dict[int, int] = {}  # per line, its last column (found in one pass, not once per line)
    for n, col in canvas:
        if col > ends.get(n, -1):
            ends[n] = col
    lines = [_line(canvas, n, ends.get(n, -1)) for n in range(last + 1)]
    return [line for line in lines if line.plain]


def _fit(content: Marks, fill: str, centre: bool = False) -> Marks:
    content = content[:INSIDE]
    pad = INSIDE - len(content)
    before = pad // 2 if centre else 0
    return ((fill, EDGE_STYLE),) * before + content + ((fill, EDGE_STYLE),) * (pad - before)


def _put(
    canvas: dict[tuple[int, int], tuple[str, str]], line: int, col: int, content: Sequence[tuple[str, str]]
) -> None:
    for i, mark in enumerate(content):
        canvas[(line, col + i)] = mark


def _line(canvas: Mapping[tuple[int, int], tuple[str, str]], line: int, end: int) -> Text:
    """Line `line` of the canvas, up to its last column `end` (-1: nothing on it)."""
    text = Text(no_wrap=True, overflow="crop")
    if end < 0:
        return text
    run, run_style = "", ""
    for col in range(end + 1):
        ch, style = canvas.get((line, col), (" ", ""))
        if style != run_style and run:
            text.append(run, style=run_style or None)
            run = ""
        run_style = style
        run += ch
    text.append(run.rstrip() if not run_style else run, style=run_style or None)
    text.rstrip()
    return text


def middle_line(cells: Mapping[Hex, Cell], h: Hex, coordinates: bool = True) -> int:
    """The index, in `draw(cells, coordinates)`, of the line holding the middle text of hex `h`."""
    y0 = min(y for _, y in cells)
    head = 1 if coordinates else 0
    top = min(head + 2 * (y - y0) + (0 if x % 2 else 1) for x, y in cells)
    return head + 2 * (h[1] - y0) + (0 if h[0] % 2 else 1) + 1 - (top - head)


def window(lines: Sequence[Text], focus: Sequence[int], height: int, keep_head: int = 1) -> list[Text]:
    """At most `height` of `lines`: all of them when they fit, else the first `keep_head` (the x
    coordinates) and the run of lines that best covers the `focus` lines (the hexes the step is
    about, e.g. where a Viking may land), centred on them."""
    if len(lines) <= height:
        return list(lines)
    room = max(1, height - keep_head)
    body = list(lines[keep_head:])
    wanted = [i - keep_head for i in focus if i >= keep_head] or [0]
    centre = (min(wanted) + max(wanted)) // 2
    start = max(0, min(centre - room // 2, len(body) - room))
    if min(wanted) < start:  # the span is taller than the room: start at its top
        start = max(0, min(min(wanted), len(body) - room))
    return [*lines[:keep_head], *body[start : start + room]]

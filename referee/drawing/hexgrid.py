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
from functools import cache, lru_cache

from referee.core.record import record
from referee.drawing.layout import Text

Hex = tuple[int, int]
Marks = tuple[tuple[str, str], ...]  # (one-cell character, rich style) pairs
INSIDE = 3  # cells inside a hex, per line
STEP = 4  # cells from one column to the next
EDGE_STYLE = "dim"


@cache  # a picture asks for the same few (text, style) pairs hundreds of times
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
    frame = _frame(frozenset(cells), coordinates, foot)
    chars = [row[:] for row in frame.chars]
    styles = [row[:] for row in frame.styles]
    for h, cell in cells.items():
        top, left = frame.corner(h)
        _put(chars, styles, top + 1, left + 1, _fit(cell.middle, " "))
        if cell.bottom:
            _put(chars, styles, top + 2, left + 1, _fit(cell.bottom, "_", centre=len(cell.bottom) == 1))
    lines = [Text.of_cells(chars[n], styles[n], no_wrap=True, overflow="crop") for n in range(len(chars))]
    return [line for line in lines if line.plain]


@record(eq=False)
class _Frame:
    """The outlines and coordinates of a set of hexes, drawn once: the hexes' texts go over a copy.
    Each row is a list of characters and one of styles; a blank cell is (" ", "")."""

    chars: list[list[str]]
    styles: list[list[str]]
    x0: int
    y0: int
    head: int
    margin: int

    def corner(self, h: Hex) -> tuple[int, int]:
        """The line of a hex's top edge and the column of its left corner."""
        x, y = h
        return self.head + 2 * (y - self.y0) + (0 if x % 2 else 1), self.margin + STEP * (x - self.x0)


@lru_cache(maxsize=16)  # Looot's fjords all have the same spaces: one frame for the four
def _frame(hexes: frozenset[Hex], coordinates: bool, foot: bool) -> _Frame:
    xs = [x for x, _ in hexes]
    ys = [y for _, y in hexes]
    x0, y0 = min(xs), min(ys)
    margin = max(len(str(y)) for y in ys) + 1 if coordinates else 0
    head = 1 if coordinates else 0
    width = margin + STEP * (max(xs) - x0) + STEP + 1
    last = head + 2 * (max(ys) - y0) + 3  # the bottom edge of the lowest hex (an even column)
    if not any(x % 2 == 0 and y == max(ys) for x, y in hexes):
        last -= 1
    height = last + 1 + (1 if coordinates and foot else 0)
    frame = _Frame(
        [[" "] * width for _ in range(height)], [[""] * width for _ in range(height)], x0, y0, head, margin
    )
    chars, styles = frame.chars, frame.styles
    for h in hexes:  # outlines first: a neighbour's text may cover a shared edge
        top, left = frame.corner(h)
        for line in (top, top + 2):
            chars[line][left + 1 : left + 1 + INSIDE] = _EDGE
            styles[line][left + 1 : left + 1 + INSIDE] = _EDGE_STYLES
        for line, (west, east) in ((top + 1, "/\\"), (top + 2, "\\/")):
            chars[line][left], chars[line][left + STEP] = west, east
            styles[line][left] = styles[line][left + STEP] = EDGE_STYLE
    if coordinates:  # around the hexes, never under their texts
        for x in sorted(set(xs)):
            left = margin + STEP * (x - x0)
            label = marks(str(x).rjust(INSIDE), "dim")
            _put(chars, styles, 0, left + 1, label)
            if foot:
                _put(chars, styles, last + 1, left + 1, label)
        for line in sorted({frame.corner(h)[0] + 1 for h in hexes}):
            _put(chars, styles, line, 0, marks(str(y0 + (line - head - 1) // 2).rjust(margin - 1), "dim"))
    return frame


_EDGE = ["_"] * INSIDE
_EDGE_STYLES = [EDGE_STYLE] * INSIDE


def _fit(content: Marks, fill: str, centre: bool = False) -> Marks:
    content = content[:INSIDE]
    pad = INSIDE - len(content)
    before = pad // 2 if centre else 0
    return ((fill, EDGE_STYLE),) * before + content + ((fill, EDGE_STYLE),) * (pad - before)


def _put(chars: list[list[str]], styles: list[list[str]], line: int, col: int, content: Marks) -> None:
    row, style_row = chars[line], styles[line]
    for i, (ch, style) in enumerate(content, col):
        row[i] = ch
        style_row[i] = style


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

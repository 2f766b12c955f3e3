"""What a picture is made of: styled lines, stacked and set side by side, without importing rich.

`rich.text.Text`, `rich.console.Group` and `rich.columns.Columns` live in modules that cost ~9 ms
(rich.text) and ~15 ms more (rich.console; Columns adds rich.table) to import. A picture built from
these three renders the same through a rich Console on a terminal (they are rich renderables by
protocol: `__rich_console__`, `__rich_measure__`; a `Text` becomes rich's own with the same runs
and styles), and can be turned into plain lines for a pipe or a file without rich at all
(`prompts.pictures.plain`), so `referee status | grep` does not pay for a terminal it does not have.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderableType
    from rich.measure import Measurement
    from rich.text import Text as RichText

_STRIPPED = dict.fromkeys((7, 8, 11, 12, 13))  # the control codes rich's Text drops from what it is given


_NO_CELLS: tuple[list[str], list[str]] = ([], [])


class Text:
    """Styled text, one line or more: the part of rich.text.Text a picture uses (`append`, `rstrip`,
    `plain`), with the same characters and style runs."""

    justify = None  # rich's attributes that the plain layout reads: never set by a picture
    end = "\n"

    def __init__(
        self, text: str = "", style: str = "", *, no_wrap: bool | None = None, overflow: str | None = None
    ) -> None:
        self.style = style
        self.no_wrap = no_wrap
        self.overflow = overflow
        self._runs: list[tuple[str, str | None]] | None = []  # None: not made from `_cells` yet
        self._cells: tuple[list[str], list[str]] = _NO_CELLS
        self._plain: str | None = None  # the characters, joined once when first read after a change
        self.append(text)

    @classmethod
    def of_cells(
        cls, chars: list[str], styles: list[str], *, no_wrap: bool | None = None, overflow: str | None = None
    ) -> Text:
        """A line given cell by cell, a one-cell character (no control code) and a style each, its
        trailing whitespace dropped. Its characters are joined at once; its style runs only when
        something asks for them (a terminal does, a pipe never): a hex grid is ~100 such lines."""
        text = cls.__new__(cls)
        text.style, text.no_wrap, text.overflow = "", no_wrap, overflow
        text._runs, text._cells = None, (chars, styles)
        text._plain = "".join(chars).rstrip()
        return text

    def _run_list(self) -> list[tuple[str, str | None]]:
        runs = self._runs
        if runs is None:  # a run wherever the style changes, the cuts found in C
            chars, styles = self._cells
            cuts = list(compress(range(1, len(styles)), map(ne, styles[1:], styles)))
            ends = zip([0, *cuts], [*cuts, len(styles)], strict=True)
            runs = self._runs = [("".join(chars[a:b]), styles[a] or None) for a, b in ends]
            self._cells = _NO_CELLS
            self._strip(runs)
        return runs

    @property
    def plain(self) -> str:
        if self._plain is None:  # the plain layout reads it several times a line
            self._plain = "".join([run for run, _ in self._run_list()])
        return self._plain

    def append(self, text: str, style: str | None = None) -> Text:
        text = text.translate(_STRIPPED)
        if text:
            self._run_list().append((text, style))
            self._plain = None
        return self

    def runs(self) -> list[tuple[str, str | None]]:
        """The text as (characters, style) runs, in order; the Text's own `style` under them all."""
        return list(self._run_list())

    def rstrip(self) -> None:
        """Drop the whitespace at the end (and the styles of what was dropped)."""
        self._strip(self._run_list())
        self._plain = None

    @staticmethod
    def _strip(runs: list[tuple[str, str | None]]) -> None:
        while runs:
            run, style = runs[-1]
            kept = run.rstrip()
            if kept:
                runs[-1] = (kept, style)
                return
            runs.pop()

    def __str__(self) -> str:
        return self.plain

    def __len__(self) -> int:
        return sum(len(run) for run, _ in self._run_list())

    def rich(self) -> RichText:
        """The same text as rich's Text, runs and styles alike."""
        from rich.text import Text as RichText

        shown = RichText(style=self.style, no_wrap=self.no_wrap, overflow=self.overflow)  # type: ignore[arg-type]
        for run, style in self._run_list():
            shown.append(run, style)
        return shown

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Any]:
        yield self.rich()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return self.rich().__rich_measure__(console, options)


class Group:
    """Renderables one under the other: rich.console.Group (fit to its contents)."""

    def __init__(self, *renderables: RenderableType) -> None:
        self.renderables = list(renderables)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Any]:
        yield from self.renderables

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        from rich.measure import measure_renderables

        return measure_renderables(console, options, self.renderables)


class Columns:
    """Blocks side by side, as many to a row as the width takes: rich.columns.Columns with its
    defaults but `padding` (rows of blocks, left to right, neither equal nor expanded)."""

    def __init__(self, renderables: Iterable[RenderableType], padding: tuple[int, int] = (0, 1)) -> None:
        self.renderables = list(renderables)
        self.padding = padding

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Any]:
        from rich.columns import Columns as RichColumns

        yield RichColumns(self.renderables, padding=self.padding)

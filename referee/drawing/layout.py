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
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderableType
    from rich.measure import Measurement
    from rich.text import Text as RichText

_STRIPPED = dict.fromkeys((7, 8, 11, 12, 13))  # the control codes rich's Text drops from what it is given


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
        self._runs: list[tuple[str, str | None]] = []
        self.append(text)

    @property
    def plain(self) -> str:
        return "".join(run for run, _ in self._runs)

    def append(self, text: str, style: str | None = None) -> Text:
        text = text.translate(_STRIPPED)
        if text:
            self._runs.append((text, style))
        return self

    def runs(self) -> list[tuple[str, str | None]]:
        """The text as (characters, style) runs, in order; the Text's own `style` under them all."""
        return list(self._runs)

    def rstrip(self) -> None:
        """Drop the whitespace at the end (and the styles of what was dropped)."""
        runs = self._runs
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
        return sum(len(run) for run, _ in self._runs)

    def rich(self) -> RichText:
        """The same text as rich's Text, runs and styles alike."""
        from rich.text import Text as RichText

        shown = RichText(style=self.style, no_wrap=self.no_wrap, overflow=self.overflow)  # type: ignore[arg-type]
        for run, style in self._runs:
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

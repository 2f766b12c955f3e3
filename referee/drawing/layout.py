"""How a picture stacks and sets side by side its blocks of lines, without importing rich's console.

`rich.console.Group` and `rich.columns.Columns` live in modules that cost ~15 ms to import
(rich.console; Columns adds rich.table). A picture built from these two renders the same through a
rich Console on a terminal (they are rich renderables by protocol: `__rich_console__`, and
`__rich_measure__` like rich's Group), and can be turned into plain lines for a pipe or a file
without rich's console at all (`prompts.pictures.plain`), so `referee status | grep` does not pay
for a terminal it does not have.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderableType
    from rich.measure import Measurement


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

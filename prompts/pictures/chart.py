"""Progress over time: each player's score at the end of every round, as an ASCII chart and a table.

`progress` replays a save's log and takes the game's `score_sheet(state)` whenever the round number
(`state.ctx.round`) moves on, i.e. at the end of each round, plus the current position when the
last round is still being played. A game with point totals is charted by its totals; a game
without (Pendulum: track positions) gets one chart per score-sheet row. `chart` draws a point per
player and round with the player's seat letter (and colour), "*" where several players share a
spot, and the exact values below in a table; ASCII only, like every picture.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len

from referee.core.game import decision
from referee.core.record import record
from referee.drawing import Seat, labels, seats
from referee.drawing.layout import Group, Text
from saves.schema import SaveFile
from scorers.sheet import ScoreSheet

if TYPE_CHECKING:
    from rich.console import RenderableType

HEIGHT = 12  # rows of the plot at most
COLUMN = 4  # cells per round

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "title": "{measure} at the end of each round",
        "total": "Score",
        "round": "round",
        "partial": "{n}*: round {n} still in progress, the score so far",
        "shared": "*: several players on the same value",
        "none": "No round has been played yet: nothing to chart.",
    },
    "zh": {
        "title": "每轮结束时的{measure}",
        "total": "得分",
        "round": "轮",
        "partial": "{n}*: 第 {n} 轮尚未结束, 为目前得分",
        "shared": "*: 多名玩家数值相同",
        "none": "还没有打完任何一轮: 无可绘制的数据。",
    },
}


@record
class Point:
    round: int
    complete: bool  # False for the round still being played
    sheet: ScoreSheet


def round_of(state: Any) -> int:
    return int(getattr(getattr(state, "ctx", None), "round", 0))


def progress(rules: Any, save: SaveFile) -> list[Point]:
    """The score sheet at the end of each round (and now, if a round is under way), by replaying."""
    from saves.session import replay, start_state

    state = start_state(rules, save, save.game)
    points: list[Point] = []
    current = round_of(state)
    for entry in save.log:
        state = replay(rules, state, (entry,), save.game)
        now = round_of(state)
        if now > current:
            if current >= 1:
                points.append(Point(current, True, rules.score_sheet(state)))
            current = now
    if current >= 1 and (not points or points[-1].round != current):
        points.append(Point(current, decision(rules, state) is None, rules.score_sheet(state)))
    return points


def measures(sheet: ScoreSheet, lang: str) -> list[tuple[str, tuple[int, ...]]]:
    """What is charted: the totals, or every row of a sheet without totals."""
    if sheet.totals is not None:
        return [(labels(LABELS, lang)["total"], sheet.totals)]
    return [(row.label, row.cells) for row in sheet.rows]


def chart(points: Sequence[Point], lang: str = "en") -> RenderableType:
    words = labels(LABELS, lang)
    if not points:
        return Text(words["none"])
    table = seats(points[0].sheet.players)
    heads = [f"{p.round}{'' if p.complete else '*'}" for p in points]
    parts: list[RenderableType] = []
    per_point = [measures(p.sheet, lang) for p in points]
    for m, (name, _) in enumerate(per_point[0]):
        series = [values[m][1] for values in per_point]
        if m:
            parts.append(Text())
        parts.append(Text(words["title"].format(measure=name), style="bold"))
        parts.extend(_plot(series, table, heads))
        parts.extend(_table(series, table, heads, words["round"]))
    notes = []
    if not points[-1].complete:
        notes.append(words["partial"].format(n=points[-1].round))
    notes.append(words["shared"])
    parts.extend(Text(note, style="dim") for note in notes)
    return Group(*parts)


def _scale(values: Sequence[int]) -> tuple[int, int, int]:
    """Lowest row value, value step per row, number of rows (row labels are exact integers)."""
    low, high = min(values), max(values)
    step = max(1, math.ceil((high - low) / (HEIGHT - 1)))
    low = math.floor(low / step) * step
    return low, step, _row(high, low, step) + 1


def _row(value: int, low: int, step: int) -> int:
    """The row nearest to `value` (rows are `step` apart from `low`)."""
    return math.floor((value - low) / step + 0.5)


def _plot(series: Sequence[Sequence[int]], table: Sequence[Seat], heads: Sequence[str]) -> list[Text]:
    low, step, rows = _scale([v for values in series for v in values])
    width = max(len(str(low)), len(str(low + (rows - 1) * step))) + 1
    grid: dict[tuple[int, int], Seat | None] = {}
    for col, values in enumerate(series):
        for seat, value in zip(table, values, strict=True):
            spot = (_row(value, low, step), col)
            grid[spot] = None if spot in grid else seat
    lines = []
    for row in reversed(range(rows)):
        value = low + row * step
        line = Text(f"{value:>{width}} |", style="dim")
        for col in range(len(series)):
            line.append(" " * (COLUMN - 1))
            if (row, col) not in grid:
                line.append("-" if value == 0 else " ", style="dim")
            else:
                mark = grid[(row, col)]
                line.append(
                    "*" if mark is None else mark.letter, style="bold" if mark is None else mark.style
                )
        line.rstrip()
        lines.append(line)
    axis = " " * width + " +" + "-" * (COLUMN * len(series))
    lines.append(Text(axis, style="dim"))
    lines.append(Text(" " * (width + 2) + "".join(h.rjust(COLUMN) for h in heads), style="dim"))
    return lines


def _table(
    series: Sequence[Sequence[int]], table: Sequence[Seat], heads: Sequence[str], round_word: str
) -> list[Text]:
    """The exact values: a line per player ("A Ann"), a column per round."""
    prefix = max(max(cell_len(s.name) for s in table) + 4, cell_len(round_word) + 1)
    head = Text(round_word + " " * (prefix - cell_len(round_word)), style="dim")
    head.append("".join(h.rjust(COLUMN + 1) for h in heads), style="dim")
    lines = [head]
    for i, seat in enumerate(table):
        line = Text()
        line.append(seat.letter, style=seat.style)
        line.append(f" {seat.name}" + " " * (prefix - 2 - cell_len(seat.name)))
        line.append("".join(str(values[i]).rjust(COLUMN + 1) for values in series))
        lines.append(line)
    return lines

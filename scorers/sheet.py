"""The score sheet every scorer returns: rows in score-pad order, totals, ranks, tie-break."""

from __future__ import annotations

from referee.core.record import record


@record
class Row:
    key: str  # stable category key, e.g. "castle"
    label: str  # what the score pad calls it
    cells: tuple[int, ...]  # one value per player, in player order
    explain: tuple[str, ...]  # per player, a line a person can check by hand


@record
class ScoreSheet:
    game: str
    players: tuple[str, ...]
    rows: tuple[Row, ...]
    totals: tuple[int, ...] | None  # None for Pendulum, which has no point total
    ranks: tuple[int, ...]  # 1 = best; equal ranks for a shared place
    winners: tuple[str, ...]
    tiebreak: str | None  # the tie-break that decided, None when none was needed
    outcome: str  # "points" for point games; Pendulum: "direct", "regular" or "no_ruler"

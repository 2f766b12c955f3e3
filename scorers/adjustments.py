"""The row of table adjustments on a score sheet: every `table: adjust … vp` in the log, with why.

A score the engine cannot compute by itself (a card effect declared in words, a miscount the table
corrects) is never folded silently into another category: it gets a row of its own, after the
game's categories, and each cell says which adjustments make it up.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.i18n import t
from scorers.sheet import Row
from scorers.words import joined, signed


def adjustment_row(adjustments: Sequence[Sequence[tuple[int, str]]]) -> Row | None:
    """Per player, (delta, reason) pairs; None when no player has any (the sheet then has no such row)."""
    if not any(adjustments):
        return None
    cells = tuple(sum(delta for delta, _ in mine) for mine in adjustments)
    explain = tuple(
        joined(f"{'+' if d > 0 else ''}{signed(d)} {why}".rstrip() for d, why in mine)
        or t("score.adjustments_none")
        for mine in adjustments
    )
    return Row("adjustments", t("score.adjustments"), cells, explain)

"""Why a game ended and who won."""

from __future__ import annotations

from referee.core.record import record


@record
class Outcome:
    termination: str  # e.g. "all_vikings_placed"
    winners: tuple[str, ...]
    tiebreak: str | None = None  # which tie-break decided, None if none was needed
    scores: tuple[tuple[str, int], ...] = ()

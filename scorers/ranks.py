"""Competition ranking of point games: ranks, winners and the tie-break that decided, if any."""

from __future__ import annotations

from collections.abc import Sequence

from referee.i18n import t
from scorers.words import joined


def competition_ranks(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """1 + the number of players with a strictly better (smaller) key: 1, 2, 2, 4 for a shared 2nd."""
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


def rank_points(
    players: Sequence[str],
    totals: Sequence[int],
    tie_values: Sequence[int] | None = None,
    tie_rule: str = "",
) -> tuple[tuple[int, ...], tuple[str, ...], str | None]:
    """Ranks, winners and the deciding tie-break of a point game.

    Higher total is better; among equal totals a higher `tie_values` entry is better (when the game
    has a tie-break). `tiebreak` names the rule and the tied players' values when it removed someone
    from the win; it is None when no tie-break was needed or when it left everyone tied (shared win).
    """
    keys: list[tuple[int, ...]]
    if tie_values is None:
        keys = [(-t,) for t in totals]
    else:
        keys = [(-t, -v) for t, v in zip(totals, tie_values, strict=True)]
    ranks = competition_ranks(keys)
    winners = tuple(p for p, r in zip(players, ranks, strict=True) if r == 1)
    top = max(totals) if totals else 0
    tied = [i for i, t in enumerate(totals) if t == top]
    tiebreak = None
    if tie_values is not None and len(tied) > 1 and len(winners) < len(tied):
        shown = joined(f"{players[i]} {tie_values[i]}" for i in tied)
        tiebreak = t("score.tiebreak", rule=tie_rule, values=shown)
    return ranks, winners, tiebreak

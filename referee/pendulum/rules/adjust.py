"""`table: adjust PLAYER COUNTER ±N "why"` in Pendulum (issue 25, item 16): what a table can miscount
or an effect the referee cannot count can change — a player's resources on the mat, votes, and the
three tracks. The core records the adjustment (core/ledger.py); this changes the count itself, held
within what the mat and the track allow (seed 四 「每种资源最多同时持有 10 个，超出部分作废」; a track
neither goes below its first space nor beyond its end: ruling pendulum-adjust)."""

from __future__ import annotations

from typing import Any

from referee.core.record import replace
from referee.pendulum.state import CAP, RESOURCES, TRACKS, State

ADJUSTABLE = (*RESOURCES, "votes", *TRACKS)


def adjusted(state: State, move: Any) -> State:
    """The state with `move.counter` of `move.player` changed by `move.delta`, within its bounds."""
    p = state.player(move.player)
    now = p.amount(move.counter) + move.delta
    if move.counter in RESOURCES:
        now = min(CAP, now)
    elif move.counter in TRACKS:
        now = min(p.ends[TRACKS.index(move.counter)], now)
    return state.with_player(replace(p, **{move.counter: max(0, now)}))

"""The hourglasses in game time: sand left, when a flip is due, pauses. Pure functions of the state.

A time is tenths of a second of game time, as the moves carry it (`@183.4` is 1834). The grace
(house rule `privilege_grace`, seconds) lets a flip declared that much early count as on time:
seed 四 「建议给约 1 秒的宽容时间」.
"""

from __future__ import annotations

from referee.pendulum.state import DURATION, ZONES, State


def grace(state: State) -> int:
    return int(state.option("privilege_grace")) * 10


def elapsed_until(state: State, t: int) -> int:
    """Game time at `t` with the running pause (if any) not counted."""
    return state.paused if state.paused >= 0 else t


def sand_left(state: State, zone: str, t: int | None = None) -> int:
    """Tenths of a second of sand left in the zone's hourglass at game time `t` (default: now)."""
    at = elapsed_until(state, state.now if t is None else t)
    return max(0, state.timer(zone).at + DURATION[zone] - at)


def due(state: State, zone: str) -> int:
    """The earliest game time at which the hourglass is empty (never before `now`)."""
    return max(state.now, state.timer(zone).at + DURATION[zone])


def all_due(state: State) -> int:
    return max(due(state, z) for z in ZONES)


def show(t: int) -> str:
    """A game time as the notation writes it: 1834 → 183.4."""
    return f"{t // 10}.{t % 10}"


def mm_ss(tenths: int) -> str:
    seconds = (tenths + 9) // 10
    return f"{seconds // 60}:{seconds % 60:02d}"

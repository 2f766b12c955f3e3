"""Pendulum's live panel at the prompt: a game clock, the hourglass lines of the toolbar, and `@T`
filled into a move that needs the time. The package declares it (`DECLARED.live_panel`); the
prompt finds it through the registry (prompts/live_panel.py), `referee timers` shows its lines.

Game time lives in the moves (`flip green @183.4`); this clock only proposes it. It runs from the
last time the game declared (`state.now`) at the wall-clock speed times the time scale (`referee
play --time-scale X`, for tests and demonstrations), stands still while the hourglasses lie on their
side, and never falls behind a time a move declared. Each toolbar refresh reads the clock and the
state: nothing is computed that a keystroke would wait for.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

from referee.i18n import t
from referee.pendulum.clock import mm_ss, sand_left, show
from referee.pendulum.state import ZONES

REFRESH = 0.2  # seconds between two redraws of the toolbar
# the moves that carry a game time, in the words a table types (English and Chinese keywords)
_TIMED = re.compile(
    r"^\s*(?:[^:：]{1,40}[:：]\s*)?(flip|start|pause|resume|翻转|开始|暂停|恢复)\b(?!.*[@于])", re.I
)


class GameClock:
    """Game time in tenths of a second, from the wall clock, anchored to the game's declared time."""

    def __init__(self, scale: float = 1.0, wall: Callable[[], float] = time.monotonic) -> None:
        self.scale = scale
        self.wall = wall
        self.anchor_game = 0
        self.anchor_wall = wall()
        self.was_paused = False

    def now(self, state: Any) -> int:
        if state.paused >= 0:
            self.was_paused = True
            return int(state.paused)
        if self.was_paused:  # resumed: the clock restarts from the resume time
            self.was_paused = False
            self._anchor(state.now)
        t_now = self.anchor_game + int((self.wall() - self.anchor_wall) * 10 * self.scale)
        if t_now < state.now:  # a move declared a later time: follow it
            self._anchor(state.now)
            return int(state.now)
        return t_now

    def _anchor(self, game: int) -> None:
        self.anchor_game = game
        self.anchor_wall = self.wall()


def timer_lines(state: Any, at: int) -> list[str]:
    """One line per hourglass: its row, the sand left or that it may be flipped; then the markers."""
    out = []
    for zone in ZONES:
        row = t(f"pendulum.row.{('top', 'bottom')[state.timer(zone).row]}")
        name = t(f"pendulum.zone.{zone}")
        if state.clock != "timed":
            out.append(t("prompt.timers.untimed_line", zone=name, row=row))
            continue
        left = sand_left(state, zone, at)
        if left:
            out.append(t("prompt.timers.running", zone=name, row=row, left=mm_ss(left)))
        else:
            out.append(t("prompt.timers.empty", zone=name, row=row))
    head = t("prompt.timers.head", time=show(at), markers=sum(state.markers))
    if state.paused >= 0:
        head += " " + t("prompt.timers.paused")
    if state.council_called:
        head += " " + t("prompt.timers.called")
    return [head, "  ".join(out)]


class LivePanel:
    """What the move line shows and fills for a game with running hourglasses."""

    def __init__(self, session: Any, clock: GameClock | None = None) -> None:
        self.session = session
        self.clock = clock or GameClock()
        self.interval = REFRESH

    def game_time(self) -> int:
        return self.clock.now(self.session.state)

    def lines(self) -> list[str]:
        return self.lines_at(self.game_time())

    def lines_at(self, at: int) -> list[str]:
        """The panel as it stands at game time `at` (`referee timers` shows it without a clock)."""
        return timer_lines(self.session.state, at)

    def declared_time(self) -> int:
        """The last game time a move declared."""
        return int(self.session.state.now)

    def running(self) -> bool:
        """Whether the sand runs in real time now (timed, not paused, in the real-time phase)."""
        state = self.session.state
        return bool(state.clock == "timed" and state.paused < 0 and state.ctx.phase == "realtime")

    def show(self, at: int) -> str:
        return show(at)

    def fill(self, text: str) -> str:
        """`flip green` in the timed mode reads `flip green @183.4`: the clock's game time filled in."""
        state = self.session.state
        if state.clock != "timed" or _TIMED.match(text) is None:
            return text
        return f"{text.rstrip()} @{show(self.game_time())}"


def panel_for(session: Any, scale: float = 1.0) -> LivePanel:
    """The live panel of a Pendulum session, its clock running `scale` times faster than the wall."""
    return LivePanel(session, GameClock(scale))

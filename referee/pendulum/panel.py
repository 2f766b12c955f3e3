"""Pendulum's live panel at the prompt: a game clock, the hourglass lines of the toolbar, and `@T`
filled into a move that needs the time. The package declares it (`DECLARED.live_panel`); the
prompt finds it through the registry (prompts/live_panel.py), `referee timers` shows its lines.

Game time lives in the moves (`flip green @183.4`); this clock only proposes it, and follows the real
hourglasses (issue 25): it stands still before the first `start` (no sand runs during the set-up)
and while they lie on their side (a pause); otherwise it runs at the wall-clock speed times the
time scale (`referee play --time-scale X`). A game opened again resumes where the real sand is: the
save's last timed move and its wall time (`LogEntry.at`) say how much game time has passed since,
and the panel says so and offers `table: pause` at the time of the save, for a table that paused.
At the live prompt a move takes the time it is declared: completion never offers a time ahead of
the clock (a flip only once its glass is empty) and a typed time ahead of it is refused.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from referee.core.record import record
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import refs
from referee.pendulum.clock import grace, mm_ss, sand_left, show
from referee.pendulum.state import ZONES

REFRESH = 0.2  # seconds between two redraws of the toolbar
# a save written less than this many wall seconds ago is the same sitting going on (a server that
# opens the save again after a move): its stamps, cut to the second, would add up to a second's sand
FRESH = 2.0
LINES = 2  # the panel's lines in the toolbar, always this many (the step's picture leaves room)
# the moves that carry a game time, in the words a table types (English and Chinese keywords)
_TIMED = re.compile(
    r"^\s*(?:[^:：]{1,40}[:：]\s*)?(flip|start|pause|resume|翻转|开始|暂停|恢复)\b(?!.*[@于])", re.I
)
_STAMP = re.compile(r"\s*@([0-9]+)\.([0-9])\s*$")  # a legal move's time as the notation spells it
_TIMED_KINDS = ("flip", "start", "pause", "resume")


def _keyword(text: str) -> str:
    """The first word of a move's text after its declarer (`Ann: flip green` → flip)."""
    words = text.split(":", 1)[-1].split("：", 1)[-1].split()
    return words[0] if words else ""


def standing(state: Any) -> bool:
    """Whether no sand runs: before the first round's `start` (the set-up) or during a pause."""
    return bool(state.paused >= 0 or state.ctx.round == 0)


class GameClock:
    """Game time in tenths of a second, from the wall clock, anchored to the game's declared time
    (or, for a game opened again, to the game time the real hourglasses have reached: `start`)."""

    def __init__(
        self, scale: float = 1.0, wall: Callable[[], float] = time.monotonic, start: int = 0
    ) -> None:
        self.scale = scale
        self.wall = wall
        self.anchor_game = start
        self.anchor_wall = wall()

    def now(self, state: Any) -> int:
        if standing(state):  # the clock stands where the game stands, and runs on from there
            at = int(state.paused if state.paused >= 0 else state.now)
            self._anchor(at)
            return at
        t_now = self.anchor_game + int((self.wall() - self.anchor_wall) * 10 * self.scale)
        if t_now < state.now:  # a move declared a later time: follow it
            self._anchor(state.now)
            return int(state.now)
        return t_now

    def _anchor(self, game: int) -> None:
        self.anchor_game = game
        self.anchor_wall = self.wall()


@record
class Resumed:
    """A game opened again while its sand ran: the game time at its last save (`saved`), the game
    time the real hourglasses have reached now (`at`), and the wall seconds in between (`away`)."""

    saved: int
    at: int
    away: float


def _epoch(stamp: str) -> float | None:
    try:
        return datetime.fromisoformat(stamp).timestamp()
    except (TypeError, ValueError):
        return None


def resumed(state: Any, log: Sequence[Any], scale: float, now: float) -> Resumed | None:
    """Where the real hourglasses of a game opened again stand at wall time `now` (epoch seconds):
    its latest declared game time (`state.now`) was declared by the last logged move carrying a
    time, at that entry's wall time; every second since counts (times the scale). None while no sand
    runs (set-up, a pause), untimed, or when the log says nothing of wall time."""
    if state.clock != "timed" or standing(state):
        return None
    timed = [e for e in log if "@" in e.move]
    anchor = _epoch(timed[-1].at) if timed else None
    last = _epoch(log[-1].at) if log else None
    if anchor is None or last is None or now - last < FRESH:
        return None
    # a stamp is cut to the second: the move was declared half a second after it, on average
    since_anchor = max(0.0, now - anchor - 0.5)
    saved = int(state.now) + int(max(0.0, last - anchor) * 10 * scale)
    return Resumed(saved, int(state.now) + int(since_anchor * 10 * scale), max(0.0, now - last))


def flippable(state: Any) -> bool:
    """Whether a glass may be flipped at all now: timed, real time, running, the Council not called."""
    return bool(
        state.clock == "timed"
        and state.ctx.phase == "realtime"
        and state.paused < 0
        and not state.council_called
    )


def _untimed_head(state: Any) -> str:
    from referee.pendulum.rules.timing import step_text, still_unready

    if not state.panel:
        return t("pendulum.live.no_panel")
    waiting = still_unready(state)
    return t(
        "pendulum.live.untimed",
        step=state.panel_at + 1,
        steps=step_text(state.panel[state.panel_at]),
        waiting=", ".join(waiting) if waiting else t("pendulum.live.nobody"),
    )


def timer_lines(state: Any, at: int) -> list[str]:
    """Two lines: the game time, the markers and which glasses may be flipped (untimed: the timing
    panel's step and who is not ready yet); then each hourglass's row and its sand left or `empty`.
    Each fits 79 cells with every glass empty, in both languages."""
    out = []
    empty = []
    for zone in ZONES:
        row = t(f"pendulum.row.{('top', 'bottom')[state.timer(zone).row]}")
        name = t(f"pendulum.zone.{zone}")
        if state.clock != "timed":
            out.append(t("pendulum.live.glass", zone=name, row=row))
            continue
        left = sand_left(state, zone, at)
        if left:
            out.append(t("pendulum.live.running", zone=name, row=row, left=mm_ss(left)))
        else:
            empty.append(name)
            out.append(t("pendulum.live.empty", zone=name, row=row))
    if state.clock != "timed":
        head = _untimed_head(state)
    else:
        head = t("pendulum.live.head", time=show(at), markers=sum(state.markers))
        if empty and flippable(state):
            head += "  " + t("pendulum.live.may_flip", zones=" ".join(empty))
    if state.paused >= 0:
        head += "  " + t("pendulum.live.paused")
    if state.council_called:
        head += "  " + t("pendulum.live.called")
    return [head, "  ".join(out)]


class LivePanel:
    """What the move line shows and fills for a game with running hourglasses."""

    def __init__(self, session: Any, clock: GameClock | None = None, back: Resumed | None = None) -> None:
        self.session = session
        self.clock = clock or GameClock()
        self.interval = REFRESH
        self.back = back  # the game was opened again while its sand ran (said until the next move)
        self.opened = len(getattr(getattr(session, "save", None), "log", ()))

    def game_time(self) -> int:
        return self.clock.now(self.session.state)

    def just_resumed(self) -> Resumed | None:
        """The resumption, while no move has been declared since the game was opened again."""
        save = getattr(self.session, "save", None)
        if self.back is None or save is None or len(save.log) != self.opened:
            return None
        return self.back

    def lines(self) -> list[str]:
        lines = self.lines_at(self.game_time())
        back = self.just_resumed()
        if back is not None and back.away >= 1:
            lines[0] = t(
                "pendulum.live.resumed",
                away=mm_ss(int(back.away * 10)),
                saved=show(back.saved),
                at=show(back.at),
            )
        return lines

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

    def offered(self, entries: Sequence[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        """The completions as the live table may take them now: a timed move listed at a time ahead
        of the clock (a flip at the moment its glass *will* be empty) is left out; one due now is
        offered without its time, which the clock fills in at Enter. A game just opened again offers
        `table: pause` at the time of its save; untimed, with no panel declared, the panel's form."""
        state = self.session.state
        now = self.game_time()
        out = []
        for text, meaning, printed in entries:
            stamp = _STAMP.search(text)
            if stamp is not None:  # untimed, a time means nothing: offered without it too
                at = int(stamp.group(1)) * 10 + int(stamp.group(2))
                if state.clock == "timed" and at > now + grace(state):
                    continue
                text = text[: stamp.start()]
            out.append((text, meaning, printed))
        if state.clock == "untimed":  # everyone ready: the panel's flip comes first
            out.sort(key=lambda entry: _keyword(entry[0]) not in ("flip", "翻转"))
        back = self.just_resumed()
        pause = self._spelt("pause")
        if back is not None and any(e[0] == pause for e in out):
            out.insert(0, (f"{pause} @{show(back.saved)}", t("pendulum.live.pause_back"), ""))
        if state.clock == "untimed" and not state.panel and self._before_flips(state):
            out.insert(0, (f"{self._spelt('panel')} ", t("pendulum.live.panel_form"), ""))
        return out

    @staticmethod
    def _before_flips(state: Any) -> bool:
        """Untimed: where the timing panel is declared, before its first flip (issue 25, item 5)."""
        top = state.ctx.top
        return top is not None and top.kind in ("start_round", "realtime", "prepare")

    def _spelt(self, kind: str) -> str:
        """The table's timing move of `kind` without its time or steps, as the table types it."""
        from referee.core.flow import TABLE
        from referee.core.game import leader, named
        from referee.i18n import lang
        from referee.pendulum import moves

        move = moves.Panel("") if kind == "panel" else moves.Pause(None)
        rules = self.session.rules
        spelt = str(move) if lang() == "en" else rules.spell(move, lang())
        return named(spelt.strip(), TABLE, leader(rules.decisions(self.session.state)))

    def ahead(self, text: str) -> list[Violation]:
        """A typed time ahead of the clock at the live prompt: refused, the clock's time named (a
        move takes the time it is declared; `referee move` records any time the table gives)."""
        state = self.session.state
        if state.clock != "timed":
            return []
        try:
            move = self.session.parse(text).move
        except Exception:  # noqa: BLE001 - an unreadable text is the move line's own verdict
            return []
        at = getattr(move, "at", None)
        if getattr(move, "kind", "") not in _TIMED_KINDS or at is None:
            return []
        now = self.game_time()
        if at <= now:
            return []
        message = t("pendulum.live.ahead", at=show(at), now=show(now))
        return [Violation("time_ahead", message, refs.FLIP)]


def panel_for(session: Any, scale: float = 1.0) -> LivePanel:
    """The live panel of a Pendulum session, its clock running `scale` times faster than the wall,
    resumed where the real hourglasses stand when the game is opened again."""
    save = getattr(session, "save", None)
    back = resumed(session.state, save.log, scale, time.time()) if save is not None else None
    clock = GameClock(scale, start=back.at if back is not None else int(session.state.now))
    return LivePanel(session, clock, back)

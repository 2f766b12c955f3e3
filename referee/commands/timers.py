"""`referee timers SAVE`: the hourglasses of a running game (Pendulum): each one's row and sand left,
the purple time markers, and which may be flipped.

The save holds game time only in its moves; the sand is shown at the last declared game time and,
while the clock runs (timed, not paused, in real time), also as it stands now: that time plus the
wall-clock seconds since the move that declared it was saved.
"""

from __future__ import annotations

from datetime import UTC, datetime

import typer

from referee import output
from referee.commands import common
from referee.core.errors import UsageError
from referee.i18n import t


def _seconds_since(stamp: str) -> float | None:
    try:
        then = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    return max(0.0, (datetime.now(UTC) - then).total_seconds())


def timers(save: str = typer.Argument(..., help=t("help.timers.save"))) -> None:
    """Show the hourglasses of a running game."""
    from prompts.timers import panel_for, show, timer_lines

    session = common.open_session(save)
    if panel_for(session) is None:
        raise UsageError(t("cli.no_timers", game=session.rules.info.id))
    state = session.state
    output.say(t("cli.timers_declared", time=show(state.now)))
    for line in timer_lines(state, state.now):
        output.say(f"  {line}")
    timed = [e for e in session.save.log if "@" in e.move]
    running = state.clock == "timed" and state.paused < 0 and state.ctx.phase == "realtime"
    since = _seconds_since(timed[-1].at) if timed and running else None
    if since is not None:
        now = state.now + int(since * 10)
        output.say(t("cli.timers_now", time=show(now)))
        for line in timer_lines(state, now):
            output.say(f"  {line}")


def register(app: typer.Typer) -> None:
    app.command("timers", help=t("help.timers.description"))(timers)

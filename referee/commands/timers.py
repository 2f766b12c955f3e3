"""`referee timers SAVE`: the live panel of a running game whose package declares one (Pendulum's
hourglasses: each one's row and sand left, the purple time markers, and which may be flipped).

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
    from prompts.live_panel import panel_for

    session = common.open_session(save)
    panel = panel_for(session)
    if panel is None:
        raise UsageError(t("cli.no_timers", game=session.rules.info.id))
    declared = panel.declared_time()
    output.say(t("cli.timers_declared", time=panel.show(declared)))
    for line in panel.lines_at(declared):
        output.say(f"  {line}")
    timed = [e for e in session.save.log if "@" in e.move]
    since = _seconds_since(timed[-1].at) if timed and panel.running() else None
    if since is not None:
        now = declared + int(since * 10)
        output.say(t("cli.timers_now", time=panel.show(now)))
        for line in panel.lines_at(now):
            output.say(f"  {line}")


def register(app: typer.Typer) -> None:
    app.command("timers", help=t("help.timers.description"))(timers)

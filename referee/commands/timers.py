"""`referee timers SAVE`: the live panel of a running game whose package declares one (Pendulum's
hourglasses: each one's row and sand left, the purple time markers, and which may be flipped).

The save holds game time only in its moves; the sand is shown at the last declared game time and,
while the clock runs (timed, not paused, in real time), also as it stands now: the panel's clock,
resumed from the wall time of the move that declared that time (its log entry's `at`). Untimed,
the panel's lines name the timing panel's step and who is not ready yet.
"""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.core.errors import UsageError
from referee.i18n import t


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
    now = panel.game_time() if panel.running() else declared
    if now != declared:
        output.say(t("cli.timers_now", time=panel.show(now)))
        for line in panel.lines_at(now):
            output.say(f"  {line}")


def register(app: typer.Typer) -> None:
    app.command("timers", help=t("help.timers.description"))(timers)

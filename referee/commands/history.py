"""`referee history SAVE`: every accepted move, numbered as in the save's log."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common


def history(save: str = typer.Argument(..., help="Save name or path.")) -> None:
    """List the log: number, round, who, move; and what can be redone."""
    session = common.open_session(save)
    if not session.save.log:
        output.say("No moves yet.")
    for e in session.save.log:
        output.say(f"{e.n:>4}  r{e.round:<2} {e.by:<10} {e.move}")
    if session.save.undone:
        output.say(f"{len(session.save.undone)} undone move(s) can be redone with `referee redo`.")


def register(app: typer.Typer) -> None:
    app.command("history")(history)

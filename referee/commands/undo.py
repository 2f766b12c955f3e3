"""`referee undo SAVE [N]` and `referee redo SAVE [N]`: step back and forward through the log.

Undone moves are kept in the save until the next new move, so redo works across sessions.
"""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def undo(
    save: str = typer.Argument(..., help="Save name or path."),
    count: int = typer.Argument(1, help="How many moves to take back."),
) -> None:
    """Take back the last COUNT moves (they can be redone until a new move is declared)."""
    session = common.open_session(save)
    for entry in session.undo(count):
        output.say(t("cli.undone", n=entry.n, move=entry.move))
    common.show_pending(session)


def redo(
    save: str = typer.Argument(..., help="Save name or path."),
    count: int = typer.Argument(1, help="How many undone moves to declare again."),
) -> None:
    """Declare again the last COUNT undone moves."""
    session = common.open_session(save)
    for entry in session.redo(count):
        output.say(t("cli.redone", move=entry.move))
    common.show_pending(session)


def register(app: typer.Typer) -> None:
    app.command("undo")(undo)
    app.command("redo")(redo)

"""`referee undo SAVE [N]` and `referee redo SAVE [N]`: step back and forward through the log.

Undone moves are kept in the save until the next new move, so redo works across sessions.
"""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def undo(
    save: str = typer.Argument(..., help=t("help.undo.save")),
    count: int = typer.Argument(1, help=t("help.undo.count"), parser=common.whole_number),
) -> None:
    """Take back the last COUNT moves (they can be redone until a new move is declared)."""
    session = common.open_session(save)
    for entry in session.undo(count):
        output.say(t("cli.undone", n=entry.n, move=entry.move))
    output.show_pending(session)


def redo(
    save: str = typer.Argument(..., help=t("help.redo.save")),
    count: int = typer.Argument(1, help=t("help.redo.count"), parser=common.whole_number),
) -> None:
    """Declare again the last COUNT undone moves."""
    session = common.open_session(save)
    for entry in session.redo(count):
        output.say(t("cli.redone", move=entry.move))
    output.show_pending(session)


def register(app: typer.Typer) -> None:
    app.command("undo", help=t("help.undo.description"))(undo)
    app.command("redo", help=t("help.redo.description"))(redo)

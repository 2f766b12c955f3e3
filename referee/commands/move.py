"""`referee move SAVE MOVE...`: declare moves; each is checked, then saved at once."""

from __future__ import annotations

from pathlib import Path

import typer

from referee import output
from referee.commands import common
from referee.core.errors import UsageError
from referee.i18n import t


def move(
    save: str = typer.Argument(..., help=t("help.move.save")),
    moves: list[str] = typer.Argument(None, help=t("help.move.moves")),
    script: Path | None = typer.Option(None, "--script", help=t("help.move.script")),
    override: bool = typer.Option(False, "--override", help=t("help.move.override")),
) -> None:
    """Declare one or more moves. An illegal move exits 3 with the reason and changes nothing."""
    session = common.open_session(save)
    lines = [(i, m) for i, m in enumerate(moves or [], 1)]
    if script is not None:
        lines += common.read_script(script)
    if not lines:
        raise UsageError(t("cli.no_move"))
    source = t("cli.source_script") if script is not None else t("cli.source_argument")
    common.run_moves(session, lines, source, override=override)
    output.show_pending(session)


def register(app: typer.Typer) -> None:
    app.command("move", help=t("help.move.description"))(move)

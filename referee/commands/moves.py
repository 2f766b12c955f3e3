"""`referee moves SAVE`: exactly the move texts `referee move` accepts now (or a game's notation)."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t
from referee.registry import GAMES, rules_for


def moves(
    target: str = typer.Argument(..., help=t("help.moves.target")),
) -> None:
    """Print one legal move per line; for a game id, print the move notation."""
    if target.lower() in GAMES:
        info = rules_for(target).info
        for syntax, meaning in info.notation:
            output.say(f"{syntax:<34} {meaning}")
        return
    session = common.open_session(target)
    for text in session.legal_texts():
        output.say(text)


def register(app: typer.Typer) -> None:
    app.command("moves", help=t("help.moves.description"))(moves)

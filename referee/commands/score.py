"""`referee score GAME`: the end-of-game score sheet, asked for on a terminal or read from a file.

The scorers and the interactive layer are imported inside the command so that importing the CLI
stays fast. Messages are `score.*` catalog entries; the --help texts are `help.score.*` (the
--sheet help lists the keys of a score sheet file for every game).
"""

from __future__ import annotations

from pathlib import Path

import typer

from referee.core.errors import UsageError
from referee.i18n import t
from referee.registry import entry, ids_text, sheet_keys_text


def score(
    game: str = typer.Argument(..., help=t("help.score.game", games=ids_text())),
    sheet: Path | None = typer.Option(
        None, "--sheet", help=t("help.score.sheet", games=sheet_keys_text()), show_default=False
    ),
    fmt: str | None = typer.Option(
        None,
        "--format",
        "-f",
        help=t("help.score.fmt"),
        show_default=False,
    ),
    output_path: Path | None = typer.Option(
        None,
        "--output",
        "-o",
        help=t("help.score.output_path"),
        show_default=False,
    ),
) -> None:
    """Score a finished game: asks each player's categories, or reads them with --sheet FILE."""
    game_id = entry(game).id
    from prompts.sheet_view import emit
    from saves.paths import expand
    from scorers.formats import choose_format

    sheet = expand(sheet) if sheet is not None else None  # a quoted ~ as every other command reads it
    output_path = expand(output_path) if output_path is not None else None

    chosen = choose_format(fmt, output_path)
    if sheet is not None:
        from scorers.sheet_file import score_file

        emit(score_file(game_id, sheet), chosen, output_path)
        return
    from prompts import can_prompt

    if not can_prompt():
        from scorers.sheet_file import FIELDS

        keys = ", ".join(f.key for f in FIELDS[game_id])
        raise UsageError(t("score.no_terminal", game=game_id, keys=keys))
    from prompts.score_questions import run_score_questions

    run_score_questions(game_id, fmt, output_path)


def register(app: typer.Typer) -> None:
    app.command("score", help=t("help.score.description"))(score)

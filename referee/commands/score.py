"""`referee score GAME`: the end-of-game score sheet, asked for on a terminal or read from a file.

The scorers and the interactive layer are imported inside the command so that importing the CLI
stays fast. Messages are `score.*` catalog entries; the --help texts are English (they are built
when the CLI is imported, like every command's help).
"""

from __future__ import annotations

from pathlib import Path

import typer

from referee.core.errors import UsageError
from referee.i18n import t
from referee.registry import entry

SHEET_HELP = """\
A TOML score sheet: optional `game = "..."`, then one [[players]] table per player with `name` and
the game's keys (missing numbers count 0).
looot: castle watchtower house gold sheep wood axe (tiles), longships = ["Castle31", "gold+2"],
unfilled_longships, sites = ["port", "altar", "palace"], trophy (axes on it, 2-6).
lehavre: francs, loans, buildings = ["Wharf", "Bank"], ships = ["S05", 6], goods = { fish = 3 }.
guilds: vp, mayor_cards = [4, 0, 6], adjacent_master_pairs.
pendulum: power prestige popularity (spaces advanced), parchment = { power = 10, prestige = 9,
popularity = 11 }, legendary = true, privilege (1 = first), glory (variant)."""


def score(
    game: str = typer.Argument(..., help="Game id: guilds, lehavre, pendulum or looot."),
    sheet: Path | None = typer.Option(None, "--sheet", help=SHEET_HELP, show_default=False),
    fmt: str | None = typer.Option(
        None,
        "--format",
        "-f",
        help="table, json, csv or md (default: table, or the --output suffix).",
        show_default=False,
    ),
    output_path: Path | None = typer.Option(
        None,
        "--output",
        "-o",
        help="Write the sheet to this file instead of the terminal.",
        show_default=False,
    ),
) -> None:
    """Score a finished game: asks each player's categories, or reads them with --sheet FILE."""
    game_id = entry(game).id
    from scorers.formats import choose_format, emit

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
    app.command("score")(score)

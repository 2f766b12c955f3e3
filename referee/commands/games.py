"""`referee games`: the games this referee knows and what it can do for each."""

from __future__ import annotations

import typer

from referee import output
from referee.i18n import t
from referee.registry import GAMES


def games() -> None:
    """List the games: id, title, seed file and whether moves can be tracked."""
    for e in GAMES.values():
        mode = t("cli.mode_track") if e.module else t("cli.mode_score")
        output.say(f"{e.id:<9} {e.title()} ({e.title_other()})  [{mode}]  {t('cli.seed')} {e.seed_file}")


def register(app: typer.Typer) -> None:
    app.command("games", help=t("help.games.description"))(games)

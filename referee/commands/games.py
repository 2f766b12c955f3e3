"""`referee games`: the games this referee knows and what it can do for each."""

from __future__ import annotations

import typer

from referee import output
from referee.registry import GAMES


def games() -> None:
    """List the games: id, title, seed file and whether moves can be tracked."""
    for e in GAMES.values():
        mode = "track + score" if e.module else "score sheet"
        output.say(f"{e.id:<9} {e.title_en} ({e.title_zh})  [{mode}]  seed {e.seed_file}")


def register(app: typer.Typer) -> None:
    app.command("games")(games)

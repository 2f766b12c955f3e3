"""`referee list`: the saves in the saves folder, newest first."""

from __future__ import annotations

import typer

from referee import output
from referee.core.errors import RefereeError
from saves import paths, schema, store


def list_saves() -> None:
    """List saved games: name, game, players, moves, last change."""
    folder = paths.saves_dir()
    files = (
        sorted(folder.glob("*" + paths.SUFFIX), key=lambda p: p.stat().st_mtime, reverse=True)
        if folder.is_dir()
        else []
    )
    if not files:
        output.say(f"No saves in {folder}.")
        return
    output.say(f"Saves in {folder}:")
    for path in files:
        name = path.name[: -len(paths.SUFFIX)]
        try:
            save = schema.decode(store.read_text(path), str(path))
        except RefereeError as exc:
            output.say(f"  {name:<28} unreadable: {exc}")
            continue
        players = ", ".join(save.players)
        output.say(f"  {name:<28} {save.game:<8} {players:<24} {len(save.log):>4} moves  {save.updated}")


def register(app: typer.Typer) -> None:
    app.command("list")(list_saves)

"""`referee list`: the saves in the saves folder, newest first (not the files of dropped entries
`referee verify --repair` writes beside them). Each save is read up to the end of its head
(saves/header.py): a folder holding a long game, or a large file that is no save, lists at once."""

from __future__ import annotations

from pathlib import Path

import typer

from referee import output
from referee.commands.common import cells, finished, pad
from referee.core.errors import RefereeError
from referee.core.text import shown
from referee.i18n import t
from saves import paths, store
from saves.header import read_head


def saves_newest_first() -> list[Path]:
    """The saves of the saves folder, newest first (not the files of dropped entries)."""
    folder = paths.saves_dir()
    found = folder.glob("*" + paths.SUFFIX) if folder.is_dir() else ()
    return sorted((p for p in found if not store.DROPPED.fullmatch(p.name)), key=_mtime, reverse=True)


def list_saves() -> None:
    """List saved games: name, game, players, moves, last change, and `finished` for a game over."""
    folder = paths.saves_dir()
    files = saves_newest_first()
    if not files:
        output.say(t("cli.no_saves", folder=folder))
        return
    output.say(t("cli.saves_in", folder=folder))
    for path in files:
        name = shown(path.name[: -len(paths.SUFFIX)])
        try:
            save = read_head(path)
        except RefereeError as exc:
            output.say(f"  {pad(name, 28)} " + t("cli.unreadable", reason=exc))
            continue
        players = ", ".join(save.players)
        moves = t("cli.moves_count", count=save.moves)
        # padded by terminal cells, not characters: a Chinese name takes two cells per character
        columns = (pad(name, 28), pad(save.game, 8), pad(players, 24), " " * (10 - cells(moves)) + moves)
        over = "  " + t("prompt.save_finished") if finished(path) else ""
        output.say("  " + " ".join(columns) + f"  {save.updated}{over}")


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # a link to nothing, or removed meanwhile: listed last, as unreadable
        return 0.0


def register(app: typer.Typer) -> None:
    app.command("list", help=t("help.list.description"))(list_saves)

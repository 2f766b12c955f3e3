"""`referee catalog GAME [KIND]`: a game's components with their printed values, read from its
catalogs (`referee/<game>/data/*.toml`, every entry with `source` and `verified`).

Generic over the registered games, tracked or not (Le Havre's catalogs exist before its engine): a
kind is a catalog file (`buildings`) or its table (`building`). Each entry is one line, its id first:
by the game's own words where its picture module offers `printed_line(kind, entry)` (Looot:
`Castle31 — axe axe wood → castle +3`, what is printed on the piece), else its printed fields as
`field=value`. Entries not checked against the physical piece are marked, as `referee status` marks
them: the table then declares what it reads (`table: declare …`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import typer

from referee import output
from referee.core.catalog import Kind, kinds_in
from referee.core.errors import UsageError
from referee.i18n import t
from referee.registry import GAMES, entry, package_of

HIDDEN = ("source", "verified")  # said once per entry by the mark, not as printed values


def kinds(game: str) -> tuple[Kind, ...]:
    """Every catalog of the game (empty for a game with no data folder)."""
    return kinds_in(package_of(game))


def entry_id(kind: Kind, item: dict[str, Any]) -> str:
    """How an entry is named: its id, else its first identifying field (`ocean 1`, `face 3`)."""
    if "id" in item:
        named = f"{kind.table} {item['id']}" if isinstance(item["id"], int) else str(item["id"])
        return f"{named} {item['name']}" if "name" in item else named
    fields = [str(item[k]) for k in ("kind", "type", "face", "axes") if k in item]
    return " ".join(fields) or kind.table


def printed_fields(item: dict[str, Any]) -> str:
    """The entry's values as `field=value`, lists joined by spaces."""
    parts = []
    for key, value in item.items():
        if key in HIDDEN or key in ("id", "name"):
            continue
        if isinstance(value, list):
            value = " ".join(map(str, value))
        elif isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items()) or "-"
        parts.append(f"{key}={value}")
    return " ".join(parts)


def game_lines(game: str) -> Callable[[str, dict[str, Any]], str | None] | None:
    """The game's own `printed_line(kind, entry)` (its picture module), if it has one."""
    try:
        module = importlib.import_module(f"{package_of(game)}.picture")
    except ModuleNotFoundError:
        return None
    found = getattr(module, "printed_line", None)
    return found if callable(found) else None


def line(game: str, kind: Kind, item: dict[str, Any]) -> str:
    """One entry as `referee catalog` prints it (the id, what is printed, the unverified mark)."""
    own = game_lines(game)
    text = own(kind.table, item) if own else None
    if text is None:
        text = f"{entry_id(kind, item)} — {printed_fields(item)}"
    return text if item["verified"] else f"{text}  " + t("cli.catalog_unverified")


def find_kinds(game: str, name: str) -> tuple[Kind, ...]:
    """The catalogs a KIND names: a file (all its tables), a table, or `file.table`."""
    wanted = name.strip().casefold()
    found = tuple(
        k for k in kinds(game) if wanted in (k.file.casefold(), k.table.casefold(), k.name.casefold())
    )
    if found:
        return found
    names = ", ".join(k.name for k in kinds(game))
    raise UsageError(t("cli.catalog_no_kind", kind=repr(name), game=game, kinds=names or "-"))


def catalog(
    game: str = typer.Argument(..., help=t("help.catalog.game")),
    kind: str | None = typer.Argument(None, help=t("help.catalog.kind")),
) -> None:
    """Print the game's components with their printed values."""
    game = entry(game).id
    found = kinds(game)
    if not found:
        output.say(t("cli.catalog_none", game=GAMES[game].title()))
        return
    chosen = find_kinds(game, kind) if kind is not None else found
    for i, k in enumerate(chosen):
        if i:
            output.say("")
        output.say(t("cli.catalog_kind", kind=k.name, count=len(k.entries)), style="bold")
        for item in k.entries:
            output.say("  " + line(game, k, item))


def register(app: typer.Typer) -> None:
    app.command("catalog", help=t("help.catalog.description"))(catalog)

"""`referee rules GAME [TOPIC...]`: the seed rule text, by heading or by word (referee/rule_text.py).

Without a topic: the section headings as an indented tree, with their seed line numbers. When
nothing matches, a note goes to stderr, the heading tree to stdout, and the exit code is 1, so a
script can tell "no such topic" from a printed answer.
"""

from __future__ import annotations

from typing import Annotated

import typer

from referee.core.errors import EXIT_ERROR
from referee.i18n import t
from referee.registry import entry, ids_text


def rules(
    game: Annotated[str, typer.Argument(help=t("help.rules.game", games=ids_text()))],
    topic: Annotated[
        list[str] | None,
        typer.Argument(help=t("help.rules.topic")),
    ] = None,
    full: Annotated[bool, typer.Option("--full", help=t("help.rules.full"))] = False,
    glossary: Annotated[bool, typer.Option("--glossary", help=t("help.rules.glossary"))] = False,
) -> None:
    """Show the rule text: the list of sections, or the sections about TOPIC.

    Exit code 1 (with the list of sections on stdout) when nothing matches TOPIC.
    """
    from referee import output
    from referee.rule_text import show_topic

    with output.paged():
        found = show_topic(entry(game).id, topic, full, glossary)
    if not found:
        raise typer.Exit(EXIT_ERROR)


def register(app: typer.Typer) -> None:
    app.command("rules", help=t("help.rules.description"))(rules)

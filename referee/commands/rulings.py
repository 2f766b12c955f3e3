"""`referee rulings GAME`: the decisions taken where a seed is silent, ambiguous or differs from
the published game (referee/<game>/rulings.md), and the house-rule options a save can choose."""

from __future__ import annotations

import typer

from referee import output
from referee.core import rulings as ruling_book
from referee.i18n import t
from referee.registry import entry, rules_for


def rulings(game: str = typer.Argument(..., help=t("help.rulings.game"))) -> None:
    """List the rulings recorded for GAME and its house-rule options."""
    e = entry(game)
    output.say(t("rulings.title", title=f"{e.title()} ({e.title_other()})"), style="bold")
    found = ruling_book.for_game(e.id)
    if not found:
        output.say(t("rulings.none"))
    for r in found:
        output.say("")
        output.say(r.title, style="bold")
        for line in r.body.splitlines():
            output.say("  " + line)
    if e.module is not None:
        options = rules_for(e.id).info.house_rules
        if options:
            output.say("")
            output.say(t("rulings.house_rules", game=e.id), style="bold")
            for h in options:
                choices = "|".join(h.choices)
                output.say(
                    "  "
                    + t(
                        "rulings.house_rule",
                        name=h.name,
                        choices=choices,
                        default=h.default,
                        summary=h.summary,
                        kind=t(f"rulings.kind_{h.kind}"),
                    )
                )


def register(app: typer.Typer) -> None:
    app.command("rulings", help=t("help.rulings.description"))(rulings)

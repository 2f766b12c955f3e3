"""`referee history SAVE`: every accepted move, numbered as in the save's log; `--chart` draws each
player's score at the end of every round instead."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def history(
    save: str = typer.Argument(..., help=t("help.history.save")),
    chart: bool = typer.Option(False, "--chart", help=t("help.history.chart")),
    lang: str | None = typer.Option(
        None,
        "--lang",
        help=t("help.history.lang"),
        show_default=False,
    ),
) -> None:
    """List the log: number, round, who, move; and what can be redone. --chart: score per round."""
    from prompts.pictures import check_lang

    language = check_lang(lang)
    session = common.open_session(save)
    if chart:
        from prompts.pictures.chart import chart as draw_chart
        from prompts.pictures.chart import progress

        output.out().print(draw_chart(progress(session.rules, session.save), language))
        return
    if not session.save.log:
        output.say(t("cli.no_moves_yet"))
    for e in session.save.log:
        output.say(
            t(
                "cli.history_row",
                n=e.n,
                round=e.round,
                by=common.pad(common.declared_by(e.by), 10),
                move=e.move,
            )
        )
    if session.save.undone:
        output.say(t("cli.can_redo", count=len(session.save.undone)))


def register(app: typer.Typer) -> None:
    app.command("history", help=t("help.history.description"))(history)

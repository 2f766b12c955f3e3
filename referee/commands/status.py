"""`referee status SAVE`: the board picture, whose turn and what is pending; the score sheet at the end."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def status(
    save: str = typer.Argument(..., help=t("help.status.save")),
    lang: str | None = typer.Option(
        None,
        "--lang",
        help=t("help.status.lang"),
        show_default=False,
    ),
    text: bool = typer.Option(False, "--text", help=t("help.status.text")),
    explain: bool = typer.Option(False, "--explain", help=t("help.status.explain")),
) -> None:
    """Show the board, the pending decision, and the final score sheet once the game is over."""
    from prompts.pictures import board, check_lang

    language = check_lang(lang)
    session = common.open_session(save)
    info = session.rules.info
    title = f"{info.title_zh} ({info.title_en})" if language == "zh" else f"{info.title_en} ({info.title_zh})"
    output.say(f"{title} — {session.path}", style="bold")
    if session.save.options:
        chosen = ", ".join(f"{k}={v}" for k, v in session.save.options.items())
        output.say(t("cli.house_rules", rules=chosen))
    if text:
        output.say(session.rules.describe(session.state))
    else:
        output.show(board(session.rules, session.state, language))
    output.show_pending(session)
    common.show_components(session, unverified=explain)
    if explain:
        from referee.core.teach import explain as teach

        for line in teach(session.rules, session.state):
            output.say(line)
    if session.decision() is None:
        from prompts.sheet_view import show as show_sheet

        show_sheet(session.rules.score_sheet(session.state))


def register(app: typer.Typer) -> None:
    app.command("status", help=t("help.status.description"))(status)

"""`referee check SAVE MOVE`: a dry run — is this move legal now, and if not, why."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.i18n import t


def check(
    save: str = typer.Argument(..., help=t("help.check.save")),
    move: str = typer.Argument(..., help=t("help.check.move")),
    explain: bool = typer.Option(False, "--explain", help=t("help.check.explain")),
) -> None:
    """Say whether MOVE is legal now, quoting the rule it breaks. Nothing is saved."""
    session = common.open_session(save)
    try:
        decl, violations = session.check(move)
    except MoveSyntaxError as exc:
        from prompts.hints import with_hints

        raise with_hints(session, exc, move) from None
    if violations:
        if explain:
            output.explain(violations, session.rules.describe(session.state))
        raise IllegalMove(str(decl), violations, session.rules.describe(session.state))
    output.say(t("cli.legal", move=decl), style="green")
    if explain:  # what would happen, each consequence with the passage that makes it happen
        from referee.core.game import play
        from referee.output import cite_line

        for effect in play(session.rules, session.state, decl).effects:
            output.say(f"  → {effect.message}")
            if effect.rule is not None:
                output.say("    " + t("error.rule", citation=cite_line(effect.rule)), style="dim")


def register(app: typer.Typer) -> None:
    app.command("check", help=t("help.check.description"))(check)

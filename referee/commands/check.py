"""`referee check SAVE MOVE`: a dry run — is this move legal now, and if not, why.

`referee check GAME --position FILE MOVE` judges it in a position file's position instead (a dispute
at a table that did not track its game, issue 27): nothing is created or saved."""

from __future__ import annotations

from pathlib import Path

import typer

from referee import output
from referee.commands import common
from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.i18n import t
from saves.session import Session


def check(
    save: str = typer.Argument(..., help=t("help.check.save")),
    move: str = typer.Argument(..., help=t("help.check.move")),
    explain: bool = typer.Option(False, "--explain", help=t("help.check.explain")),
    position: Path | None = typer.Option(
        None, "--position", help=t("help.check.position"), show_default=False
    ),
) -> None:
    """Say whether MOVE is legal now, quoting the rule it breaks. Nothing is saved."""
    session = common.open_session(save) if position is None else in_position(save, position)
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


def in_position(game: str, position: Path) -> Session:
    """A session held in memory only, at the position of the file: never written anywhere."""
    from referee.commands.new import load_position
    from referee.registry import rules_for
    from saves import paths, schema

    rules = rules_for(game)
    path = paths.expand(position)
    loaded = load_position(rules.info.id, path)
    options = dict(loaded.state.options)
    save = schema.SaveFile(loaded.game, tuple(loaded.players), options, position=loaded.data)
    return Session(path, rules, save, loaded.state)


def register(app: typer.Typer) -> None:
    app.command("check", help=t("help.check.description"))(check)

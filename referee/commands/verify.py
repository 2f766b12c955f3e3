"""`referee verify SAVE`: replay a save and report the first problem; `--repair` keeps the valid prefix."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from saves import paths, store
from saves.session import valid_prefix


def verify(
    save: str = typer.Argument(..., help="Save name or path."),
    repair: bool = typer.Option(
        False, "--repair", help="Keep the log up to the first bad entry (a backup is kept)."
    ),
) -> None:
    """Replay the whole log through the rules; exit 4 naming the first bad log entry."""
    path = paths.resolve(save)
    verdict = valid_prefix(path)
    session = verdict.session
    if verdict.hand_edited:
        output.say("note: the log was edited by hand since it was last saved (snapshot digest differs)")
    if verdict.problem is None:
        output.say(f"OK: all {len(session.save.log)} log entries replay legally.", style="green")
        common.show_pending(session)
        return
    if not repair:
        raise verdict.problem
    output.err().print(f"Found: {verdict.problem}", markup=False)
    session.write()
    output.say(
        f"Repaired: kept the first {len(session.save.log)} entries; "
        f"the file as it was is {store.backup_path(path)}."
    )
    common.show_pending(session)


def register(app: typer.Typer) -> None:
    app.command("verify")(verify)

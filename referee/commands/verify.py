"""`referee verify SAVE`: replay a save and report the first problem; `--repair` keeps the valid prefix.

A save whose log replays legally but is not the log that was saved (its snapshot is missing or
differs: a hand edit, or a file cut short) is refused too; `--repair` accepts it as it is (a new
snapshot is written). `--repair` also writes a migrated save in the current schema. The file as it was is always kept as `<save>.bak`;
when a save cannot be read at all, the message names that backup and how to restore it. Every entry
is replayed: verify never takes a state from the state cache (saves/cache.py), it checks the log.
"""

from __future__ import annotations

from pathlib import Path

import typer

from referee import output
from referee.commands import common
from referee.core.errors import SaveError
from referee.i18n import t
from saves import paths, store
from saves.session import valid_prefix


def verify(
    save: str = typer.Argument(..., help=t("help.verify.save")),
    repair: bool = typer.Option(
        False,
        "--repair",
        help=t("help.verify.repair"),
    ),
) -> None:
    """Replay the whole log through the rules; exit 4 naming the first bad log entry."""
    path = paths.resolve(save)
    try:
        verdict = valid_prefix(path)
    except SaveError:
        _backup_hint(path, can_repair=False)
        raise
    session = verdict.session
    for note in session.save.notes:
        output.say(t("cli.verify_note", note=note))
    problem = verdict.problem
    if problem is None:
        output.say(t("cli.verify_ok", count=len(session.save.log)), style="green")
        if verdict.hand_edited:  # legal, but not the log that was saved: only --repair accepts it
            problem = SaveError(str(path), session.save.snapshot_problem, t("save.where_snapshot"))
    if problem is None:
        if repair and session.save.notes:
            session.write()
            output.say(t("cli.verify_rewrote", backup=store.backup_path(path)))
        common.show_pending(session)
        return
    if not repair:
        _backup_hint(path, can_repair=True)
        raise problem
    output.err().print(t("cli.verify_found", problem=problem), markup=False)
    session.write()
    output.say(t("cli.verify_repaired", count=len(session.save.log), backup=store.backup_path(path)))
    common.show_pending(session)


def _backup_hint(path: Path, can_repair: bool) -> None:
    """How to recover: repair in place (when the file reads), or go back to the backup."""
    lines = []
    if can_repair:
        lines.append(t("cli.verify_repair_hint", path=path))
    bak = store.backup_path(path) if path.name else path
    if not path.name.endswith(".bak") and bak.is_file():
        lines.append(t("cli.verify_backup", backup=bak))
        lines.append(t("cli.verify_backup_how", backup=bak, path=path))
    if lines:
        output.err().print("\n".join(lines), markup=False)


def register(app: typer.Typer) -> None:
    app.command("verify", help=t("help.verify.description"))(verify)

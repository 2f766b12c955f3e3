"""`referee verify SAVE`: replay a save and give one verdict; `--repair` keeps the valid part, asking
before it drops anything.

The checks and the plan are saves/repair.py's: the file reads (else the tolerant reader takes what
it can), every log entry replays, the derived fields (number, phase, round) are what the replay
gives, every undone entry can be redone, and the snapshot vouches for the log. The verdict is
either "OK" or the first problem (exit 4), never both. `--repair` shows what it keeps, corrects and
drops; dropping needs a yes, at a terminal or by `--yes` (without either it refuses, exit 4, and
says what it would do). The file as it was is kept as `<save>.before-repair-<time>`, the dropped
entries go to `<name>.dropped-<time>.toml`. Every entry is replayed: verify never takes a state from
the state cache (saves/cache.py), it checks the log.
"""

from __future__ import annotations

from pathlib import Path

import typer

from referee import output
from referee.commands import common
from referee.core.errors import SaveError
from referee.i18n import t
from saves import paths, store
from saves.repair import Check, apply, examine
from saves.schema import Dropped

SHOWN = 10  # dropped entries listed before "and N more"


def verify(
    save: str = typer.Argument(..., help=t("help.verify.save")),
    repair: bool = typer.Option(False, "--repair", help=t("help.verify.repair")),
    yes: bool = typer.Option(False, "--yes", help=t("help.verify.yes")),
) -> None:
    """Replay the whole log through the rules; exit 4 naming the first problem."""
    path = paths.resolve(save)
    try:
        check = examine(path)
    except SaveError:
        _backup_hint(path, can_repair=False)
        raise
    session = check.session
    for note in session.save.notes:
        output.say(t("cli.verify_note", note=note))
    if check.problem is None:
        if repair and session.save.notes:
            copy, _ = apply(check)
            output.say(t("cli.verify_rewrote", backup=copy))
        else:
            _say_ok(check)
        output.show_pending(session)
        return
    if not repair:
        _backup_hint(path, can_repair=True)
        raise check.problem
    output.err().print(t("cli.verify_found", problem=check.problem), markup=False)
    _show_plan(check)
    if check.dropped and not yes:
        _confirm(check, save)
    copy, dropped = apply(check)
    output.say(t("cli.verify_repaired", count=len(session.save.log), backup=copy))
    if dropped is not None:
        output.say(t("cli.verify_dropped", count=len(check.dropped), file=dropped))
    output.show_pending(session)


def _say_ok(check: Check) -> None:
    undone = len(check.session.save.undone)
    count = len(check.session.save.log)
    text = (
        t("cli.verify_ok_undone", count=count, undone=undone) if undone else t("cli.verify_ok", count=count)
    )
    output.say(text, style="green")


def _show_plan(check: Check) -> None:
    """What the repair keeps, corrects and drops, before anything is written."""
    save = check.session.save
    output.say(t("cli.repair_plan", path=check.session.path))
    output.say(t("cli.repair_keeps", kept=len(save.log), total=check.entries))
    if save.undone:
        output.say(t("cli.repair_keeps_undone", count=len(save.undone)))
    for text in check.corrected:
        output.say(t("cli.repair_corrects", what=text))
    for d in check.dropped[:SHOWN]:
        output.say(_dropped_line(d))
    if len(check.dropped) > SHOWN:
        output.say(t("cli.repair_more", count=len(check.dropped) - SHOWN))
    if not check.dropped and not check.corrected:
        output.say(t("cli.repair_accepts"))


def _dropped_line(d: Dropped) -> str:
    where = t(f"save.where_{d.table}_entry", n=d.n) if d.table != "line" else t("save.where_line", line=d.n)
    if d.move:
        by = common.declared_by(d.by) if d.by else "?"
        return t("cli.repair_drops", where=where, move=repr(d.move), by=by, reason=d.reason)
    return t("cli.repair_drops_unread", where=where, reason=d.reason)


def _confirm(check: Check, save: str) -> None:
    """Dropping entries needs a yes: asked at a terminal; without one, refused (exit 4)."""
    from prompts import can_prompt

    path = str(check.session.path)
    count = len(check.dropped)
    if not can_prompt():
        raise SaveError(path, t("save.repair_needs_yes", count=count, save=save))
    from prompts.questions import ask_confirm

    if not ask_confirm(t("cli.repair_ask", count=count), default=False):
        raise SaveError(path, t("save.repair_declined"))


def _backup_hint(path: Path, can_repair: bool) -> None:
    """How to recover: repair in place (when the file reads), or go back to a backup."""
    lines = []
    if can_repair:
        lines.append(t("cli.verify_repair_hint", path=path))
    found = store.backups(path) if path.name else []
    if found:
        lines.append(t("cli.verify_backup", backup=found[0]))
        lines.append(t("cli.verify_backup_how", backup=found[0], path=path))
    if len(found) > 1:
        lines.append(t("cli.verify_older", backups=", ".join(map(str, found[1:]))))
    if lines:
        output.err().print("\n".join(lines), markup=False)


def register(app: typer.Typer) -> None:
    app.command("verify", help=t("help.verify.description"))(verify)

"""Pieces shared by the commands: opening a save, running scripted moves, printing results."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterable
from pathlib import Path

import typer

from referee import output
from referee.core.errors import IllegalMove, MoveSyntaxError, RefereeError, UsageError
from referee.core.flow import TABLE
from referee.core.text import ascii_digits
from referee.i18n import t
from saves import paths
from saves.session import Session

OPENED: list[str] = []  # the SAVE arguments this process opened, for the Ctrl-C message


def collect_garbage() -> None:
    """For a command that stays (`play`, the start menu): the cyclic collector, which the entry
    (referee/launch.py) turns off for one-shot commands, on again as in any long-running program."""
    gc.enable()


def open_session(save: str) -> Session:
    OPENED.append(save)
    session = Session.open(paths.resolve(save))
    announce(session)
    return session


def announce(session: Session) -> None:
    """What loading had to say (a migration, unknown keys kept): one line each on stderr. Said here,
    not by saves/session.py: the files sit below the printing (tests/test_layers.py)."""
    for note in session.save.notes:
        output.err().print(t("save.note", path=session.path, note=note), markup=False)


def whole_number(text: str | int) -> int:
    """A count on the command line (`referee undo SAVE 2`), in ASCII digits: click's `int` reads
    ١٢ as 12."""
    if isinstance(text, int):
        return text
    if not ascii_digits(text.strip()):
        raise typer.BadParameter(t("cli.not_whole_number", value=repr(text)))
    return int(text)


def script_lines(text: str) -> list[tuple[int, str]]:
    """Lines of a move script: one move or answer per line; blank lines and `#` comments skipped."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line and not line.startswith("#"):
            lines.append((number, line))
    return lines


def read_script(path: Path) -> list[tuple[int, str]]:
    """The numbered lines of a script file (`-`: standard input); a quoted `~` is expanded as for a save."""
    if str(path) == "-":
        return script_lines(sys.stdin.read())
    path = paths.expand(path)
    try:
        return script_lines(path.read_text(encoding="utf-8-sig"))
    except OSError as exc:
        raise UsageError(t("cli.script_unreadable", path=path, reason=exc.strerror or exc)) from None
    except UnicodeDecodeError:
        raise UsageError(t("cli.script_not_utf8", path=path)) from None


def run_moves(
    session: Session,
    moves: Iterable[tuple[int, str]],
    source: str,
    quiet: bool = False,
    override: bool = False,
) -> int:
    """Declare moves in order, each saved at once; stop at the first one refused.

    The moves accepted before a refused one stay saved; the refused one changes nothing. With
    `override` the table accepts each refused move anyway where the game allows it.
    """
    accepted = 0
    for number, text in moves:
        try:
            transition = session.declare(text, override=override)
        except (IllegalMove, MoveSyntaxError) as exc:
            if isinstance(exc, MoveSyntaxError):
                from prompts.hints import with_hints

                with_hints(session, exc, text)
            if accepted:
                output.err().print(t("cli.accepted_before", count=accepted), markup=False)
            where = t("cli.line_of", source=source, number=number)
            exc.args = (f"{where}: {exc}",)
            _note_line(exc, where)
            raise
        accepted += 1
        if not quiet:
            output.show_transition(text, transition, session.save.log[-1].override)
    return accepted


def _note_line(exc: RefereeError, where: str) -> None:
    if isinstance(exc, IllegalMove):
        exc.move_text = f"{exc.move_text}  ({where})"
    elif isinstance(exc, MoveSyntaxError):
        exc.reason = f"{exc.reason} ({where})"


def declared_by(by: str) -> str:
    """Who declared a log entry, as history and the exports show it ("table" for the table)."""
    return t("cli.history_table") if by == TABLE else by


def cells(text: str) -> int:
    """The terminal cells `text` takes (a Chinese character takes two, a combining mark none)."""
    from rich.cells import cell_len

    return cell_len(text)


def pad(text: str, width: int) -> str:
    """`text` followed by spaces up to `width` terminal cells (none when it is wider)."""
    return text + " " * max(0, width - cells(text))


def require_input_or_fail(session: Session, save_arg: str) -> None:
    """--no-input never blocks: name what is still needed and how to give it."""
    top = session.decision()
    if top is None:
        return
    raise RefereeError(t("cli.waiting", who=output.actor_name(top.actor), prompt=top.prompt, save=save_arg))


def show_components(session: Session, unverified: bool = False) -> None:
    """The printed values the table declared; with `unverified`, the catalog entries in use that were
    never checked against the printed piece (their sources: `referee rules`, the catalogs)."""
    declared = session.state.ctx.declared
    for cid, values in declared.items():
        shown = " ".join(f"{k}={v}" for k, v in values.items())
        output.say(t("cli.declared_values", component=cid, values=shown))
    if unverified:
        ids = [
            c.id
            for c in session.rules.components_in_use(session.state)
            if not c.verified and c.id not in declared
        ]
        if ids:
            output.say(t("cli.unverified_values", components=", ".join(ids)), style="dim")


def finished(path: Path) -> bool:
    """Whether the save at `path` holds a game that is over (its outcome is known): its state from
    the state cache, else replayed; a save that cannot be opened is not called finished."""
    try:
        session = Session.open(path)
    except RefereeError:
        return False
    return session.rules.outcome(session.state) is not None

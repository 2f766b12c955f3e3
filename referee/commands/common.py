"""Pieces shared by the commands: opening a save, running scripted moves, printing results."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

from referee import output
from referee.core.errors import IllegalMove, MoveSyntaxError, RefereeError, UsageError
from referee.core.flow import TABLE
from referee.core.game import Transition
from saves import paths
from saves.session import Session


def open_session(save: str) -> Session:
    return Session.open(paths.resolve(save))


def script_lines(text: str) -> list[tuple[int, str]]:
    """Lines of a move script: one move or answer per line; blank lines and `#` comments skipped."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line and not line.startswith("#"):
            lines.append((number, line))
    return lines


def read_script(path: Path) -> list[tuple[int, str]]:
    if str(path) == "-":
        return script_lines(sys.stdin.read())
    try:
        return script_lines(path.read_text(encoding="utf-8-sig"))
    except OSError as exc:
        raise UsageError(f"cannot read script {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise UsageError(f"script {path} is not UTF-8 text") from None


def run_moves(session: Session, moves: Iterable[tuple[int, str]], source: str, quiet: bool = False) -> int:
    """Declare moves in order, each saved at once; stop at the first one refused.

    The moves accepted before a refused one stay saved; the refused one changes nothing.
    """
    accepted = 0
    for number, text in moves:
        try:
            transition = session.declare(text)
        except (IllegalMove, MoveSyntaxError) as exc:
            if accepted:
                output.err().print(f"{accepted} move(s) before it were accepted and saved.", markup=False)
            exc.args = (f"{source} line {number}: {exc}",)
            _note_line(exc, source, number)
            raise
        accepted += 1
        if not quiet:
            show_transition(text, transition)
    return accepted


def _note_line(exc: RefereeError, source: str, number: int) -> None:
    if isinstance(exc, IllegalMove):
        exc.move_text = f"{exc.move_text}  ({source} line {number})"
    elif isinstance(exc, MoveSyntaxError):
        exc.reason = f"{exc.reason} ({source} line {number})"


def show_transition(text: str, transition: Transition) -> None:
    output.say(f"✓ {text}", style="green")
    for effect in transition.effects:
        output.say(f"  → {effect.message}")


def show_pending(session: Session) -> None:
    top = session.decision()
    if top is None:
        outcome = session.rules.outcome(session.state)
        if outcome:
            winners = ", ".join(outcome.winners)
            tb = f" (tie-break: {outcome.tiebreak})" if outcome.tiebreak else ""
            output.say(f"Game over: {outcome.termination}. Winner(s): {winners}{tb}", style="bold")
        return
    who = "the table" if top.actor == TABLE else top.actor
    output.say(f"Next: {who} — {top.prompt}", style="bold")


def require_input_or_fail(session: Session, save_arg: str) -> None:
    """--no-input never blocks: name what is still needed and how to give it."""
    top = session.decision()
    if top is None:
        return
    who = "the table" if top.actor == TABLE else top.actor
    raise RefereeError(
        f'waiting for {who}: {top.prompt}. Answer with `referee move {save_arg} "<move>"`; '
        f"the legal answers are listed by `referee moves {save_arg}`"
    )

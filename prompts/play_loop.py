"""The interactive game loop: one move line per question (prompts/move_line.py), saved move by move.

The player types the move, completed from the legal moves and judged before Enter; a key never picks
a move by itself. The controls are typed words (`?`, `undo`, `quit`, `？`, `撤销`, `退出`). Only a
closed yes/no question ("accept it anyway?") is a menu. Each accepted move is saved before the next
prompt, so Ctrl-C at any point keeps every accepted move.
"""

from __future__ import annotations

from referee import output
from referee.commands.common import actor_name, show_pending, show_transition
from referee.core.errors import IllegalMove, Interrupted, MoveSyntaxError, UsageError
from referee.core.game import Transition, codes_of, overridable
from referee.i18n import lang, t
from saves.session import Session


def show_explanation(session: Session) -> None:
    """`?`: the teach mode of the position (core/teach.py)."""
    from referee.core.teach import explain

    for line in explain(session.rules, session.state):
        output.say(line)


def _accept_anyway(session: Session, text: str, refused: IllegalMove) -> Transition | None:
    """Offer "accept anyway" when the game lets the table overrule every rule the move breaks."""
    from prompts.questions import ask_confirm

    codes = codes_of(refused.violations)
    if not overridable(session.rules, codes):
        return None
    if not ask_confirm(t("prompt.accept_anyway", codes=", ".join(codes)), default=False, enter=True):
        return None
    return session.declare(text, override=True)


def _changed_elsewhere(session: Session, before: tuple[object, ...], added: int) -> bool:
    """Whether another window (or `referee move`) changed the save while this line waited; the
    declaration re-read it. If so, say so and show the position as it now is."""
    now = session.save.log[: len(session.save.log) - added]
    if now == before:
        return False
    output.say(t("prompt.game_changed", count=abs(len(now) - len(before))), style="yellow")
    show_board(session)
    return True


def play_interactively(session: Session) -> None:
    """Ask until the game ends or the table quits; Ctrl-C stops with every accepted move saved."""
    try:
        _loop(session)
    except Interrupted:
        raise Interrupted(t("prompt.stopped", path=session.path)) from None


def show_board(session: Session) -> None:
    from prompts.pictures import board

    output.out().print(board(session.rules, session.state, lang()))


def _loop(session: Session) -> None:
    from prompts.move_line import EXPLAIN, QUIT, UNDO, MoveLine, control

    line = MoveLine(session)
    show_board(session)
    shown_for: str | None = None
    kept = ""  # a refused text, offered again for editing
    while True:
        decision = session.decision()
        if decision is not None and shown_for is not None and decision.actor != shown_for:
            show_board(session)  # a new player or the table answers: show where things stand
        shown_for = decision.actor if decision is not None else None
        if decision is None:
            show_pending(session)
            from prompts.sheet_view import show as show_sheet

            show_sheet(session.rules.score_sheet(session.state))
            return
        if not kept:
            show_pending(session)
        text, kept = line.ask(actor_name(decision.actor), default=kept), ""
        word = control(text)
        if word == QUIT:
            output.say(t("prompt.saved_resume", path=session.path))
            return
        if word == EXPLAIN:
            show_explanation(session)
            continue
        if word == UNDO:
            try:
                undone = session.undo(1)
            except UsageError as exc:
                output.report_error(exc)
                continue
            for entry in undone:
                output.say(t("cli.undone", n=entry.n, move=entry.move))
            show_board(session)
            continue
        before = session.save.log
        try:
            transition = session.declare(text)
        except MoveSyntaxError as exc:  # the line judged it readable: another window changed the game
            output.report_error(exc)
            kept = "" if _changed_elsewhere(session, before, 0) else text
            continue
        except IllegalMove as exc:
            output.report_error(exc)
            if _changed_elsewhere(session, before, 0):
                continue  # judged against the game as it now is: ask again from there
            accepted = _accept_anyway(session, text, exc)
            if accepted is None:
                kept = text
                continue
            transition = accepted
        show_transition(text, transition, session.save.log[-1].override)
        _changed_elsewhere(session, before, 1)

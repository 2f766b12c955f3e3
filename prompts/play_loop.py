"""The interactive game loop: every question is built from the legal moves of the position.

A choice can only be a legal move, so a prompt never offers an illegal answer; typing a move by hand
is also offered and goes through the same checks. Each accepted move is saved before the next prompt.
"""

from __future__ import annotations

from collections import defaultdict

from referee import output
from referee.commands.common import actor_name, show_pending, show_transition
from referee.core.errors import IllegalMove, Interrupted, MoveSyntaxError
from referee.core.flow import Decision
from referee.core.game import Move
from referee.i18n import lang, t
from saves.session import Session

UNDO = "\x00undo"
TYPE = "\x00type"
QUIT = "\x00quit"
BACK = "\x00back"


def move_menu(decision: Decision, moves: list[Move], can_undo: bool) -> list[tuple[str, str]]:
    """The first-level menu: one entry per kind of legal move (or the moves themselves if few)."""
    by_kind: dict[str, list[Move]] = defaultdict(list)
    for m in moves:
        by_kind[m.kind].append(m)
    entries: list[tuple[str, str]] = []
    if len(by_kind) == 1 or len(moves) <= 8:
        entries = [(str(m), str(m)) for m in moves]
    else:
        entries = [
            (f"\x00kind:{kind}", t("prompt.choices", kind=kind, count=len(ms)))
            for kind, ms in by_kind.items()
        ]
    entries.append((TYPE, t("prompt.type_move")))
    if can_undo:
        entries.append((UNDO, t("prompt.undo_last")))
    entries.append((QUIT, t("prompt.save_quit")))
    return entries


def choose(session: Session, decision: Decision) -> str:
    from prompts.questions import ask_select, ask_text

    moves = [m for who, ms in session.rules.legal_moves(session.state) if who == decision.actor for m in ms]
    who = actor_name(decision.actor)
    while True:
        pick = ask_select(f"{who}: {decision.prompt}", move_menu(decision, moves, bool(session.save.log)))
        if pick.startswith("\x00kind:"):
            kind = pick.removeprefix("\x00kind:")
            options = [(str(m), str(m)) for m in moves if m.kind == kind] + [(BACK, t("prompt.back"))]
            pick = ask_select(f"{who}: {kind}", options)
            if pick == BACK:
                continue
        if pick == TYPE:
            return ask_text(t("prompt.move"))
        return pick


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
    show_board(session)
    shown_for: str | None = None
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
        pick = choose(session, decision)
        if pick == QUIT:
            output.say(t("prompt.saved_resume", path=session.path))
            return
        if pick == UNDO:
            for entry in session.undo(1):
                output.say(t("cli.undone", n=entry.n, move=entry.move))
            show_board(session)
            continue
        try:
            transition = session.declare(pick)
        except (IllegalMove, MoveSyntaxError) as exc:
            output.report_error(exc)
            continue
        show_transition(pick, transition)

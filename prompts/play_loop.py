"""The interactive game loop: one move line per question (prompts/move_line.py), saved move by move.

The player types the move, completed from the legal moves and judged before Enter; a key never picks
a move by itself. The controls are typed words (`?`, `undo`, `quit`, `？`, `撤销`, `退出`). Only a
yes/no question ("accept it anyway?") is asked apart, and only a line that is a yes word says yes. Each accepted move is saved before the next
prompt, so Ctrl-C at any point keeps every accepted move.
"""

from __future__ import annotations

from referee import output
from referee.core.errors import IllegalMove, Interrupted, MoveSyntaxError, UsageError
from referee.core.game import Transition, codes_of, overridable
from referee.i18n import lang, t
from referee.output import actor_name, show_pending, show_transition
from saves.session import Session


def show_explanation(session: Session) -> None:
    """`?`: the teach mode of the position (core/teach.py)."""
    from referee.core.teach import explain

    for line in explain(session.rules, session.state):
        output.say(line)


def _accept_anyway(session: Session, text: str, refused: IllegalMove) -> Transition | None:
    """Offer "accept anyway" when the game lets the table overrule every rule the move breaks."""
    from prompts.questions import ask_yes_word

    codes = codes_of(refused.violations)
    if not overridable(session.rules, codes):
        return None
    if not ask_yes_word(t("prompt.accept_anyway", codes=", ".join(codes))):
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


def terminal_size() -> tuple[int, int]:
    """(columns, rows) of the terminal the game is played in (COLUMNS/LINES first, as tests set)."""
    import shutil

    size = shutil.get_terminal_size((100, 40))
    return size.columns, size.lines


def picture_room(session: Session, rows: int, columns: int | None = None) -> int:
    """The rows the step's picture may take: the terminal less the move line (prompts/move_line:
    prompt, menu, verdict, controls), the open decisions listed above it and a spare row."""
    from rich.cells import cell_len

    from prompts.move_line import room_below

    columns = columns or terminal_size()[0]
    pending = 0
    for d in session.decisions() or ():  # as show_pending prints them, each maybe on two lines
        line = t("cli.next", who=actor_name(d.actor), prompt=d.prompt)
        pending += 1 + cell_len(line) // max(20, columns)
    return max(5, rows - room_below(rows) - max(1, pending) - 1)


def show_board(session: Session, state: object | None = None) -> None:
    """What the current step needs, measured to fit the terminal with the move line under it;
    the rest of the picture is typed for by name (`board`, `all`, …)."""
    from prompts.pictures import step

    columns, rows = terminal_size()
    shown = session.state if state is None else state
    room = picture_room(session, rows, columns)
    output.out().print(step(session.rules, shown, lang(), columns, room), crop=True)


def show_view(session: Session, name: str) -> None:
    """A view asked for at the move line; a long one is paged."""
    from prompts.pictures import view

    with output.paged():
        output.out().print(view(session.rules, session.state, name, lang()))


def show_preview(session: Session, text: str) -> None:
    """`preview MOVE`: the picture of the position after MOVE; nothing is declared or saved."""
    from referee.core.game import play

    try:
        after = play(session.rules, session.state, session.parse(text), ()).state
    except (IllegalMove, MoveSyntaxError) as exc:
        output.report_error(exc)
        return
    output.say(t("prompt.preview_title", move=text), style="bold")
    show_board(session, after)


def show_rules(session: Session, topic: list[str]) -> None:
    """`rules TOPIC` at the move line: the seed's sections on TOPIC, paged, as `referee rules GAME
    TOPIC` shows them; nothing is declared."""
    from referee.rule_text import show_topic

    with output.paged():
        show_topic(session.rules.info.id, topic)


def _loop(session: Session) -> None:
    from prompts.move_line import EXPLAIN, QUIT, UNDO, MoveLine, control, preview_of, rules_topic
    from prompts.pictures import view_named

    line = MoveLine(session)
    show_board(session)
    shown_for: tuple[str, str] | None = None  # (actor, kind) of the step the picture was drawn for
    kept = ""  # a refused text, offered again for editing
    while True:
        decision = session.decision()
        step = (decision.actor, decision.kind) if decision is not None else None
        if step is not None and shown_for is not None and step != shown_for:
            show_board(session)  # a new step (or player): show what it needs
        shown_for = step
        if decision is None:
            show_pending(session)
            from prompts.sheet_view import show as show_sheet

            show_sheet(session.rules.score_sheet(session.state))
            return
        if not kept:
            show_pending(session)
        text, kept = line.ask(actor_name(decision.actor), default=kept), ""
        word = control(text)
        name = view_named(session.rules, text)
        if name is not None:
            show_view(session, name)
            continue
        previewed = preview_of(text)
        if previewed is not None:
            show_preview(session, previewed)
            continue
        topic = rules_topic(text)
        if topic is not None:
            show_rules(session, topic)
            continue
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
            kept = "" if _changed_elsewhere(session, before, 0) else line.typed
            continue
        except IllegalMove as exc:
            output.report_error(exc)
            if _changed_elsewhere(session, before, 0):
                continue  # judged against the game as it now is: ask again from there
            accepted = _accept_anyway(session, text, exc)
            if accepted is None:
                kept = line.typed  # a time filled in for it (a flip's `@T`) is filled in afresh
                continue
            transition = accepted
        show_transition(text, transition, session.save.log[-1].override)
        if not _changed_elsewhere(session, before, 1):
            show_board(session)  # the picture stays current and on screen after every move
        shown_for = None  # drawn for this position: the loop does not draw it again

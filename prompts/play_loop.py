"""The interactive game loop: every question is built from the legal moves of the position.

A choice can only be a legal move, so a prompt never offers an illegal answer; typing a move by hand
is also offered and goes through the same checks. Each accepted move is saved before the next prompt.
"""

from __future__ import annotations

from collections import defaultdict

from referee import output
from referee.commands.common import actor_name, show_pending, show_transition
from referee.core.errors import IllegalMove, Interrupted, MoveSyntaxError
from referee.core.flow import NOBODY, Decision
from referee.core.game import Move, Transition, codes_of, overridable
from referee.i18n import lang, t
from saves.session import Session

UNDO = "\x00undo"
TYPE = "\x00type"
QUIT = "\x00quit"
BACK = "\x00back"
EXPLAIN = "\x00explain"
ACTOR = "\x00actor:"
HELP_WORDS = ("?", "？")  # typed instead of a move: the teach mode


def move_menu(
    decision: Decision, moves: list[Move], can_undo: bool, others: dict[str, int] | None = None
) -> list[tuple[str, str]]:
    """The first-level menu: the leader's moves (or their kinds if many), someone else's, then the controls.

    `others` counts the moves of each other actor who may act now (a sale in another's turn); each
    gets a "someone else" entry that opens their own menu.
    """
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
    for who, count in (others or {}).items():
        entries.append((ACTOR + who, t("prompt.someone_else", who=actor_name(who), count=count)))
    entries.append((TYPE, t("prompt.type_move")))
    if can_undo:
        entries.append((UNDO, t("prompt.undo_last")))
    entries.append((EXPLAIN, t("prompt.explain")))
    entries.append((QUIT, t("prompt.save_quit")))
    return entries


def choose(session: Session, decision: Decision) -> str:
    """The text of the move chosen (named when its declarer does not lead), or a control value."""
    from prompts.questions import ask_select, ask_text

    legal = {who: list(moves) for who, moves in session.rules.legal_moves(session.state) if moves}
    lead = decision.actor if decision.actor != NOBODY else None
    while True:
        others = {who: len(ms) for who, ms in legal.items() if who != lead}
        mine = legal.get(lead, []) if lead is not None else []
        question = f"{actor_name(decision.actor)}: {decision.prompt}"
        pick = ask_select(question, move_menu(decision, mine, bool(session.save.log), others))
        who = lead
        if pick.startswith(ACTOR):
            who = pick.removeprefix(ACTOR)
            pick = _pick_of(who, legal[who])
            if pick == BACK:
                continue
        elif pick.startswith("\x00kind:"):
            pick = _pick_of(who or "", [m for m in mine if m.kind == pick.removeprefix("\x00kind:")])
            if pick == BACK:
                continue
        if pick == TYPE:
            typed = ask_text(t("prompt.move"))
            if typed.strip() in HELP_WORDS:
                show_explanation(session)
                continue
            return typed
        if pick == EXPLAIN:
            show_explanation(session)
            continue
        if pick.startswith("\x00"):
            return pick
        return pick if who == lead else f"{who}: {pick}"


def _pick_of(who: str, moves: list[Move]) -> str:
    from prompts.questions import ask_select

    options = [(str(m), str(m)) for m in moves] + [(BACK, t("prompt.back"))]
    return ask_select(f"{actor_name(who)}:", options)


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
    if not ask_confirm(t("prompt.accept_anyway", codes=", ".join(codes)), default=False):
        return None
    return session.declare(text, override=True)


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
        except MoveSyntaxError as exc:
            output.report_error(exc)
            continue
        except IllegalMove as exc:
            output.report_error(exc)
            accepted = _accept_anyway(session, pick, exc)
            if accepted is None:
                continue
            transition = accepted
        show_transition(pick, transition, session.save.log[-1].override)

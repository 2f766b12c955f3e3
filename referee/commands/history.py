"""`referee history SAVE`: every accepted move, numbered as in the save's log; `--chart` draws each
player's score at the end of every round instead."""

from __future__ import annotations

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def history(
    save: str = typer.Argument(..., help=t("help.history.save")),
    chart: bool = typer.Option(False, "--chart", help=t("help.history.chart")),
    lang: str | None = typer.Option(
        None,
        "--lang",
        help=t("help.history.lang"),
        show_default=False,
    ),
    explain: bool = typer.Option(False, "--explain", help=t("help.history.explain")),
) -> None:
    """List the log: number, round, who, move; and what can be redone. --chart: score per round."""
    from referee.drawing import check_lang

    language = check_lang(lang)
    session = common.open_session(save)
    if chart:
        from prompts.pictures.chart import chart as draw_chart
        from prompts.pictures.chart import progress

        output.show(draw_chart(progress(session.rules, session.save), language))
        return
    lines: list[tuple[str, str | None]] = []  # (text, style), printed at once
    if not session.save.log:
        lines.append((t("cli.no_moves_yet"), None))
    overridden = any(e.override for e in session.save.log)
    replayed = iter(_replayed(session, explain) if explain or overridden else ())
    for e in session.save.log:
        by = common.pad(common.declared_by(e.by), 10)
        lines.append((t("cli.history_row", n=e.n, round=e.round, by=by, move=e.move), None))
        if e.override:
            lines.append((t("cli.history_override", codes=", ".join(e.override)), "yellow"))
        lines.extend((line, None) for line in next(replayed, ()))
    if session.save.undone:
        lines.append((t("cli.can_redo", count=len(session.save.undone)), None))
    output.say_all(lines)


def _replayed(session: common.Session, effects: bool) -> list[list[str]]:
    """Per log entry, the rules an override set aside (always shown) and, with `effects` (--explain),
    each automatic consequence with the passage that makes it happen. The log is replayed once from
    the start, only for a log with an override or when asked."""
    from referee.core.game import Declaration, judge, parse_move, play
    from referee.output import cite_line

    rules = session.rules
    from saves.session import start_state

    state = start_state(rules, session.save, str(session.path))
    out = []
    for e in session.save.log:
        lines = []
        decl = Declaration(parse_move(rules, e.move), e.by)
        verdict = judge(rules, state, decl)
        for v in verdict.violations if e.override else ():
            lines.append(t("cli.history_rule", citation=f"[{v.code}] {cite_line(v.rule)}"))
        transition = play(rules, state, decl, e.override, verdict)
        for effect in transition.effects if effects else ():
            lines.append(f"        → {effect.message}")
            if effect.rule is not None:
                lines.append(t("cli.history_rule", citation=cite_line(effect.rule)))
        out.append(lines)
        state = transition.state
    return out


def register(app: typer.Typer) -> None:
    app.command("history", help=t("help.history.description"))(history)

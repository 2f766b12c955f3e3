"""`referee moves SAVE`: exactly the move texts `referee move` accepts now, canonical (or a game's
notation, in both languages: `referee moves looot`); a move stating printed values nobody has read
off a piece is listed as its form, once (`take <reward printed on the space>`), never as values
made up (issue 25); `--chance` lists each such value as a move of its own, as a random playout
draws it, so a script can still play a game to its end choosing among the lines."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import typer

from referee import output
from referee.commands import common
from referee.i18n import lang, t
from referee.registry import GAMES, rules_for


def moves(
    target: str = typer.Argument(..., help=t("help.moves.target")),
    chance: bool = typer.Option(False, "--chance", help=t("help.moves.chance")),
) -> None:
    """Print one legal move per line; for a game id, print the move notation."""
    if target.lower() in GAMES:
        info = rules_for(target).info
        _notation(info.notation, dict(info.notation_zh))
        return
    session = common.open_session(target)
    if chance:
        texts = session.legal_texts()
    else:
        texts = [listed.text for listed in output.listed_moves(session.rules, session.state)]
    outcome = session.rules.outcome(session.state) if not texts else None
    if outcome is not None:  # no move is legal any more: say why, rather than print nothing
        output.say(t("cli.moves_over"))
        output.say(output.outcome_line(session.rules.info.id, outcome), style="bold")
    for text in texts:
        output.say(text)


def _notation(rows: Sequence[tuple[str, str]], chinese: Mapping[str, str]) -> None:
    """One line per move kind: its syntax in the language of the messages, in the other language
    (what a table may type too), and its meaning."""
    lines = []
    for syntax, meaning in rows:
        zh = chinese.get(syntax, "")
        lines.append(((zh, syntax) if lang() == "zh" and zh else (syntax, zh), meaning))
    widths = [max(common.cells(forms[i]) for forms, _ in lines) for i in (0, 1)]
    for forms, meaning in lines:
        shown = [common.pad(form, width + 1) for form, width in zip(forms, widths, strict=True) if width]
        output.say("".join(shown) + meaning)


def register(app: typer.Typer) -> None:
    app.command("moves", help=t("help.moves.description"))(moves)

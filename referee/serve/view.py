"""What a page shows, as data: built per role and language from the desk, sent by server-sent events.

Text fields are plain strings (the page's script writes them with `textContent`, so a name can hold
no markup); the board is the game's HTML picture (`referee/<game>/page.py`, `board(state, lang)`,
already escaped), or the position in words in a <pre> for a game that has none yet.
"""

from __future__ import annotations

import html
import importlib
from typing import Any

from referee.core import ledger
from referee.core.errors import RefereeError
from referee.core.flow import TABLE
from referee.core.game import parse_move
from referee.core.teach import explain
from referee.i18n import speaking, t
from referee.output import actor_name, outcome_line
from referee.serve.desk import Desk, legal_for
from referee.serve.links import VIEWER

RECENT = 8  # the last moves shown
TAP = 12  # the legal moves offered as buttons; all of them complete the move box


def board_html(game: str, state: Any, language: str) -> str:
    """The game's browser picture, else the textual position escaped in a <pre>."""
    from referee.registry import entry

    try:
        page = importlib.import_module(f"{entry(game).package}.page")  # referee/<game>/page.py
    except ImportError:
        page = None
    if page is not None and hasattr(page, "board"):
        return str(page.board(state, language))
    return f'<pre class="position">{html.escape(describe(game, state))}</pre>'


def describe(game: str, state: Any) -> str:
    from referee.registry import rules_for

    return rules_for(game).describe(state)


def snapshot(desk: Desk, role: str, language: str) -> dict[str, Any]:
    """Everything one page shows now (the same for every role but the move box and flip buttons)."""
    with desk.lock, speaking(language):
        session = desk.session
        rules, state, save = session.rules, session.state, session.save
        game = rules.info.id
        info = rules.info
        view: dict[str, Any] = {
            "version": desk.version,
            "lang": language,
            "game": game,
            "title": info.title_zh if language == "zh" else info.title_en,
            "role": role,
            "who": _role_words(role),
            "moves_made": len(save.log),
            "board": board_html(game, state, language),
            "pending": pending_lines(session),
            "last": [
                {"n": e.n, "by": actor_name(e.by), "move": spelt(rules, e.move, language)}
                for e in save.log[-RECENT:][::-1]
            ],
            "refusal": _refusal(desk, language),
            "teach": explain(rules, state),
            "sheet": sheet(session) if session.decision() is None else None,
            "problem": desk.problem,
            "legal": legal_for(session, role, language, desk.panel is not None) if role != VIEWER else [],
            "can_declare": role != VIEWER,
            "timers": None,
            "tap": TAP,
        }
        if desk.panel is not None:
            view["timers"] = timers_now(desk, role, language)
        return view


def timers_now(desk: Desk, role: str, language: str) -> dict[str, Any]:
    """The hourglasses as they stand now (a game with a live panel only: Pendulum)."""
    from referee.serve.hourglasses import timers

    with desk.lock, speaking(language):
        return timers(desk, role)


def spelt(rules: Any, move: str, language: str) -> str:
    """A logged move in the page's language (the log keeps the canonical English notation)."""
    if language == "en" or ledger.is_table_move(move):  # the table's own moves have one spelling
        return move
    try:
        return str(rules.spell(parse_move(rules, move), language))
    except RefereeError:  # an entry the notation no longer reads: as it was logged
        return move


def pending_lines(session: Any) -> list[str]:
    """The open decisions as `referee status` says them (`Next: …`, `Also open: …`), or the outcome."""
    opened = session.decisions()
    if not opened:
        outcome = session.rules.outcome(session.state)
        return [outcome_line(session.rules.info.id, outcome)] if outcome else []
    top, *others = opened
    lines = [t("cli.next", who=actor_name(top.actor), prompt=top.prompt)]
    lines += [t("cli.also_open", who=actor_name(d.actor), prompt=d.prompt) for d in others]
    return lines


def sheet(session: Any) -> dict[str, Any]:
    """The final score sheet: a row per category, a column per player, totals, ranks, the verdict."""
    from scorers.verdict import rank_labels, verdict_lines

    scored = session.rules.score_sheet(session.state)
    rows = [[row.label, *map(str, row.cells)] for row in scored.rows]
    if scored.totals is not None:
        rows.append([t("score.heading.total"), *map(str, scored.totals)])
    rows.append([t("score.heading.rank"), *rank_labels(scored)])
    heads = [t("score.heading.category"), *(f"{p} ★" if p in scored.winners else p for p in scored.players)]
    return {"heads": heads, "rows": rows, "verdict": verdict_lines(scored)}


def _refusal(desk: Desk, language: str) -> dict[str, Any] | None:
    kept = desk.refusal
    if kept is None:
        return None
    lines = kept["lines"].get(language) or next(iter(kept["lines"].values()))
    who = _role_words(kept["by"])
    return {"head": t("serve.refused_head", who=who, move=kept["text"], n=kept["after"]), "lines": lines}


def _role_words(role: str) -> str:
    if role == VIEWER:
        return t("serve.role_viewer")
    return t("cli.the_table") if role == TABLE else role

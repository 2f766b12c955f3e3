"""What a score sheet says in words beside its cells: the game's title, the rank labels, the verdict.

The table on screen (prompts/sheet_view.py), the exports (scorers/formats.py) and the phone page
word a sheet the same way from here; `referee status` prints the table and needs none of the file
formats, so these live apart from them.
"""

from __future__ import annotations

from referee.i18n import has, t
from scorers.sheet import ScoreSheet
from scorers.words import joined, ordinal

OUTCOMES = ("direct", "regular", "no_ruler")  # Pendulum's outcomes, worded by score.outcome.*


def title(game_id: str) -> str:
    """The game's title in the process language."""
    from referee.registry import GAMES

    entry = GAMES.get(game_id)
    return entry.title() if entry else game_id


def rank_label(rank: int, shared: bool = False) -> str:
    """1st, 2nd= (shared) / 第 1 名, 并列第 2 名."""
    place = ordinal("score.rank", rank)
    return t("score.rank.shared", place=place) if shared else place


def rank_labels(sheet: ScoreSheet) -> list[str]:
    return [rank_label(r, sheet.ranks.count(r) > 1) for r in sheet.ranks]


def verdict_lines(sheet: ScoreSheet) -> list[str]:
    """Who won, how, and the tie-break that decided, in plain words."""
    names = joined(sheet.winners)
    lines = []
    if sheet.outcome == "points":
        assert sheet.totals is not None
        top = max(sheet.totals) if sheet.totals else 0
        if len(sheet.winners) == 1:
            lines.append(t("score.verdict.winner", names=names, points=top))
        elif has(f"score.{sheet.game}.tie_rule"):  # Looot, Guilds; Le Havre has none: ties share
            rule = t(f"score.{sheet.game}.tie_rule")
            lines.append(t("score.verdict.shared_undecided", names=names, points=top, rule=rule))
        else:
            lines.append(t("score.verdict.shared", names=names, points=top))
    elif sheet.outcome == "no_ruler":
        lines.append(t("score.outcome.no_ruler"))
    elif sheet.outcome in OUTCOMES:
        lines.append(t(f"score.outcome.{sheet.outcome}", names=names))
    else:
        lines.append(f"{sheet.outcome}: {names}")
    if sheet.tiebreak:
        lines.append(t("score.verdict.tiebreak", tiebreak=sheet.tiebreak))
    return lines

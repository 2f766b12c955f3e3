"""The form a suggested move takes when it states printed values nobody has read off the piece
(issue 25, item 10): completion and `referee moves` show `declare C12 suits=<suits printed on
C12>`, never the sample values a legal-move list makes up for random playouts.
"""

from __future__ import annotations

from typing import Any

from referee.core.ledger import KEYWORDS, Declare
from referee.guilds.moves import NOTATION, PlantationScore, Usage, UseCard
from referee.guilds.state import GuildsState
from referee.i18n import lang, t

from .position import values


def _unread(state: GuildsState, component: str, given: Any) -> list[tuple[str, Any]]:
    """The (field, value) pairs with each value nobody declared replaced by its placeholder."""
    known = values(state, component)
    out = []
    for key, value in given:
        if known.get(key) == value:
            out.append((key, value))
        else:
            out.append((key, t("guilds.unread.field", component=component, field=t(f"guilds.field.{key}"))))
    return out


def unread(state: GuildsState, move: Any) -> str | None:
    """A declaration (or a one-line use) whose values are not all declared: its form, the values
    nobody read shown as placeholders; a plantation score, whose VP are printed on the plantation
    (ruling guilds-plantation): its form; None for any other move."""
    if isinstance(move, PlantationScore):
        head = NOTATION.spell(PlantationScore(move.player, 0), lang()).rsplit(" ", 1)[0]
        return f"{head} {t('guilds.unread.plantation')}"
    if isinstance(move, Declare):
        shown = _unread(state, move.component, move.values)
        if shown == list(move.values):
            return None
        keyword = KEYWORDS["declare"][1 if lang() == "zh" else 0]
        return " ".join([keyword, move.component, *(f"{k}={v}" for k, v in shown)])
    if isinstance(move, UseCard) and move.use.values:
        shown = _unread(state, move.card, move.use.values)
        if shown == list(move.use.values):
            return None
        form = UseCard(move.card, Usage((), move.use.action))
        head, _, rest = NOTATION.spell(form, lang()).partition(f" {move.card} ")
        return " ".join([head, move.card, *(f"{k}={v}" for k, v in shown), rest])
    return None

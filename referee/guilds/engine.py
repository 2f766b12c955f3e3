"""Guilds of London (伦敦公会): the rules engine for seed 000, 2-4 players.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
No public list of the tiles and cards exists: their printed values are declared by the table when
they enter play (catalog.py), or read from a catalog the group filled in.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from referee.core import ledger
from referee.core.engine import Game, describe_game
from referee.core.errors import MoveSyntaxError
from referee.core.flow import FlowTable
from referee.core.game import GameInfo
from referee.guilds import DECLARED, refs
from referee.guilds.catalog import canonical, canonical_pos, kind_of
from referee.guilds.flow import decisions, flow_table
from referee.guilds.moves import NOTATION, UNNAMED, names_values, read_declared
from referee.guilds.rules.declarations import check_declared, component, in_use
from referee.guilds.rules.describe import describe
from referee.guilds.rules.end_game import outcome, score_sheet
from referee.guilds.rules.options import HOUSE_RULES
from referee.guilds.rules.position import players
from referee.guilds.rules.setup import new_state
from referee.guilds.rules.unread import unread

# Breaches the table may accept anyway ("we allow it"): their answers still carry them through.
OVERRIDABLE = frozenset(("wrong_suit", "draw_count", "hand_limit"))


def parse(text: str) -> Any:
    """A Guilds move, or one of the table's own (`declare T5 ...`): a Guilds log holds many of those,
    and a caller reading a log line by line with `GAME.parse` must read them too."""
    if ledger.is_table_move(text):
        return ledger.parse(text)
    return _parse_move(text)


@lru_cache(maxsize=4096)
def _parse_move(text: str) -> Any:
    """Cached: a log repeats its texts (`draw 2`, `done`, `play C12`) and moves are frozen records
    whose ids are fixed labels (T1-T40, C1-C105); a refusal raises and is never cached."""
    line = _one_line(text)
    try:
        return NOTATION.parse(line)
    except MoveSyntaxError as refused:
        if line == text:
            raise
        raise MoveSyntaxError(text, refused.reason, refused.expected) from None


_PLAY_WORDS = ("play", "出牌", "打出")


def _one_line(text: str) -> str:
    """The short forms of a card played and used in one line (issue 25, item 7): `C12 anchor hall
    B3` and `play C12 anchor hall B3` are `use C12 ...`; a card alone (`C12`) is `play C12`."""
    words = text.split()
    if not words:
        return text
    head = words[0].lower()
    zh = head in ("出牌", "打出")
    if kind_of(canonical(words[0]) or "") == "card":
        return " ".join(["play" if len(words) == 1 else "use", *words])
    if len(words) > 2 and head in ("tile", "板块") and canonical_pos(words[1]) is not None:
        return " ".join(["排列" if head == "板块" else "lay", *words[1:]])
    if len(words) > 1 and head in (UNNAMED, "牌"):
        return " ".join(["use", *words])
    if len(words) > 1 and (names_values(words[0]) or (head in _PLAY_WORDS and names_values(words[1]))):
        return " ".join(["use", UNNAMED, *(words[1:] if head in _PLAY_WORDS else words)])
    if head in _PLAY_WORDS and len(words) > 2:
        return " ".join(["执行" if zh else "use", *words[1:]])
    return text


@cache
def game_info(language: str) -> GameInfo:
    return describe_game(
        DECLARED,
        NOTATION,
        HOUSE_RULES,
        turn_order_rule=refs.TURN_ORDER,
        end_rule=refs.GAME_END,
        overridable=OVERRIDABLE,
        adjustable=("vp",),
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


def _flow() -> FlowTable:
    return flow_table(GAME)


GAME = Game(
    info=game_info,
    flow=_flow,
    new_state=new_state,
    parse=parse,
    decisions=decisions,
    outcome=outcome,
    players=players,
    describe=describe,
    score_sheet=score_sheet,
    spell=NOTATION.spell,
    component=component,
    components_in_use=in_use,
    check_declared=check_declared,
    unread=unread,
    read_declared=read_declared,
)

__all__ = ["GAME", "game_info"]

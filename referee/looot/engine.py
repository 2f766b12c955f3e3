"""Looot (峡湾领主): the rules engine for seed 004 with the published game's refinements.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
Its `info` is in the process language (referee.i18n): the notation's meanings and the house-rule
summaries come from the message catalogs (`looot.notation.*` named by the move declarations in
`moves`, `looot.house_rule.*`).
"""

from __future__ import annotations

from functools import cache

from referee.core.engine import Engine, describe_game
from referee.core.game import GameInfo
from referee.looot import DECLARED, catalog, refs, rules
from referee.looot.flow import flow_table
from referee.looot.moves import NOTATION, parse


@cache
def game_info(language: str) -> GameInfo:
    """The game's description in `language` (the current one: the catalogs are read with `t`)."""
    return describe_game(
        DECLARED,
        NOTATION,
        rules.HOUSE_RULES,
        turn_order_rule=refs.TURN_ORDER,
        end_rule=refs.GAME_END,
        overridable=rules.OVERRIDABLE,
        adjustable=("vp",),
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


GAME = Engine(
    info=game_info,
    flow=flow_table,
    rules=rules,
    parse=parse,
    components_in_use=catalog.in_use,
    spell=NOTATION.spell,
)

__all__ = ["GAME", "game_info"]

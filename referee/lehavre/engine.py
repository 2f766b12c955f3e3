"""Le Havre (港都情浓): the rules engine for seed 001 with the published game's refinements.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
The building handlers (rules/buildings) are the place to add a building's action.
"""

from __future__ import annotations

from functools import cache

from referee.core.engine import Engine, describe_game
from referee.core.game import GameInfo
from referee.lehavre import DECLARED, refs, rules
from referee.lehavre.flow import flow_table
from referee.lehavre.moves import NOTATION, parse


@cache
def game_info(language: str) -> GameInfo:
    return describe_game(
        DECLARED,
        NOTATION,
        rules.HOUSE_RULES,
        turn_order_rule=refs.TURN,
        end_rule=refs.SCORING,
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
    spell=NOTATION.spell,
)

__all__ = ["GAME", "game_info"]

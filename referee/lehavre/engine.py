"""Le Havre (港都情浓): the rules engine for seed 001 with the published game's refinements.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
The building handlers (rules/buildings) are the place to add a building's action.
"""

from __future__ import annotations

from functools import cache

from referee.core.engine import Game, describe_game
from referee.core.flow import held_decisions
from referee.core.game import GameInfo
from referee.lehavre import DECLARED, refs
from referee.lehavre.flow import flow_table
from referee.lehavre.moves import NOTATION, parse, unread
from referee.lehavre.rules import HOUSE_RULES, describe, new_state, outcome, score_sheet
from referee.lehavre.rules.describe import component, components_in_use, players
from referee.lehavre.rules.prompts import decisions

OVERRIDABLE: frozenset[str] = frozenset()


@cache
def game_info(language: str) -> GameInfo:
    return describe_game(
        DECLARED,
        NOTATION,
        HOUSE_RULES,
        turn_order_rule=refs.TURN,
        end_rule=refs.SCORING,
        overridable=OVERRIDABLE,
        adjustable=("vp",),
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


GAME = Game(
    info=game_info,
    flow=flow_table,
    new_state=new_state,
    parse=parse,
    decisions=decisions,
    open_decisions=held_decisions,
    outcome=outcome,
    players=players,
    describe=describe,
    score_sheet=score_sheet,
    spell=NOTATION.spell,
    component=component,
    components_in_use=components_in_use,
    unread=unread,
)

__all__ = ["GAME", "game_info"]

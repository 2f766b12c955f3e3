"""Pendulum (钟摆帝国): the real-time referee for seed 003, with live hourglasses and the Council.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
No one leads in real time: each declaration names its player, each player's open action is their
own decision. Game time is in the moves (`flip green @183.4`), so replay reads no clock.
"""

from __future__ import annotations

from functools import cache

from referee.core.engine import Engine, describe_game
from referee.core.game import GameInfo
from referee.pendulum import DECLARED, catalog, refs, rules
from referee.pendulum.flow import flow_table
from referee.pendulum.moves import NOTATION, parse
from referee.pendulum.rules.declarations import check_declared


@cache
def game_info(language: str) -> GameInfo:
    return describe_game(
        DECLARED,
        NOTATION,
        rules.HOUSE_RULES,
        turn_order_rule=refs.REALTIME,
        end_rule=refs.END,
        overridable=rules.OVERRIDABLE,
        adjustable=(),
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


GAME = Engine(
    info=game_info,
    flow=flow_table,
    rules=rules,
    parse=parse,
    component=catalog.component,
    components_in_use=catalog.in_use,
    check_declared=check_declared,
    spell=NOTATION.spell,
)

__all__ = ["GAME", "game_info"]

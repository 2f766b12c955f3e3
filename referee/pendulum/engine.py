"""Pendulum (钟摆帝国): the real-time referee for seed 003, with live hourglasses and the Council.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
No one leads in real time: each declaration names its player, each player's open action is their
own decision. Game time is in the moves (`flip green @183.4`), so replay reads no clock.
"""

from __future__ import annotations

from functools import cache

from referee.core.engine import Game, describe_game
from referee.core.flow import held_decisions
from referee.core.game import GameInfo
from referee.pendulum import DECLARED, catalog, refs
from referee.pendulum.flow import flow_table
from referee.pendulum.moves import NOTATION, parse
from referee.pendulum.rules.adjust import ADJUSTABLE, adjusted
from referee.pendulum.rules.declarations import check_declared
from referee.pendulum.rules.describe import describe
from referee.pendulum.rules.end_game import outcome, score_sheet
from referee.pendulum.rules.options import HOUSE_RULES
from referee.pendulum.rules.prompts import decisions
from referee.pendulum.rules.setup import new_state
from referee.pendulum.state import State

# wrong_row: a card effect that places, moves or removes a worker against the row rules (ruling
# pendulum-card-effects), accepted by the table for that one move
OVERRIDABLE = frozenset({"frame_occupied", "flip_too_early", "achievement_needs", "wrong_row"})


@cache
def game_info(language: str) -> GameInfo:
    return describe_game(
        DECLARED,
        NOTATION,
        HOUSE_RULES,
        turn_order_rule=refs.REALTIME,
        end_rule=refs.END,
        overridable=OVERRIDABLE,
        adjustable=ADJUSTABLE,
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
    players=State.names,
    describe=describe,
    score_sheet=score_sheet,
    spell=NOTATION.spell,
    component=catalog.component,
    components_in_use=catalog.in_use,
    check_declared=check_declared,
    adjusted=adjusted,
)

__all__ = ["GAME", "game_info"]

"""Pendulum (钟摆帝国): the real-time referee for seed 003, with live hourglasses and the Council.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
No one leads in real time: each declaration names its player, each player's open action is their
own decision. Game time is in the moves (`flip green @183.4`), so replay reads no clock.
"""

from __future__ import annotations

from referee.core.engine import Game
from referee.core.flow import held_decisions
from referee.pendulum import catalog
from referee.pendulum.flow import flow_table
from referee.pendulum.info import OVERRIDABLE, game_info
from referee.pendulum.moves import NOTATION, parse
from referee.pendulum.rules.adjust import adjusted
from referee.pendulum.rules.declarations import check_declared
from referee.pendulum.rules.describe import describe
from referee.pendulum.rules.end_game import outcome, score_sheet
from referee.pendulum.rules.prompts import decisions
from referee.pendulum.rules.setup import new_state
from referee.pendulum.state import State
from referee.pendulum.unread import unread

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
    unread=unread,
    adjusted=adjusted,
)

__all__ = ["GAME", "OVERRIDABLE", "game_info"]

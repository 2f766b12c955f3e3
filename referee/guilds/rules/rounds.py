"""The round (seed 三 游戏流程): the marker advances, turns follow in VP order (then resolution:
rules/after.py moves on).

The turn order is fixed when the round starts (VP only change at the end of a round, by
resolution and growth, or by a table adjustment); ties go by the starting order (the start player,
then clockwise: ruling guilds-start-order).
"""

from __future__ import annotations

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.guilds import refs
from referee.guilds.state import GuildsState

from .position import effect, names, vp_order


def turn_decision(state: GuildsState, player: int) -> Decision:
    return Decision("turn", state.names[player])


def begin_round(state: GuildsState, number: int, fx: list[Effect]) -> GuildsState:
    order = vp_order(state)
    if number > 1:
        key = "advance_grey" if state.grey(number) else "advance"
        fx.append(
            effect(
                key, refs.GREY if state.grey(number) else refs.ADVANCE, round=number, last=state.last_round
            )
        )
    fx.append(effect("turn_order", refs.TURN_ORDER, round=number, order=names(state, order)))
    ctx = replace(
        state.ctx, round=number, phase="round", current=order[0], stack=(turn_decision(state, order[0]),)
    )
    return replace(state, ctx=ctx, order=order, turn_at=0, played=0, extra_draw=0, resolved=())


def next_turn(state: GuildsState) -> GuildsState:
    """The next player in this round's order; after the last one, no one's (the stack stays empty)."""
    at = state.turn_at + 1
    state = replace(state, played=0, extra_draw=0, turn_at=at)
    if at < len(state.order):
        player = state.order[at]
        return replace(state, ctx=replace(state.ctx, current=player, stack=(turn_decision(state, player),)))
    return state

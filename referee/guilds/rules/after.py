"""Moving on (seed 三 游戏流程, 成长阶段, 五): the one hook the core runs after every answer.

An answer does its own part and leaves the stack empty when its part of the game is over: the
set-up (the start player named), a turn (the hand down to the limit), a tile's negotiation (the
last negotiator passed), the growth (`done`, or the last plantation scored), a mayor card counted.
What follows is decided here, from the phase, and announced as effects citing their passages: the
next turn in VP order, the round's resolution, the growth on a grey space, the next round, the end.
Components whose printed values were declared leave `awaiting` first.
"""

from __future__ import annotations

from typing import Any

from referee.core.game import Effect
from referee.core.record import replace
from referee.guilds.state import GuildsState

from .end_game import begin_end, reveal_next
from .growth import begin_growth, last_plantation
from .position import unknown
from .resolution import all_resolved, end_of_round, finish_tile, resolve_next
from .rounds import begin_round, next_turn


def after(before: GuildsState, state: GuildsState, move: Any, by: str, effects: list[Effect]) -> GuildsState:
    state = _declared(state)
    while not state.over and not state.ctx.stack:
        state = _move_on(state, effects)
    return state


def _declared(state: GuildsState) -> GuildsState:
    """`awaiting` without the components whose printed values are all known now."""
    if not state.awaiting:
        return state
    keep = tuple(c for c in state.awaiting if unknown(state, c))
    return state if keep == state.awaiting else replace(state, awaiting=keep)


def _move_on(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """One step on from a phase whose part is over; the caller repeats it until someone is asked."""
    phase, number = state.ctx.phase, state.ctx.round
    if phase == "setup":
        return begin_round(state, 1, fx)
    if phase == "round":
        state = next_turn(state)
        return state if state.ctx.stack else end_of_round(state, fx)
    if phase == "resolution":
        if state.resolving is not None:  # the tile's negotiation is over: it is ranked
            return resolve_next(finish_tile(state, fx), fx)
        return _after_resolution(replace(state, resolving=None), fx)
    if phase == "growth":
        if all_resolved(state) or number >= state.last_round:
            return begin_end(state, fx)
        return begin_round(state, number + 1, fx)
    return reveal_next(state, fx)


def _after_resolution(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """2 players with every tile resolved: the last plantation, then the end (ruling guilds-end);
    on a grey space the growth (seed 成长阶段); else the next round."""
    if all_resolved(state):
        return last_plantation(state, fx)
    if state.grey(state.ctx.round):
        return begin_growth(state, fx)
    return begin_round(state, state.ctx.round + 1, fx)

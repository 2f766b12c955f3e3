"""How Pendulum moves on after every answer (the flow table's one `after` hook): real time ends in
the Council once it is called and every player is done; the Council, once its last pick is made,
asks for the trims, then prepares the next round or ends the game after the fourth; and the last
contested move is remembered for `table: privilege` (seed 四 特权判定)."""

from __future__ import annotations

from typing import Any

from referee.core.game import Effect
from referee.pendulum.rules import council, privilege
from referee.pendulum.state import State


def after(before: State, state: State, move: Any, by: str, effects: list[Effect]) -> State:
    """The position once the move's consequences are settled, each announced with its passage."""
    ctx = state.ctx
    if (
        ctx.phase == "realtime"
        and state.council_called
        and not any(ctx.own.values())
        and all(p.done for p in state.players)
    ):
        state = council.enter(state, effects)
    if state.ctx.phase == "council" and not state.ctx.stack:
        state = council.closed(state, effects)
    return privilege.remember(before, state, move, by)

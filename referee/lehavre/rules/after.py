"""Moving on after every answer (the flow table's `after`): a building's action over, the next
decision when the shared stack empties, the waiting Football Stadium.

- The last decision of a building's action answered (the turn is back at `turn_end`): the owners'
  `after_action` hooks read what it did (actions.action_done).
- Nothing left to answer: what comes next from the game's own fields — the round end goes on after
  the last food paid, the round finishes after the special building, the next final action or the
  end (turns.proceed; each effect cites its passage).
- The Football Stadium (31), revealed while every standard stack still held buildings, goes onto
  the first stack that empties, whatever move emptied it (ruling lehavre-special-pool).
"""

from __future__ import annotations

from typing import Any

from referee.core.game import Effect

from ..state import LeHavreState
from .actions import action_done
from .turns import STADIUM, place_stadium, proceed


def after(
    before: LeHavreState, state: LeHavreState, move: Any, by: str, effects: list[Effect]
) -> LeHavreState:
    """The position once the answer's own consequences are done (`before`: the one it answered)."""
    if state.turn.using and state.ctx.stack and state.ctx.stack[-1].kind == "turn_end":
        state = action_done(state, effects)
    if not state.ctx.stack and not state.over:
        state = proceed(state, effects)
    if STADIUM in state.specials:  # it waits for the first standard stack that empties
        state = place_stadium(state, effects)
    return state

"""Moving on after every answer (the flow table's `after`): what happens without anyone declaring it.

Read from the position the answer left, not from the move: the gained tiles a full fjord cannot
take are set aside (seed 「若峡湾中对应区域已满，则不能拿取。」, rulings `looot-fjord-full`); once the
last set-up declaration or a turn's last decision is answered, the first turn begins, the game ends
after the turn in which the last Viking was placed (`looot-game-end`), the table is asked to refill
the ocean space a longship left (`looot-bag`), or the next player clockwise who still has Vikings
begins (`looot-out-of-vikings`). Each is announced as an effect citing its passage.
"""

from __future__ import annotations

from operator import attrgetter

from referee.core.flow import TABLE, Decision
from referee.core.game import Effect
from referee.looot import refs
from referee.looot.moves import LoootMove
from referee.looot.state import LoootState

from .end_game import end_game
from .stack import begin_turn, push
from .text import later
from .tiles import settle_tiles

_REFILL = Decision("refill", TABLE, "")
_VIKINGS = attrgetter("vikings")  # a player's Vikings left (never below 0)


def after(before: LoootState, state: LoootState, move: LoootMove, by: str, fx: list[Effect]) -> LoootState:
    """The position once the answer's automatic consequences and the next decision are in place."""
    stack = state.ctx.stack
    if stack:  # the turn or the set-up goes on; at the tile step, a full fjord loses the rest
        return settle_tiles(state, fx) if stack[-1].kind == "place_tiles" else state
    if state.ctx.phase == "setup":  # the start player declared
        return begin_turn(state, state.start, 1)
    if not any(map(_VIKINGS, state.players)):  # every Viking placed
        return end_game(state, fx)
    space = state.turn.longship_from
    if space >= 0 and not state.ocean[space]:  # a longship taken this turn, its space not refilled
        if state.bag:
            return push(state, _REFILL)
        x, y = state.geo.hexes[state.geo.water[space]]
        fx.append(Effect("bag_empty", later("looot.effect.bag_empty", x=x, y=y), refs.BAG))
    return next_turn(state, fx)


def next_turn(state: LoootState, fx: list[Effect]) -> LoootState:
    """The next player clockwise (seat order) who still has Vikings; a new round past the start player."""
    n = len(state.players)
    cur = state.ctx.current
    rel = (cur - state.start) % n
    for step in range(1, n + 1):
        i = (cur + step) % n
        if state.players[i].vikings > 0:
            wrapped = (i - state.start) % n <= rel
            return begin_turn(state, i, state.ctx.round + (1 if wrapped else 0))
        message = later("looot.effect.skipped", name=state.players[i].name)
        fx.append(Effect("skipped", message, refs.OUT_OF_VIKINGS))
    raise AssertionError("no player has Vikings left, but the game is not over")

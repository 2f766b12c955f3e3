"""The ocean and the bag: the longships the table draws, five at set-up, one for an emptied space.

Seed §一 「将长船放入海洋版图，并从骰袋中补满海洋位。」 and ① 「海洋位立即从骰袋补 1 艘长船。」
(referee/looot/rulings.md `looot-bag`): both are `draw ID` declarations of the table, answering the
set-up's `declare_longship` or a turn's `refill`. The refill comes at the end of the turn that
emptied the space, so once it is answered the next turn begins (rules/after.py).
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.looot import refs
from referee.looot.moves import Draw, LoootMove
from referee.looot.state import LoootState

from .text import later, violation, where_longship

N_OCEAN = 5  # ocean spaces


def legal_draw(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return list(map(_draw_move, state.bag))


@cache
def _draw_move(lid: str) -> Draw:
    """`draw ID`, shared (the refill lists the whole bag some 20 times a game)."""
    return Draw(lid)


def check_draw(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Draw)
    if move.longship in state.bag:
        return []
    rule = refs.BAG if decision.kind == "refill" else refs.OCEAN_FILL
    where = where_longship(state, move.longship)
    return [violation("longship_not_in_bag", rule, longship=move.longship, where=where)]


def apply_draw(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Draw)
    g = state.geo
    refill = decision.kind == "refill"
    space = state.turn.longship_from if refill else state.ocean.index("")
    ocean = state.ocean[:space] + (move.longship,) + state.ocean[space + 1 :]
    bag = tuple([b for b in state.bag if b != move.longship])
    x, y = g.hexes[g.water[space]]
    message = later("looot.effect.ocean_filled", longship=move.longship, x=x, y=y, left=len(bag))
    fx.append(Effect("ocean_filled", message, refs.LONGSHIP_REFILL if refill else refs.OCEAN_FILL))
    if refill or "" not in ocean:  # the step answered: the decision goes in the same copy
        ctx = state.ctx
        return replace(state, ocean=ocean, bag=bag, ctx=replace(ctx, stack=ctx.stack[:-1]))
    return replace(state, ocean=ocean, bag=bag)

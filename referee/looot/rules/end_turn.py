"""The end of a turn: a longship and/or a trophy if wanted, then `pass`.

Seed ① 拿长船, ③ 认领奖杯 and 4. 回合结束 (referee/looot/rulings.md `looot-optional-actions`,
`looot-longship-take`, `looot-trophy`): what follows the pass (the end of the game, the table's
refill, the next player) is the game moving on, in rules/after.py.
"""

from __future__ import annotations

from functools import cache
from itertools import compress

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.looot import refs
from referee.looot.catalog import components
from referee.looot.fjord import SPACE_INDEX, SPACES, free_spaces, longship_complete
from referee.looot.moves import Longship, LoootMove, Pass, Trophy
from referee.looot.state import TROPHIES, LoootState
from referee.looot.words import msg

from .completions import longship_done
from .optional_actions import limited, optional_limit, optional_used, seed_one
from .position import axes, current_player, with_player
from .stack import pop
from .text import later, ocean_text, violation, where_longship
from .tiles import check_space, free

_PASS = Pass()
_TROPHY_MOVES = {n: Trophy(n) for n in TROPHIES}


@cache
def _longship_moves(lid: str) -> tuple[Longship, ...]:
    """`longship ID at x,y` for every fjord space, indexed by space (built once, shared)."""
    return tuple(Longship(lid, x, y) for x, y in SPACES)


def legal_longship(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    if state.turn.longship_from >= 0 or limited(state):
        return []
    moves: list[LoootMove] = []
    free_spaces_ = free(current_player(state).fjord)
    for lid in state.ocean:
        if lid:
            moves.extend(compress(_longship_moves(lid), free_spaces_))
    return moves


def legal_trophy(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    p = current_player(state)
    if p.trophy or limited(state):
        return []
    have = axes(p)
    return [_TROPHY_MOVES[n] for n in state.trophies if n <= have]


def legal_pass(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return [_PASS]


def check_pass(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    """A pass ends any turn: the turn's obligations are steps of their own, answered before it."""
    return []


def check_longship(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Longship)
    p = current_player(state)
    found: list[Violation] = []
    if state.turn.longship_from >= 0:
        found.append(violation("second_longship", refs.LONGSHIP_TAKE, name=p.name))
    if move.longship not in state.ocean:
        found.append(
            violation(
                "longship_not_in_ocean",
                refs.LONGSHIP_TAKE,
                longship=move.longship,
                where=where_longship(state, move.longship),
                ocean=ocean_text(state),
            )
        )
    if not free_spaces(p.fjord):
        found.append(violation("longship_fjord_full", refs.LONGSHIP_TAKE, name=p.name))
    else:
        found.extend(check_space(p, move.x, move.y, refs.LONGSHIP_TAKE))
    if seed_one(state) and optional_used(state) and state.turn.longship_from < 0:
        found.append(optional_limit(state, p))
    return found


def check_trophy(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Trophy)
    if move.axes not in TROPHIES:
        return [violation("unknown_trophy", refs.TROPHY_AXES, axes=move.axes)]
    p = current_player(state)
    found: list[Violation] = []
    if p.trophy:
        found.append(violation("second_trophy", refs.TROPHY_ONCE, name=p.name, trophy=p.trophy))
    if move.axes not in state.trophies:
        owner = next((q.name for q in state.players if q.trophy == move.axes), None)
        if owner is None:
            owner = msg("looot.describe.another_player")
        found.append(violation("trophy_taken", refs.TROPHY_TAKEN, axes=move.axes, owner=owner))
    have = axes(p)
    if have < move.axes:
        found.append(
            violation("trophy_too_few_axes", refs.TROPHY_AXES, name=p.name, axes=have, trophy=move.axes)
        )
    if seed_one(state) and optional_used(state) and not state.turn.trophy:
        found.append(optional_limit(state, p))
    return found


def apply_longship(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Longship)
    i = state.ctx.current
    p = state.players[i]
    space = state.ocean.index(move.longship)
    s = SPACE_INDEX[(move.x, move.y)]
    ocean = state.ocean[:space] + ("",) + state.ocean[space + 1 :]
    p = replace(p, fjord=p.fjord[:s] + (move.longship,) + p.fjord[s + 1 :])
    message = later("looot.effect.longship_taken", name=p.name, longship=move.longship, x=move.x, y=move.y)
    fx.append(Effect("longship_taken", message, refs.LONGSHIP_TAKE))
    if longship_complete(p.fjord, s):
        p = replace(p, ships_done=p.ships_done + (move.longship,))
        fx.append(longship_done(p.name, move.longship, s))
    players = with_player(state.players, i, p)
    return replace(state, players=players, ocean=ocean, turn=replace(state.turn, longship_from=space))


def apply_trophy(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Trophy)
    i = state.ctx.current
    p = state.players[i]
    vp = components().trophies[move.axes][0]
    fx.append(
        Effect(
            "trophy_claimed",
            later("looot.effect.trophy_claimed", name=p.name, axes=move.axes, vp=vp),
            refs.TROPHY_AXES,
        )
    )
    return replace(
        state,
        players=with_player(state.players, i, replace(p, trophy=move.axes)),
        trophies=tuple(n for n in state.trophies if n != move.axes),
        turn=replace(state.turn, trophy=move.axes),
    )


def apply_pass(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    """The turn ended: `after` ends the game, asks for the refill or begins the next turn."""
    return pop(state)

"""The end of a turn: a longship and/or a trophy if wanted, then `pass`, and the next player.

Seed ① 拿长船, ③ 认领奖杯 and 4. 回合结束 (referee/looot/rulings.md `looot-optional-actions`,
`looot-longship-take`, `looot-trophy`, `looot-out-of-vikings`): a pass after the last Viking of
the game ends it (`end_game`); a pass after a longship was taken asks the table for the refill
(`ocean`); otherwise the next player clockwise who still has Vikings begins.
"""

from __future__ import annotations

from functools import cache
from itertools import compress

from referee.core.flow import TABLE, Decision
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
from .end_game import end_game
from .optional_actions import optional_limit, optional_used, seed_one
from .position import axes, current_player, with_player
from .stack import begin_turn, pop_push
from .text import later, ocean_text, violation, where_longship
from .tiles import check_space, free

_PASS = Pass()
_TROPHY_MOVES = {n: Trophy(n) for n in TROPHIES}


@cache
def _longship_moves(lid: str) -> tuple[Longship, ...]:
    """`longship ID at x,y` for every fjord space, indexed by space (built once, shared)."""
    return tuple(Longship(lid, x, y) for x, y in SPACES)


def legal_end_turn(state: LoootState) -> list[LoootMove]:
    moves: list[LoootMove] = []
    limited = seed_one(state) and bool(optional_used(state))
    p = current_player(state)
    if state.turn.longship_from < 0 and not limited:
        free_spaces_ = free(p.fjord)
        for lid in state.ocean:
            if lid:
                moves.extend(compress(_longship_moves(lid), free_spaces_))
    if not p.trophy and not limited:
        have = axes(p)
        moves.extend([_TROPHY_MOVES[n] for n in state.trophies if n <= have])
    moves.append(_PASS)
    return moves


def check_longship(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Longship)
    if state.ctx.phase != "turn":
        return []
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


def check_trophy(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Trophy)
    if move.axes not in TROPHIES:
        return [violation("unknown_trophy", refs.TROPHY_AXES, axes=move.axes)]
    if state.ctx.phase != "turn":
        return []
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


def apply_longship(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
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


def apply_trophy(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
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


def apply_pass(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    # end_turn answered; each way on replaces it: by the end, the refill or the next turn
    if all(p.vikings == 0 for p in state.players):
        return end_game(state, fx)
    space = state.turn.longship_from
    if space >= 0:
        if state.bag:
            return pop_push(state, Decision("refill", TABLE, ""))
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

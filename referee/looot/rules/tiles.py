"""The gained tiles put on the fjord, one `tile KIND X,Y` each, and the tiles a full fjord loses.

Seed 「资源一旦放入峡湾，位置锁定，不能调整。」 and 「若峡湾中对应区域已满，则不能拿取。」 (docs/rulings.md
`looot-fjord-spaces`, `looot-fjord-full`): any free space, in the order the player chooses; each
tile placed may complete what is next to it (`completions`); when no free space is left, the rest
is lost: resource tiles are set aside, building tiles go back to the spaces they came from.
"""

from __future__ import annotations

from functools import cache
from itertools import compress
from operator import not_

from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.looot import refs, words
from referee.looot.catalog import RESOURCES, TILE_KINDS
from referee.looot.fjord import SPACE_INDEX, SPACES, describe_cell, is_longship
from referee.looot.moves import LoootMove, Tile
from referee.looot.state import LoootState, PlayerState
from referee.looot.words import msg as _t

from .completions import complete_around
from .position import current_player, with_player
from .stack import pop, top_kind
from .text import later, pending_text, violation

# A resource tile is locked where it is put; a building tile goes straight to the fjord when captured.
_PLACED_RULE = {k: refs.FJORD_LOCKED if k in RESOURCES else refs.BUILDING_TO_FJORD for k in TILE_KINDS}


def free(fjord: tuple[str, ...]) -> list[bool]:
    """Per fjord space, whether it is free: the selectors that take a row's moves on free spaces."""
    return list(map(not_, fjord))


@cache
def _tile_moves(kind: str) -> tuple[Tile, ...]:
    """`tile KIND x,y` for every fjord space, indexed by space (built once, shared)."""
    return tuple(Tile(kind, x, y) for x, y in SPACES)


def legal_tiles(state: LoootState) -> list[LoootMove]:
    pending = {k for k, _ in state.turn.pending}
    free_spaces = free(current_player(state).fjord)
    moves: list[LoootMove] = []
    for k in TILE_KINDS:
        if k in pending:
            moves.extend(compress(_tile_moves(k), free_spaces))
    return moves


def check_space(p: PlayerState, x: int, y: int, rule: RuleRef) -> list[Violation]:
    """Whether x,y is a free space of p's fjord (for a gained tile or a longship)."""
    s = SPACE_INDEX.get((x, y))
    if s is None:
        return [violation("fjord_not_a_space", rule, x=x, y=y, cell=describe_cell((x, y)))]
    if p.fjord[s]:
        return [violation("fjord_space_occupied", rule, x=x, y=y, name=p.name, item=_item(p.fjord[s]))]
    return []


def _item(item: str) -> str:
    return _t("looot.describe.the_longship", longship=item) if is_longship(item) else words.a_tile(item)


def check_tile(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Tile)
    if state.ctx.phase != "turn":
        return []
    p = current_player(state)
    found: list[Violation] = []
    if not any(k == move.tile for k, _ in state.turn.pending):
        waiting = pending_text(state.turn.pending) or _t("looot.describe.none")
        found.append(
            violation(
                "tile_not_gained",
                refs.TAKE_RESOURCE,
                name=p.name,
                kind=words.kind(move.tile),
                waiting=waiting,
            )
        )
    found.extend(check_space(p, move.x, move.y, refs.FJORD_LOCKED))
    return found


def apply_tile(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Tile)
    i = state.ctx.current
    p = state.players[i]
    s = SPACE_INDEX[(move.x, move.y)]
    t = state.turn
    k = [kind for kind, _ in t.pending].index(move.tile)
    pending = t.pending[:k] + t.pending[k + 1 :]
    p = replace(p, fjord=p.fjord[:s] + (move.tile,) + p.fjord[s + 1 :])
    message = later("looot.effect.tile_placed", name=p.name, tile=words.a_tile(move.tile), x=move.x, y=move.y)
    fx.append(Effect("tile_placed", message, _PLACED_RULE[move.tile]))
    p = complete_around(p, s, move.tile, fx)
    players = with_player(state.players, i, p)
    if not pending and top_kind(state) == "place_tiles":  # all placed: on to the end of the turn
        ctx = state.ctx
        ctx = replace(ctx, stack=ctx.stack[:-1])
        return replace(state, players=players, turn=replace(t, pending=pending), ctx=ctx)
    return settle_tiles(replace(state, players=players, turn=replace(t, pending=pending)), fx)


def settle_tiles(state: LoootState, fx: list[Effect]) -> LoootState:
    """Leave the tile step when nothing is pending; lose what cannot fit in a full fjord."""
    t = state.turn
    i = state.ctx.current
    p = state.players[i]
    if t.pending and "" not in p.fjord:  # no free space left
        set_aside = list(state.set_aside)
        stacks = list(state.stacks)
        for kind, slot in t.pending:
            if slot < 0:
                set_aside[RESOURCES.index(kind)] += 1
            else:
                stacks[slot] += 1
        message = later("looot.effect.tiles_lost", name=p.name, tiles=pending_text(t.pending))
        fx.append(Effect("tiles_lost", message, refs.FJORD_FULL))
        state = replace(
            state,
            players=with_player(state.players, i, replace(p, lost=p.lost + len(t.pending))),
            set_aside=tuple(set_aside),
            stacks=tuple(stacks),
            turn=replace(t, pending=()),
        )
    if not state.turn.pending and top_kind(state) == "place_tiles":
        state = pop(state)
    return state

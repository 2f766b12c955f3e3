"""The gained tiles put on the fjord, one `tile KIND X,Y` each, and the tiles a full fjord loses.

Seed 「资源一旦放入峡湾，位置锁定，不能调整。」 and 「若峡湾中对应区域已满，则不能拿取。」 (referee/looot/rulings.md
`looot-fjord-spaces`, `looot-fjord-full`): any free space, in the order the player chooses; each
tile placed may complete what is next to it (`completions`); when no free space is left, the rest
is lost: resource tiles are set aside, building tiles go back to the spaces they came from.

When some tiles will be lost and one kind was captured from two stacks, the player chooses which
stack's tile goes on the fjord: `tile KIND X,Y from X,Y` names the building space. Then the legal
moves name every stack, so a menu offers each by name; the plain `tile KIND X,Y`, no longer
listed there but still accepted, takes the earliest captured tile of the kind, as it always has
(and as saves written before the choice existed say).
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import compress
from operator import not_

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.looot import refs, words
from referee.looot.catalog import RESOURCES, TILE_KINDS
from referee.looot.fjord import SPACE_INDEX, SPACES, describe_cell, is_longship
from referee.looot.moves import LoootMove, Tile
from referee.looot.state import LoootState, PlayerState
from referee.looot.words import msg

from .completions import complete_around
from .position import current_player, stacks_to_name, with_player
from .stack import pop
from .text import hex_text, later, pending_text, violation

# A resource tile is locked where it is put; a building tile goes straight to the fjord when captured.
_PLACED_RULE = {k: refs.FJORD_LOCKED if k in RESOURCES else refs.BUILDING_TO_FJORD for k in TILE_KINDS}


def free(fjord: tuple[str, ...]) -> list[bool]:
    """Per fjord space, whether it is free: the selectors that take a row's moves on free spaces."""
    return list(map(not_, fjord))


@cache
def _tile_moves(kind: str) -> tuple[Tile, ...]:
    """`tile KIND x,y` for every fjord space, indexed by space (built once, shared)."""
    return tuple(Tile(kind, x, y) for x, y in SPACES)


@lru_cache(maxsize=256)
def _tile_moves_from(kind: str, stack: tuple[int, int]) -> tuple[Tile, ...]:
    """`tile KIND x,y from X,Y` for every fjord space, indexed by space."""
    return tuple(Tile(kind, x, y, stack) for x, y in SPACES)


def legal_tiles(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    t = state.turn
    pending = {k for k, _ in t.pending}
    fjord = current_player(state).fjord
    free_spaces = free(fjord)
    # the choice of stacks arises only when tiles will be lost (stacks_to_name): test that first
    named = stacks_to_name(state) if len(t.pending) > fjord.count("") else {}
    moves: list[LoootMove] = []
    for k in TILE_KINDS:
        if k not in pending:
            continue
        if k not in named:
            moves.extend(compress(_tile_moves(k), free_spaces))
            continue
        g = state.geo
        for slot in named[k]:
            moves.extend(compress(_tile_moves_from(k, g.hexes[g.buildings[slot]]), free_spaces))
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
    return msg("looot.describe.the_longship", longship=item) if is_longship(item) else words.a_tile(item)


def check_tile(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Tile)
    p = current_player(state)
    found: list[Violation] = []
    if not any(k == move.tile for k, _ in state.turn.pending):
        waiting = pending_text(state.turn.pending) or msg("looot.describe.none")
        found.append(
            violation(
                "tile_not_gained",
                refs.TAKE_RESOURCE,
                name=p.name,
                kind=words.kind(move.tile),
                waiting=waiting,
            )
        )
    elif move.stack is not None and _pending_from(state, move) < 0:
        found.append(_not_from_stack(state, p, move))
    found.extend(check_space(p, move.x, move.y, refs.FJORD_LOCKED))
    return found


def _pending_from(state: LoootState, move: Tile) -> int:
    """The index in `pending` of the tile the move names: the earliest captured of its kind, or the
    earliest from the building space it names; -1 if there is none."""
    pending = state.turn.pending
    if move.stack is None:
        return next((k for k, (kind, _) in enumerate(pending) if kind == move.tile), -1)
    g = state.geo
    h = g.index.get(move.stack)
    slot = g.building_slot.get(h, -1) if h is not None else -1
    return pending.index((move.tile, slot)) if slot >= 0 and (move.tile, slot) in pending else -1


def _not_from_stack(state: LoootState, p: PlayerState, move: Tile) -> Violation:
    """A named building space that gave no waiting tile of the kind: say where those tiles come from."""
    g = state.geo
    origins = dict.fromkeys(
        msg("looot.tile_stack.supply") if slot < 0 else hex_text(*g.hexes[g.buildings[slot]])
        for kind, slot in state.turn.pending
        if kind == move.tile
    )
    assert move.stack is not None
    message = msg(
        "looot.tile_stack.not_pending",
        name=p.name,
        kind=words.kind(move.tile),
        x=move.stack[0],
        y=move.stack[1],
        origins=words.join(origins),
    )
    return Violation("tile_not_gained", message, refs.TILE_FROM_STACK)


def apply_tile(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Tile)
    i = state.ctx.current
    p = state.players[i]
    s = SPACE_INDEX[(move.x, move.y)]
    t = state.turn
    if move.stack is None:  # the earliest captured tile of the kind
        k = [kind for kind, _ in t.pending].index(move.tile)
    else:
        k = _pending_from(state, move)
    pending = t.pending[:k] + t.pending[k + 1 :]
    p = replace(p, fjord=p.fjord[:s] + (move.tile,) + p.fjord[s + 1 :])
    message = later("looot.effect.tile_placed", name=p.name, tile=words.a_tile(move.tile), x=move.x, y=move.y)
    fx.append(Effect("tile_placed", message, _PLACED_RULE[move.tile]))
    p = complete_around(p, s, move.tile, fx)
    players = with_player(state.players, i, p)
    if pending:  # `after` settles the rest: what a full fjord cannot take is lost
        return replace(state, players=players, turn=replace(t, pending=pending))
    ctx = state.ctx  # every gained tile placed: the step answered, on to the end of the turn
    return replace(
        state, players=players, turn=replace(t, pending=pending), ctx=replace(ctx, stack=ctx.stack[:-1])
    )


def settle_tiles(state: LoootState, fx: list[Effect]) -> LoootState:
    """At the tile step: lose what cannot fit in a full fjord, and leave the step when nothing is
    pending (run by `after` once the Viking is placed and after each tile that leaves some waiting:
    the tile that places the last one leaves the step itself)."""
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
    return state if state.turn.pending else pop(state)

"""End-of-round resolution (seed 环节三): each face-up tile at its threshold, in reading order.

Checked after the last turn of every round (3-4 players) or of every second round (2 players:
rounds 2, 4, ...; ruling guilds-resolution-check). A tile resolves at most once a round. Its
negotiation follows the VP order at the moment the tile starts (ruling guilds-negotiation): each
player once may put a neutral piece in place of one player's liveryman there (that liveryman goes
home), then passes. Players who cannot swap (no neutral piece left, no liveryman on the tile) are
skipped. Then the ranking: pieces per player (liverymen and master), ties by that VP order; first
and second take the tile's VP; first becomes (or stays) master; every other player piece goes
home, a dethroned master too, neutral pieces back beside the board (ruling guilds-aftermath).
With 2 players, a resolution that leaves every tile of the city resolved at least once ends the
game after the plantation scores (seed line 59; ruling guilds-end).
"""

from __future__ import annotations

from referee.core.flow import Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import catalog, refs
from referee.guilds.moves import Pass, Swap
from referee.guilds.state import GuildsState, Resolving, Space

from .position import bump, effect, names, replace_space, values, violation, vp_order


def resolves_this_round(state: GuildsState) -> bool:
    return state.n >= 3 or state.ctx.round % 2 == 0


def end_of_round(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """The resolution phase begins: the first tile at its threshold, if tiles resolve this round."""
    state = replace(state, ctx=replace(state.ctx, phase="resolution", stack=()))
    if not resolves_this_round(state):
        fx.append(effect("no_resolution", refs.TWO_PLAYERS, round=state.ctx.round))
        return state
    return resolve_next(state, fx)


def at_threshold(state: GuildsState, space: Space) -> tuple[int, int] | None:
    """(pieces, threshold) when the face-up tile has reached its threshold, else None."""
    if not space.face_up or space.tile in state.resolved:
        return None
    threshold = values(state, space.tile).get("threshold")
    if not isinstance(threshold, int):
        return None
    count = space.count(state.beadle == space.pos)
    return (count, threshold) if count >= threshold else None


def resolve_next(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """The next tile at its threshold in reading order (seed line 39) asks its first negotiator; a
    tile no one can negotiate is ranked at once. None left: `resolving` is None, the stack empty."""
    for space in state.city:
        reached = at_threshold(state, space)
        if reached is None:
            continue
        order = vp_order(state)
        ever = (
            state.ever_resolved if space.tile in state.ever_resolved else (*state.ever_resolved, space.tile)
        )
        state = replace(
            state,
            resolved=(*state.resolved, space.tile),
            ever_resolved=ever,
            resolving=Resolving(space.pos, order),
        )
        first = _next_negotiator(state, 0)
        who = state.names[first] if first is not None else ""
        key = "resolution" if who else "resolution_no_negotiation"
        fx.append(
            effect(
                key,
                refs.THRESHOLD,
                round=state.ctx.round,
                pos=space.pos,
                tile=space.tile,
                count=reached[0],
                threshold=reached[1],
                player=who,
            )
        )
        if first is None:
            state = finish_tile(state, fx)
            continue
        return _ask(state, first)
    return replace(state, resolving=None)


def _can_swap(state: GuildsState) -> bool:
    assert state.resolving is not None
    space = state.space(state.resolving.pos)
    return state.neutral > 0 and space is not None and sum(space.pieces) > 0


def _next_negotiator(state: GuildsState, at: int) -> int | None:
    resolving = state.resolving
    assert resolving is not None
    if at < len(resolving.order) and _can_swap(state):
        return resolving.order[at]
    return None


def _ask(state: GuildsState, player: int) -> GuildsState:
    resolving = state.resolving
    assert resolving is not None
    name = state.names[player]
    decision = Decision("negotiate", name, "", FrozenMap({"pos": resolving.pos}))
    ctx = replace(state.ctx, current=player, stack=(decision,))
    return replace(
        state, ctx=ctx, resolving=replace(resolving, at=resolving.order.index(player), swapped=False)
    )


def check_swap(state: GuildsState, decision: Decision, move: Swap, by: str) -> list[Violation]:
    resolving = state.resolving
    if resolving is None:
        return []
    found = []
    if resolving.swapped:
        found.append(violation("second_swap", refs.NEGOTIATE, player=by, pos=resolving.pos))
    if state.neutral == 0:
        found.append(violation("no_neutral", refs.NEGOTIATE))
    target = state.index(move.player)
    space = state.space(resolving.pos)
    if target < 0:
        found.append(
            violation("unknown_player", refs.NEGOTIATE, player=move.player, players=", ".join(state.names))
        )
    elif space is not None and space.pieces[target] == 0:
        found.append(
            violation("no_piece_to_swap", refs.NEGOTIATE, player=state.names[target], pos=resolving.pos)
        )
    return found


def apply_swap(state: GuildsState, decision: Decision, move: Swap, by: str, fx: list[Effect]) -> GuildsState:
    resolving = state.resolving
    assert resolving is not None
    target = state.index(move.player)
    space = state.space(resolving.pos)
    assert space is not None
    state = replace_space(
        state, replace(space, pieces=bump(space.pieces, target, -1), neutral=space.neutral + 1)
    )
    fx.append(effect("swapped", refs.SWAPPED_HOME, player=by, owner=state.names[target], pos=resolving.pos))
    state = replace(
        state,
        neutral=state.neutral - 1,
        hall=bump(state.hall, target, 1),
        resolving=replace(resolving, swapped=True),
    )
    if state.option("negotiation") == "swap_then_pass":  # a game begun before: its `pass` follows
        return state
    return _next(state)  # the player's one chance is taken (seed line 41): the next one is asked


def check_pass(state: GuildsState, decision: Decision, move: Pass, by: str) -> list[Violation]:
    """A negotiator may always pass: the swap is a chance, not a duty (seed line 41)."""
    return []


def apply_pass(state: GuildsState, decision: Decision, move: Pass, by: str, fx: list[Effect]) -> GuildsState:
    """The next negotiator is asked; after the last, the tile is ranked (rules/after.py)."""
    return _next(state)


def _next(state: GuildsState) -> GuildsState:
    """The next negotiator asked; after the last, the stack emptied for the tile to be ranked."""
    resolving = state.resolving
    assert resolving is not None
    following = _next_negotiator(state, resolving.at + 1)
    if following is not None:
        return _ask(state, following)
    return replace(state, ctx=replace(state.ctx, stack=()))


def legal_negotiate(state: GuildsState, decision: Decision) -> list[object]:
    resolving = state.resolving
    assert resolving is not None
    out: list[object] = [Pass()]
    space = state.space(resolving.pos)
    if not resolving.swapped and state.neutral and space is not None:
        out += [Swap(state.names[p]) for p in range(state.n) if space.pieces[p]]
    return out


def ranking(state: GuildsState, space: Space, counts: list[int], order: tuple[int, ...]) -> list[int]:
    """The players with pieces on the tile, most first; a tie goes by the negotiation's VP order
    (seed line 42), or under house rule `ranking_tie=adjacent_master` first to a player with a
    master on an orthogonally adjacent tile (ruling guilds-ranking)."""
    adjacent = state.option("ranking_tie") == "adjacent_master"

    def key(p: int) -> tuple[int, bool, int]:
        near = adjacent and any(s.master == p and catalog.neighbours(s.pos, space.pos) for s in state.city)
        return (-counts[p], not near, order.index(p))

    return sorted((p for p in range(state.n) if counts[p]), key=key)


def finish_tile(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """Ranking, VP, the master, everyone else home (seed lines 42-43)."""
    resolving = state.resolving
    assert resolving is not None
    space = state.space(resolving.pos)
    assert space is not None
    counts = [space.pieces[p] + (space.master == p) for p in range(state.n)]
    ranked = ranking(state, space, counts, resolving.order)
    printed = values(state, space.tile)
    vp, hall, taken = state.vp, state.hall, state.tokens_taken
    master = space.master
    if ranked:
        first = ranked[0]
        vp = bump(vp, first, int(printed["first"]))
        second = ranked[1] if len(ranked) > 1 else None
        second_vp = 0
        if second is not None:
            if space.tile in taken and state.option("second_place") == "once":
                fx.append(effect("token_gone", refs.SECOND_TOKEN, pos=space.pos, player=state.names[second]))
            else:
                second_vp = int(printed["second"])
                vp = bump(vp, second, second_vp)
                taken = taken if space.tile in taken else (*taken, space.tile)
        pieces = list(space.pieces)
        if master != first:
            if master >= 0:
                hall = bump(hall, master, 1)  # the dethroned master goes home (ruling guilds-aftermath)
            pieces[first] -= 1  # one of the first player's liverymen becomes the master
            master = first
        for p in range(state.n):
            hall = bump(hall, p, pieces[p])
        fx.append(
            effect(
                "tile_resolved",
                refs.AFTERMATH,
                "tile_resolved" if second is not None else "tile_resolved_alone",
                pos=space.pos,
                first=state.names[first],
                first_vp=printed["first"],
                second=state.names[second] if second is not None else "",
                second_vp=second_vp,
                counts=", ".join(f"{state.names[p]} {counts[p]}" for p in ranked),
            )
        )
    else:
        fx.append(effect("tile_empty", refs.RANKING, pos=space.pos))
    neutral = state.neutral + space.neutral
    new_space = replace(space, pieces=(0,) * state.n, neutral=0, master=master)
    return replace(replace_space(state, new_space), vp=vp, hall=hall, neutral=neutral, tokens_taken=taken)


def all_resolved(state: GuildsState) -> bool:
    """The 2-player end trigger (seed line 59; ruling guilds-end): every space of the city is face up
    and its tile has resolved at least once. Never under house rule `end_2p=track_only`."""
    if state.n != 2 or state.option("end_2p") != "last_tile" or not state.city:
        return False
    return all(s.face_up and s.tile in state.ever_resolved for s in state.city)


__all__ = ["names"]

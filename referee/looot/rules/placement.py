"""Placing a Viking (seed §三 1. and 四 维京放置规则), with the shields flipped before it (②).

A placement gains the hex's resource (twice with the double-gain shield), then the captures it
triggers (referee/looot/captures.py) are credited at once; the gained tiles wait for the fjord
(`tiles`). The play-again shield keeps the placement step open for a second Viking.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.looot import refs, words
from referee.looot.captures import captures, credit
from referee.looot.catalog import LETTER_KIND, RESOURCES
from referee.looot.geometry import Geometry
from referee.looot.moves import SHIELDS, LoootMove, Place, Shield
from referee.looot.state import LoootState
from referee.looot.words import msg

from .optional_actions import limited, optional_limit, optional_used, seed_one
from .position import any_viking, current_player, with_player
from .text import hex_text, later, violation

_RESOURCE_INDEX = {kind: r for r, kind in enumerate(RESOURCES)}
_SPACE = {"H": "house", "T": "watchtower", "C": "castle", "~": "water", "P": "trophy"}  # looot.space.*


def landings(state: LoootState) -> list[int]:
    """Hex indices where the current player's next Viking may go."""
    g = state.geo
    occ = state.occupants
    if "occupied" in state.turn.shields_now:
        return [i for i in g.resources if occ[i]]
    # resource hexes next to the water or to a Viking, and free; in hex order like g.resources
    near = set(g.water_landings)
    near.update(*compress(g.landing_nbrs, occ))  # next to a hex holding a Viking
    near.difference_update(compress(range(len(occ)), occ))
    return sorted(near)


def _shields_flippable(state: LoootState) -> list[str]:
    p = current_player(state)
    if limited(state):
        return []
    return [s for s in SHIELDS if s not in p.shields_used and not (s == "occupied" and not any_viking(state))]


# Moves are frozen values, so the ones legal_moves lists over and over are built once and shared.

_SHIELD_MOVES = {s: Shield(s) for s in SHIELDS}


@lru_cache(maxsize=8)
def _place_moves(g: Geometry) -> tuple[Place, ...]:
    """`place x,y` for every hex of a layout, indexed by hex."""
    return tuple([_place_move(h) for h in g.hexes])


@lru_cache(maxsize=4096)
def _place_move(h: tuple[int, int]) -> Place:
    return Place(*h)


def legal_shield(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return [_SHIELD_MOVES[s] for s in _shields_flippable(state) if s not in state.turn.shields_now]


def legal_place(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return list(map(_place_moves(state.geo).__getitem__, landings(state)))


def check_shield(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Shield)
    p = current_player(state)
    found: list[Violation] = []
    if move.shield in p.shields_used:
        now = move.shield in state.turn.shields_now
        found.append(
            violation(
                "shield_used",
                refs.SHIELD_ONCE,
                key="shield_used" if now else "shield_used_earlier",
                name=p.name,
                shield=words.shield(move.shield),
            )
        )
    if move.shield == "occupied" and not any_viking(state):
        found.append(violation("shield_no_occupied_hex", refs.SHIELD_OCCUPIED))
    if seed_one(state) and optional_used(state):
        found.append(optional_limit(state, p))
    return found


def _owners(state: LoootState, h: int) -> str:
    """Whose Vikings stand on a hex: "Bob's Viking", "Bob's and Ann's Vikings"."""
    occ = state.occupants[h]
    names = list(dict.fromkeys(state.players[i].name for i in occ))
    if len(occ) > 1:
        return msg("looot.describe.owners", names=msg("looot.describe.owners_join").join(names))
    return msg("looot.describe.owner", name=names[0])


def _space_text(letter: str) -> str:
    """What a landscape hex that is not a resource hex is: "a house space", "an ocean water space"."""
    return msg(f"looot.space.{_SPACE[letter]}")


def _source_text(source: str) -> str:
    """The piece a hex belongs to (Geometry.source): "face 7", "ocean", "trophies"."""
    if source.startswith("face "):
        return msg("looot.describe.source_face", face=source[5:])
    return msg(f"looot.describe.source_{source}")


def check_place(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Place)
    g = state.geo
    p = current_player(state)
    where = hex_text(move.x, move.y)
    h = g.index.get((move.x, move.y))
    if h is None:
        return [violation("hex_not_on_board", refs.PLACE, hex=where)]
    letter = g.letter[h]
    if letter in "HTC":
        source = _source_text(g.source[h])
        return [violation("hex_is_building", refs.PLACE, hex=where, space=_space_text(letter), source=source)]
    if letter == "~":
        return [violation("hex_is_water", refs.PLACE, hex=where, space=_space_text(letter))]
    if letter == "P":
        return [violation("hex_is_trophy_space", refs.PLACE, hex=where, space=_space_text(letter))]
    found: list[Violation] = []
    occ = state.occupants[h]
    if "occupied" in state.turn.shields_now:
        if not occ:
            found.append(violation("hex_not_occupied", refs.SHIELD_OCCUPIED, name=p.name, hex=where))
        return found
    if occ:
        found.append(
            violation("hex_occupied", refs.PLACE_OCCUPIED, hex=where, owners=_owners(state, h), name=p.name)
        )
    if not g.near_water[h] and not any(state.occupants[n] for n in g.nbrs[h]):
        found.append(violation("hex_not_adjacent", refs.PLACE_ADJACENT, hex=where))
    return found


def apply_shield(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Shield)
    i = state.ctx.current
    p = state.players[i]
    players = with_player(state.players, i, replace(p, shields_used=p.shields_used + (move.shield,)))
    t = state.turn
    t = replace(
        t,
        shields_now=t.shields_now + (move.shield,),
        shields_turn=t.shields_turn + (move.shield,),
        again_due=t.again_due or move.shield == "again",
    )
    message = later("looot.effect.shield", name=p.name, shield=words.shield(move.shield))
    fx.append(Effect("shield", message, refs.SHIELD_EFFECT[move.shield]))
    return replace(state, players=players, turn=t)


def apply_place(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    """The Viking placed, its resource and captures gained; on to the tiles unless it plays again
    (`after` sets aside what a full fjord cannot take)."""
    assert isinstance(move, Place)
    g = state.geo
    ctx = state.ctx
    i = ctx.current
    p = state.players[i]
    h = g.index[(move.x, move.y)]
    occupants = state.occupants
    occ = occupants[:h] + (occupants[h] + (i,),) + occupants[h + 1 :]
    t = state.turn
    kind = LETTER_KIND[g.letter[h]]
    r = _RESOURCE_INDEX[kind]
    want = 2 if "double" in t.shields_now else 1
    got = min(want, state.supply[r])
    supply = state.supply[:r] + (state.supply[r] - got,) + state.supply[r + 1 :]
    pending = t.pending + ((kind, -1),) * got
    name = words.kind(kind)
    message = later(
        "looot.effect.viking_placed", name=p.name, x=move.x, y=move.y, got=got, kind=name, left=p.vikings - 1
    )
    fx.append(Effect("viking_placed", message, refs.TAKE_RESOURCE))
    if got < want:
        message = later("looot.effect.supply_empty", kind=name, missing=want - got)
        fx.append(Effect("supply_empty", message, refs.SUPPLY))
    stacks, taken = state.stacks, p.taken
    awards = captures(g, occ, stacks, taken, i, h)
    if awards:  # most placements capture nothing: no copies then
        stacks, taken = credit(awards, stacks, taken)
    for award in awards:
        pending += ((award.kind, award.slot),) * award.count
        building_x, building_y = g.hexes[g.buildings[award.slot]]
        message = later(
            "looot.effect.capture",
            name=p.name,
            count=award.count,
            kind=words.kind(award.kind),
            x=building_x,
            y=building_y,
            why=award.why,
            left=stacks[award.slot],
        )
        fx.append(Effect(f"capture_{award.kind}", message, refs.CAPTURE[award.kind]))
    p = replace(p, vikings=p.vikings - 1, taken=taken)
    second = t.again_due and t.placed == 0
    t = replace(t, pending=pending, shields_now=(), placed=t.placed + 1, again_due=False)
    again = second and p.vikings > 0  # the play-again shield: place_viking stays on top
    if again:
        fx.append(Effect("play_again", later("looot.effect.play_again", name=p.name), refs.SHIELD_AGAIN))
    else:
        if second:
            message = later("looot.effect.play_again_void", name=p.name)
            fx.append(Effect("play_again_void", message, refs.SHIELD_AGAIN))
        ctx = replace(ctx, stack=ctx.stack[:-1])  # place_viking answered: now the gained tiles
    return replace(
        state,
        players=with_player(state.players, i, p),
        occupants=occ,
        stacks=stacks,
        supply=supply,
        turn=t,
        ctx=ctx,
    )

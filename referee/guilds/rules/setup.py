"""Set-up (seed 开局准备): the city as laid, the neutral pieces, the halls, the start player.

Hands (7, or 6 under `start_hand`) and the one secret mayor card each are counts: nothing to
declare. The table lays each tile with its position (`tile T5 at B3`, `facedown C4`), puts neutral
pieces where it wants them, says `done`, then `hall N` and `start NAME`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.flow import TABLE, Decision, TurnContext
from referee.core.game import Effect
from referee.core.options import resolve
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import catalog, refs
from referee.guilds.moves import Done, FaceDown, HallStart, LayTile, MoveBeadle, MoveNeutral, Start
from referee.guilds.state import ACTION_CARDS, LIVERYMEN, NEUTRAL_PER_PLAYER, GuildsState, Space
from referee.i18n import t

from .options import HOUSE_RULES
from .position import add_space, effect, replace_space, violation

LAY_DONE_AT = 5  # random playouts lay this many spaces before `done` is offered (any number is legal)


def table_asks(kind: str) -> Decision:
    """The table's decision at a set-up step."""
    return Decision(kind, TABLE)


def new_state(players: Sequence[str], options: Mapping[str, str]) -> GuildsState:
    chosen = resolve("guilds", HOUSE_RULES, options)
    n = len(players)
    zero = (0,) * n
    ctx = TurnContext(stack=(table_asks("lay_city"),))
    return GuildsState(
        ctx=ctx,
        names=tuple(players),
        options=tuple(sorted(chosen.items())),
        vp=zero,
        hand=(int(chosen["start_hand"]),) * n,
        deck=ACTION_CARDS - int(chosen["start_hand"]) * n,
        hall=zero,
        supply=(LIVERYMEN,) * n,
        plantation=zero,
        neutral=NEUTRAL_PER_PLAYER * n,
        mayor=("",) * n,
        mayor_times=zero,
    )


# -- laying tiles (set-up and growth) -----------------------------------------------------------


def check_tile(state: GuildsState, decision: Decision, move: LayTile, by: str) -> list[Violation]:
    found = []
    if any(s.tile == move.tile for s in state.city):
        where = next(s.pos for s in state.city if s.tile == move.tile)
        found.append(violation("tile_in_play", refs.LAYOUT, tile=move.tile, pos=where))
    there = state.space(move.pos)
    if there is not None and there.face_up:
        found.append(violation("position_taken", refs.ROWS, pos=move.pos, tile=there.tile))
    if state.ctx.phase == "growth" and state.n == 2 and state.option("city_2p") == "full":
        found.append(violation("city_full", refs.TWO_PLAYERS))
    return found


def apply_tile(
    state: GuildsState, decision: Decision, move: LayTile, by: str, fx: list[Effect]
) -> GuildsState:
    there = state.space(move.pos)
    if there is not None:
        state = replace_space(state, replace(there, tile=move.tile))
    else:
        state = add_space(state, Space(move.pos, move.tile, (0,) * state.n))
    if move.tile in catalog.UNENFORCED:
        fx.append(effect("special_building", refs.SPECIAL_BUILDING, tile=move.tile, pos=move.pos))
    return replace(state, awaiting=(*state.awaiting, move.tile))


def check_facedown(state: GuildsState, decision: Decision, move: FaceDown, by: str) -> list[Violation]:
    there = state.space(move.pos)
    if there is None:
        return []
    if not there.face_up:
        return [violation("position_taken", refs.ROWS, "position_taken_face_down", pos=move.pos)]
    return [violation("position_taken", refs.ROWS, pos=move.pos, tile=there.tile)]


def apply_facedown(
    state: GuildsState, decision: Decision, move: FaceDown, by: str, fx: list[Effect]
) -> GuildsState:
    return add_space(state, Space(move.pos, "", (0,) * state.n))


def check_neutral(state: GuildsState, decision: Decision, move: MoveNeutral, by: str) -> list[Violation]:
    found = []
    rule = refs.MOVE_NEUTRALS if state.ctx.phase == "growth" else refs.NEUTRALS
    if move.source == move.target:
        found.append(violation("same_place", rule, place=move.source))
    if move.source == "supply":
        if state.neutral == 0:
            found.append(violation("no_neutral", rule))
    else:
        there = state.space(move.source)
        if there is None or there.neutral == 0:
            found.append(violation("no_neutral_there", rule, pos=move.source))
    if move.target != "supply":
        found += _face_up_target(state, move.target)
    return found


def _face_up_target(state: GuildsState, pos: str) -> list[Violation]:
    """A neutral piece or the beadle goes on a face-up tile: the seed says so of a liveryman's
    move (line 32), ruling guilds-city of every piece."""
    there = state.space(pos)
    if there is None:
        return [violation("no_tile", refs.FACE_UP_ONLY, pos=pos)]
    if not there.face_up:
        return [violation("tile_face_down", refs.FACE_UP_ONLY, pos=pos)]
    return []


def apply_neutral(
    state: GuildsState, decision: Decision, move: MoveNeutral, by: str, fx: list[Effect]
) -> GuildsState:
    if move.source == "supply":
        state = replace(state, neutral=state.neutral - 1)
    else:
        src = state.space(move.source)
        assert src is not None
        state = replace_space(state, replace(src, neutral=src.neutral - 1))
    if move.target == "supply":
        return replace(state, neutral=state.neutral + 1)
    dst = state.space(move.target)
    assert dst is not None
    return replace_space(state, replace(dst, neutral=dst.neutral + 1))


def check_beadle(state: GuildsState, decision: Decision, move: MoveBeadle, by: str) -> list[Violation]:
    if state.option("neutral") != "beadle":
        return [violation("no_beadle", refs.NEUTRALS)]
    return _face_up_target(state, move.pos)


def apply_beadle(
    state: GuildsState, decision: Decision, move: MoveBeadle, by: str, fx: list[Effect]
) -> GuildsState:
    return replace(state, beadle=move.pos)


def check_done_laying(state: GuildsState, decision: Decision, move: Done, by: str) -> list[Violation]:
    if not any(s.face_up for s in state.city):
        return [violation("city_empty", refs.LAYOUT)]
    return []


def apply_done_laying(
    state: GuildsState, decision: Decision, move: Done, by: str, fx: list[Effect]
) -> GuildsState:
    fx.append(
        effect("city_laid", refs.ROWS, tiles=sum(s.face_up for s in state.city), spaces=len(state.city))
    )
    ctx = replace(state.ctx, stack=(table_asks("hall_start"),))
    return replace(state, ctx=ctx)


def legal_lay(state: GuildsState, decision: Decision) -> list[object]:
    """A representative set: the next unused tile ids on the next free positions of a 5x5 city,
    face-down spaces, neutral pieces onto the tiles, and `done` once the city has some size."""
    used = {s.tile for s in state.city}
    taken = {s.pos for s in state.city}
    free = [p for p in catalog.POSITIONS if p not in taken and catalog.row_col(p)[1] <= 5 and p[0] in "ABCDE"]
    tiles = [i for i in catalog.TILE_IDS if i not in used][:2]
    out: list[object] = [LayTile(tile, pos) for tile in tiles for pos in free[:2]]
    face_up = [s.pos for s in state.city if s.face_up]
    if len(face_up) >= 3:  # a city of some face-up tiles first, so that playouts have tiles to fill
        out += [FaceDown(pos) for pos in free[:1]]
    if state.neutral and face_up:
        out.append(MoveNeutral("supply", face_up[-1]))
    if state.option("neutral") == "beadle" and face_up and state.beadle != face_up[0]:
        out.append(MoveBeadle(face_up[0]))
    if face_up and (len(state.city) >= LAY_DONE_AT or not free):
        out.append(Done())
    return out


# -- halls and the start player ------------------------------------------------------------------


def check_hall(state: GuildsState, decision: Decision, move: HallStart, by: str) -> list[Violation]:
    if move.count > LIVERYMEN:
        return [violation("hall_too_many", refs.COLOURS, count=move.count, most=LIVERYMEN)]
    return []


def apply_hall(
    state: GuildsState, decision: Decision, move: HallStart, by: str, fx: list[Effect]
) -> GuildsState:
    n = state.n
    ctx = replace(state.ctx, stack=(table_asks("start_player"),))
    return replace(state, ctx=ctx, hall=(move.count,) * n, supply=(LIVERYMEN - move.count,) * n)


def legal_hall(state: GuildsState, decision: Decision) -> list[object]:
    return [HallStart(n) for n in (1, 2, 3)]


def check_start(state: GuildsState, decision: Decision, move: Start, by: str) -> list[Violation]:
    if state.index(move.player) < 0:
        return [violation("unknown_player", refs.START, player=move.player, players=", ".join(state.names))]
    return []


def apply_start(
    state: GuildsState, decision: Decision, move: Start, by: str, fx: list[Effect]
) -> GuildsState:
    """The set-up is complete: round 1 begins (rules/after.py)."""
    state = replace(state, start=state.index(move.player), ctx=replace(state.ctx, stack=()))
    fx.append(
        effect(
            "setup_done",
            refs.START_HAND,
            hand=state.hand[0],
            last=state.last_round,
            mayor=t(f"guilds.mayor_deal.{state.option('mayor_deal')}"),
        )
    )
    return state


def legal_start(state: GuildsState, decision: Decision) -> list[object]:
    return [Start(name) for name in state.names]

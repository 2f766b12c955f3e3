"""Growth on a grey space (seed 成长阶段): plantation, new tiles, neutral pieces, the end check.

The plantation's VP are printed on it and not known to the engine: the table says what each player
with liverymen there scores (`plantation Ann 3`); the liverymen stay (ruling guilds-plantation).
New tiles are revealed where the table lays them (`tile T17 at C2`, face-down spaces first) and
neutral pieces moved (`neutral B3 supply`); `done` ends the growth, and the end check follows
(rules/after.py).
"""

from __future__ import annotations

from referee.core.flow import TABLE, Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import catalog, refs
from referee.guilds.moves import Done, LayTile, MoveBeadle, MoveNeutral, PlantationScore
from referee.guilds.state import GuildsState

from .position import bump, effect, violation
from .resolution import all_resolved

PLANTATION_SAMPLES = (0, 1, 2)


def begin_growth(state: GuildsState, fx: list[Effect]) -> GuildsState:
    due = tuple(state.names[p] for p in range(state.n) if state.plantation[p])
    wording = "growth" if due else "growth_no_plantation"
    fx.append(effect("growth", refs.GROWTH, wording, round=state.ctx.round, plantation=", ".join(due)))
    state = replace(state, ctx=replace(state.ctx, phase="growth", stack=()))
    if due:
        return _ask_plantation(state, due)
    return _ask_grow(state)


def last_plantation(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """The 2-player game once every tile has resolved: the plantation scores, then the end (seed
    line 59; ruling guilds-end). No new tiles, no neutral pieces moved: with no one to score, the
    stack stays empty and the end follows."""
    due = tuple(state.names[p] for p in range(state.n) if state.plantation[p])
    fx.append(effect("all_resolved", refs.ALL_RESOLVED, round=state.ctx.round))
    state = replace(state, ctx=replace(state.ctx, phase="growth", stack=()))
    return _ask_plantation(state, due) if due else state


def _ask_plantation(state: GuildsState, due: tuple[str, ...]) -> GuildsState:
    decision = Decision("plantation_score", TABLE, "", FrozenMap({"due": due}))
    return replace(state, ctx=replace(state.ctx, stack=(decision,)))


def _ask_grow(state: GuildsState) -> GuildsState:
    decision = Decision("grow", TABLE)
    return replace(state, ctx=replace(state.ctx, stack=(decision,)))


def check_plantation(
    state: GuildsState, decision: Decision, move: PlantationScore, by: str
) -> list[Violation]:
    due = tuple(decision.data.get("due", ()))
    p = state.index(move.player)
    if p < 0 or state.names[p] not in due:
        return [
            violation("plantation_not_due", refs.PLANTATION, player=move.player, due=", ".join(due) or "-")
        ]
    return []


def apply_plantation(
    state: GuildsState, decision: Decision, move: PlantationScore, by: str, fx: list[Effect]
) -> GuildsState:
    """The next player due scores; then the new tiles, or the end once every tile has resolved."""
    p = state.index(move.player)
    name = state.names[p]
    fx.append(
        effect("plantation_scored", refs.PLANTATION, player=name, vp=move.vp, pieces=state.plantation[p])
    )
    state = replace(state, vp=bump(state.vp, p, move.vp))
    due = tuple(n for n in decision.data["due"] if n != name)
    if due:
        return _ask_plantation(state, due)
    if all_resolved(state):
        return replace(state, ctx=replace(state.ctx, stack=()))
    return _ask_grow(state)


def legal_plantation(state: GuildsState, decision: Decision) -> list[object]:
    name = decision.data["due"][0]
    return [PlantationScore(name, vp) for vp in PLANTATION_SAMPLES]


def legal_grow(state: GuildsState, decision: Decision) -> list[object]:
    out: list[object] = [Done()]
    used = {s.tile for s in state.city}
    fresh = [i for i in catalog.TILE_IDS if i not in used][:1]
    full = state.n == 2 and state.option("city_2p") == "full"
    if fresh and not full:
        hidden = [s.pos for s in state.city if not s.face_up]
        taken = {s.pos for s in state.city}
        free = sorted({q for p in taken for q in catalog.NEIGHBOURS[p]} - taken, key=catalog.reading_key)
        out += [LayTile(fresh[0], pos) for pos in (hidden[:1] or free[:1])]
    with_neutral = [s.pos for s in state.city if s.neutral]
    face_up = [s.pos for s in state.city if s.face_up]
    if with_neutral:
        out.append(MoveNeutral(with_neutral[0], "supply"))
    if state.neutral and face_up:
        out.append(MoveNeutral("supply", face_up[len(face_up) // 2]))
    if state.option("neutral") == "beadle" and face_up and state.beadle != face_up[-1]:
        out.append(MoveBeadle(face_up[-1]))
    return out


def check_grow_done(state: GuildsState, decision: Decision, move: Done, by: str) -> list[Violation]:
    """The table lays as many new tiles and moves as many neutral pieces as it says: any time is
    the end of them (seed 成长阶段)."""
    return []


def apply_grow_done(
    state: GuildsState, decision: Decision, move: Done, by: str, fx: list[Effect]
) -> GuildsState:
    """The growth is over: the end check and the next round follow (rules/after.py)."""
    return replace(state, ctx=replace(state.ctx, stack=()))


__all__ = ["LayTile"]

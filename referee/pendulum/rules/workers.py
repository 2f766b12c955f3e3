"""Workers on the board (seed 三 两条核心规则, 工人行动的完整流程; 四 工人放置限制, 工人上限): place,
move and remove only on a row without its hourglass; act only on the row with it; a common worker
only in an empty gold frame of green and purple; grande workers anywhere; black holds any number."""

from __future__ import annotations

from referee.core.flow import Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import catalog, moves, refs
from referee.pendulum.rules.actions import busy, space_cost
from referee.pendulum.rules.position import (
    can_pay,
    hourglass_row,
    listed,
    number_of,
    row_of,
    short,
    spaces,
    violation,
    who,
    zone_of,
)
from referee.pendulum.state import ROWS, ZONES, State, Worker


def _exists(state: State, space: str) -> bool:
    return number_of(space) <= state.board[ZONES.index(zone_of(space))]


def _where(space: str) -> dict[str, str]:
    zone = zone_of(space)
    return {
        "space": space,
        "zone": t(f"pendulum.zone.{zone}"),
        "row": t(f"pendulum.row.{ROWS[row_of(space)]}"),
    }


def _frame(state: State, space: str) -> list[Worker]:
    return [w for w in state.workers if w.space == space and not w.reward]


def _mine(state: State, by: str, grande: bool, space: str) -> Worker | None:
    """The player's worker of that type on the space, the one in the frame first."""
    found = [w for w in state.workers if w.owner == by and w.grande == grande and w.space == space]
    found.sort(key=lambda w: w.reward)
    return found[0] if found else None


def _target_problems(state: State, by: str, grande: bool, space: str) -> list[Violation]:
    """What forbids putting the player's worker into the space's gold frame."""
    found = []
    zone = zone_of(space)
    if not _exists(state, space):
        found.append(
            violation("no_such_space", refs.BOARD_SIDE, space=space, count=state.board[ZONES.index(zone)])
        )
        return found
    if row_of(space) == hourglass_row(state, zone):
        found.append(violation("wrong_row", refs.PLACE_ROW, **_where(space)))
    frame = _frame(state, space)
    if not grande and zone != "black" and frame:
        holder = listed(sorted({who(w.owner) for w in frame}))  # the neutral colour in words
        found.append(violation("frame_occupied", refs.FRAME_RULE, space=space, holder=holder))
    if state.option("variant") == "advanced" and any(w.owner == by for w in frame):
        found.append(violation("own_worker_twice", refs.ADVANCED, space=space))
    return found


def check_place(state: State, decision: Decision, move: moves.Place, by: str) -> list[Violation]:
    found = busy(state, by)
    grande = move.worker == "grande"
    p = state.player(by)
    if decision.kind == "opening" and decision.data["worker"] != move.worker:
        found.append(
            violation("opening_worker", refs.OPENING, worker=t(f"pendulum.worker.{decision.data['worker']}"))
        )
    if (p.free_grande if grande else p.free_common) < 1:
        found.append(
            violation(
                "no_free_worker",
                refs.PLACE_FRAME,  # 「把可用工人放到…」: a worker free on the mat
                player=by,
                worker=t(f"pendulum.worker.{move.worker}"),
            )
        )
    return found + _target_problems(state, by, grande, move.space)


def _source_problems(state: State, by: str, worker: str, source: str) -> list[Violation] | None:
    """What forbids taking the player's worker off `source`; None when none of theirs stands there."""
    mine = _mine(state, by, worker == "grande", source)
    if mine is None:
        return None
    if row_of(source) == hourglass_row(state, zone_of(source)):
        return [violation("wrong_row", refs.STUCK if mine.reward else refs.PLACE_ROW, **_where(source))]
    return []


def _not_here(by: str, worker: str, source: str) -> Violation:
    return violation(
        "no_worker_here", refs.PLACE_ROW, player=by, worker=t(f"pendulum.worker.{worker}"), space=source
    )


def check_move(state: State, decision: Decision, move: moves.MoveWorker, by: str) -> list[Violation]:
    found = busy(state, by)
    lifted = _source_problems(state, by, move.worker, move.source)
    if lifted is None:
        return [*found, _not_here(by, move.worker, move.source)]
    found += lifted
    if move.source == move.space:
        return [*found, violation("same_space", refs.PLACE_ROW, space=move.space)]
    return found + _target_problems(state, by, move.worker == "grande", move.space)


def check_remove(state: State, decision: Decision, move: moves.Remove, by: str) -> list[Violation]:
    found = busy(state, by)
    lifted = _source_problems(state, by, move.worker, move.space)
    return [*found, _not_here(by, move.worker, move.space)] if lifted is None else found + lifted


def check_act(state: State, decision: Decision, move: moves.Act, by: str) -> list[Violation]:
    found = busy(state, by)
    space = move.space
    if not _exists(state, space):
        return found + [
            violation(
                "no_such_space",
                refs.BOARD_SIDE,
                space=space,
                count=state.board[ZONES.index(zone_of(space))],
            )
        ]
    if row_of(space) != hourglass_row(state, zone_of(space)):
        found.append(violation("wrong_row_act", refs.ACT_ROW, **_where(space)))
    if not any(w.owner == by for w in _frame(state, space)):
        found.append(violation("no_worker_in_frame", refs.ACT_FROM_FRAME, player=by, space=space))
    cost = space_cost(state, catalog.space_id(space))
    p = state.player(by)
    if not can_pay(p, cost):
        found.append(violation("cannot_afford", refs.COSTS, player=by, lacks=short(p, cost)))
    return found


def apply_place(state: State, decision: Decision, move: moves.Place, by: str, effects: list[Effect]) -> State:
    p = state.player(by)
    grande = move.worker == "grande"
    p = replace(p, free_grande=p.free_grande - 1) if grande else replace(p, free_common=p.free_common - 1)
    state = state.with_player(p)
    state = replace(state, workers=state.workers + (Worker(by, grande, move.space),))
    if decision.kind == "opening":  # the opening placement answered
        state = replace(state, ctx=state.ctx.pop())
    return state


def _lifted(state: State, by: str, worker: str, source: str) -> list[Worker]:
    """The workers on the board once the player's worker is taken off `source`."""
    rest = list(state.workers)
    rest.remove(_mine(state, by, worker == "grande", source))  # type: ignore[arg-type]
    return rest


def apply_move(
    state: State, decision: Decision, move: moves.MoveWorker, by: str, effects: list[Effect]
) -> State:
    rest = _lifted(state, by, move.worker, move.source)
    rest.append(Worker(by, move.worker == "grande", move.space))
    return replace(state, workers=tuple(rest))


def apply_remove(
    state: State, decision: Decision, move: moves.Remove, by: str, effects: list[Effect]
) -> State:
    rest = _lifted(state, by, move.worker, move.space)
    p = state.player(by)
    if move.worker == "grande":
        p = replace(p, free_grande=p.free_grande + 1)
    else:
        p = replace(p, free_common=p.free_common + 1)
    return replace(state.with_player(p), workers=tuple(rest))


def apply_act(state: State, decision: Decision, move: moves.Act, by: str, effects: list[Effect]) -> State:
    frame = [w for w in _frame(state, move.space) if w.owner == by]
    frame.sort(key=lambda w: w.grande)
    w = frame[0]
    rest = list(state.workers)
    rest.remove(w)
    rest.append(replace(w, reward=True))
    sid = catalog.space_id(move.space)
    data = FrozenMap({"source": "space", "id": sid})
    step = "pay_cost" if space_cost(state, sid) else "take_reward"
    ctx = state.ctx.push_own(by, Decision(step, by, data=data))
    return replace(state, workers=tuple(rest), ctx=ctx)


def _frames(state: State) -> dict[str, set[str]]:
    """Who has a worker in each gold frame (space -> owners), built once per listing."""
    out: dict[str, set[str]] = {}
    for w in state.workers:
        if not w.reward:
            out.setdefault(w.space, set()).add(w.owner)
    return out


def _enterable(frames: dict[str, set[str]], by: str, grande: bool, space: str, advanced: bool) -> bool:
    """`_target_problems` finds nothing, for a space of a free row (the listing's fast path)."""
    holders = frames.get(space)
    if not holders:
        return True
    if not grande and not space.startswith("black"):
        return False
    return not (advanced and by in holders)


def may_move(state: State, by: str) -> bool:
    """Whether the player has a worker to place (black always has room) or one on a free row."""
    p = state.player(by)
    if p.free_common or p.free_grande:
        return True
    return any(
        w.owner == by and row_of(w.space) != hourglass_row(state, zone_of(w.space)) for w in state.workers
    )


MOVES_PER_WORKER = 3  # a short list of moves per worker: the notation reads any other


def legal(state: State, by: str) -> list[object]:
    """Placements, removals and a few moves per worker open to the player now; acts in real time."""
    p = state.player(by)
    out: list[object] = []
    free = spaces(state, False)
    frames = _frames(state)
    advanced = state.option("variant") == "advanced"
    if state.ctx.phase == "setup":
        top = state.ctx.top
        kinds = [top.data["worker"]] if top is not None else []
    else:
        kinds = [k for k, n in (("common", p.free_common), ("grande", p.free_grande)) if n]
    for kind in kinds:
        grande = kind == "grande"
        out += [moves.Place(kind, s) for s in free if _enterable(frames, by, grande, s, advanced)]
    if state.ctx.phase == "setup":
        return out
    rows = {z: hourglass_row(state, z) for z in ("purple", "green", "black")}
    mine = [w for w in state.workers if w.owner == by]
    for w in dict.fromkeys(mine):
        if row_of(w.space) == rows[zone_of(w.space)]:
            continue
        kind = "grande" if w.grande else "common"
        out.append(moves.Remove(kind, w.space))
        targets = [s for s in free if s != w.space and _enterable(frames, by, w.grande, s, advanced)]
        out += [
            moves.MoveWorker(kind, w.space, s) for s in targets[:: max(1, len(targets) // MOVES_PER_WORKER)]
        ]
    if state.ctx.phase == "realtime":
        player = state.player(by)
        for s in dict.fromkeys(w.space for w in mine if not w.reward):
            if row_of(s) == rows[zone_of(s)] and can_pay(player, space_cost(state, catalog.space_id(s))):
                out.append(moves.Act(s))
    return out

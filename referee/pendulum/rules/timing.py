"""The hourglasses and the clock (seed 三 随时可进行的非计时行动, 呼叫议会后; 四 暂停, 无计时模式):
flips with their game time, the Council called when the last purple marker falls, pauses, the
untimed mode (the timing panel's token: a flip only of the step it shows, once every player is
ready), the round's start, and `done` once the Council is called."""

from __future__ import annotations

from referee.core.flow import TABLE, Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import clock, moves, refs
from referee.pendulum.rules import setup
from referee.pendulum.rules.actions import busy
from referee.pendulum.rules.position import listed, own_open, said, violation
from referee.pendulum.state import ROWS, ZONES, State, Timer


def _time_problems(state: State, at: int | None, rule) -> list[Violation]:  # type: ignore[no-untyped-def]
    if at is None:
        return [violation("time_needed", rule)] if state.clock == "timed" else []
    if at < state.now:
        return [violation("time_backwards", refs.FLIP, at=clock.show(at), now=clock.show(state.now))]
    return []


_ZONE_WORDS = {"紫": "purple", "绿": "green", "黑": "black"}


def panel_steps(text: str) -> list[tuple[str, ...]] | None:
    """The panel's steps as declared (`black green black+purple`), None when a step is no set of zones."""
    out = []
    for word in text.split():
        zones = tuple(_ZONE_WORDS.get(z, z.lower()) for z in word.split("+"))
        if not zones or any(z not in ZONES for z in zones) or len(set(zones)) != len(zones):
            return None
        out.append(zones)
    return out


def step_text(step: str) -> str:
    """A panel step in the table's language (`black+purple` → black + purple)."""
    return " + ".join(t(f"pendulum.zone.{z}") for z in step.split("+"))


def panel_step(state: State) -> tuple[str, ...]:
    """The zones the time token's step shows that are still to be flipped."""
    step = state.panel[state.panel_at].split("+")
    return tuple(z for z in step if z not in state.panel_flipped)


def still_unready(state: State) -> list[str]:
    return [p.name for p in state.players if p.name not in state.ready]


def _untimed_flip_problems(state: State, zone: str) -> list[Violation]:
    if not state.panel:
        return [violation("timing_order_unknown", refs.UNTIMED_PANEL)]
    found = []
    step = panel_step(state)
    if zone not in step:
        shown = " + ".join(t(f"pendulum.zone.{z}") for z in step)
        found.append(
            violation("token_shows_other", refs.UNTIMED_PANEL, zone=t(f"pendulum.zone.{zone}"), step=shown)
        )
    waiting = still_unready(state)
    if waiting:
        found.append(violation("still_unready", refs.UNTIMED_PANEL, players=", ".join(waiting)))
    return found


def _ready_problems(state: State, by: str) -> list[Violation]:
    found = []
    if state.clock != "untimed" or state.ctx.phase != "realtime" or state.council_called:
        found.append(violation("untimed_only", refs.UNTIMED_PANEL))
    # a second `ready` never gets here: a ready player's every move but the flip is refused first
    # (`waiting_for_token`, tests/pendulum/test_rare_refusals.py)
    return found + busy(state, by)


def _panel_problems(state: State, move: moves.Panel) -> list[Violation]:
    steps = panel_steps(move.steps)
    if state.panel:
        if steps is not None and tuple("+".join(s) for s in steps) == state.panel:
            return [
                violation(
                    "timing_order_declared", refs.UNTIMED_PANEL, steps=", ".join(map(step_text, state.panel))
                )
            ]
        return [
            violation(
                "timing_order_differs", refs.UNTIMED_PANEL, steps=", ".join(map(step_text, state.panel))
            )
        ]
    if steps is None:
        return [violation("timing_order_bad", refs.UNTIMED_PANEL, steps=move.steps)]
    if not any("purple" in s for s in steps):
        return [violation("timing_order_no_purple", refs.UNTIMED_PANEL)]
    return []


def check_ready(state: State, decision: Decision, move: moves.Ready, by: str) -> list[Violation]:
    return _ready_problems(state, by)


def check_panel(state: State, decision: Decision, move: moves.Panel, by: str) -> list[Violation]:
    return _panel_problems(state, move)


def check_flip(state: State, decision: Decision, move: moves.Flip, by: str) -> list[Violation]:
    found = busy(state, by)
    if state.council_called:
        found.append(violation("flip_after_council", refs.AFTER_CALL))
    found += _time_problems(state, move.at, refs.FLIP)
    if state.clock == "untimed" and not state.council_called and state.ctx.phase == "realtime":
        found += _untimed_flip_problems(state, move.zone)
    if state.clock == "timed" and move.at is not None and move.at >= state.now:
        left = clock.sand_left(state, move.zone, move.at)
        if left > clock.grace(state):
            found.append(
                violation(
                    "flip_too_early",
                    refs.FLIP,
                    zone=t(f"pendulum.zone.{move.zone}"),
                    left=clock.show(left),
                    at=clock.show(move.at),
                )
            )
    return found


def check_start(state: State, decision: Decision, move: moves.Start, by: str) -> list[Violation]:
    found: list[Violation] = []
    if state.ctx.phase == "prepare":  # at `start_round` the opening placements are all made
        # each deal not yet made, with the passage of the preparation that asks for it
        missing = [
            (w, rule)
            for w, have, rule in (
                ("achievement", state.achievement, refs.DEAL_ACHIEVEMENT),
                (
                    "provinces",
                    any(state.display) or not setup.provinces_to_deal(state),
                    refs.DEAL_PROVINCES,
                ),
                ("rewards", state.rewards, refs.DEAL_REWARDS),
            )
            if not have
        ]
        if missing:
            missing_words = listed(setup.deck_word(w) for w, _ in missing)
            found.append(violation("prepare_incomplete", missing[0][1], missing=missing_words))
    found += _time_problems(state, move.at, refs.OPENING_FLIP)
    if state.clock == "timed" and move.at is not None and state.ctx.round > 0:
        left = max(clock.sand_left(state, z, move.at) for z in ZONES)
        if left > clock.grace(state):
            found.append(violation("sand_running", refs.PREPARE_FLIP, left=clock.show(left)))
    return found


def check_pause(
    state: State, decision: Decision, move: moves.Pause | moves.Resume, by: str
) -> list[Violation]:
    """A pause or its end: only the game time it names (seed 四 暂停)."""
    return _time_problems(state, move.at, refs.PAUSE)


def check_clock(state: State, decision: Decision, move: moves.Clock, by: str) -> list[Violation]:
    if move.mode == state.clock:
        return [violation("clock_already", refs.UNTIMED, mode=t(f"pendulum.clock.{move.mode}"))]
    return []


def check_done(state: State, decision: Decision, move: moves.Done, by: str) -> list[Violation]:
    found = []
    if not state.council_called:
        found.append(violation("council_not_called", refs.AFTER_CALL))
    if state.player(by).done:
        found.append(violation("done_twice", refs.AFTER_CALL, player=by))
    return found + busy(state, by)


def _at(state: State, at: int | None) -> int:
    return state.now if at is None else max(state.now, at)


def flip(state: State, zone: str, at: int) -> tuple[State, list[Effect]]:
    """The hourglass to its zone's other row at game time `at`; a purple flip knocks off a marker."""
    i = ZONES.index(zone)
    row = 1 - state.timers[i].row
    timers = list(state.timers)
    timers[i] = Timer(row, at)
    state = replace(state, timers=tuple(timers), now=max(state.now, at))
    effects = [
        said("flipped", refs.FLIP, zone=t(f"pendulum.zone.{zone}"), row=t(f"pendulum.row.{ROWS[row]}"))
    ]
    if zone == "purple":
        markers = list(state.markers)
        hit = row if markers[row] else 1 - row
        if markers[hit]:
            markers[hit] -= 1
            effects.append(said("marker_knocked", refs.PURPLE_MARKER, left=sum(markers)))
        state = replace(state, markers=(markers[0], markers[1]))
        if sum(markers) == 0 and state.ctx.phase == "realtime":
            state = replace(state, council_called=True)
            effects.append(said("council_called", refs.COUNCIL_CALL))
    return state, effects


def _token_on(state: State, zone: str) -> tuple[State, list[Effect]]:
    """Untimed: the zone flipped is ticked off the token's step; once the step is complete the token
    moves to the panel's next step (after the last, back to the first) and everyone acts again."""
    flipped = (*state.panel_flipped, zone)
    if set(state.panel[state.panel_at].split("+")) - set(flipped):
        return replace(state, panel_flipped=flipped), []
    at = (state.panel_at + 1) % len(state.panel)
    state = replace(state, panel_at=at, panel_flipped=(), ready=())
    return state, [said("token_moved", refs.UNTIMED_PANEL, step=at + 1, steps=step_text(state.panel[at]))]


def apply_ready(state: State, decision: Decision, move: moves.Ready, by: str, effects: list[Effect]) -> State:
    effects.append(said("ready", refs.UNTIMED_PANEL, player=by))
    return replace(state, ready=(*state.ready, by))


def apply_panel(state: State, decision: Decision, move: moves.Panel, by: str, effects: list[Effect]) -> State:
    panel = tuple("+".join(s) for s in panel_steps(move.steps) or [])
    effects.append(said("panel", refs.UNTIMED_PANEL, steps=", ".join(step_text(x) for x in panel)))
    return replace(state, panel=panel)


def apply_flip(state: State, decision: Decision, move: moves.Flip, by: str, effects: list[Effect]) -> State:
    untimed = state.clock == "untimed" and state.ctx.phase == "realtime" and bool(state.panel)
    state, flipped = flip(state, move.zone, _at(state, move.at))
    effects += flipped
    if untimed:
        state, moved = _token_on(state, move.zone)
        effects += moved
    return state


def apply_start(state: State, decision: Decision, move: moves.Start, by: str, effects: list[Effect]) -> State:
    at = _at(state, move.at)
    ctx = state.ctx
    ctx = replace(ctx, round=ctx.round + 1, phase="realtime", stack=(Decision("realtime", ""),))
    state = replace(state, ctx=ctx, council_called=False, paused=-1, panel_at=0, panel_flipped=(), ready=())
    state = replace(state, players=tuple(replace(p, done=False) for p in state.players))
    effects.append(said("round_started", refs.OPENING_FLIP, round=ctx.round))
    for zone in ZONES:
        state, more = flip(state, zone, at)
        effects += more
    return state


def apply_pause(state: State, decision: Decision, move: moves.Pause, by: str, effects: list[Effect]) -> State:
    at = _at(state, move.at)
    effects.append(said("paused", refs.PAUSE))
    return replace(state, paused=at, now=at, ctx=state.ctx.push(Decision("paused", "table")))


def apply_resume(
    state: State, decision: Decision, move: moves.Resume, by: str, effects: list[Effect]
) -> State:
    at = _at(state, move.at)
    shift = at - state.paused
    timers = tuple(replace(tm, at=tm.at + shift) for tm in state.timers)
    effects.append(said("resumed", refs.PAUSE))
    return replace(state, paused=-1, now=at, timers=timers, ctx=state.ctx.pop())


def apply_clock(state: State, decision: Decision, move: moves.Clock, by: str, effects: list[Effect]) -> State:
    effects.append(said("clock", refs.UNTIMED, mode=t(f"pendulum.clock.{move.mode}")))
    return replace(state, clock=move.mode, ready=(), panel_flipped=())


def apply_done(state: State, decision: Decision, move: moves.Done, by: str, effects: list[Effect]) -> State:
    return state.with_player(replace(state.player(by), done=True))


def legal(state: State, by: str) -> list[object]:
    out: list[object] = []
    if state.ctx.phase != "realtime" or own_open(state, by) is not None:
        return out
    if state.council_called:
        return [] if state.player(by).done else [moves.Done()]
    if state.clock == "untimed":
        if by not in state.ready:
            return [moves.Ready()]
        if not state.panel or still_unready(state):
            return []
        return [moves.Flip(zone, None) for zone in panel_step(state)]
    for zone in ZONES:
        at = clock.due(state, zone) if state.clock == "timed" else state.now
        out.append(moves.Flip(zone, at))
    return out


def table_legal(state: State) -> list[object]:
    """The table's timing moves now: the round's start, a pause or its end, the clock's mode."""
    top = state.ctx.top
    if top is not None and top.kind == "paused":
        return [moves.Resume(state.now)]
    out: list[object] = []
    if top is not None and top.kind in ("start_round", "prepare"):
        start = moves.Start(clock.all_due(state) if state.ctx.round else state.now)
        if not check_start(state, top, start, TABLE):
            out.append(start)
    if top is not None and top.kind == "realtime":
        out.append(moves.Pause(state.now))
    if top is not None and top.kind in ("start_round", "prepare", "realtime"):
        out.append(moves.Clock("untimed" if state.clock == "timed" else "timed"))
    return out


def held_back(state: State, kind: str, by: str) -> list[Violation]:
    """What refuses any move of a player's, whatever it is: done after the Council is called, ready
    and waiting for the untimed panel's token (all but the flip it shows), acting or playing a
    stratagem during the preparation. The flow table checks it before each answer's own rules."""
    phase = state.ctx.phase
    if phase == "realtime" and kind != "done" and state.player(by).done:
        return [violation("already_done", refs.AFTER_CALL, player=by)]
    if by in state.ready and kind != "flip" and state.clock == "untimed" and not state.council_called:
        return [violation("waiting_for_token", refs.UNTIMED_PANEL, player=by)]
    # seed 三 准备下一轮: 「不能执行工人行动、不能出牌」
    if phase == "prepare" and kind in ("act", "play"):
        return [violation("not_in_preparation", refs.PREPARE, player=by)]
    return []

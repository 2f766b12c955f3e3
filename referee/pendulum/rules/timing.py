"""The hourglasses and the clock (seed 三 随时可进行的非计时行动, 呼叫议会后; 四 暂停, 无计时模式):
flips with their game time, the Council called when the last purple marker falls, pauses, the
untimed mode (the timing panel's token: a flip only of the step it shows, once every player is
ready), the round's start, and `done` once the Council is called."""

from __future__ import annotations

from referee.core.flow import Decision
from referee.core.game import Effect, Transition
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import clock, moves, refs
from referee.pendulum.rules import setup
from referee.pendulum.rules.actions import action_open
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
    if own_open(state, by) is not None:
        found.append(
            violation("action_already_open", refs.ONE_AT_A_TIME, player=by, open=action_open(state, by))
        )
    return found


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


def validate(state: State, move: object, by: str) -> list[Violation]:
    found: list[Violation] = []
    if isinstance(move, moves.Ready):
        return _ready_problems(state, by)
    if isinstance(move, moves.Panel):
        return _panel_problems(state, move)
    if isinstance(move, moves.Flip):
        if state.ctx.phase == "realtime" and own_open(state, by) is not None:
            found.append(
                violation("action_already_open", refs.ONE_AT_A_TIME, player=by, open=action_open(state, by))
            )
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
    elif isinstance(move, moves.Start):
        top = state.ctx.top
        if state.ctx.phase == "prepare":
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
        elif top is None or top.kind != "start_round":  # 「全部放好后，同时把三个沙漏翻到下排」
            found.append(
                violation("prepare_incomplete", refs.OPENING_FLIP, missing=t("pendulum.deck.opening"))
            )
        found += _time_problems(state, move.at, refs.OPENING_FLIP)
        if state.clock == "timed" and move.at is not None and state.ctx.round > 0:
            left = max(clock.sand_left(state, z, move.at) for z in ZONES)
            if left > clock.grace(state):
                found.append(violation("sand_running", refs.PREPARE_FLIP, left=clock.show(left)))
    elif isinstance(move, (moves.Pause, moves.Resume)):
        found += _time_problems(state, move.at, refs.PAUSE)
    elif isinstance(move, moves.Clock):
        if move.mode == state.clock:
            found.append(violation("clock_already", refs.UNTIMED, mode=t(f"pendulum.clock.{move.mode}")))
    elif isinstance(move, moves.Done):
        p = state.player(by)
        if not state.council_called:
            found.append(violation("council_not_called", refs.AFTER_CALL))
        if p.done:
            found.append(violation("done_twice", refs.AFTER_CALL, player=by))
        if own_open(state, by) is not None:
            found.append(
                violation("action_already_open", refs.ONE_AT_A_TIME, player=by, open=action_open(state, by))
            )
    return found


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


def apply(state: State, move: object, by: str) -> Transition:
    if isinstance(move, moves.Ready):
        return Transition(
            replace(state, ready=(*state.ready, by)), (said("ready", refs.UNTIMED_PANEL, player=by),)
        )
    if isinstance(move, moves.Panel):
        steps = panel_steps(move.steps) or []
        panel = tuple("+".join(s) for s in steps)
        return Transition(
            replace(state, panel=panel),
            (said("panel", refs.UNTIMED_PANEL, steps=", ".join(step_text(x) for x in panel)),),
        )
    if isinstance(move, moves.Flip):
        untimed = state.clock == "untimed" and state.ctx.phase == "realtime" and bool(state.panel)
        state, flipped = flip(state, move.zone, _at(state, move.at))
        if untimed:
            state, moved = _token_on(state, move.zone)
            flipped += moved
        return Transition(state, tuple(flipped))
    if isinstance(move, moves.Start):
        at = _at(state, move.at)
        ctx = state.ctx
        ctx = replace(ctx, round=ctx.round + 1, phase="realtime", stack=(Decision("realtime", ""),))
        state = replace(
            state, ctx=ctx, council_called=False, paused=-1, panel_at=0, panel_flipped=(), ready=()
        )
        state = replace(state, players=tuple(replace(p, done=False) for p in state.players))
        effects: list[Effect] = [said("round_started", refs.OPENING_FLIP, round=ctx.round)]
        for zone in ZONES:
            state, more = flip(state, zone, at)
            effects += more
        return Transition(state, tuple(effects))
    if isinstance(move, moves.Pause):
        at = _at(state, move.at)
        state = replace(state, paused=at, now=at, ctx=state.ctx.push(Decision("paused", "table")))
        return Transition(state, (said("paused", refs.PAUSE),))
    if isinstance(move, moves.Resume):
        at = _at(state, move.at)
        shift = at - state.paused
        timers = tuple(replace(tm, at=tm.at + shift) for tm in state.timers)
        state = replace(state, paused=-1, now=at, timers=timers, ctx=state.ctx.pop())
        return Transition(state, (said("resumed", refs.PAUSE),))
    if isinstance(move, moves.Clock):
        return Transition(
            replace(state, clock=move.mode, ready=(), panel_flipped=()),
            (said("clock", refs.UNTIMED, mode=t(f"pendulum.clock.{move.mode}")),),
        )
    assert isinstance(move, moves.Done)
    return Transition(state.with_player(replace(state.player(by), done=True)))


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
        if not validate(state, start, "table"):
            out.append(start)
    if top is not None and top.kind == "realtime":
        out.append(moves.Pause(state.now))
    if top is not None and top.kind in ("start_round", "prepare", "realtime"):
        out.append(moves.Clock("untimed" if state.clock == "timed" else "timed"))
    return out

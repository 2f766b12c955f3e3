"""Pieces every Pendulum rule module shares: violations and effects in both languages, rows and
hourglasses, the workers in use, and granting a printed reward (caps, chosen prestige, provinces)."""

from __future__ import annotations

from collections.abc import Iterable

from referee.core.flow import TABLE, Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.i18n import lang, t
from referee.pendulum import bundles, refs
from referee.pendulum.bundles import Bundle
from referee.pendulum.state import CAP, MAX_WORKERS, NEUTRAL, RESOURCES, ROWS, TRACKS, ZONES, Player, State


def violation(code: str, rule: RuleRef, **params: object) -> Violation:
    return Violation(code, t(f"pendulum.violation.{code}", **params), rule)


def said(code: str, rule: RuleRef, **params: object) -> Effect:
    return Effect(code, t(f"pendulum.effect.{code}", **params), rule)


def zone_of(space: str) -> str:
    return space.partition("-")[0]


def row_of(space: str) -> int:
    return ROWS.index(space.split("-")[1])


def number_of(space: str) -> int:
    return int(space.rpartition("-")[2])


def hourglass_row(state: State, zone: str) -> int:
    return state.timers[ZONES.index(zone)].row


def spaces(state: State, row_with_hourglass: bool) -> list[str]:
    """Every space of the declared board on the rows with (or without) their hourglass."""
    out = []
    for zone, count in zip(ZONES, state.board, strict=True):
        row = hourglass_row(state, zone)
        if not row_with_hourglass:
            row = 1 - row
        out += [f"{zone}-{ROWS[row]}-{n}" for n in range(1, count + 1)]
    return out


def in_use(state: State, name: str) -> int:
    p = state.player(name)
    return p.free_common + p.free_grande + sum(1 for w in state.workers if w.owner == name)


def own_open(state: State, name: str) -> Decision | None:
    stack = state.ctx.own.get(name, ())
    return stack[-1] if stack else None


def privilege_rank(state: State, name: str) -> int:
    return state.order.index(name) if name in state.order else len(state.order)


def is_player(state: State, name: str) -> bool:
    return any(p.name == name for p in state.players)


def gain_resource(p: Player, item: str, n: int) -> tuple[Player, int]:
    """`p` with `n` more of a resource, capped at 10 (seed 四); what was lost over the cap."""
    have = p.amount(item)
    now = min(CAP, have + n)
    return replace(p, **{item: now}), have + n - now


def advance(state: State, p: Player, track: str, n: int) -> tuple[Player, int]:
    """`p` with the track advanced `n` spaces, at most to its end; the advanced variant turns what
    is beyond a full track into glory. Returns what was lost."""
    i = TRACKS.index(track)
    end = p.ends[i]
    now = min(end, p.amount(track) + n)
    over = p.amount(track) + n - now
    if over and state.option("variant") == "advanced":
        return replace(p, **{track: now}, glory=p.glory + over), 0
    return replace(p, **{track: now}), over


def track_lost(name: str, track: str, lost: int) -> Effect:
    """The prestige beyond a full track, announced as lost (seed 四 声望超出轨道末端的部分同样作废)."""
    return said("track_capped", refs.TRACK_CAP, player=name, track=t(f"pendulum.item.{track}"), lost=lost)


# what a cost can ask: resources on the mat, votes, and prestige on a track (seed 四: glory 「也不能用来
# 支付声望代价」, so prestige costs exist; glory is kept apart and never pays)
PAYABLE = (*RESOURCES, "votes", *TRACKS)


def can_pay(p: Player, cost: Bundle) -> bool:
    return all(p.amount(item) >= n for item, n in cost if item in PAYABLE)


def pay(p: Player, cost: Bundle) -> Player:
    return replace(p, **{item: p.amount(item) - n for item, n in cost if item in PAYABLE})


def short(p: Player, cost: Bundle) -> str:
    """What a player lacks, in words: "coin 2 (has 1)"."""
    return ", ".join(
        f"{t(f'pendulum.item.{item}')} {n} ({p.amount(item)})"
        for item, n in cost
        if item in PAYABLE and p.amount(item) < n
    )


def grant(
    state: State, name: str, bundle: Bundle, step: str, conquer: str
) -> tuple[State, list[Effect], list[Decision]]:
    """A printed reward given to `name`: resources (capped), votes, tracks, the legendary
    achievement, a common worker into use; chosen prestige and provinces become decisions of
    `step` and `conquer` kinds for the caller to open."""
    p = state.player(name)
    effects: list[Effect] = []
    opened: list[Decision] = []
    for item, n in bundle:
        if item in RESOURCES:
            p, lost = gain_resource(p, item, n)
            if lost:
                effects.append(
                    said(
                        "resource_capped", refs.CAPS, player=name, item=t(f"pendulum.item.{item}"), lost=lost
                    )
                )
        elif item == "votes":
            p = replace(p, votes=p.votes + n)
        elif item in TRACKS:
            p, lost = advance(state, p, item, n)
            if lost:
                effects.append(track_lost(name, item, lost))
        elif item == "legendary":
            p = replace(p, legendary=True)
        elif item == "worker":
            for _ in range(n):
                if p.aside_common and in_use(state.with_player(p), name) < MAX_WORKERS:
                    p = replace(p, aside_common=p.aside_common - 1, free_common=p.free_common + 1)
                else:
                    effects.append(said("worker_void", refs.WORKER_CAP, player=name))
        elif item == "any":
            opened.append(Decision(step, name, data=FrozenMap({"left": n})))
        elif item == "province":
            opened += [Decision(conquer, name)] * n
        elif item == "table":  # what the items cannot say: the table applies it, never skipped
            opened += [Decision("table_effect", TABLE, data=FrozenMap({"player": name}))] * n
    return state.with_player(p), effects, opened


def bundle_of(value: object) -> Bundle:
    found = bundles.parse(value)
    return found if found is not None else ()


def worker_void_allowed(state: State) -> bool:
    """House rule `fifth_worker=void`: what can only add a fifth worker is taken, the worker void."""
    return state.option("fifth_worker") == "void"


def only_workers(reward: Bundle) -> bool:
    """A reward that gives nothing but common workers."""
    return bool(reward) and all(item == "worker" for item, _ in reward)


def fifth_worker(state: State, by: str, reward: Bundle) -> list[Violation]:
    """A reward that can only add a worker, refused at the 4-worker cap before anything is paid
    (ruling pendulum-fifth-worker), unless the house rule voids the worker instead."""
    count = in_use(state, by)
    if only_workers(reward) and count >= MAX_WORKERS and not worker_void_allowed(state):
        return [violation("fifth_worker", refs.FOUR_WORKERS, player=by, count=count)]
    return []


def listed(items: Iterable[str]) -> str:
    """Items of a list in a message, joined as the language writes a list (`a, b` / `a、b`)."""
    return ("、" if lang() == "zh" else ", ").join(items)


def field_names(*names: str) -> str:
    """Printed fields named in the table's words (edge, reward, cost, need, slot)."""
    return listed(t(f"pendulum.field.{n}") for n in names)


def printed_unknown(component: str, *fields: str) -> Violation:
    """A component whose printed values the move needs and the table has not declared yet."""
    return violation("printed_unknown", refs.COMPONENTS, component=component, fields=field_names(*fields))


def words(bundle: Bundle) -> str:
    """A bundle in the table's words: "coin 2, votes 1" (金币 2、选票 1), never its notation."""
    return listed(f"{t(f'pendulum.item.{item}')} {n}" for item, n in bundle) or t("pendulum.item.nothing")


def who(name: str) -> str:
    """A place on the privilege track in words: a player's name, or the neutral colour."""
    return t("pendulum.neutral") if name == NEUTRAL else name

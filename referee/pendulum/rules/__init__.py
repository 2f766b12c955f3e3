"""Pendulum rules: legal_moves, validate (every violation, with the seed passage), apply (with effects).

One module per role: `setup` (a new game, the table's set-up and reveals), `workers` (the row
rules, frames, acting), `actions` (a player's own action: pay, take, choose, conquer; stratagems,
claims), `timing` (flips, the Council called, pauses, the clock, `done`), `council` (privilege,
rewards, trims, the next round), `privilege` (simultaneous claims), `effects` (what the table
settles), `declarations` (printed values), `end_game` (the score sheet); `options` (the variants
and house rules), `position` (what the rule modules share), `prompts` and `describe` (the words).
This package assembles them by move kind and moves the game on when a phase is complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from referee.core.flow import NOBODY, TABLE, Decision
from referee.core.game import Transition
from referee.core.record import replace
from referee.core.violations import Violation
from referee.pendulum import moves, refs
from referee.pendulum.moves import parse
from referee.pendulum.rules import actions, council, effects, privilege, setup, timing, workers
from referee.pendulum.rules.describe import describe
from referee.pendulum.rules.end_game import outcome, score_sheet, tallies
from referee.pendulum.rules.options import HOUSE_RULES
from referee.pendulum.rules.position import own_open, violation
from referee.pendulum.rules.prompts import prompt
from referee.pendulum.rules.setup import new_state
from referee.pendulum.state import State

# wrong_row: a card effect that places, moves or removes a worker against the row rules (ruling
# pendulum-card-effects), accepted by the table for that one move
OVERRIDABLE = frozenset({"frame_occupied", "flip_too_early", "achievement_needs", "wrong_row"})

_WORKERS = ("place", "move", "remove", "act")
_ACTIONS = ("pay", "take", "play", "reclaim", "claim")
_TIMING = ("flip", "start", "pause", "resume", "clock", "done", "ready", "panel")
_SETUP = ("board", "character", "order", "neutral", "achievement", "provinces", "rewards")


def players(state: State) -> tuple[str, ...]:
    return state.names()


def decisions(state: State) -> tuple[Decision, ...]:
    return tuple(replace(d, text=partial(prompt, state, d)) for d in state.ctx.open_decisions())


# -- legal moves --------------------------------------------------------------------------------


def legal_moves(state: State) -> list[tuple[str, Sequence[Any]]]:
    ctx = state.ctx
    top = ctx.top
    if top is None:
        return []
    if top.actor == TABLE:
        if top.kind == "table_effect":
            return [(TABLE, effects.legal(state))]
        if top.kind in ("start_round", "paused"):
            return [(TABLE, timing.table_legal(state))]
        return [(TABLE, setup.legal(state, top.kind))]
    if ctx.phase == "setup":
        return [(top.actor, workers.legal(state, top.actor))]
    if ctx.phase == "council":
        if top.kind in ("council_choose", "council_conquer"):
            return [(top.actor, actions.legal(state, top.actor))]
        return [(top.actor, council.legal(state, top.actor))]
    out: list[tuple[str, Sequence[Any]]] = []
    for p in state.players:
        name = p.name
        mine: Sequence[Any]
        if ctx.phase == "prepare":
            if not workers.may_move(state, name):
                continue
            mine = Listed(partial(workers.legal, state, name))
        elif p.done:
            continue
        elif own_open(state, name) is not None:
            mine = actions.legal(state, name)  # nothing while the table applies a card's effect
            if not mine:
                continue
        elif name in state.ready and not state.council_called:
            mine = timing.legal(state, name)  # flips once everyone is ready, else nothing
        else:  # never empty (a flip or `done`): listed only when someone reads it
            mine = Listed(partial(_realtime_moves, state, name))
        if mine:
            out.append((name, mine))
    table = effects.legal(state) + timing.table_legal(state)
    if ctx.phase == "prepare":
        table = setup.legal(state, "prepare") + table
    if table:  # the table first: no one leads, and its moves are nobody else's
        out.insert(0, (TABLE, table))
    return out


def _realtime_moves(state: State, name: str) -> list[Any]:
    return timing.legal(state, name) + actions.legal(state, name) + workers.legal(state, name)


class Listed(Sequence[Any]):
    """A player's legal moves, built the first time they are read: in real time everyone may act,
    and a random playout reads one player's list per move."""

    __slots__ = ("_build", "_moves")

    def __init__(self, build: Any) -> None:
        self._build = build
        self._moves: list[Any] | None = None

    def _list(self) -> list[Any]:
        if self._moves is None:
            self._moves = self._build()
        return self._moves

    def __len__(self) -> int:
        return len(self._list())

    def __bool__(self) -> bool:
        return True  # only a list known not to be empty is made lazy

    def __getitem__(self, i: Any) -> Any:
        return self._list()[i]

    def __iter__(self) -> Any:
        return iter(self._list())

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __repr__(self) -> str:
        return repr(self._list())


# -- validation ---------------------------------------------------------------------------------


def validate(state: State, move: Any, by: str) -> list[Violation]:
    kind = move.kind
    if by == TABLE:
        if kind in _SETUP:
            return setup.validate(state, move, by)
        if kind in ("start", "pause", "resume", "clock", "panel"):
            return timing.validate(state, move, by)
        if kind == "privilege":
            return privilege.validate(state, move, _Self)
        if kind == "effect":
            return effects.validate(state, move)
        if kind == "reveal":
            return _validate_reveal(state, move)
        return []
    if by not in state.names():
        return []
    if state.ctx.phase == "realtime" and state.player(by).done and kind != "done":
        return [violation("already_done", refs.AFTER_CALL, player=by)]
    if (
        by in state.ready
        and kind not in ("flip", "start", "pause", "resume", "clock", "panel")  # the table's, refused anyway
        and state.clock == "untimed"
        and not state.council_called
    ):
        return [violation("waiting_for_token", refs.UNTIMED_PANEL, player=by)]
    # seed 三 准备下一轮: 「不能执行工人行动、不能出牌」
    if state.ctx.phase == "prepare" and kind in ("act", "play"):
        return [violation("not_in_preparation", refs.PREPARE, player=by)]
    if kind in _WORKERS:
        return workers.validate(state, move, by)
    if kind in _ACTIONS or kind in ("choose", "conquer"):
        return actions.validate(state, move, by)
    if kind in _TIMING:
        return timing.validate(state, move, by)
    if kind == "pick":
        return council.validate_pick(state, move, by)
    if kind == "discard":
        return council.validate_discard(state, move, by)
    return []


def _validate_reveal(state: State, move: moves.Reveal) -> list[Violation]:
    found = setup.deck_problems(state, "province", 1) or setup._reveal_problems(
        state, [move.card], 1, "province"
    )
    if not state.display:  # the preparation before the four are dealt: `provinces` deals them
        found.append(violation("display_not_dealt", refs.DEAL_PROVINCES))
    elif "" not in state.display:
        found.append(violation("display_full", refs.REFRESH))
    return found


# -- transitions --------------------------------------------------------------------------------


def apply(state: State, move: Any, by: str) -> Transition:
    if move.kind == "privilege":
        return privilege.apply(state, move, _Self)
    done = apply_inner(state, move, by)
    after = privilege.remember(state, done.state, move, by)
    return replace(done, state=after) if after is not done.state else done


def apply_inner(state: State, move: Any, by: str) -> Transition:
    kind = move.kind
    if kind == "effect":
        done = effects.apply(state, move)
    elif kind in _SETUP:
        done = setup.apply(state, move, by)
    elif kind == "reveal":
        display = list(state.display)
        display[display.index("")] = move.card
        done = Transition(
            replace(state, display=tuple(display), seen=state.seen + ((move.card, "province"),))
        )
    elif kind in _WORKERS:
        done = workers.apply(state, move, by)
    elif kind in _TIMING:
        done = timing.apply(state, move, by)
    elif kind == "pick":
        done = council.apply_pick(state, move, by)
    elif kind == "discard":
        done = council.apply_discard(state, move, by)
    else:
        done = actions.apply(state, move, by)
    return _moved_on(done)


def _moved_on(done: Transition) -> Transition:
    """The phase moved on once it is complete: the Council when everyone is done, then the next round."""
    state = done.state
    ctx = state.ctx
    effects = list(done.effects)
    if (
        ctx.phase == "realtime"
        and state.council_called
        and not any(ctx.own.values())
        and all(p.done for p in state.players)
    ):
        entered = council.enter(state)
        state = entered.state
        effects += entered.effects
    if state.ctx.phase == "council" and not state.ctx.stack:
        state, more = council.after(state)
        effects += more
    if state is done.state:
        return done
    return Transition(state, tuple(effects))


class _Self:
    """The rules as `privilege` replays a move with them (parse, validate, apply)."""

    parse = staticmethod(parse)
    validate = staticmethod(validate)
    apply_inner = staticmethod(apply_inner)


__all__ = [
    "HOUSE_RULES",
    "NOBODY",
    "OVERRIDABLE",
    "apply",
    "decisions",
    "describe",
    "legal_moves",
    "new_state",
    "outcome",
    "players",
    "score_sheet",
    "tallies",
    "validate",
]

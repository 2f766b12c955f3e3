"""Le Havre rules: legal_moves, validate (every violation, with the seed passage), apply (with effects).

The decision on top of `state.ctx.stack` says where the game is; the flow table (flow.py) says
which move kinds answer it and who declares them. One module per role:

- `setup`: a new game; `turns`: the supply action, turns, the round end, the final phase;
- `actions`: the main action (take an offer, enter a building, its fee);
- `buildings/`: one handler per building, by family (see its docstring: how to add one);
- `market`: buying, selling, repaying; `feeding`: the round's food; `end_game`: the sheet;
- `accounts`: every movement of goods and francs; `in_action`: a purchase inside an action;
- `options` (the short game), `position` (what the rule modules share: holdings, violations,
  effects), and the words: `prompts` (each decision's question), `describe` (the position).

This package only dispatches: the top decision's step (a building step is found in the handler
registry) checks and applies the answer; `buy`, `sell`, `repay` are checked for whoever declares
them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from referee.core.components import Component
from referee.core.flow import TABLE, Decision
from referee.core.game import Effect, Transition
from referee.core.record import replace
from referee.core.violations import Violation

from .. import catalog
from ..moves import Chit, Deal, Done, Enter, Evict, LeHavreMove, Order, Redeem, Special, Take
from ..state import LeHavreState
from . import actions, feeding, in_action, market, turns
from . import buildings as handlers
from .buildings import special_discs, special_site, special_trade
from .describe import describe
from .end_game import outcome, score_sheet, tallies
from .options import HOUSE_RULES
from .prompts import prompt
from .setup import new_state

OVERRIDABLE: frozenset[str] = frozenset()

STEP_KINDS = frozenset(("pay", "make", "build", "ship", "pick", "load", "give", "trade", "stop"))
PLAYER_TURN = frozenset(("main", "turn_end"))


def players(state: LeHavreState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


def _step_of(kind: str) -> handlers.Step | None:
    if kind == "feed":
        return FEED_STEP
    if kind == "pay_fee":
        return actions.STEP
    try:
        return handlers.step(kind)
    except KeyError:
        return None


def _answering(step_id: str, kind: str) -> handlers.Step | handlers.Extension | None:
    if step_id == "feed":
        return FEED_STEP if kind in FEED_STEP.accepts else None
    return handlers.answering(step_id, kind)


FEED_STEP = handlers.Step(
    "feed", ("pay",), feeding.legal, feeding.check, feeding.apply, "pay the round's food", turns.refs.FEED
)


def step_summary(kind: str) -> str:
    """A step's summary in the user's language (`lehavre.step.<id>`), else the handler's English one."""
    from referee import i18n

    key = "process.make" if kind.endswith(".make") and kind not in ("joinery.make",) else kind
    found = i18n.catalog(i18n.lang()).get(f"lehavre.step.{key}")
    if found is not None:
        return str(found)
    step = _step_of(kind)
    return step.summary if step is not None else kind


def decisions(state: LeHavreState) -> tuple[Decision, ...]:
    """The open decision with its prompt, built only when read (the stack keeps TOML-safe data)."""
    stack = state.ctx.stack
    if not stack:
        return ()
    d = stack[-1]
    return (Decision(d.kind, d.actor, partial(prompt, state, d), d.data),)  # no one acts on their own


def decision(state: LeHavreState) -> Decision | None:
    opened = decisions(state)
    return opened[0] if opened else None


def legal_moves(state: LeHavreState) -> list[tuple[str, list[Any]]]:
    stack = state.ctx.stack
    if not stack:
        return []
    top = stack[-1]
    if top.actor == TABLE:
        if top.kind == "declare_order":
            names = [p.name for p in state.players]
            return [(TABLE, [Order(", ".join(names[i:] + names[:i])) for i in range(len(names))])]
        if top.kind == "reveal_chit":
            return [(TABLE, [Chit(c) for c in catalog.chits() if c not in state.chits])]
        if top.kind == "deal_hands":
            return [(TABLE, list(special_site.legal_deal(state)))]
        excluded = catalog.SOLO_EXCLUDED if len(state.players) == 1 else ()
        known = (*state.specials, *excluded)
        return [
            (
                TABLE,
                [
                    Special(b)
                    for b in catalog.special_pool()
                    if b not in known and not special_site.dealt(state, b)
                ],
            )
        ]
    seat = state.index(top.actor)
    moves: list[Any]
    if top.kind == "main":
        moves = [*actions.legal_take(state)]
        moves += [Enter(b) for b in actions.enterable_now(state, seat)]
        if not moves:  # nothing to take and nowhere to go: the turn passes (ruling lehavre-no-action)
            moves.append(_DONE)
        moves += market.legal_buy(state, seat)
    elif top.kind == "turn_end":
        moves = [_DONE, *market.legal_buy(state, seat)]
    else:
        if top.kind == "feed":
            moves = feeding.legal(state, top)
        else:
            moves = handlers.legal_answers(state, top)
            if _answering(top.kind, "buy") is None:  # a free action inside one's own action too
                moves += market.legal_buy_inside(state, seat)
    if top.kind in PLAYER_TURN:
        moves += [Evict(b) for b in special_discs.evictable(state, seat)]  # the Tobacco Factory (045)
    if top.kind in PLAYER_TURN or top.kind == "feed":
        moves += (
            market.legal_sell(state, seat)
            + market.legal_repay(state, seat)
            + special_trade.legal_redeem(state, seat)
        )
    out: list[tuple[str, list[Any]]] = [(top.actor, moves)]
    if top.kind in PLAYER_TURN:
        for i, p in enumerate(state.players):
            if i != seat:
                others = (
                    market.legal_sell(state, i)
                    + market.legal_repay(state, i)
                    + special_trade.legal_redeem(state, i)
                )
                if others:
                    out.append((p.name, others))
    return out


_DONE = Done()


def validate(state: LeHavreState, move: LeHavreMove, by: str) -> list[Violation]:
    top = state.ctx.top
    if top is None:
        return []
    kind = move.kind
    if kind == "order":
        return turns.check_order(state, move) if top.kind == "declare_order" else []
    if kind == "chit":
        return turns.check_chit(state, move) if top.kind == "reveal_chit" else []  # type: ignore[arg-type]
    if kind == "special":
        return turns.check_special(state, move) if top.kind == "reveal_special" else []  # type: ignore[arg-type]
    if isinstance(move, Deal):
        return special_site.check_deal(state, move) if top.kind == "deal_hands" else []
    seat = state.index(by)
    if seat < 0:
        return []
    if kind == "buy" and top.kind not in PLAYER_TURN:
        step = _answering(top.kind, kind)  # a building step that sells its building (037)
        if seat != state.index(top.actor) or (step is None and not handlers.is_step(top.kind)):
            return []  # the round's feeding, the table's turn: the flow table refuses it (wrong_step)
        if step is not None:
            return step.check(state, top, move)
    if kind in ("buy", "sell", "repay", "redeem"):
        if kind == "buy" and seat != state.ctx.current:
            return []
        found = _MARKET_CHECK[kind](state, seat, move)
        if isinstance(move, Redeem) and not found and in_action.open_action(state) is not None:
            later = special_trade.apply_redeem(state, seat, move, [])
            found = in_action.stranded(state, seat, later, "redeem_strands_action", goods=move.goods)
        return found
    if kind == "evict":
        return special_discs.evict_refusals(state, seat, move.building) if top.kind in PLAYER_TURN else []  # type: ignore[union-attr]
    if kind == "done" and top.kind == "main" and seat == state.index(top.actor):
        return actions.check_pass(state, seat)
    if kind in ("take", "enter") and top.kind != "main":  # a building step answered by entering (014)
        step = _answering(top.kind, kind)
        if step is None or seat != state.index(top.actor):
            return []
        return step.check(state, top, move)
    if kind in ("take", "enter"):
        if seat != state.index(top.actor):
            return []
        if isinstance(move, Take):
            return actions.check_take(state, seat, move)
        assert isinstance(move, Enter)
        return actions.check_enter(state, seat, move)
    if kind in STEP_KINDS or handlers.is_extended(top.kind):
        step = _answering(top.kind, kind)
        if step is None or seat != state.index(top.actor):
            return []
        return step.check(state, top, move)
    return []


_MARKET_CHECK: dict[str, Callable[..., list[Violation]]] = {
    "buy": market.check_buy,
    "sell": market.check_sell,
    "repay": market.check_repay,
    "redeem": special_trade.check_redeem,  # the Pawnbroker's buy-back, at any time like a repayment
}
_MARKET_APPLY: dict[str, Callable[..., LeHavreState]] = {
    "buy": market.apply_buy,
    "sell": market.apply_sell,
    "repay": market.apply_repay,
    "redeem": special_trade.apply_redeem,
}


def apply(state: LeHavreState, move: LeHavreMove, by: str) -> Transition:
    effects: list[Effect] = []
    top = state.ctx.stack[-1]
    kind = move.kind
    if kind == "order":
        state = turns.apply_order(state, move, effects)
    elif kind == "chit":
        state = turns.apply_chit(state, move, effects)  # type: ignore[arg-type]
    elif kind == "special":
        state = turns.apply_special(state, move, effects)  # type: ignore[arg-type]
    elif isinstance(move, Deal):
        state = special_site.apply_deal(state, move, effects)
    elif kind == "buy" and _answering(top.kind, kind) is not None:
        step = _answering(top.kind, kind)
        assert step is not None, (top.kind, kind)
        state = step.apply(state, top, move, effects)
    elif kind in _MARKET_APPLY:
        state = _MARKET_APPLY[kind](state, state.index(by), move, effects)
    elif kind == "evict":
        state = special_discs.evict(state, state.index(by), move.building, effects)  # type: ignore[union-attr]
    elif kind == "done":
        state = turns.end_turn(state, effects)
    elif kind in ("take", "enter") and top.kind == "main":
        seat = state.index(by)
        state = replace(state, ctx=state.ctx.replace_top(Decision("turn_end", by, "", top.data)))
        if kind == "take":
            state = actions.apply_take(state, seat, move, effects)  # type: ignore[arg-type]
        else:
            state = actions.apply_enter(state, seat, move, effects)  # type: ignore[arg-type]
    else:
        step = _answering(top.kind, kind)
        assert step is not None, (top.kind, kind)
        state = step.apply(state, top, move, effects)
    if state.turn.using and state.ctx.stack and state.ctx.stack[-1].kind == "turn_end":
        state = actions.action_done(state, effects)
    if not state.ctx.stack and not state.over:
        state = turns.proceed(state, effects)
    if turns.STADIUM in state.specials:  # it waits for the first standard stack that empties
        state = turns.place_stadium(state, effects)
    return Transition(state, tuple(effects))


def component(state: LeHavreState, component_id: str) -> Component | None:
    if component_id in catalog.buildings():
        return catalog.component(component_id)
    return None


def components_in_use(state: LeHavreState) -> list[Component]:
    ids = (
        list(state.town) + [b for p in state.players for b in p.buildings] + [s[0] for s in state.stacks if s]
    )
    return [catalog.component(b) for b in dict.fromkeys(ids)]


__all__ = [
    "HOUSE_RULES",
    "OVERRIDABLE",
    "apply",
    "component",
    "components_in_use",
    "decision",
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

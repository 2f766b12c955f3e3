"""A purchase in the middle of one's own building action (seed 购买建筑 1., ruling lehavre-buy-when).

Buying is a free action at any moment of one's own turn, so also between the steps of a building's
action: at the entry fee, at any of its decisions, at the shared payments. Such a purchase must
leave the action as it was decided (market.check_buy asks `refusals`, market.apply_buy `restate`):

- never the building in use (the disc on it, the fee paid for it), nor the card the action is
  about to take (its handler's `takes`: the building a firm is paying for, the top ship of the type a wharf
  builds);
- the action must stay possible: after the purchase the open decision still has an answer (seed
  4.5: once entered, a building's action is carried out);
- a payment not made yet is counted again with what was bought (the handler's `restates`: the Wind Farm's 3
  energy less, the Masons' Guild's clay and brick less, a fee hook).

The other free actions the player answering may take inside their action — a sale, repaying a loan,
buying back a pawned good — are held to the same two last points (`stranded`, `restate`).

Everything else a purchase changes (the francs, the stack tops, the crafts owned, the ships) is
read again from the position by each step's own `legal` and `check`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from .. import refs, special_refs
from ..state import LeHavreState
from ..words import building as building_name
from . import buildings as handlers
from .position import quiet, violation

IN_USE = replace(refs.UNHANDLED, ruling="lehavre-buy-when")  # 4.4: the disc on it, its action at once
TAKEN = replace(special_refs.NOT_SKIPPED, ruling="lehavre-buy-when")  # 4.5: taking it would undo the action
STRANDED = replace(special_refs.NOT_SKIPPED, ruling="lehavre-buy-when")  # 4.5: the action is not left out


def open_action(state: LeHavreState) -> Decision | None:
    """The decision of a building's action on top of the stack (its fee and payments included)."""
    top = state.ctx.top
    if top is None:
        return None
    return top if handlers.is_step(top.kind) else None


def refusals(
    state: LeHavreState, seat: int, item: str, price: int, after: Callable[[], LeHavreState]
) -> list[Violation]:
    """Why buying `item` (already affordable and for sale) is refused in the open action, if it is;
    `after` gives the position once it is bought."""
    d = open_action(state)
    if d is None:
        return []
    p = state.players[seat]
    bid = str(d.data.get("b", ""))
    if item == state.turn.using:
        return [violation("buy_in_use", IN_USE, item=item, player=p.name)]
    fn = handlers.TAKES.get(bid)
    if fn is not None and fn(state, d) == item:
        return [violation("buy_being_built", TAKEN, item=item, player=p.name, building=building_name(bid))]
    return stranded(state, seat, after(), "buy_strands_action", item=item, price=price)


def stranded(
    state: LeHavreState, seat: int, later: LeHavreState, code: str, **params: Any
) -> list[Violation]:
    """`code` when a free action (a purchase, a sale, a repayment) taken inside the open action
    would leave its next decision with no accepted answer: the action could not be carried out."""
    d = open_action(state)
    top = later.ctx.top
    if d is None or top is None or not handlers.is_step(top.kind) or answerable(later, top):
        return []
    where = str(top.data.get("b", d.data.get("b", "")))
    return [
        violation(
            code,
            STRANDED,
            player=state.players[seat].name,
            francs=later.players[seat].francs,
            building=building_name(where),
            step=handlers.step_summary(top.kind),
            **params,
        )
    ]


def answerable(state: LeHavreState, d: Decision) -> bool:
    """Whether one of the decision's listed answers is accepted (a list read from the position)."""
    for move in handlers.legal_answers(state, d):
        answer = handlers.answering(d.kind, move.kind)
        if answer is None or not quiet(answer.check, state, d, move, d.actor):
            return True
    return False


def restate(state: LeHavreState, effects: list[Effect]) -> LeHavreState:
    """The open payment counted again after a purchase or a sale (its building's own way, else the
    step's): the Wind Farm bought makes 3 energy less, sold 3 more."""
    d = open_action(state)
    if d is None:
        return state
    fn = handlers.RESTATES.get((d.kind, str(d.data.get("b", "")))) or handlers.RESTATES.get((d.kind, ""))
    return fn(state, d, effects) if fn is not None else state

"""Paying the round's food (seed §9.3, reference §3 "Food at round end").

Each player owes the round card's food less what their ships supply; they pay with food goods
(fish 1, smoked fish 2, bread 2, meat 3) and francs (1 each), may sell buildings and ships while
paying, and may not overpay when less would do. Only a player who cannot pay in full answers
`pay all`: every food good and franc goes, and loans of 4 francs cover the rest (loans only when
forced: ruling lehavre-loans).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from .. import goods, refs
from ..catalog import LOAN
from ..moves import Pay
from ..state import LeHavreState
from . import accounts
from .position import effect, holdings, missing_goods, violation
from .turns import feed_total, pay_all

FOOD_FR = goods.FOOD_AND_FRANCS


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    seat = state.index(d.actor)
    owed = d.data["owed"]
    if feed_total(state, seat) < owed:
        return [Pay(goods.ALL)]
    return [Pay(goods.goods_text(p)) for p in goods.minimal_payments(holdings(state, seat), owed, FOOD_FR)]


def check(state: LeHavreState, d: Decision, move: Pay) -> list[Violation]:
    seat = state.index(d.actor)
    owed = d.data["owed"]
    can = feed_total(state, seat)
    if move.goods == goods.ALL:
        if can >= owed:
            return [violation("can_pay_food", refs.FEED, player=d.actor, owed=owed, can=can)]
        return []
    pay = goods.read(move.goods)
    found = missing_goods(state, seat, pay, refs.FEED)
    other = [g for g in pay if g not in FOOD_FR]
    paid = goods.total(pay, FOOD_FR)
    if other:
        found.append(violation("not_food", refs.FEED, goods=", ".join(other)))
    if can < owed:  # nothing they hold covers it: whatever was named, say how the table goes on
        loans = -(-(owed - can) // LOAN)
        found.append(
            violation(
                "food_short",
                refs.FEED,
                key="food_short_loans",
                player=d.actor,
                owed=owed,
                paid=paid,
                can=can,
                loans=loans,
            )
        )
    elif not other and not goods.covers(pay, owed, FOOD_FR):
        if paid < owed:
            found.append(violation("food_short", refs.FEED, player=d.actor, owed=owed, paid=paid, can=can))
        else:
            found.append(violation("overpaid", refs.FEED, player=d.actor, owed=owed, paid=paid))
    return found


def apply(state: LeHavreState, d: Decision, move: Pay, effects: list[Effect]) -> LeHavreState:
    seat = state.index(d.actor)
    owed = d.data["owed"]
    state = replace(state, ctx=state.ctx.pop())
    if move.goods == goods.ALL:
        return pay_all(state, seat, owed, effects)
    effects.append(effect("fed", refs.FEED, player=d.actor, goods=move.goods, owed=owed))
    return accounts.spend(state, seat, goods.read(move.goods), accounts.FEEDING)

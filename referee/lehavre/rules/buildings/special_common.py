"""What the special buildings' handlers share: their printed numbers, a food payment, forced loans.

- `number` reads a number of a special's action: the reference's code default, or the table's
  declaration over an unverified card (002 Bakery, 016 Diner, 021 Leather Industry are marked
  `[check card]`: ruling lehavre-special-actions).
- `request_food` asks for food paid to an action (Coal Trader, Logging Camp, Junkyard): food goods
  and francs at 1 food each, never overpaid, like an entry fee (seed §4.3); when it is paid the
  asking handler's `paid` goes on, as after `request_energy`.
- A handler's `usable` judges the holdings as they are: the engine asks it again once each way of
  paying the entry fee is taken (actions.py), so an action that the fee would starve is refused on
  entry; a handler still ends with `nothing_left` if a typed fee took what it needed.
- `charge`: francs owed that cannot be met become forced loans of 4 francs (ruling lehavre-loans).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from referee.core.components import declared
from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.violations import RuleRef, Violation

from ... import goods, special_refs
from ...catalog import FRANC, LOAN, buildings
from ...moves import Make, Pay
from ...state import LeHavreState
from ...words import building as building_name
from ...words import good as good_name
from ...words import goods as goods_words
from ...words import listing
from .. import accounts
from ..position import effect, holdings, missing_goods, violation
from . import Handler, answered, ask, finish, seat_of
from .payments import _continue  # the asking handler's `paid`, as after `request_energy`

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

FOOD_FR = goods.FOOD_AND_FRANCS


def number(state: LeHavreState, bid: str, field: str, default: int) -> int:
    """A number of a special building's action: the default, or the table's declared value for an
    unverified card (`table: declare 002 limit=5`)."""
    if not buildings()[bid]["verified"]:
        got = declared(state, bid).get(field)
        if got is not None:
            return int(got)
    return default


def _named(params: dict[str, Any]) -> dict[str, Any]:
    """Buildings by name and number, goods in the current language."""
    if "building" in params:
        params["building"] = building_name(params["building"])
    for key in ("good", "first"):  # a good, an offer space (named by its good)
        if key in params:
            params[key] = good_name(params[key])
    for key in ("offered", "taken"):  # the goods a card deals in, `charcoal, coal`
        if key in params:
            params[key] = listing([good_name(g) for g in params[key].split(", ")])
    return params


def fail(code: str, rule: RuleRef, **params: Any) -> Violation:
    """A special building's violation: code `code`, message `lehavre.violation.specials.<code>`."""
    return violation(code, rule, key=f"specials.{code}", **_named(params))


def announce(code: str, rule: RuleRef, **params: Any) -> Effect:
    """An effect `code`, message `lehavre.effect.specials.<code>` (filled when read)."""
    if "building" in params:
        params["building"] = building_name(params["building"])
    return effect(code, rule, key=f"specials.{code}", **params)


def nothing_to_sell(state: LeHavreState, seat: int, bid: str, needs: Mapping[str, int] | str) -> Violation:
    """`nothing_to_sell`: the building takes `needs` each time; what the player has of those goods."""
    have = holdings(state, seat)
    kinds = needs if isinstance(needs, Mapping) else {}
    held = {g: have.get(g, 0) for g in kinds if have.get(g, 0)}
    return fail(
        "nothing_to_sell",
        special_refs.ACTION,
        player=state.players[seat].name,
        building=bid,
        needs=goods_words(kinds) if kinds else needs,
        have=goods_words(held) if held else "0",
    )


def food_of(state: LeHavreState, seat: int) -> int:
    """Food the player can pay: food goods at their food value and francs at 1 each."""
    return goods.total(holdings(state, seat), FOOD_FR)


def charge(
    state: LeHavreState,
    seat: int,
    francs: int,
    to: int,
    effects: list[Effect],
    rule: RuleRef,
    reason: str,
) -> LeHavreState:
    """Pay `francs` to seat `to` (-1: the supply), for `reason` (accounts.py); a debt becomes loans
    of 4 francs, as many as needed, taken first."""
    p = state.players[seat]
    left = p.francs - francs
    if left < 0:
        loans = -(left // LOAN)  # the debt divided by 4, rounded up
        effects.append(announce("forced_loan", rule, player=p.name, short=francs - p.francs, loans=loans))
        state = accounts.gain(state, seat, {accounts.LOAN_CARD: loans, FRANC: loans * LOAN}, accounts.LOAN)
    return accounts.transfer(state, seat, to if to >= 0 else accounts.BANK, {FRANC: francs}, reason)


def counts(most: int) -> list[Make]:
    """The sensible few counts to offer for `make N`: 1, about half, all (the notation reads any other);
    none when not even one is possible (francs spent meanwhile: in_action.py)."""
    return [Make(n) for n in sorted({1, (most + 1) // 2, most}) if 1 <= n <= most]


def goods_moves(
    kind: Callable[[str], Any], candidates: Iterable[Mapping[str, int]], ok: Callable[[dict[str, int]], bool]
) -> list[Any]:
    """Moves `kind(goods)` for the candidates that are not empty and pass `ok`, each once."""
    out: list[Any] = []
    for candidate in candidates:
        c = {g: n for g, n in candidate.items() if n > 0}
        move = kind(goods.goods_text(c)) if c else None
        if move is not None and ok(c) and move not in out:
            out.append(move)
    return out


def named_goods(text: str) -> dict[str, int] | None:
    """The goods of a move's list; None for `all`, which only pays a round's food."""
    return None if text == goods.ALL else dict(goods.read(text))


def times(have: Mapping[str, int], per: Mapping[str, int]) -> int:
    """How many times `per` can be handed in from `have`."""
    counts = [have.get(g, 0) // n for g, n in per.items() if n > 0]
    return min(counts) if counts else 0


def scaled(per: Mapping[str, int], n: int) -> dict[str, int]:
    return {g: k * n for g, k in per.items() if k * n}


# -- food paid to an action -----------------------------------------------------------------------

FOOD_STEP = "special.pay_food"


def request_food(
    state: LeHavreState, seat: int, bid: str, owed: int, effects: list[Effect], **data: Any
) -> LeHavreState:
    if owed <= 0:
        return _continue(state, seat, bid, {"b": bid, "owed": 0, **data}, effects)
    return ask(state, seat, FOOD_STEP, bid, owed=owed, **data)


def legal_food(state: LeHavreState, d: Decision) -> list[Any]:
    have = holdings(state, seat_of(state, d))
    return [Pay(goods.goods_text(p)) for p in goods.minimal_payments(have, d.data["owed"], FOOD_FR)]


def check_food(state: LeHavreState, d: Decision, move: Pay) -> list[Violation]:
    seat = seat_of(state, d)
    owed = d.data["owed"]
    if move.goods == goods.ALL:
        return [fail("food_all", special_refs.FOOD)]
    pay = goods.read(move.goods)
    found = missing_goods(state, seat, pay, special_refs.FOOD)
    other = [g for g in pay if g not in FOOD_FR]
    p = state.players[seat]
    if other:
        found.append(fail("not_food", special_refs.NO_FOOD_FOR_FRANCS, goods=", ".join(other)))
    elif goods.total(pay, FOOD_FR) < owed:
        have = goods_words({g: n for g, n in holdings(state, seat).items() if g in FOOD_FR})
        found.append(
            fail(
                "food_short",
                special_refs.FOOD,
                player=p.name,
                owed=owed,
                paid=goods.total(pay, FOOD_FR),
                have=have,
            )
        )
    elif not goods.covers(pay, owed, FOOD_FR):
        found.append(
            fail("food_overpaid", special_refs.FOOD, player=p.name, owed=owed, paid=goods.total(pay, FOOD_FR))
        )
    return found


def apply_food(state: LeHavreState, d: Decision, move: Pay, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    pay = goods.read(move.goods)
    state = accounts.spend(state, seat, pay, accounts.FOOD)
    effects.append(
        announce("food_paid", special_refs.FOOD, player=d.actor, goods=move.goods, owed=d.data["owed"])
    )
    return _continue(finish(state), seat, d.data["b"], d.data, effects)


HANDLERS.append(
    Handler(
        ids=(),
        steps=(
            Step(
                FOOD_STEP,
                "pay the food the action asks",
                answered(("pay",), legal_food, check_food, apply_food),
                special_refs.FOOD,
            ),
        ),
    )
)


def ask_if_usable(
    state: LeHavreState, seat: int, bid: str, step_id: str, usable: Any, effects: list[Effect]
) -> LeHavreState:
    """The handler's step, unless the fee took what the action needed (`nothing_left`, the action over)."""
    if usable(state, seat, bid):
        effects.append(
            announce("nothing_left", special_refs.NOT_SKIPPED, player=state.players[seat].name, building=bid)
        )
        return state
    return ask(state, seat, step_id, bid)

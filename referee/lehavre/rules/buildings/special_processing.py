"""Special buildings that turn food or energy into goods, or goods into others (reference Part B §1).

- Coal Trader (018): `pick 1charcoal 2coal`: 1 food for the charcoal (at most 1), 2 food per
  coal (at most 5); then the food is paid (`special.pay_food`).
- Logging Camp (038): `make N`: N wood for N food, N at most 7. Junkyard (042): `make N`: N iron
  for 2N food, N at most 5.
- Furriery (020): `give 3hides 2leather`: each hide for a bread, each leather (at most 2) for 5
  francs.
- Kiln (022): once, 1 clay and 1 energy for 3 bricks. Steelworks (031): once, 1 iron and 15
  energy for 2 steel. The energy is the shared `pay_energy` (the Wind Farm's hook applies).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.record import record
from referee.core.violations import Violation

from ... import goods, special_refs
from ...catalog import FRANC
from ...moves import Give, Make, Pick
from ...state import LeHavreState
from ...words import goods as goods_words
from .. import accounts
from ..position import energy_text, missing_goods
from . import Handler, answered, ask, finish, seat_of
from .payments import can_burn, energy_owed, request_energy
from .special_common import (
    announce,
    counts,
    fail,
    food_of,
    goods_moves,
    named_goods,
    nothing_to_sell,
    request_food,
)

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

# -- food for goods: Coal Trader, Logging Camp, Junkyard ----------------------------------------------

COAL_TRADER = {"charcoal": (1, 1), "coal": (2, 5)}  # good -> (food each, at most)


def trader_owed(pick: dict[str, int]) -> int:
    return sum(COAL_TRADER[g][0] * n for g, n in pick.items())


def trader_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if food_of(state, seat) >= 1:
        return []
    p = state.players[seat]
    return [fail("no_food_to_pay", special_refs.FOOD, player=p.name, building=bid, owed=1, have=0)]


def trader_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    if food_of(state, seat) < 1:
        effects.append(
            announce("nothing_left", special_refs.NOT_SKIPPED, player=state.players[seat].name, building=bid)
        )
        return state
    return ask(state, seat, "coal_trader.pick", bid)


def trader_legal(state: LeHavreState, d: Decision) -> list[Any]:
    food = food_of(state, seat_of(state, d))
    picks = [
        {"coal": min(5, food // 2)},
        {"charcoal": 1, "coal": min(5, (food - 1) // 2)},
        {"charcoal": 1},
        {"coal": 1},
    ]
    return goods_moves(Pick, picks, lambda pick: trader_owed(pick) <= food)


def trader_check(state: LeHavreState, d: Decision, move: Pick) -> list[Violation]:
    pick = named_goods(move.goods)
    if pick is None:
        return [fail("name_the_goods", special_refs.ACTION, building="018")]
    found = []
    other = [g for g in pick if g not in COAL_TRADER]
    if other:
        found.append(
            fail(
                "not_offered_here",
                special_refs.ACTION,
                building="018",
                goods=", ".join(other),
                offered="charcoal, coal",
            )
        )
    for g, (_each, most) in COAL_TRADER.items():
        if pick.get(g, 0) > most:
            found.append(
                fail("over_limit_of", special_refs.ACTION, building="018", good=g, limit=most, count=pick[g])
            )
    if found:
        return found
    owed = trader_owed(pick)
    have = food_of(state, seat_of(state, d))
    if owed > have:
        found.append(
            fail("no_food_to_pay", special_refs.FOOD, player=d.actor, building="018", owed=owed, have=have)
        )
    return found


def trader_apply(state: LeHavreState, d: Decision, move: Pick, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    pick = dict(goods.read(move.goods))
    return request_food(finish(state), seat, "018", trader_owed(pick), effects, got=move.goods)


def food_paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    got = goods.read(data["got"])
    effects.append(
        announce(
            "gained",
            special_refs.ACTION,
            player=state.players[seat].name,
            building=data["b"],
            goods=data["got"],
        )
    )
    return accounts.gain(state, seat, got, accounts.FOOD)


HANDLERS.append(
    Handler(
        ids=("018",),
        use=trader_use,
        usable=trader_usable,
        paid=food_paid,
        steps=(
            Step(
                "coal_trader.pick",
                "1 food for a charcoal (at most 1), 2 food per coal (at most 5)",
                answered(("pick",), trader_legal, trader_check, trader_apply),
                special_refs.ACTION,
            ),
        ),
    )
)


@record
class FoodFor:
    """N of `good` for `food` food each, N at most `limit`."""

    bid: str
    slug: str
    good: str
    food: int
    limit: int

    def most(self, food: int) -> int:
        return min(self.limit, food // self.food)


FOOD_FOR = (FoodFor("038", "logging_camp", "wood", 1, 7), FoodFor("042", "junkyard", "iron", 2, 5))
FOOD_BY_ID = {f.bid: f for f in FOOD_FOR}


def ff_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    f = FOOD_BY_ID[bid]
    have = food_of(state, seat)
    if f.most(have) >= 1:
        return []
    return [
        fail(
            "no_food_to_pay",
            special_refs.FOOD,
            player=state.players[seat].name,
            building=bid,
            owed=f.food,
            have=have,
        )
    ]


def ff_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    if FOOD_BY_ID[bid].most(food_of(state, seat)) < 1:
        effects.append(
            announce("nothing_left", special_refs.NOT_SKIPPED, player=state.players[seat].name, building=bid)
        )
        return state
    return ask(state, seat, f"{FOOD_BY_ID[bid].slug}.buy", bid)


def ff_legal(state: LeHavreState, d: Decision) -> list[Any]:
    return counts(FOOD_BY_ID[d.data["b"]].most(food_of(state, seat_of(state, d))))


def ff_check(state: LeHavreState, d: Decision, move: Make) -> list[Violation]:
    f = FOOD_BY_ID[d.data["b"]]
    if move.count < 1:
        return [fail("none_sold", special_refs.NOT_SKIPPED, building=f.bid)]
    if move.count > f.limit:
        return [fail("over_limit", special_refs.ACTION, building=f.bid, limit=f.limit, count=move.count)]
    have = food_of(state, seat_of(state, d))
    if move.count * f.food > have:
        return [
            fail(
                "no_food_to_pay",
                special_refs.FOOD,
                player=d.actor,
                building=f.bid,
                owed=move.count * f.food,
                have=have,
            )
        ]
    return []


def ff_apply(state: LeHavreState, d: Decision, move: Make, effects: list[Effect]) -> LeHavreState:
    f = FOOD_BY_ID[d.data["b"]]
    got = goods.goods_text({f.good: move.count})
    return request_food(finish(state), seat_of(state, d), f.bid, move.count * f.food, effects, got=got)


for _f in FOOD_FOR:
    HANDLERS.append(
        Handler(
            ids=(_f.bid,),
            use=ff_use,
            usable=ff_usable,
            paid=food_paid,
            steps=(
                Step(
                    f"{_f.slug}.buy",
                    f"how many {_f.good} to get, {_f.food} food each (at most {_f.limit})",
                    answered(("make",), ff_legal, ff_check, ff_apply),
                    special_refs.ACTION,
                ),
            ),
        )
    )


# -- Furriery: hides for bread, up to 2 leather for 5 francs each --------------------------------------

FURRIERY_LEATHER = 2


def furriery_gets(give: dict[str, int]) -> tuple[dict[str, int], int]:
    return ({"bread": give["hides"]} if give.get("hides") else {}), 5 * give.get("leather", 0)


def furriery_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    if p.has("hides") or p.has("leather"):
        return []
    return [
        nothing_to_sell(state, seat, bid, goods_words({"hides": 1}) + " / " + goods_words({"leather": 1}))
    ]


def furriery_legal(state: LeHavreState, d: Decision) -> list[Any]:
    p = state.players[seat_of(state, d)]
    hides, leather = p.has("hides"), min(FURRIERY_LEATHER, p.has("leather"))
    options = [{"hides": hides, "leather": leather}, {"hides": hides}, {"leather": leather}, {"hides": 1}]
    return goods_moves(Give, options, lambda o: not goods.lacking(dict(p.goods), o))


def furriery_check(state: LeHavreState, d: Decision, move: Give) -> list[Violation]:
    give = named_goods(move.goods)
    if give is None:
        return [fail("name_the_goods", special_refs.ACTION, building="020")]
    found = missing_goods(state, seat_of(state, d), give, special_refs.ACTION)
    other = [g for g in give if g not in ("hides", "leather")]
    if other:
        found.append(
            fail(
                "not_taken_here",
                special_refs.ACTION,
                building="020",
                goods=", ".join(other),
                taken="hides, leather",
            )
        )
    if give.get("leather", 0) > FURRIERY_LEATHER:
        found.append(
            fail(
                "over_limit_of",
                special_refs.ACTION,
                building="020",
                good="leather",
                limit=2,
                count=give["leather"],
            )
        )
    return found


def furriery_apply(state: LeHavreState, d: Decision, move: Give, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    give = dict(goods.read(move.goods))
    got, fr = furriery_gets(give)
    state = accounts.exchange(finish(state), seat, give, {**got, FRANC: fr}, accounts.EXCHANGE)
    effects.append(
        announce(
            "exchanged",
            special_refs.ACTION,
            player=d.actor,
            building="020",
            given=move.goods,
            got=goods.goods_text({**got, FRANC: fr}),
        )
    )
    return state


HANDLERS.append(
    Handler(
        ids=("020",),
        use=lambda state, seat, bid, effects: ask(state, seat, "furriery.give", bid),
        usable=furriery_usable,
        steps=(
            Step(
                "furriery.give",
                "hides for bread, and/or up to 2 leather for 5 francs each",
                answered(("give",), furriery_legal, furriery_check, furriery_apply),
                special_refs.ACTION,
            ),
        ),
    )
)


# -- Kiln and Steelworks: once, a good and energy for processed goods ---------------------------------


@record
class Once:
    bid: str
    input: str
    energy: int
    output: tuple[str, int]


ONCE = (Once("022", "clay", 1, ("brick", 3)), Once("031", "iron", 15, ("steel", 2)))
ONCE_BY_ID = {o.bid: o for o in ONCE}


def once_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    o = ONCE_BY_ID[bid]
    p = state.players[seat]
    if not p.has(o.input):
        return [nothing_to_sell(state, seat, bid, {o.input: 1})]
    keep = {o.input: 1} if o.input == "wood" else None
    if not can_burn(state, seat, o.energy, keep):
        owed = energy_owed(state, seat, o.energy)
        return [
            fail(
                "energy_short",
                special_refs.ENERGY,
                player=p.name,
                building=bid,
                owed=owed,
                have=energy_text(state, seat),
            )
        ]
    return []


def once_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    o = ONCE_BY_ID[bid]
    if once_usable(state, seat, bid):  # the fee took what the action needed
        effects.append(
            announce("nothing_left", special_refs.NOT_SKIPPED, player=state.players[seat].name, building=bid)
        )
        return state
    return request_energy(state, seat, bid, o.energy, effects)


def once_paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    o = ONCE_BY_ID[data["b"]]
    good, n = o.output
    state = accounts.exchange(state, seat, {o.input: 1}, {good: n}, accounts.PROCESS)
    effects.append(
        announce(
            "exchanged",
            special_refs.ENERGY,
            player=state.players[seat].name,
            building=o.bid,
            given=goods.goods_text({o.input: 1}),
            got=goods.goods_text({good: n}),
        )
    )
    return state


for _o in ONCE:
    HANDLERS.append(Handler(ids=(_o.bid,), use=once_use, usable=once_usable, paid=once_paid))

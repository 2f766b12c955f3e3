"""Special buildings that buy goods for francs, a number of times: `make N` hands in N times the
card's goods (reference Part B §1).

Each is a `Sale`: the goods handed in per time (`give`, francs under `fr` where the card asks for
them: 021 Leather Industry, 034 Brick Manufacturer), the francs received per time, the most times
(`limit`, 0 = any number). N is at least 1: the action cannot be left out once the fee is paid
(seed §4.5). Cards the reference marks `[check card]` (002, 016, 021) read their numbers through
`special_common.number`, so a table declaration corrects them (fields `limit`, `francs` and each
good handed in).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.record import record
from referee.core.violations import Violation

from ... import goods, special_refs
from ...catalog import FRANC
from ...moves import Make
from ...state import LeHavreState
from ...words import goods as goods_words
from .. import accounts
from ..position import holdings
from . import Handler, answered, ask, finish, seat_of
from .special_common import announce, counts, fail, nothing_to_sell, number, scaled, times

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)


@record
class Sale:
    bid: str
    slug: str
    give: tuple[tuple[str, int], ...]  # handed in per time
    francs: int  # received per time
    limit: int = 0  # most times, 0 = any number

    def numbers(self, state: LeHavreState) -> tuple[dict[str, int], int, int]:
        """(goods per time, francs per time, limit) in force: the card's, or the table's declaration."""
        give = {g: number(state, self.bid, g, n) for g, n in self.give}
        return (
            give,
            number(state, self.bid, "francs", self.francs),
            number(state, self.bid, "limit", self.limit),
        )

    def most(self, state: LeHavreState, seat: int) -> int:
        give, _fr, limit = self.numbers(state)
        n = times(holdings(state, seat), give)
        return min(n, limit) if limit else n


SALES = (
    Sale("002", "bakery", (("bread", 1),), 3, 6),  # [check card]
    Sale("003", "baguette_shop", (("bread", 1), ("meat", 1)), 6, 4),
    Sale("005", "clothing_industry", (("hides", 1), ("leather", 1)), 7),
    Sale("007", "fish_market", (("fish", 1),), 2, 7),
    Sale("008", "fish_restaurant", (("smoked", 1),), 3),
    Sale("010", "forest_hut", (("wood", 1), ("meat", 1)), 5, 4),
    Sale("016", "diner", (("wood", 1), ("bread", 1), ("smoked", 1)), 3, 6),  # [check card]
    Sale("019", "patisserie", (("grain", 1), ("bread", 1)), 5, 3),
    Sale("021", "leather_industry", (("leather", 3), (FRANC, 14)), 30, 1),  # [check card]
    Sale("026", "furniture_factory", (("wood", 1), ("leather", 1)), 6),
    Sale("028", "tavern", (("wood", 1), ("grain", 1)), 3, 4),
    Sale("030", "schnaps_distillery", (("grain", 1),), 2, 4),
    Sale("032", "steakhouse", (("meat", 1), ("charcoal", 1)), 6, 4),
    Sale("034", "brick_manufacturer", (("brick", 3), (FRANC, 10)), 24, 1),
)
BY_ID = {s.bid: s for s in SALES}


def declarable() -> dict[str, dict[str, int]]:
    """The action numbers a table may declare for each unverified sale card (`table: declare 002
    limit=5`) with the card's numbers as the reference gives them: `limit`, `francs` and each good
    handed in. rules/describe.py `building_component` lists them as the component's fields."""
    from ...catalog import buildings

    cat = buildings()
    return {
        s.bid: {"limit": s.limit, "francs": s.francs, **dict(s.give)}
        for s in SALES
        if not cat[s.bid]["verified"]
    }


def _sale(d: Decision) -> Sale:
    return BY_ID[d.data["b"]]


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    sale = BY_ID[bid]
    if sale.most(state, seat) >= 1:
        return []
    give, _fr, _limit = sale.numbers(state)
    return [nothing_to_sell(state, seat, bid, give)]


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    if BY_ID[bid].most(state, seat) < 1:  # the fee took what the action needed: nothing is left to do
        effects.append(
            announce("nothing_left", special_refs.NOT_SKIPPED, player=state.players[seat].name, building=bid)
        )
        return state
    return ask(state, seat, f"{BY_ID[bid].slug}.sell", bid)


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    return counts(_sale(d).most(state, seat_of(state, d)))


def check(state: LeHavreState, d: Decision, move: Make) -> list[Violation]:
    sale = _sale(d)
    give, _fr, limit = sale.numbers(state)
    seat = seat_of(state, d)
    if move.count < 1:
        return [fail("none_sold", special_refs.NOT_SKIPPED, building=sale.bid)]
    if limit and move.count > limit:
        return [fail("over_limit", special_refs.ACTION, building=sale.bid, limit=limit, count=move.count)]
    need = scaled(give, move.count)
    have = holdings(state, seat)
    if goods.lacking(have, need):
        p = state.players[seat]
        return [
            fail(
                "too_few",
                special_refs.ACTION,
                player=p.name,
                building=sale.bid,
                count=move.count,
                needs=goods_words(need),
                have=goods_words({g: have.get(g, 0) for g in need}) or "0",
            )
        ]
    return []


def apply(state: LeHavreState, d: Decision, move: Make, effects: list[Effect]) -> LeHavreState:
    sale = _sale(d)
    give, fr, _limit = sale.numbers(state)
    seat = seat_of(state, d)
    paid = scaled(give, move.count)
    got = fr * move.count
    state = accounts.exchange(finish(state), seat, paid, {FRANC: got}, accounts.EXCHANGE)
    effects.append(
        announce(
            "exchanged",
            special_refs.ACTION,
            player=d.actor,
            building=sale.bid,
            given=goods.goods_text(paid),
            got=goods.goods_text({FRANC: got}),
        )
    )
    return state


for _s in SALES:
    HANDLERS.append(
        Handler(
            ids=(_s.bid,),
            use=use,
            usable=usable,
            steps=(
                Step(
                    f"{_s.slug}.sell",
                    f"how many times to hand in {goods.goods_text(dict(_s.give))} for {_s.francs} francs",
                    answered(("make",), legal, check, apply),
                    special_refs.ACTION,
                ),
            ),
        )
    )

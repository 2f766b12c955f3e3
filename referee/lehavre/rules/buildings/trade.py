"""Trading buildings: Marketplace, Black Market, Business Office, Shipping Line, Bridge over the Seine.

Numbers are the reference's (Part B §2): the Marketplace gives 2 + (craft buildings owned)
different basic goods, at most 8 (4 in solo); the Black Market 2 of each good whose offer space is
empty; the Business Office trades 4 goods for a steel and/or 1 good for a charcoal, leather or
brick, each once; the Shipping Line ships goods for their franc value, 3 energy per ship used
(capacity wooden 2, iron 3, steel 4); the Bridge pays 1 franc per processed good and per 3 basic.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.violations import Violation

from ... import goods, refs
from ...catalog import (
    BASIC,
    ENERGY,
    FRANC,
    FRANC_VALUE,
    MARKET_MAX,
    MARKET_SOLO,
    OFFERS,
    PROCESSED,
    SHIP_ENERGY,
    buildings,
    ship_capacity,
)
from ...moves import Give, Load, Pick, Stop, Trade
from ...state import LeHavreState
from .. import accounts
from ..position import effect, energy_of, energy_text, missing_goods, violation
from . import Handler, again, answered, ask, finish, report, seat_of
from .payments import energy_owed, request_energy

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

# -- Marketplace ------------------------------------------------------------------------------------


def market_count(state: LeHavreState, seat: int) -> int:
    cat = buildings()
    crafts = sum(1 for b in state.players[seat].buildings if cat[b]["type"] == "craft")
    cap = MARKET_SOLO if len(state.players) == 1 else MARKET_MAX
    return min(2 + crafts, MARKET_MAX, cap)


def market_legal(state: LeHavreState, d: Decision) -> list[Any]:
    n = market_count(state, seat_of(state, d))
    picks = [BASIC[:n], BASIC[-n:], BASIC[1 : 1 + n] if n < len(BASIC) else BASIC]
    out = []
    for pick in picks:
        m = Pick(goods.goods_text(dict.fromkeys(pick, 1)))
        if m not in out:
            out.append(m)
    return out


def market_check(state: LeHavreState, d: Decision, move: Pick) -> list[Violation]:
    n = market_count(state, seat_of(state, d))
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.AS_PRINTED)]
    got = goods.read(move.goods)
    found = []
    if any(g not in BASIC for g in got):
        found.append(
            violation("not_basic", refs.AS_PRINTED, goods=", ".join(g for g in got if g not in BASIC))
        )
    if any(c > 1 for c in got.values()):
        found.append(violation("not_different", refs.AS_PRINTED))
    if sum(got.values()) != n:
        found.append(
            violation("market_count", refs.AS_PRINTED, player=d.actor, count=n, picked=sum(got.values()))
        )
    return found


def market_apply(state: LeHavreState, d: Decision, move: Pick, effects: list[Effect]) -> LeHavreState:
    got = goods.read(move.goods)
    effects.append(effect("gained", refs.AS_PRINTED, player=d.actor, goods=move.goods))
    return accounts.gain(finish(state), seat_of(state, d), got, accounts.GAIN)


HANDLERS.append(
    Handler(
        ids=("01",),
        use=lambda state, seat, bid, effects: ask(state, seat, "marketplace.pick", bid),
        steps=(
            Step(
                "marketplace.pick",
                "the different basic goods to take",
                answered(("pick",), market_legal, market_check, market_apply),
                refs.AS_PRINTED,
            ),
        ),
    )
)

# -- Black Market -----------------------------------------------------------------------------------


def black_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    return [] if 0 in state.offers else [violation("no_empty_offer", refs.AS_PRINTED)]


def black_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    got = {g: 2 for g, n in zip(OFFERS, state.offers, strict=True) if n == 0}
    effects.append(effect("gained", refs.AS_PRINTED, player=state.players[seat].name, goods=got))
    return accounts.gain(state, seat, got, accounts.GAIN)


HANDLERS.append(Handler(ids=("13",), use=black_use, usable=black_usable))

# -- Business Office --------------------------------------------------------------------------------

OFFICE = {"steel": 4, "charcoal": 1, "leather": 1, "brick": 1}


def _tradable(state: LeHavreState, seat: int) -> dict[str, int]:
    return dict(state.players[seat].goods)


def office_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    return (
        []
        if _tradable(state, seat)
        else [violation("nothing_to_trade", refs.AS_PRINTED, player=state.players[seat].name)]
    )


def office_legal(state: LeHavreState, d: Decision) -> list[Any]:
    have = _tradable(state, seat_of(state, d))
    out: list[Any] = []
    cheap = sorted(have, key=lambda g: (FRANC_VALUE[g], goods.ORDER.index(g)))
    if not d.data["steel"] and sum(have.values()) >= 4:
        pay: dict[str, int] = {}
        left = 4
        for g in cheap:
            k = min(have[g], left)
            pay[g] = k
            left -= k
            if not left:
                break
        out.append(Trade("steel", goods.goods_text(pay)))
    if not d.data["one"] and cheap:
        out += [Trade(t, f"1{cheap[0]}") for t in ("charcoal", "leather", "brick")]
    if d.data["steel"] or d.data["one"]:
        out.append(Stop())
    return out


def office_check_stop(state: LeHavreState, d: Decision, move: Stop) -> list[Violation]:
    return [] if (d.data["steel"] or d.data["one"]) else [violation("must_trade", refs.NOT_SKIPPED)]


def office_stop(state: LeHavreState, d: Decision, move: Stop, effects: list[Effect]) -> LeHavreState:
    return finish(state)


def office_check(state: LeHavreState, d: Decision, move: Any) -> list[Violation]:
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.AS_PRINTED)]
    pay = goods.read(move.goods)
    found = []
    which = "steel" if move.target == "steel" else "one"
    if d.data[which]:
        found.append(violation("trade_once", refs.AS_PRINTED, target=move.target))
    if FRANC in pay:
        found.append(violation("no_francs_here", refs.AS_PRINTED))
    if sum(pay.values()) != OFFICE[move.target]:
        found.append(
            violation(
                "trade_count",
                refs.AS_PRINTED,
                target=move.target,
                count=OFFICE[move.target],
                given=sum(pay.values()),
            )
        )
    return found + missing_goods(state, seat_of(state, d), pay, refs.AS_PRINTED)


def office_apply(state: LeHavreState, d: Decision, move: Any, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    state = accounts.exchange(state, seat, goods.read(move.goods), {move.target: 1}, accounts.EXCHANGE)
    effects.append(effect("traded", refs.AS_PRINTED, player=d.actor, goods=move.goods, target=move.target))
    which = "steel" if move.target == "steel" else "one"
    done = {"steel": d.data["steel"], "one": d.data["one"], which: True}
    if (done["steel"] and done["one"]) or not state.players[seat].goods:
        return finish(state)
    return again(state, d, **{which: True})


HANDLERS.append(
    Handler(
        ids=("21",),
        use=lambda state, seat, bid, effects: ask(state, seat, "office.trade", bid, steel=False, one=False),
        usable=office_usable,
        steps=(
            Step(
                "office.trade",
                "4 goods for a steel and/or 1 good for a charcoal, leather or brick",
                (
                    *answered(("trade",), office_legal, office_check, office_apply),
                    *answered(("stop",), None, office_check_stop, office_stop),
                ),
                refs.AS_PRINTED,
            ),
        ),
    )
)

# -- Shipping Line ----------------------------------------------------------------------------------


def ships_needed(state: LeHavreState, seat: int, count: int) -> int | None:
    """The fewest of the player's ships that carry `count` goods, None if they cannot."""
    caps = sorted((ship_capacity(s) for s in state.players[seat].ships), reverse=True)
    n = carried = 0
    for c in caps:
        if carried >= count or c == 0:
            break
        carried += c
        n += 1
    return n if carried >= count else None


def _shippable(state: LeHavreState, seat: int) -> dict[str, int]:
    return dict(state.players[seat].goods)


def shipping_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    if ships_needed(state, seat, 1) is None or not p.goods:
        return [violation("no_cargo_ship", refs.AS_PRINTED, player=p.name)]
    if _load_options(state, seat):
        return []
    owed = energy_owed(state, seat, SHIP_ENERGY)
    return [
        violation(
            "ship_energy",
            refs.ENERGY,
            player=p.name,
            owed=owed,
            left=energy_of(state, seat),
            have=energy_text(state, seat),
        )
    ]


def _load_ok(state: LeHavreState, seat: int, load: dict[str, int]) -> bool:
    n = ships_needed(state, seat, sum(load.values()))
    if n is None:
        return False
    rest = goods.add(state.players[seat].goods, load, -1)
    return goods.total(rest, ENERGY) >= energy_owed(state, seat, SHIP_ENERGY * n)


def _load_options(state: LeHavreState, seat: int) -> list[dict[str, int]]:
    """A few loads of 1 to 4 goods, the most valuable first, from what is left once a few ways to
    keep the ships' energy are set aside (1 coal kept to burn, 2 fish shipped)."""
    have = _shippable(state, seat)
    by_value = sorted(have, key=lambda g: (-FRANC_VALUE[g], goods.ORDER.index(g)))
    out = []
    for k in (1, 2, 3, 4):
        n = ships_needed(state, seat, k)
        if n is None:
            break
        owed = energy_owed(state, seat, SHIP_ENERGY * n)
        kept = goods.minimal_payments(have, owed, ENERGY, limit=3) if owed > 0 else [{}]
        for keep in [{}, *kept]:
            load: dict[str, int] = {}
            left = k
            for g in by_value:
                take = min(have[g] - keep.get(g, 0), left)
                if take > 0:
                    load[g] = take
                    left -= take
                if not left:
                    break
            if not left and _load_ok(state, seat, load) and load not in out:
                out.append(load)
    return out


def shipping_legal(state: LeHavreState, d: Decision) -> list[Any]:
    return [Load(goods.goods_text(x)) for x in _load_options(state, seat_of(state, d))]


def shipping_check(state: LeHavreState, d: Decision, move: Load) -> list[Violation]:
    seat = seat_of(state, d)
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.AS_PRINTED)]
    load = goods.read(move.goods)
    found = missing_goods(state, seat, load, refs.AS_PRINTED)
    if FRANC in load:
        found.append(violation("no_francs_here", refs.AS_PRINTED))
    if not load:
        found.append(violation("make_none", refs.NOT_SKIPPED, building="18"))
    n = ships_needed(state, seat, sum(load.values()))
    p = state.players[seat]
    if n is None:
        cap = sum(ship_capacity(s) for s in p.ships)
        found.append(
            violation("over_capacity", refs.AS_PRINTED, player=p.name, count=sum(load.values()), capacity=cap)
        )
    elif not found and not _load_ok(state, seat, dict(load)):
        owed = energy_owed(state, seat, SHIP_ENERGY * n)
        left = goods.total(goods.add(p.goods, load, -1), ENERGY)
        found.append(
            violation(
                "ship_energy", refs.ENERGY, player=p.name, owed=owed, left=left, have=energy_text(state, seat)
            )
        )
    return found


def shipping_apply(state: LeHavreState, d: Decision, move: Load, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    load = goods.read(move.goods)
    n = ships_needed(state, seat, sum(load.values()))
    assert n is not None
    state = accounts.spend(finish(state), seat, load, accounts.SHIPPING)
    return request_energy(state, seat, "18", SHIP_ENERGY * n, effects, load=move.goods, ships=n)


def shipping_paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    load = goods.read(data["load"])
    fr = sum(FRANC_VALUE[g] * n for g, n in load.items())
    effects.append(
        effect(
            "shipped",
            refs.AS_PRINTED,
            player=state.players[seat].name,
            goods=data["load"],
            ships=data["ships"],
            francs=fr,
        )
    )
    return accounts.gain(
        report(state, ships=int(data["ships"])), seat, {FRANC: fr}, accounts.SHIPPING
    )  # the Pirates' Lair counts them


HANDLERS.append(
    Handler(
        ids=("18",),
        use=lambda state, seat, bid, effects: ask(state, seat, "shipping.load", bid),
        usable=shipping_usable,
        paid=shipping_paid,
        steps=(
            Step(
                "shipping.load",
                "the goods to ship, 3 energy per ship used",
                answered(("load",), shipping_legal, shipping_check, shipping_apply),
                refs.AS_PRINTED,
            ),
        ),
    )
)

# -- Bridge over the Seine --------------------------------------------------------------------------


def bridge_francs(items: dict[str, int]) -> int:
    return (
        sum(n for g, n in items.items() if g in PROCESSED)
        + sum(n for g, n in items.items() if g in BASIC) // 3
    )


def bridge_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if bridge_francs(dict(state.players[seat].goods)):
        return []
    return [violation("nothing_to_trade", refs.AS_PRINTED, player=state.players[seat].name)]


def bridge_legal(state: LeHavreState, d: Decision) -> list[Any]:
    have = dict(state.players[seat_of(state, d)].goods)
    processed = {g: n for g, n in have.items() if g in PROCESSED}
    out = []
    if processed:
        out.append(Give(goods.goods_text(processed)))
    basic = [g for g in BASIC for _ in range(have.get(g, 0))]
    if len(basic) >= 3:
        three: dict[str, int] = {}
        for g in basic[:3]:
            three[g] = three.get(g, 0) + 1
        out.append(Give(goods.goods_text(three)))
    return out


def bridge_check(state: LeHavreState, d: Decision, move: Give) -> list[Violation]:
    if move.goods == goods.ALL:
        return [violation("payment_all", refs.AS_PRINTED)]
    got = dict(goods.read(move.goods))
    found = missing_goods(state, seat_of(state, d), got, refs.AS_PRINTED)
    if FRANC in got:
        found.append(violation("no_francs_here", refs.AS_PRINTED))
    basic = sum(n for g, n in got.items() if g in BASIC)
    if basic % 3:
        found.append(violation("bridge_threes", refs.AS_PRINTED, count=basic))
    if not bridge_francs(got):
        found.append(violation("make_none", refs.NOT_SKIPPED, building="27"))
    return found


def bridge_apply(state: LeHavreState, d: Decision, move: Give, effects: list[Effect]) -> LeHavreState:
    got = dict(goods.read(move.goods))
    fr = bridge_francs(got)
    seat = seat_of(state, d)
    effects.append(effect("sold_goods", refs.AS_PRINTED, player=d.actor, goods=move.goods, francs=fr))
    return accounts.exchange(finish(state), seat, got, {FRANC: fr}, accounts.EXCHANGE)


HANDLERS.append(
    Handler(
        ids=("27",),
        use=lambda state, seat, bid, effects: ask(state, seat, "bridge.give", bid),
        usable=bridge_usable,
        steps=(
            Step(
                "bridge.give",
                "processed goods (1 franc each) and basic goods in threes",
                answered(("give",), bridge_legal, bridge_check, bridge_apply),
                refs.AS_PRINTED,
            ),
        ),
    )
)

"""Buying, selling and repaying (seed §8, reference §3 Loans).

Buy, at any moment of one's own turn outside the final phase, inside one's building action too
(in_action.py: never the building in use nor what the action is taking, and the action must stay
possible; ruling lehavre-buy-when): a town building or the top building of a proposal stack at its
price (the card's price where it differs from its value: ruling lehavre-prices), or the top ship
of a type, never a luxury liner; never what one sold this turn (§8.5). Sell, for half
the value rounded down, between actions in anyone's turn (the flow table's ANY_PLAYER), or in
one's own action: never the building in use. Buildings go back to the town, ships onto their stack;
a disc on a bought or sold building goes home. Repay a loan for 5 francs at any time.
"""

from __future__ import annotations

from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from .. import refs
from ..catalog import FRANC, REPAY, SHIP_TYPES, buildings, ship_type, ship_types, ship_value, ships, value
from ..moves import Buy, Repay, Sell
from ..state import LeHavreState
from . import accounts, in_action
from . import buildings as handlers
from .position import effect, violation


def price_for(state: LeHavreState, seat: int, item: str) -> int:
    """The price of a building or ship, -1 if it cannot be bought."""
    if item in ships():
        kind = ship_type(item)
        price = -1 if kind == "luxury" else int(ship_types()[kind]["price"])
    else:
        price = value(state, item, "price")
    if price < 0:
        return price
    for owner, _b, fn in handlers.hooked(state, "buy_price"):
        if owner == seat:
            price = fn(state, owner, item, price)
    return price


def for_sale(state: LeHavreState) -> list[str]:
    """Everything on offer now: town buildings, proposal tops, top ships (luxury liners excluded)."""
    out = [b for b in state.town]
    out += [s[0] for s in state.stacks if s]
    out += [state.ship_stacks[k][0] for k in SHIP_TYPES if k != "luxury" and state.ship_stacks.get(k)]
    return out


def _affordable(state: LeHavreState, seat: int) -> list[tuple[int, str]]:
    """(price, item) of everything the player could pay for now and did not sell this turn."""
    if state.final:
        return []
    p = state.players[seat]
    sold = {i for who, i in state.turn.sold if who == p.name}
    out = []
    for item in for_sale(state):
        price = price_for(state, seat, item)
        if 0 <= price <= p.francs and item not in sold:
            out.append((price, item))
    return out


def legal_buy(state: LeHavreState, seat: int) -> list[Buy]:
    """Every purchase, between actions (`main`, `turn_end`)."""
    return [Buy(item) for _price, item in _affordable(state, seat)]


def legal_buy_inside(state: LeHavreState, seat: int) -> list[Buy]:
    """A few purchases inside one's action, not to flood its answers: the cheapest building and the
    cheapest ship that the action allows (the notation accepts any other)."""
    out: list[Buy] = []
    seen: set[bool] = set()
    for price, item in sorted(_affordable(state, seat)):
        is_ship = item in ships()
        if is_ship in seen:
            continue
        if not _inside_refusals(state, seat, Buy(item), price):
            out.append(Buy(item))
            seen.add(is_ship)
            if len(seen) == 2:
                break
    return out


def _inside_refusals(state: LeHavreState, seat: int, move: Buy, price: int) -> list[Violation]:
    return in_action.refusals(state, seat, move.item, price, lambda: apply_buy(state, seat, move, []))


def check_buy(state: LeHavreState, seat: int, move: Buy) -> list[Violation]:
    p = state.players[seat]
    item = move.item
    found = []
    if state.final:
        found.append(violation("no_buying_final", refs.FINAL))
    if (p.name, item) in state.turn.sold:
        found.append(violation("rebuy_same_turn", refs.REBUY, player=p.name, item=item))
    if item in ships():
        if ship_type(item) == "luxury":
            return [*found, violation("luxury_not_for_sale", refs.NO_LUXURY, item=item)]
        holder = next((i for i, q in enumerate(state.players) if item in q.ships), -1)
        if holder >= 0:
            return [*found, _owned_by(state, seat, holder, item)]
        stack = state.ship_stacks.get(ship_type(item), ())
        if item not in stack:  # still on a round card, or out of the game: not in the ship area
            tops = ", ".join(state.ship_stacks[k][0] for k in SHIP_TYPES if state.ship_stacks.get(k)) or "-"
            return [*found, violation("ship_not_on_top", refs.BUY_SHIP, "ship_not_out", item=item, tops=tops)]
        if stack[0] != item:
            return [*found, violation("ship_not_on_top", refs.BUY_SHIP, item=item, top=stack[0])]
    elif item not in for_sale(state):
        owner = state.owner(item)
        if owner >= 0:
            return [*found, _owned_by(state, seat, owner, item)]
        where = next((s for s in state.stacks if item in s), None)
        if where is not None:
            return [*found, violation("not_top", refs.BUY, building=item, top=where[0])]
        return [*found, violation("not_in_play", refs.BUY, building=item)]
    price = price_for(state, seat, item)
    priced = refs.SHIP_PRICE if item in ships() else refs.PRICE  # the card's price decides
    if price < 0:
        found.append(violation("not_for_sale", priced, item=item))
    elif p.francs < price:
        found.append(violation("too_poor", priced, player=p.name, item=item, price=price, francs=p.francs))
    if not found:  # inside one's action: what the action needs stays (in_action.py)
        found.extend(_inside_refusals(state, seat, move, price))
    return found


def _owned_by(state: LeHavreState, seat: int, holder: int, item: str) -> Violation:
    """A building or ship a player holds is not on offer: theirs already, or another's (seed 8.5)."""
    key = "owned_already" if holder == seat else ""
    return violation("owned_by", refs.NOT_BETWEEN, key, item=item, owner=state.players[holder].name)


def _send_home(state: LeHavreState, bid: str, effects: list[Effect]) -> LeHavreState:
    occupant = state.occupant(bid)
    if occupant < 0:
        return state
    q = state.players[occupant]
    effects.append(effect("disc_home", refs.DISC_BACK, player=q.name, building=bid))
    from .buildings.special_discs import pushed_out  # home, or to the Dive Bar (043) for its fee

    return pushed_out(state, occupant, effects)


def apply_buy(state: LeHavreState, seat: int, move: Buy, effects: list[Effect]) -> LeHavreState:
    item = move.item
    price = price_for(state, seat, item)
    # the price first: a disc the purchase pushes out (the buyer's own too) may then owe the Dive
    # Bar's fee, a forced loan when the price left too little (never negative francs)
    state = accounts.spend(state, seat, {FRANC: price}, accounts.PURCHASE)
    p = state.players[seat]
    if item in ships():
        kind = ship_type(item)
        state = replace(state, ship_stacks=state.ship_stacks.set(kind, state.ship_stacks[kind][1:]))
        p = replace(p, ships=(*p.ships, item))
    else:
        state = _send_home(state, item, effects)
        p = state.players[seat]
        town = tuple(b for b in state.town if b != item)
        stacks = tuple(s[1:] if s and s[0] == item else s for s in state.stacks)
        state = replace(state, town=town, stacks=stacks)
        if buildings()[item]["type"] == "ship":
            p = replace(p, ships=(*p.ships, item))
        else:
            p = replace(p, buildings=(*p.buildings, item))
    effects.append(effect("bought", refs.BUY, player=p.name, item=item, price=price))
    return in_action.restate(state.with_player(seat, p), effects)  # a payment still open counts it


def legal_sell(state: LeHavreState, seat: int) -> list[Sell]:
    p = state.players[seat]
    using = state.turn.using if seat == state.ctx.current else ""
    return [Sell(i) for i in (*p.buildings, *p.ships) if i != using]


def sale_value(state: LeHavreState, item: str) -> int:
    if item in ships() or buildings().get(item, {}).get("type") == "ship":
        return ship_value(state, item) // 2
    return value(state, item, "value") // 2


def check_sell(state: LeHavreState, seat: int, move: Sell) -> list[Violation]:
    p = state.players[seat]
    if move.item not in p.buildings and move.item not in p.ships:
        return [violation("not_owned", refs.SELL_OWN, player=p.name, item=move.item)]
    if seat == state.ctx.current and move.item == state.turn.using:
        return [violation("in_use", in_action.IN_USE, item=move.item)]
    if in_action.open_action(state) is not None:  # the action must stay possible (in_action.py)
        later = apply_sell(state, seat, move, [])
        return in_action.stranded(state, seat, later, "sell_strands_action", item=move.item)
    return []


def apply_sell(state: LeHavreState, seat: int, move: Sell, effects: list[Effect]) -> LeHavreState:
    item = move.item
    got = sale_value(state, item)
    state = accounts.gain(state, seat, {FRANC: got}, accounts.SALE)
    p = state.players[seat]
    if item in p.ships:
        p = replace(p, ships=tuple(s for s in p.ships if s != item))
        state = state.with_player(seat, p)
        if item in ships():
            kind = ship_type(item)
            state = replace(
                state, ship_stacks=state.ship_stacks.set(kind, (item, *state.ship_stacks.get(kind, ())))
            )
        else:
            state = replace(state, town=(*state.town, item))
    else:
        p = replace(p, buildings=tuple(b for b in p.buildings if b != item))
        state = _send_home(state.with_player(seat, p), item, effects)
        state = replace(state, town=(*state.town, item))
    state = replace(state, turn=replace(state.turn, sold=(*state.turn.sold, (p.name, item))))
    effects.append(effect("sold", refs.SELL, player=p.name, item=item, francs=got))
    return in_action.restate(state, effects)  # a payment still open counts without it


def legal_repay(state: LeHavreState, seat: int) -> list[Repay]:
    p = state.players[seat]
    return [Repay()] if p.loans and p.francs >= REPAY else []


def check_repay(state: LeHavreState, seat: int, move: Repay) -> list[Violation]:
    p = state.players[seat]
    if not p.loans:
        return [violation("no_loan", refs.FINAL_LOANS, player=p.name)]
    if p.francs < REPAY:
        return [violation("repay_short", refs.FINAL_LOANS, player=p.name, francs=p.francs)]
    if in_action.open_action(state) is not None:  # the francs an open payment needs stay
        later = apply_repay(state, seat, move, [])
        return in_action.stranded(state, seat, later, "repay_strands_action", francs_paid=REPAY)
    return []


def apply_repay(state: LeHavreState, seat: int, move: Repay, effects: list[Effect]) -> LeHavreState:
    p = state.players[seat]
    effects.append(effect("repaid", refs.FINAL_LOANS, player=p.name, left=p.loans - 1))
    return accounts.spend(state, seat, _REPAID, accounts.REPAY)


_REPAID = {accounts.LOAN_CARD: 1, FRANC: REPAY}

"""Where goods and francs go: every change to what a player holds, to the offer spaces and to the
pawned goods is a *movement* between two named places, for a reason.

Places (`Place`):
- a seat (an `int`): the player's goods, their francs (under `fr`) and their loan cards (`loan`);
- `OFFERS`: the seven offer spaces, keyed by their good (`fr` for the franc space);
- `pawned(seat)`: the goods that player left at the Pawnbroker's (`PlayerState.pawned` at 1);
- `BANK`, the general supply: unlimited, so goods come from it and go back to it uncounted. A loan
  is a card it lends with its 4 francs and takes back with 5 (`repay`) or for nothing (the Local
  Court); a wharf's modernisation brick goes to it too, out of play like burnt coal
  (`state.modernised` only remembers that the wharf has one).

The rules change those holdings only through `transfer` and its shorthands (`gain` from the bank,
`spend` to it, `exchange` with it): both sides of a movement are applied at once, so what leaves a
place arrives at the other, and the reason says which rule moved it (the constants below; the
direction tells the two legs of an exchange apart: what was handed in, what was received).

Recording costs nothing unless someone watches (the speed budgets: a transfer tests one
module-level list and goes on). `Watch()` — a test's `with Watch() as moved:` — collects every
`Movement` made meanwhile; `aside(fn, ...)` runs a what-if without recording it (a fee paid in
thought to ask a handler's `usable`, the Harbour Watch trying its evictions). Nothing is kept in
the state: states are hashed, cached and saved. tests/lehavre/test_accounts.py replays the
movements of every move of random games against the state's own diff.

A new handler moves goods with these functions and one of the reasons below, and gets its line in
that test's `CAUSES` (the reasons its action may move goods for); a new reason also needs its
shape there (`SHAPES`). The audit refuses any movement it does not know.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from referee.core.record import record, replace

from .. import goods
from ..catalog import FRANC
from ..catalog import OFFERS as SPACES
from ..state import LeHavreState

Place = int | str | tuple[str, int]
BANK = "bank"
OFFERS = "offers"
LOAN_CARD = "loan"  # a loan as an item: the bank lends it with its francs, takes it back when repaid


def pawned(seat: int) -> tuple[str, int]:
    """The place of a player's goods at the Pawnbroker's (040)."""
    return ("pawned", seat)


# Reasons: the rule behind a movement (seat = a player; the actor is the one whose action it is).
SUPPLY = "supply"  # bank -> offers: the supply action's goods (seed §2.2)
TAKE = "take"  # offers -> actor: a whole offer space (the main action, the Picket Line's extra one)
HAUL = "haul"  # offers -> actor: two adjacent offer spaces (Haulage Firm 029)
FEE = "fee"  # visitor -> the building's owner, or -> bank for a town building (seed §4.3)
ENERGY = "energy"  # actor -> bank: energy goods burnt (seed §7.4)
COST = "cost"  # actor -> bank: building materials, a ship's and its modernisation brick (seed §6.2, §7)
FEEDING = "feeding"  # seat -> bank: the round's food (seed §9.3)
FOOD = "food"  # actor -> bank food paid to an action; bank -> actor what it bought (018, 038, 042)
INTEREST = "interest"  # seat -> bank: 1 franc per interest space (reference §3)
LOAN = "loan"  # bank -> seat: loan cards with 4 francs each, only when forced (ruling lehavre-loans)
REPAY = "repay"  # seat -> bank: a loan card and 5 francs
COURT = "court"  # seat -> bank loan cards freed; bank -> seat its francs (Local Court 15)
PURCHASE = "purchase"  # buyer -> bank: the price of a building or ship (seed §8)
SALE = "sale"  # bank -> seller: half the value of a building or ship sold
HARVEST = "harvest"  # bank -> seat: grain and cattle at a round end (seed §9.4)
GAIN = "gain"  # bank -> actor: what a building gives outright, nothing handed in
PROCESS = "process"  # actor -> bank the input; bank -> actor the output, by-products, francs (seed §5)
EXCHANGE = "exchange"  # actor -> bank goods handed in; bank -> actor goods or francs for them
SHIPPING = "shipping"  # actor -> bank the goods shipped; bank -> actor their franc value (Shipping Line 18)
PAWN = "pawn"  # actor -> pawned(actor) the goods; bank -> actor 2 francs each (Pawnbroker's 040)
REDEEM = "redeem"  # pawned(seat) -> seat the goods; seat -> bank 2 francs each
DRIVE = "drive"  # another seat -> actor: cattle (Cattle Drive 046)
HAULAGE = "haulage"  # actor -> bank: the Haulage Firm's 3 francs
DIVE_BAR = "dive_bar"  # seat -> bank: a disc pushed into the Dive Bar (043) pays its fee
EVICTION = "eviction"  # actor -> the evicted seat: the Harbour Watch's franc (014)
PIRATES = "pirates"  # the Shipping Line's user -> the Pirates' Lair's owner: 1 franc per ship (041)
MODERNISE = "modernise"  # actor -> bank: the brick that modernises a wharf for MS Dagmar (039)


@record
class Movement:
    src: Place
    dst: Place
    items: dict[str, int]  # good -> a positive count; francs under `fr`, loan cards under `loan`
    reason: str


_WATCHES: list[list[Movement]] = []  # the open watches; empty (the game as played): nothing recorded
_ASIDE = [0]  # > 0 while a what-if runs


class Watch:
    """`with Watch() as moved:` — every movement made inside, in order (nested watches each get all)."""

    def __enter__(self) -> list[Movement]:
        self.moved: list[Movement] = []
        _WATCHES.append(self.moved)
        return self.moved

    def __exit__(self, *exc: object) -> None:
        _WATCHES[:] = [log for log in _WATCHES if log is not self.moved]  # by identity: logs may be equal


def aside(fn: Callable[..., Any], *args: Any) -> Any:
    """`fn(*args)` with nothing it moves recorded: a state computed to ask a question, then dropped."""
    _ASIDE[0] += 1
    try:
        return fn(*args)
    finally:
        _ASIDE[0] -= 1


def _note(src: Place, dst: Place, items: Mapping[str, int], reason: str) -> None:
    if _ASIDE[0]:
        return
    moved = {g: n for g, n in items.items() if n}
    if moved:
        for log in _WATCHES:
            log.append(Movement(src, dst, moved, reason))


def transfer(
    state: LeHavreState, src: Place, dst: Place, items: Mapping[str, int], reason: str
) -> LeHavreState:
    """Move `items` from `src` to `dst` (the caller has checked `src` holds them)."""
    if _WATCHES:
        _note(src, dst, items, reason)
    if src != BANK:
        state = _put(state, src, items, -1)
    if dst != BANK:
        state = _put(state, dst, items, 1)
    return state


def gain(state: LeHavreState, seat: int, items: Mapping[str, int], reason: str) -> LeHavreState:
    """`items` from the bank to a player."""
    if _WATCHES:
        _note(BANK, seat, items, reason)
    return _shift(state, seat, items, 1)


def spend(state: LeHavreState, seat: int, items: Mapping[str, int], reason: str) -> LeHavreState:
    """`items` from a player to the bank (the caller has checked they have them)."""
    if _WATCHES:
        _note(seat, BANK, items, reason)
    return _shift(state, seat, items, -1)


def exchange(
    state: LeHavreState, seat: int, give: Mapping[str, int], get: Mapping[str, int], reason: str
) -> LeHavreState:
    """A player hands `give` to the bank and receives `get` from it, for one reason, in one change."""
    if _WATCHES:
        _note(seat, BANK, give, reason)
        _note(BANK, seat, get, reason)
    net = dict(get)
    for g, n in give.items():
        net[g] = net.get(g, 0) - n
    return _shift(state, seat, net, 1)


def _put(state: LeHavreState, place: Place, items: Mapping[str, int], sign: int) -> LeHavreState:
    if isinstance(place, int):
        return _shift(state, place, items, sign)
    if place == OFFERS:
        offers = list(state.offers)
        for g, n in items.items():
            offers[_SPACE[g]] += sign * n
        return replace(state, offers=tuple(offers))
    assert isinstance(place, tuple) and place[0] == "pawned", place
    seat = place[1]
    p = state.players[seat]
    held = p.pawned
    for g, n in items.items():
        assert n == 1 and held.get(g, 0) == (0 if sign > 0 else 1), (place, g, n, held)
        held = held.set(g, 1 if sign > 0 else 0)  # 0: bought back, remembered (pawned once only)
    return state.with_player(seat, replace(p, pawned=held))


_SPACE = {g: i for i, g in enumerate(SPACES)}


def _shift(state: LeHavreState, seat: int, items: Mapping[str, int], sign: int) -> LeHavreState:
    p = state.players[seat]
    francs, loans = p.francs, p.loans
    rest = None
    for g, n in items.items():
        if g == FRANC:
            francs += sign * n
        elif g == LOAN_CARD:
            loans += sign * n
        elif n:
            if rest is None:
                rest = {}
            rest[g] = n
    held = goods.add(p.goods, rest, sign) if rest else p.goods
    return state.with_player(seat, replace(p, goods=held, francs=francs, loans=loans))

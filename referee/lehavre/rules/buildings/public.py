"""Public and scoring buildings: Arts Centre, Local Court, Church; the bonus buildings that cannot
be entered (Storehouse, Dock, Town Hall, Bank: their points are the catalog's `bonus_*` fields,
scored by referee/lehavre/score_sheet.py)."""

from __future__ import annotations

from referee.core.game import Effect
from referee.core.violations import Violation

from ... import refs
from ...catalog import FRANC
from ...state import LeHavreState
from .. import accounts
from ..position import effect, violation
from . import Handler

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)


def arts_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    mine = set(state.players[seat].buildings)
    guests = sum(1 for i, p in enumerate(state.players) if i != seat and p.disc in mine)
    effects.append(
        effect(
            "arts_centre", refs.AS_PRINTED, player=state.players[seat].name, guests=guests, francs=4 * guests
        )
    )
    return accounts.gain(state, seat, {FRANC: 4 * guests}, accounts.GAIN)


def court_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    return [] if p.loans else [violation("no_loan", refs.AS_PRINTED, player=p.name)]


def court_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    """1 loan: repaid free; exactly 2: one repaid free and 2 francs; 3 or more: two repaid free."""
    p = state.players[seat]
    freed, fr = (1, 0) if p.loans == 1 else (1, 2) if p.loans == 2 else (2, 0)
    effects.append(effect("court", refs.AS_PRINTED, player=p.name, freed=freed, francs=fr))
    return accounts.exchange(state, seat, {accounts.LOAN_CARD: freed}, {FRANC: fr}, accounts.COURT)


def church_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    if p.has("bread") >= 5 and p.has("fish") >= 2:
        return []
    return [
        violation("church_needs", refs.AS_PRINTED, player=p.name, bread=p.has("bread"), fish=p.has("fish"))
    ]


def church_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    effects.append(effect("gained", refs.AS_PRINTED, player=state.players[seat].name, goods="3fish 5bread"))
    return accounts.gain(state, seat, {"bread": 5, "fish": 3}, accounts.GAIN)  # checked, never spent


HANDLERS.append(Handler(ids=("11",), use=arts_use))
HANDLERS.append(Handler(ids=("15",), use=court_use, usable=court_usable))
HANDLERS.append(Handler(ids=("30",), use=church_use, usable=church_usable))
HANDLERS.append(Handler(ids=("24", "26", "28", "29")))  # not enterable: scoring only

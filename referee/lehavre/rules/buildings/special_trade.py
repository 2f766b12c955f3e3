"""Special buildings that trade with the supply or the offer spaces (reference Part B §1).

- Town Square (027): `pick 1bread 1brick`: one processed good per craft building the player
  owns, each of a different type, never steel.
- Haulage Firm (029): 3 francs to the supply, then `pick 2wood 3clay`: everything on two adjacent
  non-empty offer spaces (the franc space excluded), in the offers' order fish, wood, clay, iron,
  grain, cattle (ruling lehavre-special-haulage). (`take` is the main action's own move: the engine
  reads it only as one, so a building step answers with `pick`.)
- Pawnbroker's (040): `give 1fish 1wood`: one good each of different types, 2 francs each, never a
  type the player pawned before (`PlayerState.pawned`); `redeem 1fish` buys a pawned good back at
  any time for 2 francs (ruling lehavre-special-pawnbroker).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.violations import Violation

from ... import goods, special_refs
from ...catalog import FRANC, GOODS, OFFERS, PROCESSED, buildings
from ...moves import Give, Pick, Redeem
from ...state import LeHavreState
from .. import accounts
from ..position import missing_goods
from . import Handler, answered, ask, finish, seat_of
from .special_common import announce, charge, fail, goods_moves, named_goods

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

# -- Town Square -----------------------------------------------------------------------------------

SQUARE_GOODS = tuple(g for g in PROCESSED if g != "steel")


def crafts(state: LeHavreState, seat: int) -> int:
    cat = buildings()
    return sum(1 for b in state.players[seat].buildings if cat[b]["type"] == "craft")


def square_count(state: LeHavreState, seat: int) -> int:
    return min(crafts(state, seat), len(SQUARE_GOODS))


def square_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    if square_count(state, seat):
        return []
    return [fail("no_craft_buildings", special_refs.ACTION, player=state.players[seat].name, building=bid)]


def square_legal(state: LeHavreState, d: Decision) -> list[Any]:
    n = square_count(state, seat_of(state, d))
    dearest = sorted(SQUARE_GOODS, key=lambda g: -goods.FOOD_AND_FRANCS.get(g, 0))  # food first, then order
    picks = [SQUARE_GOODS[:n], SQUARE_GOODS[-n:], tuple(dearest[:n])]
    return goods_moves(Pick, (dict.fromkeys(pick, 1) for pick in picks), lambda pick: True)


def square_check(state: LeHavreState, d: Decision, move: Pick) -> list[Violation]:
    got = named_goods(move.goods)
    if got is None:
        return [fail("name_the_goods", special_refs.ACTION, building="027")]
    n = square_count(state, seat_of(state, d))
    found = []
    other = [g for g in got if g not in SQUARE_GOODS]
    if other:
        found.append(
            fail(
                "not_offered_here",
                special_refs.ACTION,
                building="027",
                goods=", ".join(other),
                offered=", ".join(SQUARE_GOODS),
            )
        )
    if any(c > 1 for c in got.values()):
        found.append(fail("not_different", special_refs.ACTION, building="027"))
    if sum(got.values()) != n:
        found.append(
            fail("square_count", special_refs.ACTION, player=d.actor, count=n, picked=sum(got.values()))
        )
    return found


def square_apply(state: LeHavreState, d: Decision, move: Pick, effects: list[Effect]) -> LeHavreState:
    effects.append(announce("gained", special_refs.ACTION, player=d.actor, building="027", goods=move.goods))
    return accounts.gain(finish(state), seat_of(state, d), goods.read(move.goods), accounts.GAIN)


HANDLERS.append(
    Handler(
        ids=("027",),
        use=lambda state, seat, bid, effects: ask(state, seat, "town_square.pick", bid),
        usable=square_usable,
        steps=(
            Step(
                "town_square.pick",
                "one different processed good (not steel) per craft building owned",
                answered(("pick",), square_legal, square_check, square_apply),
                special_refs.ACTION,
            ),
        ),
    )
)

# -- Haulage Firm ----------------------------------------------------------------------------------

HAULAGE_FRANCS = 3
HAUL = OFFERS[1:]  # fish, wood, clay, iron, grain, cattle: the franc space is excluded


def _count(state: LeHavreState, space: str) -> int:
    return state.offers[OFFERS.index(space)]


def pairs(state: LeHavreState) -> list[tuple[str, str]]:
    """Adjacent offer spaces that both hold goods."""
    return [(a, b) for a, b in zip(HAUL, HAUL[1:], strict=False) if _count(state, a) and _count(state, b)]


def haul_of(state: LeHavreState, pair: tuple[str, str]) -> dict[str, int]:
    return {g: _count(state, g) for g in pair}


def haulage_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    found = []
    spare = p.francs
    if spare < HAULAGE_FRANCS:
        found.append(
            fail(
                "francs_short",
                special_refs.ACTION,
                player=p.name,
                building=bid,
                owed=HAULAGE_FRANCS,
                have=spare,
            )
        )
    if not pairs(state):
        found.append(fail("no_adjacent_offers", special_refs.HAULAGE))
    return found


def haulage_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    p = state.players[seat]
    if p.francs < HAULAGE_FRANCS or not pairs(state):
        effects.append(announce("nothing_left", special_refs.NOT_SKIPPED, player=p.name, building=bid))
        return state
    state = charge(state, seat, HAULAGE_FRANCS, -1, effects, special_refs.ACTION, accounts.HAULAGE)
    effects.append(
        announce("francs_paid", special_refs.ACTION, player=p.name, building=bid, francs=HAULAGE_FRANCS)
    )
    return ask(state, seat, "haulage.pick", bid)


def haulage_legal(state: LeHavreState, d: Decision) -> list[Any]:
    return [Pick(goods.goods_text(haul_of(state, pair))) for pair in pairs(state)]


def haulage_check(state: LeHavreState, d: Decision, move: Pick) -> list[Violation]:
    got = named_goods(move.goods)
    if got is None:
        return [fail("name_the_goods", special_refs.HAULAGE, building="029")]
    if FRANC in got:
        return [fail("haulage_no_francs", special_refs.HAULAGE)]
    other = [g for g in got if g not in HAUL]
    if other:
        return [fail("not_an_offer", special_refs.HAULAGE, goods=", ".join(other))]
    if len(got) != 2:
        return [fail("two_spaces", special_refs.HAULAGE, count=len(got))]
    first, second = sorted(got, key=HAUL.index)
    found = []
    if HAUL.index(second) - HAUL.index(first) != 1:
        found.append(fail("not_adjacent", special_refs.HAULAGE, space=second, first=first))
    for g, n in got.items():
        if not _count(state, g):
            found.append(fail("offer_empty", special_refs.HAULAGE, space=g))
        elif n != _count(state, g):
            found.append(fail("take_all", special_refs.HAULAGE, space=g, count=_count(state, g), asked=n))
    return found


def haulage_apply(state: LeHavreState, d: Decision, move: Pick, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    got = dict(goods.read(move.goods))
    state = accounts.transfer(finish(state), accounts.OFFERS, seat, got, accounts.HAUL)
    effects.append(announce("gained", special_refs.HAULAGE, player=d.actor, building="029", goods=move.goods))
    return state


HANDLERS.append(
    Handler(
        ids=("029",),
        use=haulage_use,
        usable=haulage_usable,
        steps=(
            Step(
                "haulage.pick",
                "everything on two adjacent non-empty offer spaces (fish to cattle)",
                answered(("pick",), haulage_legal, haulage_check, haulage_apply),
                special_refs.HAULAGE,
            ),
        ),
    )
)

# -- Pawnbroker's ----------------------------------------------------------------------------------

PAWN_FRANCS = 2


def _pawnable(state: LeHavreState, seat: int) -> list[str]:
    p = state.players[seat]
    return [g for g in GOODS if p.has(g) and g not in p.pawned]


def pawn_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    return [] if _pawnable(state, seat) else [fail("nothing_to_pawn", special_refs.PAWN, player=p.name)]


def pawn_legal(state: LeHavreState, d: Decision) -> list[Any]:
    have = _pawnable(state, seat_of(state, d))
    cheap = sorted(have, key=lambda g: goods.FOOD_AND_FRANCS.get(g, 0))
    picks = [have, cheap[:1], have[: max(1, len(have) // 2)]]
    return goods_moves(Give, (dict.fromkeys(pick, 1) for pick in picks), lambda pick: True)


def pawn_check(state: LeHavreState, d: Decision, move: Give) -> list[Violation]:
    give = named_goods(move.goods)
    if give is None:
        return [fail("name_the_goods", special_refs.PAWN, building="040")]
    p = state.players[seat_of(state, d)]
    found = missing_goods(state, seat_of(state, d), give, special_refs.PAWN)
    if FRANC in give:
        found.append(fail("no_francs_pawned", special_refs.PAWN))
    if any(n > 1 for n in give.values()):
        found.append(fail("not_different", special_refs.PAWN, building="040"))
    again_ = [g for g in give if g in p.pawned]
    if again_:
        found.append(
            fail(
                "pawned_before",
                special_refs.PAWN,
                player=p.name,
                goods=goods.goods_text(dict.fromkeys(again_, 1)),
            )
        )
    return found


def pawn_apply(state: LeHavreState, d: Decision, move: Give, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    give = dict(goods.read(move.goods))
    fr = PAWN_FRANCS * sum(give.values())
    effects.append(
        announce(
            "exchanged",
            special_refs.PAWN,
            player=d.actor,
            building="040",
            given=move.goods,
            got=goods.goods_text({FRANC: fr}),
        )
    )
    state = accounts.transfer(finish(state), seat, accounts.pawned(seat), give, accounts.PAWN)
    return accounts.gain(state, seat, {FRANC: fr}, accounts.PAWN)


def still_pawned(state: LeHavreState, seat: int) -> list[str]:
    return [g for g, n in state.players[seat].pawned.items() if n]


def legal_redeem(state: LeHavreState, seat: int) -> list[Redeem]:
    """Buying back, any time: the first pawned good, and all of them when the francs allow."""
    held = still_pawned(state, seat)
    fr = state.players[seat].francs
    if not held or fr < PAWN_FRANCS:
        return []
    out = [Redeem(goods.goods_text({held[0]: 1}))]
    if len(held) > 1 and fr >= PAWN_FRANCS * len(held):
        out.append(Redeem(goods.goods_text(dict.fromkeys(held, 1))))
    return out


def check_redeem(state: LeHavreState, seat: int, move: Redeem) -> list[Violation]:
    p = state.players[seat]
    back = named_goods(move.goods)
    if back is None or not back:
        return [fail("name_the_goods", special_refs.PAWN, building="040")]
    held = still_pawned(state, seat)
    found = []
    wrong = {g: n for g, n in back.items() if g not in held or n > 1}
    if wrong:
        found.append(
            fail(
                "not_pawned",
                special_refs.PAWN,
                player=p.name,
                goods=goods.goods_text(wrong),
                pawned=goods.goods_text(dict.fromkeys(held, 1)) or "-",
            )
        )
    owed = PAWN_FRANCS * sum(back.values())
    if p.francs < owed:
        found.append(
            fail(
                "redeem_short",
                special_refs.PAWN,
                player=p.name,
                count=sum(back.values()),
                owed=owed,
                have=p.francs,
            )
        )
    return found


def apply_redeem(state: LeHavreState, seat: int, move: Redeem, effects: list[Effect]) -> LeHavreState:
    back = dict(goods.read(move.goods))
    owed = PAWN_FRANCS * sum(back.values())
    p = state.players[seat]
    effects.append(
        announce("redeemed", special_refs.PAWN, player=p.name, goods=move.goods, building="040", francs=owed)
    )
    state = accounts.transfer(state, accounts.pawned(seat), seat, back, accounts.REDEEM)
    return accounts.spend(state, seat, {FRANC: owed}, accounts.REDEEM)


HANDLERS.append(
    Handler(
        ids=("040",),
        use=lambda state, seat, bid, effects: ask(state, seat, "pawnbroker.give", bid),
        usable=pawn_usable,
        steps=(
            Step(
                "pawnbroker.give",
                "one good each of different types, 2 francs each",
                answered(("give",), pawn_legal, pawn_check, pawn_apply),
                special_refs.PAWN,
            ),
        ),
    )
)

"""Special buildings that trade with the supply or the offer spaces (reference Part B §1).

- Town Square (027): `pick 1bread 1brick`: one processed good per craft building the player
  owns, each of a different type, never steel.
- Haulage Firm (029): 3 francs to the supply, then `take wood` and `take clay`: everything on two
  adjacent non-empty offer spaces (the franc space excluded), in the offers' order fish, wood, clay,
  iron, grain, cattle (ruling lehavre-special-haulage).
- Pawnbroker's (040): `give 1fish 1wood`: one good each of different types, 2 francs each. The
  card's buy-back ("later, at any time, 2 francs each") and "never a type pawned before" need a
  record of what a player pawned, which the state does not keep yet (ruling
  lehavre-special-pawnbroker): the pawned goods go to the supply.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import goods as G
from ... import special_refs as R
from ...catalog import FRANC, GOODS, OFFERS, PROCESSED, buildings
from ...moves import Give, Pick, Take
from ...state import LeHavreState
from ..common import gain, missing_goods, spend
from . import Handler, Step, again, ask, finish, register, seat_of
from .special_common import announce, charge, fail, spare_francs

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
    return [fail("no_craft_buildings", R.ACTION, player=state.players[seat].name, building=bid)]


def square_legal(state: LeHavreState, d: Decision) -> list[Any]:
    n = square_count(state, seat_of(state, d))
    dearest = sorted(SQUARE_GOODS, key=lambda g: -G.FOOD_AND_FRANCS.get(g, 0))  # food first, then order
    picks = [SQUARE_GOODS[:n], SQUARE_GOODS[-n:], tuple(dearest[:n])]
    out: list[Any] = []
    for pick in picks:
        m = Pick(G.goods_text(dict.fromkeys(pick, 1)))
        if m not in out:
            out.append(m)
    return out


def square_check(state: LeHavreState, d: Decision, move: Pick) -> list[Violation]:
    if move.goods == G.ALL:
        return [fail("name_the_goods", R.ACTION, building="027")]
    got = G.read(move.goods)
    n = square_count(state, seat_of(state, d))
    found = []
    other = [g for g in got if g not in SQUARE_GOODS]
    if other:
        found.append(
            fail(
                "not_offered_here",
                R.ACTION,
                building="027",
                goods=", ".join(other),
                offered=", ".join(SQUARE_GOODS),
            )
        )
    if any(c > 1 for c in got.values()):
        found.append(fail("not_different", R.ACTION, building="027"))
    if sum(got.values()) != n:
        found.append(fail("square_count", R.ACTION, player=d.actor, count=n, picked=sum(got.values())))
    return found


def square_apply(state: LeHavreState, d: Decision, move: Pick, effects: list[Effect]) -> LeHavreState:
    effects.append(announce("gained", R.ACTION, player=d.actor, building="027", goods=move.goods))
    return gain(finish(state), seat_of(state, d), G.read(move.goods))


register(
    Handler(
        ids=("027",),
        use=lambda state, seat, bid, effects: ask(state, seat, "town_square.pick", bid),
        usable=square_usable,
        steps=(
            Step(
                "town_square.pick",
                ("pick",),
                square_legal,
                square_check,
                square_apply,
                "one different processed good (not steel) per craft building owned",
                R.ACTION,
            ),
        ),
    )
)

# -- Haulage Firm ----------------------------------------------------------------------------------

HAULAGE_FRANCS = 3
HAUL = OFFERS[1:]  # fish, wood, clay, iron, grain, cattle: the franc space is excluded


def _count(state: LeHavreState, space: str) -> int:
    return state.offers[OFFERS.index(space)]


def neighbours(space: str) -> list[str]:
    i = HAUL.index(space)
    return [HAUL[j] for j in (i - 1, i + 1) if 0 <= j < len(HAUL)]


def pairs(state: LeHavreState) -> list[tuple[str, str]]:
    return [(a, b) for a, b in zip(HAUL, HAUL[1:], strict=False) if _count(state, a) and _count(state, b)]


def haulage_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    found = []
    if spare_francs(state, seat, bid) < HAULAGE_FRANCS:
        found.append(
            fail(
                "francs_short",
                R.ACTION,
                player=p.name,
                building=bid,
                owed=HAULAGE_FRANCS,
                have=spare_francs(state, seat, bid),
            )
        )
    if not pairs(state):
        found.append(fail("no_adjacent_offers", R.HAULAGE))
    return found


def haulage_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    p = state.players[seat]
    if p.francs < HAULAGE_FRANCS or not pairs(state):
        effects.append(announce("nothing_left", R.NOT_SKIPPED, player=p.name, building=bid))
        return state
    state = charge(state, seat, HAULAGE_FRANCS, -1, effects, R.ACTION)
    effects.append(announce("francs_paid", R.ACTION, player=p.name, building=bid, francs=HAULAGE_FRANCS))
    return ask(state, seat, "haulage.take", bid, first="")


def haulage_legal(state: LeHavreState, d: Decision) -> list[Any]:
    first = d.data["first"]
    if first:
        return [Take(s) for s in neighbours(first) if _count(state, s)]
    return [Take(s) for s in HAUL if any(s in pair for pair in pairs(state))]


def haulage_check(state: LeHavreState, d: Decision, move: Take) -> list[Violation]:
    space, first = move.space, d.data["first"]
    if space == FRANC:
        return [fail("haulage_no_francs", R.HAULAGE)]
    if not _count(state, space):
        return [fail("offer_empty", R.HAULAGE, space=space)]
    if first and space not in neighbours(first):
        return [fail("not_adjacent", R.HAULAGE, space=space, first=first)]
    if not first and not any(_count(state, s) for s in neighbours(space)):
        return [fail("no_neighbour", R.HAULAGE, space=space)]
    return []


def haulage_apply(state: LeHavreState, d: Decision, move: Take, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    i = OFFERS.index(move.space)
    n = state.offers[i]
    state = replace(
        gain(state, seat, {move.space: n}), offers=state.offers[:i] + (0,) + state.offers[i + 1 :]
    )
    effects.append(
        announce("gained", R.HAULAGE, player=d.actor, building="029", goods=G.goods_text({move.space: n}))
    )
    return finish(state) if d.data["first"] else again(state, d, first=move.space)


register(
    Handler(
        ids=("029",),
        use=haulage_use,
        usable=haulage_usable,
        steps=(
            Step(
                "haulage.take",
                ("take",),
                haulage_legal,
                haulage_check,
                haulage_apply,
                "two adjacent non-empty offer spaces, one after the other",
                R.HAULAGE,
            ),
        ),
    )
)

# -- Pawnbroker's ----------------------------------------------------------------------------------

PAWN_FRANCS = 2


def pawn_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    return [] if p.goods else [fail("nothing_to_pawn", R.PAWN, player=p.name)]


def pawn_legal(state: LeHavreState, d: Decision) -> list[Any]:
    have = [g for g in GOODS if state.players[seat_of(state, d)].has(g)]
    cheap = sorted(have, key=lambda g: G.FOOD_AND_FRANCS.get(g, 0))
    picks = [have, cheap[:1], have[: max(1, len(have) // 2)]]
    out: list[Any] = []
    for pick in picks:
        m = Give(G.goods_text(dict.fromkeys(pick, 1)))
        if pick and m not in out:
            out.append(m)
    return out


def pawn_check(state: LeHavreState, d: Decision, move: Give) -> list[Violation]:
    if move.goods == G.ALL:
        return [fail("name_the_goods", R.PAWN, building="040")]
    give = dict(G.read(move.goods))
    found = missing_goods(state, seat_of(state, d), give, R.PAWN)
    if FRANC in give:
        found.append(fail("no_francs_pawned", R.PAWN))
    if any(n > 1 for n in give.values()):
        found.append(fail("not_different", R.PAWN, building="040"))
    return found


def pawn_apply(state: LeHavreState, d: Decision, move: Give, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    give = dict(G.read(move.goods))
    fr = PAWN_FRANCS * sum(give.values())
    effects.append(
        announce(
            "exchanged",
            R.PAWN,
            player=d.actor,
            building="040",
            given=move.goods,
            got=G.goods_text({FRANC: fr}),
        )
    )
    return gain(spend(finish(state), seat, give), seat, {}, fr)


register(
    Handler(
        ids=("040",),
        use=lambda state, seat, bid, effects: ask(state, seat, "pawnbroker.give", bid),
        usable=pawn_usable,
        steps=(
            Step(
                "pawnbroker.give",
                ("give",),
                pawn_legal,
                pawn_check,
                pawn_apply,
                "one good each of different types, 2 francs each",
                R.PAWN,
            ),
        ),
    )
)

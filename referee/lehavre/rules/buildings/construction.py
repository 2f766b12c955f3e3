"""Building firms, the Construction Firm and the Sawmill: a building from the top of a stack (seed §6).

`build 05` names a top building of a proposal stack (never one below, never a town building);
its materials are then paid (`pay_cost`, brick for clay, steel for iron) and the card goes to the
player; the stack shows its next card. The Construction Firm builds up to two (`stop` after the
first); the Sawmill builds one whose cost has wood, for one wood less.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from referee.core.flow import Decision, Step
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from ... import goods, refs
from ...catalog import buildable, cost_of
from ...moves import Build, Stop
from ...state import LeHavreState
from ...words import building as building_name
from ...words import goods as goods_words
from ...words import listing, msg
from ..position import effect, holdings, violation
from . import Handler, again, answered, ask, finish, hooked, seat_of
from .payments import _continue, cost_options, request_cost

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)

FIRMS = {"B1": 1, "B2": 1, "B3": 2, "02": 1}  # buildings per visit
SAWMILL = "02"


def cost_for(state: LeHavreState, seat: int, bid: str, via: str) -> dict[str, int]:
    """What building `bid` costs this player at `via` (the Sawmill's wood less, the build_cost hooks)."""
    cost = dict(cost_of(bid))
    if via == SAWMILL and cost.get("wood"):
        cost["wood"] -= 1
    for owner, _b, fn in hooked(state, "build_cost"):
        if owner == seat:
            cost = fn(state, owner, bid, cost)
    return {g: n for g, n in cost.items() if n > 0}


def tops(state: LeHavreState) -> list[str]:
    return [s[0] for s in state.stacks if s]


def affordable(state: LeHavreState, seat: int, via: str) -> list[str]:
    if not any(owner == seat for owner, _b, _f in hooked(state, "build_cost")):
        return list(_affordable(tuple(tops(state)), state.players[seat].goods, via))
    have = holdings(state, seat)
    return [
        b for b in _candidates(tuple(tops(state)), via) if cost_options(have, cost_for(state, seat, b, via))
    ]


def _candidates(tops: tuple[str, ...], via: str) -> list[str]:
    return [b for b in tops if buildable(b) and not (via == SAWMILL and not cost_of(b).get("wood"))]


@lru_cache(maxsize=4096)
def _affordable(tops: tuple[str, ...], held: FrozenMap[str, int], via: str) -> tuple[str, ...]:
    """The same without build_cost hooks: a function of the tops and the goods (francs build nothing)."""
    have = dict(held)
    out = []
    for bid in _candidates(tops, via):
        cost = dict(cost_of(bid))
        if via == SAWMILL:
            cost["wood"] -= 1
        if cost_options(have, {g: n for g, n in cost.items() if n > 0}):
            out.append(bid)
    return tuple(out)


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    """Why the firm cannot be used now: the Sawmill when no top costs wood (its card), else the
    materials of each top it could build, beside what the player has."""
    if affordable(state, seat, bid):
        return []
    p = state.players[seat]
    candidates = _candidates(tuple(tops(state)), bid)
    if bid == SAWMILL and not candidates:
        return [violation("cannot_build_any", refs.SAWMILL, "sawmill_no_wood_top", tops=_named(tops(state)))]
    costs = listing(
        [
            msg("part.top_cost", building=building_name(b), cost=goods_words(cost_for(state, seat, b, bid)))
            for b in candidates
        ],
        clauses=True,
    )
    return [
        violation(
            "cannot_build_any",
            refs.BUILD_COST,
            player=p.name,
            costs=costs or "-",
            have_goods=goods.goods_text(holdings(state, seat)),
        )
    ]


def _named(ids: list[str]) -> str:
    return listing([building_name(b) for b in ids]) or "-"


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    return ask(state, seat, "firm.build", bid, left=FIRMS[bid], built=0)


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    moves: list[Any] = [Build(b) for b in affordable(state, seat_of(state, d), d.data["b"])]
    if d.data["built"]:
        moves.append(Stop())
    return moves


def check_stop(state: LeHavreState, d: Decision, move: Stop) -> list[Violation]:
    return [] if d.data["built"] else [violation("must_build", refs.NOT_SKIPPED)]


def apply_stop(state: LeHavreState, d: Decision, move: Stop, effects: list[Effect]) -> LeHavreState:
    return finish(state)


def check(state: LeHavreState, d: Decision, move: Any) -> list[Violation]:
    bid, via = move.building, d.data["b"]
    seat = seat_of(state, d)
    if bid not in tops(state):
        where = next((i for i, s in enumerate(state.stacks) if bid in s), -1)
        if where >= 0:
            return [violation("not_top", refs.BUILD_TOP, building=bid, top=state.stacks[where][0])]
        return [violation("not_proposal", refs.BUILD, building=bid)]
    if not buildable(bid):
        return [violation("not_buildable", refs.BUILD, building=bid)]
    if via == SAWMILL and not cost_of(bid).get("wood"):
        return [violation("sawmill_no_wood", refs.SAWMILL, building=bid)]
    cost = cost_for(state, seat, bid, via)
    if not cost_options(holdings(state, seat), cost):
        p = state.players[seat]
        return [
            violation(
                "cannot_pay_cost",
                refs.BUILD_COST,
                player=p.name,
                building=bid,
                cost=goods.goods_text(cost),
                have_goods=goods.goods_text(holdings(state, seat)),
            )
        ]
    return []


def apply(state: LeHavreState, d: Decision, move: Any, effects: list[Effect]) -> LeHavreState:
    state = finish(state)
    seat = seat_of(state, d)
    cost = cost_for(state, seat, move.building, d.data["b"])
    return request_cost(
        state,
        seat,
        d.data["b"],
        cost,
        effects,
        built=move.building,
        left=d.data["left"],
        done=d.data["built"],
    )


def paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    bid = data["built"]
    stacks = tuple(s[1:] if s and s[0] == bid else s for s in state.stacks)
    p = state.players[seat]
    state = replace(state.with_player(seat, replace(p, buildings=(*p.buildings, bid))), stacks=stacks)
    effects.append(effect("built", refs.BUILD, player=p.name, building=bid))
    left = data["left"] - 1
    if left > 0 and affordable(state, seat, data["b"]):
        state = ask(state, seat, "firm.build", data["b"], left=left, built=data["done"] + 1)
    return state


def building_now(state: LeHavreState, d: Decision) -> str:
    """The building a firm's open payment is for: not for sale until it is built (in_action.py)."""
    return str(d.data["built"]) if d.kind == "pay_cost" else ""


def restate_cost(state: LeHavreState, d: Decision, effects: list[Effect]) -> LeHavreState:
    """The materials counted again after a purchase in the middle (the Masons' Guild bought now)."""
    seat = seat_of(state, d)
    cost = cost_for(state, seat, d.data["built"], d.data["b"])
    if cost == dict(goods.read(d.data["cost"])):
        return state
    if not cost:
        return _continue(finish(state), seat, d.data["b"], {**d.data, "cost": goods.NOTHING}, effects)
    return again(state, d, cost=goods.goods_text(cost))


HANDLERS.append(
    Handler(
        ids=tuple(FIRMS),
        takes=building_now,
        restates=(("pay_cost", restate_cost),),
        use=use,
        usable=usable,
        paid=paid,
        steps=(
            Step(
                "firm.build",
                "the top building of a stack to build",
                (
                    *answered(("build",), legal, check, apply),
                    *answered(("stop",), None, check_stop, apply_stop),
                ),
                refs.BUILD,
            ),
        ),
    )
)

"""Processing buildings: goods turned to their processed side, with energy and rounding (seed §5).

Each is a `Recipe` (reference Part B §0 "Processing rounding"): how many units (`make N`, at most
`limit`, 0 = no limit), the energy due (`base` once plus `per` for each unit, rounded up since
energy is paid in whole goods), the francs and by-products (`per` unit, the total rounded down).
The Joinery (wood for francs) and the Ironworks (an optional 4th iron for 6 energy) are here too.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import Decision, Step
from referee.core.game import Effect
from referee.core.record import record
from referee.core.violations import Violation

from ... import refs
from ...catalog import FRANC
from ...moves import Make
from ...state import LeHavreState
from .. import accounts
from ..position import effect, energy_of, violation
from ..position import energy_text as _energy_text
from . import Handler, answered, ask, finish, seat_of
from .payments import can_burn, energy_owed, request_energy

HANDLERS: list[Handler] = []  # this family's buildings, read by the registry (buildings.FAMILIES)


@record
class Rate:
    """So much per unit as a whole-number ratio (`Rate(1, 2)`: one per two units); the totals are
    rounded by integer division, never through floats (and without `fractions`, ~2 ms to import)."""

    num: int
    den: int = 1

    def down(self, n: int) -> int:
        return self.num * n // self.den

    def up(self, n: int) -> int:
        return -(-self.num * n // self.den)


NONE = Rate(0)
HALF = Rate(1, 2)
ONE = Rate(1)


@record
class Recipe:
    bid: str
    slug: str
    input: str
    output: str
    limit: int = 0
    base: int = 0  # energy once, if anything is made
    per: Rate = NONE  # energy per unit, total rounded up
    francs: Rate = NONE  # francs per unit, total rounded down
    extra: tuple[str, Rate] | None = None  # a by-product per unit, total rounded down

    def energy(self, n: int) -> int:
        return 0 if n == 0 else self.base + self.per.up(n)

    def most(self, state: LeHavreState, seat: int) -> int:
        """The most units the player can make now (input held, limit, energy)."""
        n = state.players[seat].has(self.input)
        if self.limit:
            n = min(n, self.limit)
        while n and not can_burn(
            state, seat, self.energy(n), {self.input: n} if self.input in ("wood",) else None
        ):
            n -= 1
        return n


RECIPES = (
    Recipe("05", "bakehouse", "grain", "bread", per=HALF, francs=HALF),
    Recipe("07", "charcoal_kiln", "wood", "charcoal"),
    Recipe("08", "smokehouse", "fish", "smoked", limit=6, base=1, francs=HALF),
    Recipe("09", "abattoir", "cattle", "meat", extra=("hides", HALF)),
    Recipe("14", "brickworks", "clay", "brick", per=HALF, francs=HALF),
    Recipe("20", "tannery", "hides", "leather", limit=4, francs=ONE),
    Recipe("23", "steel_mill", "iron", "steel", per=Rate(5)),
    Recipe("25", "cokery", "coal", "coke", francs=ONE),
)
BY_ID = {r.bid: r for r in RECIPES}


def _recipe(d: Decision) -> Recipe:
    return BY_ID[d.data["b"]]


def usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    r = BY_ID[bid]
    if r.most(state, seat) >= 1:
        return []
    p = state.players[seat]
    if not p.has(r.input):
        return [violation("nothing_to_process", refs.PROCESS, player=p.name, building=bid, good=r.input)]
    return [
        violation(
            "energy_short",
            refs.ENERGY,
            "energy_lacking",
            player=p.name,
            owed=energy_owed(state, seat, r.energy(1)),
            total=energy_of(state, seat),
            have=_energy_text(state, seat),
        )
    ]


def use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    return ask(state, seat, f"{BY_ID[bid].slug}.make", bid)


def legal(state: LeHavreState, d: Decision) -> list[Any]:
    most = _recipe(d).most(state, seat_of(state, d))
    return [Make(n) for n in sorted({most, 1, (most + 1) // 2}) if n >= 1]


def check(state: LeHavreState, d: Decision, move: Make) -> list[Violation]:
    r = _recipe(d)
    seat = seat_of(state, d)
    p = state.players[seat]
    found = []
    if move.count < 1:
        found.append(violation("make_none", refs.NOT_SKIPPED, building=r.bid))
    if r.limit and move.count > r.limit:
        found.append(
            violation("over_limit", refs.AS_PRINTED, building=r.bid, limit=r.limit, count=move.count)
        )
    if move.count > p.has(r.input):
        found.append(
            violation(
                "too_few", refs.PROCESS, player=p.name, count=move.count, good=r.input, have=p.has(r.input)
            )
        )
    elif move.count >= 1:
        owed = r.energy(move.count)
        keep = {r.input: move.count} if r.input == "wood" else None
        if not can_burn(state, seat, owed, keep):
            found.append(
                violation(
                    "energy_short",
                    refs.ENERGY,
                    "energy_lacking",
                    player=p.name,
                    owed=energy_owed(state, seat, owed),
                    total=energy_of(state, seat),
                    have=_energy_text(state, seat),
                )
            )
    return found


def apply(state: LeHavreState, d: Decision, move: Make, effects: list[Effect]) -> LeHavreState:
    r = _recipe(d)
    seat = seat_of(state, d)
    state = finish(state)
    return request_energy(state, seat, r.bid, r.energy(move.count), effects, n=move.count)


def paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    r = BY_ID[data["b"]]
    n = data["n"]
    out = {r.output: n}
    fr = r.francs.down(n)
    if r.extra is not None and r.extra[1].down(n):
        out[r.extra[0]] = r.extra[1].down(n)
    state = accounts.exchange(state, seat, {r.input: n}, {**out, FRANC: fr}, accounts.PROCESS)
    effects.append(
        effect(
            "processed",
            refs.PROCESS,
            player=state.players[seat].name,
            n=n,
            input=r.input,
            output=r.output,
            francs=fr,
        )
    )
    return state


for _r in RECIPES:
    HANDLERS.append(
        Handler(
            ids=(_r.bid,),
            use=use,
            usable=usable,
            paid=paid,
            steps=(
                Step(
                    f"{_r.slug}.make",
                    f"how many {_r.input} to process",
                    answered(("make",), legal, check, apply),
                    refs.PROCESS,
                ),
            ),
        )
    )


# -- Joinery: 1, 2 or 3 wood for 5, 6 or 7 francs ----------------------------------------------------

JOINERY = {1: 5, 2: 6, 3: 7}


def joinery_usable(state: LeHavreState, seat: int, bid: str) -> list[Violation]:
    p = state.players[seat]
    return (
        []
        if p.has("wood")
        else [violation("nothing_to_process", refs.PROCESS, player=p.name, building=bid, good="wood")]
    )


def joinery_legal(state: LeHavreState, d: Decision) -> list[Any]:
    have = state.players[seat_of(state, d)].has("wood")
    return [Make(n) for n in JOINERY if n <= have]


def joinery_check(state: LeHavreState, d: Decision, move: Make) -> list[Violation]:
    p = state.players[seat_of(state, d)]
    if move.count not in JOINERY:
        return [violation("over_limit", refs.AS_PRINTED, building="04", limit=3, count=move.count)]
    if move.count > p.has("wood"):
        return [
            violation(
                "too_few", refs.PROCESS, player=p.name, count=move.count, good="wood", have=p.has("wood")
            )
        ]
    return []


def joinery_apply(state: LeHavreState, d: Decision, move: Make, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    fr = JOINERY[move.count]
    state = accounts.exchange(finish(state), seat, {"wood": move.count}, {FRANC: fr}, accounts.EXCHANGE)
    effects.append(
        effect("sold_goods", refs.AS_PRINTED, player=d.actor, goods=f"{move.count}wood", francs=fr)
    )
    return state


HANDLERS.append(
    Handler(
        ids=("04",),
        use=lambda state, seat, bid, effects: ask(state, seat, "joinery.make", bid),
        usable=joinery_usable,
        steps=(
            Step(
                "joinery.make",
                "1, 2 or 3 wood for 5, 6 or 7 francs",
                answered(("make",), joinery_legal, joinery_check, joinery_apply),
                refs.AS_PRINTED,
            ),
        ),
    )
)


# -- Ironworks: +3 iron; once, 6 energy for a 4th ------------------------------------------------------


def ironworks_use(state: LeHavreState, seat: int, bid: str, effects: list[Effect]) -> LeHavreState:
    state = accounts.gain(state, seat, {"iron": 3}, accounts.GAIN)
    effects.append(effect("gained", refs.AS_PRINTED, player=state.players[seat].name, goods="3iron"))
    if can_burn(state, seat, 6):
        return ask(state, seat, "ironworks.extra", bid)
    return state


def ironworks_legal(state: LeHavreState, d: Decision) -> list[Any]:
    return [Make(0), Make(1)]


def ironworks_check(state: LeHavreState, d: Decision, move: Make) -> list[Violation]:
    if move.count not in (0, 1):
        return [violation("over_limit", refs.AS_PRINTED, building="22", limit=1, count=move.count)]
    return []


def ironworks_apply(state: LeHavreState, d: Decision, move: Make, effects: list[Effect]) -> LeHavreState:
    seat = seat_of(state, d)
    state = finish(state)
    if move.count == 0:
        return state
    return request_energy(state, seat, "22", 6, effects)


def ironworks_paid(state: LeHavreState, seat: int, data: Any, effects: list[Effect]) -> LeHavreState:
    effects.append(effect("gained", refs.AS_PRINTED, player=state.players[seat].name, goods="1iron"))
    return accounts.gain(state, seat, {"iron": 1}, accounts.GAIN)


HANDLERS.append(
    Handler(
        ids=("22",),
        use=ironworks_use,
        paid=ironworks_paid,
        steps=(
            Step(
                "ironworks.extra",
                "make 1: a 4th iron for 6 energy; make 0: no",
                answered(("make",), ironworks_legal, ironworks_check, ironworks_apply),
                refs.AS_PRINTED,
            ),
        ),
    )
)

"""A new game (reference Part A "Starting state", seed §1-2): players, length, town, stacks, goods.

`-o length=long|short` (a published variant; long by default). Seat order is the order the players
are named in; the table declares the turn order, the start player first (ruling
lehavre-start-player). The supply chits lie face down
until the table declares each on its first use (`table: chit 5`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.flow import TABLE, Decision, TurnContext
from referee.core.frozen import FrozenMap
from referee.core.options import resolve
from referee.core.record import replace

from .. import catalog
from ..state import LeHavreState, PlayerState
from .options import HOUSE_RULES


def new_state(players: Sequence[str], options: Mapping[str, str]) -> LeHavreState:
    chosen = resolve("lehavre", HOUSE_RULES, options)
    long = chosen["length"] == "long"
    n = len(players)
    own_ships, stacked = catalog.start_ships(n, long)
    goods = FrozenMap(catalog.start_goods(long))
    seats = tuple(
        PlayerState(name, francs=catalog.START_FRANCS, goods=goods, ships=own_ships[i])
        for i, name in enumerate(players)
    )
    ship_stacks = FrozenMap({"wooden": stacked} if stacked else {})
    state = LeHavreState(
        ctx=TurnContext(round=1, phase="turns"),
        players=seats,
        options=tuple(sorted(chosen.items())),
        offers=catalog.start_offers(long),
        stacks=catalog.start_stacks(n, long),
        town=catalog.start_town(n, long),
        ship_stacks=ship_stacks,
    )
    return replace(state, ctx=state.ctx.push(Decision("declare_order", TABLE)))

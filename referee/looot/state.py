"""Looot state: frozen plain data. The referee's turn context (`ctx`) is kept apart from the game.

Per-hex and per-building data are tuples aligned with the merged grid of the declared layout
(`geometry.geometry(boards, side_boards)`: hexes sorted by (x, y), building spaces in that order),
so a state holds only str/int/bool/tuples and replaying the same moves gives an equal state.
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import TurnContext
from referee.core.record import field, record
from referee.looot.catalog import RESOURCES, components, longship_ids
from referee.looot.fjord import N_SPACES
from referee.looot.geometry import (
    FIRST_OPEN_SIDES,
    BoardPlacement,
    Geometry,
    OpenSide,
    SidePlacement,
    geometry,
)

VIKINGS = 13
TROPHIES = (2, 3, 4, 5, 6)


@record
class PlayerState:
    name: str
    vikings: int = VIKINGS  # Vikings not yet placed
    fjord: tuple[str, ...] = ("",) * N_SPACES  # per free space (fjord.SPACES): "" / tile kind / longship id
    sites: tuple[str, ...] = ()  # (port, altar, palace) card ids once declared
    sites_done: tuple[str, ...] = ()  # completed site types, in completion order
    ships_done: tuple[str, ...] = ()  # completed longship ids, in completion order
    shields_used: tuple[str, ...] = ()  # flipped shields: again / occupied / double
    trophy: int = 0  # axes printed on the claimed trophy, 0 = none
    taken: tuple[int, ...] = ()  # per building space: tiles credited to this player (tower/castle memory)
    lost: int = 0  # gained tiles that found no free fjord space


@record
class TurnState:
    """What the current turn has done so far; reset when the next turn starts."""

    pending: tuple[
        tuple[str, int], ...
    ] = ()  # gained tiles to put on the fjord: (kind, building space or -1)
    shields_now: tuple[str, ...] = ()  # shields flipped for the coming placement
    shields_turn: tuple[str, ...] = ()  # every shield flipped this turn
    again_due: bool = False  # the play-again shield owes a second placement
    placed: int = 0  # Vikings placed this turn
    longship_from: int = -1  # ocean space (0..4) emptied this turn, -1 = no longship taken
    trophy: int = 0  # trophy claimed this turn


@record
class LoootState:
    ctx: TurnContext
    players: tuple[PlayerState, ...]
    options: tuple[tuple[str, str], ...] = ()
    boards: tuple[BoardPlacement, ...] = ()
    open_sides: tuple[OpenSide, ...] = FIRST_OPEN_SIDES
    side_boards: tuple[SidePlacement, ...] = ()
    ocean: tuple[str, ...] = ()  # longship per ocean space (local order 0..4), "" = empty
    bag: tuple[str, ...] = field(default_factory=longship_ids)  # longships still in the bag
    start: int = -1
    trophies: tuple[int, ...] = TROPHIES  # trophies still on the trophy board
    occupants: tuple[tuple[int, ...], ...] = ()  # per hex: indices of the players with a Viking there
    stacks: tuple[int, ...] = ()  # per building space: tiles left
    supply: tuple[int, ...] = field(default_factory=lambda: tuple(components().supply[r] for r in RESOURCES))
    set_aside: tuple[int, ...] = (0, 0, 0, 0)  # resource tiles gained but lost for want of space
    turn: TurnState = TurnState()
    over: bool = False

    def option(self, name: str) -> str:
        return dict(self.options)[name]

    @property
    def layout_complete(self) -> bool:
        return any(s.kind == "ocean" for s in self.side_boards)

    @property
    def geo(self) -> Geometry:
        global _last_geo
        last = _last_geo
        if last[0] is self.boards and last[1] is self.side_boards:  # the states of a game share them
            return last[2]
        g = geometry(self.boards, self.side_boards)
        _last_geo = (self.boards, self.side_boards, g)
        return g

    def player_index(self, name: str) -> int:
        """Index of a player named `name` (case-insensitive), -1 if none."""
        for i, p in enumerate(self.players):
            if p.name.casefold() == name.strip().casefold():
                return i
        return -1


# (boards, side_boards, geometry) of the last `geo`: keyed on the layout, which every state of a game
# shares once declared, not on a state. Measured for issue 24: a random playout reads `geo` ~210
# times a game, and `geometry`'s lru_cache hashes the two tuples of placements each time (~1 µs
# against 0.16 µs here): without it a 4-player playout was ~4% slower (6.75 → 7.0 ms a game), on a
# budget (benchmarks/run.py, random legal playouts) the core's dispatch already strains.
_last_geo: tuple[Any, Any, Any] = (None, None, None)

"""Le Havre state: frozen plain data; the referee's turn context (`ctx`) apart from the game.

Goods are `FrozenMap`s good -> count with no zero entries, so equal holdings compare and hash equal
whatever order they were built in. Buildings and ships are catalog ids; who owns a building is
where its id is (`town`, a proposal stack, a player's `buildings`).
"""

from __future__ import annotations

from referee.core.flow import TurnContext
from referee.core.frozen import EMPTY, FrozenMap
from referee.core.record import record, replace


@record
class PlayerState:
    name: str
    francs: int = 0
    goods: FrozenMap[str, int] = EMPTY
    loans: int = 0
    buildings: tuple[str, ...] = ()  # owned, in the order acquired
    ships: tuple[str, ...] = ()
    disc: str = ""  # the building the player's disc is on, "" = none
    pawned: FrozenMap[str, int] = EMPTY  # Pawnbroker's (040): good -> 1 still pawned, 0 bought back

    def has(self, good: str) -> int:
        return self.goods.get(good, 0)


@record
class TurnState:
    """What the current turn has done; reset at each new turn (the buy-back ban, seed §8.5)."""

    sold: tuple[tuple[str, str], ...] = ()  # (player, building or ship id) sold this turn
    using: str = ""  # the building whose action is being played
    report: tuple[tuple[str, int], ...] = ()  # what that action did, for `after_action` (ships used)


@record
class LeHavreState:
    ctx: TurnContext
    players: tuple[PlayerState, ...]
    options: tuple[tuple[str, str], ...] = ()
    offers: tuple[int, ...] = (0,) * 7  # per offer space (catalog.OFFERS)
    chits: tuple[str, ...] = ("",) * 7  # the chit on each supply space, "" = still face down
    turn_no: int = 0  # turns played so far in the whole game (the 7 of round r are 7r-7 .. 7r-1)
    stacks: tuple[tuple[str, ...], ...] = ((), (), ())  # proposal stacks, top first
    town: tuple[str, ...] = ()  # buildings the town owns (built, bought back, specials revealed)
    specials: tuple[str, ...] = ()  # the special buildings revealed so far, in order
    ship_stacks: FrozenMap[str, tuple[str, ...]] = EMPTY  # ship type -> ships, top first
    modernised: tuple[str, ...] = ()  # wharves with their modernisation brick (seed §7)
    turn: TurnState = TurnState()
    order: tuple[int, ...] = ()  # seats in turn order, the start player first (declared by the table)
    final_left: tuple[int, ...] = ()  # the final phase: seat indexes still to act, in order
    hands: tuple[tuple[str, ...], ...] = ()  # the Construction Site (037): each seat's hand cards
    discarded: tuple[str, ...] = ()  # its hand cards once discarded: out of the game
    picket: int = -1  # the Picket Line (044): no building may be entered up to this turn_no
    over: bool = False

    def option(self, name: str) -> str:
        return dict(self.options)[name]

    @property
    def long(self) -> bool:
        return self.option("length") == "long"

    @property
    def final(self) -> bool:
        return self.ctx.phase == "final"

    def index(self, name: str) -> int:
        for i, p in enumerate(self.players):
            if p.name == name:
                return i
        return -1

    def seat_of_turn(self, turn_no: int) -> int:
        """The seat whose turn the `turn_no`-th of the game is (1-based)."""
        return self.order[(turn_no - 1) % len(self.order)]

    def player(self, name: str) -> PlayerState:
        return self.players[self.index(name)]

    def with_player(self, i: int, p: PlayerState) -> LeHavreState:
        return replace(self, players=self.players[:i] + (p,) + self.players[i + 1 :])

    def owner(self, bid: str) -> int:
        """The seat owning a building, -1 for the town (or nobody)."""
        for i, p in enumerate(self.players):
            if bid in p.buildings:
                return i
        return -1

    def occupant(self, bid: str) -> int:
        for i, p in enumerate(self.players):
            if p.disc == bid:
                return i
        return -1

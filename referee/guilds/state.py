"""Guilds state: frozen plain data. The referee's turn context (`ctx`) is kept apart from the game.

Players are indices into `names` (the seats in the order given at `referee new`, clockwise); the
per-player counters are tuples in that order. Hands and mayor cards are hidden: only their counts
are tracked, a card's identity is named when it is played. Pieces of one colour are conserved:
supply + hall + plantation + liverymen on tiles + masters = LIVERYMEN (tests/guilds check it).
Action cards too: draw pile + hands + discard pile (known ids and unseen ones) = ACTION_CARDS.
"""

from __future__ import annotations

from referee.core.flow import TurnContext
from referee.core.record import record

LIVERYMEN = 16  # per colour (reference guilds.md: 64 liverymen, 16 per colour)
NEUTRAL_PER_PLAYER = 2  # 8 neutral pieces, 2 per player (reference guilds.md)
TRACK = {2: 16, 3: 15, 4: 12}  # seed line 19
GREY_EVERY = {2: 4, 3: 3, 4: 3}  # seed line 45
ACTION_CARDS = 105  # reference guilds.md: 105 action cards


@record
class Space:
    """A position of the city: a face-up tile (its id) or a face-down one (""), and what stands on it."""

    pos: str  # "B3": row letter, column number
    tile: str = ""  # "" while face down
    pieces: tuple[int, ...] = ()  # liverymen per player
    neutral: int = 0
    master: int = -1  # the player whose master stands here, -1 none

    @property
    def face_up(self) -> bool:
        return bool(self.tile)

    def count(self, beadle: bool = False) -> int:
        """Pieces toward the threshold: players' liverymen and master, neutral pieces, the beadle."""
        return sum(self.pieces) + self.neutral + (self.master >= 0) + beadle


@record
class Resolving:
    """The tile being resolved at the end of the round, and the negotiation so far."""

    pos: str
    order: tuple[int, ...]  # negotiation order (VP order when the tile's resolution starts)
    at: int = 0  # whose negotiation is open
    swapped: bool = False  # the open player already swapped


@record
class GuildsState:
    ctx: TurnContext
    names: tuple[str, ...]
    options: tuple[tuple[str, str], ...] = ()
    city: tuple[Space, ...] = ()  # in reading order (top-left to bottom-right, row by row)
    start: int = -1  # the start player's seat, -1 until declared
    order: tuple[int, ...] = ()  # this round's turn order
    turn_at: int = 0  # index in `order` of the player whose turn it is
    vp: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    hall: tuple[int, ...] = ()
    supply: tuple[int, ...] = ()
    plantation: tuple[int, ...] = ()
    neutral: int = 0  # neutral pieces beside the board
    beadle: str = ""  # position of the beadle (house rule `neutral=beadle`), "" off the board
    mayor: tuple[str, ...] = ()  # revealed mayor card per player ("" until revealed)
    mayor_times: tuple[int, ...] = ()  # how often each revealed card's condition is met
    played: int = 0  # cards played this turn
    extra_draw: int = 0  # cards drawn beyond 2 at the end of this turn (a draw ability)
    awaiting: tuple[str, ...] = ()  # components in play whose printed values may still be missing
    cards_seen: tuple[str, ...] = ()  # card ids played so far, in first-play order
    deck: int = 0  # cards in the draw pile
    discard: tuple[str, ...] = ()  # ids of the played cards in the discard pile (the one in use too)
    discard_hidden: int = 0  # cards discarded unseen (ability costs, the hand limit)
    tokens_taken: tuple[str, ...] = ()  # tiles whose second-place token second place has taken
    resolving: Resolving | None = None
    resolved: tuple[str, ...] = ()  # tiles resolved this round
    ever_resolved: tuple[str, ...] = ()  # tiles resolved at least once (the 2-player end: ruling guilds-end)
    over: bool = False

    def option(self, name: str) -> str:
        return dict(self.options)[name]

    @property
    def n(self) -> int:
        return len(self.names)

    def index(self, name: str) -> int:
        """Seat of the player called `name` (case-insensitive), -1 if none."""
        key = name.strip().casefold()
        for i, p in enumerate(self.names):
            if p.casefold() == key:
                return i
        return -1

    def space(self, pos: str) -> Space | None:
        for s in self.city:
            if s.pos == pos:
                return s
        return None

    @property
    def last_round(self) -> int:
        return TRACK[self.n]

    def grey(self, round_no: int) -> bool:
        return round_no % GREY_EVERY[self.n] == 0

    def masters_of(self, player: int) -> tuple[str, ...]:
        return tuple(s.pos for s in self.city if s.master == player)

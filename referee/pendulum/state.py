"""Pendulum state: frozen plain data; the referee's turn context (`ctx`) kept apart from the game.

Game time is in tenths of a second and lives only in the moves that carry it (`flip green @183.4`,
`start @0`, `pause @61.2`): the state keeps the last time seen (`now`), each hourglass's row and
the game time it was last flipped (pauses shift it), so a replay reads no clock.
"""

from __future__ import annotations

from referee.core.flow import TurnContext
from referee.core.record import record

ZONES = ("purple", "green", "black")
ROWS = ("top", "bottom")
DURATION = {"purple": 1800, "green": 1200, "black": 450}  # tenths of a second: 3:00, 2:00, 0:45
RESOURCES = ("coin", "military", "culture")
TRACKS = ("power", "prestige", "popularity")
CAP = 10  # resources on the mat, each
MAX_WORKERS = 4
ROUNDS = 4
NEUTRAL = "neutral"  # the 2-player neutral colour on the privilege track and its blocking workers


@record
class Timer:
    row: int = 0  # index in ROWS of the row the hourglass stands beside
    at: int = 0  # game time of its last flip (tenths), shifted by pauses


@record
class Worker:
    owner: str  # a player's name, or NEUTRAL
    grande: bool
    space: str  # "green-top-2"
    reward: bool = False  # in the reward box (after acting), else in the gold frame


@record
class Player:
    name: str
    character: str = ""
    side: str = ""  # basic / advanced
    coin: int = 0
    military: int = 0
    culture: int = 0
    votes: int = 0
    power: int = 0  # spaces advanced on each track from its leftmost space
    prestige: int = 0
    popularity: int = 0
    start: tuple[int, int, int] = (0, 0, 0)  # the mat's printed coin, military, culture (set-up)
    parchment: tuple[int, int, int] = (0, 0, 0)  # per track: the space where its parchment starts
    ends: tuple[int, int, int] = (0, 0, 0)  # per track: its last space
    legendary: bool = False
    glory: int = 0  # advanced variant: prestige beyond a full track
    hand: tuple[str, ...] = ()  # stratagems in hand
    discard: tuple[str, ...] = ()  # stratagems played, until reclaimed
    provinces: tuple[tuple[str, str], ...] = ()  # (card, slot) in the order conquered
    free_common: int = 1  # in use, on the mat (not on the board)
    free_grande: int = 1
    aside_common: int = 2  # beside the mat, not in use
    council_grande: int = 1  # beside the council board
    claimed: bool = False  # an achievement claimed this round
    done: bool = False  # finished acting after the Council was called

    def amount(self, what: str) -> int:
        return int(getattr(self, what))


@record
class Undo:
    """The last contested player move, kept for `table: privilege NAME` (seed 四 特权判定)."""

    by: str
    move: str
    before: object  # the State before it (whose own `last` is None)


@record
class State:
    ctx: TurnContext
    players: tuple[Player, ...]
    options: tuple[tuple[str, str], ...] = ()
    board: tuple[int, int, int] = (0, 0, 0)  # action spaces per row in each zone, declared
    order: tuple[str, ...] = ()  # the privilege track, first first (NEUTRAL last in 2-player games)
    neutral: tuple[str, ...] = ()  # the spaces the neutral workers block (2 players)
    timers: tuple[Timer, Timer, Timer] = (Timer(), Timer(), Timer())
    markers: tuple[int, int] = (1, 2)  # purple time markers on the top and bottom purple rows
    now: int = 0  # the latest game time declared
    paused: int = -1  # game time of the pause, -1 when running
    clock: str = "timed"
    panel: tuple[str, ...] = ()  # untimed: the timing panel's steps as declared ("green", "black+purple")
    panel_at: int = 0  # untimed: the step of the panel the time token stands on
    panel_flipped: tuple[str, ...] = ()  # untimed: the zones of that step already flipped
    ready: tuple[str, ...] = ()  # untimed: the players who declared themselves ready for the next step
    council_called: bool = False
    workers: tuple[Worker, ...] = ()
    achievement: str = ""  # the face-up achievement card
    token: str = "card"  # the legendary token: card / taken / council (2-3 players, round 1)
    display: tuple[str, ...] = ()  # face-up provinces; "" an empty place
    seen: tuple[tuple[str, str], ...] = ()  # (card, kind) of every card that entered play
    rewards: tuple[str, ...] = ()  # face-up council rewards
    grande_card: bool = True  # face up
    last: Undo | None = None
    learned: tuple[tuple[str, str], ...] = ()  # (space, reward) named by the first `take` there

    def option(self, name: str) -> str:
        return dict(self.options)[name]

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def with_player(self, p: Player) -> State:
        from referee.core.record import replace

        return replace(self, players=tuple(p if q.name == p.name else q for q in self.players))

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def timer(self, zone: str) -> Timer:
        return self.timers[ZONES.index(zone)]

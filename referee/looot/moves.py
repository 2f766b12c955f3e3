"""Looot moves: one frozen dataclass per kind; `str(move)` is the notation and `parse` reads it back.

Keywords are case-insensitive; coordinates are `x,y` (EvenQ, see docs/notation.md), optionally in
parentheses and with spaces after the comma. Table declarations (what the table reveals) and player
moves share one notation; who may declare them is decided by the pending decision.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from referee.core.errors import MoveSyntaxError
from referee.looot.catalog import canonical_longship, canonical_site

SHIELDS = ("again", "occupied", "double")
SHIELD_ALIASES = {
    "again": "again",
    "play-again": "again",
    "playagain": "again",
    "extra": "again",
    "occupied": "occupied",
    "occupy": "occupied",
    "double": "double",
    "double-gain": "double",
    "twice": "double",
}
SHIELD_TEXT = {
    "again": "play-again shield (a second Viking this turn)",
    "occupied": "occupied-hex shield (place on a hex that already holds a Viking)",
    "double": "double-gain shield (the hex's resource twice)",
}
TILE_ALIASES = {
    "wood": "wood",
    "sheep": "sheep",
    "gold": "gold",
    "axe": "axe",
    "house": "house",
    "watchtower": "watchtower",
    "tower": "watchtower",
    "castle": "castle",
    "木材": "wood",
    "羊": "sheep",
    "黄金": "gold",
    "斧头": "axe",
    "房屋": "house",
    "瞭望塔": "watchtower",
    "城堡": "castle",
}

_XY = r"\(?\s*(-?[0-9]{1,4})\s*,\s*(-?[0-9]{1,4})\s*\)?"  # ASCII digits, bounded: int() never fails
_ROT = r"r([0-5])"


@dataclass(frozen=True)
class BoardDecl:
    """Table: landscape board face (1..8) placed at location x,y with rotation r (reference §2.4)."""

    kind: ClassVar[str] = "board"
    face: int
    x: int
    y: int
    rot: int

    def __str__(self) -> str:
        return f"board {self.face} at {self.x},{self.y} r{self.rot}"


@dataclass(frozen=True)
class TrophyBoardDecl:
    """Table: the trophy board (face 1 or 2) at location x,y with rotation r."""

    kind: ClassVar[str] = "trophies"
    face: int
    x: int
    y: int
    rot: int

    def __str__(self) -> str:
        return f"trophies {self.face} at {self.x},{self.y} r{self.rot}"


@dataclass(frozen=True)
class OceanBoardDecl:
    """Table: the ocean board (face 1 or 2) at location x,y with rotation r."""

    kind: ClassVar[str] = "ocean"
    face: int
    x: int
    y: int
    rot: int

    def __str__(self) -> str:
        return f"ocean {self.face} at {self.x},{self.y} r{self.rot}"


@dataclass(frozen=True)
class Draw:
    """Table: the longship drawn from the bag onto the next empty ocean space."""

    kind: ClassVar[str] = "draw"
    longship: str

    def __str__(self) -> str:
        return f"draw {self.longship}"


@dataclass(frozen=True)
class Sites:
    """Table: the construction-site cards a player received (one port, one altar, one palace)."""

    kind: ClassVar[str] = "sites"
    player: str
    port: str
    altar: str
    palace: str

    def __str__(self) -> str:
        return f"sites {self.player} {self.port} {self.altar} {self.palace}"


@dataclass(frozen=True)
class Start:
    """Table: the start player."""

    kind: ClassVar[str] = "start"
    player: str

    def __str__(self) -> str:
        return f"start {self.player}"


@dataclass(frozen=True)
class Shield:
    """Flip one of your shields before placing the Viking: again / occupied / double."""

    kind: ClassVar[str] = "shield"
    shield: str

    def __str__(self) -> str:
        return f"shield {self.shield}"


@dataclass(frozen=True)
class Place:
    """Place a Viking on landscape hex x,y."""

    kind: ClassVar[str] = "place"
    x: int
    y: int

    def __str__(self) -> str:
        return f"place {self.x},{self.y}"


@dataclass(frozen=True)
class Tile:
    """Put a gained tile (wood sheep gold axe house watchtower castle) on fjord space x,y."""

    kind: ClassVar[str] = "tile"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"tile {self.tile} {self.x},{self.y}"


@dataclass(frozen=True)
class Longship:
    """Take a longship from the ocean and put it on fjord space x,y."""

    kind: ClassVar[str] = "longship"
    longship: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"longship {self.longship} at {self.x},{self.y}"


@dataclass(frozen=True)
class Trophy:
    """Claim the trophy with this number of axes (2..6)."""

    kind: ClassVar[str] = "trophy"
    axes: int

    def __str__(self) -> str:
        return f"trophy {self.axes}"


@dataclass(frozen=True)
class Pass:
    """End the turn."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


LoootMove = (
    BoardDecl
    | TrophyBoardDecl
    | OceanBoardDecl
    | Draw
    | Sites
    | Start
    | Shield
    | Place
    | Tile
    | Longship
    | Trophy
    | Pass
)

SYNTAX = {  # the bare syntax of each move kind
    "board": "board FACE at X,Y rR",
    "trophies": "trophies FACE at X,Y rR",
    "ocean": "ocean FACE at X,Y rR",
    "draw": "draw LONGSHIP",
    "sites": "sites PLAYER PORT ALTAR PALACE",
    "start": "start PLAYER",
    "shield": "shield again|occupied|double",
    "place": "place X,Y",
    "tile": "tile KIND X,Y",
    "longship": "longship LONGSHIP at X,Y",
    "trophy": "trophy N",
    "pass": "pass",
}
HINT = {  # what a syntax error adds after the syntax
    "board": "FACE 1..8, R 0..5; e.g. board 7 at 1,1 r1",
    "trophies": "FACE 1 or 2; e.g. trophies 1 at 4,4 r2",
    "ocean": "FACE 1 or 2; e.g. ocean 1 at -4,0 r5",
    "draw": "e.g. draw Castle31",
    "sites": "e.g. sites Ann Port1 Altar3 Palace2",
    "start": "e.g. start Ann",
    "shield": "e.g. shield double",
    "place": "e.g. place -3,0",
    "tile": "KIND wood sheep gold axe house watchtower castle; e.g. tile wood 3,4",
    "longship": "e.g. longship Castle31 at 2,5",
    "trophy": "N = the axes printed on it, 2..6; e.g. trophy 4",
    "pass": "nothing after it",
}
ALL_SYNTAX = "; ".join(SYNTAX.values())


def _fail(text: str, reason: str, kind: str | None = None) -> MoveSyntaxError:
    return MoveSyntaxError(text, reason, f"{SYNTAX[kind]} ({HINT[kind]})" if kind else ALL_SYNTAX)


def _layout(text: str, kind: str, rest: str) -> tuple[int, int, int, int]:
    m = re.fullmatch(rf"(?:face\s+)?([0-9]{{1,3}})\s+at\s+{_XY}\s+{_ROT}", rest, re.I)
    if not m:
        raise _fail(text, f"a {kind} declaration needs a face, a location and a rotation", kind)
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), int(m.group(4))


def _xy(text: str, kind: str, rest: str) -> tuple[int, int]:
    m = re.fullmatch(_XY, rest)
    if not m:
        raise _fail(text, f"expected a hex as x,y after '{kind}'", kind)
    return int(m.group(1)), int(m.group(2))


def _longship(text: str, kind: str, word: str) -> str:
    lid = canonical_longship(word)
    if lid is None:
        raise _fail(text, f"{word!r} is not a longship tile (e.g. Castle31, Wood12, House21)", kind)
    return lid


def parse(text: str) -> LoootMove:
    """Read a move in Looot notation; raise MoveSyntaxError with the expected syntax."""
    raw = " ".join(text.strip().split())
    if not raw:
        raise _fail(text, "empty move")
    head, _, rest = raw.partition(" ")
    key = head.lower()
    if key == "board":
        return BoardDecl(*_layout(text, "board", rest))
    if key in ("trophies", "trophy") and " at " in f" {rest.lower()} ":
        return TrophyBoardDecl(*_layout(text, "trophies", rest))
    if key == "ocean":
        return OceanBoardDecl(*_layout(text, "ocean", rest))
    if key == "draw":
        if not rest or " " in rest:
            raise _fail(text, "name one longship", "draw")
        return Draw(_longship(text, "draw", rest))
    if key == "sites":
        words = rest.split(" ")
        if len(words) < 4:
            raise _fail(text, "name the player and three site cards", "sites")
        player = " ".join(words[:-3])
        cards: dict[str, str] = {}
        for word in words[-3:]:
            sid = canonical_site(word)
            if sid is None:
                raise _fail(
                    text,
                    f"{word!r} is not a construction site card (Port1..5, Altar1..5, Palace1..5)",
                    "sites",
                )
            site_type = sid.rstrip("0123456789").lower()
            if site_type in cards:
                raise _fail(
                    text,
                    f"two {site_type} cards given; each player has one port, one altar, one palace",
                    "sites",
                )
            cards[site_type] = sid
        return Sites(player, cards["port"], cards["altar"], cards["palace"])
    if key == "start":
        if not rest:
            raise _fail(text, "name the start player", "start")
        return Start(rest)
    if key == "shield":
        name = SHIELD_ALIASES.get(rest.lower())
        if name is None:
            raise _fail(text, f"{rest!r} is not a shield", "shield")
        return Shield(name)
    if key == "place":
        return Place(*_xy(text, "place", rest))
    if key == "tile":
        word, _, where = rest.partition(" ")
        tile = TILE_ALIASES.get(word.lower())
        if tile is None:
            raise _fail(text, f"{word!r} is not a tile kind", "tile")
        return Tile(tile, *_xy(text, "tile", where))
    if key == "longship":
        m = re.fullmatch(rf"(\S+)\s+(?:at\s+)?{_XY}", rest, re.I)
        if not m:
            raise _fail(text, "name the longship and the fjord space", "longship")
        return Longship(_longship(text, "longship", m.group(1)), int(m.group(2)), int(m.group(3)))
    if key == "trophy":
        if not (rest.isascii() and rest.isdigit() and len(rest) <= 3):
            raise _fail(text, "give the number of axes printed on the trophy", "trophy")
        return Trophy(int(rest))
    if key == "pass":
        if rest:
            raise _fail(text, "'pass' takes nothing after it", "pass")
        return Pass()
    raise _fail(text, f"unknown move {head!r}")

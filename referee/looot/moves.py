"""Looot moves: one frozen record per kind; `str(move)` is the notation and `parse` reads it back.

Keywords are case-insensitive; coordinates are `x,y` (EvenQ, see docs/notation.md), optionally in
parentheses and with spaces after the comma. Table declarations (what the table reveals) and player
moves share one notation; who may declare them is decided by the pending decision.
"""

from __future__ import annotations

import re
from typing import ClassVar

from referee.core.errors import MoveSyntaxError
from referee.core.record import record
from referee.i18n import t
from referee.looot.catalog import canonical_longship, canonical_site
from referee.looot.words import site as site_name

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


@record
class BoardDecl:
    """Table: landscape board face (1..8) placed at location x,y with rotation r (reference §2.4)."""

    kind: ClassVar[str] = "board"
    face: int
    x: int
    y: int
    rot: int

    def __str__(self) -> str:
        return f"board {self.face} at {self.x},{self.y} r{self.rot}"


@record
class TrophyBoardDecl:
    """Table: the trophy board (face 1 or 2) at location x,y with rotation r."""

    kind: ClassVar[str] = "trophies"
    face: int
    x: int
    y: int
    rot: int

    def __str__(self) -> str:
        return f"trophies {self.face} at {self.x},{self.y} r{self.rot}"


@record
class OceanBoardDecl:
    """Table: the ocean board (face 1 or 2) at location x,y with rotation r."""

    kind: ClassVar[str] = "ocean"
    face: int
    x: int
    y: int
    rot: int

    def __str__(self) -> str:
        return f"ocean {self.face} at {self.x},{self.y} r{self.rot}"


@record
class Draw:
    """Table: the longship drawn from the bag onto the next empty ocean space."""

    kind: ClassVar[str] = "draw"
    longship: str

    def __str__(self) -> str:
        return f"draw {self.longship}"


@record
class Sites:
    """Table: the construction-site cards a player received (one port, one altar, one palace)."""

    kind: ClassVar[str] = "sites"
    player: str
    port: str
    altar: str
    palace: str

    def __str__(self) -> str:
        return f"sites {self.player} {self.port} {self.altar} {self.palace}"


@record
class Start:
    """Table: the start player."""

    kind: ClassVar[str] = "start"
    player: str

    def __str__(self) -> str:
        return f"start {self.player}"


@record
class Shield:
    """Flip one of your shields before placing the Viking: again / occupied / double."""

    kind: ClassVar[str] = "shield"
    shield: str

    def __str__(self) -> str:
        return f"shield {self.shield}"


@record
class Place:
    """Place a Viking on landscape hex x,y."""

    kind: ClassVar[str] = "place"
    x: int
    y: int

    def __str__(self) -> str:
        return f"place {self.x},{self.y}"


@record
class Tile:
    """Put a gained tile (wood sheep gold axe house watchtower castle) on fjord space x,y.

    `stack`, written `from X,Y`, names the building space a building tile was captured from, when
    the player chooses which of two stacks gets its tile back from a full fjord; None (no suffix):
    the earliest captured tile of the kind.
    """

    kind: ClassVar[str] = "tile"
    tile: str
    x: int
    y: int
    stack: tuple[int, int] | None = None

    def __str__(self) -> str:
        if self.stack is None:
            return f"tile {self.tile} {self.x},{self.y}"
        return f"tile {self.tile} {self.x},{self.y} from {self.stack[0]},{self.stack[1]}"


@record
class Longship:
    """Take a longship from the ocean and put it on fjord space x,y."""

    kind: ClassVar[str] = "longship"
    longship: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"longship {self.longship} at {self.x},{self.y}"


@record
class Trophy:
    """Claim the trophy with this number of axes (2..6)."""

    kind: ClassVar[str] = "trophy"
    axes: int

    def __str__(self) -> str:
        return f"trophy {self.axes}"


@record
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
EXAMPLES = {  # the example a syntax error gives after the syntax
    "board": "board 7 at 1,1 r1",
    "trophies": "trophies 1 at 4,4 r2",
    "ocean": "ocean 1 at -4,0 r5",
    "draw": "draw Castle31",
    "sites": "sites Ann Port1 Altar3 Palace2",
    "start": "start Ann",
    "shield": "shield double",
    "place": "place -3,0",
    "tile": "tile wood 3,4",
    "longship": "longship Castle31 at 2,5",
    "trophy": "trophy 4",
    "pass": "pass",
}
_HINT_KEY = {
    "board": "board",
    "trophies": "side",
    "ocean": "side",
    "tile": "tile",
    "trophy": "trophy",
    "pass": "pass",
}
ALL_SYNTAX = "; ".join(SYNTAX.values())
PROMPT_SYNTAX = ("board FACE at -3,-2 r0", "draw ID")  # further notation the prompts show


def expected(kind: str) -> str:
    """What a syntax error says is expected for a move kind: its syntax and an example."""
    key = _HINT_KEY.get(kind, "example")
    return t(f"looot.syntax.{key}", syntax=SYNTAX[kind], move=EXAMPLES[kind])


def _fail(text: str, reason: str, kind: str | None = None) -> MoveSyntaxError:
    return MoveSyntaxError(text, reason, expected(kind) if kind else ALL_SYNTAX)


def _layout(text: str, kind: str, rest: str) -> tuple[int, int, int, int]:
    m = re.fullmatch(rf"(?:face\s+)?([0-9]{{1,3}})\s+at\s+{_XY}\s+{_ROT}", rest, re.I)
    if not m:
        raise _fail(text, t("looot.syntax.layout", kind=kind), kind)
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), int(m.group(4))


def _xy(text: str, kind: str, rest: str) -> tuple[int, int]:
    m = re.fullmatch(_XY, rest)
    if not m:
        raise _fail(text, t("looot.syntax.hex", kind=kind), kind)
    return int(m.group(1)), int(m.group(2))


def _longship(text: str, kind: str, word: str) -> str:
    lid = canonical_longship(word)
    if lid is None:
        raise _fail(text, t("looot.syntax.not_longship", word=repr(word)), kind)
    return lid


def parse(text: str) -> LoootMove:
    """Read a move in Looot notation; raise MoveSyntaxError with the expected syntax."""
    raw = " ".join(text.strip().split())
    if not raw:
        raise _fail(text, t("looot.syntax.empty"))
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
            raise _fail(text, t("looot.syntax.one_longship"), "draw")
        return Draw(_longship(text, "draw", rest))
    if key == "sites":
        words = rest.split(" ")
        if len(words) < 4:
            raise _fail(text, t("looot.syntax.sites"), "sites")
        player = " ".join(words[:-3])
        cards: dict[str, str] = {}
        for word in words[-3:]:
            sid = canonical_site(word)
            if sid is None:
                raise _fail(text, t("looot.syntax.not_site", word=repr(word)), "sites")
            site_type = sid.rstrip("0123456789").lower()
            if site_type in cards:
                raise _fail(text, t("looot.syntax.site_twice", site=site_name(site_type)), "sites")
            cards[site_type] = sid
        return Sites(player, cards["port"], cards["altar"], cards["palace"])
    if key == "start":
        if not rest:
            raise _fail(text, t("looot.syntax.start"), "start")
        return Start(rest)
    if key == "shield":
        name = SHIELD_ALIASES.get(rest.lower())
        if name is None:
            raise _fail(text, t("looot.syntax.not_shield", word=repr(rest)), "shield")
        return Shield(name)
    if key == "place":
        return Place(*_xy(text, "place", rest))
    if key == "tile":
        word, _, where = rest.partition(" ")
        tile = TILE_ALIASES.get(word.lower())
        if tile is None:
            raise _fail(text, t("looot.syntax.not_tile", word=repr(word)), "tile")
        space, named, stack = where.lower().partition(" from ")
        return Tile(tile, *_xy(text, "tile", space), _xy(text, "tile", stack) if named else None)
    if key == "longship":
        m = re.fullmatch(rf"(\S+)\s+(?:at\s+)?{_XY}", rest, re.I)
        if not m:
            raise _fail(text, t("looot.syntax.longship"), "longship")
        return Longship(_longship(text, "longship", m.group(1)), int(m.group(2)), int(m.group(3)))
    if key == "trophy":
        if not (rest.isascii() and rest.isdigit() and len(rest) <= 3):
            raise _fail(text, t("looot.syntax.trophy_number"), "trophy")
        return Trophy(int(rest))
    if key == "pass":
        if rest:
            raise _fail(text, t("looot.syntax.pass_alone"), "pass")
        return Pass()
    raise _fail(text, t("looot.syntax.unknown", word=repr(head)))

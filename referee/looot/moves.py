"""Looot moves: one frozen record per kind, each declaring its notation once (referee.core.notation).

`str(move)` is the notation and `parse` reads it back; `SYNTAX`, `EXAMPLES`, the rows of
`referee moves looot` and the move tables of docs/notation.md come from the same declarations.
Keywords are case-insensitive; coordinates are `x,y` (EvenQ, see docs/notation.md), optionally in
parentheses and with spaces after the comma. Table declarations (what the table reveals) and player
moves share one notation; who may declare them is decided by the pending decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from referee.core.notation import Choice, Fixed, Hex, Id, Int, Name, Notation, OneOfEach, Rotation, Trailing
from referee.core.record import record
from referee.i18n import t
from referee.looot.catalog import (
    BUILDINGS,
    RESOURCES,
    SITE_TYPES,
    canonical_longship,
    canonical_site,
    components,
)
from referee.looot.words import site as site_name

SHIELDS = ("again", "occupied", "double")
SHIELD_ALIASES = {
    "play-again": "again",
    "playagain": "again",
    "extra": "again",
    "occupy": "occupied",
    "double-gain": "double",
    "twice": "double",
}
TILE_ALIASES = {
    "tower": "watchtower",
    "木材": "wood",
    "羊": "sheep",
    "黄金": "gold",
    "斧头": "axe",
    "房屋": "house",
    "瞭望塔": "watchtower",
    "城堡": "castle",
}

NOTATION = Notation(hint="looot.syntax.example", empty="looot.syntax.empty", unknown="looot.syntax.unknown")

# A board's location: `FACE at X,Y rR`; `face` may be written before the face (`board face 7 at ...`).
_LAYOUT = (Fixed("face", hidden=True), Int("face"), "at", Hex(), Rotation("rot"))
_LONGSHIP = Id(
    "longship", canonical_longship, "looot.syntax.not_longship", ids=lambda: components().longships
)


def _site_twice(slot: str) -> str:
    return t("looot.syntax.site_twice", site=site_name(slot))


@NOTATION.kind(
    *_LAYOUT,
    example="board 7 at 1,1 r1",
    meaning="looot.notation.board",
    shape="looot.syntax.layout",
    hint="looot.syntax.board",
)
@record
class BoardDecl:
    """Table: landscape board face (1..8) placed at location x,y with rotation r (reference §2.4)."""

    kind: ClassVar[str] = "board"
    face: int
    x: int
    y: int
    rot: int


# `trophy 1 at 4,4 r2` is read too; both keywords mean the trophy board only with the word `at`.
@NOTATION.kind(
    *_LAYOUT,
    example="trophies 1 at 4,4 r2",
    meaning="looot.notation.trophies",
    aliases=("trophy",),
    only_with="at",
    shape="looot.syntax.layout",
    hint="looot.syntax.side",
)
@record
class TrophyBoardDecl:
    """Table: the trophy board (face 1 or 2) at location x,y with rotation r."""

    kind: ClassVar[str] = "trophies"
    face: int
    x: int
    y: int
    rot: int


@NOTATION.kind(
    *_LAYOUT,
    example="ocean 1 at -4,0 r5",
    meaning="looot.notation.ocean",
    shape="looot.syntax.layout",
    hint="looot.syntax.side",
)
@record
class OceanBoardDecl:
    """Table: the ocean board (face 1 or 2) at location x,y with rotation r."""

    kind: ClassVar[str] = "ocean"
    face: int
    x: int
    y: int
    rot: int


@NOTATION.kind(
    _LONGSHIP, example="draw Castle31", meaning="looot.notation.draw", shape="looot.syntax.one_longship"
)
@record
class Draw:
    """Table: the longship drawn from the bag onto the next empty ocean space."""

    kind: ClassVar[str] = "draw"
    longship: str


@NOTATION.kind(
    Name("player"),
    OneOfEach(
        SITE_TYPES,
        canonical_site,
        lambda sid: sid.rstrip("0123456789").lower(),
        "looot.syntax.not_site",
        _site_twice,
        ids=lambda: components().sites,
    ),
    example="sites Ann Port1 Altar3 Palace2",
    meaning="looot.notation.sites",
    shape="looot.syntax.sites",
)
@record
class Sites:
    """Table: the construction-site cards a player received (one port, one altar, one palace)."""

    kind: ClassVar[str] = "sites"
    player: str
    port: str
    altar: str
    palace: str


@NOTATION.kind(
    Name("player"), example="start Ann", meaning="looot.notation.start", shape="looot.syntax.start"
)
@record
class Start:
    """Table: the start player."""

    kind: ClassVar[str] = "start"
    player: str


@NOTATION.kind(
    Choice("shield", SHIELDS, "looot.syntax.not_shield", aliases=SHIELD_ALIASES),
    example="shield double",
    meaning="looot.notation.shield",
)
@record
class Shield:
    """Flip one of your shields before placing the Viking: again / occupied / double."""

    kind: ClassVar[str] = "shield"
    shield: str


@NOTATION.kind(Hex(), example="place -3,0", meaning="looot.notation.place", shape="looot.syntax.hex")
@record
class Place:
    """Place a Viking on landscape hex x,y."""

    kind: ClassVar[str] = "place"
    x: int
    y: int


@NOTATION.kind(
    Choice(
        "tile", (*RESOURCES, *BUILDINGS), "looot.syntax.not_tile", aliases=TILE_ALIASES, placeholder="KIND"
    ),
    Hex(),
    Trailing("from", "stack"),
    example="tile wood 3,4",
    meaning="looot.notation.tile",
    shape="looot.syntax.hex",
    hint="looot.syntax.tile",
)
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


@NOTATION.kind(
    _LONGSHIP,
    Fixed("at", optional=True),
    Hex(),
    example="longship Castle31 at 2,5",
    meaning="looot.notation.longship",
    shape="looot.syntax.longship",
)
@record
class Longship:
    """Take a longship from the ocean and put it on fjord space x,y."""

    kind: ClassVar[str] = "longship"
    longship: str
    x: int
    y: int


@NOTATION.kind(
    Int("axes", "N"),
    example="trophy 4",
    meaning="looot.notation.trophy",
    shape="looot.syntax.trophy_number",
    hint="looot.syntax.trophy",
)
@record
class Trophy:
    """Claim the trophy with this number of axes (2..6)."""

    kind: ClassVar[str] = "trophy"
    axes: int


@NOTATION.kind(
    example="pass", meaning="looot.notation.pass", shape="looot.syntax.pass_alone", hint="looot.syntax.pass"
)
@record
class Pass:
    """End the turn."""

    kind: ClassVar[str] = "pass"


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

SYNTAX = NOTATION.syntax  # the bare syntax of each move kind, in the order `referee moves` lists them
EXAMPLES = NOTATION.examples  # the example a syntax error gives after the syntax
ALL_SYNTAX = NOTATION.all_syntax
# further notation the prompts show: the first board's fixed place, a drawn id, the plain tile move
# (its `from X,Y` is offered only when a stack must be named)
PROMPT_SYNTAX = ("board FACE at -3,-2 r0", "draw ID", SYNTAX["tile"].partition(" [")[0])

parse: Callable[[str], LoootMove] = NOTATION.parse
"""Read a move in Looot notation; raise MoveSyntaxError with the reason and the expected syntax."""


def expected(kind: str) -> str:
    """What a syntax error says is expected for a move kind: its syntax and an example."""
    return NOTATION[kind].expected()

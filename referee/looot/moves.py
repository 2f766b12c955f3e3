"""Looot moves: one frozen record per kind, each declaring its notation once (referee.core.notation).

`str(move)` is the notation and `parse` reads it back; `SYNTAX`, `EXAMPLES`, the rows of
`referee moves looot` and the move tables of notation.md beside it come from the same declarations.
Keywords are case-insensitive; coordinates are `x,y` (EvenQ, see notation.md), optionally in
parentheses and with spaces after the comma. Table declarations (what the table reveals) and player
moves share one notation; who may declare them is decided by the pending decision.

Every keyword, fixed word and closed-set word also has a Chinese alias, so that a Chinese table
types only Chinese words (`放置 -3,1`, `长船 Castle31 在 2,5`): the seed's own word for the thing,
named beside each declaration with its line in seeds/004_475a35a4fad56de6.txt, or the word the
glossary (referee/looot/glossary.toml) and the Chinese messages already use. Component ids
(Castle31, Port1) and player names are written as printed, in every language.
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
# The first Chinese alias of each shield is its name in the messages (looot.shield_name.*, a test
# keeps them equal); the others are the seed's words for the effect, lines 48-49.
SHIELD_ALIASES = {
    "play-again": "again",
    "playagain": "again",
    "extra": "again",
    "再放一次": "again",
    "额外": "again",  # line 48 "本回合额外再放置 1 个维京"
    "occupy": "occupied",
    "占用格": "occupied",
    "占据": "occupied",  # line 49 "允许放到已被其他玩家占据的资源格上"
    "double-gain": "double",
    "twice": "double",
    "双倍": "double",  # line 50 "本次放置获得 2 个同款资源"
}
# The Chinese tile kinds are the seed's (lines 8 and 10) and the messages' (looot.kind.*).
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

# `at` is 在, as in line 58 "维京人不能放在已有维京的资源格上" (placed *at* a space); `face` is 面, as
# in 翻面 (turned to its other face, lines 46 and 69) and the messages' 版图面.
_AT = Fixed("at", aliases=("在",))
# A board's location: `FACE at X,Y rR`; `face` may be written before the face (`board face 7 at ...`).
_LAYOUT = (Fixed("face", aliases=("面",), hidden=True), Int("face"), _AT, Hex(), Rotation("rot"))
_LONGSHIP = Id(
    "longship", canonical_longship, "looot.syntax.not_longship", ids=lambda: components().longships
)


def _site_twice(slot: str) -> str:
    return t("looot.syntax.site_twice", site=site_name(slot))


@NOTATION.kind(
    *_LAYOUT,
    example="board 7 at 1,1 r1",
    meaning="looot.notation.board",
    aliases=("景观版图",),  # line 5 "景观版图 4 块"
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
    aliases=("trophy", "奖杯版图"),  # line 7 "奖杯版图 1 块"
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
    aliases=("海洋版图",),  # line 7 "海洋版图 1 块"
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
    _LONGSHIP,
    example="draw Castle31",
    meaning="looot.notation.draw",
    aliases=("抽取",),  # line 20 "若使用随机抽取"
    shape="looot.syntax.one_longship",
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
    aliases=("工地",),  # line 14 "工地板块 15 块", glossary 工地
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
    Name("player"),
    example="start Ann",
    meaning="looot.notation.start",
    aliases=("起始玩家",),  # line 22 "由住在最北边的玩家担任起始玩家", glossary 起始玩家
    shape="looot.syntax.start",
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
    aliases=("盾牌",),  # line 45 "使用盾牌", glossary 盾牌
)
@record
class Shield:
    """Flip one of your shields before placing the Viking: again / occupied / double."""

    kind: ClassVar[str] = "shield"
    shield: str


@NOTATION.kind(
    Hex(),
    example="place -3,0",
    meaning="looot.notation.place",
    aliases=("放置",),  # line 29 "放置维京（强制）", glossary 放置维京
    shape="looot.syntax.hex",
)
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
    Trailing("from", "stack", aliases=("从",)),  # line 42 "从海洋版图拿取 1 艘长船"
    example="tile wood 3,4",
    meaning="looot.notation.tile",
    aliases=("板块",),  # lines 8 and 10 "资源板块", "建筑板块"
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
    Fixed("at", aliases=_AT.words[1:], optional=True),
    Hex(),
    example="longship Castle31 at 2,5",
    meaning="looot.notation.longship",
    aliases=("长船",),  # line 41 "拿长船", glossary 长船
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
    aliases=("奖杯",),  # line 51 "认领奖杯", glossary 奖杯
    shape="looot.syntax.trophy_number",
    hint="looot.syntax.trophy",
)
@record
class Trophy:
    """Claim the trophy with this number of axes (2..6)."""

    kind: ClassVar[str] = "trophy"
    axes: int


@NOTATION.kind(
    example="pass",
    meaning="looot.notation.pass",
    aliases=("结束",),  # line 55 "回合结束，轮到下一名玩家", glossary 回合结束
    shape="looot.syntax.pass_alone",
    hint="looot.syntax.pass",
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


def prompt_syntax(lang: str) -> tuple[str, str, str]:
    """The further notation the prompts show, as written in `lang`: the first board's fixed place,
    a drawn id, the plain tile move (its `from X,Y` is offered only when a stack must be named)."""
    board, draw, tile = (NOTATION[k].syntax_in(lang) for k in ("board", "draw", "tile"))
    return board.replace("X,Y rR", "-3,-2 r0"), draw.replace("LONGSHIP", "ID"), tile.partition(" [")[0]


PROMPT_SYNTAX = (*prompt_syntax("en"), *prompt_syntax("zh"))  # in both languages

parse: Callable[[str], LoootMove] = NOTATION.parse
"""Read a move in Looot notation; raise MoveSyntaxError with the reason and the expected syntax."""


def expected(kind: str) -> str:
    """What a syntax error says is expected for a move kind: its syntax and an example."""
    return NOTATION[kind].expected()

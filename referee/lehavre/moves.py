"""Le Havre moves: one frozen record per kind, each declaring its notation once (referee.core.notation).

Buildings are named by their number as printed (`12`, `B2`, special `023`; `1` reads as `01`),
ships by id (`S05`); goods lists are `2fish 1smoked 3fr` (referee/lehavre/goods.py). Every keyword
has a Chinese alias: the seed's own verb for the action where it has one (拿取 §3, 进入 §4, 支付 §4.2,
加工 §5, 建造 §6, 购买/出售 §8, 偿还 §10.2), the glossary's word otherwise.
"""

from __future__ import annotations

from functools import lru_cache
from typing import ClassVar

from referee.core.notation import Choice, Id, Int, Name, Notation
from referee.core.record import record
from referee.core.text import ascii_digits
from referee.i18n import t

from .catalog import OFFERS, SHIP_TYPES, buildings, ships
from .goods import ChitName, Goods

NOTATION = Notation(
    hint="lehavre.syntax.example", empty="lehavre.syntax.empty", unknown="lehavre.syntax.unknown"
)


def canonical_building(word: str) -> str | None:
    w = word.strip().upper()
    if ascii_digits(w) and len(w) <= 2:
        w = w.zfill(2)
    return w if w in buildings() else None


def canonical_item(word: str) -> str | None:
    """A building or a ship id."""
    w = word.strip().upper()
    if w.startswith("S") and ascii_digits(w[1:]) and len(w) <= 3:
        w = "S" + w[1:].zfill(2)
        return w if w in ships() else None
    return canonical_building(w)


_BUILDING = Id("building", canonical_building, "lehavre.syntax.not_building", ids=lambda: buildings())
_SPACE_ZH = {"法郎": "fr", "franc": "fr", "francs": "fr", "鱼": "fish", "木材": "wood", "黏土": "clay", "铁": "iron", "谷物": "grain", "牛": "cattle"}  # fmt: skip
_SHIP_ZH = {"木船": "wooden", "铁船": "iron", "钢船": "steel", "豪华客轮": "luxury", "wood": "wooden"}
_TRADE_ZH = {"钢": "steel", "木炭": "charcoal", "皮革": "leather", "砖": "brick"}


@NOTATION.kind(
    Choice("space", OFFERS, "lehavre.syntax.not_space", aliases=_SPACE_ZH),
    example="take wood",
    meaning="lehavre.notation.take",
    aliases=("拿取",),  # §3 "拿取该供应区内全部货物"
)
@record
class Take:
    """Main action: everything on one offer space."""

    kind: ClassVar[str] = "take"
    space: str


@NOTATION.kind(_BUILDING, example="enter 12", meaning="lehavre.notation.enter", aliases=("进入",))
@record
class Enter:
    """Main action: the disc onto a building, then its fee and its action."""

    kind: ClassVar[str] = "enter"
    building: str


@NOTATION.kind(Goods(), example="pay 1fish 1fr", meaning="lehavre.notation.pay", aliases=("支付",))
@record
class Pay:
    """A payment: an entry fee, energy, a building's or ship's materials, the food of a round end."""

    kind: ClassVar[str] = "pay"
    goods: str


@NOTATION.kind(Int("count", "N"), example="make 3", meaning="lehavre.notation.make", aliases=("加工",))
@record
class Make:
    """How many units a processing building turns (or Joinery's wood, Ironworks' extra iron)."""

    kind: ClassVar[str] = "make"
    count: int


@NOTATION.kind(_BUILDING, example="build 05", meaning="lehavre.notation.build", aliases=("建造",))
@record
class Build:
    """A building firm's action: the top building of a proposal stack."""

    kind: ClassVar[str] = "build"
    building: str


@NOTATION.kind(
    Choice("type", SHIP_TYPES, "lehavre.syntax.not_ship_type", aliases=_SHIP_ZH),
    example="ship wooden",
    meaning="lehavre.notation.ship",
    aliases=("造船",),  # §7 建造船只
)
@record
class BuildShip:
    """A wharf's action: the top ship of a type."""

    kind: ClassVar[str] = "ship"
    type: str


@NOTATION.kind(Goods(), example="pick 1fish 1wood", meaning="lehavre.notation.pick", aliases=("挑选",))
@record
class Pick:
    """The Marketplace: the different basic goods taken."""

    kind: ClassVar[str] = "pick"
    goods: str


@NOTATION.kind(Goods(), example="load 2bread", meaning="lehavre.notation.load", aliases=("装运",))
@record
class Load:
    """The Shipping Line: the goods shipped, each for its franc value."""

    kind: ClassVar[str] = "load"
    goods: str


@NOTATION.kind(Goods(), example="give 3wood", meaning="lehavre.notation.give", aliases=("交出",))
@record
class Give:
    """Goods handed in to a building for francs (the Bridge over the Seine)."""

    kind: ClassVar[str] = "give"
    goods: str


@NOTATION.kind(
    Choice(
        "target", ("steel", "charcoal", "leather", "brick"), "lehavre.syntax.not_target", aliases=_TRADE_ZH
    ),
    Goods(),
    example="trade steel 4wood",
    meaning="lehavre.notation.trade",
    aliases=("交换",),
)
@record
class Trade:
    """The Business Office: goods handed in for one good."""

    kind: ClassVar[str] = "trade"
    target: str
    goods: str


@NOTATION.kind(example="stop", meaning="lehavre.notation.stop", aliases=("停止",))
@record
class Stop:
    """Ends a building's optional further steps."""

    kind: ClassVar[str] = "stop"


@NOTATION.kind(
    Id("item", canonical_item, "lehavre.syntax.not_item", ids=lambda: [*buildings(), *ships()]),
    example="buy 05",
    meaning="lehavre.notation.buy",
    aliases=("购买",),
)
@record
class Buy:
    kind: ClassVar[str] = "buy"
    item: str


@NOTATION.kind(
    Id("item", canonical_item, "lehavre.syntax.not_item", ids=lambda: [*buildings(), *ships()]),
    example="sell S01",
    meaning="lehavre.notation.sell",
    aliases=("出售",),
)
@record
class Sell:
    kind: ClassVar[str] = "sell"
    item: str


@NOTATION.kind(example="repay", meaning="lehavre.notation.repay", aliases=("偿还",))
@record
class Repay:
    kind: ClassVar[str] = "repay"


@NOTATION.kind(Goods(), example="redeem 1fish", meaning="lehavre.notation.redeem", aliases=("赎回",))
@record
class Redeem:
    """Pawned goods bought back from the Pawnbroker's (040), 2 francs each, at any time."""

    kind: ClassVar[str] = "redeem"
    goods: str


@NOTATION.kind(
    Name("hands", "ID ID ID / ID ID ID ..."),
    example="deal 001 002 003 / 004 005 006",
    meaning="lehavre.notation.deal",
    aliases=("发牌",),
)
@record
class Deal:
    """Table: every player's 3 hand cards for the Construction Site (037), in seat order."""

    kind: ClassVar[str] = "deal"
    hands: str


@NOTATION.kind(_BUILDING, example="evict 05", meaning="lehavre.notation.evict", aliases=("驱逐",))
@record
class Evict:
    """The Tobacco Factory's owner, in their own turn outside an action: the other discs off one of
    their buildings (reference Part B §1)."""

    kind: ClassVar[str] = "evict"
    building: str


@NOTATION.kind(example="done", meaning="lehavre.notation.done", aliases=("pass", "完成"))
@record
class Done:
    """Ends the turn (after the main action; buying, selling and repaying stay open until then)."""

    kind: ClassVar[str] = "done"


@NOTATION.kind(
    ChitName(),
    example="chit wood fish",
    meaning="lehavre.notation.chit",
    aliases=("补给板块",),
)
@record
class Chit:
    """Table: the supply chit turned face up on the next supply space (seed §2.2), named by the two
    goods printed on it (`chit wood cattle`); `chit 1`, the catalog id old saves wrote, reads too."""

    kind: ClassVar[str] = "chit"
    chit: str


@NOTATION.kind(_BUILDING, example="special 023", meaning="lehavre.notation.special", aliases=("特殊建筑",))
@record
class Special:
    """Table: the special building turned up for the town (seed §9.5)."""

    kind: ClassVar[str] = "special"
    building: str


@NOTATION.kind(
    Name("players", "NAME, NAME, ..."),
    example="order Ann, Bob, Cid",
    meaning="lehavre.notation.order",
    aliases=("行动顺序",),  # §1 "玩家按照当前行动顺序轮流执行回合"
)
@record
class Order:
    """Table: the turn order, the start player first (seed §1), each player once, comma-separated."""

    kind: ClassVar[str] = "order"
    players: str


LeHavreMove = (
    Take
    | Enter
    | Pay
    | Make
    | Build
    | BuildShip
    | Pick
    | Load
    | Give
    | Trade
    | Stop
    | Buy
    | Sell
    | Repay
    | Evict
    | Redeem
    | Deal
    | Done
    | Chit
    | Special
)


def unread(state: object, move: object) -> str | None:
    """The form a deal of the hand cards is shown as (`deal <each player's 3 hand cards as dealt…>`):
    nobody picks a deal from thousands of made-up ones (issue 25, item 10). A supply chit or a
    special building turned up is one of the catalog's known pieces, listed by what is printed on
    it (`chit wood cattle`), as Looot's longships are: typing the goods one sees finds it."""
    return t("lehavre.unread.deal") if getattr(move, "kind", "") == "deal" else None


@lru_cache(maxsize=4096)
def parse(text: str) -> LeHavreMove:
    """A move of the notation. Cached: a replayed log repeats few texts ("done", "pay 1fr": 634 entries
    of a 5-player long game are 113 texts) and moves are frozen records; a refusal raises, never cached."""
    return NOTATION.parse(text)  # type: ignore[no-any-return]

"""Pendulum moves: one frozen record per kind, each declaring its notation once (referee.core.notation).

Every declaration in real time names its player (`Cy: place common green-top-2`): no one leads.
A space is `ZONE-ROW-N` (`purple-bottom-1`; 紫/绿/黑 and 上/下 are read too), both rows of a zone
being identical. A move that needs the time carries it as `@SECONDS` with one decimal (`@183.4`),
seconds of game time; the prompt fills it from the clock, scripts and saves always carry it, and
replay reads no clock. The table's reveals name card ids as printed; their values are declared once
through the core's `table: declare ID field=value`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar

from referee.core.notation import Choice, Fixed, Id, Int, Name, Notation, Part, Trailing
from referee.core.record import record
from referee.pendulum.state import ROWS, TRACKS, ZONES

NOTATION = Notation(
    hint="pendulum.syntax.example", empty="pendulum.syntax.empty", unknown="pendulum.syntax.unknown"
)

ZONE_WORDS = {"p": "purple", "g": "green", "b": "black", "紫": "purple", "绿": "green", "黑": "black"}
ROW_WORDS = {"t": "top", "b": "bottom", "上": "top", "下": "bottom", "上排": "top", "下排": "bottom"}
_SPACE = re.compile(r"([^-]+)-([^-]+)-([0-9]{1,2})")


# a space as a table reads it off the board, compact: zone letter, row letter, number (`gb2`, `绿下2`)
_SHORT = re.compile(r"([a-z]|紫|绿|黑)(t|b|上|下)?([0-9]{1,2})")


def canonical_space(word: str) -> str | None:
    """`green-top-2` from any spelling the notation reads (`g-t-2`, `gt2`, `绿-上-2`, `绿上2`), None if none."""
    m = _SPACE.fullmatch(word.lower()) or _SHORT.fullmatch(word.lower())
    if m is None or m.group(2) is None:
        return None
    zone = m.group(1) if m.group(1) in ZONES else ZONE_WORDS.get(m.group(1))
    row = m.group(2) if m.group(2) in ROWS else ROW_WORDS.get(m.group(2))
    n = int(m.group(3))
    if zone is None or row is None or n < 1:
        return None
    return f"{zone}-{row}-{n}"


def canonical_action_space(word: str) -> str | None:
    """The space of a worker action: `green-bottom-2` as `canonical_space` reads it, or, the row left
    out (`g2`, `green-2`, `绿2`), the zone and number alone (`green-2`, a component id): an action is
    only ever on the row with the hourglass, which the rules read from the position."""
    lowered = word.lower()
    m = _SHORT.fullmatch(lowered) or re.fullmatch(r"([^-]+)-([0-9]{1,2})", lowered)
    if m is None or (m.re is _SHORT and m.group(2) is not None):
        return canonical_space(word)
    zone = m.group(1) if m.group(1) in ZONES else ZONE_WORDS.get(m.group(1))
    n = int(m.groups()[-1])
    return f"{zone}-{n}" if zone is not None and n >= 1 else None


def canonical_card(word: str) -> str | None:
    """A card id as printed or as the table names it: letters, digits, `.`, `_`, `-`."""
    return word if re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,29}", word) else None


SECONDS_DIGITS = 9  # of a game time `@SECONDS.T`


class At(Trailing):
    """The optional last ` @SECONDS` (one decimal), kept in tenths of a second, None when left out."""

    def __init__(self, field: str = "at") -> None:
        self.word = "@"
        self.words = ("@", "于")  # 于 183.4: "at" as a Chinese table writes a time
        self.fields = (field,)
        self.groups = 1
        self._shown = "T"
        self.placeholder = "[@T]"

    def pattern(self, last: bool) -> str:
        # up to 9 digits of seconds, 31 years: a game left open or paused for days stays readable
        # (5 digits stopped at 27.7 hours: `@172804.6` was refused); bounded, as `int` is
        return rf"(?: ?(?:@|于 ?)([0-9]{{1,{SECONDS_DIGITS}}}(?:\.[0-9])?))?"

    def syntax_in(self, lang: str) -> str:
        return "[@秒]" if lang == "zh" else self.placeholder

    def spell(self, move: Any, lang: str) -> str:
        value = getattr(move, self.fields[0])
        return "" if value is None else f"@{value // 10}.{value % 10}"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        if captured[0] is None:
            return (None,)
        whole, _, tenth = captured[0].partition(".")
        return (int(whole) * 10 + int(tenth or 0),)

    def printed(self) -> str:
        name = self.fields[0]
        return f"{{'' if self.{name} is None else ' @%d.%d' % divmod(self.{name}, 10)}}"

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [(None,), (0,), (1834,), (999_999,), (1_728_046,), (10**SECONDS_DIGITS * 10 - 1,)]


class Words(Name):
    """Several one-word ids or names, kept as one space-separated string (`order Bob Ann Cid`)."""

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [("Ann",), ("Ann Bob Cid",), ("P1 P2 P3 P4",)]

    def pattern(self, last: bool) -> str:
        return r"(\S+(?: \S+)*)"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return (" ".join(captured[0].split()),)


def _space_ids() -> list[str]:
    return [f"{z}-{r}-{n}" for z in ZONES for r in ROWS for n in (1, 4)]


def _SPACE_PART(field: str) -> Id:  # noqa: N802 - reads like the other parts
    return Id(field, canonical_space, "pendulum.syntax.not_space", placeholder="SPACE", ids=_space_ids)


def _CARD(field: str) -> Id:  # noqa: N802
    return Id(
        field, canonical_card, "pendulum.syntax.not_card", placeholder="CARD", ids=lambda: ["P1", "C3", "A10"]
    )


_TYPE = Choice(
    "worker",
    ("common", "grande"),
    "pendulum.syntax.not_worker",
    aliases={"普通": "common", "普通工人": "common", "大": "grande", "大工人": "grande"},
)
_ZONE = Choice(
    "zone", ZONES, "pendulum.syntax.not_zone", aliases={"紫": "purple", "绿": "green", "黑": "black"}
)
_TRACK = Choice(
    "track",
    TRACKS,
    "pendulum.syntax.not_track",
    aliases={"权力": "power", "威望": "prestige", "人气": "popularity"},
)


# -- the table's set-up declarations ----------------------------------------------------------


@NOTATION.kind(
    Int("purple", "P"),
    Int("green", "G"),
    Int("black", "B"),
    example="board 4 4 3",
    meaning="pendulum.notation.board",
    aliases=("游戏面板",),  # line 5 "1 块游戏面板"
)
@record
class Board:
    """Table: the action spaces of each row of the purple, green and black zones on the board side used."""

    kind: ClassVar[str] = "board"
    purple: int
    green: int
    black: int


class Triple(Part):
    """Three small integers `a/b/c` (the coin/military/culture or power/prestige/popularity of a mat)."""

    def __init__(self, field: str, placeholder: str) -> None:
        self._one_field(field, placeholder)

    def pattern(self, last: bool) -> str:
        return r"([0-9]{1,2}/[0-9]{1,2}/[0-9]{1,2})"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return ("/".join(str(int(x)) for x in captured[0].split("/")),)

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [("1/2/1",), ("10/0/3",)]


@NOTATION.kind(
    Name("player"),
    _CARD("character"),
    Choice(
        "side",
        ("basic", "advanced"),
        "pendulum.syntax.not_side",
        aliases={"基础": "basic", "进阶": "advanced"},
    ),
    Fixed("start", aliases=("起始",)),
    Triple("start", "C/M/U"),
    Fixed("parchment", aliases=("羊皮纸",)),
    Triple("parchment", "P/R/L"),
    Fixed("end", aliases=("末端",)),
    Triple("end", "P/R/L"),
    example="character Ann Ambrosia basic start 1/2/1 parchment 7/8/6 end 9/10/8",
    meaning="pendulum.notation.character",
    aliases=("角色",),  # line 20 "随机选择角色拿对应玩家面板"
)
@record
class Character:
    """Table: a player's character and mat side, with the mat's printed start resources (coin/military/
    culture), where each track's parchment starts and its last space (power/prestige/popularity)."""

    kind: ClassVar[str] = "character"
    player: str
    character: str
    side: str
    start: str  # "1/2/1"
    parchment: str
    end: str

    def numbers(self, part: str) -> tuple[int, int, int]:
        a, b, c = (int(x) for x in str(getattr(self, part)).split("/"))
        return (a, b, c)


_ORDER_SEPARATOR = re.compile(r"[,，、]")  # as between the names of `referee new`


def order_text(names: Sequence[str]) -> str:
    """The names of an `order` as listed: commas between them where a name has a space in it."""
    return (", " if any(" " in n for n in names) else " ").join(names)


def order_names(text: str, players: Sequence[str]) -> tuple[str, ...] | None:
    """The players an `order` names, first first, spelled as at `new`; None unless it names each
    exactly once. Commas separate the names (`order Mary Ann, Bob`); without commas the words are
    cut into names, which must go one way only (`order Mary Ann Bob`)."""
    known = {" ".join(p.split()).casefold(): p for p in players}
    if _ORDER_SEPARATOR.search(text):
        named = [known.get(" ".join(w.split()).casefold()) for w in _ORDER_SEPARATOR.split(text)]
        found = [n for n in named if n is not None]
        return tuple(found) if len(found) == len(named) and sorted(found) == sorted(players) else None
    words = text.casefold().split()
    ways: list[tuple[str, ...]] = []

    def cut(at: int, taken: tuple[str, ...]) -> None:
        if len(ways) > 1:
            return
        if at == len(words):
            ways.append(taken)
        for end in range(at + 1, len(words) + 1):
            name = known.get(" ".join(words[at:end]))
            if name is not None and name not in taken:
                cut(end, (*taken, name))

    cut(0, ())
    complete = [w for w in ways if len(w) == len(players)]
    return complete[0] if len(ways) == 1 and complete else None


@NOTATION.kind(
    Words("names", "NAME..."),
    example="order Bob Ann Cid",
    meaning="pendulum.notation.order",
    aliases=("特权轨",),  # line 24 "六边形特权标记随机摆在版图的特权轨上"
)
@record
class Order:
    """Table: the privilege track at random, first first."""

    kind: ClassVar[str] = "order"
    names: str


@NOTATION.kind(
    Words("spaces", "SPACE..."),
    example="neutral green-top-1 green-bottom-1 purple-top-2 purple-bottom-2",
    meaning="pendulum.notation.neutral",
    aliases=("中立",),  # line 69 "中立工人"
)
@record
class Neutral:
    """Table (2 players): the four single spaces of green and purple the neutral workers block."""

    kind: ClassVar[str] = "neutral"
    spaces: str


@NOTATION.kind(
    _CARD("card"),
    example="achievement A3",
    meaning="pendulum.notation.achievement",
    aliases=("成就卡",),  # line 12 "10 张成就卡洗混后"
)
@record
class Achievement:
    """Table: the achievement card turned face up (set-up, and each next round)."""

    kind: ClassVar[str] = "achievement"
    card: str


@NOTATION.kind(
    Words("cards", "CARD..."),
    example="provinces P1 P2 P3 P4",
    meaning="pendulum.notation.provinces",
    aliases=("领地卡",),  # line 13 "56 张领地卡"
)
@record
class Provinces:
    """Table: the four provinces dealt face up to the display (set-up, and each next round)."""

    kind: ClassVar[str] = "provinces"
    cards: str


@NOTATION.kind(
    Words("cards", "CARD..."),
    example="rewards C1 C2 C3 C4 C5",
    meaning="pendulum.notation.rewards",
    aliases=("议会奖励",),  # line 55 "领取议会奖励牌"
)
@record
class Rewards:
    """Table: the five council rewards dealt face up (set-up, and each next round)."""

    kind: ClassVar[str] = "rewards"
    cards: str


@NOTATION.kind(
    _CARD("card"),
    example="reveal P9",
    meaning="pendulum.notation.reveal",
    aliases=("补牌",),  # line 50 "任何玩家可从牌堆补牌"
)
@record
class Reveal:
    """Table: a province from the deck into an empty place of the display."""

    kind: ClassVar[str] = "reveal"
    card: str


@NOTATION.kind(
    At(),
    example="start @0.0",
    meaning="pendulum.notation.start",
    aliases=("开始",),  # line 27 "同时把三个沙漏翻到下排，开始游戏"
)
@record
class Start:
    """Table: all three hourglasses flipped together, starting the real time of a round."""

    kind: ClassVar[str] = "start"
    at: int | None = None


@NOTATION.kind(
    Choice(
        "mode",
        ("timed", "untimed"),
        "pendulum.syntax.not_clock",
        aliases={"计时": "timed", "无计时": "untimed"},
    ),
    example="clock untimed",
    meaning="pendulum.notation.clock",
    aliases=("计时面板",),  # line 71 "使用计时面板与时间标记"
)
@record
class Clock:
    """Table: switch between the timed and the untimed mode (seed 四 无计时模式)."""

    kind: ClassVar[str] = "clock"
    mode: str


@NOTATION.kind(
    Words("steps", "STEP..."),
    example="panel black green black purple",
    meaning="pendulum.notation.panel",
    aliases=("计时面板顺序",),  # line 71 "按面板指示翻转沙漏"
)
@record
class Panel:
    """Table (untimed mode): the timing panel's sequence of flips as printed, declared once; a step
    that flips several hourglasses joins them with `+` (`black+purple`)."""

    kind: ClassVar[str] = "panel"
    steps: str


@NOTATION.kind(example="ready", meaning="pendulum.notation.ready", aliases=("准备好",))
@record
class Ready:
    """Untimed mode: the player has finished for now; the panel's next flip waits for everyone."""

    kind: ClassVar[str] = "ready"


@NOTATION.kind(At(), example="pause @61.2", meaning="pendulum.notation.pause", aliases=("暂停",))
@record
class Pause:
    """Table: the three hourglasses laid on their side: game time stops."""

    kind: ClassVar[str] = "pause"
    at: int | None = None


@NOTATION.kind(At(), example="resume @61.2", meaning="pendulum.notation.resume", aliases=("恢复",))
@record
class Resume:
    """Table: the hourglasses stood up again: game time runs on."""

    kind: ClassVar[str] = "resume"
    at: int | None = None


class Before(Trailing):
    """An optional last ` before MOVE`: the placement the privileged player made at the instant of a
    flip (`privilege Ann before place common green-top-2`), kept as the move's canonical text."""

    def __init__(self, field: str = "before") -> None:
        self.word = "before"
        self.words = ("before", "先于")
        self.fields = (field,)
        self.groups = 1
        self._shown = "MOVE"
        self.placeholder = "[before MOVE]"

    def pattern(self, last: bool) -> str:
        return r"(?: (?:before|先于) (\S.{0,80}))?"

    def syntax_in(self, lang: str) -> str:
        return "[先于 行动]" if lang == "zh" else self.placeholder

    def spell(self, move: Any, lang: str) -> str:
        value = getattr(move, self.fields[0])
        return "" if value is None else f"{'先于' if lang == 'zh' else 'before'} {value}"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        if captured[0] is None:
            return (None,)
        text = " ".join(captured[0].split())
        try:
            return (str(NOTATION.parse(text)),)
        except Exception:  # an unreadable move stays as typed: validation says what is wrong
            return (text,)

    def printed(self) -> str:
        name = self.fields[0]
        return f"{{'' if self.{name} is None else ' before ' + self.{name}}}"

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [(None,), ("place common green-top-2",)]


_SUFFIX_IN_NAME = re.compile(r"\s(?:before|先于)(?=\s|$)", re.IGNORECASE)


def suffix_in_name(name: str) -> bool:
    """Whether `privilege NAME` would read part of this name as its ` before MOVE` suffix."""
    return _SUFFIX_IN_NAME.search(name) is not None


class OneName(Name):
    """A player's name, of any words, followed by an optional suffix: the shortest that leaves the
    suffix whole (`privilege Mary Ann before place ...`, `effect Mary Ann none`; a name with the word
    `before` after its first word is refused at `new`)."""

    def pattern(self, last: bool) -> str:
        return r"(\S.*?)"

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [("Ann",), ("Bob",), ("Mary Ann",)]


@NOTATION.kind(
    OneName("player"),
    Before(),
    example="privilege Bob",
    meaning="pendulum.notation.privilege",
    aliases=("特权",),  # line 66 "特权判定"
)
@record
class Privilege:
    """Table: the player named was first within the grace, so the last contested move is theirs."""

    kind: ClassVar[str] = "privilege"
    player: str
    before: str | None = None


# -- the players' moves -------------------------------------------------------------------------


@NOTATION.kind(
    _TYPE,
    _SPACE_PART("space"),
    example="place common green-top-2",
    meaning="pendulum.notation.place",
    aliases=("放置",),
)
@record
class Place:
    kind: ClassVar[str] = "place"
    worker: str
    space: str


@NOTATION.kind(
    _TYPE,
    _SPACE_PART("source"),
    Fixed("to", aliases=("到",)),
    _SPACE_PART("space"),
    example="move grande black-top-1 to green-top-2",
    meaning="pendulum.notation.move",
    aliases=("移动",),
)
@record
class MoveWorker:
    kind: ClassVar[str] = "move"
    worker: str
    source: str
    space: str


@NOTATION.kind(
    _TYPE,
    _SPACE_PART("space"),
    example="remove common green-top-2",
    meaning="pendulum.notation.remove",
    aliases=("撤走",),
)
@record
class Remove:
    kind: ClassVar[str] = "remove"
    worker: str
    space: str


@NOTATION.kind(
    _SPACE_PART("space"), example="act green-bottom-2", meaning="pendulum.notation.act", aliases=("行动",)
)
@record
class Act:
    kind: ClassVar[str] = "act"
    space: str


@NOTATION.kind(example="pay", meaning="pendulum.notation.pay", aliases=("付",))
@record
class Pay:
    kind: ClassVar[str] = "pay"


class Printed(Trailing):
    """An optional last ` BUNDLE`: the reward as printed, named when the referee does not know it yet."""

    def __init__(self, field: str = "reward") -> None:
        self.word = "reward"
        self.words = ("reward", "奖励")  # never typed: the bundle itself follows the keyword
        self.fields = (field,)
        self.groups = 1
        self._shown = "REWARD"
        self.placeholder = "[REWARD]"

    def pattern(self, last: bool) -> str:
        return r"(?: ?([a-z0-9+]{1,40}))?"

    def syntax_in(self, lang: str) -> str:
        return "[奖励]" if lang == "zh" else self.placeholder

    def spell(self, move: Any, lang: str) -> str:
        value = getattr(move, self.fields[0])
        return "" if value is None else str(value)

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return (None if captured[0] is None else captured[0].lower(),)

    def printed(self) -> str:
        name = self.fields[0]
        return f"{{'' if self.{name} is None else ' ' + self.{name}}}"

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [(None,), ("coin2",), ("military2+votes1",)]


@NOTATION.kind(Printed(), example="take", meaning="pendulum.notation.take", aliases=("领",))
@record
class Take:
    """Take the open action's reward; the first time a space is used its printed reward is named
    (`take military2+votes1`) and checked on every later use."""

    kind: ClassVar[str] = "take"
    reward: str | None = None


class _Chosen(Choice):
    """The track of a chosen prestige. `legendary` is read too, so that the rules refuse it with its
    passage (line 55 均不含传奇成就) rather than as a typo; the syntax lists only the three tracks."""

    def syntax(self) -> str:
        return "|".join(TRACKS)

    def syntax_in(self, lang: str) -> str:
        return "|".join(self.word_for(c, lang) for c in TRACKS)


_CHOSEN = _Chosen(
    "track",
    (*TRACKS, "legendary"),
    "pendulum.syntax.not_track",
    aliases={**_TRACK.aliases, "传奇": "legendary"},
)


@NOTATION.kind(
    Id(
        "space",
        canonical_action_space,
        "pendulum.one_line.not_space",
        placeholder="SPACE",
        ids=lambda: ["green-2", "purple-1", "black-bottom-3"],
    ),
    Printed(),
    example="do green-2 culture1+votes2",
    meaning="pendulum.one_line.do",
    aliases=("做",),
)
@record
class Do:
    """A whole worker action in one line (issue 25): act on the space, pay its cost, take its reward,
    the reward named as printed the first time the space is used. `space` without its row
    (`green-2`) is the space on the row with the hourglass. The parts are judged one by one as if
    declared apart (rules/one_line.py); the line is one move, one log entry."""

    kind: ClassVar[str] = "do"
    space: str
    reward: str | None = None


@NOTATION.kind(_CHOSEN, example="choose power", meaning="pendulum.notation.choose", aliases=("自选",))
@record
class Choose:
    kind: ClassVar[str] = "choose"
    track: str


@NOTATION.kind(_CARD("card"), example="conquer P2", meaning="pendulum.notation.conquer", aliases=("征服",))
@record
class Conquer:
    kind: ClassVar[str] = "conquer"
    card: str


@NOTATION.kind(_CARD("card"), example="play Ambrosia.s1", meaning="pendulum.notation.play", aliases=("打出",))
@record
class Play:
    kind: ClassVar[str] = "play"
    card: str


@NOTATION.kind(example="reclaim", meaning="pendulum.notation.reclaim", aliases=("回收",))
@record
class Reclaim:
    kind: ClassVar[str] = "reclaim"


@NOTATION.kind(
    Choice(
        "what",
        ("legendary", "reward"),
        "pendulum.syntax.not_claim",
        aliases={"传奇": "legendary", "奖励": "reward"},
    ),
    example="claim legendary",
    meaning="pendulum.notation.claim",
    aliases=("认领",),
)
@record
class Claim:
    kind: ClassVar[str] = "claim"
    what: str


@NOTATION.kind(_ZONE, At(), example="flip green @183.4", meaning="pendulum.notation.flip", aliases=("翻转",))
@record
class Flip:
    kind: ClassVar[str] = "flip"
    zone: str
    at: int | None = None


@NOTATION.kind(example="done", meaning="pendulum.notation.done", aliases=("完成",))
@record
class Done:
    kind: ClassVar[str] = "done"


# the council rewards that are no card id: the grande-worker card, the general reward, nothing
PICK_WORDS = {"grande": "grande", "general": "general", "none": "none"}
PICK_ALIASES = {"大工人": "grande", "通用": "general", "通用奖励": "general", "无": "none"}


def canonical_pick(word: str) -> str | None:
    """A council reward as a table names it: a card id, or grande / general / none in either language."""
    return PICK_WORDS.get(word.lower()) or PICK_ALIASES.get(word) or canonical_card(word)


class _Reward(Id):
    """A council reward: a card id as printed, or a word that a Chinese table writes in Chinese."""

    def spell(self, move: Any, lang: str) -> str:
        value = str(getattr(move, self.fields[0]))
        if lang == "zh" and value in PICK_WORDS:
            return next(w for w, c in PICK_ALIASES.items() if c == value)
        return value


@NOTATION.kind(
    _Reward(
        "card",
        canonical_pick,
        "pendulum.syntax.not_card",
        placeholder="CARD",
        ids=lambda: ["C3", "grande", "general", "none"],
    ),
    example="pick C3",
    meaning="pendulum.notation.pick",
    aliases=("领取",),
)
@record
class Pick:
    """A council reward: a face-up card, `grande` (the grande-worker card), `general` (the general
    reward of the council board) or `none` (nothing left to take)."""

    kind: ClassVar[str] = "pick"
    card: str


@NOTATION.kind(_CARD("card"), example="discard P2", meaning="pendulum.notation.discard", aliases=("移除",))
@record
class Discard:
    kind: ClassVar[str] = "discard"
    card: str


class Answer(Part):
    """The table's answer for a card effect, its last word: what it gave, then what it took after a
    `-` (`power1-coin2`), or `none`. Never left out, so that the name before it may have spaces."""

    def __init__(self, field: str) -> None:
        self._one_field(field, "REWARD")

    def pattern(self, last: bool) -> str:
        return r"([a-z0-9+\-]{1,40})"

    def syntax_in(self, lang: str) -> str:
        return "奖励" if lang == "zh" else self.placeholder

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return (captured[0].lower(),)

    def samples(self) -> Sequence[tuple[Any, ...]]:
        return [("none",), ("coin2",), ("power1-coin2",)]


@NOTATION.kind(
    OneName("player"),
    Answer("bundle"),
    example="effect Ann coin1+votes1",
    meaning="pendulum.notation.effect",
    aliases=("效果",),
)
@record
class TableEffect:
    """Table: what a card's printed effect gave a player, where the engine's items cannot say it
    (`reward=…+table1`): the gains as a bundle, what it took after a `-` (`power1-coin2`), or `none`."""

    kind: ClassVar[str] = "effect"
    player: str
    bundle: str


def parse(text: str) -> Any:
    return NOTATION.parse(text)

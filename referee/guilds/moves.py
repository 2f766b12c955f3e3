"""Guilds moves: one frozen record per kind, each declaring its notation once (referee.core.notation).

`str(move)` is the notation and `parse` reads it back; the rows of `referee moves guilds` and the
tables of notation.md beside it come from the same declarations. Positions are a row letter and a column
number (`B3`: second row from the top, third column from the left). Every keyword and fixed word
has a Chinese alias (a test demands it): the seed's own word where it has one, with its line in
seeds/000_825e9906aa22c0d3.txt. Component ids (T5, C12, M3) and player names stay as written.
"""

from __future__ import annotations

from typing import Any, ClassVar

from referee.core.ledger import Values
from referee.core.notation import Fixed, Id, Int, Name, Notation, Part, Refused, quoted, say
from referee.core.record import record
from referee.guilds.catalog import (
    ABILITIES,
    CARD_IDS,
    FIELDS,
    MAYOR_IDS,
    POSITIONS,
    SUITS,
    TILE_IDS,
    canonical,
    canonical_pos,
    kind_of,
)

NOTATION = Notation(
    hint="guilds.syntax.example", empty="guilds.syntax.empty", unknown="guilds.syntax.unknown"
)

# the words a place may be named by besides a position (the seed's: 公会大厅 line 31, 公共储备 line 31,
# 种植园 line 46)
HALL, SUPPLY, PLANTATION = "hall", "supply", "plantation"
_PLACE_WORDS = {
    "hall": HALL,
    "大厅": HALL,
    "supply": SUPPLY,
    "储备": SUPPLY,
    "plantation": PLANTATION,
    "种植园": PLANTATION,
}


def _place(*allowed: str):  # type: ignore[no-untyped-def]
    def canonical_place(text: str) -> str | None:
        word = _PLACE_WORDS.get(text.lower())
        if word is not None:
            return word if word in allowed else None
        return canonical_pos(text)

    return canonical_place


def _component(kind: str):  # type: ignore[no-untyped-def]
    def read(text: str) -> str | None:
        cid = canonical(text)
        return cid if cid is not None and kind_of(cid) == kind else None

    return read


class Place(Id):
    """A position, or one of the words of a place (`hall`, `supply`, `plantation`), spelt in the
    table's language (`大厅`); the save keeps the English word."""

    def spell(self, move: Any, lang: str) -> str:
        value = str(getattr(move, self.fields[0]))
        return _PLACE_ZH.get(value, value) if lang == "zh" else value


_PLACE_ZH = {HALL: "大厅", SUPPLY: "储备", PLANTATION: "种植园"}


def _pos_part(field: str, *words: str, placeholder: str = "POS") -> Place:
    return Place(
        field,
        _place(*words),
        "guilds.syntax.not_place",
        placeholder=placeholder,
        ids=lambda: (*POSITIONS, *words),
    )


_TILE = Id("tile", _component("tile"), "guilds.syntax.not_tile", placeholder="TILE", ids=lambda: TILE_IDS)
_CARD = Id("card", _component("card"), "guilds.syntax.not_card", placeholder="CARD", ids=lambda: CARD_IDS)
_MAYOR = Id(
    "card", _component("mayor"), "guilds.syntax.not_mayor", placeholder="MAYOR", ids=lambda: MAYOR_IDS
)
_AT = Fixed("at", aliases=("在",))


# -- the table's declarations ------------------------------------------------------------------


@NOTATION.kind(
    _TILE, _AT, _pos_part("pos"), example="tile T5 at B3", meaning="guilds.notation.tile", aliases=("板块",)
)  # line 8 公会板块
@record
class LayTile:
    """Table: a guild tile laid face up at a position (set-up), or revealed there at growth."""

    kind: ClassVar[str] = "tile"
    tile: str
    pos: str


@NOTATION.kind(_pos_part("pos"), example="facedown C4", meaning="guilds.notation.facedown", aliases=("背面",))
@record
class FaceDown:
    """Table: a face-down tile at a position (turned face up later by `tile ID at POS`)."""

    kind: ClassVar[str] = "facedown"
    pos: str


@NOTATION.kind(
    _pos_part("source", SUPPLY, placeholder="FROM"),
    _pos_part("target", SUPPLY, placeholder="TO"),
    example="neutral supply B3",
    meaning="guilds.notation.neutral",
    aliases=("执事",),  # line 10 中立棋子（执事）
)
@record
class MoveNeutral:
    """Table: a neutral piece moved (set-up, growth: seed line 48 移动执事)."""

    kind: ClassVar[str] = "neutral"
    source: str
    target: str


@NOTATION.kind(_pos_part("pos"), example="beadle B3", meaning="guilds.notation.beadle", aliases=("差役",))
@record
class MoveBeadle:
    """Table: the beadle put on a tile (house rule neutral=beadle)."""

    kind: ClassVar[str] = "beadle"
    pos: str


@NOTATION.kind(
    Int("count", "N", digits=2), example="hall 2", meaning="guilds.notation.hall", aliases=("大厅",)
)
@record
class HallStart:
    """Table: how many liverymen each player puts in their hall at set-up (the rest is the supply)."""

    kind: ClassVar[str] = "hall"
    count: int


@NOTATION.kind(Name("player"), example="start Ann", meaning="guilds.notation.start", aliases=("起始",))
@record
class Start:
    """Table: the start player drawn at random (seed line 20)."""

    kind: ClassVar[str] = "start"
    player: str


@NOTATION.kind(example="done", meaning="guilds.notation.done", aliases=("完成",))
@record
class Done:
    """The table ends laying the city or a growth; a player ends an ability or a last-round turn."""

    kind: ClassVar[str] = "done"


@NOTATION.kind(
    Name("player"),
    Int("vp", "VP", digits=2),
    example="plantation Ann 3",
    meaning="guilds.notation.plantation",
    aliases=("种植园",),  # line 46 结算种植园
)
@record
class PlantationScore:
    """Table: the plantation VP one player scores at growth."""

    kind: ClassVar[str] = "plantation"
    player: str
    vp: int


@NOTATION.kind(
    Name("player"), _MAYOR, example="mayor Ann M3", meaning="guilds.notation.mayor", aliases=("市长",)
)
@record
class RevealMayor:
    """Table: the mayor card a player reveals at the end (seed line 62)."""

    kind: ClassVar[str] = "mayor"
    player: str
    card: str


@NOTATION.kind(
    Name("player"),
    Int("times", "N", digits=2),
    example="satisfied Ann 2",
    meaning="guilds.notation.satisfied",
    aliases=("满足",),  # line 53 满足多张卡的计分条件
)
@record
class Satisfied:
    """Table: how many times a revealed mayor card's condition is met, where the table counts."""

    kind: ClassVar[str] = "satisfied"
    player: str
    times: int


# -- the players' moves ------------------------------------------------------------------------


@NOTATION.kind(
    _CARD, example="play C12", meaning="guilds.notation.play", aliases=("出牌", "打出")
)  # line 30 打出
@record
class Play:
    """A player shows the action card they play; its use follows."""

    kind: ClassVar[str] = "play"
    card: str


@NOTATION.kind(example="hire", meaning="guilds.notation.hire", aliases=("雇佣",))  # line 31 雇佣会员
@record
class Hire:
    kind: ClassVar[str] = "hire"


@NOTATION.kind(
    _pos_part("source", HALL, placeholder="FROM"),
    _pos_part("target", PLANTATION, placeholder="TO"),
    example="move hall B3",
    meaning="guilds.notation.move",
    aliases=("移动",),  # line 32 移动会员
)
@record
class MovePiece:
    """A liveryman moved from the hall or a tile to a tile (or to the plantation by an ability)."""

    kind: ClassVar[str] = "move"
    source: str
    target: str


@NOTATION.kind(example="ability", meaning="guilds.notation.ability", aliases=("能力",))  # line 33 特殊能力
@record
class Ability:
    kind: ClassVar[str] = "ability"


@NOTATION.kind(example="withdraw", meaning="guilds.notation.withdraw", aliases=("收回",))
@record
class Withdraw:
    """The played card goes back to the hand: it has no use the position allows."""

    kind: ClassVar[str] = "withdraw"


DUE = "due"  # a count left out: what the rule wants now, which the referee knows


class DueCount(Part):
    """A number of cards the referee knows (issue 25, item 9): `N`, or nothing (kept as `due`)."""

    def __init__(self, field: str) -> None:
        self._one_field(field, "[N]")

    def pattern(self, last: bool) -> str:
        return "(due|所需|[0-9]{1,2})?"

    def read(self, captured: Any) -> tuple[Any, ...]:
        text = captured[0]
        return (int(text) if text and text.isdigit() else DUE,)

    def spell(self, move: Any, lang: str) -> str:
        value = getattr(move, self.fields[0])
        return "所需" if value == DUE and lang == "zh" else str(value)

    def samples(self) -> list[tuple[Any, ...]]:
        return [(2,), (0,), (DUE,)]


@NOTATION.kind(
    DueCount("count"), example="draw 2", meaning="guilds.notation.draw", aliases=("抽牌",)
)  # line 35
@record
class Draw:
    """The end of the turn: `draw` alone (stored `draw due`) draws what is due."""

    kind: ClassVar[str] = "draw"
    count: int | str


@NOTATION.kind(example="reshuffle", meaning="guilds.notation.reshuffle", aliases=("洗牌",))  # line 15 洗混
@record
class Reshuffle:
    """Table: the discard pile shuffled into a new draw pile (the pile is too short for a draw)."""

    kind: ClassVar[str] = "reshuffle"


@NOTATION.kind(DueCount("count"), example="discard 1", meaning="guilds.notation.discard", aliases=("弃牌",))
@record
class Discard:
    """Down to the hand limit: `discard` alone (stored `discard due`) discards what is over it."""

    kind: ClassVar[str] = "discard"
    count: int | str


@NOTATION.kind(
    Name("player"), example="swap Bob", meaning="guilds.notation.swap", aliases=("替换",)
)  # line 41
@record
class Swap:
    """Negotiation: one of `player`'s liverymen on the tile is replaced by a neutral piece."""

    kind: ClassVar[str] = "swap"
    player: str


@NOTATION.kind(example="pass", meaning="guilds.notation.pass", aliases=("放弃",))
@record
class Pass:
    kind: ClassVar[str] = "pass"


# -- a card played and used in one line ---------------------------------------------------------


# The words of the line `use C12 anchor move hall A1` (typed `C12 anchor hall A1`): a suit in
# either language (seed line 7 罗盘、锚、十字、镰刀、皇冠), a field named in either language, an
# ability's family in either language (the seed's verbs of lines 31-33, 46, 52 where it has one).
def _bilingual(english: Any, chinese: dict[str, str]) -> tuple[dict[str, str], dict[str, str]]:
    """The words read in either language (each to its English word), and each word's Chinese."""
    return {**{w: w for w in english}, **chinese}, {v: k for k, v in chinese.items()}


_SUIT_WORDS, _SUIT_ZH = _bilingual(
    SUITS, {"罗盘": "compass", "锚": "anchor", "十字": "cross", "镰刀": "sickle", "皇冠": "crown"}
)
_FIELD_WORDS, _FIELD_ZH = _bilingual(
    FIELDS["card"], {"花色": "suits", "能力": "ability", "数值": "power", "费用": "cost"}
)
_ABILITY_WORDS, _ABILITY_ZH = _bilingual(
    ABILITIES,
    {
        "雇佣": "hire",
        "移动": "move",
        "种植园": "plantation",
        "大师": "master",
        "抽牌": "draw",
        "其他": "other",
    },
)
_HIRE, _MOVE, _ABILITY = ("hire", "雇佣"), ("move", "移动"), ("ability", "能力")


@record
class Usage:
    """What a card played in one line does, with the printed values the line declares (in the
    order of `catalog.FIELDS`): `suits=anchor move hall A1`."""

    values: tuple[tuple[str, int | str], ...]
    action: Any  # Hire | MovePiece | Ability

    def __str__(self) -> str:
        return " ".join(self.words(lambda key, value: f"{key}={value}", str(self.action), lambda a: a))

    def words(self, value: Any, action: str, family: Any) -> list[str]:
        """The line's words: its values, then the use; an ability's family follows `ability`
        (`suits=anchor ability master power=2 cost=1`)."""
        given = dict(self.values)
        if isinstance(self.action, Ability) and "ability" in given:
            head = [value(k, v) for k, v in self.values if k == "suits"]
            tail = [value(k, v) for k, v in self.values if k in ("power", "cost")]
            return [*head, action, family(given["ability"]), *tail]
        return [*(value(k, v) for k, v in self.values), action]


def _suits(word: str) -> str | None:
    """`anchor+crown`, `锚+皇冠` -> "anchor+crown"; None if the word is not suits."""
    parts = [_SUIT_WORDS.get(w.lower()) for w in word.split("+")]
    return "+".join(p for p in parts if p) if all(parts) else None


def names_values(word: str) -> bool:
    """Whether a line's first word is a printed value (a suit, `cost=1`): a card named by them."""
    return _suits(word) is not None or word.partition("=")[0].lower() in _FIELD_WORDS and "=" in word


def _value(key: str, text: str) -> int | str | None:
    if key == "suits":
        return _suits(text)
    if key == "ability":
        return _ABILITY_WORDS.get(text.lower())
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 2 else None


def read_usage(words: list[str]) -> Usage:
    """The words after the card: printed values (a suit, `cost=1`), then `hire`, `ability [FAMILY]`
    or a move (`move FROM TO`, or just `FROM TO`); values may follow `ability` too."""
    found: dict[str, int | str] = {}
    action: Any = None

    def given(key: str, value: int | str | None, word: str) -> None:
        if value is None:
            raise Refused(say("guilds.syntax.not_value", word=quoted(word), field=key))
        if key in found:
            raise Refused(say("guilds.syntax.value_twice", field=key))
        found[key] = value

    i = 0
    while i < len(words):
        word, low = words[i], words[i].lower()
        i += 1
        if "=" in word:
            name, _, text = word.partition("=")
            key = _FIELD_WORDS.get(name.lower())
            if key is None:
                raise Refused(say("guilds.syntax.not_field", word=quoted(name)))
            given(key, _value(key, text), word)
        elif _suits(word) is not None:
            given("suits", _suits(word), word)
        elif action is None and low in _HIRE:
            action = Hire()
        elif action is None and low in _ABILITY:
            action = Ability()
            if i < len(words) and words[i].lower() in _ABILITY_WORDS:
                given("ability", _ABILITY_WORDS[words[i].lower()], words[i])
                i += 1
                # bare numbers after the family: its strength then its cost (`master 2 1`), only
                # the cost for `other`, which has no strength (the short form of `power=2 cost=1`)
                keys = ["cost"] if found["ability"] == "other" else ["power", "cost"]
                while keys and i < len(words) and words[i].isascii() and words[i].isdigit():
                    given(keys.pop(0), _value("power", words[i]), words[i])
                    i += 1
        elif action is None and (low in _MOVE or _place(HALL)(word) is not None):
            start = i if low in _MOVE else i - 1
            if start + 2 > len(words):
                raise Refused(say("guilds.syntax.use_move"))
            source, target = _place(HALL)(words[start]), _place(PLANTATION)(words[start + 1])
            if source is None or target is None:
                bad = words[start] if source is None else words[start + 1]
                raise Refused(say("guilds.syntax.not_place", word=quoted(bad)))
            action, i = MovePiece(source, target), start + 2
        else:
            raise Refused(say("guilds.syntax.use_word", word=quoted(word)))
    if action is None:
        raise Refused(say("guilds.syntax.use_action"))
    order = FIELDS["card"]
    return Usage(tuple((k, found[k]) for k in order if k in found), action)


def spell_usage(usage: Usage, lang: str) -> str:
    """The line's use as a table typing in `lang` writes it (it reads back as the same)."""
    if lang != "zh":
        return str(usage)

    def value(key: str, given: Any) -> str:
        if key == "suits":
            return "+".join(_SUIT_ZH[s] for s in str(given).split("+"))
        shown = _ABILITY_ZH[str(given)] if key == "ability" else given
        return f"{_FIELD_ZH[key]}={shown}"

    return " ".join(usage.words(value, NOTATION.spell(usage.action, lang), lambda a: _ABILITY_ZH[a]))


class Rest(Part):
    """The rest of a line, one field, read from its words by `read` and spelt by `spell` (a
    one-line use, a tile's printed values); `shown` are sample values for the round-trip tests."""

    def __init__(
        self, field: str, placeholder: str, read: Any, spell: Any, shown: list[tuple[Any, ...]]
    ) -> None:
        self._one_field(field, placeholder)
        self._read, self._spell, self._shown = read, spell, shown

    def pattern(self, last: bool) -> str:
        return "(.+)"

    def read(self, captured: Any) -> tuple[Any, ...]:
        return (self._read(captured[0].split()),)

    def spell(self, move: Any, lang: str) -> str:
        return str(self._spell(getattr(move, self.fields[0]), lang))

    def samples(self) -> list[tuple[Any, ...]]:
        return self._shown


_USE_SAMPLES: list[tuple[Any, ...]] = [
    (Usage((("suits", "anchor"),), MovePiece(HALL, "A1")),),
    (Usage((), Hire()),),
    (Usage((("suits", "cross+crown"), ("cost", 0)), Hire()),),
    (Usage((("ability", "master"), ("power", 2), ("cost", 1)), Ability()),),
    (Usage((), MovePiece("B2", "C3")),),
]

UNNAMED = "card"  # a card named by what is printed on it only: the referee numbers it (ruling guilds-unnamed)


def _use_card(text: str) -> str | None:
    return UNNAMED if text.lower() in (UNNAMED, "牌") else _component("card")(text)


class CardOrUnnamed(Id):
    """A card's id, or `card` (`牌`) for one named only by its printed values."""

    def spell(self, move: Any, lang: str) -> str:
        value = str(getattr(move, self.fields[0]))
        return "牌" if value == UNNAMED and lang == "zh" else value


@NOTATION.kind(
    CardOrUnnamed(
        "card", _use_card, "guilds.syntax.not_card", placeholder="CARD", ids=lambda: (*CARD_IDS, UNNAMED)
    ),
    Rest("use", "[SUITS] [FIELD=VALUE ...] hire|move FROM TO|ability", read_usage, spell_usage, _USE_SAMPLES),
    example="use C12 suits=anchor move hall B3",
    meaning="guilds.notation.use",
    aliases=("执行",),  # line 30 每张卡执行以下三项行动之一
)
@record
class UseCard:
    """A card played and used in one line, with the printed values its use needs (typed
    `C12 anchor hall B3`); judged and applied as `play`, the table's declaration, then the use."""

    kind: ClassVar[str] = "use"
    card: str
    use: Usage


# -- a tile named by what is printed on it ---------------------------------------------------------

# line 39 多数决阈值, line 42 第一名与第二名
_TILE_FIELDS, _TILE_ZH = _bilingual(
    FIELDS["tile"], {"花色": "suits", "阈值": "threshold", "第一名": "first", "第二名": "second"}
)


@record
class Printed:
    """A tile's printed values as a line gives them, in the order of `catalog.FIELDS`."""

    values: tuple[tuple[str, int | str], ...]

    def __str__(self) -> str:
        return " ".join(f"{k}={v}" for k, v in self.values)


def read_printed(words: list[str]) -> Printed:
    """`anchor+crown threshold=3 first=4 second=2` (a suit word alone is the suits)."""
    found: dict[str, int | str] = {}
    for word in words:
        if "=" in word:
            name, _, text = word.partition("=")
            key = _TILE_FIELDS.get(name.lower())
            if key is None:
                raise Refused(say("guilds.syntax.not_tile_field", word=quoted(name)))
            value = _value(key, text)
        else:
            key, value = "suits", _suits(word)
        if value is None:
            raise Refused(say("guilds.syntax.not_value", word=quoted(word), field=key))
        if key in found:
            raise Refused(say("guilds.syntax.value_twice", field=key))
        found[key] = value
    return Printed(tuple((k, found[k]) for k in FIELDS["tile"] if k in found))


def spell_printed(printed: Printed, lang: str) -> str:
    if lang != "zh":
        return str(printed)
    return " ".join(
        "+".join(_SUIT_ZH[s] for s in str(v).split("+")) if k == "suits" else f"{_TILE_ZH[k]}={v}"
        for k, v in printed.values
    )


def read_declared(component_id: str, values: Values) -> Values:
    """`宣告 T4 花色=锚 阈值=3` as it is saved, `declare T4 suits=anchor threshold=3`: a card's or a
    tile's fields and words in either language, read with the words of the one-line forms above. A
    word this does not know is left as typed, for `check_declared` to refuse in the game's terms."""
    kind = kind_of(canonical(component_id) or component_id)
    fields = {"card": _FIELD_WORDS, "tile": _TILE_FIELDS}.get(kind or "")
    if fields is None:
        return values
    read = []
    for key, value in values:
        key = fields.get(key, key)
        if isinstance(value, str) and key in ("suits", "ability"):
            value = (_suits(value) if key == "suits" else _ABILITY_WORDS.get(value.lower())) or value
        read.append((key, value))
    return tuple(read)


_TILE_SAMPLES: list[tuple[Any, ...]] = [
    (Printed((("suits", "anchor"), ("threshold", 3), ("first", 4), ("second", 2))),),
    (Printed((("suits", "crown+cross"),)),),
    (Printed((("threshold", 5),)),),
]


@NOTATION.kind(
    _pos_part("pos"),
    Rest("printed", "SUITS [FIELD=VALUE ...]", read_printed, spell_printed, _TILE_SAMPLES),
    example="lay B3 suits=anchor threshold=3 first=4 second=2",
    meaning="guilds.notation.lay",
    aliases=("排列",),  # line 15 将公会板块随机排列组成伦敦版图
)
@record
class LayPrinted:
    """Table: a guild tile laid face up, named by what is printed on it (typed `tile B3 anchor
    threshold=3 first=4 second=2`); the referee numbers it (ruling guilds-unnamed)."""

    kind: ClassVar[str] = "lay"
    pos: str
    printed: Printed


GuildsMove = (
    LayTile
    | FaceDown
    | MoveNeutral
    | MoveBeadle
    | HallStart
    | Start
    | Done
    | PlantationScore
    | RevealMayor
    | Satisfied
    | Play
    | Hire
    | MovePiece
    | Ability
    | Withdraw
    | Draw
    | Reshuffle
    | Discard
    | Swap
    | Pass
    | UseCard
    | LayPrinted
)

# The words of `table: declare ID FIELD=VALUE` for this game (catalog.FIELDS and the closed sets of
# values), shown by the prompts and the history as written.
PROMPT_SYNTAX = (
    *sorted({f for fields in FIELDS.values() for f in fields}),
    *SUITS,
    *ABILITIES,
    "table",
    "supply",
    "hall",
    "plantation",
)

parse = NOTATION.parse
SYNTAX = NOTATION.syntax
EXAMPLES = NOTATION.examples

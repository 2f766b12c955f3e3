"""Move notation declared once per move kind: `str(move)`, `parse`, the syntax rows, the docs table.

A game makes one `Notation` and declares each move kind on its record class:

    NOTATION = Notation(empty="mygame.syntax.empty", unknown="mygame.syntax.unknown")

    @NOTATION.kind(
        Choice("tile", ("wood", "stone"), "mygame.syntax.not_tile"),
        Hex(),
        example="tile wood 3,4",
        meaning="mygame.notation.tile",
        shape="mygame.syntax.hex",
    )
    @record
    class Tile:
        kind: ClassVar[str] = "tile"  # the kind's id, and its keyword
        tile: str
        x: int
        y: int

The parts name the record's fields in order (fixed words fill none). From that: `str(move)` is the
keyword and each part's canonical form (`tile wood 3,4`); `NOTATION.parse(text)` reads it back;
`syntax` (`tile KIND X,Y`), `example` and `meaning` make the rows of `referee moves GAME`;
`referee.core.notation_doc` the tables of each game's notation.md.

Reading. Whitespace is collapsed to single spaces; the first word is the keyword, matched
case-insensitively against the kind's id and `aliases`; the rest must fit the parts, one space
between them, the last part reading all that remains; fixed words (and their aliases) are
case-insensitive. Text typed on a Chinese keyboard is first made ASCII where the notation needs it
(`typed`: full-width digits, comma, colon, minus, parentheses and space), once per declaration, by
`referee.core.game.parse_declaration`; a saved move is always canonical and is read as it is. A refusal
is `MoveSyntaxError(text, reason, expected)`, `expected` being the kind's `hint` message filled with
its syntax and example. The reason, first found first: the keyword is unknown (`unknown`); a
`Choice` word is not in its set (checked as soon as the word is read, so `tile stone` names the
stone, not the missing hex); the text does not have the kind's form (`shape`, parameter `kind`);
then, the form being right, the lookups of `Id` and `OneOfEach` in order.

Languages. Every word of the notation is written in English and may have aliases in other
languages (`language_of` tells a Chinese word by its script): `Kind.keyword_in("zh")`,
`Kind.syntax_in("zh")`, `Notation.spell(move, "zh")` give the Chinese forms a table may type (the
docs, `referee moves GAME`, a completer); `str(move)`, what a save stores, is always the English
canonical form, so a save reads the same whichever language typed it.

Cost. Declaring a kind joins a few strings: no regex, no code. A kind's regex is compiled at its
first parse, and its `__str__`, one f-string over the fields (as fast as a hand-written one), the
first time a move of that kind is printed.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NoReturn, TypeAlias, TypeVar

from referee import i18n
from referee.core.errors import MoveSyntaxError
from referee.core.record import fields
from referee.i18n import t

C = TypeVar("C", bound=type)

Message: TypeAlias = "str | Callable[..., str]"
"""A reason: a message key (filled by `t` with the parameters) or a function of the parameters."""


def say(message: Message, **params: Any) -> str:
    """The text of a reason in the current language."""
    return t(message, **params) if isinstance(message, str) else message(**params)


class Refused(Exception):
    """A part cannot read its text: `reason`, or None for the kind's `shape` message."""

    def __init__(self, reason: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason


# -- the parts -------------------------------------------------------------------------------------


class Part(ABC):
    """A piece of a move's text after the keyword: a fixed word, or the text of some fields.

    `pattern(last)` is its regex, one group per captured piece (as the last part it reads the rest of
    the move); `read` turns the captured pieces into the values of `fields`; `pieces` is the printed
    form as (text, is_field) pairs; `syntax` the form with placeholders ("" if not shown).
    """

    fields: tuple[str, ...] = ()
    placeholder = ""  # what the syntax shows for a one-field part
    groups = 0  # capture groups in `pattern`
    optional = False  # may be left out
    eager = False  # checked as soon as it is read, before the rest of the form

    @abstractmethod
    def pattern(self, last: bool) -> str:
        """Each kind of part reads its own text."""

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return tuple(captured)

    def pieces(self) -> tuple[tuple[str, bool], ...]:
        return tuple((f, True) for f in self.fields)

    def syntax(self) -> str:
        return self.placeholder

    def syntax_in(self, lang: str) -> str:
        """The syntax as a table typing in `lang` writes it (its fixed words in that language)."""
        return self.syntax()

    def samples(self) -> Sequence[tuple[Any, ...]] | None:
        """Field values this part prints, for the round-trip tests of a game's own parts (a part
        defined outside this module); None: the tests know this module's parts themselves."""
        return None

    def spell(self, move: Any, lang: str) -> str:
        """The part's text for `move` in `lang` ("" if nothing is printed): `pieces` filled in."""
        return "".join(str(getattr(move, text)) if is_field else text for text, is_field in self.pieces())

    def _one_field(self, field: str, placeholder: str | None) -> None:
        self.fields = (field,)
        self.groups = 1
        self.placeholder = placeholder or field.upper()


def _word(word: str) -> str:
    """A word of the notation itself (a keyword, a fixed word): the text is read word by word."""
    if not word or any(c.isspace() for c in word):
        raise ValueError(f"a notation word is one word: {word!r}")
    return word


def language_of(word: str) -> str:
    """The language a notation word is written in: "zh" for a word with a Chinese character, else "en".

    Compared by code point, not with a regex: a character class over the CJK blocks takes ~3 ms to
    compile, paid by every command that reads a move."""
    return "zh" if any(_is_han(c) for c in word) else "en"


def _is_han(c: str) -> bool:
    """A CJK ideograph: Extension A, the Unified Ideographs, the Compatibility Ideographs."""
    return "\u3400" <= c <= "\u4dbf" or "\u4e00" <= c <= "\u9fff" or "\uf900" <= c <= "\ufaff"


def word_in(words: Sequence[str], lang: str) -> str | None:
    """The first of `words` written in `lang` (None if there is none)."""
    return next((w for w in words if language_of(w) == lang), None)


def _either(words: Sequence[str]) -> str:
    """A regex reading any one of `words` (as written; the kind's regex ignores case)."""
    if len(words) == 1:
        return re.escape(words[0])
    return "(?:" + "|".join(re.escape(w) for w in words) + ")"


# Typed text: what a Chinese keyboard types where the notation needs ASCII, one character for one
# (so a name typed in the text can be given back as typed, position for position).
_TYPED = str.maketrans(
    {
        **{chr(0xFF10 + d): str(d) for d in range(10)},  # full-width digits ０-９
        "，": ",",  # U+FF0C full-width comma
        "：": ":",  # U+FF1A full-width colon (the declarer's `小明：`)
        "－": "-",  # U+FF0D full-width hyphen-minus
        "\u2212": "-",  # − minus sign
        "＋": "+",  # U+FF0B (the table's `调整 小明 vp ＋2`)
        "＝": "=",  # U+FF1D (the table's `宣告 T17 threshold＝5`)
        "（": "(",  # U+FF08
        "）": ")",  # U+FF09
        "“": '"',  # U+201C, U+201D, U+FF02: a Chinese keyboard's quotation marks (an adjustment's reason)
        "”": '"',
        "＂": '"',
        "\u3000": " ",  # ideographic space
    }
)


def typed(text: str, keep: Iterable[str] = ()) -> str:
    """`text` as the notation reads it: full-width digits, comma, colon, minus, plus, equals sign,
    parentheses, quotation marks and the ideographic space made ASCII.

    ASCII text (every saved move, most typed ones) is returned as it is, checked at C speed. Each
    occurrence of a name in `keep` (the players') stays as typed, so a name keeps its characters.
    """
    if text.isascii():
        return text
    out = text.translate(_TYPED)
    if out == text:
        return text
    for name in keep:
        if name.translate(_TYPED) == name:
            continue  # the usual case: nothing in the name to give back
        at = text.find(name)
        while at >= 0:
            out = out[:at] + name + out[at + len(name) :]
            at = text.find(name, at + len(name))
    return out


MOST_CHARACTERS = 1000  # in a declaration: the longest move of any game is a few hundred
SHOWN_HEAD = 60  # the characters of a refused text shown when it is cut, as a save name is


def refuse_too_long(text: str) -> None:
    """Refuse at once a text longer than any move, echoed cut (`'xxx…'... (100000 characters)`): a
    paste of 100 kB was read, then printed back in full in the refusal."""
    if len(text) > MOST_CHARACTERS:
        reason = t("notation.too_long", count=len(text), most=MOST_CHARACTERS)
        raise MoveSyntaxError(text[:SHOWN_HEAD] + "…", reason)


def quoted(word: str) -> str:
    """A word of the text as a refusal quotes it: `repr`, cut as a save name is when it is long."""
    if len(word) <= 80:
        return repr(word)
    return t("save.name_cut", head=repr(word[:SHOWN_HEAD]), count=len(word))


class Fixed(Part):
    """A fixed word (`at`), in any case, or one of its `aliases` (`在`). `optional`: may be left out;
    `hidden`: may be written, is never printed nor shown in the syntax (Looot's `board face 7 at ...`)."""

    def __init__(
        self, word: str, *, aliases: Sequence[str] = (), optional: bool = False, hidden: bool = False
    ) -> None:
        self.word = _word(word)
        self.words = (self.word, *(_word(a) for a in aliases))
        self.optional = optional or hidden
        self.hidden = hidden

    def pattern(self, last: bool) -> str:
        return _either(self.words)

    def pieces(self) -> tuple[tuple[str, bool], ...]:
        return () if self.hidden else ((self.word, False),)

    def syntax(self) -> str:
        return "" if self.hidden else self.word

    def syntax_in(self, lang: str) -> str:
        return "" if self.hidden else word_in(self.words, lang) or self.word

    def spell(self, move: Any, lang: str) -> str:
        return self.syntax_in(lang)


class Int(Part):
    """A non-negative integer of at most `digits` ASCII digits (bounded: `int()` is cheap)."""

    def __init__(self, field: str, placeholder: str | None = None, *, digits: int = 3) -> None:
        self._one_field(field, placeholder)
        self.digits = digits

    def pattern(self, last: bool) -> str:
        return f"([0-9]{{1,{self.digits}}})"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return (int(captured[0]),)


class Rotation(Int):
    """A rotation `rR`, R = 0 .. steps-1 (a hex grid turns in 6 steps of 60°), `r` in any case."""

    def __init__(self, field: str, steps: int = 6, placeholder: str = "R") -> None:
        if not 1 <= steps <= 10:
            raise ValueError("a rotation has 1 to 10 steps (one digit)")
        self._one_field(field, placeholder)
        self.steps = steps

    def pattern(self, last: bool) -> str:
        return f"r([0-{self.steps - 1}])"

    def pieces(self) -> tuple[tuple[str, bool], ...]:
        return (("r", False), (self.fields[0], True))

    def syntax(self) -> str:
        return f"r{self.placeholder}"


class Hex(Part):
    """A grid position `x,y`, signed, at most `digits` digits each; `(x, y)` is read too."""

    def __init__(self, x: str = "x", y: str = "y", *, digits: int = 4) -> None:
        self.fields = (x, y)
        self.groups = 2
        self.digits = digits

    def pattern(self, last: bool) -> str:
        n = f"(-?[0-9]{{1,{self.digits}}})"
        return rf"\(?\s*{n}\s*,\s*{n}\s*\)?"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return (int(captured[0]), int(captured[1]))

    def pieces(self) -> tuple[tuple[str, bool], ...]:
        return ((self.fields[0], True), (",", False), (self.fields[1], True))

    def syntax(self) -> str:
        return f"{self.fields[0].upper()},{self.fields[1].upper()}"


class Trailing(Part):
    """An optional last ` WORD X,Y`, kept as one field: the (x, y) tuple, or None when left out.

    Looot's `tile house 3,6 from 2,5` names the stack a building tile came from; a move without it
    prints and reads exactly as before the suffix existed. `aliases`: other words for WORD (`从`).
    """

    optional = True

    def __init__(
        self,
        word: str,
        field: str,
        placeholder: str = "X,Y",
        *,
        aliases: Sequence[str] = (),
        digits: int = 4,
    ) -> None:
        self.word = _word(word)
        self.words = (self.word, *(_word(a) for a in aliases))
        self.fields = (field,)
        self.groups = 2
        self._shown = placeholder
        self.placeholder = f"[{self.word} {placeholder}]"
        self._hex = Hex(digits=digits)

    def pattern(self, last: bool) -> str:
        return rf"(?: {_either(self.words)} {self._hex.pattern(last)})?"

    def syntax_in(self, lang: str) -> str:
        return f"[{word_in(self.words, lang) or self.word} {self._shown}]"

    def spell(self, move: Any, lang: str) -> str:
        value = getattr(move, self.fields[0])
        return "" if value is None else f"{word_in(self.words, lang) or self.word} {value[0]},{value[1]}"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        return (None,) if captured[0] is None else (self._hex.read(captured),)

    def printed(self) -> str:
        """The f-string expression that prints the suffix, or nothing when the field is None."""
        name = self.fields[0]
        return f"{{'' if self.{name} is None else ' {self.word} %d,%d' % self.{name}}}"


class Choice(Part):
    """A word from a closed set, kept as its canonical word; `aliases` (lower case) name others.

    Read in any case and checked as soon as it is read. As the last part it reads the whole rest,
    so `shield play again` is refused as 'play again'. The syntax shows `placeholder`, or `a|b|c`.
    """

    eager = True

    def __init__(
        self,
        field: str,
        choices: Sequence[str],
        unknown: Message,
        *,
        aliases: Mapping[str, str] | None = None,
        placeholder: str | None = None,
    ) -> None:
        self.choices = tuple(choices)
        self._one_field(field, placeholder or "|".join(self.choices))
        self.listed = placeholder is None  # the syntax lists the choices
        self.aliases = dict(aliases or {})
        self.words = {c.lower(): c for c in self.choices} | self.aliases
        bad = [w for w, c in self.words.items() if w != w.lower() or " " in w or c not in self.choices]
        if bad:
            raise ValueError(f"aliases must be lower-case words naming a choice: {bad}")
        self.unknown = unknown

    def pattern(self, last: bool) -> str:
        return "(.*)" if last else "([^ ]*)"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        value = self.words.get(captured[0].lower())
        if value is None:
            raise Refused(say(self.unknown, word=quoted(captured[0])))
        return (value,)

    def word_for(self, choice: str, lang: str) -> str:
        """The word a table typing in `lang` writes for `choice`: its first alias in that language,
        else the canonical word."""
        if language_of(choice) == lang:
            return choice
        return word_in([a for a, c in self.aliases.items() if c == choice], lang) or choice

    def syntax_in(self, lang: str) -> str:
        if not self.listed:
            return self.placeholder
        return "|".join(self.word_for(c, lang) for c in self.choices)

    def spell(self, move: Any, lang: str) -> str:
        return self.word_for(getattr(move, self.fields[0]), lang)


class Id(Part):
    """A component id, one word, normalised by `canonical` (None: `unknown`) once the form is right.

    `ids`, where a catalog can list them, gives every id (the round-trip test draws from it).
    """

    def __init__(
        self,
        field: str,
        canonical: Callable[[str], str | None],
        unknown: Message,
        *,
        placeholder: str | None = None,
        ids: Callable[[], Iterable[str]] | None = None,
    ) -> None:
        self._one_field(field, placeholder)
        self.canonical = canonical
        self.unknown = unknown
        self.ids = ids

    def pattern(self, last: bool) -> str:
        return "([^ ]+)"

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        value = self.canonical(captured[0])
        if value is None:
            raise Refused(say(self.unknown, word=quoted(captured[0])))
        return (value,)


class Name(Part):
    """A name as written (a player's): one or more words, all that the later parts leave."""

    def __init__(self, field: str, placeholder: str | None = None) -> None:
        self._one_field(field, placeholder)

    def pattern(self, last: bool) -> str:
        return "(.+)"


class OneOfEach(Part):
    """One id per slot, in any order (Looot's site cards: a port, an altar, a palace).

    Each word is normalised by `canonical` (None: `unknown`) and fills the field `slot(id)` names; a
    second id for a slot is refused with `twice` (parameter `slot`). Printed in field order.
    """

    def __init__(
        self,
        slots: Sequence[str],
        canonical: Callable[[str], str | None],
        slot: Callable[[str], str],
        unknown: Message,
        twice: Message,
        *,
        placeholders: Sequence[str] | None = None,
        ids: Callable[[], Iterable[str]] | None = None,
    ) -> None:
        self.fields = tuple(slots)
        self.groups = len(self.fields)
        self.canonical = canonical
        self.slot = slot
        self.unknown = unknown
        self.twice = twice
        self.placeholders = tuple(placeholders or (f.upper() for f in self.fields))
        self.ids = ids

    def pattern(self, last: bool) -> str:
        return " ".join(["([^ ]+)"] * self.groups)

    def read(self, captured: Sequence[str]) -> tuple[Any, ...]:
        found: dict[str, str] = {}
        for word in captured:
            value = self.canonical(word)
            if value is None or (slot := self.slot(value)) not in self.fields:
                raise Refused(say(self.unknown, word=quoted(word)))
            if slot in found:
                raise Refused(say(self.twice, slot=slot))
            found[slot] = value
        return tuple(found[f] for f in self.fields)

    def pieces(self) -> tuple[tuple[str, bool], ...]:
        out: list[tuple[str, bool]] = [(self.fields[0], True)]
        for f in self.fields[1:]:
            out += [(" ", False), (f, True)]
        return tuple(out)

    def syntax(self) -> str:
        return " ".join(self.placeholders)


# -- a move kind, a game's notation ----------------------------------------------------------------


class Kind:
    """The notation of one move kind: its record class, keywords, parts, example and meaning.

    `shape`: the reason when the text does not have the kind's form; `hint`: the expected-syntax
    message (default: the notation's); `only_with`: the keywords mean this kind only if this word is
    in the move too (Looot's `trophy 4` is a trophy, `trophy 1 at 4,4 r2` the trophy board).
    """

    def __init__(
        self,
        notation: Notation,
        cls: type,
        parts: Sequence[Part | str],
        *,
        example: str,
        meaning: str,
        aliases: Sequence[str] = (),
        shape: Message = "notation.shape",
        hint: str = "",
        only_with: str = "",
    ) -> None:
        kind = cls.__dict__.get("kind")
        if not isinstance(kind, str):
            raise TypeError(f"{cls.__name__} needs `kind: ClassVar[str]`, its id and keyword")
        if "__str__" in cls.__dict__:
            raise TypeError(f"{cls.__name__}: its notation gives `str`; remove its __str__")
        self.cls = cls
        self.id = kind
        self.keywords = tuple(_word(w) for w in (kind, *aliases))
        self.parts = tuple(Fixed(p) if isinstance(p, str) else p for p in parts)
        named = tuple(f for p in self.parts for f in p.fields)
        if named != tuple(f.name for f in fields(cls)):
            raise TypeError(f"{cls.__name__}: the parts must name its fields in order, not {named}")
        if self.parts and self.parts[-1].optional and not isinstance(self.parts[-1], Trailing):
            raise TypeError(f"{cls.__name__}: the last part cannot be optional")
        if any(isinstance(p, Trailing) for p in self.parts[:-1]):
            raise TypeError(f"{cls.__name__}: a trailing part comes last")
        self.example = example
        self.meaning = meaning
        self.shape = shape
        self.hint = hint or notation.hint
        self._notation = notation
        self.only_with = only_with.lower()
        # the word of `only_with` with its aliases, when it is one of the kind's fixed words
        self._only_words = next(
            (p.words for p in self.parts if isinstance(p, Fixed) and p.word.lower() == self.only_with),
            (self.only_with,),
        )
        self.syntax = " ".join([kind, *(s for p in self.parts if (s := p.syntax()))])
        self._regex: re.Pattern[str] | None = None
        self._readers: tuple[tuple[Callable[[Sequence[str]], tuple[Any, ...]], int, int], ...] = ()
        setattr(cls, "__str__", self._str_placeholder())  # noqa: B010 - replaced by the compiled one

    def __repr__(self) -> str:
        return f"Kind({self.syntax!r})"

    # -- in other languages

    def keyword_in(self, lang: str) -> str | None:
        """The keyword a table typing in `lang` writes: the first alias in that language (None if
        the kind has none); in English, the kind's id."""
        return word_in(self.keywords, lang)

    def syntax_in(self, lang: str) -> str:
        """The syntax with the keyword and the fixed words of `lang` (`放置 X,Y`)."""
        head = self.keyword_in(lang) or self.id
        return " ".join([head, *(s for p in self.parts if (s := p.syntax_in(lang)))])

    def spell(self, move: Any, lang: str) -> str:
        """`move` as a table typing in `lang` writes it; it reads back as the same move. In English
        it is `str(move)`."""
        head = self.keyword_in(lang) or self.id
        return " ".join([head, *(s for p in self.parts if (s := p.spell(move, lang)))])

    def wants(self, rest: str) -> bool:
        """Whether `rest`, the normalised text after the keyword, is for this kind (`only_with`)."""
        if not self.only_with:
            return True
        padded = f" {rest.lower()} "
        return any(f" {w.lower()} " in padded for w in self._only_words)

    # -- printing

    def pieces(self) -> list[tuple[str, bool]]:
        """The printed form: the keyword, then each printed part, one space between."""
        out: list[tuple[str, bool]] = [(self.id, False)]
        for part in self.parts:
            if isinstance(part, Trailing):
                continue  # printed only when it has a value (`_compile_str`)
            if shown := part.pieces():
                out += [(" ", False), *shown]
        return out

    def _str_placeholder(self) -> Callable[[Any], str]:
        def __str__(move: Any) -> str:
            method = self._compile_str()
            setattr(self.cls, "__str__", method)  # noqa: B010
            return method(move)

        return __str__

    def _compile_str(self) -> Callable[[Any], str]:
        """`__str__` as a hand-written f-string would be: the literal text escaped, each field formatted."""
        escapes = str.maketrans({"\\": "\\\\", '"': '\\"', "{": "{{", "}": "}}", "\n": "\\n"})
        body = "".join(
            f"{{self.{text}}}" if is_field else text.translate(escapes) for text, is_field in self.pieces()
        )
        if self.parts and isinstance(self.parts[-1], Trailing):
            body += self.parts[-1].printed()
        namespace: dict[str, Any] = {}
        exec(f'def __str__(self):\n    return f"{body}"', {}, namespace)  # noqa: S102 - field names, checked words
        method: Callable[[Any], str] = namespace["__str__"]
        method.__qualname__ = f"{self.cls.__qualname__}.__str__"
        method.__module__ = self.cls.__module__
        return method

    # -- reading

    def _pattern(self, upto: int) -> str:
        """The regex of the parts up to index `upto`; an optional part carries its separator."""
        last = len(self.parts) - 1
        out = []
        for i, part in enumerate(self.parts[: upto + 1]):
            if isinstance(part, Trailing):  # its separator is inside its own optional group
                out.append(part.pattern(i == last))
                continue
            before_trailing = i + 1 <= upto and isinstance(self.parts[i + 1], Trailing)
            piece = part.pattern(i == last) + (" " if i < upto and not before_trailing else "")
            out.append(f"(?:{piece})?" if part.optional else piece)
        return "".join(out)

    def _compile(self) -> re.Pattern[str]:
        """The kind's regex and the readers of its captured groups, made at the first parse."""
        at, readers = 0, []
        for part in self.parts:
            if part.groups:
                readers.append((part.read, at, at + part.groups))
                at += part.groups
        self._readers = tuple(readers)
        self._regex = re.compile(self._pattern(len(self.parts) - 1), re.IGNORECASE)
        return self._regex

    def read(self, text: str, rest: str, head: str = "") -> Any:
        """The move of this kind in `rest`, the normalised text after the keyword `head`.

        A refusal names the kind and expects its syntax in the language `head` was written in.
        """
        m = (self._regex or self._compile()).fullmatch(rest)
        try:
            if m is None:
                self._refuse_form(rest)
            captured = m.groups()
            values: list[Any] = []
            for read, start, stop in self._readers:
                values += read(captured[start:stop])
        except Refused as refused:
            typed_in = language_of(head)
            keyword = self.keyword_in(typed_in) or self.id
            reason = say(self.shape, kind=keyword) if refused.reason is None else refused.reason
            raise MoveSyntaxError(text, reason, self.expected(typed_in)) from None
        return self.cls(*values)

    def _refuse_form(self, rest: str) -> NoReturn:
        """`rest` does not have the kind's form; an eager part read before the break names its word."""
        for i, part in enumerate(self.parts):
            if part.eager:
                m = re.match(self._pattern(i) + "(?= |$)", rest, re.IGNORECASE)
                if m is None:
                    break
                part.read(m.groups()[-part.groups :])
        raise Refused()

    def expected(self, lang: str = "en") -> str:
        """What a syntax error says is expected: the kind's syntax and example in its `hint`, as
        written in `lang` (the language the keyword was typed in)."""
        if lang == "en":
            return t(self.hint, syntax=self.syntax, move=self.example)
        return t(self.hint, syntax=self.syntax_in(lang), move=self._notation.example_in(self.id, lang))


class Notation:
    """A game's move kinds in the order `referee moves GAME` lists them, and the parser of all.

    `hint`: the expected-syntax message of a kind (placeholders `syntax`, `move`); `empty`, `unknown`:
    the reasons for an empty text and for an unknown keyword (placeholder `word`).
    """

    def __init__(
        self,
        *,
        hint: str = "notation.example",
        empty: Message = "notation.empty",
        unknown: Message = "notation.unknown",
    ) -> None:
        self.hint = hint
        self.empty = empty
        self.unknown = unknown
        self.kinds: dict[str, Kind] = {}
        self._by_keyword: dict[str, tuple[Kind, ...]] = {}

    def kind(self, *parts: Part | str, **declaration: Any) -> Callable[[C], C]:
        """Class decorator declaring a move record's notation: its parts, then `Kind`'s keywords."""

        def declare(cls: C) -> C:
            if cls.__dict__.get("kind") in self.kinds:
                raise TypeError(f"move kind {cls.__dict__['kind']!r} declared twice")
            kind = Kind(self, cls, parts, **declaration)
            self.kinds[kind.id] = kind
            for word in kind.keywords:
                key = word.lower()
                self._by_keyword[key] = (*self._by_keyword.get(key, ()), kind)
            return cls

        return declare

    def __getitem__(self, kind: str) -> Kind:
        return self.kinds[kind]

    @property
    def syntax(self) -> dict[str, str]:
        return {k: kind.syntax for k, kind in self.kinds.items()}

    @property
    def examples(self) -> dict[str, str]:
        return {k: kind.example for k, kind in self.kinds.items()}

    @property
    def all_syntax(self) -> str:
        """Every kind's syntax: what is expected when there is no known keyword."""
        return "; ".join(kind.syntax for kind in self.kinds.values())

    def all_syntax_in(self, lang: str) -> str:
        """Every kind's syntax as written in `lang`."""
        return "; ".join(kind.syntax_in(lang) for kind in self.kinds.values())

    def rows(self) -> tuple[tuple[str, str], ...]:
        """`GameInfo.notation`: (syntax, meaning) per kind, the meaning in the current language with
        its `{example}` in that language."""
        return tuple((k.syntax, self.meaning(k.id)) for k in self.kinds.values())

    def rows_in(self, lang: str) -> tuple[tuple[str, str], ...]:
        """`GameInfo.notation_zh` for "zh": (syntax, the syntax in `lang`) per kind."""
        return tuple((k.syntax, k.syntax_in(lang)) for k in self.kinds.values())

    def meaning(self, kind: str, lang: str | None = None) -> str:
        """A kind's meaning in the current language; its `{example}` spelt in `lang` (default: the
        current language too), so that a Chinese meaning shows a Chinese example."""
        declared = self.kinds[kind]
        return t(declared.meaning, example=self.example_in(kind, lang or i18n.lang()))

    def example_in(self, kind: str, lang: str) -> str:
        """A kind's example as a table typing in `lang` writes it."""
        declared = self.kinds[kind]
        return declared.spell(self.parse(declared.example), lang)

    def keywords_in(self, lang: str) -> dict[str, str]:
        """Each kind's keyword in `lang` (its id where it has none): what a completer offers."""
        return {k: kind.keyword_in(lang) or k for k, kind in self.kinds.items()}

    def spell(self, move: Any, lang: str) -> str:
        """`move` as a table typing in `lang` writes it (`str(move)` in English). The table's own
        moves of the core (`declare`, `adjust`: core/ledger.py) are no kind of the game's notation:
        their canonical form, which a table typing in any language may write, is theirs."""
        kind = self.kinds.get(move.kind)
        return str(move) if kind is None else kind.spell(move, lang)

    def parse(self, text: str) -> Any:
        """The move `text` declares, or MoveSyntaxError with the reason and the expected syntax."""
        raw = " ".join(text.split())
        if not raw:
            raise MoveSyntaxError(text, say(self.empty), self.all_syntax_in(i18n.lang()))
        head, _, rest = raw.partition(" ")
        for kind in self._by_keyword.get(head.lower(), ()):
            if kind.wants(rest):
                return kind.read(text, rest, head)
        # in the language of the messages: a Chinese table is shown the words it can type
        raise MoveSyntaxError(text, say(self.unknown, word=quoted(head)), self.all_syntax_in(i18n.lang()))

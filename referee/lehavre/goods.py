"""Goods as the table types them, and the arithmetic of paying with them.

A goods list is counted words, `2fish 1smoked 3fr` (the count may be left out for 1, written after
a space, and the words in either language: `2 鱼 法郎`); `all` is every food good and every franc
(the feeding payment that cannot be met, seed §9.3 / reference §3); `nothing` is the empty list.
The canonical text lists the goods in catalog order, francs last, each with its count.

A payment is judged against what is owed in one measure (food, energy) by `covers`: it must reach
the amount and contain no unit that could be left out (no overpaying when less would do: the
published fee rule, ruling lehavre-payments).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache

from referee.core.frozen import EMPTY, FrozenMap
from referee.core.notation import Id

from .catalog import BASIC, FOOD, FRANC, GOODS, chit_goods, chit_names

ALL = "all"
NOTHING = "nothing"
ORDER = (*GOODS, FRANC)
_RANK = {g: i for i, g in enumerate(ORDER)}

# Words for each good (lower case); the Chinese ones are the glossary's (referee/lehavre/glossary.toml).
WORDS: dict[str, str] = {g: g for g in ORDER}
WORDS |= {
    "smoked_fish": "smoked", "smokedfish": "smoked", "sfish": "smoked", "hide": "hides",
    "franc": FRANC, "francs": FRANC, "$": FRANC, "f": FRANC,
    "鱼": "fish", "木材": "wood", "黏土": "clay", "铁": "iron", "谷物": "grain", "牛": "cattle",
    "煤炭": "coal", "皮革原料": "hides", "熏鱼": "smoked", "木炭": "charcoal", "砖": "brick",
    "钢": "steel", "面包": "bread", "肉": "meat", "焦炭": "coke", "皮革": "leather", "法郎": FRANC,
}  # fmt: skip
ALL_WORDS = (ALL, "全部")
NOTHING_WORDS = (NOTHING, "none", "0", "无")
_TOKEN = r"([0-9]{1,3})?\s*([^0-9\s,+、，]+)"  # compiled by `re` when goods are first read; ASCII counts


def parse_goods(text: str) -> FrozenMap[str, int] | str | None:
    """The goods a text names (ALL for `all`), None if it does not read."""
    text = text.strip().lower()
    if text in ALL_WORDS:
        return ALL
    if text in NOTHING_WORDS:
        return EMPTY
    out: dict[str, int] = {}
    pos = 0
    for m in re.finditer(_TOKEN, text):
        if text[pos : m.start()].strip(" ,+、，"):
            return None
        good = WORDS.get(m.group(2))
        if good is None:
            return None
        out[good] = out.get(good, 0) + int(m.group(1) or 1)
        pos = m.end()
    if text[pos:].strip(" ,+、，") or not out:
        return None
    return FrozenMap((g, n) for g, n in out.items() if n)


def goods_text(goods: Mapping[str, int]) -> str:
    items = sorted((_RANK[g], n, g) for g, n in goods.items() if n)
    return " ".join([f"{n}{g}" for _, n, g in items]) or NOTHING


@lru_cache(maxsize=4096)
def canonical(text: str) -> str | None:
    """The canonical text of a goods list, None if it does not read."""
    got = parse_goods(text)
    if got is None:
        return None
    return ALL if got == ALL else goods_text(got)  # type: ignore[arg-type]


def sample_ids() -> tuple[str, ...]:
    """Goods lists the notation's round-trip test draws from (the notation reads any other)."""
    singles = [f"{n}{g}" for g in ORDER for n in (1, 2, 5)]
    return (ALL, NOTHING, *singles, "2fish 1smoked 3fr", "1wood 1coal", "4iron 1brick")


class Goods(Id):
    """A goods list, the last part of a move: it reads the rest of the text (spaces allowed)."""

    def __init__(self, field: str = "goods", placeholder: str = "GOODS") -> None:
        super().__init__(
            field, canonical, "lehavre.syntax.not_goods", placeholder=placeholder, ids=sample_ids
        )

    def pattern(self, last: bool) -> str:
        return "(.+)" if last else "([^ ]+)"

    def spell(self, move: object, lang: str) -> str:
        """The goods as a table typing in `lang` writes them (`1鱼 1法郎`); the save keeps the English."""
        text = str(getattr(move, self.fields[0]))
        if lang != "zh":
            return text
        if text == ALL:
            return ALL_WORDS[1]
        if text == NOTHING:
            return NOTHING_WORDS[-1]
        return " ".join(f"{n}{ZH[g]}" for g, n in read(text).items())


ZH = {g: w for w, g in WORDS.items() if not w.isascii()}


def canonical_chit(text: str) -> str | None:
    """A supply chit named by its two printed goods, in any order and either language (`cattle
    wood`, `木材 牛`, `wood+fr`), or by the catalog id old saves wrote (`chit 1`): the chit's name as
    `chit_names` gives it; None when no chit is so printed."""
    text = text.strip().lower()
    names = chit_names()
    if text in names:
        return names[text]
    words = [w for w in re.split(r"[\s,+/、，]+", text) if w]
    named = {WORDS.get(w) for w in words}
    if len(words) != 2 or None in named:
        return None
    return next((names[cid] for cid in names if named == set(chit_goods(cid))), None)


def chit_words(name: str, lang: str) -> str:
    """A chit's name as a table typing in `lang` writes it (`木材 牛`)."""
    if lang != "zh":
        return name
    return " ".join(ZH[WORDS[w]] for w in name.split())


class ChitName(Id):
    """A supply chit by its goods, the last part of `chit` (two words, or an old save's id)."""

    def __init__(self) -> None:
        super().__init__(
            "chit",
            canonical_chit,
            "lehavre.syntax.not_chit",
            placeholder="GOOD GOOD",
            ids=lambda: chit_names().values(),
        )

    def pattern(self, last: bool) -> str:
        return "(.+)" if last else "([^ ]+)"

    def spell(self, move: object, lang: str) -> str:
        return chit_words(str(getattr(move, self.fields[0])), lang)


@cache
def read(text: str) -> FrozenMap[str, int]:
    """The goods of a canonical list (`all` is resolved by the caller)."""
    got = parse_goods(text)
    assert isinstance(got, FrozenMap), text
    return got


def total(goods: Mapping[str, int], measure: Mapping[str, int]) -> int:
    return sum(n * measure.get(g, 0) for g, n in goods.items())


def covers(goods: Mapping[str, int], owed: int, measure: Mapping[str, int]) -> bool:
    """Reaches `owed` in `measure`, with no unit that could be left out."""
    have = total(goods, measure)
    if have < owed:
        return False
    return all(have - measure.get(g, 0) < owed for g, n in goods.items() if n)


def lacking(have: Mapping[str, int], goods: Mapping[str, int]) -> dict[str, int]:
    """What of `goods` the holder does not have: good -> missing count."""
    return {g: n - have.get(g, 0) for g, n in goods.items() if n > have.get(g, 0)}


def add(have: FrozenMap[str, int], goods: Mapping[str, int], sign: int = 1) -> FrozenMap[str, int]:
    out = dict(have)
    for g, n in goods.items():
        left = out.get(g, 0) + sign * n
        if left:
            out[g] = left
        else:
            out.pop(g, None)
    return FrozenMap(out)


def minimal_payments(
    have: Mapping[str, int], owed: int, measure: Mapping[str, int], limit: int = 4
) -> list[dict[str, int]]:
    """A few sensible payments of `owed` in `measure` from `have` (each one `covers` it): the
    greedy ones that spend the least valuable units first, the most valuable first, and each single
    kind alone. The notation accepts any other."""
    kinds = [g for g in ORDER if have.get(g, 0) and measure.get(g, 0)]
    if total({g: have[g] for g in kinds}, measure) < owed:
        return []
    orders: list[Sequence[str]] = [
        sorted(kinds, key=lambda g: measure[g]),
        sorted(kinds, key=lambda g: -measure[g]),
        *([g] for g in kinds),
    ]
    out: list[dict[str, int]] = []
    for order in orders:
        pay = _greedy(have, owed, measure, order)
        if pay is not None and pay not in out:
            out.append(pay)
        if len(out) >= limit:
            break
    return out


def _greedy(
    have: Mapping[str, int], owed: int, measure: Mapping[str, int], order: Iterable[str]
) -> dict[str, int] | None:
    pay: dict[str, int] = {}
    left = owed
    for g in order:
        if left <= 0:
            break
        unit = measure[g]
        n = min(have.get(g, 0), -(-left // unit))
        if n:
            pay[g] = n
            left -= n * unit
    if left > 0:
        return None
    for g in sorted(pay, key=lambda g: -measure[g]):  # drop what is not needed
        while pay[g] and total(pay, measure) - measure[g] >= owed:
            pay[g] -= 1
    pay = {g: n for g, n in pay.items() if n}
    return pay if covers(pay, owed, measure) else None


FOOD_AND_FRANCS = FOOD | {FRANC: 1}
BASIC_SET = frozenset(BASIC)

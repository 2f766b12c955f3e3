"""Small language helpers of the score sheets: lists, plurals, ordinals, signed numbers.

Every word comes from the message catalogs (`score.*` keys of referee/i18n/{en,zh}.toml, a game's own
in referee/<game>/score_sheet.messages.*.toml); what is here is only the glue a catalog template cannot hold:
the list separator and the colon after a bare key or name (、 and ： in Chinese; a catalog message
must contain words), the choice between a singular and a plural message, and the English ordinal
suffix that picks among `<family>.st/nd/rd/th` (all four say 第 N … in Chinese).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from referee.i18n import lang, t


def joined(items: Iterable[str]) -> str:
    """Items as a list in running text: "Ann, Bob" / "Ann、Bob"."""
    return ("、" if lang() == "zh" else ", ").join(items)


def colon() -> str:
    """The colon after a label: ": " / "：" (for labels that are keys or names, not words)."""
    return "：" if lang() == "zh" else ": "


def either(items: Iterable[str]) -> str:
    """Alternatives: "+3 or +4" / "+3 或 +4"."""
    return t("score.or").join(items)


def counted(key: str, n: int, **params: Any) -> str:
    """`key.one` when n is 1, else `key.other`, with {n} and the other placeholders filled."""
    return t(f"{key}.{'one' if n == 1 else 'other'}", n=n, **params)


def ordinal(family: str, n: int) -> str:
    """1st, 2nd, 3rd, 4th … from `family.st/nd/rd/th` ("第 2 名", "第 2 位" in Chinese)."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return t(f"{family}.{suffix}", n=n)


def signed(value: int) -> str:
    """A number with a real minus sign: −5 (the explanations are read, not parsed)."""
    return f"−{-value}" if value < 0 else str(value)

"""The words of Le Havre's messages (keys `lehavre.*` in messages.<lang>.toml), and names of things.

`msg` fills a message now; `later` gives the text of an effect or a prompt as a function, filled
only when it is read (a random playout announces hundreds of effects no one reads). Goods are
named in the current language (`lehavre.good.*`); building names stay the printed English names in
both languages, with their number.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from referee.i18n import lang, t

from .catalog import FRANC, buildings
from .goods import ORDER


def msg(key: str, /, **params: Any) -> str:
    return t(f"lehavre.{key}", **params)


def later(key: str, /, **params: Any) -> partial[str]:
    return partial(msg, key, **params)


def good(name: str) -> str:
    return msg(f"good.{name}")


def goods(items: Mapping[str, int]) -> str:
    """`2 fish, 1 franc` / `2 鱼、1 法郎`; `nothing` when empty."""
    sep = "、" if lang() == "zh" else ", "
    parts = [f"{items[g]} {good(g)}" for g in ORDER if items.get(g)]
    return sep.join(parts) or msg("nothing")


def listing(parts: list[str], clauses: bool = False) -> str:
    """Parts of a message joined in the user's language: `a, b` / `a、b`; clauses `a; b` / `a；b`."""
    zh = lang() == "zh"
    sep = ("；" if zh else "; ") if clauses else ("、" if zh else ", ")
    return sep.join(parts)


def building(bid: str) -> str:
    return f"{buildings()[bid]['name']} ({bid})"


def francs(n: int) -> str:
    return f"{n} {good(FRANC)}"

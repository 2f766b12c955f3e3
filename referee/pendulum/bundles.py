"""Printed costs and rewards as the table declares them: `coin2+votes1`, `any2`, `none`.

A bundle is a tuple of (item, count) in a fixed order. Items: the resources (coin, military,
culture), votes, the three tracks (power, prestige, popularity), `any` (prestige on a track of
the player's choice, never the legendary one), `province` (conquer one), `worker` (one common
worker from beside the mat into use), `legendary` (the legendary achievement, final cards only),
`table` (an effect printed on the card that none of these items expresses: the engine asks the
table to apply it, `table: effect PLAYER BUNDLE`, logged; ruling pendulum-card-effects).
"""

from __future__ import annotations

import re
from functools import cache

from referee.pendulum.state import RESOURCES, TRACKS

ITEMS = (*RESOURCES, "votes", *TRACKS, "any", "province", "worker", "legendary", "table")
Bundle = tuple[tuple[str, int], ...]
_PART = re.compile(r"([a-z]+)([0-9]{1,2})")


@cache
def parse(text: object) -> Bundle | None:
    """The bundle a declared value spells, None if it is not one (`coin2+votes1`, `none`)."""
    if not isinstance(text, str):
        return None
    text = text.strip().lower()
    if text in ("none", "0", "-"):
        return ()
    found: dict[str, int] = {}
    for piece in text.split("+"):
        m = _PART.fullmatch(piece)
        if m is None or m.group(1) not in ITEMS or m.group(1) in found:
            return None
        found[m.group(1)] = int(m.group(2))
    return tuple((item, found[item]) for item in ITEMS if found.get(item))


def spell(bundle: Bundle) -> str:
    return "+".join(f"{item}{n}" for item, n in bundle) or "none"


def count(bundle: Bundle, item: str) -> int:
    return dict(bundle).get(item, 0)

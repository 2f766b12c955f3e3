"""The player fjord board: its 34 free spaces, the three construction sites, completion checks.

Reference looot.md §3. The fjord is a 7 x 7 EvenQ box with the landscape's adjacency. A longship
is complete when the resource tiles next to it contain its three required resources (as a
multiset); a construction site when the building and resource tiles next to it contain its
requirement. Extra tiles do no harm and one tile may count for several neighbours.
"""

from __future__ import annotations

from itertools import compress
from operator import not_

from referee.i18n import t
from referee.looot.catalog import BUILDINGS, RESOURCES, components
from referee.looot.geometry import Hex, neighbours

SITE_LETTER = {"P": "port", "A": "altar", "J": "palace"}


def _layout() -> tuple[tuple[Hex, ...], dict[str, Hex]]:
    rows = components().fjord_rows
    free = []
    sites: dict[str, Hex] = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == ".":
                free.append((x, y))
            elif ch in SITE_LETTER:
                sites[SITE_LETTER[ch]] = (x, y)
    return tuple(sorted(free, key=lambda h: (h[1], h[0]))), sites


SPACES, SITE_SPACES = _layout()  # free spaces in reading order (row by row); site type -> cell
SPACE_INDEX = {h: i for i, h in enumerate(SPACES)}
NBRS: tuple[tuple[int, ...], ...] = tuple(
    tuple(SPACE_INDEX[n] for n in neighbours(*h) if n in SPACE_INDEX) for h in SPACES
)
SITE_NBRS: dict[str, tuple[int, ...]] = {
    t: tuple(SPACE_INDEX[n] for n in neighbours(*cell) if n in SPACE_INDEX) for t, cell in SITE_SPACES.items()
}
SPACE_SITES: tuple[tuple[str, ...], ...] = tuple(
    tuple(t for t in ("port", "altar", "palace") if i in SITE_NBRS[t]) for i in range(len(SPACES))
)
N_SPACES = len(SPACES)
_RESOURCES = frozenset(RESOURCES)
_SITE_ITEMS = frozenset(RESOURCES + BUILDINGS)


def contains(have: list[str], needs: tuple[str, ...]) -> bool:
    """Whether `have` contains `needs` as a multiset."""
    pool = list(have)
    for item in needs:
        if item in pool:
            pool.remove(item)
        else:
            return False
    return True


def longship_complete(fjord: tuple[str, ...], space: int) -> bool:
    ship = components().longships[fjord[space]]
    return contains([fjord[n] for n in NBRS[space] if fjord[n] in _RESOURCES], ship.needs)


def site_complete(fjord: tuple[str, ...], site_type: str, site_id: str) -> bool:
    needs = components().sites[site_id].needs
    return contains([fjord[n] for n in SITE_NBRS[site_type] if fjord[n] in _SITE_ITEMS], needs)


def is_longship(item: str) -> bool:
    return item[:1].isupper()


def free_spaces(fjord: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(compress(range(len(fjord)), map(not_, fjord)))


def label(space: int) -> str:
    x, y = SPACES[space]
    return f"({x},{y})"


def describe_cell(h: Hex) -> str:
    """What a fjord cell that is not a free space is, for messages."""
    rows = components().fjord_rows
    x, y = h
    if not (0 <= y < len(rows) and 0 <= x < len(rows[y])):
        return t("looot.cell.outside")
    ch = rows[y][x]
    return t(f"looot.cell.{_CELL.get(ch, 'free')}")


_CELL = {"#": "none", "s": "shield", "t": "trophy", "P": "port", "A": "altar", "J": "palace"}

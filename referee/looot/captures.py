"""Building captures after a Viking is placed (reference looot.md §4, automatic).

- House: one tile from every non-empty house stack next to the new Viking.
- Watchtower: split the player's own Vikings into connected groups (distinct hexes, opponents do
  not link). A group touching k towers credits each of them with k-1; the player receives
  credits minus tiles already credited from that tower, capped by the tiles left.
- Castle: the largest own group touching the castle, size n, is owed floor(n/4) tiles in all
  (4 -> 1, 8 -> 2, 12 -> 3), minus tiles already credited, capped by the tiles left.
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import compress

from referee.core.record import record
from referee.looot.geometry import Geometry
from referee.looot.words import msg


@record
class Award:
    slot: int  # position in Geometry.buildings
    kind: str  # house / watchtower / castle
    count: int
    why: str


def own_groups(g: Geometry, occupants: tuple[tuple[int, ...], ...], player: int) -> list[list[int]]:
    """Connected groups of hexes holding at least one of the player's Vikings."""
    return _groups(g, _own_hexes(occupants, player))


def _own_hexes(occupants: tuple[tuple[int, ...], ...], player: int) -> list[int]:
    """The hexes holding one of the player's Vikings, in hex order."""
    return [i for i in compress(range(len(occupants)), occupants) if player in occupants[i]]


def _groups(g: Geometry, mine: list[int]) -> list[list[int]]:
    """The groups of `mine` (hexes in hex order), each sorted."""
    left = set(mine)
    nbrs = g.nbrs
    groups: list[list[int]] = []
    for start in mine:
        if start not in left:
            continue
        left.discard(start)
        group = [start]
        todo = [start]
        while todo:
            found = left.intersection(nbrs[todo.pop()])
            if found:
                left -= found
                group.extend(found)
                todo.extend(found)
        group.sort()
        groups.append(group)
    return groups


def _fort_groups(
    g: Geometry, mine: list[int], starts: list[int]
) -> list[tuple[int, Collection[int], Collection[int]]]:
    """(size, towers touched, castles touched) of the groups of `mine` holding one of `starts`.

    A group earns a tower credit only if it touches two towers or more, and a castle pays only to
    groups of four hexes or more: other groups are left out, or their castles are. Most groups are
    a single Viking hex, which also skips the search.
    """
    left = set(mine)
    nbrs = g.nbrs
    near_towers = g.near_towers
    near_castles = g.near_castles
    out: list[tuple[int, Collection[int], Collection[int]]] = []
    for start in starts:
        if start not in left:
            continue
        left.discard(start)
        if left.isdisjoint(nbrs[start]):  # a lone Viking hex: it pays only if it links two towers
            if len(near_towers[start]) > 1:
                out.append((1, near_towers[start], near_castles[start]))
            continue
        group = [start]
        i = 0
        while i < len(group):
            found = left.intersection(nbrs[group[i]])
            if found:
                left -= found
                group.extend(found)
            i += 1
        size = len(group)
        towers = set().union(*[near_towers[h] for h in group])
        if size >= 4:
            out.append((size, towers, set().union(*[near_castles[h] for h in group])))
        elif len(towers) > 1:
            out.append((size, towers, ()))
    return out


def _hex(g: Geometry, i: int) -> str:
    x, y = g.hexes[i]
    return f"({x},{y})"


def captures(
    g: Geometry,
    occupants: tuple[tuple[int, ...], ...],
    stacks: tuple[int, ...],
    taken: tuple[int, ...],
    player: int,
    new_hex: int,
) -> list[Award]:
    """The tiles the player captures now; `taken` is what the player was already credited per space."""
    awards: list[Award] = []
    for n in g.nbrs[new_hex]:
        if g.letter[n] == "H":
            slot = g.building_slot[n]
            if stacks[slot] > 0:
                why = msg("looot.effect.capture_house", hex=_hex(g, new_hex))
                awards.append(Award(slot, "house", 1, why))
    # Only groups next to a tower or a castle can capture (their order does not matter below).
    mine = _own_hexes(occupants, player)
    near_fort = g.near_fort
    starts = [h for h in mine if near_fort[h]]
    if not starts:
        return awards
    tower_credit: dict[int, int] = {}
    castle_group: dict[int, int] = {}
    for size, touched_towers, touched_castles in _fort_groups(g, mine, starts):
        k = len(touched_towers)
        if k > 1:  # a group touching one tower adds 0 to its credit
            for tower in touched_towers:
                tower_credit[tower] = tower_credit.get(tower, 0) + k - 1
        for c in touched_castles:
            castle_group[c] = max(castle_group.get(c, 0), size)
    for tower in sorted(tower_credit):
        slot = g.building_slot[tower]
        due = min(stacks[slot], tower_credit[tower] - taken[slot])
        if due > 0:
            why = msg("looot.effect.capture_watchtower", credit=tower_credit[tower])
            awards.append(Award(slot, "watchtower", due, why))
    for c in sorted(castle_group):
        slot = g.building_slot[c]
        n = castle_group[c]
        due = min(stacks[slot], n // 4 - taken[slot])
        if due > 0:
            awards.append(Award(slot, "castle", due, msg("looot.effect.capture_castle", n=n)))
    return awards


def credit(
    awards: list[Award], stacks: tuple[int, ...], taken: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The building stacks and the player's credited tiles per space after these captures (each
    for a different space)."""
    stacks_left, credited = list(stacks), list(taken)
    for award in awards:
        stacks_left[award.slot] -= award.count
        credited[award.slot] += award.count
    return tuple(stacks_left), tuple(credited)

"""Building captures after a Viking is placed (reference looot.md §4, automatic).

- House: one tile from every non-empty house stack next to the new Viking.
- Watchtower: split the player's own Vikings into connected groups (distinct hexes, opponents do
  not link). A group touching k towers credits each of them with k-1; the player receives
  credits minus tiles already credited from that tower, capped by the tiles left.
- Castle: the largest own group touching the castle, size n, is owed floor(n/4) tiles in all
  (4 -> 1, 8 -> 2, 12 -> 3), minus tiles already credited, capped by the tiles left.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.looot.geometry import Geometry


@dataclass(frozen=True)
class Award:
    slot: int  # position in Geometry.buildings
    kind: str  # house / watchtower / castle
    count: int
    why: str


def own_groups(g: Geometry, occupants: tuple[tuple[int, ...], ...], player: int) -> list[list[int]]:
    """Connected groups of hexes holding at least one of the player's Vikings."""
    mine = {i for i, occ in enumerate(occupants) if player in occ}
    groups: list[list[int]] = []
    seen: set[int] = set()
    for start in sorted(mine):
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        todo = [start]
        while todo:
            h = todo.pop()
            for n in g.nbrs[h]:
                if n in mine and n not in seen:
                    seen.add(n)
                    group.append(n)
                    todo.append(n)
        groups.append(sorted(group))
    return groups


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
                awards.append(Award(slot, "house", 1, f"the new Viking at {_hex(g, new_hex)} is next to it"))
    groups = own_groups(g, occupants, player)
    tower_credit: dict[int, int] = {}
    castle_group: dict[int, int] = {}
    for group in groups:
        touched_towers: set[int] = set()
        touched_castles: set[int] = set()
        for h in group:
            for n in g.nbrs[h]:
                letter = g.letter[n]
                if letter == "T":
                    touched_towers.add(n)
                elif letter == "C":
                    touched_castles.add(n)
        k = len(touched_towers)
        for t in touched_towers:
            tower_credit[t] = tower_credit.get(t, 0) + k - 1
        for c in touched_castles:
            castle_group[c] = max(castle_group.get(c, 0), len(group))
    for t in sorted(tower_credit):
        slot = g.building_slot[t]
        due = min(stacks[slot], tower_credit[t] - taken[slot])
        if due > 0:
            awards.append(
                Award(
                    slot, "watchtower", due, f"own chain links it to {tower_credit[t]} other tower(s) in all"
                )
            )
    for c in sorted(castle_group):
        slot = g.building_slot[c]
        n = castle_group[c]
        due = min(stacks[slot], n // 4 - taken[slot])
        if due > 0:
            awards.append(Award(slot, "castle", due, f"own group of {n} Viking hexes touches it"))
    return awards

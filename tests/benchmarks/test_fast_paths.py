"""The engine's fast paths give exactly what their plain definitions give.

The Looot engine was sped up for the playout budget (benchmarks/README.md): precomputed neighbour
tables, a capture search limited to the groups next to a tower or a castle, landings from set
algebra, moves on free fjord spaces taken from shared rows, layout overlaps tested on frozensets,
pieces placed cell by cell in one loop, a one-pass `pick`. Each is checked here against the
straightforward definition it replaced, on every position of seeded random games, so that a later
change to either side shows.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from referee.core.simulate import pick, random_playout
from referee.looot import GAME
from referee.looot.captures import Award, captures
from referee.looot.catalog import TILE_KINDS, components
from referee.looot.fjord import SPACES, free_spaces
from referee.looot.geometry import (
    BoardPlacement,
    Geometry,
    SidePlacement,
    board_slots,
    board_world,
    cells_of,
    neighbours,
    rotate,
    side_slots,
    side_world,
    to_axial,
    to_evenq,
    transform,
    transform_cells,
)
from referee.looot.moves import BoardDecl, Draw, Longship, OceanBoardDecl, Place, Tile, TrophyBoardDecl
from referee.looot.rules.placement import landings
from referee.looot.state import LoootState
from tests.looot.helpers import moves_of


def reference_pick(moves: Any, rng: random.Random) -> Any:
    kinds = sorted({m.kind for m in moves})
    kind = rng.choice(kinds)
    return rng.choice([m for m in moves if m.kind == kind])


RULES: Any = GAME  # the Looot game, for the generic helpers


def positions(n_players: int, seeds: range) -> list[tuple[LoootState, Any]]:
    """Every (position, move played) of seeded random games."""
    out = []
    for seed in seeds:
        game = random_playout(RULES, n_players, random.Random(seed), checked=False)
        state = game.start
        for actor, move in game.moves:
            out.append((state, move))
            state = RULES.apply(state, move, actor).state
    return out


@pytest.fixture(scope="module")
def played() -> list[tuple[LoootState, Any]]:
    return [p for n in (2, 3, 4) for p in positions(n, range(3))]


def test_pick_draws_what_the_definition_draws(played):
    lists: list[Any] = [moves_of(state) for state, _ in played[::7]]
    for i, moves in enumerate(lists):
        shuffled = list(moves)
        random.Random(i).shuffle(shuffled)
        for candidate in (moves, shuffled, shuffled[: 1 + i % len(shuffled)]):
            assert pick(candidate, random.Random(i)) is reference_pick(candidate, random.Random(i))


@dataclass(frozen=True)
class KindField:  # a move whose kind is a field: it may differ from instance to instance
    kind: str
    n: int


class KindAttribute:  # not a dataclass: an instance may set its own kind
    kind: ClassVar[str] = "fixed"

    def __init__(self, kind: str) -> None:
        if kind != "fixed":
            self.kind = kind  # type: ignore[misc]


@dataclass(frozen=True)
class KindClass:
    kind: ClassVar[str] = "class"
    n: int


def test_pick_also_handles_moves_whose_kind_is_not_their_class():
    moves: list[Any] = [
        KindField("a", 1),
        KindField("b", 2),
        KindClass(3),
        KindAttribute("c"),
        KindAttribute("fixed"),
    ]
    for seed in range(200):
        mix = list(moves) * 3
        random.Random(seed).shuffle(mix)
        assert pick(mix, random.Random(seed)) is reference_pick(mix, random.Random(seed))


def reference_groups(g: Geometry, occupants, player: int) -> list[list[int]]:
    mine = {i for i, occ in enumerate(occupants) if player in occ}
    groups: list[list[int]] = []
    seen: set[int] = set()
    for start in sorted(mine):
        if start in seen:
            continue
        seen.add(start)
        group, todo = [start], [start]
        while todo:
            h = todo.pop()
            for n in g.nbrs[h]:
                if n in mine and n not in seen:
                    seen.add(n)
                    group.append(n)
                    todo.append(n)
        groups.append(sorted(group))
    return groups


def reference_captures(g: Geometry, occupants, stacks, taken, player: int, new_hex: int) -> list[Award]:
    """The capture rules as first written: every group of the player, every neighbour looked at."""
    where = "({},{})".format(*g.hexes[new_hex])
    awards = [
        Award(g.building_slot[n], "house", 1, f"the new Viking at {where} is next to it")
        for n in g.nbrs[new_hex]
        if g.letter[n] == "H" and stacks[g.building_slot[n]] > 0
    ]
    tower_credit: dict[int, int] = {}
    castle_group: dict[int, int] = {}
    for group in reference_groups(g, occupants, player):
        towers = {n for h in group for n in g.nbrs[h] if g.letter[n] == "T"}
        castles = {n for h in group for n in g.nbrs[h] if g.letter[n] == "C"}
        for t in towers:
            tower_credit[t] = tower_credit.get(t, 0) + len(towers) - 1
        for c in castles:
            castle_group[c] = max(castle_group.get(c, 0), len(group))
    for t in sorted(tower_credit):
        slot = g.building_slot[t]
        due = min(stacks[slot], tower_credit[t] - taken[slot])
        if due > 0:
            why = f"own chain links it to {tower_credit[t]} other tower(s) in all"
            awards.append(Award(slot, "watchtower", due, why))
    for c in sorted(castle_group):
        slot = g.building_slot[c]
        due = min(stacks[slot], castle_group[c] // 4 - taken[slot])
        if due > 0:
            awards.append(
                Award(slot, "castle", due, f"own group of {castle_group[c]} Viking hexes touches it")
            )
    return awards


def test_captures_match_the_plain_rules_at_every_placement(played):
    checked = 0
    for state, move in played:
        if not isinstance(move, Place):
            continue
        g = state.geo
        i = state.ctx.current
        h = g.index[(move.x, move.y)]
        occ = list(state.occupants)
        occ[h] = occ[h] + (i,)
        args = (g, tuple(occ), state.stacks, state.players[i].taken, i, h)
        assert captures(*args) == reference_captures(*args)
        checked += 1
    assert checked > 100


def test_landings_match_their_definition(played):
    for state, _ in played:
        if state.ctx.top is None or state.ctx.top.kind != "place_viking":
            continue
        g, occ = state.geo, state.occupants
        if "occupied" in state.turn.shields_now:
            expected = [i for i in g.resources if occ[i]]
        else:
            near = {n for h, here in enumerate(occ) if here for n in g.nbrs[h]}
            expected = [i for i in g.resources if not occ[i] and (g.near_water[i] or i in near)]
        assert landings(state) == expected


def test_the_tables_of_a_layout_match_their_definitions(played):
    layouts = {id(state.geo): state.geo for state, _ in played if state.side_boards and state.occupants}
    assert layouts
    for g in layouts.values():
        n = len(g.hexes)
        assert g.nbrs == tuple(tuple(g.index[c] for c in neighbours(*h) if c in g.index) for h in g.hexes)
        water = [set(j for j in g.nbrs[i] if g.letter[j] == "~") for i in range(n)]
        assert g.near_water == tuple(bool(w) for w in water)
        assert g.resource_set == frozenset(g.resources)
        assert g.water_landings == frozenset(i for i in g.resources if g.near_water[i])
        assert g.landing_nbrs == tuple(
            frozenset(j for j in g.nbrs[i] if j in g.resource_set) for i in range(n)
        )
        for i in range(n):
            assert set(g.near_towers[i]) == {j for j in g.nbrs[i] if g.letter[j] == "T"}
            assert set(g.near_castles[i]) == {j for j in g.nbrs[i] if g.letter[j] == "C"}
            assert g.near_fort[i] == bool(g.near_towers[i] or g.near_castles[i])


def test_transform_matches_rotation_step_by_step():
    def plain(cell, x, y, k):
        q, r = rotate(to_axial(*cell), k)
        aq, ar = to_axial(x, y)
        return to_evenq(q + aq, r + ar)

    for cx, cy, x, y, k in itertools.product(
        range(-3, 8), range(-3, 6), range(-6, 7), range(-6, 7), range(-1, 8)
    ):
        assert transform((cx, cy), x, y, k) == plain((cx, cy), x, y, k)
    cells = tuple(itertools.product(range(-3, 8), range(-3, 6)))
    for x, y, k in itertools.product(range(-6, 7), range(-6, 7), range(-1, 8)):
        assert transform_cells(cells, x, y, k) == tuple(plain(c, x, y, k) for c in cells)


def test_free_spaces_match_their_definition(played):
    for state, _ in played[::5]:
        for p in state.players:
            assert free_spaces(p.fjord) == tuple(i for i, item in enumerate(p.fjord) if not item)


def top_kind(state: LoootState) -> str:
    return state.ctx.top.kind if state.ctx.top is not None else ""


def test_moves_on_free_spaces_and_draws_match_their_definition(played):
    seen = set()
    for state, _ in played:
        kind = top_kind(state)
        legal = moves_of(state)
        fjord = state.players[state.ctx.current].fjord
        free = [(x, y) for (x, y), item in zip(SPACES, fjord, strict=True) if not item]
        if kind == "place_tiles":
            pending = {k for k, _ in state.turn.pending}
            assert legal == [Tile(k, x, y) for k in TILE_KINDS if k in pending for x, y in free]
        elif kind == "end_turn" and state.turn.longship_from < 0:
            ships = [m for m in legal if isinstance(m, Longship)]
            assert ships == [Longship(lid, x, y) for lid in state.ocean if lid for x, y in free]
        elif kind in ("refill", "declare_longship"):
            assert legal == [Draw(lid) for lid in state.bag]
        else:
            continue
        seen.add(kind)
    assert seen == {"place_tiles", "end_turn", "refill", "declare_longship"}


def plain_board_moves(state: LoootState) -> list[Any]:
    """Every unused face on every board slot whose hexes are all free (reference §2.4)."""
    comps = components()
    used = {comps.face_board[b.face] for b in state.boards}
    faces = [f for f in sorted(comps.faces) if comps.face_board[f] not in used]
    taken = cells_of(state.boards, state.side_boards)
    return [
        BoardDecl(face, slot.x, slot.y, slot.rot)
        for slot in board_slots(state.open_sides)
        if not any(h in taken for h in board_world(BoardPlacement(1, slot.x, slot.y, slot.rot)))
        for face in faces
    ]


def plain_side_board_moves(state: LoootState, kind: str) -> list[Any]:
    """Both faces on every free open side whose hexes are all free, one side board per side."""
    slots = side_slots(state.open_sides)
    used = {next(t.side for t in slots if (t.x, t.y, t.rot) == (s.x, s.y, s.rot)) for s in state.side_boards}
    taken = cells_of(state.boards, state.side_boards)
    decl = TrophyBoardDecl if kind == "trophies" else OceanBoardDecl
    return [
        decl(face, slot.x, slot.y, slot.rot)
        for slot in slots
        if slot.side not in used
        and not any(h in taken for h in side_world(SidePlacement(kind, 1, slot.x, slot.y, slot.rot)))
        for face in (1, 2)
    ]


def test_layout_moves_match_their_definition(played):
    seen = set()
    for state, _ in played:
        kind = top_kind(state)
        if kind == "declare_board" and state.boards:
            expected = plain_board_moves(state)
        elif kind == "declare_trophy_board":
            expected = plain_side_board_moves(state, "trophies")
        elif kind == "declare_ocean_board":
            expected = plain_side_board_moves(state, "ocean")
        else:
            continue
        assert moves_of(state) == expected
        seen.add(kind)
    assert seen == {"declare_board", "declare_trophy_board", "declare_ocean_board"}

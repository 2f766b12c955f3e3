"""Geometry: hex maths, the board assembly (reference §2.4 test vector), the tutorial layout (§2.5)."""

from __future__ import annotations

from referee.looot.catalog import components
from referee.looot.fjord import NBRS, SITE_NBRS, SPACE_INDEX, SPACES
from referee.looot.geometry import (
    FIRST_BOARD,
    FIRST_OPEN_SIDES,
    BoardPlacement,
    SidePlacement,
    board_centre,
    board_slots,
    board_world,
    geometry,
    neighbours,
    rotate,
    side_slots,
    to_axial,
    to_evenq,
)

from .helpers import fixture

TUTORIAL_BOARDS = (BoardPlacement(1, -3, -2, 0), BoardPlacement(7, 1, 1, 1))
TUTORIAL_SIDES = (SidePlacement("trophies", 1, 4, 4, 2), SidePlacement("ocean", 1, -4, 0, 5))


def test_axial_round_trip_and_six_rotations_are_identity():
    for x in range(-6, 7):
        for y in range(-6, 7):
            assert to_evenq(*to_axial(x, y)) == (x, y)
            assert rotate(to_axial(x, y), 6) == to_axial(x, y)


def test_neighbours_follow_evenq_parity_including_negative_columns():
    assert set(neighbours(0, 0)) == {(0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1)}
    assert set(neighbours(-3, 0)) == {(-3, -1), (-3, 1), (-4, -1), (-4, 0), (-2, -1), (-2, 0)}
    for h in [(0, 0), (3, 2), (-3, 5), (-4, -1)]:
        for n in neighbours(*h):
            assert h in neighbours(*n)


def test_every_face_has_the_published_contents():
    for face, rows in components().faces.items():
        text = "".join(rows)
        assert (text.count("X"), text.count("G"), text.count("S"), text.count("W"), text.count("T")) == (
            6,
            3,
            5,
            6,
            2,
        )
        houses, castles = (3, 0) if face in (7, 8) else (2, 1)
        assert (text.count("H"), text.count("C")) == (houses, castles)
        assert rows[1][3] == "T"
        assert len([c for c in text if c != "."]) == 25


# reference §2.4: the 14 positions of board 2 when board 1 is at centre (0,0), rotation 0
BOARD2 = [
    # (side direction, rotation, shift, centre, location, hexes touching board 1)
    (1, 1, 0, (4, -2), (5, -5, 1), 7),
    (1, 3, -1, (4, -3), (7, 0, 3), 6),
    (1, 3, 1, (5, -1), (8, 1, 3), 6),
    (1, 5, -1, (4, -3), (0, -2, 5), 6),
    (1, 5, 1, (5, -1), (1, 0, 5), 6),
    (3, 1, 0, (0, 4), (1, 1, 1), 7),
    (3, 3, -1, (1, 4), (4, 6, 3), 7),
    (3, 3, 1, (-1, 4), (2, 6, 3), 7),
    (3, 5, 0, (0, 4), (-4, 5, 5), 7),
    (5, 1, -1, (-5, -1), (-4, -5, 1), 6),
    (5, 1, 1, (-4, -3), (-3, -6, 1), 6),
    (5, 3, -1, (-5, -1), (-2, 1, 3), 6),
    (5, 3, 1, (-4, -3), (-1, 0, 3), 6),
    (5, 5, 0, (-4, -2), (-8, -1, 5), 7),
]


def test_the_fourteen_positions_of_board_two_match_the_reference_table():
    first = BoardPlacement(1, *FIRST_BOARD)
    assert board_centre(first) == (0, 0)
    one = board_world(first)
    found = []
    for slot in board_slots(FIRST_OPEN_SIDES):
        two = board_world(BoardPlacement(2, slot.x, slot.y, slot.rot))
        assert not set(one) & set(two)
        touching = sum(1 for h in two if any(n in one for n in neighbours(*h)))
        centre = board_centre(BoardPlacement(2, slot.x, slot.y, slot.rot))
        found.append(
            (
                FIRST_OPEN_SIDES[slot.side].direction,
                slot.rot,
                slot.shift,
                centre,
                (slot.x, slot.y, slot.rot),
                touching,
            )
        )
    assert sorted(found) == sorted(BOARD2)


def test_tutorial_layout_merges_into_the_reference_grid():
    g = geometry(TUTORIAL_BOARDS, TUTORIAL_SIDES)
    got = {h: g.letter[i] for i, h in enumerate(g.hexes)}
    expected_columns = {
        -4: "-1:~ 0:~",
        -3: "-2:~ -1:~ 0:X 1:X 2:W 3:S",
        -2: "-3:~ -2:S -1:S 0:H 1:S 2:W 3:H 4:X",
        -1: "-2:W -1:X 0:G 1:T 2:S 3:W 4:T 5:W 6:X",
        0: "-3:G -2:T -1:W 0:X 1:X 2:G 3:X 4:W 5:X 6:H 7:W",
        1: "-2:S -1:G 0:X 1:C 2:X 3:S 4:X 5:S 6:X 7:S",
        2: "-1:W 0:H 1:W 2:W 3:T 4:G 5:H 6:W 7:P",
        3: "1:W 2:S 3:S 4:G 5:G 6:P 7:P",
        4: "4:P 5:P",
    }
    expected = {}
    for x, cells in expected_columns.items():
        for cell in cells.split():
            y, v = cell.split(":")
            expected[(x, int(y))] = v
    assert got == expected
    assert [g.hexes[i] for i in g.water] == [tuple(h) for h in fixture("looot_tutorial")["water"]]


def test_tutorial_side_boards_are_offset_zero_positions_of_open_sides():
    slots = board_slots(FIRST_OPEN_SIDES)
    slot = next(s for s in slots if (s.x, s.y, s.rot) == (1, 1, 1))
    sides = tuple(s for i, s in enumerate(FIRST_OPEN_SIDES) if i != slot.side) + slot.new_sides
    positions = {(s.x, s.y, s.rot): s.offset for s in side_slots(sides)}
    assert positions[(4, 4, 2)] == 0
    assert positions[(-4, 0, 5)] == 0


def test_side_board_resource_hexes_touch_the_landscape_on_every_offset():
    first = BoardPlacement(1, *FIRST_BOARD)
    land = board_world(first)
    for slot in side_slots(FIRST_OPEN_SIDES):
        g = geometry((first,), (SidePlacement("ocean", 1, slot.x, slot.y, slot.rot),))
        for i, h in enumerate(g.hexes):
            if g.source[i] == "ocean":
                assert h not in land
        touching = [
            sum(1 for n in g.nbrs[i] if g.source[n].startswith("face"))
            for i in range(len(g.hexes))
            if g.source[i] == "ocean" and g.letter[i] in "XS"
        ]
        assert len(touching) == 2 and all(t >= 1 for t in touching) and max(touching) >= 2


def test_fjord_has_34_free_spaces_and_the_published_site_neighbours():
    assert len(SPACES) == 34
    assert sorted(SPACES[i] for i in SITE_NBRS["port"]) == [(4, 0), (4, 1), (5, 2), (6, 1)]
    assert sorted(SPACES[i] for i in SITE_NBRS["altar"]) == [(0, 1), (0, 2), (1, 3), (2, 1), (2, 2)]
    assert sorted(SPACES[i] for i in SITE_NBRS["palace"]) == [(3, 4), (3, 5), (4, 3), (4, 5), (5, 4), (5, 5)]
    assert len(NBRS[SPACE_INDEX[(0, 1)]]) == 1
    assert len(NBRS[SPACE_INDEX[(3, 0)]]) == 2 and len(NBRS[SPACE_INDEX[(6, 1)]]) == 2
    three = sorted(h for h in SPACES if len(NBRS[SPACE_INDEX[h]]) == 3)
    assert three == sorted([(0, 2), (0, 5), (1, 6), (2, 1), (3, 6), (4, 0), (4, 5), (5, 5), (6, 4)])

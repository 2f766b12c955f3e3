"""Hex geometry of the Looot landscape: EvenQ offset coordinates, rotation, board assembly, merging.

Reference looot.md §1-§2. Flat-topped hexes in vertical columns; x is the column, y the row, and
even columns sit half a hex lower. Rotations go through axial coordinates; rotation k turns a piece
k x 60 degrees clockwise. A piece placed at location (x, y, k) maps its local cell c to
EvenQ(rot^k(axial(c)) + axial(x, y)).

Everything a rule needs per layout (hex contents, neighbour tables, landing points next to water,
building spaces) is computed once per layout by `geometry(...)` and cached.
"""

from __future__ import annotations

from functools import cache, lru_cache

from referee.core.record import record
from referee.looot.catalog import components

Hex = tuple[int, int]

FIRST_BOARD = (-3, -2, 0)  # location of the first board: centre (0,0), rotation 0
BOARD_CENTRE = (3, 3)  # local pivot of a landscape board
LONG_SIDE_OFFSETS = (-3, -1, 1, 3)
SHORT_SIDE_OFFSETS = (-2, 0, 2)


def to_axial(x: int, y: int) -> Hex:
    return (x, y - (x + (x % 2)) // 2)


def to_evenq(q: int, r: int) -> Hex:
    return (q, r + (q + (q % 2)) // 2)


def rotate(a: Hex, k: int) -> Hex:
    """Rotate an axial vector k x 60 degrees clockwise."""
    q, r = a
    for _ in range(k % 6):
        q, r = -r, q + r
    return (q, r)


def transform(cell: Hex, x: int, y: int, k: int) -> Hex:
    """World EvenQ position of a piece's local EvenQ cell when the piece sits at (x, y, k)."""
    return transform_cells((cell,), x, y, k)[0]


def transform_cells(cells: tuple[Hex, ...], x: int, y: int, k: int) -> tuple[Hex, ...]:
    """`transform` of every cell of a piece, in one loop (a board has 35 cells)."""
    a, b, c, d = _ROTATIONS[k % 6]
    r_at = y - (x + (x % 2)) // 2  # to_axial(x, y) is (x, r_at)
    placed = []
    for cx, cy in cells:
        q0, r0 = cx, cy - (cx + (cx % 2)) // 2  # to_axial(cell), inline
        q = a * q0 + b * r0 + x
        r = c * q0 + d * r0 + r_at
        placed.append((q, r + (q + (q % 2)) // 2))  # to_evenq(q, r)
    return tuple(placed)


# rotate() as matrices, for transform(): (q, r) -> (a q + b r, c q + d r) for k = 0..5
_ROTATIONS = tuple(
    (rotate((1, 0), k)[0], rotate((0, 1), k)[0], rotate((1, 0), k)[1], rotate((0, 1), k)[1]) for k in range(6)
)


@lru_cache(maxsize=4096)
def _neighbours(h: Hex) -> tuple[Hex, ...]:
    return neighbours(*h)


def neighbours(x: int, y: int) -> tuple[Hex, ...]:
    """The six edge-sharing hexes (reference §1), in direction order top, top-right, ... top-left."""
    if x % 2 == 0:
        return ((x, y - 1), (x + 1, y), (x + 1, y + 1), (x, y + 1), (x - 1, y + 1), (x - 1, y))
    return ((x, y - 1), (x + 1, y - 1), (x + 1, y), (x, y + 1), (x - 1, y), (x - 1, y - 1))


# ---------------------------------------------------------------------------------------------
# pieces


@record(order=True)
class BoardPlacement:
    """A landscape board face at location (x, y) with rotation rot (reference §2.4)."""

    face: int
    x: int
    y: int
    rot: int


@record(order=True)
class SidePlacement:
    """The ocean or trophy board: kind "ocean" / "trophies", face 1 or 2, location and rotation."""

    kind: str
    face: int
    x: int
    y: int
    rot: int


@record(order=True)
class OpenSide:
    """A joinable side of a placed board: board centre, outward direction 0..5, long (bottom) side."""

    cx: int
    cy: int
    direction: int
    long: bool

    def label(self) -> str:
        kind = "long side" if self.long else "side"
        return (
            f"{kind} facing {DIRECTION_NAMES[self.direction]} of the board centred at ({self.cx},{self.cy})"
        )


DIRECTION_NAMES = ("top", "top-right", "bottom-right", "bottom", "bottom-left", "top-left")
FIRST_OPEN_SIDES = (OpenSide(0, 0, 1, False), OpenSide(0, 0, 3, True), OpenSide(0, 0, 5, False))


@cache
def face_cells(face: int) -> dict[Hex, str]:
    rows = components().faces[face]
    return {(x, y): ch for y, row in enumerate(rows) for x, ch in enumerate(row) if ch != "."}


@cache
def side_cells(kind: str, face: int) -> dict[Hex, str]:
    first, second = components().side_rows[(kind, face)]
    row0 = "~" if kind == "ocean" else "P"
    cells = {(x, 0): row0 for x in range(5)}
    cells[(1, 1)] = first
    cells[(3, 1)] = second
    return cells


@lru_cache(maxsize=4096)
def board_world(p: BoardPlacement) -> dict[Hex, str]:
    """World hexes of a placed landscape board (cached: do not mutate the result)."""
    cells = face_cells(p.face)
    return dict(zip(_placed(tuple(cells), p.x, p.y, p.rot), cells.values(), strict=True))


@lru_cache(maxsize=4096)
def _placed(cells: tuple[Hex, ...], x: int, y: int, rot: int) -> tuple[Hex, ...]:
    """Where local cells go for a piece at x,y rR (the faces of a board, and both side boards, share
    their cells: cached across faces)."""
    return transform_cells(cells, x, y, rot)


@lru_cache(maxsize=4096)
def side_world(p: SidePlacement) -> dict[Hex, str]:
    """World hexes of a placed side board (cached: do not mutate the result)."""
    cells = side_cells(p.kind, p.face)
    return dict(zip(_placed(tuple(cells), p.x, p.y, p.rot), cells.values(), strict=True))


def board_centre(p: BoardPlacement) -> Hex:
    return transform(BOARD_CENTRE, p.x, p.y, p.rot)


# ---------------------------------------------------------------------------------------------
# assembly (reference §2.4): where a further board, the trophy board and the ocean board may go


@record
class BoardSlot:
    side: int  # index in the open-side list
    x: int
    y: int
    rot: int
    shift: int
    new_sides: tuple[OpenSide, OpenSide]


def _add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


@lru_cache(maxsize=256)
def board_slots(open_sides: tuple[OpenSide, ...]) -> tuple[BoardSlot, ...]:
    """Every place the assembly algorithm can put a further landscape board."""
    return tuple(slot for i, side in enumerate(open_sides) for slot in _board_slots_at(i, side))


@lru_cache(maxsize=1024)
def _board_slots_at(i: int, side: OpenSide) -> tuple[BoardSlot, ...]:
    """The board slots against one open side, the i-th of its list (the same in many layouts)."""
    slots: list[BoardSlot] = []
    d = side.direction
    centre_ax = to_axial(side.cx, side.cy)
    for r in (d % 2, d % 2 + 2, d % 2 + 4):
        new_long = r == d
        if side.long and new_long:
            vectors: tuple[Hex, ...] = ((-1, -3), (1, -3))
        elif side.long or new_long:
            vectors = ((0, -4),)
        else:
            vectors = ((-1, -4), (1, -4))
        for v in vectors:
            centre = to_evenq(*_add(centre_ax, rotate(to_axial(*v), d)))
            loc = to_evenq(*_add(to_axial(*centre), rotate(to_axial(-3, -2), r)))
            new_sides = tuple(
                OpenSide(centre[0], centre[1], w, (w - r) % 6 == 3) for w in ((d + 1) % 6, (d + 5) % 6)
            )
            slots.append(BoardSlot(i, loc[0], loc[1], r, v[0], (new_sides[0], new_sides[1])))
    return tuple(slots)


@record
class SideSlot:
    side: int
    x: int
    y: int
    rot: int
    offset: int


@lru_cache(maxsize=256)
def side_slots(open_sides: tuple[OpenSide, ...]) -> tuple[SideSlot, ...]:
    """Every place a side board (ocean or trophies) may go: open side x offset along it."""
    return tuple(slot for i, side in enumerate(open_sides) for slot in _side_slots_at(i, side))


@lru_cache(maxsize=1024)
def _side_slots_at(i: int, side: OpenSide) -> tuple[SideSlot, ...]:
    """The side-board slots against one open side, the i-th of its list."""
    slots: list[SideSlot] = []
    d = side.direction
    offsets = LONG_SIDE_OFFSETS if side.long else SHORT_SIDE_OFFSETS
    for off in offsets:
        frame = (off - 2, -2) if side.long else (off - 2, -3)
        loc = to_evenq(*_add(rotate(to_axial(*frame), d), to_axial(side.cx, side.cy)))
        slots.append(SideSlot(i, loc[0], loc[1], d, off))
    return tuple(slots)


@lru_cache(maxsize=16)
def cells_of(boards: tuple[BoardPlacement, ...], sides: tuple[SidePlacement, ...]) -> dict[Hex, str]:
    """Every hex covered by the given pieces (cached: do not mutate the result)."""
    cells: dict[Hex, str] = {}
    for b in boards:
        cells.update(board_world(b))
    for s in sides:
        cells.update(side_world(s))
    return cells


# ---------------------------------------------------------------------------------------------
# the merged grid of a complete layout


@record(eq=False)
class Layout:
    """What is printed where on a complete layout, hex by hex (no adjacency): all a picture needs."""

    hexes: tuple[Hex, ...]  # sorted
    index: dict[Hex, int]
    letter: tuple[str, ...]  # W S G X (resources), H T C (buildings), ~ water, P trophy space
    source: tuple[str, ...]  # which piece a hex belongs to, e.g. "face 7", "ocean", "trophies"
    buildings: tuple[int, ...]  # indices of building spaces, sorted
    building_slot: dict[int, int]  # hex index -> position in `buildings`
    water: tuple[int, ...]  # the five ocean spaces, local order 0..4


@record(eq=False)
class Geometry:
    hexes: tuple[Hex, ...]  # the Layout's fields, read in the engine's hot paths without a hop
    index: dict[Hex, int]
    letter: tuple[str, ...]
    source: tuple[str, ...]
    nbrs: tuple[tuple[int, ...], ...]
    near_water: tuple[bool, ...]  # adjacent to a water hex of the ocean board
    resources: tuple[int, ...]  # indices of resource hexes (landing spaces)
    buildings: tuple[int, ...]
    building_slot: dict[int, int]
    water: tuple[int, ...]
    # derived once per layout for the hot paths of legal_moves and captures
    resource_set: frozenset[int]  # = set(resources)
    water_landings: frozenset[int]  # resource hexes next to the water
    landing_nbrs: tuple[frozenset[int], ...]  # per hex: the adjacent resource hexes
    near_towers: tuple[tuple[int, ...], ...]  # per hex: the adjacent watchtower spaces
    near_castles: tuple[tuple[int, ...], ...]  # per hex: the adjacent castle spaces
    near_fort: tuple[bool, ...]  # per hex: next to a watchtower or a castle


RESOURCE_LETTERS = frozenset("WSGX")
BUILDING_LETTERS = frozenset("HTC")


_WATER_CELLS = tuple((x, 0) for x in range(5))  # the ocean spaces of the ocean board, local order


@lru_cache(maxsize=8)
def layout(boards: tuple[BoardPlacement, ...], sides: tuple[SidePlacement, ...]) -> Layout:
    """The printed spaces of a layout; the picture reads this alone (`referee status` of a finished
    game has no move to judge, so it never pays for the adjacency `geometry` adds)."""
    cells: dict[Hex, str] = {}
    source: dict[Hex, str] = {}
    for b in boards:
        world = board_world(b)
        cells.update(world)
        source.update(dict.fromkeys(world, f"face {b.face}"))
    water_order: tuple[Hex, ...] = ()
    for s in sides:
        world = side_world(s)
        cells.update(world)
        source.update(dict.fromkeys(world, s.kind))
        if s.kind == "ocean":
            water_order = transform_cells(_WATER_CELLS, s.x, s.y, s.rot)
    hexes = tuple(sorted(cells))
    index = {h: i for i, h in enumerate(hexes)}
    letter = tuple([cells[h] for h in hexes])
    buildings = tuple([i for i, v in enumerate(letter) if v in BUILDING_LETTERS])
    return Layout(
        hexes=hexes,
        index=index,
        letter=letter,
        source=tuple([source[h] for h in hexes]),
        buildings=buildings,
        building_slot={h: k for k, h in enumerate(buildings)},
        water=tuple(index[h] for h in water_order),
    )


@lru_cache(maxsize=8)
def geometry(boards: tuple[BoardPlacement, ...], sides: tuple[SidePlacement, ...]) -> Geometry:
    spaces = layout(boards, sides)
    hexes, letter = spaces.hexes, spaces.letter
    at = spaces.index.get
    nbrs = tuple([tuple([n for n in map(at, _neighbours(h)) if n is not None]) for h in hexes])

    # the hexes next to water / a watchtower / a castle, with those neighbours in hex order
    near: dict[str, dict[int, list[int]]] = {"~": {}, "T": {}, "C": {}}
    for i, v in enumerate(letter):
        if v in near:
            for n in nbrs[i]:
                near[v].setdefault(n, []).append(i)
    every = range(len(hexes))
    near_water = tuple([i in near["~"] for i in every])
    resources = tuple([i for i, v in enumerate(letter) if v in RESOURCE_LETTERS])
    resource_set = frozenset(resources)
    return Geometry(
        hexes=hexes,
        index=spaces.index,
        letter=letter,
        source=spaces.source,
        nbrs=nbrs,
        near_water=near_water,
        resources=resources,
        buildings=spaces.buildings,
        building_slot=spaces.building_slot,
        water=spaces.water,
        resource_set=resource_set,
        water_landings=frozenset([i for i in resources if near_water[i]]),
        landing_nbrs=tuple([resource_set.intersection(ns) for ns in nbrs]),
        near_towers=tuple([tuple(near["T"].get(i, ())) for i in every]),
        near_castles=tuple([tuple(near["C"].get(i, ())) for i in every]),
        near_fort=tuple([i in near["T"] or i in near["C"] for i in every]),
    )


def trophy_space(sides: tuple[SidePlacement, ...], axes: int) -> Hex | None:
    for s in sides:
        if s.kind == "trophies":
            return transform((components().trophies[axes][1], 0), s.x, s.y, s.rot)
    return None

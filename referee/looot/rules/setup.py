"""The set-up (seed §一 初始布置): a new game, and the table's declarations of the layout, the site
cards and the start player. The five longships drawn onto the ocean are in `ocean`.

The table declares what lies on it (referee/looot/rulings.md `looot-boards`, `looot-sites`,
`looot-start-player`); the layouts a declaration may take are worked out once per position and
cached, since every board step lists them all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import product

from referee.core.errors import UsageError
from referee.core.flow import TABLE, Decision, TurnContext, is_table_word
from referee.core.game import Effect
from referee.core.options import resolve
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.looot import refs, words
from referee.looot.catalog import LETTER_KIND, SITE_TYPES, components, site_ids
from referee.looot.geometry import (
    FIRST_BOARD,
    BoardPlacement,
    BoardSlot,
    OpenSide,
    SidePlacement,
    board_slots,
    board_world,
    cells_of,
    geometry,
    side_slots,
    side_world,
)
from referee.looot.moves import (
    BoardDecl,
    LoootMove,
    OceanBoardDecl,
    Sites,
    Start,
    TrophyBoardDecl,
)
from referee.looot.state import LoootState, PlayerState
from referee.looot.words import msg

from .ocean import N_OCEAN
from .options import HOUSE_RULES
from .position import players
from .stack import SETUP_ORDER, pop
from .text import hex_text, later, violation


def new_state(players: Sequence[str], options: Mapping[str, str]) -> LoootState:
    """A game of 2-4 named players with its house rules, waiting for the table's set-up declarations."""
    names = tuple(str(p).strip() for p in players)
    if not 2 <= len(names) <= 4:
        raise UsageError(msg("looot.setup.player_count", count=len(names)))
    folded = [n.casefold() for n in names]
    if any(not n for n in names) or len(set(folded)) != len(folded):
        raise UsageError(msg("looot.setup.names"))
    reserved = [n for n in names if is_table_word(n)]
    if reserved:  # `table`, `桌面`: the words a declaration names the table by
        raise UsageError(msg("looot.setup.reserved", table=repr(reserved[0])))
    opts = resolve("looot", HOUSE_RULES, options)
    stack = tuple(Decision(kind, TABLE, "") for kind in reversed(SETUP_ORDER))
    return LoootState(
        ctx=TurnContext(round=0, phase="setup", current=0, stack=stack),
        players=tuple(PlayerState(name=n) for n in names),
        options=tuple(sorted(opts.items())),
    )


# ---------------------------------------------------------------------------------------------
# the landscape boards


def legal_board(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return list(_board_moves(state.boards, state.side_boards, state.open_sides))


@lru_cache(maxsize=64)
def _board_moves(
    boards: tuple[BoardPlacement, ...],
    side_boards: tuple[SidePlacement, ...],
    open_sides: tuple[OpenSide, ...],
) -> tuple[LoootMove, ...]:
    used = {components().face_board[b.face] for b in boards}
    faces = tuple(f for f in sorted(components().faces) if components().face_board[f] not in used)
    if not boards:
        return tuple(BoardDecl(f, *FIRST_BOARD) for f in faces)
    taken = frozenset(cells_of(boards, side_boards))
    moves: list[LoootMove] = []
    for slot in board_slots(open_sides):
        if not taken.isdisjoint(_board_cells_at(slot.x, slot.y, slot.rot)):
            continue
        moves.extend(_board_decls(slot.x, slot.y, slot.rot, faces))
    return tuple(moves)


@lru_cache(maxsize=64)
def _slots_by_spot(open_sides: tuple[OpenSide, ...]) -> dict[tuple[int, int, int], BoardSlot]:
    """The board slots by location and rotation (the first slot of each spot, as a search would find)."""
    spots: dict[tuple[int, int, int], BoardSlot] = {}
    for slot in board_slots(open_sides):
        spots.setdefault((slot.x, slot.y, slot.rot), slot)
    return spots


@lru_cache(maxsize=1024)
def _board_cells_at(x: int, y: int, rot: int) -> frozenset[tuple[int, int]]:
    """The hexes a landscape board would cover at x,y rR (every face covers the same hexes).

    A frozenset, as is the set of covered hexes it is tested against: sets keep their hashes,
    so `isdisjoint` does not hash the hexes again."""
    return frozenset(board_world(BoardPlacement(1, x, y, rot)))


@lru_cache(maxsize=4096)
def _board_decls(x: int, y: int, rot: int, faces: tuple[int, ...]) -> tuple[BoardDecl, ...]:
    return tuple(BoardDecl(f, x, y, rot) for f in faces)


def _overlap_with(state: LoootState, cells: Mapping[tuple[int, int], str]) -> list[tuple[int, int]]:
    taken = cells_of(state.boards, state.side_boards)
    return sorted(h for h in cells if h in taken)


def check_board(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, BoardDecl)
    found: list[Violation] = []
    comps = components()
    if move.face not in comps.faces:
        return [violation("unknown_face", refs.BOARDS, face=move.face)]
    board = comps.face_board[move.face]
    for b in state.boards:
        if comps.face_board[b.face] == board:
            found.append(
                violation(
                    "board_already_used",
                    refs.BOARDS,
                    face=move.face,
                    board=board,
                    used=b.face,
                    x=b.x,
                    y=b.y,
                    rot=b.rot,
                )
            )
    cells = board_world(BoardPlacement(move.face, move.x, move.y, move.rot))
    clash = _overlap_with(state, cells)
    if clash:
        found.append(
            violation(
                "boards_overlap",
                refs.BOARDS,
                face=move.face,
                x=move.x,
                y=move.y,
                rot=move.rot,
                count=len(clash),
                hex=hex_text(*clash[0]),
            )
        )
    if not state.boards:
        if (move.x, move.y, move.rot) != FIRST_BOARD:
            found.append(
                violation(
                    "board_not_on_open_side",
                    refs.BOARDS,
                    key="board_not_on_open_side_first",
                    fx=FIRST_BOARD[0],
                    fy=FIRST_BOARD[1],
                    x=move.x,
                    y=move.y,
                    rot=move.rot,
                )
            )
    elif (move.x, move.y, move.rot) not in _slots_by_spot(state.open_sides):
        found.append(
            violation(
                "board_not_on_open_side",
                refs.BOARDS,
                x=move.x,
                y=move.y,
                rot=move.rot,
                count=len(board_slots(state.open_sides)),
            )
        )
    return found


def apply_board(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, BoardDecl)
    placement = BoardPlacement(move.face, move.x, move.y, move.rot)
    if state.boards:
        slot = _slots_by_spot(state.open_sides)[(move.x, move.y, move.rot)]
        sides = tuple(s for i, s in enumerate(state.open_sides) if i != slot.side) + slot.new_sides
    else:
        sides = state.open_sides
    state = replace(state, boards=state.boards + (placement,), open_sides=sides)
    if len(state.boards) == len(state.players):
        state = pop(state)
    return state


# ---------------------------------------------------------------------------------------------
# the trophy and ocean boards


def _free_side_slots(state: LoootState, kind: str) -> tuple[tuple[int, int, int], ...]:
    return _side_spots(kind, state.boards, state.side_boards, state.open_sides)


@lru_cache(maxsize=16)
def _side_spots(
    kind: str,
    boards: tuple[BoardPlacement, ...],
    side_boards: tuple[SidePlacement, ...],
    open_sides: tuple[OpenSide, ...],
) -> tuple[tuple[int, int, int], ...]:
    slots = side_slots(open_sides)
    used_sides = {
        next((t.side for t in slots if (t.x, t.y, t.rot) == (s.x, s.y, s.rot)), -1) for s in side_boards
    }
    taken = frozenset(cells_of(boards, side_boards))
    out = []
    for slot in slots:
        if slot.side in used_sides:
            continue
        if not taken.isdisjoint(_side_cells_at(kind, slot.x, slot.y, slot.rot)):
            continue
        out.append((slot.x, slot.y, slot.rot))
    return tuple(out)


@lru_cache(maxsize=1024)
def _side_cells_at(kind: str, x: int, y: int, rot: int) -> frozenset[tuple[int, int]]:
    """The hexes a side board would cover at x,y rR (as `_board_cells_at`)."""
    return frozenset(side_world(SidePlacement(kind, 1, x, y, rot)))


def legal_trophy_board(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return [d for x, y, r in _free_side_slots(state, "trophies") for d in _side_decls("trophies", x, y, r)]


def legal_ocean_board(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return [d for x, y, r in _free_side_slots(state, "ocean") for d in _side_decls("ocean", x, y, r)]


@lru_cache(maxsize=2048)
def _side_decls(kind: str, x: int, y: int, rot: int) -> tuple[LoootMove, LoootMove]:
    """The trophy or ocean board at x,y rR, face 1 and face 2."""
    decl = TrophyBoardDecl if kind == "trophies" else OceanBoardDecl
    return (decl(1, x, y, rot), decl(2, x, y, rot))


def _side_board_name(kind: str) -> str:
    return msg("looot.describe.trophy_board" if kind == "trophies" else "looot.describe.ocean_board")


def check_side_board(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, (TrophyBoardDecl, OceanBoardDecl))
    if move.face not in (1, 2):
        name = _side_board_name(move.kind)
        return [
            violation("unknown_face", refs.SIDE_BOARDS, key="unknown_face_side", board=name, face=move.face)
        ]
    found: list[Violation] = []
    cells = side_world(SidePlacement(move.kind, move.face, move.x, move.y, move.rot))
    clash = _overlap_with(state, cells)
    if clash:
        found.append(
            violation(
                "boards_overlap",
                refs.SIDE_BOARDS,
                key="boards_overlap_side",
                board=_side_board_name(move.kind),
                x=move.x,
                y=move.y,
                rot=move.rot,
                count=len(clash),
                hex=hex_text(*clash[0]),
            )
        )
    if (move.x, move.y, move.rot) not in _free_side_slots(state, move.kind) and not clash:
        found.append(
            violation(
                "side_board_not_on_open_side",
                refs.SIDE_BOARDS,
                board=_side_board_name(move.kind),
                x=move.x,
                y=move.y,
                rot=move.rot,
            )
        )
    return found


def apply_side_board(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    """A side board placed; the ocean board completes the layout: the hexes, stacks and ocean exist."""
    assert isinstance(move, (TrophyBoardDecl, OceanBoardDecl))
    placement = SidePlacement(move.kind, move.face, move.x, move.y, move.rot)
    state = pop(replace(state, side_boards=state.side_boards + (placement,)))
    if move.kind == "ocean":
        g = geometry(state.boards, state.side_boards)
        stacks = tuple(components().stack[LETTER_KIND[g.letter[b]]] for b in g.buildings)
        state = replace(
            state,
            occupants=((),) * len(g.hexes),
            stacks=stacks,
            ocean=("",) * N_OCEAN,
            players=tuple(replace(p, taken=(0,) * len(stacks)) for p in state.players),
        )
        landings = len([i for i in g.resources if g.near_water[i]])
        message = later(
            "looot.effect.layout_complete",
            resources=len(g.resources),
            buildings=len(g.buildings),
            landings=landings,
        )
        fx.append(Effect("layout_complete", message, refs.BOARDS))
    return state


# ---------------------------------------------------------------------------------------------
# the construction-site cards


def _site_cards_dealt(state: LoootState) -> dict[str, str]:
    return {card: p.name for p in state.players for card in p.sites}


def legal_sites(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    dealt = _site_cards_dealt(state)
    free = [tuple(s for s in site_ids(t) if s not in dealt) for t in SITE_TYPES]
    moves: list[LoootMove] = []
    for p in state.players:
        if not p.sites:
            moves.extend(_sites_moves(p.name, *free))
    return moves


@lru_cache(maxsize=256)
def _sites_moves(
    player: str, ports: tuple[str, ...], altars: tuple[str, ...], palaces: tuple[str, ...]
) -> tuple[Sites, ...]:
    return tuple(map(_every_sites(player).__getitem__, product(ports, altars, palaces)))


@lru_cache(maxsize=16)
def _every_sites(player: str) -> dict[tuple[str, str, str], Sites]:
    """The move `sites PLAYER PORT ALTAR PALACE` for every three cards."""
    return {
        (port, altar, palace): Sites(player, port, altar, palace)
        for port in site_ids("port")
        for altar in site_ids("altar")
        for palace in site_ids("palace")
    }


def _unknown_player(state: LoootState, name: str, rule: RuleRef) -> Violation:
    return violation("unknown_player", rule, player=repr(name), players=words.join(players(state)))


def check_sites(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Sites)
    found: list[Violation] = []
    i = state.player_index(move.player)
    if i < 0:
        found.append(_unknown_player(state, move.player, refs.SITES))
    elif state.players[i].sites:
        p = state.players[i]
        found.append(violation("sites_already_declared", refs.SITES, name=p.name, cards=" ".join(p.sites)))
    dealt = _site_cards_dealt(state)
    for card in (move.port, move.altar, move.palace):
        if card in dealt:
            found.append(violation("site_already_dealt", refs.SITES, card=card, owner=dealt[card]))
    return found


def apply_sites(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Sites)
    i = state.player_index(move.player)
    ps = list(state.players)
    ps[i] = replace(ps[i], sites=(move.port, move.altar, move.palace))
    state = replace(state, players=tuple(ps))
    if all(p.sites for p in state.players):
        state = pop(state)
    return state


# ---------------------------------------------------------------------------------------------
# the start player


def legal_start(state: LoootState, decision: Decision, by: str) -> list[LoootMove]:
    return [Start(p.name) for p in state.players]


def check_start(state: LoootState, decision: Decision, move: LoootMove, by: str) -> list[Violation]:
    assert isinstance(move, Start)
    if state.player_index(move.player) < 0:
        return [_unknown_player(state, move.player, refs.START)]
    return []


def apply_start(
    state: LoootState, decision: Decision, move: LoootMove, by: str, fx: list[Effect]
) -> LoootState:
    assert isinstance(move, Start)
    i = state.player_index(move.player)
    fx.append(Effect("start", later("looot.effect.start", name=state.players[i].name), refs.START))
    return pop(replace(state, start=i))  # the set-up is complete: `after` begins the first turn

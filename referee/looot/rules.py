"""Looot rules: legal_moves, validate (every violation, with the seed passage), apply (with effects).

Seed 004 plus the published game where the reference refines it (docs/rulings.md, Looot section).
The pending decision on top of `state.ctx.stack` says which step the game is in; `flow.STEP_MOVES`
says which move kinds answer it. Automatic consequences (captures, completions, lost tiles, refills,
the end of the game) are applied inside `apply` and announced as effects.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING

from referee.core.errors import UsageError
from referee.core.flow import TABLE, Decision, TurnContext
from referee.core.game import Effect, HouseRule, Transition
from referee.core.outcome import Outcome
from referee.core.violations import RuleRef, Violation
from referee.looot import refs
from referee.looot.captures import captures
from referee.looot.catalog import LETTER_KIND, RESOURCES, SITE_TYPES, TILE_KINDS, components, site_ids
from referee.looot.fjord import (
    NBRS,
    SPACE_INDEX,
    SPACE_SITES,
    SPACES,
    describe_cell,
    free_spaces,
    is_longship,
    longship_complete,
    site_complete,
)
from referee.looot.flow import SETUP_ORDER, STEP_MOVES, STEP_RULE
from referee.looot.geometry import (
    FIRST_BOARD,
    BoardPlacement,
    BoardSlot,
    Geometry,
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
    SHIELD_TEXT,
    SHIELDS,
    SYNTAX,
    BoardDecl,
    Draw,
    Longship,
    LoootMove,
    OceanBoardDecl,
    Pass,
    Place,
    Shield,
    Sites,
    Start,
    Tile,
    Trophy,
    TrophyBoardDecl,
)
from referee.looot.state import TROPHIES, LoootState, PlayerState, TurnState, evolve

if TYPE_CHECKING:  # the scorer is imported when a score is asked for: most commands never need it
    from scorers.looot import LoootTally
    from scorers.sheet import ScoreSheet

OPTIONAL_ACTIONS = HouseRule(
    name="optional_actions",
    choices=("published", "seed_one"),
    default="published",
    summary=(
        "published: shields flipped before the placement (any number, each once per game), then a longship "
        "and/or a trophy at the end of the turn; seed_one: at most one of longship / shield / trophy per turn "
        "(seed §三.3; shields are still flipped before the placement)"
    ),
    ruling="looot-optional-actions",
)
HOUSE_RULES = (OPTIONAL_ACTIONS,)
N_OCEAN = 5
_RESOURCE_INDEX = {kind: r for r, kind in enumerate(RESOURCES)}
LETTER_TEXT = {
    "H": "a house space",
    "T": "a watchtower space",
    "C": "a castle space",
    "~": "an ocean water space",
    "P": "a trophy space",
}


# ---------------------------------------------------------------------------------------------
# creation and the decision stack


def new_state(players: Sequence[str], options: Mapping[str, str]) -> LoootState:
    names = tuple(str(p).strip() for p in players)
    if not 2 <= len(names) <= 4:
        raise UsageError(f"Looot is played by 2, 3 or 4 players, not {len(names)}")
    folded = [n.casefold() for n in names]
    if any(not n for n in names) or len(set(folded)) != len(folded):
        raise UsageError("player names must be non-empty and all different")
    if TABLE in folded:
        raise UsageError(f"{TABLE!r} is reserved for the table's declarations; choose another player name")
    opts = {h.name: h.default for h in HOUSE_RULES}
    for key, value in options.items():
        rule = next((h for h in HOUSE_RULES if h.name == key), None)
        if rule is None:
            raise UsageError(f"unknown Looot option {key!r}; known: {', '.join(h.name for h in HOUSE_RULES)}")
        if value not in rule.choices:
            raise UsageError(f"option {key} must be one of {', '.join(rule.choices)}, not {value!r}")
        opts[key] = value
    stack = tuple(Decision(kind, TABLE, "") for kind in reversed(SETUP_ORDER))
    state = LoootState(
        ctx=TurnContext(round=0, phase="setup", current=0, stack=stack),
        players=tuple(PlayerState(name=n) for n in names),
        options=tuple(sorted(opts.items())),
    )
    return _refresh(state)


def decision(state: LoootState) -> Decision | None:
    stack = state.ctx.stack  # = ctx.top, without the property call (this runs for every move)
    return stack[-1] if stack else None


def players(state: LoootState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


def _cur(state: LoootState) -> PlayerState:
    return state.players[state.ctx.current]


def _pending_text(pending: tuple[tuple[str, int], ...]) -> str:
    kinds = [k for k, _ in pending]
    counts = [(k, kinds.count(k)) for k in TILE_KINDS]
    return ", ".join(f"{n} {k}" for k, n in counts if n)


_PLACE_PROMPT = "flip shields if wanted, then place{second} (place X,Y){flipped}"


@lru_cache(maxsize=256)
def _place_prompt(second: bool, shields: tuple[str, ...]) -> str:
    flipped = f"; flipped for it: {', '.join(shields)}" if shields else ""
    return _PLACE_PROMPT.format(
        second=" a second Viking (play-again shield)" if second else " a Viking", flipped=flipped
    )


@lru_cache(maxsize=1024)
def _tiles_prompt(pending: tuple[tuple[str, int], ...]) -> str:
    return f"put the gained tiles on free fjord spaces: {_pending_text(pending)} (tile KIND X,Y)"


def _prompt(state: LoootState, kind: str) -> str:
    if kind == "place_viking":
        return _place_prompt(bool(state.turn.placed), state.turn.shields_now)
    if kind == "place_tiles":
        return _tiles_prompt(state.turn.pending)
    if kind == "end_turn":
        return "optionally take a longship and/or claim a trophy, then pass"
    if kind == "refill":
        space = state.turn.longship_from
        x, y = state.geo.hexes[state.geo.water[space]]
        return f"Declare the longship drawn from the bag for the emptied ocean space ({x},{y}) (draw ID)"
    n = len(state.players)
    if kind == "declare_board":
        k = len(state.boards) + 1
        if k == 1:
            return f"Declare landscape board 1 of {n}: its face, at -3,-2 r0 (board FACE at -3,-2 r0)"
        return f"Declare landscape board {k} of {n}: face, location and rotation (board FACE at X,Y rR)"
    if kind == "declare_trophy_board":
        return "Declare the trophy board: face and location on an open side (trophies FACE at X,Y rR)"
    if kind == "declare_ocean_board":
        return "Declare the ocean board: face and location on another open side (ocean FACE at X,Y rR)"
    if kind == "declare_longship":
        space = state.ocean.index("") if "" in state.ocean else 0
        x, y = state.geo.hexes[state.geo.water[space]] if state.layout_complete else (0, 0)
        return (
            f"Declare the longship drawn from the bag for ocean space {space + 1} of 5 at ({x},{y}) (draw ID)"
        )
    if kind == "declare_sites":
        todo = [p.name for p in state.players if not p.sites]
        return f"Declare the construction sites dealt to {', '.join(todo)} (sites PLAYER PORT ALTAR PALACE)"
    if kind == "declare_start":
        return "Declare the start player (start PLAYER)"
    return kind


# The decision stack is changed with `evolve` rather than TurnContext.pop/push/replace_top: the same
# contexts, built without `dataclasses.replace`, which costs several times more on this hot path.
# A decision that comes on top gets its prompt at once (`_prompted`), so that `_refresh` at the end
# of `apply` usually finds the prompt up to date and has nothing to rebuild.


def _refresh(state: LoootState) -> LoootState:
    ctx = state.ctx
    stack = ctx.stack
    if not stack:
        return state
    top = stack[-1]
    prompt = _prompt(state, top.kind)
    if prompt == top.prompt:
        return state
    return evolve(state, ctx=evolve(ctx, stack=stack[:-1] + (evolve(top, prompt=prompt),)))


def _prompted(state: LoootState, stack: tuple[Decision, ...]) -> tuple[Decision, ...]:
    """The stack with its top decision prompted for `state` (whose ctx may still be the old one)."""
    if not stack:
        return stack
    top = stack[-1]
    prompt = _prompt(state, top.kind)
    if prompt == top.prompt:
        return stack
    return stack[:-1] + (evolve(top, prompt=prompt),)


def _pop(state: LoootState) -> LoootState:
    ctx = state.ctx
    return evolve(state, ctx=evolve(ctx, stack=_prompted(state, ctx.stack[:-1])))


def _pop_push(state: LoootState, decision: Decision) -> LoootState:
    """Replace the top decision (answered) by a new one."""
    ctx = state.ctx
    return evolve(state, ctx=evolve(ctx, stack=_prompted(state, ctx.stack[:-1] + (decision,))))


def _top_kind(state: LoootState) -> str:
    stack = state.ctx.stack
    return stack[-1].kind if stack else ""


# ---------------------------------------------------------------------------------------------
# small queries


def _hex(x: int, y: int) -> str:
    return f"({x},{y})"


def _axes(p: PlayerState) -> int:
    return p.fjord.count("axe")


def _any_viking(state: LoootState) -> bool:
    return any(state.occupants)


def _seed_one(state: LoootState) -> bool:
    return ("optional_actions", "seed_one") in state.options


def _optional_used(state: LoootState) -> list[str]:
    t = state.turn
    used = [f"flipped the {s} shield" for s in t.shields_turn]
    if t.longship_from >= 0:
        used.append("took a longship")
    if t.trophy:
        used.append(f"claimed trophy {t.trophy}")
    return used


def _landings(state: LoootState) -> list[int]:
    """Hex indices where the current player's next Viking may go."""
    g = state.geo
    occ = state.occupants
    if "occupied" in state.turn.shields_now:
        return [i for i in g.resources if occ[i]]
    # resource hexes next to the water or to a Viking, and free; in hex order like g.resources
    taken = list(compress(range(len(occ)), occ))  # the hexes holding a Viking
    landing_nbrs = g.landing_nbrs
    near = set(g.water_landings)
    near.update(*[landing_nbrs[h] for h in taken])
    near.difference_update(taken)
    return sorted(near)


def _shields_flippable(state: LoootState) -> list[str]:
    p = _cur(state)
    if _seed_one(state) and _optional_used(state):
        return []
    return [
        s for s in SHIELDS if s not in p.shields_used and not (s == "occupied" and not _any_viking(state))
    ]


def _site_cards_dealt(state: LoootState) -> dict[str, str]:
    return {card: p.name for p in state.players for card in p.sites}


def _where_longship(state: LoootState, lid: str) -> str:
    if lid in state.bag:
        return "still in the bag"
    if lid in state.ocean:
        x, y = state.geo.hexes[state.geo.water[state.ocean.index(lid)]]
        return f"on the ocean at ({x},{y})"
    for p in state.players:
        if lid in p.fjord:
            return f"in {p.name}'s fjord"
    return "not in play"


def _ocean_text(state: LoootState) -> str:
    if not state.ocean:
        return "no ocean board yet"
    g = state.geo
    parts = []
    for i, lid in enumerate(state.ocean):
        x, y = g.hexes[g.water[i]]
        parts.append(f"({x},{y}) {lid or 'empty'}")
    return ", ".join(parts)


def _owners(state: LoootState, h: int) -> str:
    """Whose Vikings stand on a hex: "Bob's Viking", "Bob's and Ann's Vikings"."""
    occ = state.occupants[h]
    names = list(dict.fromkeys(state.players[i].name for i in occ))
    return " and ".join(f"{n}'s" for n in names) + (" Vikings" if len(occ) > 1 else " Viking")


# ---------------------------------------------------------------------------------------------
# legal moves


def legal_moves(state: LoootState) -> list[LoootMove]:
    stack = state.ctx.stack
    if not stack:
        return []
    return _LEGAL[stack[-1].kind](state)


def _legal_board(state: LoootState) -> list[LoootMove]:
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
    taken = cells_of(boards, side_boards).keys()
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
def _board_cells_at(x: int, y: int, rot: int) -> dict[tuple[int, int], str]:
    """The hexes a landscape board would cover at x,y rR (every face covers the same hexes)."""
    return board_world(BoardPlacement(1, x, y, rot))


@lru_cache(maxsize=4096)
def _board_decls(x: int, y: int, rot: int, faces: tuple[int, ...]) -> tuple[BoardDecl, ...]:
    return tuple(BoardDecl(f, x, y, rot) for f in faces)


def _overlap_with(state: LoootState, cells: Mapping[tuple[int, int], str]) -> list[tuple[int, int]]:
    taken = cells_of(state.boards, state.side_boards)
    return sorted(h for h in cells if h in taken)


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
    taken = cells_of(boards, side_boards).keys()
    out = []
    for slot in slots:
        if slot.side in used_sides:
            continue
        if not taken.isdisjoint(_side_cells_at(kind, slot.x, slot.y, slot.rot)):
            continue
        out.append((slot.x, slot.y, slot.rot))
    return tuple(out)


@lru_cache(maxsize=1024)
def _side_cells_at(kind: str, x: int, y: int, rot: int) -> dict[tuple[int, int], str]:
    return side_world(SidePlacement(kind, 1, x, y, rot))


def _legal_trophy_board(state: LoootState) -> list[LoootMove]:
    return [d for x, y, r in _free_side_slots(state, "trophies") for d in _side_decls("trophies", x, y, r)]


def _legal_ocean_board(state: LoootState) -> list[LoootMove]:
    return [d for x, y, r in _free_side_slots(state, "ocean") for d in _side_decls("ocean", x, y, r)]


@lru_cache(maxsize=2048)
def _side_decls(kind: str, x: int, y: int, rot: int) -> tuple[LoootMove, LoootMove]:
    """The trophy or ocean board at x,y rR, face 1 and face 2."""
    decl = TrophyBoardDecl if kind == "trophies" else OceanBoardDecl
    return (decl(1, x, y, rot), decl(2, x, y, rot))


def _legal_draw(state: LoootState) -> list[LoootMove]:
    return [Draw(lid) for lid in state.bag]


def _legal_sites(state: LoootState) -> list[LoootMove]:
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
    every = _every_sites(player)
    return tuple(every[(port, altar, palace)] for port in ports for altar in altars for palace in palaces)


@lru_cache(maxsize=16)
def _every_sites(player: str) -> dict[tuple[str, str, str], Sites]:
    """The move `sites PLAYER PORT ALTAR PALACE` for every three cards."""
    return {
        (port, altar, palace): Sites(player, port, altar, palace)
        for port in site_ids("port")
        for altar in site_ids("altar")
        for palace in site_ids("palace")
    }


def _legal_start(state: LoootState) -> list[LoootMove]:
    return [Start(p.name) for p in state.players]


def _legal_place(state: LoootState) -> list[LoootMove]:
    g = state.geo
    moves: list[LoootMove] = [
        _SHIELD_MOVES[s] for s in _shields_flippable(state) if s not in state.turn.shields_now
    ]
    moves.extend(_pick_spaces(tuple(_landings(state)))(_place_moves(g)))
    return moves


# Moves are frozen values, so the ones legal_moves lists over and over are built once and shared.


@cache
def _tile_moves(kind: str) -> tuple[Tile, ...]:
    """`tile KIND x,y` for every fjord space, indexed by space."""
    return tuple(Tile(kind, x, y) for x, y in SPACES)


@cache
def _longship_moves(lid: str) -> tuple[Longship, ...]:
    """`longship ID at x,y` for every fjord space, indexed by space."""
    return tuple(Longship(lid, x, y) for x, y in SPACES)


@lru_cache(maxsize=8)
def _place_moves(g: Geometry) -> tuple[Place, ...]:
    """`place x,y` for every hex of a layout, indexed by hex."""
    return tuple([_place_move(h) for h in g.hexes])


@lru_cache(maxsize=4096)
def _place_move(h: tuple[int, int]) -> Place:
    return Place(*h)


_PASS = Pass()
_SHIELD_MOVES = {s: Shield(s) for s in SHIELDS}
_TROPHY_MOVES = {n: Trophy(n) for n in TROPHIES}


def _pick_spaces(free: tuple[int, ...]) -> Callable[[tuple[LoootMove, ...]], Sequence[LoootMove]]:
    """A function taking the entries at these indices (spaces, hexes) from a row, in order."""
    if len(free) == 1:
        only = free[0]
        return lambda row: (row[only],)
    return itemgetter(*free) if free else lambda row: ()


def _legal_tiles(state: LoootState) -> list[LoootMove]:
    pending = {k for k, _ in state.turn.pending}
    take = _pick_spaces(free_spaces(_cur(state).fjord))
    moves: list[LoootMove] = []
    for k in TILE_KINDS:
        if k in pending:
            moves.extend(take(_tile_moves(k)))
    return moves


def _legal_end_turn(state: LoootState) -> list[LoootMove]:
    moves: list[LoootMove] = []
    limited = _seed_one(state) and bool(_optional_used(state))
    p = _cur(state)
    if state.turn.longship_from < 0 and not limited:
        take = _pick_spaces(free_spaces(p.fjord))
        for lid in state.ocean:
            if lid:
                moves.extend(take(_longship_moves(lid)))
    if not p.trophy and not limited:
        axes = _axes(p)
        moves.extend(_TROPHY_MOVES[n] for n in state.trophies if n <= axes)
    moves.append(_PASS)
    return moves


_LEGAL: dict[str, Callable[[LoootState], list[LoootMove]]] = {
    "declare_board": _legal_board,
    "declare_trophy_board": _legal_trophy_board,
    "declare_ocean_board": _legal_ocean_board,
    "declare_longship": _legal_draw,
    "declare_sites": _legal_sites,
    "declare_start": _legal_start,
    "place_viking": _legal_place,
    "place_tiles": _legal_tiles,
    "end_turn": _legal_end_turn,
    "refill": _legal_draw,
}


# ---------------------------------------------------------------------------------------------
# validation


def _v(code: str, message: str, rule: RuleRef, *facts: str) -> Violation:
    return Violation(code, message, rule, tuple(facts))


def validate(state: LoootState, move: LoootMove) -> list[Violation]:
    top = state.ctx.top
    if top is None:
        return [_v("game_over", "the game is over; no move can be declared", refs.GAME_END)]
    found: list[Violation] = []
    if move.kind not in STEP_MOVES[top.kind]:
        expected = " or ".join(f"`{SYNTAX[k]}`" for k in STEP_MOVES[top.kind])
        found.append(
            _v(
                "wrong_step",
                f"`{move}` cannot be declared now: {top.prompt}; expected {expected}",
                STEP_RULE[top.kind],
            )
        )
        player_step = top.actor != TABLE
        if move.kind in ("shield", "place", "tile", "longship", "trophy", "pass") and not player_step:
            return found
        if move.kind in ("board", "trophies", "ocean") and state.layout_complete:
            return found
    check = _CHECKS.get(move.kind)
    if check is not None:
        found.extend(check(state, move))
    return found


def _check_board(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, BoardDecl)
    found: list[Violation] = []
    comps = components()
    if move.face not in comps.faces:
        return [_v("unknown_face", f"landscape boards have faces 1 to 8, not {move.face}", refs.BOARDS)]
    board = comps.face_board[move.face]
    for b in state.boards:
        if comps.face_board[b.face] == board:
            found.append(
                _v(
                    "board_already_used",
                    f"face {move.face} is a side of landscape board {board}, which is already on the table "
                    f"as face {b.face} at {b.x},{b.y} r{b.rot}",
                    refs.BOARDS,
                )
            )
    if len(state.boards) >= len(state.players):
        found.append(
            _v(
                "too_many_boards",
                f"{len(state.players)} players use {len(state.players)} landscape boards; all are declared",
                refs.BOARDS,
            )
        )
        return found
    cells = board_world(BoardPlacement(move.face, move.x, move.y, move.rot))
    clash = _overlap_with(state, cells)
    if clash:
        found.append(
            _v(
                "boards_overlap",
                f"face {move.face} at {move.x},{move.y} r{move.rot} would cover {len(clash)} hex(es) already on "
                f"the table, e.g. {_hex(*clash[0])}",
                refs.BOARDS,
            )
        )
    if not state.boards:
        if (move.x, move.y, move.rot) != FIRST_BOARD:
            found.append(
                _v(
                    "board_not_on_open_side",
                    f"the first landscape board is the origin of the coordinates: it goes at "
                    f"{FIRST_BOARD[0]},{FIRST_BOARD[1]} r0, not at {move.x},{move.y} r{move.rot}",
                    refs.BOARDS,
                )
            )
    elif (move.x, move.y, move.rot) not in _slots_by_spot(state.open_sides):
        found.append(
            _v(
                "board_not_on_open_side",
                f"a board at {move.x},{move.y} r{move.rot} is not joined to an open side of the boards on the "
                f"table the way the assembly allows ({len(board_slots(state.open_sides))} positions are; "
                "`referee moves` lists them)",
                refs.BOARDS,
            )
        )
    return found


def _check_side_board(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, (TrophyBoardDecl, OceanBoardDecl))
    name = "trophy board" if move.kind == "trophies" else "ocean board"
    if move.face not in (1, 2):
        return [_v("unknown_face", f"the {name} has faces 1 and 2, not {move.face}", refs.SIDE_BOARDS)]
    found: list[Violation] = []
    if any(s.kind == move.kind for s in state.side_boards):
        return [_v("side_board_already_placed", f"the {name} is already on the table", refs.SIDE_BOARDS)]
    if len(state.boards) < len(state.players):
        return found  # wrong_step already says the landscape boards come first
    cells = side_world(SidePlacement(move.kind, move.face, move.x, move.y, move.rot))
    clash = _overlap_with(state, cells)
    if clash:
        found.append(
            _v(
                "boards_overlap",
                f"the {name} at {move.x},{move.y} r{move.rot} would cover {len(clash)} hex(es) already on the "
                f"table, e.g. {_hex(*clash[0])}",
                refs.SIDE_BOARDS,
            )
        )
    if (move.x, move.y, move.rot) not in _free_side_slots(state, move.kind) and not clash:
        found.append(
            _v(
                "side_board_not_on_open_side",
                f"the {name} at {move.x},{move.y} r{move.rot} does not sit against a free open side of the "
                "landscape (rotation = the side's direction, offset along it as the assembly allows; "
                "`referee moves` lists the positions)",
                refs.SIDE_BOARDS,
            )
        )
    return found


def _check_draw(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Draw)
    if move.longship in state.bag:
        return []
    rule = refs.OCEAN_FILL if state.ctx.phase == "setup" else refs.BAG
    return [
        _v(
            "longship_not_in_bag",
            f"{move.longship} cannot come out of the bag: it is {_where_longship(state, move.longship)}",
            rule,
        )
    ]


def _check_sites(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Sites)
    found: list[Violation] = []
    i = state.player_index(move.player)
    if i < 0:
        found.append(
            _v("unknown_player", f"{move.player!r} is not a player ({', '.join(players(state))})", refs.SITES)
        )
    elif state.players[i].sites:
        found.append(
            _v(
                "sites_already_declared",
                f"{state.players[i].name} already has {' '.join(state.players[i].sites)}",
                refs.SITES,
            )
        )
    dealt = _site_cards_dealt(state)
    for card in (move.port, move.altar, move.palace):
        if card in dealt:
            found.append(
                _v(
                    "site_already_dealt",
                    f"{card} was already dealt to {dealt[card]}; all cards are different",
                    refs.SITES,
                )
            )
    return found


def _check_start(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Start)
    if state.player_index(move.player) < 0:
        return [
            _v("unknown_player", f"{move.player!r} is not a player ({', '.join(players(state))})", refs.START)
        ]
    return []


def _check_shield(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Shield)
    p = _cur(state)
    found: list[Violation] = []
    if move.shield in p.shields_used:
        when = "for this placement" if move.shield in state.turn.shields_now else "earlier in the game"
        found.append(
            _v(
                "shield_used",
                f"{p.name} already flipped the {SHIELD_TEXT[move.shield]} {when}; each shield works once per game",
                refs.SHIELD_ONCE,
            )
        )
    if move.shield == "occupied" and not _any_viking(state):
        found.append(
            _v(
                "shield_no_occupied_hex",
                "no Viking is on the landscape yet, so the occupied-hex shield has no hex to use",
                refs.SHIELD_OCCUPIED,
            )
        )
    if _seed_one(state) and _optional_used(state):
        found.append(
            _v(
                "optional_action_limit",
                f"house rule seed_one: {p.name} already {', '.join(_optional_used(state))} this turn "
                "(at most one of longship / shield / trophy)",
                refs.OPTIONAL_ONE,
            )
        )
    return found


def _check_place(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Place)
    if not state.layout_complete:
        return []
    g = state.geo
    p = _cur(state)
    where = _hex(move.x, move.y)
    h = g.index.get((move.x, move.y))
    if h is None:
        return [_v("hex_not_on_board", f"{where} is not a hex of the landscape on the table", refs.PLACE)]
    letter = g.letter[h]
    if letter in "HTC":
        return [
            _v(
                "hex_is_building",
                f"{where} is {LETTER_TEXT[letter]} ({g.source[h]}); Vikings go only on resource hexes",
                refs.PLACE,
            )
        ]
    if letter == "~":
        return [
            _v(
                "hex_is_water",
                f"{where} is {LETTER_TEXT[letter]}; Vikings go only on resource hexes",
                refs.PLACE,
            )
        ]
    if letter == "P":
        return [
            _v(
                "hex_is_trophy_space",
                f"{where} is {LETTER_TEXT[letter]}; Vikings go only on resource hexes",
                refs.PLACE,
            )
        ]
    found: list[Violation] = []
    occ = state.occupants[h]
    if "occupied" in state.turn.shields_now:
        if not occ:
            found.append(
                _v(
                    "hex_not_occupied",
                    f"{p.name} flipped the occupied-hex shield, so this Viking must go on a hex that already "
                    f"holds a Viking; {where} is empty",
                    refs.SHIELD_OCCUPIED,
                )
            )
        return found
    if occ:
        found.append(
            _v(
                "hex_occupied",
                f"hex {where} already holds {_owners(state, h)} and {p.name} has not flipped the "
                "occupied-hex shield",
                refs.PLACE_OCCUPIED,
            )
        )
    if not g.near_water[h] and not any(state.occupants[n] for n in g.nbrs[h]):
        found.append(
            _v(
                "hex_not_adjacent",
                f"{where} is adjacent to neither a water hex of the ocean board nor any Viking",
                refs.PLACE_ADJACENT,
            )
        )
    return found


def _check_space(p: PlayerState, x: int, y: int, rule: RuleRef) -> list[Violation]:
    s = SPACE_INDEX.get((x, y))
    if s is None:
        return [
            _v(
                "fjord_not_a_space",
                f"fjord cell ({x},{y}) is {describe_cell((x, y))}; choose a free space",
                rule,
            )
        ]
    if p.fjord[s]:
        return [
            _v(
                "fjord_space_occupied",
                f"fjord space ({x},{y}) of {p.name} already holds {_item(p.fjord[s])}",
                rule,
            )
        ]
    return []


def _item(item: str) -> str:
    return f"the longship {item}" if is_longship(item) else f"{_a(item)} {item} tile"


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _check_tile(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Tile)
    if state.ctx.phase != "turn":
        return []
    p = _cur(state)
    found: list[Violation] = []
    if not any(k == move.tile for k, _ in state.turn.pending):
        waiting = _pending_text(state.turn.pending) or "none"
        found.append(
            _v(
                "tile_not_gained",
                f"{p.name} has no {move.tile} tile to place; gained tiles waiting: {waiting}",
                refs.TAKE_RESOURCE,
            )
        )
    found.extend(_check_space(p, move.x, move.y, refs.FJORD_LOCKED))
    return found


def _check_longship(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Longship)
    if state.ctx.phase != "turn":
        return []
    p = _cur(state)
    found: list[Violation] = []
    if state.turn.longship_from >= 0:
        found.append(
            _v(
                "second_longship",
                f"{p.name} already took a longship this turn; one per turn",
                refs.LONGSHIP_TAKE,
            )
        )
    if move.longship not in state.ocean:
        found.append(
            _v(
                "longship_not_in_ocean",
                f"{move.longship} is not on the ocean (it is {_where_longship(state, move.longship)}); "
                f"the ocean holds: {_ocean_text(state)}",
                refs.LONGSHIP_TAKE,
            )
        )
    if not free_spaces(p.fjord):
        found.append(
            _v(
                "longship_fjord_full",
                f"{p.name}'s fjord has no free space left, so no longship can be taken",
                refs.LONGSHIP_TAKE,
            )
        )
    else:
        found.extend(_check_space(p, move.x, move.y, refs.LONGSHIP_TAKE))
    if _seed_one(state) and _optional_used(state) and state.turn.longship_from < 0:
        found.append(
            _v(
                "optional_action_limit",
                f"house rule seed_one: {p.name} already {', '.join(_optional_used(state))} this turn "
                "(at most one of longship / shield / trophy)",
                refs.OPTIONAL_ONE,
            )
        )
    return found


def _check_trophy(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Trophy)
    if move.axes not in TROPHIES:
        return [_v("unknown_trophy", f"the trophies are numbered 2 to 6, not {move.axes}", refs.TROPHY_AXES)]
    if state.ctx.phase != "turn":
        return []
    p = _cur(state)
    found: list[Violation] = []
    if p.trophy:
        found.append(
            _v(
                "second_trophy",
                f"{p.name} already claimed trophy {p.trophy}; one trophy per player per game",
                refs.TROPHY_ONCE,
            )
        )
    if move.axes not in state.trophies:
        owner = next((q.name for q in state.players if q.trophy == move.axes), "another player")
        found.append(
            _v("trophy_taken", f"trophy {move.axes} was already claimed by {owner}", refs.TROPHY_TAKEN)
        )
    axes = _axes(p)
    if axes < move.axes:
        found.append(
            _v(
                "trophy_too_few_axes",
                f"{p.name} has {axes} axe tile(s) in the fjord; trophy {move.axes} needs at least {move.axes}",
                refs.TROPHY_AXES,
            )
        )
    if _seed_one(state) and _optional_used(state) and not state.turn.trophy:
        found.append(
            _v(
                "optional_action_limit",
                f"house rule seed_one: {p.name} already {', '.join(_optional_used(state))} this turn "
                "(at most one of longship / shield / trophy)",
                refs.OPTIONAL_ONE,
            )
        )
    return found


_CHECKS: dict[str, Callable[[LoootState, LoootMove], list[Violation]]] = {
    "board": _check_board,
    "trophies": _check_side_board,
    "ocean": _check_side_board,
    "draw": _check_draw,
    "sites": _check_sites,
    "start": _check_start,
    "shield": _check_shield,
    "place": _check_place,
    "tile": _check_tile,
    "longship": _check_longship,
    "trophy": _check_trophy,
}


# ---------------------------------------------------------------------------------------------
# apply


def apply(state: LoootState, move: LoootMove) -> Transition:
    """Apply a valid move; announce every automatic consequence."""
    effects: list[Effect] = []
    new = _APPLY[move.kind](state, move, effects)
    return Transition(_refresh(new), tuple(effects))


def _apply_board(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, BoardDecl)
    placement = BoardPlacement(move.face, move.x, move.y, move.rot)
    if state.boards:
        slot = _slots_by_spot(state.open_sides)[(move.x, move.y, move.rot)]
        sides = tuple(s for i, s in enumerate(state.open_sides) if i != slot.side) + slot.new_sides
    else:
        sides = state.open_sides
    state = evolve(state, boards=state.boards + (placement,), open_sides=sides)
    if len(state.boards) == len(state.players):
        state = _pop(state)
    return state


def _apply_side_board(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, (TrophyBoardDecl, OceanBoardDecl))
    placement = SidePlacement(move.kind, move.face, move.x, move.y, move.rot)
    state = _pop(evolve(state, side_boards=state.side_boards + (placement,)))
    if move.kind == "ocean":
        g = geometry(state.boards, state.side_boards)
        stacks = tuple(components().stack[LETTER_KIND[g.letter[b]]] for b in g.buildings)
        state = evolve(
            state,
            occupants=((),) * len(g.hexes),
            stacks=stacks,
            ocean=("",) * N_OCEAN,
            players=tuple(evolve(p, taken=(0,) * len(stacks)) for p in state.players),
        )
        fx.append(
            Effect(
                "layout_complete",
                f"layout complete: {len(g.resources)} resource hexes, {len(g.buildings)} building spaces; "
                f"first landings next to the water: {len([i for i in g.resources if g.near_water[i]])}",
            )
        )
    return state


def _apply_draw(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Draw)
    g = state.geo
    refill = _top_kind(state) == "refill"
    space = state.turn.longship_from if refill else state.ocean.index("")
    ocean = state.ocean[:space] + (move.longship,) + state.ocean[space + 1 :]
    bag = tuple([b for b in state.bag if b != move.longship])
    state = evolve(state, ocean=ocean, bag=bag)
    x, y = g.hexes[g.water[space]]
    fx.append(
        Effect("ocean_filled", f"{move.longship} goes on ocean space ({x},{y}); {len(bag)} left in the bag")
    )
    if refill:
        return _next_turn(state, fx)  # the next turn replaces the decision stack
    if "" not in ocean:
        state = _pop(state)
    return state


def _apply_sites(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Sites)
    i = state.player_index(move.player)
    ps = list(state.players)
    ps[i] = evolve(ps[i], sites=(move.port, move.altar, move.palace))
    state = evolve(state, players=tuple(ps))
    if all(p.sites for p in state.players):
        state = _pop(state)
    return state


def _apply_start(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Start)
    i = state.player_index(move.player)
    state = evolve(state, start=i)  # the turn begun below replaces the decision stack
    fx.append(Effect("start", f"{state.players[i].name} starts; turns go clockwise in seat order"))
    return _begin_turn(state, i, 1)


def _begin_turn(state: LoootState, i: int, round_no: int) -> LoootState:
    ctx = TurnContext(round=round_no, phase="turn", current=i, stack=_turn_stack(state.players[i].name))
    return evolve(state, ctx=ctx, turn=_NEW_TURN)


@lru_cache(maxsize=256)
def _turn_stack(name: str) -> tuple[Decision, ...]:
    """A turn's decisions, the first on top and prompted as `_refresh` would for a new turn."""
    place = Decision("place_viking", name, _PLACE_PROMPT.format(second=" a Viking", flipped=""))
    return (Decision("end_turn", name, ""), Decision("place_tiles", name, ""), place)


_NEW_TURN = TurnState()


def _next_turn(state: LoootState, fx: list[Effect]) -> LoootState:
    """The next player clockwise (seat order) who still has Vikings; a new round past the start player."""
    n = len(state.players)
    cur = state.ctx.current
    rel = (cur - state.start) % n
    for step in range(1, n + 1):
        i = (cur + step) % n
        if state.players[i].vikings > 0:
            wrapped = (i - state.start) % n <= rel
            return _begin_turn(state, i, state.ctx.round + (1 if wrapped else 0))
        fx.append(Effect("skipped", f"{state.players[i].name} has no Viking left and takes no turn"))
    raise AssertionError("no player has Vikings left, but the game is not over")


def _with_player(state: LoootState, i: int, p: PlayerState) -> LoootState:
    return evolve(state, players=state.players[:i] + (p,) + state.players[i + 1 :])


def _apply_shield(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Shield)
    i = state.ctx.current
    p = state.players[i]
    state = _with_player(state, i, evolve(p, shields_used=p.shields_used + (move.shield,)))
    t = state.turn
    t = evolve(
        t,
        shields_now=t.shields_now + (move.shield,),
        shields_turn=t.shields_turn + (move.shield,),
        again_due=t.again_due or move.shield == "again",
    )
    fx.append(Effect("shield", f"{p.name} flips the {SHIELD_TEXT[move.shield]}"))
    return evolve(state, turn=t)


def _apply_place(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Place)
    g = state.geo
    i = state.ctx.current
    p = state.players[i]
    h = g.index[(move.x, move.y)]
    occ = state.occupants[:h] + (state.occupants[h] + (i,),) + state.occupants[h + 1 :]
    t = state.turn
    kind = LETTER_KIND[g.letter[h]]
    r = _RESOURCE_INDEX[kind]
    want = 2 if "double" in t.shields_now else 1
    got = min(want, state.supply[r])
    supply = state.supply[:r] + (state.supply[r] - got,) + state.supply[r + 1 :]
    pending = t.pending + ((kind, -1),) * got
    fx.append(
        Effect(
            "viking_placed",
            f"{p.name} places a Viking on ({move.x},{move.y}) and gains {got} {kind}; "
            f"{p.vikings - 1} Viking(s) left",
        )
    )
    if got < want:
        fx.append(
            Effect("supply_empty", f"the {kind} supply is empty: {want - got} {kind} tile(s) not gained")
        )
    stacks = list(state.stacks)
    taken = list(p.taken)
    for award in captures(g, occ, state.stacks, p.taken, i, h):
        stacks[award.slot] -= award.count
        taken[award.slot] += award.count
        pending += ((award.kind, award.slot),) * award.count
        bx, by = g.hexes[g.buildings[award.slot]]
        fx.append(
            Effect(
                f"capture_{award.kind}",
                f"{p.name} captures {award.count} {award.kind} tile(s) from ({bx},{by}): {award.why}; "
                f"{stacks[award.slot]} left there",
            )
        )
    p = evolve(p, vikings=p.vikings - 1, taken=tuple(taken))
    second = t.again_due and t.placed == 0
    t = evolve(t, pending=pending, shields_now=(), placed=t.placed + 1, again_due=False)
    state = evolve(
        state,
        players=state.players[:i] + (p,) + state.players[i + 1 :],
        occupants=occ,
        stacks=tuple(stacks),
        supply=supply,
        turn=t,
    )
    if second and p.vikings > 0:
        fx.append(Effect("play_again", f"play-again shield: {p.name} now places a second Viking"))
        return state
    if second:
        fx.append(
            Effect(
                "play_again_void", f"play-again shield: {p.name} has no Viking left for a second placement"
            )
        )
    state = _pop(state)  # place_viking answered: now the gained tiles
    return _settle_tiles(state, fx)


def _settle_tiles(state: LoootState, fx: list[Effect]) -> LoootState:
    """Leave the tile step when nothing is pending; lose what cannot fit in a full fjord."""
    t = state.turn
    i = state.ctx.current
    p = state.players[i]
    if t.pending and "" not in p.fjord:  # no free space left
        set_aside = list(state.set_aside)
        stacks = list(state.stacks)
        for kind, slot in t.pending:
            if slot < 0:
                set_aside[RESOURCES.index(kind)] += 1
            else:
                stacks[slot] += 1
        fx.append(
            Effect(
                "tiles_lost",
                f"{p.name}'s fjord is full: {_pending_text(t.pending)} lost (building tiles stay on their spaces)",
            )
        )
        state = _with_player(state, i, evolve(p, lost=p.lost + len(t.pending)))
        state = evolve(state, set_aside=tuple(set_aside), stacks=tuple(stacks), turn=evolve(t, pending=()))
    if not state.turn.pending and _top_kind(state) == "place_tiles":
        state = _pop(state)
    return state


def _apply_tile(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Tile)
    i = state.ctx.current
    p = state.players[i]
    s = SPACE_INDEX[(move.x, move.y)]
    t = state.turn
    k = [kind for kind, _ in t.pending].index(move.tile)
    pending = t.pending[:k] + t.pending[k + 1 :]
    fjord = p.fjord[:s] + (move.tile,) + p.fjord[s + 1 :]
    p = evolve(p, fjord=fjord)
    fx.append(
        Effect(
            "tile_placed",
            f"{p.name} puts {_a(move.tile)} {move.tile} tile on fjord space ({move.x},{move.y})",
        )
    )
    if move.tile in RESOURCES:
        for n in NBRS[s]:
            item = fjord[n]
            if item and is_longship(item) and item not in p.ships_done and longship_complete(fjord, n):
                p = evolve(p, ships_done=p.ships_done + (item,))
                fx.append(_ship_done_effect(p.name, item, n))
    p = _complete_sites(p, s, fx)
    players = state.players[:i] + (p,) + state.players[i + 1 :]
    if not pending and _top_kind(state) == "place_tiles":  # all placed: on to the end of the turn
        ctx = state.ctx
        ctx = evolve(ctx, stack=_prompted(state, ctx.stack[:-1]))
        return evolve(state, players=players, turn=evolve(t, pending=pending), ctx=ctx)
    return _settle_tiles(evolve(state, players=players, turn=evolve(t, pending=pending)), fx)


def _complete_sites(p: PlayerState, s: int, fx: list[Effect]) -> PlayerState:
    for site_type in SPACE_SITES[s]:
        if site_type in p.sites_done or not p.sites:
            continue
        card = p.sites[SITE_TYPES.index(site_type)]
        if site_complete(p.fjord, site_type, card):
            p = evolve(p, sites_done=p.sites_done + (site_type,))
            vp = components().sites[card].vp
            fx.append(Effect("site_completed", f"{p.name} completes the {site_type} {card} ({vp} VP)"))
    return p


def _ship_done_effect(name: str, lid: str, space: int) -> Effect:
    ship = components().longships[lid]
    x, y = SPACES[space]
    return Effect(
        "longship_completed",
        f"{name}'s longship {lid} at ({x},{y}) is complete: +{ship.per_tile} per {ship.bonus} tile",
    )


def _apply_longship(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Longship)
    i = state.ctx.current
    p = state.players[i]
    space = state.ocean.index(move.longship)
    s = SPACE_INDEX[(move.x, move.y)]
    ocean = state.ocean[:space] + ("",) + state.ocean[space + 1 :]
    p = evolve(p, fjord=p.fjord[:s] + (move.longship,) + p.fjord[s + 1 :])
    fx.append(
        Effect("longship_taken", f"{p.name} takes {move.longship} onto fjord space ({move.x},{move.y})")
    )
    if longship_complete(p.fjord, s):
        p = evolve(p, ships_done=p.ships_done + (move.longship,))
        fx.append(_ship_done_effect(p.name, move.longship, s))
    players = state.players[:i] + (p,) + state.players[i + 1 :]
    return evolve(state, players=players, ocean=ocean, turn=evolve(state.turn, longship_from=space))


def _apply_trophy(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Trophy)
    i = state.ctx.current
    p = state.players[i]
    state = _with_player(state, i, evolve(p, trophy=move.axes))
    vp = components().trophies[move.axes][0]
    fx.append(Effect("trophy_claimed", f"{p.name} claims trophy {move.axes} ({vp} VP)"))
    return evolve(
        state,
        trophies=tuple(n for n in state.trophies if n != move.axes),
        turn=evolve(state.turn, trophy=move.axes),
    )


def _apply_pass(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    # end_turn answered; each way on replaces it: by the end, the refill or the next turn
    if all(p.vikings == 0 for p in state.players):
        state = evolve(state, over=True, ctx=TurnContext(state.ctx.round, "end", state.ctx.current, ()))
        sheet = score_sheet(state)
        totals = sheet.totals or ()
        scores = ", ".join(f"{n} {t}" for n, t in zip(sheet.players, totals, strict=True))
        tie = f" (tie-break: {sheet.tiebreak})" if sheet.tiebreak else ""
        fx.append(
            Effect(
                "game_end",
                f"every player has placed all 13 Vikings: the game ends. Scores: {scores}. "
                f"Winner(s): {', '.join(sheet.winners)}{tie}",
            )
        )
        return state
    space = state.turn.longship_from
    if space >= 0:
        if state.bag:
            return _pop_push(state, Decision("refill", TABLE, ""))
        x, y = state.geo.hexes[state.geo.water[space]]
        fx.append(
            Effect("bag_empty", f"the bag is empty: ocean space ({x},{y}) stays empty (it is still water)")
        )
    return _next_turn(state, fx)


_APPLY: dict[str, Callable[[LoootState, LoootMove, list[Effect]], LoootState]] = {
    "board": _apply_board,
    "trophies": _apply_side_board,
    "ocean": _apply_side_board,
    "draw": _apply_draw,
    "sites": _apply_sites,
    "start": _apply_start,
    "shield": _apply_shield,
    "place": _apply_place,
    "tile": _apply_tile,
    "longship": _apply_longship,
    "trophy": _apply_trophy,
    "pass": _apply_pass,
}


# ---------------------------------------------------------------------------------------------
# scoring and outcome


def tallies(state: LoootState) -> list[LoootTally]:
    from scorers.looot import LoootTally

    out: list[LoootTally] = []
    for p in state.players:
        tiles = {k: p.fjord.count(k) for k in TILE_KINDS}
        ships = [item for item in p.fjord if item and is_longship(item)]
        done = [components().longships[lid] for lid in ships if lid in p.ships_done]
        out.append(
            LoootTally(
                name=p.name,
                tiles=tiles,
                longships=tuple((s.bonus, s.per_tile) for s in done),
                unfilled_longships=len(ships) - len(done),
                sites=tuple(t for t in SITE_TYPES if t in p.sites_done),
                trophy=p.trophy,
            )
        )
    return out


def score_sheet(state: LoootState) -> ScoreSheet:
    """The final (or current) score sheet, computed by scorers.looot from the fjords."""
    from scorers.looot import score

    return score(tallies(state))


def outcome(state: LoootState) -> Outcome | None:
    if not state.over:
        return None
    sheet = score_sheet(state)
    totals = sheet.totals or ()
    return Outcome(
        termination="all_vikings_placed",
        winners=tuple(sheet.winners),
        tiebreak=sheet.tiebreak,
        scores=tuple(zip(sheet.players, totals, strict=True)),
    )


# ---------------------------------------------------------------------------------------------
# describe


def describe(state: LoootState) -> str:
    lines: list[str] = []
    opt = state.option("optional_actions")
    if state.ctx.phase == "setup":
        lines.append(f"Looot set-up ({len(state.players)} players, optional actions: {opt})")
    elif state.over:
        lines.append(f"Looot — game over after round {state.ctx.round}")
    else:
        lines.append(f"Looot — round {state.ctx.round}, {_cur(state).name} to play (optional actions: {opt})")
    layout = [f"face {b.face} at {b.x},{b.y} r{b.rot}" for b in state.boards]
    layout += [f"{s.kind} {s.face} at {s.x},{s.y} r{s.rot}" for s in state.side_boards]
    if layout:
        lines.append("Layout: " + "; ".join(layout))
    if state.ocean:
        lines.append(f"Ocean: {_ocean_text(state)}; bag {len(state.bag)}")
    if state.side_boards:
        left = " ".join(str(n) for n in state.trophies) or "none"
        lines.append(f"Trophies left: {left}")
    for i, p in enumerate(state.players):
        lines.append(_describe_player(state, i, p))
    if state.occupants and any(state.occupants):
        g = state.geo
        parts = []
        for h, occ in enumerate(state.occupants):
            if occ:
                x, y = g.hexes[h]
                parts.append(f"({x},{y}) " + "+".join(state.players[j].name for j in occ))
        lines.append("Vikings: " + ", ".join(parts))
    if state.stacks:
        g = state.geo
        parts = [
            f"{LETTER_KIND[g.letter[b]]} ({g.hexes[b][0]},{g.hexes[b][1]}) {state.stacks[k]}"
            for k, b in enumerate(g.buildings)
        ]
        lines.append("Building stacks: " + ", ".join(parts))
    return "\n".join(lines)


def _describe_player(state: LoootState, i: int, p: PlayerState) -> str:
    mark = "*" if state.ctx.phase == "turn" and i == state.ctx.current and not state.over else " "
    counts = [f"{n} {k}" for k in TILE_KINDS if (n := p.fjord.count(k))]
    ships = [it + ("✓" if it in p.ships_done else "") for it in p.fjord if it and is_longship(it)]
    used = sum(1 for it in p.fjord if it)
    shields = ", ".join(s for s in SHIELDS if s not in p.shields_used) or "none"
    sites = " ".join(c + ("✓" if SITE_TYPES[k] in p.sites_done else "") for k, c in enumerate(p.sites)) or "-"
    parts = [
        f"{mark}{p.name}: {p.vikings} Viking(s) left",
        f"shields left: {shields}",
        f"trophy {p.trophy or '-'}",
        f"fjord {used}/{len(p.fjord)}: " + (", ".join(counts + ships) or "empty"),
        f"sites {sites}",
    ]
    if p.lost:
        parts.append(f"lost {p.lost}")
    return "; ".join(parts)

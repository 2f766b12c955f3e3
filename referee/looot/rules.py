"""Looot rules: legal_moves, validate (every violation, with the seed passage), apply (with effects).

Seed 004 plus the published game where the reference refines it (docs/rulings/looot.md).
The pending decision on top of `state.ctx.stack` says which step the game is in; `flow.STEP_MOVES`
says which move kinds answer it. Automatic consequences (captures, completions, lost tiles, refills,
the end of the game) are applied inside `apply` and announced as effects. Every word a user reads
(violations, effects, prompts, `describe`) comes from the message catalogs, keys `looot.*` in
referee/looot/messages.en.toml and .zh.toml, through `words.msg` (imported as `_t`); move notation, component
ids and player names stay as they are in both languages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache, partial
from itertools import compress, product
from operator import not_
from typing import TYPE_CHECKING

from referee.core.errors import UsageError
from referee.core.flow import TABLE, Decision, TurnContext
from referee.core.game import Effect, Transition
from referee.core.options import HouseRule, resolve
from referee.core.outcome import Outcome
from referee.core.record import replace
from referee.core.violations import RuleRef, Violation
from referee.i18n import lang
from referee.looot import refs, words
from referee.looot.captures import Award, captures
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
from referee.looot.flow import SETUP_ORDER, flow_table
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
    PROMPT_SYNTAX,
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
from referee.looot.state import TROPHIES, LoootState, PlayerState, TurnState
from referee.looot.words import msg as _t

if TYPE_CHECKING:  # the scorer is imported when a score is asked for: most commands never need it
    from scorers.looot import LoootTally
    from scorers.sheet import ScoreSheet

OPTIONAL_ACTIONS = HouseRule(
    name="optional_actions",
    choices=("published", "seed_one"),
    default="published",
    summary="",  # GAME.info gives it in the user's language (looot.house_rule.*): no catalog read here
    ruling="looot-optional-actions",
)
HOUSE_RULES = (OPTIONAL_ACTIONS,)
# What the table may accept anyway ("we allow it"): rules whose breach `apply` still carries through
# (a Viking off the chain, on an occupied hex, a trophy claimed short of axes, a second optional
# action under seed_one). Not a second longship or trophy in a turn: the turn keeps only one of each.
OVERRIDABLE = frozenset(("hex_not_adjacent", "hex_occupied", "optional_action_limit", "trophy_too_few_axes"))
N_OCEAN = 5
_RESOURCE_INDEX = {kind: r for r, kind in enumerate(RESOURCES)}
_SPACE = {"H": "house", "T": "watchtower", "C": "castle", "~": "water", "P": "trophy"}  # looot.space.*


# ---------------------------------------------------------------------------------------------
# creation and the decision stack


def new_state(players: Sequence[str], options: Mapping[str, str]) -> LoootState:
    names = tuple(str(p).strip() for p in players)
    if not 2 <= len(names) <= 4:
        raise UsageError(_t("looot.setup.player_count", count=len(names)))
    folded = [n.casefold() for n in names]
    if any(not n for n in names) or len(set(folded)) != len(folded):
        raise UsageError(_t("looot.setup.names"))
    if TABLE in folded:
        raise UsageError(_t("looot.setup.reserved", table=repr(TABLE)))
    opts = resolve("looot", HOUSE_RULES, options)
    stack = tuple(Decision(kind, TABLE, "") for kind in reversed(SETUP_ORDER))
    state = LoootState(
        ctx=TurnContext(round=0, phase="setup", current=0, stack=stack),
        players=tuple(PlayerState(name=n) for n in names),
        options=tuple(sorted(opts.items())),
    )
    return state


def decisions(state: LoootState) -> tuple[Decision, ...]:
    """The open decision: Looot has one actor at a time (the top of the shared stack)."""
    top = decision(state)
    return (top,) if top is not None else ()


def decision(state: LoootState) -> Decision | None:
    """The decision on top, its prompt built when read, in the language of that moment.

    The stack in the state holds decisions without prompts, so a position is the same whatever the
    language, and neither a replay nor a random playout builds prompts it never reads.
    """
    stack = state.ctx.stack  # = ctx.top, without the property call (this runs for every move)
    if not stack:
        return None
    top = stack[-1]
    return Decision(top.kind, top.actor, partial(_prompt, state, top.kind))


def component(state: LoootState, component_id: str) -> None:
    """No Looot component takes declared values: every printed value the engine uses is in its catalogs."""
    return None


def players(state: LoootState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


def _cur(state: LoootState) -> PlayerState:
    return state.players[state.ctx.current]


def _pending_text(pending: tuple[tuple[str, int], ...]) -> str:
    return _tiles_text(_kinds(pending))


def _kinds(pending: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """The kinds of the gained tiles, without the building spaces they came from."""
    return tuple([k for k, _ in pending])


def _tiles_text(kinds: tuple[str, ...]) -> str:
    """So many tiles of each kind, in score-pad order: "2 wood, 1 house tile"."""
    counts = [(k, kinds.count(k)) for k in TILE_KINDS]
    return words.join(words.count(n, k) for k, n in counts if n)


# Prompts are built in the process language; the cached ones are cached per language.


@lru_cache(maxsize=256)
def _place_prompt(language: str, second: bool, shields: tuple[str, ...]) -> str:
    flipped = (
        _t("looot.prompt.flipped", shields=words.join(map(words.shield_name, shields))) if shields else ""
    )
    key = "looot.prompt.place_second" if second else "looot.prompt.place"
    return _t(key, syntax=SYNTAX["place"], flipped=flipped)


@lru_cache(maxsize=256)
def _tiles_prompt(language: str, kinds: tuple[str, ...]) -> str:
    """Cached by the kinds the prompt shows: the building spaces in `pending` vary far more."""
    return _t("looot.prompt.tiles", pending=_tiles_text(kinds), syntax=SYNTAX["tile"])


@cache
def _end_turn_prompt(language: str) -> str:
    return _t("looot.prompt.end_turn")


@lru_cache(maxsize=64)
def _refill_prompt(language: str, x: int, y: int) -> str:
    return _t("looot.prompt.refill", x=x, y=y, syntax=_DRAW_ID)


def _prompt(state: LoootState, kind: str) -> str:
    if kind == "place_viking":
        return _place_prompt(lang(), bool(state.turn.placed), state.turn.shields_now)
    if kind == "place_tiles":
        return _tiles_prompt(lang(), _kinds(state.turn.pending))
    if kind == "end_turn":
        return _end_turn_prompt(lang())
    if kind == "refill":
        space = state.turn.longship_from
        return _refill_prompt(lang(), *state.geo.hexes[state.geo.water[space]])
    n = len(state.players)
    if kind == "declare_board":
        k = len(state.boards) + 1
        if k == 1:
            return _t("looot.prompt.board_first", n=n, syntax=_FIRST_BOARD_SYNTAX)
        return _t("looot.prompt.board", k=k, n=n, syntax=SYNTAX["board"])
    if kind == "declare_trophy_board":
        return _t("looot.prompt.trophy_board", syntax=SYNTAX["trophies"])
    if kind == "declare_ocean_board":
        return _t("looot.prompt.ocean_board", syntax=SYNTAX["ocean"])
    if kind == "declare_longship":
        space = state.ocean.index("") if "" in state.ocean else 0
        x, y = state.geo.hexes[state.geo.water[space]] if state.layout_complete else (0, 0)
        return _t("looot.prompt.longship", i=space + 1, x=x, y=y, syntax=_DRAW_ID)
    if kind == "declare_sites":
        todo = [p.name for p in state.players if not p.sites]
        return _t("looot.prompt.sites", names=words.join(todo), syntax=SYNTAX["sites"])
    if kind == "declare_start":
        return _t("looot.prompt.start", syntax=SYNTAX["start"])
    return kind


_FIRST_BOARD_SYNTAX, _DRAW_ID = PROMPT_SYNTAX


# The decision stack is changed with `replace` rather than TurnContext.pop/push/replace_top: the
# same contexts, without the extra calls, on this hot path.


def _pop(state: LoootState) -> LoootState:
    ctx = state.ctx
    return replace(state, ctx=replace(ctx, stack=ctx.stack[:-1]))


def _pop_push(state: LoootState, decision: Decision) -> LoootState:
    """Replace the top decision (answered) by a new one."""
    ctx = state.ctx
    return replace(state, ctx=replace(ctx, stack=ctx.stack[:-1] + (decision,)))


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


def _optional_used(state: LoootState) -> bool:
    """Whether the current turn has used an optional action (a shield, a longship, a trophy)."""
    t = state.turn
    return bool(t.shields_turn) or t.longship_from >= 0 or bool(t.trophy)


def _optional_used_text(state: LoootState) -> str:
    """What the current turn did of the optional actions, for messages."""
    t = state.turn
    used = [_t("looot.describe.flipped_shield", shield=words.shield_name(s)) for s in t.shields_turn]
    if t.longship_from >= 0:
        used.append(_t("looot.describe.took_longship"))
    if t.trophy:
        used.append(_t("looot.describe.claimed_trophy", axes=t.trophy))
    return words.join(used)


def _landings(state: LoootState) -> list[int]:
    """Hex indices where the current player's next Viking may go."""
    g = state.geo
    occ = state.occupants
    if "occupied" in state.turn.shields_now:
        return [i for i in g.resources if occ[i]]
    # resource hexes next to the water or to a Viking, and free; in hex order like g.resources
    near = set(g.water_landings)
    near.update(*compress(g.landing_nbrs, occ))  # next to a hex holding a Viking
    near.difference_update(compress(range(len(occ)), occ))
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
        return _t("looot.where.bag")
    if lid in state.ocean:
        x, y = state.geo.hexes[state.geo.water[state.ocean.index(lid)]]
        return _t("looot.where.ocean", x=x, y=y)
    for p in state.players:
        if lid in p.fjord:
            return _t("looot.where.fjord", name=p.name)
    return _t("looot.where.nowhere")


def _ocean_text(state: LoootState) -> str:
    if not state.ocean:
        return _t("looot.describe.no_ocean")
    g = state.geo
    parts = []
    for i, lid in enumerate(state.ocean):
        x, y = g.hexes[g.water[i]]
        parts.append(f"({x},{y}) {lid or _t('looot.describe.empty')}")
    return words.join(parts)


def _owners(state: LoootState, h: int) -> str:
    """Whose Vikings stand on a hex: "Bob's Viking", "Bob's and Ann's Vikings"."""
    occ = state.occupants[h]
    names = list(dict.fromkeys(state.players[i].name for i in occ))
    if len(occ) > 1:
        return _t("looot.describe.owners", names=_t("looot.describe.owners_join").join(names))
    return _t("looot.describe.owner", name=names[0])


# ---------------------------------------------------------------------------------------------
# legal moves


def legal_moves(state: LoootState) -> list[tuple[str, list[LoootMove]]]:
    """The moves of the one actor who answers now (a player, or the table at a declaration)."""
    stack = state.ctx.stack
    if not stack:
        return []
    top = stack[-1]
    return [(top.actor, _LEGAL[top.kind](state))]


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
    return list(map(_draw_move, state.bag))


@cache
def _draw_move(lid: str) -> Draw:
    """`draw ID`, shared (the refill lists the whole bag some 20 times a game)."""
    return Draw(lid)


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


def _legal_start(state: LoootState) -> list[LoootMove]:
    return [Start(p.name) for p in state.players]


def _legal_place(state: LoootState) -> list[LoootMove]:
    g = state.geo
    moves: list[LoootMove] = [
        _SHIELD_MOVES[s] for s in _shields_flippable(state) if s not in state.turn.shields_now
    ]
    moves.extend(map(_place_moves(g).__getitem__, _landings(state)))
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


def _free(fjord: tuple[str, ...]) -> list[bool]:
    """Per fjord space, whether it is free: the selectors that take a row's moves on free spaces."""
    return list(map(not_, fjord))


def _legal_tiles(state: LoootState) -> list[LoootMove]:
    pending = {k for k, _ in state.turn.pending}
    free = _free(_cur(state).fjord)
    moves: list[LoootMove] = []
    for k in TILE_KINDS:
        if k in pending:
            moves.extend(compress(_tile_moves(k), free))
    return moves


def _legal_end_turn(state: LoootState) -> list[LoootMove]:
    moves: list[LoootMove] = []
    limited = _seed_one(state) and bool(_optional_used(state))
    p = _cur(state)
    if state.turn.longship_from < 0 and not limited:
        free = _free(p.fjord)
        for lid in state.ocean:
            if lid:
                moves.extend(compress(_longship_moves(lid), free))
    if not p.trophy and not limited:
        axes = _axes(p)
        moves.extend([_TROPHY_MOVES[n] for n in state.trophies if n <= axes])
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


def _v(code: str, rule: RuleRef, *facts: str, key: str = "", **params: object) -> Violation:
    """A violation whose message is `looot.violation.<key or code>` in the user's language.

    Called only once a violation is found, so a legal move never builds a message.
    """
    return Violation(code, _t(f"looot.violation.{key or code}", **params), rule, tuple(facts))


def validate(state: LoootState, move: LoootMove, by: str) -> list[Violation]:
    """The move's own violations. The core has already checked the step and the declarer (flow.py);
    a move of the wrong step is still checked where its own facts say more (a second site card
    declaration, a fourth board), but not where they cannot apply (a player move while the table
    declares, a board once the layout is complete)."""
    top = state.ctx.top
    if top is None:
        return []
    if flow_table().who(top.kind, move.kind) is None:
        if move.kind in _PLAYER_KINDS and top.actor == TABLE:
            return []
        if move.kind in _LAYOUT_KINDS and state.layout_complete:
            return []
    check = _CHECKS.get(move.kind)
    return check(state, move) if check is not None else []


_PLAYER_KINDS = frozenset(("shield", "place", "tile", "longship", "trophy", "pass"))
_LAYOUT_KINDS = frozenset(("board", "trophies", "ocean"))


def _check_board(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, BoardDecl)
    found: list[Violation] = []
    comps = components()
    if move.face not in comps.faces:
        return [_v("unknown_face", refs.BOARDS, face=move.face)]
    board = comps.face_board[move.face]
    for b in state.boards:
        if comps.face_board[b.face] == board:
            found.append(
                _v(
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
    if len(state.boards) >= len(state.players):
        found.append(_v("too_many_boards", refs.BOARDS, n=len(state.players)))
        return found
    cells = board_world(BoardPlacement(move.face, move.x, move.y, move.rot))
    clash = _overlap_with(state, cells)
    if clash:
        found.append(
            _v(
                "boards_overlap",
                refs.BOARDS,
                face=move.face,
                x=move.x,
                y=move.y,
                rot=move.rot,
                count=len(clash),
                hex=_hex(*clash[0]),
            )
        )
    if not state.boards:
        if (move.x, move.y, move.rot) != FIRST_BOARD:
            found.append(
                _v(
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
            _v(
                "board_not_on_open_side",
                refs.BOARDS,
                x=move.x,
                y=move.y,
                rot=move.rot,
                count=len(board_slots(state.open_sides)),
            )
        )
    return found


def _side_board_name(kind: str) -> str:
    return _t("looot.describe.trophy_board" if kind == "trophies" else "looot.describe.ocean_board")


def _check_side_board(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, (TrophyBoardDecl, OceanBoardDecl))
    if move.face not in (1, 2):
        name = _side_board_name(move.kind)
        return [_v("unknown_face", refs.SIDE_BOARDS, key="unknown_face_side", board=name, face=move.face)]
    found: list[Violation] = []
    if any(s.kind == move.kind for s in state.side_boards):
        return [_v("side_board_already_placed", refs.SIDE_BOARDS, board=_side_board_name(move.kind))]
    if len(state.boards) < len(state.players):
        return found  # wrong_step already says the landscape boards come first
    cells = side_world(SidePlacement(move.kind, move.face, move.x, move.y, move.rot))
    clash = _overlap_with(state, cells)
    if clash:
        found.append(
            _v(
                "boards_overlap",
                refs.SIDE_BOARDS,
                key="boards_overlap_side",
                board=_side_board_name(move.kind),
                x=move.x,
                y=move.y,
                rot=move.rot,
                count=len(clash),
                hex=_hex(*clash[0]),
            )
        )
    if (move.x, move.y, move.rot) not in _free_side_slots(state, move.kind) and not clash:
        found.append(
            _v(
                "side_board_not_on_open_side",
                refs.SIDE_BOARDS,
                board=_side_board_name(move.kind),
                x=move.x,
                y=move.y,
                rot=move.rot,
            )
        )
    return found


def _check_draw(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Draw)
    if move.longship in state.bag:
        return []
    rule = refs.OCEAN_FILL if state.ctx.phase == "setup" else refs.BAG
    where = _where_longship(state, move.longship)
    return [_v("longship_not_in_bag", rule, longship=move.longship, where=where)]


def _unknown_player(state: LoootState, name: str, rule: RuleRef) -> Violation:
    return _v("unknown_player", rule, player=repr(name), players=words.join(players(state)))


def _check_sites(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Sites)
    found: list[Violation] = []
    i = state.player_index(move.player)
    if i < 0:
        found.append(_unknown_player(state, move.player, refs.SITES))
    elif state.players[i].sites:
        p = state.players[i]
        found.append(_v("sites_already_declared", refs.SITES, name=p.name, cards=" ".join(p.sites)))
    dealt = _site_cards_dealt(state)
    for card in (move.port, move.altar, move.palace):
        if card in dealt:
            found.append(_v("site_already_dealt", refs.SITES, card=card, owner=dealt[card]))
    return found


def _check_start(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Start)
    if state.player_index(move.player) < 0:
        return [_unknown_player(state, move.player, refs.START)]
    return []


def _optional_limit(state: LoootState, p: PlayerState) -> Violation:
    return _v("optional_action_limit", refs.OPTIONAL_ONE, name=p.name, done=_optional_used_text(state))


def _check_shield(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Shield)
    p = _cur(state)
    found: list[Violation] = []
    if move.shield in p.shields_used:
        now = move.shield in state.turn.shields_now
        found.append(
            _v(
                "shield_used",
                refs.SHIELD_ONCE,
                key="shield_used" if now else "shield_used_earlier",
                name=p.name,
                shield=words.shield(move.shield),
            )
        )
    if move.shield == "occupied" and not _any_viking(state):
        found.append(_v("shield_no_occupied_hex", refs.SHIELD_OCCUPIED))
    if _seed_one(state) and _optional_used(state):
        found.append(_optional_limit(state, p))
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
        return [_v("hex_not_on_board", refs.PLACE, hex=where)]
    letter = g.letter[h]
    if letter in "HTC":
        source = _source_text(g.source[h])
        return [_v("hex_is_building", refs.PLACE, hex=where, space=_space_text(letter), source=source)]
    if letter == "~":
        return [_v("hex_is_water", refs.PLACE, hex=where, space=_space_text(letter))]
    if letter == "P":
        return [_v("hex_is_trophy_space", refs.PLACE, hex=where, space=_space_text(letter))]
    found: list[Violation] = []
    occ = state.occupants[h]
    if "occupied" in state.turn.shields_now:
        if not occ:
            found.append(_v("hex_not_occupied", refs.SHIELD_OCCUPIED, name=p.name, hex=where))
        return found
    if occ:
        found.append(
            _v("hex_occupied", refs.PLACE_OCCUPIED, hex=where, owners=_owners(state, h), name=p.name)
        )
    if not g.near_water[h] and not any(state.occupants[n] for n in g.nbrs[h]):
        found.append(_v("hex_not_adjacent", refs.PLACE_ADJACENT, hex=where))
    return found


def _space_text(letter: str) -> str:
    """What a landscape hex that is not a resource hex is: "a house space", "an ocean water space"."""
    return _t(f"looot.space.{_SPACE[letter]}")


def _source_text(source: str) -> str:
    """The piece a hex belongs to (Geometry.source): "face 7", "ocean", "trophies"."""
    if source.startswith("face "):
        return _t("looot.describe.source_face", face=source[5:])
    return _t(f"looot.describe.source_{source}")


def _check_space(p: PlayerState, x: int, y: int, rule: RuleRef) -> list[Violation]:
    s = SPACE_INDEX.get((x, y))
    if s is None:
        return [_v("fjord_not_a_space", rule, x=x, y=y, cell=describe_cell((x, y)))]
    if p.fjord[s]:
        return [_v("fjord_space_occupied", rule, x=x, y=y, name=p.name, item=_item(p.fjord[s]))]
    return []


def _item(item: str) -> str:
    return _t("looot.describe.the_longship", longship=item) if is_longship(item) else words.a_tile(item)


def _check_tile(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Tile)
    if state.ctx.phase != "turn":
        return []
    p = _cur(state)
    found: list[Violation] = []
    if not any(k == move.tile for k, _ in state.turn.pending):
        waiting = _pending_text(state.turn.pending) or _t("looot.describe.none")
        found.append(
            _v(
                "tile_not_gained",
                refs.TAKE_RESOURCE,
                name=p.name,
                kind=words.kind(move.tile),
                waiting=waiting,
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
        found.append(_v("second_longship", refs.LONGSHIP_TAKE, name=p.name))
    if move.longship not in state.ocean:
        found.append(
            _v(
                "longship_not_in_ocean",
                refs.LONGSHIP_TAKE,
                longship=move.longship,
                where=_where_longship(state, move.longship),
                ocean=_ocean_text(state),
            )
        )
    if not free_spaces(p.fjord):
        found.append(_v("longship_fjord_full", refs.LONGSHIP_TAKE, name=p.name))
    else:
        found.extend(_check_space(p, move.x, move.y, refs.LONGSHIP_TAKE))
    if _seed_one(state) and _optional_used(state) and state.turn.longship_from < 0:
        found.append(_optional_limit(state, p))
    return found


def _check_trophy(state: LoootState, move: LoootMove) -> list[Violation]:
    assert isinstance(move, Trophy)
    if move.axes not in TROPHIES:
        return [_v("unknown_trophy", refs.TROPHY_AXES, axes=move.axes)]
    if state.ctx.phase != "turn":
        return []
    p = _cur(state)
    found: list[Violation] = []
    if p.trophy:
        found.append(_v("second_trophy", refs.TROPHY_ONCE, name=p.name, trophy=p.trophy))
    if move.axes not in state.trophies:
        owner = next((q.name for q in state.players if q.trophy == move.axes), None)
        if owner is None:
            owner = _t("looot.describe.another_player")
        found.append(_v("trophy_taken", refs.TROPHY_TAKEN, axes=move.axes, owner=owner))
    axes = _axes(p)
    if axes < move.axes:
        found.append(_v("trophy_too_few_axes", refs.TROPHY_AXES, name=p.name, axes=axes, trophy=move.axes))
    if _seed_one(state) and _optional_used(state) and not state.turn.trophy:
        found.append(_optional_limit(state, p))
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


def apply(state: LoootState, move: LoootMove, by: str) -> Transition:
    """Apply a valid move (the core checked that `by` answers the step); announce every consequence."""
    effects: list[Effect] = []
    new = _APPLY[move.kind](state, move, effects)
    return Transition(new, tuple(effects))


def _later(key: str, /, **params: object) -> Callable[[], str]:
    """An effect's message, built when it is read: a random playout reads none (core.game.Effect)."""
    return partial(_t, key, **params)


def _apply_board(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, BoardDecl)
    placement = BoardPlacement(move.face, move.x, move.y, move.rot)
    if state.boards:
        slot = _slots_by_spot(state.open_sides)[(move.x, move.y, move.rot)]
        sides = tuple(s for i, s in enumerate(state.open_sides) if i != slot.side) + slot.new_sides
    else:
        sides = state.open_sides
    state = replace(state, boards=state.boards + (placement,), open_sides=sides)
    if len(state.boards) == len(state.players):
        state = _pop(state)
    return state


def _apply_side_board(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, (TrophyBoardDecl, OceanBoardDecl))
    placement = SidePlacement(move.kind, move.face, move.x, move.y, move.rot)
    state = _pop(replace(state, side_boards=state.side_boards + (placement,)))
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
        message = _later(
            "looot.effect.layout_complete",
            resources=len(g.resources),
            buildings=len(g.buildings),
            landings=landings,
        )
        fx.append(Effect("layout_complete", message))
    return state


def _apply_draw(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Draw)
    g = state.geo
    refill = _top_kind(state) == "refill"
    space = state.turn.longship_from if refill else state.ocean.index("")
    ocean = state.ocean[:space] + (move.longship,) + state.ocean[space + 1 :]
    bag = tuple([b for b in state.bag if b != move.longship])
    state = replace(state, ocean=ocean, bag=bag)
    x, y = g.hexes[g.water[space]]
    message = _later("looot.effect.ocean_filled", longship=move.longship, x=x, y=y, left=len(bag))
    fx.append(Effect("ocean_filled", message))
    if refill:
        return _next_turn(state, fx)  # the next turn replaces the decision stack
    if "" not in ocean:
        state = _pop(state)
    return state


def _apply_sites(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Sites)
    i = state.player_index(move.player)
    ps = list(state.players)
    ps[i] = replace(ps[i], sites=(move.port, move.altar, move.palace))
    state = replace(state, players=tuple(ps))
    if all(p.sites for p in state.players):
        state = _pop(state)
    return state


def _apply_start(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Start)
    i = state.player_index(move.player)
    state = replace(state, start=i)  # the turn begun below replaces the decision stack
    fx.append(Effect("start", _later("looot.effect.start", name=state.players[i].name)))
    return _begin_turn(state, i, 1)


def _begin_turn(state: LoootState, i: int, round_no: int) -> LoootState:
    ctx = TurnContext(round=round_no, phase="turn", current=i, stack=_turn_stack(state.players[i].name))
    return replace(state, ctx=ctx, turn=_NEW_TURN)


@lru_cache(maxsize=256)
def _turn_stack(name: str) -> tuple[Decision, ...]:
    """A turn's decisions, the first on top."""
    return (
        Decision("end_turn", name, ""),
        Decision("place_tiles", name, ""),
        Decision("place_viking", name, ""),
    )


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
        fx.append(Effect("skipped", _later("looot.effect.skipped", name=state.players[i].name)))
    raise AssertionError("no player has Vikings left, but the game is not over")


def _with_player(players: tuple[PlayerState, ...], i: int, p: PlayerState) -> tuple[PlayerState, ...]:
    """The players with the i-th replaced by p."""
    return players[:i] + (p,) + players[i + 1 :]


def _apply_shield(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Shield)
    i = state.ctx.current
    p = state.players[i]
    players = _with_player(state.players, i, replace(p, shields_used=p.shields_used + (move.shield,)))
    t = state.turn
    t = replace(
        t,
        shields_now=t.shields_now + (move.shield,),
        shields_turn=t.shields_turn + (move.shield,),
        again_due=t.again_due or move.shield == "again",
    )
    fx.append(Effect("shield", _later("looot.effect.shield", name=p.name, shield=words.shield(move.shield))))
    return replace(state, players=players, turn=t)


def _apply_place(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Place)
    g = state.geo
    ctx = state.ctx
    i = ctx.current
    p = state.players[i]
    h = g.index[(move.x, move.y)]
    occupants = state.occupants
    occ = occupants[:h] + (occupants[h] + (i,),) + occupants[h + 1 :]
    t = state.turn
    kind = LETTER_KIND[g.letter[h]]
    r = _RESOURCE_INDEX[kind]
    want = 2 if "double" in t.shields_now else 1
    got = min(want, state.supply[r])
    supply = state.supply[:r] + (state.supply[r] - got,) + state.supply[r + 1 :]
    pending = t.pending + ((kind, -1),) * got
    name = words.kind(kind)
    message = _later(
        "looot.effect.viking_placed", name=p.name, x=move.x, y=move.y, got=got, kind=name, left=p.vikings - 1
    )
    fx.append(Effect("viking_placed", message))
    if got < want:
        message = _later("looot.effect.supply_empty", kind=name, missing=want - got)
        fx.append(Effect("supply_empty", message))
    stacks, taken = state.stacks, p.taken
    awards = captures(g, occ, stacks, taken, i, h)
    if awards:  # most placements capture nothing: no copies then
        stacks, taken = _credit(awards, stacks, taken)
    for award in awards:
        pending += ((award.kind, award.slot),) * award.count
        bx, by = g.hexes[g.buildings[award.slot]]
        message = _later(
            "looot.effect.capture",
            name=p.name,
            count=award.count,
            kind=words.kind(award.kind),
            x=bx,
            y=by,
            why=award.why,
            left=stacks[award.slot],
        )
        fx.append(Effect(f"capture_{award.kind}", message))
    p = replace(p, vikings=p.vikings - 1, taken=taken)
    second = t.again_due and t.placed == 0
    t = replace(t, pending=pending, shields_now=(), placed=t.placed + 1, again_due=False)
    again = second and p.vikings > 0  # the play-again shield: place_viking stays on top
    if again:
        fx.append(Effect("play_again", _later("looot.effect.play_again", name=p.name)))
    else:
        if second:
            fx.append(Effect("play_again_void", _later("looot.effect.play_again_void", name=p.name)))
        ctx = replace(ctx, stack=ctx.stack[:-1])  # place_viking answered: now the gained tiles
    state = replace(
        state,
        players=_with_player(state.players, i, p),
        occupants=occ,
        stacks=stacks,
        supply=supply,
        turn=t,
        ctx=ctx,
    )
    return state if again else _settle_tiles(state, fx)


def _credit(
    awards: list[Award], stacks: tuple[int, ...], taken: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The building stacks and the player's credited tiles per space after these captures (each
    for a different space)."""
    stacks_left, credited = list(stacks), list(taken)
    for award in awards:
        stacks_left[award.slot] -= award.count
        credited[award.slot] += award.count
    return tuple(stacks_left), tuple(credited)


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
        message = _later("looot.effect.tiles_lost", name=p.name, tiles=_pending_text(t.pending))
        fx.append(Effect("tiles_lost", message))
        state = replace(
            state,
            players=_with_player(state.players, i, replace(p, lost=p.lost + len(t.pending))),
            set_aside=tuple(set_aside),
            stacks=tuple(stacks),
            turn=replace(t, pending=()),
        )
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
    p = replace(p, fjord=fjord)
    message = _later(
        "looot.effect.tile_placed", name=p.name, tile=words.a_tile(move.tile), x=move.x, y=move.y
    )
    fx.append(Effect("tile_placed", message))
    if move.tile in RESOURCES:
        for n in NBRS[s]:
            item = fjord[n]
            if item and is_longship(item) and item not in p.ships_done and longship_complete(fjord, n):
                p = replace(p, ships_done=p.ships_done + (item,))
                fx.append(_ship_done_effect(p.name, item, n))
    p = _complete_sites(p, s, fx)
    players = _with_player(state.players, i, p)
    if not pending and _top_kind(state) == "place_tiles":  # all placed: on to the end of the turn
        ctx = state.ctx
        ctx = replace(ctx, stack=ctx.stack[:-1])
        return replace(state, players=players, turn=replace(t, pending=pending), ctx=ctx)
    return _settle_tiles(replace(state, players=players, turn=replace(t, pending=pending)), fx)


def _complete_sites(p: PlayerState, s: int, fx: list[Effect]) -> PlayerState:
    for site_type in SPACE_SITES[s]:
        if site_type in p.sites_done or not p.sites:
            continue
        card = p.sites[SITE_TYPES.index(site_type)]
        if site_complete(p.fjord, site_type, card):
            p = replace(p, sites_done=p.sites_done + (site_type,))
            vp = components().sites[card].vp
            message = _later(
                "looot.effect.site_completed", name=p.name, site=words.site(site_type), card=card, vp=vp
            )
            fx.append(Effect("site_completed", message))
    return p


def _ship_done_effect(name: str, lid: str, space: int) -> Effect:
    ship = components().longships[lid]
    x, y = SPACES[space]
    message = _later(
        "looot.effect.longship_completed",
        name=name,
        longship=lid,
        x=x,
        y=y,
        per=ship.per_tile,
        bonus=words.kind(ship.bonus),
    )
    return Effect("longship_completed", message)


def _apply_longship(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Longship)
    i = state.ctx.current
    p = state.players[i]
    space = state.ocean.index(move.longship)
    s = SPACE_INDEX[(move.x, move.y)]
    ocean = state.ocean[:space] + ("",) + state.ocean[space + 1 :]
    p = replace(p, fjord=p.fjord[:s] + (move.longship,) + p.fjord[s + 1 :])
    message = _later("looot.effect.longship_taken", name=p.name, longship=move.longship, x=move.x, y=move.y)
    fx.append(Effect("longship_taken", message))
    if longship_complete(p.fjord, s):
        p = replace(p, ships_done=p.ships_done + (move.longship,))
        fx.append(_ship_done_effect(p.name, move.longship, s))
    players = _with_player(state.players, i, p)
    return replace(state, players=players, ocean=ocean, turn=replace(state.turn, longship_from=space))


def _apply_trophy(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    assert isinstance(move, Trophy)
    i = state.ctx.current
    p = state.players[i]
    vp = components().trophies[move.axes][0]
    fx.append(
        Effect("trophy_claimed", _later("looot.effect.trophy_claimed", name=p.name, axes=move.axes, vp=vp))
    )
    return replace(
        state,
        players=_with_player(state.players, i, replace(p, trophy=move.axes)),
        trophies=tuple(n for n in state.trophies if n != move.axes),
        turn=replace(state.turn, trophy=move.axes),
    )


def _apply_pass(state: LoootState, move: LoootMove, fx: list[Effect]) -> LoootState:
    # end_turn answered; each way on replaces it: by the end, the refill or the next turn
    if all(p.vikings == 0 for p in state.players):
        state = replace(state, over=True, ctx=TurnContext(state.ctx.round, "end", state.ctx.current, ()))
        fx.append(Effect("game_end", partial(_game_end_message, state)))
        return state
    space = state.turn.longship_from
    if space >= 0:
        if state.bag:
            return _pop_push(state, Decision("refill", TABLE, ""))
        x, y = state.geo.hexes[state.geo.water[space]]
        fx.append(Effect("bag_empty", _later("looot.effect.bag_empty", x=x, y=y)))
    return _next_turn(state, fx)


def _game_end_message(state: LoootState) -> str:
    """Scores and winners: built when the effect is read (a random playout never reads it)."""
    sheet = score_sheet(state)
    totals = sheet.totals or ()
    scores = words.join(
        _t("looot.effect.score", name=n, points=points)
        for n, points in zip(sheet.players, totals, strict=True)
    )
    tie = _t("looot.effect.tiebreak", tiebreak=sheet.tiebreak) if sheet.tiebreak else ""
    return _t("looot.effect.game_end", scores=scores, winners=words.join(sheet.winners), tiebreak=tie)


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
    adjusted = state.ctx.adjustments
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
                adjustments=tuple(
                    (a.delta, a.reason) for a in adjusted if a.player == p.name and a.counter == "vp"
                ),
            )
        )
    return out


def score_sheet(state: LoootState) -> ScoreSheet:
    """The final (or current) score sheet, computed by scorers.looot from the fjords."""
    return _score_sheet(state, lang())


@lru_cache(maxsize=2)
def _score_sheet(state: LoootState, language: str) -> ScoreSheet:
    """Cached: the end of a game is announced and then asked for its outcome (same state, same words)."""
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
    opt = words.option(state.option("optional_actions"))
    if state.ctx.phase == "setup":
        lines.append(_t("looot.describe.setup", n=len(state.players), option=opt))
    elif state.over:
        lines.append(_t("looot.describe.over", round=state.ctx.round))
    else:
        lines.append(_t("looot.describe.turn", round=state.ctx.round, name=_cur(state).name, option=opt))
    layout = [_t("looot.describe.layout_face", face=b.face, x=b.x, y=b.y, rot=b.rot) for b in state.boards]
    layout += [
        _t(f"looot.describe.layout_{s.kind}", face=s.face, x=s.x, y=s.y, rot=s.rot) for s in state.side_boards
    ]
    if layout:
        lines.append(_t("looot.describe.layout", list=words.join(layout, "; ")))
    if state.ocean:
        lines.append(_t("looot.describe.ocean", list=_ocean_text(state), n=len(state.bag)))
    if state.side_boards:
        left = " ".join(str(n) for n in state.trophies) or _t("looot.describe.none")
        lines.append(_t("looot.describe.trophies", list=left))
    for i, p in enumerate(state.players):
        lines.append(_describe_player(state, i, p))
    if state.occupants and any(state.occupants):
        g = state.geo
        parts = []
        for h, occ in enumerate(state.occupants):
            if occ:
                x, y = g.hexes[h]
                parts.append(f"({x},{y}) " + "+".join(state.players[j].name for j in occ))
        lines.append(_t("looot.describe.vikings", list=words.join(parts)))
    if state.stacks:
        g = state.geo
        parts = [
            _t(
                "looot.describe.stack",
                kind=words.kind(LETTER_KIND[g.letter[b]]),
                x=g.hexes[b][0],
                y=g.hexes[b][1],
                n=state.stacks[k],
            )
            for k, b in enumerate(g.buildings)
        ]
        lines.append(_t("looot.describe.stacks", list=words.join(parts)))
    return "\n".join(lines)


def _describe_player(state: LoootState, i: int, p: PlayerState) -> str:
    mark = "*" if state.ctx.phase == "turn" and i == state.ctx.current and not state.over else " "
    counts = [words.count(n, k) for k in TILE_KINDS if (n := p.fjord.count(k))]
    ships = [it + ("✓" if it in p.ships_done else "") for it in p.fjord if it and is_longship(it)]
    used = sum(1 for it in p.fjord if it)
    none = _t("looot.describe.none")
    shields = words.join(words.shield_name(s) for s in SHIELDS if s not in p.shields_used) or none
    sites = " ".join(c + ("✓" if SITE_TYPES[k] in p.sites_done else "") for k, c in enumerate(p.sites)) or "-"
    items = words.join(counts + ships) or _t("looot.describe.empty")
    parts = [
        _t("looot.describe.player", mark=mark, name=p.name, vikings=p.vikings),
        _t("looot.describe.shields_left", list=shields),
        _t("looot.describe.trophy", trophy=p.trophy or "-"),
        _t("looot.describe.fjord", used=used, spaces=len(p.fjord), items=items),
        _t("looot.describe.sites", sites=sites),
    ]
    if p.lost:
        parts.append(_t("looot.describe.lost", n=p.lost))
    return words.join(parts, "; ")

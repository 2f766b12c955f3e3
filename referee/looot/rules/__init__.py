"""Looot rules: legal_moves, validate (every violation, with the seed passage), apply (with effects).

Seed 004 plus the published game where the reference refines it (referee/looot/rulings.md, Looot section).
The pending decision on top of `state.ctx.stack` says which step the game is in; the flow table
(referee/looot/flow.py) says which move kinds answer it and who declares them. Automatic
consequences (captures, completions, lost tiles, refills, the end of the game) are applied inside
`apply` and announced as effects, each citing the seed passage that makes it happen.

One module per role, in the order of the flow table:

- `setup`: a new game; the table's layout, site-card and start-player declarations;
- `ocean`: the longships the table draws from the bag, at set-up and to refill a space;
- `placement`: shields and the Viking (captures: referee/looot/captures.py);
- `tiles`: the gained tiles onto the fjord, the tiles a full fjord loses;
- `completions`: longships and construction sites completed;
- `end_turn`: longship, trophy, pass, the next player;
- `end_game`: the end, the tallies, the score sheet, the outcome;
- `stack` (the decision stack), `optional_actions` (what a turn may add, and the limit of the
  house rule), `options` (the house rules), `position` (small queries), and the words: `text`
  (shared phrases), `prompts`, `describe`.

This package only assembles them: the dispatch tables below hold the roles' own functions, so a
move costs no forwarding frame (a random playout calls them some 750 times a game). Every word a
user reads comes from the message catalogs (`looot.*`) through `words.msg`.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.core.flow import TABLE
from referee.core.game import Effect, Transition
from referee.core.violations import Violation
from referee.looot.flow import flow_table
from referee.looot.moves import LoootMove
from referee.looot.state import LoootState

from . import end_turn, ocean, placement, setup, tiles
from .describe import describe
from .end_game import outcome, score_sheet, tallies
from .options import HOUSE_RULES
from .position import players
from .setup import new_state
from .stack import decision, decisions

# What the table may accept anyway ("we allow it"): rules whose breach `apply` still carries through
# (a Viking off the chain, on an occupied hex, a trophy claimed short of axes, a second optional
# action under seed_one). Not a second longship or trophy in a turn: the turn keeps only one of each.
OVERRIDABLE = frozenset(("hex_not_adjacent", "hex_occupied", "optional_action_limit", "trophy_too_few_axes"))

# The moves each decision may take, by step id (flow.py).
_LEGAL: dict[str, Callable[[LoootState], list[LoootMove]]] = {
    "declare_board": setup.legal_board,
    "declare_trophy_board": setup.legal_trophy_board,
    "declare_ocean_board": setup.legal_ocean_board,
    "declare_longship": ocean.legal_draw,
    "declare_sites": setup.legal_sites,
    "declare_start": setup.legal_start,
    "place_viking": placement.legal_place,
    "place_tiles": tiles.legal_tiles,
    "end_turn": end_turn.legal_end_turn,
    "refill": ocean.legal_draw,
}

# Each move kind's own checks (the core has checked the step and the declarer), by move kind.
_CHECKS: dict[str, Callable[[LoootState, LoootMove], list[Violation]]] = {
    "board": setup.check_board,
    "trophies": setup.check_side_board,
    "ocean": setup.check_side_board,
    "draw": ocean.check_draw,
    "sites": setup.check_sites,
    "start": setup.check_start,
    "shield": placement.check_shield,
    "place": placement.check_place,
    "tile": tiles.check_tile,
    "longship": end_turn.check_longship,
    "trophy": end_turn.check_trophy,
}

# What each move kind does, and its announced effects, by move kind.
_APPLY: dict[str, Callable[[LoootState, LoootMove, list[Effect]], LoootState]] = {
    "board": setup.apply_board,
    "trophies": setup.apply_side_board,
    "ocean": setup.apply_side_board,
    "draw": ocean.apply_draw,
    "sites": setup.apply_sites,
    "start": setup.apply_start,
    "shield": placement.apply_shield,
    "place": placement.apply_place,
    "tile": tiles.apply_tile,
    "longship": end_turn.apply_longship,
    "trophy": end_turn.apply_trophy,
    "pass": end_turn.apply_pass,
}

_PLAYER_KINDS = frozenset(("shield", "place", "tile", "longship", "trophy", "pass"))
_LAYOUT_KINDS = frozenset(("board", "trophies", "ocean"))


def legal_moves(state: LoootState) -> list[tuple[str, list[LoootMove]]]:
    """The moves of the one actor who answers now (a player, or the table at a declaration)."""
    stack = state.ctx.stack
    if not stack:
        return []
    top = stack[-1]
    return [(top.actor, _LEGAL[top.kind](state))]


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


def apply(state: LoootState, move: LoootMove, by: str) -> Transition:
    """Apply a valid move (the core checked that `by` answers the step); announce every consequence."""
    effects: list[Effect] = []
    new = _APPLY[move.kind](state, move, effects)
    return Transition(new, tuple(effects))


def component(state: LoootState, component_id: str) -> None:
    """No Looot component takes declared values: every printed value the engine uses is in its catalogs."""
    return None


__all__ = [
    "HOUSE_RULES",
    "OVERRIDABLE",
    "apply",
    "component",
    "decision",
    "decisions",
    "describe",
    "legal_moves",
    "new_state",
    "outcome",
    "players",
    "score_sheet",
    "tallies",
    "validate",
]

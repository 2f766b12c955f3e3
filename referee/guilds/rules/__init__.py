"""Guilds rules: legal_moves, validate (every violation, with the seed passage), apply (with effects).

The pending decision on top of `state.ctx.stack` says which step the game is in; the flow table
(referee/guilds/flow.py) says which move kinds answer it and who declares them. While a component in
play lacks printed values, the table's `declare_values` decision leads (declarations.py).

One module per role, in the order of the flow table: `setup` (the city, halls, start player),
`rounds` (the marker, the VP order), `turn` (cards, their uses, the draw, the limit), `resolution`
(negotiation, ranking, masters), `growth` (plantation, new tiles, neutral pieces), `end_game`
(mayor cards, the score sheet, the outcome); `declarations`, `position` and `describe` serve them.
This package only assembles them, by (step, move kind).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from referee.core import ledger
from referee.core.flow import TABLE, Decision
from referee.core.game import Effect, Transition
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import refs
from referee.guilds.state import GuildsState

from . import end_game, growth, resolution, setup, turn
from .declarations import check_declared, component, declare_decision, in_use, legal_declare, waiting
from .describe import describe
from .end_game import outcome, score_sheet, tallies
from .options import HOUSE_RULES
from .position import field_words, unknown, violation
from .prompts import prompt
from .setup import new_state

# Breaches the table may accept anyway ("we allow it"): `apply` still carries them through.
OVERRIDABLE = frozenset(("wrong_suit", "draw_count", "hand_limit"))

Check = Callable[[GuildsState, Any, str], list[Violation]]
Apply = Callable[[GuildsState, Any, str, list[Effect]], GuildsState]


def _table(check: Callable[[GuildsState, Any], list[Violation]]) -> Check:
    return lambda state, move, by: check(state, move)


def _table_apply(apply: Callable[[GuildsState, Any, list[Effect]], GuildsState]) -> Apply:
    return lambda state, move, by, fx: apply(state, move, fx)


def _none(state: GuildsState, move: Any, by: str) -> list[Violation]:
    return []


_LEGAL: dict[str, Callable[[GuildsState], list[Any]]] = {
    "lay_city": setup.legal_lay,
    "hall_start": setup.legal_hall,
    "start_player": setup.legal_start,
    "turn": turn.legal_turn,
    "use_card": turn.legal_use,
    "ability_moves": turn.legal_ability_moves,
    "discard": turn.legal_discard,
    "negotiate": resolution.legal_negotiate,
    "plantation_score": growth.legal_plantation,
    "grow": growth.legal_grow,
    "reveal_mayor": end_game.legal_reveal,
    "mayor_count": end_game.legal_satisfied,
}

# (step, move kind) -> (check, apply)
_RULES: dict[tuple[str, str], tuple[Check, Apply]] = {
    ("lay_city", "tile"): (_table(setup.check_tile), _table_apply(setup.apply_tile)),
    ("lay_city", "facedown"): (_table(setup.check_facedown), _table_apply(setup.apply_facedown)),
    ("lay_city", "neutral"): (_table(setup.check_neutral), _table_apply(setup.apply_neutral)),
    ("lay_city", "beadle"): (_table(setup.check_beadle), _table_apply(setup.apply_beadle)),
    ("lay_city", "done"): (_table(setup.check_done_laying), _table_apply(setup.apply_done_laying)),
    ("hall_start", "hall"): (_table(setup.check_hall), _table_apply(setup.apply_hall)),
    ("start_player", "start"): (_table(setup.check_start), _table_apply(setup.apply_start)),
    ("turn", "play"): (turn.check_play, turn.apply_play),
    ("turn", "draw"): (turn.check_draw, turn.apply_draw),
    ("turn", "done"): (turn.check_turn_done, turn.apply_turn_done),
    ("turn", "reshuffle"): (turn.check_reshuffle, turn.apply_reshuffle),
    ("use_card", "hire"): (turn.check_hire, turn.apply_hire),
    ("use_card", "move"): (turn.check_move, turn.apply_move),
    ("use_card", "ability"): (turn.check_ability, turn.apply_ability),
    ("use_card", "withdraw"): (turn.check_withdraw, turn.apply_withdraw),
    ("ability_moves", "move"): (turn.check_move, turn.apply_move),
    ("ability_moves", "done"): (_none, turn.apply_ability_done),
    ("discard", "discard"): (turn.check_discard, turn.apply_discard),
    ("negotiate", "swap"): (resolution.check_swap, resolution.apply_swap),
    ("negotiate", "pass"): (_none, resolution.apply_pass),
    ("plantation_score", "plantation"): (
        _table(growth.check_plantation),
        _table_apply(growth.apply_plantation),
    ),
    ("grow", "tile"): (_table(setup.check_tile), _table_apply(setup.apply_tile)),
    ("grow", "neutral"): (_table(setup.check_neutral), _table_apply(setup.apply_neutral)),
    ("grow", "beadle"): (_table(setup.check_beadle), _table_apply(setup.apply_beadle)),
    ("grow", "done"): (_none, _table_apply(growth.apply_grow_done)),
    ("reveal_mayor", "mayor"): (_table(end_game.check_reveal), _table_apply(end_game.apply_reveal)),
    ("mayor_count", "satisfied"): (_table(end_game.check_satisfied), _table_apply(end_game.apply_satisfied)),
}


def decisions(state: GuildsState) -> tuple[Decision, ...]:
    """Every open decision, the leading one first: the table's declaration while one is due. Each
    prompt is built when it is read (prompts.py)."""
    if state.over:
        return ()
    stack = state.ctx.stack
    opened = (stack[-1],) if stack else ()
    cid = waiting(state)
    if cid is not None:
        opened = (declare_decision(cid, unknown(state, cid)), *opened)
    elif stack and stack[-1].kind == "turn" and turn.legal_reshuffle(state):
        opened = (Decision("reshuffle", TABLE), *opened)
    return tuple(Decision(d.kind, d.actor, partial(prompt, state, d), d.data) for d in opened)


def decision(state: GuildsState) -> Decision | None:
    opened = decisions(state)
    return opened[0] if opened else None


def legal_moves(state: GuildsState) -> list[tuple[str, list[Any]]]:
    if state.over:
        return []
    cid = waiting(state)
    if cid is not None:
        return [(TABLE, legal_declare(state, cid))]
    top = state.ctx.top
    if top is None:
        return []
    if top.kind == "turn":  # a pile too short for the draw: the table reshuffles first (ruling guilds-deck)
        table = turn.legal_reshuffle(state)
        if table:
            return [(TABLE, table)]
    return [(top.actor, _LEGAL[top.kind](state))]


def validate(state: GuildsState, move: Any, by: str) -> list[Violation]:
    top = state.ctx.top
    if top is None or move.kind in ledger.KINDS:
        return []
    found = _RULES.get((top.kind, move.kind))
    if found is None:  # the core refuses it as a move of the wrong step
        return []
    cid = waiting(state)
    if cid is not None:
        return [
            violation("values_first", refs.COMPONENTS, component=cid, fields=field_words(unknown(state, cid)))
        ]
    return found[0](state, move, by)


def apply(state: GuildsState, move: Any, by: str) -> Transition:
    if move.kind in ledger.KINDS:  # unchecked replays (the kit's playouts) come here; `play` does it itself
        return Transition(ledger.apply(state, move))
    top = state.ctx.top
    assert top is not None
    effects: list[Effect] = []
    new = _RULES[(top.kind, move.kind)][1](state, move, by, effects)
    if new.awaiting:
        keep = tuple(c for c in new.awaiting if unknown(new, c))
        if keep != new.awaiting:
            new = replace(new, awaiting=keep)
    return Transition(new, tuple(effects))


def players(state: GuildsState) -> tuple[str, ...]:
    return state.names


__all__ = [
    "HOUSE_RULES",
    "OVERRIDABLE",
    "apply",
    "check_declared",
    "component",
    "decision",
    "decisions",
    "describe",
    "in_use",
    "legal_moves",
    "new_state",
    "outcome",
    "players",
    "score_sheet",
    "tallies",
    "validate",
]

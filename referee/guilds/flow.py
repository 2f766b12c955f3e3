"""The Guilds flow table: the table lays out the city, then rounds of turns, resolution and growth.

Written once, in rulebook order (seed 一 开局准备, 三 游戏流程, 五 结束触发): each step lists the
move kinds that answer it, who declares each and the functions that check and apply it. The table
lays the tiles (face up or face down) and the neutral pieces, says how many liverymen start in each
hall and who starts. Each round: players take turns in VP order (play cards, each used to hire, move
or for its ability; then draw; then discard down to the limit), the face-up tiles at their threshold
resolve (negotiation in VP order), and on a grey space the growth follows (plantation, new tiles,
neutral pieces); with 2 players, once every tile of the city has resolved, only the plantation
follows and the game ends. At the end the table reveals each mayor card and how often its condition
is met. What follows an answer (the next turn, the marker advancing, a tile resolving, the end) is
rules/after.py's.

`declare_values` is the table's step whenever a component entered play (a tile laid, a card
played, a mayor card revealed) whose printed values are not known: it leads, and every other answer
is refused with `values_first` until the table declares them (the guard `_answer` puts on each).
The steps a component enters at accept the declaration too, as the core does anyway. `reshuffle`
leads a turn whose draw is due from a pile too short for it (ruling guilds-deck).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial
from typing import Any

from referee.core.flow import ACTOR, TABLE, Answer, Apply, Check, Decision, FlowTable, Phase, Step
from referee.core.game import GameRules
from referee.core.violations import RuleRef, Violation
from referee.guilds import refs
from referee.guilds.rules import end_game, growth, one_line, resolution, setup, turn
from referee.guilds.rules.after import after
from referee.guilds.rules.declarations import (
    apply_declare,
    check_declare,
    declare_decision,
    legal_declare,
    values_first,
    waiting,
)
from referee.guilds.rules.position import unknown
from referee.guilds.rules.prompts import prompt
from referee.guilds.state import GuildsState

Listed = Callable[[GuildsState, Decision], Sequence[Any]]

# the table's own declaration, accepted where a component enters play (checked and applied by the core)
DECLARE = ("declare", Answer(TABLE, check_declare, apply_declare))


def _answer(
    kind: str, check: Check, apply: Apply, who: str = ACTOR, guard: bool = True
) -> tuple[str, Answer]:
    """A move kind answering a step: refused with `values_first` while a declaration is due
    (unless `guard` is off: a card taken back waits for no declaration)."""
    if not guard:
        return kind, Answer(who, check, apply)

    def guarded(state: GuildsState, decision: Decision, move: Any, by: str) -> list[Violation]:
        return values_first(state) or check(state, decision, move, by)

    return kind, Answer(who, guarded, apply)


def _listed(legal: Listed) -> Callable[[GuildsState, Decision], list[tuple[str, Sequence[Any]]]]:
    """The step's moves for its actor, in one list (random playouts pick from it in this order);
    none while a declaration is due, which leads."""

    def moves(state: GuildsState, decision: Decision) -> list[tuple[str, Sequence[Any]]]:
        return [] if waiting(state) is not None else [(decision.actor, legal(state, decision))]

    return moves


def _step(
    step_id: str,
    summary: str,
    rule: RuleRef,
    answers: tuple[tuple[str, Answer], ...],
    legal: Listed,
    who_rule: RuleRef | None = None,
) -> Step:
    return Step(step_id, summary, answers, rule, who_rule, _listed(legal))


def _table_step(
    step_id: str, summary: str, rule: RuleRef, answers: tuple[tuple[str, Answer], ...], legal: Listed
) -> Step:
    """A step the table answers: the passage that has the table act decides who may."""
    return _step(step_id, summary, rule, answers, legal, who_rule=rule)


def _placing(rules: GameRules, *after_tile: tuple[str, Answer]) -> tuple[tuple[str, Answer], ...]:
    """Tiles and neutral pieces as the table places them, in the set-up and in growth; a tile may be
    named by its printed values (`lay`, rules/one_line.py)."""
    return (
        _answer("tile", setup.check_tile, setup.apply_tile),
        _answer("lay", partial(one_line.check_lay, rules), partial(one_line.apply_lay, rules)),
        *after_tile,
        _answer("neutral", setup.check_neutral, setup.apply_neutral),
        _answer("beadle", setup.check_beadle, setup.apply_beadle),
    )


@cache
def flow_table(rules: GameRules) -> FlowTable:
    """`rules` (the engine's GAME) judges the parts of a card used in one line (rules/one_line.py)."""
    return FlowTable(
        phases=(
            Phase(
                "setup",
                "The table lays out the city and the pieces (seed 开局准备).",
                (
                    _table_step(
                        "lay_city",
                        "each guild tile as laid (face up with its id, or face down), neutral pieces; done",
                        refs.LAYOUT,
                        (
                            *_placing(rules, _answer("facedown", setup.check_facedown, setup.apply_facedown)),
                            _answer("done", setup.check_done_laying, setup.apply_done_laying),
                            DECLARE,
                        ),
                        setup.legal_lay,
                    ),
                    _table_step(
                        "hall_start",
                        "how many liverymen each player puts in the hall",
                        refs.COLOURS,
                        (_answer("hall", setup.check_hall, setup.apply_hall),),
                        setup.legal_hall,
                    ),
                    _table_step(
                        "start_player",
                        "the start player, drawn at random",
                        refs.START,
                        (_answer("start", setup.check_start, setup.apply_start),),
                        setup.legal_start,
                    ),
                ),
            ),
            Phase(
                "round",
                "Advance the marker, turns in VP order (seed 环节一, 环节二).",
                (
                    _step(
                        "turn",
                        "play an action card, or end the turn by drawing (the table reshuffles a short pile)",
                        refs.CARDS,
                        (
                            _answer("play", turn.check_play, turn.apply_play),
                            _answer(
                                "use", partial(one_line.check_use, rules), partial(one_line.apply_use, rules)
                            ),
                            _answer("draw", turn.check_draw, turn.apply_draw),
                            _answer("done", turn.check_turn_done, turn.apply_turn_done),
                            _answer("reshuffle", turn.check_reshuffle, turn.apply_reshuffle, TABLE),
                        ),
                        turn.legal_turn,
                    ),
                    _table_step(
                        "reshuffle",
                        "the draw pile is too short for the draw due: the discard pile shuffled into it",
                        refs.DECK,
                        (_answer("reshuffle", turn.check_reshuffle, turn.apply_reshuffle),),
                        turn.legal_reshuffle,
                    ),
                    _step(
                        "use_card",
                        "use the card played: hire, move, its ability (or take it back if it has no use)",
                        refs.CARDS,
                        (
                            _answer("hire", turn.check_hire, turn.apply_hire),
                            _answer("move", turn.check_move, turn.apply_move),
                            _answer("ability", turn.check_ability, turn.apply_ability),
                            _answer("withdraw", turn.check_withdraw, turn.apply_withdraw, guard=False),
                            DECLARE,
                        ),
                        turn.legal_use,
                    ),
                    _step(
                        "ability_moves",
                        "the pieces the ability moves, then done",
                        refs.ABILITY,
                        (
                            _answer("move", turn.check_ability_move, turn.apply_ability_move),
                            _answer("done", turn.check_ability_done, turn.apply_ability_done),
                        ),
                        turn.legal_ability_moves,
                    ),
                    _step(
                        "discard",
                        "discard down to the hand limit",
                        refs.HAND_LIMIT,
                        (_answer("discard", turn.check_discard, turn.apply_discard),),
                        turn.legal_discard,
                    ),
                ),
            ),
            Phase(
                "resolution",
                "Tiles at their threshold resolve, top-left to bottom-right (seed 环节三).",
                (
                    _step(
                        "negotiate",
                        "replace one liveryman on the tile by a neutral piece, or pass",
                        refs.NEGOTIATE,
                        (
                            _answer("swap", resolution.check_swap, resolution.apply_swap),
                            _answer("pass", resolution.check_pass, resolution.apply_pass),
                        ),
                        resolution.legal_negotiate,
                        who_rule=refs.NEGOTIATE,  # the VP order of line 41, not the turns of line 28
                    ),
                ),
            ),
            Phase(
                "growth",
                "On a grey space: plantation, new tiles, neutral pieces, end check (seed 成长阶段).",
                (
                    _table_step(
                        "plantation_score",
                        "each player's plantation VP",
                        refs.PLANTATION,
                        (_answer("plantation", growth.check_plantation, growth.apply_plantation),),
                        growth.legal_plantation,
                    ),
                    _table_step(
                        "grow",
                        "new tiles revealed, neutral pieces moved; done",
                        refs.NEW_TILES,
                        (
                            *_placing(rules),
                            _answer("done", growth.check_grow_done, growth.apply_grow_done),
                            DECLARE,
                        ),
                        growth.legal_grow,
                    ),
                ),
            ),
            Phase(
                "end",
                "Mayor cards revealed and scored (seed 五 计分).",
                (
                    _table_step(
                        "reveal_mayor",
                        "the mayor card a player reveals",
                        refs.MAYOR_CARDS,
                        (_answer("mayor", end_game.check_reveal, end_game.apply_reveal),),
                        end_game.legal_reveal,
                    ),
                    _table_step(
                        "mayor_count",
                        "how often the card's condition is met",
                        refs.MAYOR_CARDS,
                        (_answer("satisfied", end_game.check_satisfied, end_game.apply_satisfied), DECLARE),
                        end_game.legal_satisfied,
                    ),
                ),
            ),
            Phase(
                "declarations",
                "Printed values of a component that entered play (reference: no public list exists).",
                (
                    Step(
                        "declare_values",
                        "the printed values of the component now in play",
                        (DECLARE,),
                        refs.COMPONENTS,
                        refs.COMPONENTS,
                        lambda state, decision: [(TABLE, legal_declare(state, decision))],
                    ),
                ),
            ),
        ),
        after=after,
    )


def decisions(state: GuildsState) -> tuple[Decision, ...]:
    """Every open decision, the leading one first: the table's declaration while one is due, else
    its reshuffle when a draw is due from a short pile, over the stack's top. Each question is
    built when it is read (rules/prompts.py)."""
    if state.over:
        return ()
    stack = state.ctx.stack
    opened = (stack[-1],) if stack else ()
    cid = waiting(state)
    if cid is not None:
        opened = (declare_decision(cid, unknown(state, cid)), *opened)
    elif stack and stack[-1].kind == "turn" and turn.reshuffle_open(state):
        opened = (Decision("reshuffle", TABLE), *opened)
    return tuple(Decision(d.kind, d.actor, partial(prompt, state, d), d.data) for d in opened)

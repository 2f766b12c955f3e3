"""A card played and used in one line (issue 25, item 7): `use C12 suits=anchor move hall B3`.

The line is the moves a table would type one by one: `play C12`, the table's declaration of the
values the line gives (`table: declare C12 suits=anchor`, left out when they are all known
already), then the use (`move hall B3`). Each part is judged by the core (`core.game.judge`) in
the state the parts before it leave, so a part is refused with the same code, message and passage
as when typed alone, and the first refused part refuses the line as a whole: nothing of it is
applied (issue 25, item 9). A card played this way waits for no declaration of the fields its use
does not read (ruling guilds-partial-values): they are asked when a use reads them.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.flow import TABLE, Decision
from referee.core.game import Declaration, Effect, GameRules, Transition, answered, answering, judge, play
from referee.core.ledger import Declare
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds.moves import Play, UseCard
from referee.guilds.state import GuildsState

from .position import values


def _parts(state: GuildsState, move: UseCard, by: str) -> list[Declaration]:
    """The moves the line stands for; the declaration gives only what is not declared alike."""
    known = values(state, move.card)
    new = tuple((k, v) for k, v in move.use.values if known.get(k) != v)
    declare = [Declaration(Declare(move.card, new), TABLE)] if new else []
    return [Declaration(Play(move.card), by), *declare, Declaration(move.use.action, by)]


def _played(state: GuildsState, card: str) -> GuildsState:
    """After `play`: the card waits for no declaration; its use asks for what it reads."""
    if card not in state.awaiting:
        return state
    return replace(state, awaiting=tuple(c for c in state.awaiting if c != card))


def check_use(
    rules: GameRules, state: GuildsState, decision: Decision, move: UseCard, by: str
) -> list[Violation]:
    """The violations of the first part refused (none when every part is legal in turn)."""
    found, _ = _run(rules, state, move, by, checked=True)
    return found


def apply_use(
    rules: GameRules, state: GuildsState, decision: Decision, move: UseCard, by: str, fx: list[Effect]
) -> GuildsState:
    """The parts applied in turn (a use the table allowed anyway is applied as `play` would)."""
    _, transitions = _run(rules, state, move, by, checked=False)
    for transition in transitions:
        fx.extend(transition.effects)
    return transitions[-1].state  # type: ignore[no-any-return]


def _run(
    rules: GameRules, state: GuildsState, move: UseCard, by: str, *, checked: bool
) -> tuple[list[Violation], Sequence[Transition]]:
    """Each part judged (when `checked`) and applied on the state the part before it leaves."""
    done: list[Transition] = []
    for decl in _parts(state, move, by):
        verdict = judge(rules, state, decl)
        if checked and verdict.violations:
            return list(verdict.violations), done
        if isinstance(decl.move, Declare):
            transition = play(rules, state, decl, verdict=verdict)
        else:
            asking = verdict.asking or answering(rules, state, decl.move, by)
            assert asking is not None  # the line was judged legal, or allowed by the table
            transition = answered(rules.flow, state, asking, decl.move, by)
        state = _played(transition.state, move.card) if isinstance(decl.move, Play) else transition.state
        done.append(replace(transition, state=state))
    return [], done


def describe_parts(state: GuildsState, move: UseCard, by: str) -> list[str]:
    """The moves the line stands for, as text (tests, and the reader of a log)."""
    return [str(d) for d in _parts(state, move, by)]


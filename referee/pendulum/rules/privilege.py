"""Simultaneous claims (seed 四 特权判定): the referee accepts the first declaration; when the table
says another player was first within the grace, `table: privilege Bob` gives the last contested move
to Bob if he ranks higher on the privilege track, the other's move undone, logged with the rule."""

from __future__ import annotations

from typing import Any

from referee.core.game import Transition
from referee.core.record import replace
from referee.core.violations import Violation
from referee.pendulum import moves, refs
from referee.pendulum.rules.position import is_player, privilege_rank, said, violation
from referee.pendulum.state import State, Undo


def contested(state: State, move: Any) -> bool:
    """A move another player may have made at the same moment: a common worker into a frame of green
    or purple, the legendary token, a province of the display; and a flip, against which a placement
    at the same instant comes second (ruling pendulum-privilege)."""
    if isinstance(move, moves.Place | moves.MoveWorker):
        return move.worker == "common" and not move.space.startswith("black")
    if isinstance(move, moves.Claim):
        return move.what == "legendary"
    if isinstance(move, moves.Conquer):
        return move.card in state.display
    return isinstance(move, moves.Flip)  # kept only to say that the flip came first


def remember(before: State, after: State, move: Any, by: str) -> State:
    last = Undo(by, str(move), replace(before, last=None)) if contested(before, move) else None
    return after if after.last is last else replace(after, last=last)


def winners_move(before: State, text: str, who: str, rules: Any) -> Any | None:
    """The contested move as the winner makes it: the same move, or for a worker moved into the
    frame, the same frame reached with the winner's own worker (the first that may go there)."""
    again = rules.parse(text)
    if not rules.validate(before, again, who):
        return again
    if isinstance(again, moves.MoveWorker):
        grande = again.worker == "grande"
        for w in before.workers:
            if w.owner == who and w.grande == grande and w.space != again.space:
                candidate = moves.MoveWorker(again.worker, w.space, again.space)
                if not rules.validate(before, candidate, who):
                    return candidate
    return None


def _placement(before: State, move: moves.Privilege, rules: Any) -> Any | None:
    """The privileged player's placement, read and legal before the flip, or None."""
    try:
        placed = rules.parse(move.before or "")
    except Exception:
        return None
    if not isinstance(placed, moves.Place | moves.MoveWorker):
        return None
    return None if rules.validate(before, placed, move.player) else placed


def _flip_problems(state: State, move: moves.Privilege, rules: Any) -> list[Violation]:
    """A placement at the instant of a flip by a player ranked higher comes first (seed 四 特权判定:
    「在别人翻沙漏的同一瞬间放工人」): it must have been legal before the flip, the flip still legal after."""
    last = state.last
    assert last is not None
    if move.before is None:
        return [violation("privilege_flip", refs.PRIVILEGE, move=last.move, player=move.player)]
    before: State = last.before  # type: ignore[assignment]
    placed = _placement(before, move, rules)
    if placed is None:
        return [violation("privilege_illegal", refs.PRIVILEGE, player=move.player, move=move.before)]
    after = rules.apply_inner(before, placed, move.player).state
    if rules.validate(after, rules.parse(last.move), last.by):
        return [violation("privilege_illegal", refs.PRIVILEGE, player=last.by, move=last.move)]
    return []


def validate(state: State, move: moves.Privilege, rules: Any) -> list[Violation]:
    last = state.last
    if last is None:
        return [violation("privilege_nothing", refs.PRIVILEGE)]
    who = move.player
    if not is_player(state, who):
        return [violation("unknown_player", refs.PRIVILEGE, player=who, players=", ".join(state.names()))]
    if who == last.by:
        return [violation("privilege_same", refs.PRIVILEGE, player=who)]
    if privilege_rank(state, who) > privilege_rank(state, last.by):
        return [violation("privilege_lower", refs.PRIVILEGE, player=who, other=last.by)]
    if last.move.startswith("flip"):
        return _flip_problems(state, move, rules)
    if move.before is not None:
        return [violation("privilege_before_flip", refs.PRIVILEGE, move=last.move)]
    before: State = last.before  # type: ignore[assignment]
    if winners_move(before, last.move, who, rules) is None:
        return [violation("privilege_illegal", refs.PRIVILEGE, player=who, move=last.move)]
    return []


def apply(state: State, move: moves.Privilege, rules: Any) -> Transition:
    last = state.last
    assert last is not None
    before: State = last.before  # type: ignore[assignment]
    effect = said("privilege", refs.PRIVILEGE, player=move.player, other=last.by, move=last.move)
    if last.move.startswith("flip"):  # the placement first, then the same flip
        placed = rules.apply_inner(before, _placement(before, move, rules), move.player)
        flipped = rules.apply_inner(placed.state, rules.parse(last.move), last.by)
        effects = (effect, *placed.effects, *flipped.effects)
        return Transition(replace(flipped.state, last=None), effects)
    again = winners_move(before, last.move, move.player, rules)
    done = rules.apply_inner(before, again, move.player)
    return Transition(replace(done.state, last=None), (effect, *done.effects))

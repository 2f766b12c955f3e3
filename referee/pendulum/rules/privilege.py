"""Simultaneous claims (seed 四 特权判定): the referee accepts the first declaration; when the table
says another player was first within the grace, `table: privilege Bob` gives the last contested move
to Bob if he ranks higher on the privilege track, the other's move undone, logged with the rule.

The winner's move is judged and made again by the flow table's answers, found as the core finds
them for any move (`core.game.answering`, `answered`): `Replay` only tells the core where the
table and the open decisions are."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from referee.core.flow import Decision, FlowTable
from referee.core.game import Effect, Transition, answered, answering
from referee.core.record import replace
from referee.core.violations import Violation
from referee.pendulum import moves, refs
from referee.pendulum.rules.position import is_player, privilege_rank, said, violation
from referee.pendulum.state import State, Undo

if TYPE_CHECKING:
    from referee.core.game import GameRules


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


class Replay:
    """The `table: privilege` answer: the contested move judged and made again by the flow table's
    answers, as the core dispatches every move (the table is read when a privilege is declared)."""

    def __init__(self, table: Callable[[], FlowTable]) -> None:
        self._table = table

    # what the core's dispatch reads of the rules (`core.game.answering`)
    @property
    def flow(self) -> FlowTable:
        return self._table()

    def decisions(self, state: State) -> tuple[Decision, ...]:
        return state.ctx.open_decisions()

    def open_decisions(self, state: State) -> tuple[Decision, ...]:
        """What the core's dispatch reads (`core.game.answering`): the same decisions."""
        return self.decisions(state)

    def players(self, state: State) -> Sequence[str]:
        return state.names()

    def legal(self, state: State, move: Any, by: str) -> bool:
        """Whether `by` could make the move in `state`: an open step takes it from them, its check passes."""
        asking = answering(cast("GameRules", self), state, move, by)
        if asking is None:
            return False
        answer = self.flow.answer(asking.kind, move.kind)
        assert answer is not None
        return not answer.check(state, asking, move, by)

    def play(self, state: State, move: Any, by: str) -> Transition:
        """The move made by the answer of the step that takes it (a legal move), the game moved on."""
        asking = answering(cast("GameRules", self), state, move, by)
        assert asking is not None
        return answered(self.flow, state, asking, move, by)

    def winners_move(self, before: State, text: str, who: str) -> Any | None:
        """The contested move as the winner makes it: the same move, or for a worker moved into the
        frame, the same frame reached with the winner's own worker (the first that may go there)."""
        again = moves.parse(text)
        if self.legal(before, again, who):
            return again
        if isinstance(again, moves.MoveWorker):
            grande = again.worker == "grande"
            for w in before.workers:
                if w.owner == who and w.grande == grande and w.space != again.space:
                    candidate = moves.MoveWorker(again.worker, w.space, again.space)
                    if self.legal(before, candidate, who):
                        return candidate
        return None

    def placement(self, before: State, move: moves.Privilege) -> Any | None:
        """The privileged player's placement, read and legal before the flip, or None."""
        try:
            placed = moves.parse(move.before or "")
        except Exception:
            return None
        if not isinstance(placed, moves.Place | moves.MoveWorker):
            return None
        return placed if self.legal(before, placed, move.player) else None

    def _flip_problems(self, state: State, move: moves.Privilege) -> list[Violation]:
        """A placement at the instant of a flip by a player ranked higher comes first (seed 四 特权判定:
        「在别人翻沙漏的同一瞬间放工人」): it must have been legal before the flip, the flip still legal after."""
        last = state.last
        assert last is not None
        if move.before is None:
            return [violation("privilege_flip", refs.PRIVILEGE, move=last.move, player=move.player)]
        before: State = last.before  # type: ignore[assignment]
        placed = self.placement(before, move)
        if placed is None:
            return [violation("privilege_illegal", refs.PRIVILEGE, player=move.player, move=move.before)]
        after = self.play(before, placed, move.player).state
        if not self.legal(after, moves.parse(last.move), last.by):
            return [violation("privilege_illegal", refs.PRIVILEGE, player=last.by, move=last.move)]
        return []

    def check(self, state: State, decision: Decision, move: moves.Privilege, by: str) -> list[Violation]:
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
            return self._flip_problems(state, move)
        if move.before is not None:
            return [violation("privilege_before_flip", refs.PRIVILEGE, move=last.move)]
        before: State = last.before  # type: ignore[assignment]
        if self.winners_move(before, last.move, who) is None:
            return [violation("privilege_illegal", refs.PRIVILEGE, player=who, move=last.move)]
        return []

    def apply(
        self, state: State, decision: Decision, move: moves.Privilege, by: str, effects: list[Effect]
    ) -> State:
        last = state.last
        assert last is not None
        before: State = last.before  # type: ignore[assignment]
        effects.append(said("privilege", refs.PRIVILEGE, player=move.player, other=last.by, move=last.move))
        if last.move.startswith("flip"):  # the placement first, then the same flip
            placed = self.play(before, self.placement(before, move), move.player)
            flipped = self.play(placed.state, moves.parse(last.move), last.by)
            effects += (*placed.effects, *flipped.effects)
            return replace(flipped.state, last=None)
        done = self.play(before, self.winners_move(before, last.move, move.player), move.player)
        effects += done.effects
        return replace(done.state, last=None)

"""A worker action in one line (issue 25, item 4): `Ann: do green-2 culture1+votes2` is `act`, `pay`
and `take` declared together, for a table that must keep up with the sand.

The parts are the moves a table declares apart, judged and made one after the other by the core's
own `judge` and `play` on the successive positions, so each part meets the same rules, with the
same passages, as when declared alone; the first refused part refuses the whole line and nothing
of it is made. The line is one move, one log entry: replaying it makes the same parts again.

The core's dispatch reads the rules as `PartRules` gives them (the flow table is passed in, as
for `table: privilege`), so this module needs nothing from the engine above it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from referee.core.errors import IllegalMove
from referee.core.flow import Decision, FlowTable
from referee.core.game import Declaration, Effect, GameInfo, flow_legal_moves, judge, play
from referee.core.outcome import Outcome
from referee.core.violations import Violation
from referee.pendulum import moves
from referee.pendulum.rules.describe import describe
from referee.pendulum.rules.end_game import outcome
from referee.pendulum.rules.position import hourglass_row, own_open
from referee.pendulum.rules.privilege import Replay
from referee.pendulum.state import ROWS, State

if TYPE_CHECKING:
    from referee.core.game import GameRules


def action_space(state: State, space: str) -> str:
    """The space acted on: as named, or, its row left out (`green-2`), on the row with the hourglass."""
    if space.count("-") == 2:
        return space
    zone, _, n = space.partition("-")
    return f"{zone}-{ROWS[hourglass_row(state, zone)]}-{n}"


class PartRules(Replay):
    """What the core's `judge` and `play` read of the rules, for the parts of a one-line action: what
    `table: privilege` reads (the flow table passed in, the open decisions, the players), and the
    description, the outcome and the engine's `info`, given by the flow table's builder."""

    def __init__(self, table: Callable[[], FlowTable], info: Callable[[], GameInfo]) -> None:
        super().__init__(table)
        self._info = info

    @property
    def info(self) -> GameInfo:
        return self._info()

    def describe(self, state: State) -> str:
        return describe(state)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)


def _own(rules: GameRules, state: State, by: str, kind: str) -> list[Any]:
    """`by`'s legal moves of one kind (the core's listing from the flow table)."""
    return [
        m for who, listed in flow_legal_moves(rules, state) if who == by for m in listed if m.kind == kind
    ]


class OneLine:
    """The answer of `do SPACE [REWARD]`: its check runs the parts, its apply makes them."""

    def __init__(self, rules: PartRules) -> None:
        self._rules = cast("GameRules", rules)

    def _run(self, state: State, move: moves.Do, by: str) -> tuple[list[Violation], State, list[Effect]]:
        """The parts judged and made in turn: what refuses the first refused part (and the position
        untouched), else nothing, the position after the last part and what each part said. The
        payment is a part only where the action opened one (black spaces cost nothing)."""
        before = state
        effects: list[Effect] = []
        parts: list[Any] = [moves.Act(action_space(state, move.space)), moves.Pay(), moves.Take(move.reward)]
        for part in parts:
            if isinstance(part, moves.Pay) and getattr(own_open(state, by), "kind", None) != "pay_cost":
                continue
            decl = Declaration(part, by)
            verdict = judge(self._rules, state, decl)
            if verdict.violations:
                return list(verdict.violations), before, []
            done = play(self._rules, state, decl, verdict=verdict)
            state = done.state
            effects += done.effects
        return [], state, effects

    def check(self, state: State, decision: Decision, move: moves.Do, by: str) -> list[Violation]:
        return self._run(state, move, by)[0]

    def offered(self, state: State, decision: Decision, by: str) -> list[moves.Do]:
        """The lines `by` may declare now, built from the legal parts as `_run` makes them: each legal
        act, the payment it opens, then each take the position allows (a reward to name, or none)."""
        rules = self._rules
        pay: Any = moves.Pay()
        found: list[moves.Do] = []
        for act in _own(rules, state, by, "act"):
            try:
                after = play(rules, state, Declaration(act, by)).state
                if getattr(own_open(after, by), "kind", None) == "pay_cost":
                    after = play(rules, after, Declaration(pay, by)).state
            except IllegalMove:  # the cost cannot be paid: no line acts there
                continue
            found.extend(moves.Do(act.space, take.reward) for take in _own(rules, after, by, "take"))
        return found

    def apply(
        self, state: State, decision: Decision, move: moves.Do, by: str, effects: list[Effect]
    ) -> State:
        found, state, said = self._run(state, move, by)
        assert not found, found  # the core applies only a move its check passed (or a trusted replay)
        effects += said
        return state

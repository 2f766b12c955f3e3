"""Turn context, pending decisions and the declarative flow table.

Game state keeps the referee's turn context (`TurnContext`) apart from the game-owned fields. The
context holds a stack of pending `Decision`s: the top says who must answer now (a player, or the
table when a physical random draw or a component must be declared) and what kind of answer is
expected. Multi-step actions push decisions; answering pops them. Each game's flow.py declares its
phases and steps as a `FlowTable`, in rulebook order, with the order of end checks written once.
"""

from __future__ import annotations

from referee.core.record import field, record, replace
from referee.core.text import Text, spell

TABLE = "table"  # the actor for declarations of what the table revealed (the "chance player")


@record
class Decision:
    """Who must answer now, and what kind of answer; the question itself is presentation.

    `text` is the question in plain words, or a function building it when `prompt` is read (see
    core/text.py): it is not compared, so decisions are equal when kind and actor are.
    """

    kind: str  # a step id of the flow table, e.g. "place_viking"
    actor: str  # a player's name, or TABLE
    text: Text = field(default="", compare=False)

    @property
    def prompt(self) -> str:
        return spell(self.text)


@record
class TurnContext:
    round: int = 0  # 0 during setup
    phase: str = "setup"
    current: int = 0  # index of the player whose turn it is
    stack: tuple[Decision, ...] = ()

    @property
    def top(self) -> Decision | None:
        return self.stack[-1] if self.stack else None

    def push(self, *decisions: Decision) -> TurnContext:
        """Push decisions; the last one given is answered first."""
        return replace(self, stack=self.stack + tuple(decisions))

    def pop(self) -> TurnContext:
        return replace(self, stack=self.stack[:-1])

    def replace_top(self, decision: Decision) -> TurnContext:
        return replace(self, stack=self.stack[:-1] + (decision,))


@record
class Step:
    """One step of the flow table. `actor` is "player", "table" (a declaration) or "auto"."""

    id: str
    actor: str
    summary: str
    optional: bool = False
    seed_section: str = ""


@record
class Phase:
    id: str
    summary: str
    steps: tuple[Step, ...]


@record
class FlowTable:
    phases: tuple[Phase, ...]
    end_checks: tuple[str, ...]  # the order in which end conditions are tested, written once

    def step(self, step_id: str) -> Step:
        for phase in self.phases:
            for step in phase.steps:
                if step.id == step_id:
                    return step
        raise KeyError(step_id)

    def steps(self) -> tuple[Step, ...]:
        return tuple(s for p in self.phases for s in p.steps)

"""Turn context, pending decisions and the declarative flow table the core reads.

Game state keeps the referee's turn context (`TurnContext`, the field `ctx` of every state) apart
from the game-owned fields. The context holds the shared turn frame, a stack of pending `Decision`s
whose top leads (the current player, or the table when a physical draw must be declared), and each
actor's own open decisions (`own`: Pendulum's players each in the middle of their own action while
the others act). Multi-step actions push decisions carrying their own data; answering pops them.

Each game's flow.py declares its phases and steps as a `FlowTable`, in rulebook order: for each step
the move kinds it accepts, each with its `Answer` (who may declare it: `ACTOR`, `ANY_PLAYER`,
`EVERY_PLAYER`, `TABLE`; its check, apply and legal moves), the seed passage and a one-line summary,
and one `after` hook for moving on. It is the control flow: `core.game` judges, applies and lists
legal moves from it, and the teach mode explains the step from it. Removing a move kind from a step
is enough to make the engine refuse it there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from referee.core.frozen import EMPTY, FrozenMap
from referee.core.record import field, record, replace
from referee.core.text import Text, spell

if TYPE_CHECKING:
    from referee.core.game import Effect
    from referee.core.violations import RuleRef, Violation

TABLE = "table"  # the actor for declarations of what the table revealed (the "chance player")
# The words a declaration may name the table by (`table: draw Castle31`, `桌面：抽取 Castle31`): none
# of them can be a player's name. 桌面 is the seeds' word for the table ("放在桌面中央", Looot line 17)
# and the one the Chinese messages use.
TABLE_WORDS = (TABLE, "桌面")


def is_table_word(name: str) -> bool:
    """Whether `name` names the table (in any case), so that no player may be called so."""
    return name.strip().casefold() in TABLE_WORDS


NOBODY = ""  # the actor of a decision no one leads (real time): every declarer names themselves

# Who may declare a move kind at a step.
ACTOR = "actor"  # the decision's own actor: the current player, or the table at a table step
ANY_PLAYER = "any_player"  # any player, between actions (Le Havre: selling in another's turn)
EVERY_PLAYER = "every_player"  # every player at once, no one leading (Pendulum's real time)
WHO = (ACTOR, ANY_PLAYER, EVERY_PLAYER, TABLE)


@record
class Decision:
    """Who must answer, which step it is, and the data the step needs (TOML-safe values).

    `text` is the question in plain words, or a function building it when `prompt` is read (see
    core/text.py): it is not compared, so decisions are equal when kind, actor and data are.
    `data` holds what a multi-step action must remember (which wharf, how much is still owed).
    """

    kind: str  # a step id of the flow table, e.g. "place_viking"
    actor: str  # a player's name, TABLE, or NOBODY
    text: Text = field(default="", compare=False)
    data: FrozenMap[str, Any] = EMPTY

    @property
    def prompt(self) -> str:
        return spell(self.text)


@record
class Adjustment:
    """A table correction of a counter the engine cannot know ("Gog & Magog bonus"), logged as a move."""

    player: str
    counter: str
    delta: int
    reason: str = ""


@record
class TurnContext:
    round: int = 0  # 0 during setup
    phase: str = "setup"
    current: int = 0  # index of the player whose turn it is
    stack: tuple[Decision, ...] = ()  # the shared turn frame: its top leads
    own: FrozenMap[str, tuple[Decision, ...]] = EMPTY  # each actor's own open decisions, top last
    # the table's ledger, kept by `core.game.play` across whatever context an engine builds next
    adjustments: tuple[Adjustment, ...] = ()  # table adjustments, in log order
    declared: FrozenMap[str, FrozenMap[str, Any]] = EMPTY  # component id -> printed values declared

    @property
    def top(self) -> Decision | None:
        return self.stack[-1] if self.stack else None

    def open_decisions(self) -> tuple[Decision, ...]:
        """Every decision that can be answered now: the leading one first, then each actor's own."""
        found = self.stack[-1:]
        own = self.own
        if own is EMPTY or not own:  # one actor at a time: asked at every move of a playout
            return found
        return found + tuple(stack[-1] for stack in self.own.values() if stack)

    def push(self, *decisions: Decision) -> TurnContext:
        """Push decisions; the last one given is answered first."""
        return replace(self, stack=self.stack + tuple(decisions))

    def pop(self) -> TurnContext:
        return replace(self, stack=self.stack[:-1])

    def replace_top(self, decision: Decision) -> TurnContext:
        return replace(self, stack=self.stack[:-1] + (decision,))

    def push_own(self, actor: str, *decisions: Decision) -> TurnContext:
        """Open decisions of one actor's own (answered last given first), beside the shared frame."""
        return replace(self, own=self.own.set(actor, self.own.get(actor, ()) + tuple(decisions)))

    def replace_own_top(self, actor: str, decision: Decision) -> TurnContext:
        """The actor's own top decision answered in part (its data updated), in its place."""
        return replace(self, own=self.own.set(actor, self.own[actor][:-1] + (decision,)))

    def pop_own(self, actor: str) -> TurnContext:
        rest = self.own.get(actor, ())[:-1]
        return replace(self, own=self.own.set(actor, rest) if rest else self.own.without(actor))


Check = Callable[[Any, Decision, Any, str], "list[Violation]"]
Apply = Callable[[Any, Decision, Any, str, "list[Effect]"], Any]
ListMoves = Callable[[Any, Decision, str], Sequence[Any]]
StepMoves = Callable[[Any, Decision], "list[tuple[str, Sequence[Any]]]"]
After = Callable[[Any, Any, Any, str, "list[Effect]"], Any]


def held_decisions(state: Any) -> tuple[Decision, ...]:
    """The open decisions a state's turn context holds, their questions not built: a game's
    `open_decisions` when its decisions are exactly those (core/engine.py `Game`)."""
    return state.ctx.open_decisions()  # type: ignore[no-any-return]


@record
class Answer:
    """What runs when a step is answered by one move kind: the unit of a game's rules.

    `who` says who may declare it (a WHO value); `check(state, decision, move, by)` returns every
    violation, with the seed passage; `apply(state, decision, move, by, effects)` is called only on
    a valid move and returns the next state, appending an `Effect` for each automatic consequence;
    `legal(state, decision, by)` lists the moves of this kind that `by` may declare (None: the
    step lists its moves together, see `Step.legal`). `offered(state, decision, by)` lists moves
    a person is offered at the prompt besides those: a one-line form that stands for several
    answers declared together (Pendulum's `do SPACE REWARD`), each one its check accepts. A random
    playout never reads it: it plays the parts, so the seeded games stay what they were.
    """

    who: str
    check: Check
    apply: Apply
    legal: ListMoves | None = None
    offered: ListMoves | None = None


@record
class Step:
    """One step of the flow table: the move kinds it accepts, each with its answer.

    `answers` maps each accepted move kind to its `Answer`, in the order a wrong-step refusal lists
    them; `rule` is the seed passage a move in the wrong step is refused with; `who_rule` the passage
    that decides who may act at this step, quoted when someone else declares (the game's turn-order
    rule if unset); `legal(state, decision)` lists the step's moves by declarer when they are built
    together (a few answers sharing one costly query), else each answer lists its own.
    """

    id: str
    summary: str
    answers: tuple[tuple[str, Answer], ...] = ()
    rule: RuleRef | None = None
    who_rule: RuleRef | None = None
    legal: StepMoves | None = None

    @property
    def seed_section(self) -> str:
        return self.rule.section if self.rule is not None else ""

    def declarers(self) -> tuple[tuple[str, str], ...]:
        """(move kind, who may declare it), in the order of the answers."""
        return tuple((kind, answer.who) for kind, answer in self.answers)


@record
class Phase:
    id: str
    summary: str
    steps: tuple[Step, ...]


class FlowTable:
    """The phases and steps of a game in rulebook order, indexed once for the checks of every move.

    `after(before, state, move, by, effects)` is the game's one hook for moving on, run after every
    answer's apply (a turn ends, a round begins, the game ends): what happens there is announced as
    effects citing their passages. The phases group the steps for the documentation only.
    """

    __slots__ = ("phases", "after", "_steps", "_accepts", "answers", "actor_listings")

    def __init__(self, phases: tuple[Phase, ...], after: After | None = None) -> None:
        self.phases = phases
        self.after = after
        self._steps = {s.id: s for p in phases for s in p.steps}
        self._accepts = {s.id: dict(s.declarers()) for s in self._steps.values()}
        # What the core reads at every move of a playout, as plain dicts so that a look-up costs
        # no call: (step id, move kind) -> its answer (see `answer`), and `actor_lists` by step id.
        self.answers: dict[tuple[str, str], Answer] = {
            (s.id, kind): answer for s in self._steps.values() for kind, answer in s.answers
        }
        self.actor_listings: dict[str, tuple[ListMoves, ...]] = {
            s.id: tuple(a.legal for _, a in s.answers if a.legal is not None)
            for s in self._steps.values()
            if s.legal is None and all(a.who == ACTOR for _, a in s.answers)
        }
        for step in self._steps.values():
            bad = [who for _, who in step.declarers() if who not in WHO]
            if bad:
                raise ValueError(f"step {step.id!r}: unknown declarer {bad[0]!r}; use one of {WHO}")

    def step(self, step_id: str) -> Step:
        return self._steps[step_id]

    def get(self, step_id: str) -> Step | None:
        """The step, or None for a decision the table does not list."""
        return self._steps.get(step_id)

    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps.values())

    def who(self, step_id: str, kind: str) -> str | None:
        """Who may declare a move of `kind` at the step, None if the step does not accept it."""
        accepts = self._accepts.get(step_id)
        return accepts.get(kind) if accepts is not None else None

    def answer(self, step_id: str, kind: str) -> Answer | None:
        """What answers a move of `kind` at the step, None if the step does not accept it."""
        return self.answers.get((step_id, kind))

    def actor_lists(self, step_id: str) -> tuple[ListMoves, ...] | None:
        """The listings of a step whose every move is its actor's (the usual turn), in the order
        of its answers; None for a step that lists its moves itself or lets others declare."""
        return self.actor_listings.get(step_id)

    def kinds(self, step_id: str) -> tuple[str, ...]:
        """The move kinds the step accepts, in the order the table lists them."""
        return tuple(self._accepts.get(step_id, ()))

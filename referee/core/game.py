"""The contract every game package fulfils, and the checked entry points built on it.

Rules are pure functions over frozen state. `play` is the only way the CLI, the prompts and the
save loader change a state: it adds the generic checks (game over, wrong player) to the game's own
`validate`, raises `IllegalMove` with *all* violations, and otherwise returns the game's transition.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.core.flow import TABLE, Decision, FlowTable
from referee.core.outcome import Outcome
from referee.core.record import field, record
from referee.core.text import Text, spell
from referee.core.violations import RuleRef, Violation

if TYPE_CHECKING:
    from scorers.sheet import ScoreSheet
from referee.i18n import t


class Move(Protocol):
    """A move is a small frozen record (`referee.core.record`); `str(move)` is its text form and parses back to it."""

    kind: str

    def __str__(self) -> str: ...


@record(eq=False)
class Effect:
    """Something the referee announces that happened automatically (a capture, a completion...).

    `text` is the message, or a function building it when `message` is read (see core/text.py). Two
    effects are equal when their codes and messages are.
    """

    code: str
    text: Text

    @property
    def message(self) -> str:
        return spell(self.text)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Effect):
            return NotImplemented
        return (self.code, self.message) == (other.code, other.message)

    def __hash__(self) -> int:
        return hash((self.code, self.message))


@record
class Transition:
    state: Any
    effects: tuple[Effect, ...] = ()


@record
class HouseRule:
    """A named option stored in the save; `default` follows the published game."""

    name: str
    choices: tuple[str, ...]
    default: str
    summary: str
    ruling: str = ""


@record
class GameInfo:
    id: str
    title_en: str
    title_zh: str
    seed_file: str
    player_counts: tuple[int, ...]
    house_rules: tuple[HouseRule, ...] = ()
    turn_order_rule: RuleRef | None = None  # cited when the wrong player declares a move
    end_rule: RuleRef | None = None  # cited when a move is declared after the end
    notation: tuple[tuple[str, str], ...] = field(default=())  # (syntax, meaning) rows


class GameRules(Protocol):
    """What a game package's `GAME` object provides (see referee/looot/__init__.py)."""

    info: GameInfo
    flow: FlowTable

    def new_state(self, players: Sequence[str], options: Mapping[str, str]) -> Any: ...

    def parse(self, text: str) -> Move: ...

    def legal_moves(self, state: Any) -> list[Move]: ...

    def validate(self, state: Any, move: Move) -> list[Violation]: ...

    def apply(self, state: Any, move: Move) -> Transition: ...

    def decision(self, state: Any) -> Decision | None: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def players(self, state: Any) -> tuple[str, ...]: ...

    def describe(self, state: Any) -> str: ...

    def score_sheet(self, state: Any) -> ScoreSheet: ...


_DECLARED_BY = re.compile(r"^\s*([^:]{1,40}?)\s*:\s*(.*)$", re.S)


@record
class Declaration:
    """A move as a player declares it: optionally prefixed by who declares it ("Ann: place 3,4")."""

    move: Move
    by: str | None = None

    def __str__(self) -> str:
        return f"{self.by}: {self.move}" if self.by else str(self.move)


def parse_declaration(rules: GameRules, state: Any, text: str) -> Declaration:
    """Parse "[Name:] move". A prefix is a declarer only if it names a player or the table."""
    text = text.strip()
    if not text:
        raise MoveSyntaxError(text, t("core.empty_move"))
    m = _DECLARED_BY.match(text)
    if m:
        names = {p.casefold(): p for p in rules.players(state)}
        names[TABLE] = TABLE
        who = m.group(1).strip().casefold()
        if who in names:
            return Declaration(rules.parse(m.group(2)), names[who])
    return Declaration(rules.parse(text))


def check(rules: GameRules, state: Any, decl: Declaration) -> list[Violation]:
    """All violations of a declaration: game over, wrong declarer, then the game's own rules."""
    top = rules.decision(state)
    info = rules.info
    if top is None:
        outcome = rules.outcome(state)
        why = t(f"{info.id}.termination.{outcome.termination}") if outcome else ""
        assert info.end_rule is not None
        return [Violation("game_over", t("core.game_over", termination=why), info.end_rule)]
    found: list[Violation] = []
    if decl.by is not None and decl.by != top.actor:
        waiting = t("cli.the_table_declares") if top.actor == TABLE else top.actor
        assert info.turn_order_rule is not None
        found.append(
            Violation(
                "wrong_player",
                t("core.wrong_player", by=decl.by, move=decl.move, waiting=waiting, prompt=top.prompt),
                info.turn_order_rule,
            )
        )
    found.extend(rules.validate(state, decl.move))
    return found


def play(rules: GameRules, state: Any, decl: Declaration) -> Transition:
    """The checked entry point: raise IllegalMove with every violation, or apply the move."""
    violations = check(rules, state, decl)
    if violations:
        raise IllegalMove(str(decl), violations, rules.describe(state))
    return rules.apply(state, decl.move)

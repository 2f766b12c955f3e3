"""`Game`: a game package's rules declared once (`GAME = Game(...)` in its engine.py), and the parts
of its `GameInfo` every game derives the same way.

`info` is built in the process language at each read (the game caches it per language); `flow` is
the game's flow table, through which the core runs every move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, overload

from referee.core.components import Component
from referee.core.declared import Declared
from referee.core.flow import Decision, FlowTable
from referee.core.game import (
    GameInfo,
    Legal,
    Transition,
    flow_apply,
    flow_legal_moves,
    flow_validate,
)
from referee.core.notation import Notation
from referee.core.options import HouseRule
from referee.core.outcome import Outcome
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import lang, set_lang, t

if TYPE_CHECKING:
    from scorers.sheet import ScoreSheet


def describe_game(
    declared: Declared, notation: Notation, house_rules: Sequence[HouseRule], **fields: Any
) -> GameInfo:
    """A game's `GameInfo` in the current language: the parts every game derives the same way (what
    its package declares, its notation's rows and syntax, each house rule's summary from
    `<game>.house_rule.<name>`) filled in; `fields` are the engine's own (cited rules …)."""
    game_id = declared.id
    return GameInfo(
        id=game_id,
        title_en=declared.title_en,
        title_zh=declared.title_zh,
        seed_file=declared.seed_file,
        player_counts=declared.player_counts,
        house_rules=tuple(replace(h, summary=t(f"{game_id}.house_rule.{h.name}")) for h in house_rules),
        notation=Rows(_in_language(lang(), notation.rows)),
        notation_zh=Rows(lambda: notation.rows_in("zh")),
        syntax=Rows(lambda: tuple(notation.syntax.items())),
        **fields,
    )


def _in_language(
    language: str, build: Callable[[], tuple[tuple[str, str], ...]]
) -> Callable[[], tuple[tuple[str, str], ...]]:
    """`build` run in `language` whenever it is read: the info of one language stays in it."""

    def run() -> tuple[tuple[str, str], ...]:
        before = lang()
        set_lang(language)
        try:
            return build()
        finally:
            set_lang(before)

    return run


class Rows(Sequence[tuple[str, str]]):
    """Rows of text built when first read: the notation's rows parse and spell every kind's example
    and read its meaning (~3 ms for Le Havre's 21 kinds), which only help, `moves` and a wrong-step
    refusal show, never a plain `referee move`."""

    __slots__ = ("_build", "_rows")

    def __init__(self, build: Callable[[], tuple[tuple[str, str], ...]]) -> None:
        self._build: Callable[[], tuple[tuple[str, str], ...]] | None = build
        self._rows: tuple[tuple[str, str], ...] = ()

    def _get(self) -> tuple[tuple[str, str], ...]:
        if self._build is not None:
            self._rows, self._build = self._build(), None
        return self._rows

    @overload
    def __getitem__(self, i: int) -> tuple[str, str]: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[tuple[str, str], ...]: ...
    def __getitem__(self, i: int | slice) -> tuple[str, str] | tuple[tuple[str, str], ...]:
        return self._get()[i]

    def __len__(self) -> int:
        return len(self._get())

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self._get())

    def __eq__(self, other: object) -> bool:
        return tuple(self) == (tuple(other) if isinstance(other, Sequence) else other)

    def __hash__(self) -> int:
        return hash(self._get())

    def __repr__(self) -> str:
        return f"Rows({self._get()!r})"


class Game:
    """A game package's rules, declared once as `GAME = Game(...)` in its engine.py: an explicit,
    typed record that go-to-definition and mypy follow into the game.

    The game gives what only it knows (its description, flow table, set-up, notation, open
    decisions, outcome, words, score sheet, components); the core runs its moves through the flow
    table: `legal_moves`, `validate` and `apply` are the open steps' answers (core/game.py), so
    nothing in the game decides which function a move runs. The functions are stored on the
    instance, so a call goes straight to the game's function (a random playout makes hundreds).
    """

    new_state: Callable[[Sequence[str], Mapping[str, str]], Any]
    parse: Callable[[str], Any]
    decisions: Callable[[Any], tuple[Decision, ...]]
    outcome: Callable[[Any], Outcome | None]
    players: Callable[[Any], tuple[str, ...]]
    describe: Callable[[Any], str]
    score_sheet: Callable[[Any], ScoreSheet]
    spell: Callable[[Any, str], str]
    component: Callable[[Any, str], Component | None]
    components_in_use: Callable[[Any], list[Component]]
    check_declared: Callable[..., list[Violation]] | None
    open_decisions: Callable[[Any], tuple[Decision, ...]]
    unread: Callable[[Any, Any], str | None] | None
    read_declared: Callable[[str, Any], Any] | None

    def __init__(
        self,
        *,
        info: Callable[[str], GameInfo],
        flow: Callable[[], FlowTable],
        new_state: Callable[[Sequence[str], Mapping[str, str]], Any],
        parse: Callable[[str], Any],
        decisions: Callable[[Any], tuple[Decision, ...]],
        outcome: Callable[[Any], Outcome | None],
        players: Callable[[Any], tuple[str, ...]],
        describe: Callable[[Any], str],
        score_sheet: Callable[[Any], ScoreSheet],
        spell: Callable[[Any, str], str],
        component: Callable[[Any, str], Component | None],
        components_in_use: Callable[[Any], list[Component]],
        check_declared: Callable[..., list[Violation]] | None = None,
        open_decisions: Callable[[Any], tuple[Decision, ...]] | None = None,
        unread: Callable[[Any, Any], str | None] | None = None,
        adjusted: Callable[[Any, Any], Any] | None = None,
        read_declared: Callable[[str, Any], Any] | None = None,
    ) -> None:
        """`open_decisions` gives the same decisions as `decisions` without building their
        questions (a state's own stack): what the core dispatches on at every move of a playout;
        a game whose open decisions are computed leaves it to `decisions`.

        `unread(state, move)` is, for a legal move that states printed values nobody has declared
        yet (a Pendulum space's reward, a Guilds card's suits), the form the table fills in from the
        piece (`take <reward printed on the space>`), else None. Completion and `referee moves` show
        that form, never the values a legal-move list made up; a random playout still plays such a
        move, as the chance player reading the piece would (issue 25, item 10).

        `read_declared(component, values)` reads the fields and values of `table: declare` typed
        in the game's words in either language (`宣告 T4 花色=锚`) as they are saved
        (`declare T4 suits=anchor`); a word it does not know is left for `check_declared`."""
        self._info = info
        self._flow = flow
        self.new_state = new_state
        self.parse = parse
        self.decisions = decisions
        self.outcome = outcome
        self.players = players
        self.describe = describe
        self.score_sheet = score_sheet
        self.spell = spell
        self.component = component
        self.components_in_use = components_in_use
        self.check_declared = check_declared
        self.open_decisions = open_decisions or decisions
        self.unread = unread
        self.adjusted = adjusted  # `table: adjust` of a counter the game itself keeps (Pendulum)
        self.read_declared = read_declared
        # the core's, read from the flow table: for each actor who may act now (the leading one
        # first) the moves the open steps list; the violations of the answer a move is (the core's
        # own checks are `judge`'s); a move applied unchecked (a trusted replay). Bound here, so a
        # call costs no frame of its own (a random playout makes two a move)
        self.legal_moves: Callable[[Any], list[Legal]] = partial(flow_legal_moves, self)
        self.validate: Callable[[Any, Any, str], list[Violation]] = partial(flow_validate, self)
        self.apply: Callable[[Any, Any, str], Transition] = partial(flow_apply, self)

    @property
    def info(self) -> GameInfo:
        return self._info(lang())

    @property
    def flow(self) -> FlowTable:
        return self._flow()  # the game caches its table, built when first read

    def decision(self, state: Any) -> Decision | None:
        """The leading open decision, None once the game is over."""
        opened = self.decisions(state)
        return opened[0] if opened else None

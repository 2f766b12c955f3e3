"""The contract every game package fulfils, and the checked entry points built on it.

Rules are pure functions over frozen state, the move and who declared it. `play` is the only way
the CLI, the prompts and the save loader change a state. `judge` adds the generic checks, read
from the game's flow table (game over, a move kind the open steps do not accept, a declarer who may
not declare it, a nameless move when no one leads), to the game's own `validate(state, move, by)`;
`play` raises `IllegalMove` with *all* violations (unless the table overrides exactly those), and
otherwise returns the game's transition. The table's own moves (adjust, declare: core/ledger.py)
are checked and applied here, the same for every game.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from referee.core import ledger
from referee.core.components import Component
from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.core.flow import ACTOR, NOBODY, TABLE, TABLE_WORDS, Answer, Decision, FlowTable
from referee.core.notation import refuse_too_long, typed
from referee.core.options import HouseRule
from referee.core.outcome import Outcome
from referee.core.record import field, record, replace
from referee.core.text import Text, spell
from referee.core.violations import RuleRef, Violation

if TYPE_CHECKING:
    from scorers.sheet import ScoreSheet
from referee.i18n import t

__all__ = ["HouseRule"]  # re-exported: engines declare their options with it


class Move(Protocol):
    """A move is a small frozen record (`referee.core.record`); `str(move)` is its text form and parses back to it."""

    kind: str

    def __str__(self) -> str: ...


@record(eq=False)
class Effect:
    """Something the referee announces that happened automatically (a capture, interest, a conflict).

    `text` is the message, or a function building it when `message` is read (see core/text.py);
    `rule` is the seed passage that makes it happen, cited like a violation's. Two effects are equal
    when their codes and messages are.
    """

    code: str
    text: Text
    rule: RuleRef | None = None

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
    by: str = ""  # who declared the move: filled in by `play`


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
    # the three notation tables: tuples, or rows built when first read (core.engine.Rows)
    notation: Sequence[tuple[str, str]] = field(default=())  # (syntax, meaning) rows
    notation_zh: Sequence[tuple[str, str]] = ()  # (syntax, the same in Chinese): what else is read
    syntax: Sequence[tuple[str, str]] = ()  # (move kind, syntax): what a wrong-step refusal expects
    overridable: frozenset[str] = frozenset()  # violation codes the table may accept anyway
    adjustable: tuple[str, ...] = ()  # counters `table: adjust` may change (e.g. "vp")
    scoring_rule: RuleRef | None = None  # cited by adjustments
    components_rule: RuleRef | None = None  # cited by declarations of printed values


Legal = tuple[str, Sequence[Move]]  # an actor who may act now, and every move they may declare


class GameRules(Protocol):
    """What a game package's `GAME` object provides (see referee/looot/engine.py)."""

    @property
    def info(self) -> GameInfo: ...

    @property
    def flow(self) -> FlowTable: ...

    def new_state(self, players: Sequence[str], options: Mapping[str, str]) -> Any: ...

    def parse(self, text: str) -> Move: ...

    def decisions(self, state: Any) -> tuple[Decision, ...]:
        """Every open decision, the leading one first (empty once the game is over)."""
        ...

    def open_decisions(self, state: Any) -> tuple[Decision, ...]:
        """The same decisions, without their questions built (what moves are dispatched on)."""
        ...

    def legal_moves(self, state: Any) -> list[Legal]:
        """For each actor who may act now (the leading one first), the moves they may declare."""
        ...

    def validate(self, state: Any, move: Move, by: str) -> list[Violation]:
        """The game's own violations; called after the core's checks, whatever they found."""
        ...

    def apply(self, state: Any, move: Move, by: str) -> Transition: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def players(self, state: Any) -> tuple[str, ...]: ...

    def describe(self, state: Any) -> str: ...

    def score_sheet(self, state: Any) -> ScoreSheet: ...

    def component(self, state: Any, component_id: str) -> Component | None:
        """A component whose printed values the table may declare, None if there is no such one."""
        ...

    def spell(self, move: Move, lang: str) -> str:
        """The move as a table typing in `lang` writes it (the move line completes with it)."""
        ...

    def components_in_use(self, state: Any) -> list[Component]:
        """The catalog entries the position relies on (`referee status` lists the unverified ones)."""
        ...


_DECLARED_BY = re.compile(r"^\s*([^:]{1,40}?)\s*:\s*(.*)$", re.S)


@record
class Declaration:
    """A move as a player declares it: optionally prefixed by who declares it ("Ann: place 3,4")."""

    move: Move
    by: str | None = None

    def __str__(self) -> str:
        return f"{self.by}: {self.move}" if self.by else str(self.move)


def parse_move(rules: GameRules, text: str) -> Move:
    """A move of the game's notation, or one of the table's own moves (adjust, declare).

    `text` is read as it is: a saved move is canonical; typed text comes through `parse_declaration`.
    """
    if ledger.is_table_move(text):
        read_values = getattr(rules, "read_declared", None)  # a game's words for printed values
        return ledger.parse(text, read_values)  # type: ignore[return-value]  # `kind` is a ClassVar of the record
    return rules.parse(text)


def parse_declaration(rules: GameRules, state: Any, text: str) -> Declaration:
    """Parse "[Name:] move" as a table typed it. A prefix is a declarer only if it names a player or
    the table (`declarer_named`: the full name, a seat number, the start of one name alone); a
    one-word prefix may leave out its colon (`A do g2`) where the whole line is no move.

    The one place typed text is normalised (`notation.typed`: a Chinese keyboard's full-width comma,
    colon, digits, minus, parentheses and space), before anything is read; the players' names keep
    their characters.
    """
    refuse_too_long(text)
    players = rules.players(state)
    text = typed(text.strip(), keep=players)
    if not text:
        raise MoveSyntaxError(text, t("core.empty_move"))
    m = _DECLARED_BY.match(text)
    found = _named(players, m)
    if found is not None:
        return Declaration(parse_move(rules, found[1]), found[0])
    try:
        return Declaration(parse_move(rules, text))
    except MoveSyntaxError:
        first, _, rest = text.partition(" ")
        who = declarer_named(players, first) if rest.strip() and not m else None
        if who is None:
            raise
        try:
            return Declaration(parse_move(rules, rest.strip()), who)
        except MoveSyntaxError:
            pass
        raise


def named_prefix(players: Sequence[str], text: str) -> tuple[str, str] | None:
    """(who, the rest) of `Name: move` whose prefix names a player or the table as
    `parse_declaration` reads it (`C: take` → Cid); None without such a prefix."""
    return _named(players, _DECLARED_BY.match(text))


def _named(players: Sequence[str], m: re.Match[str] | None) -> tuple[str, str] | None:
    who = declarer_named(players, m.group(1)) if m else None
    return (who, m.group(2)) if who is not None and m else None


def declarer_named(players: Sequence[str], word: str) -> str | None:
    """Who a declaration's prefix names: a player by full name (`玩家1` also names 玩家１), the table
    (`table`, `桌面`), a player by seat number (`2`: the second player) or by the start of their name
    when it starts no other name (`A` for Ann); None when it names no one or several (issue 25: a
    table keeping up with the sand types a letter, not a name)."""
    wanted = word.strip().casefold()
    names = {typed(p).casefold(): p for p in players}
    names |= {p.casefold(): p for p in players} | dict.fromkeys(TABLE_WORDS, TABLE)
    if wanted in names:
        return names[wanted]
    if not wanted:
        return None
    if wanted.isascii() and wanted.isdigit() and 1 <= int(wanted) <= len(players):
        return players[int(wanted) - 1]
    starting = {p for fold, p in names.items() if p != TABLE and fold.startswith(wanted)}
    return starting.pop() if len(starting) == 1 else None


def decision(rules: GameRules, state: Any) -> Decision | None:
    """The leading open decision, None once the game is over."""
    opened = rules.decisions(state)
    return opened[0] if opened else None


def leader(opened: Sequence[Decision]) -> str | None:
    """Who a nameless move goes to: the actor of the leading decision, None when no one leads."""
    return opened[0].actor if opened and opened[0].actor != NOBODY else None


def legal_pairs(rules: GameRules, state: Any) -> list[tuple[str, Move]]:
    """Every (declarer, move) allowed now, the leading actor's first."""
    return [(who, m) for who, moves in rules.legal_moves(state) for m in moves]


def declaration_text(rules: GameRules, state: Any, by: str, move: Move) -> str:
    """The exact text `referee move` accepts for this move by this declarer: named unless they lead."""
    return named(str(move), by, leader(rules.decisions(state)))


def named(text: str, by: str, lead: str | None) -> str:
    """A move's text as declared by `by`: bare for the one who leads, else prefixed with the name."""
    return text if by == lead else f"{by}: {text}"


@record
class Verdict:
    """What the core and the game say of a declaration: who declared it, every violation, and the
    open decision it answers (`asking`: None when no open step lets its declarer answer with it).

    `play` takes the verdict it was given, so a move is judged once: the open decisions it was judged
    against come with it (`opened`)."""

    by: str
    violations: tuple[Violation, ...] = ()
    asking: Decision | None = field(default=None, compare=False)
    opened: tuple[Decision, ...] = field(default=(), compare=False)


def judge(rules: GameRules, state: Any, decl: Declaration) -> Verdict:
    """Who declares the move, and all its violations: the flow table's checks, then the answer's.
    The open decisions are matched without their questions built; a refusal builds the one it names."""
    opened = rules.open_decisions(state)
    if not opened:
        return Verdict(decl.by or "", (_game_over(rules, state),))
    move = decl.move
    flow = rules.flow
    if len(opened) == 1 and move.kind not in ledger.KINDS:  # the usual turn: one decision, answered
        d = opened[0]  # by its actor (what a replay meets at almost every move)
        answer = flow.answers.get((d.kind, move.kind))
        if answer is not None and answer.who == ACTOR and d.actor != NOBODY and decl.by in (None, d.actor):
            return Verdict(d.actor, tuple(answer.check(state, d, move, d.actor)), d, opened)
    lead = leader(opened)
    if move.kind in ledger.KINDS:
        table = decl.by or TABLE
        return Verdict(table, tuple(ledger.check(rules, state, move, table)), opened=opened)  # type: ignore[arg-type]
    allowed: list[str] = []
    accepting: list[tuple[Decision, Sequence[str]]] = []  # each open decision accepting the kind
    for d in opened:
        who = flow.who(d.kind, move.kind)
        if who is not None:
            declarers = _declarers(rules, state, who, d)
            allowed.extend(declarers)
            accepting.append((d, declarers))
    found: list[Violation] = []
    by: str | None = decl.by
    if not allowed:
        found.append(_wrong_step(rules, _asked(rules, state, opened[0]), move))
        by = by or lead
    elif by is None:
        if lead is not None and lead in allowed:
            by = lead
        elif len(set(allowed)) == 1:
            by = allowed[0]
        elif lead is not None:
            by = lead
            found.append(_wrong_player(rules, by, move, allowed, _asked(rules, state, accepting[0][0])))
        else:
            found.append(_declarer_needed(rules, move, allowed, accepting[0][0]))
            return Verdict("", tuple(found), opened=opened)
    elif by not in allowed:
        found.append(_wrong_player(rules, by, move, allowed, _asked(rules, state, accepting[0][0])))
    if by is None:  # wrong step and no one leads: no declarer to check the move for
        return Verdict("", tuple(found), opened=opened)
    asking = next((d for d, declarers in accepting if by in declarers), None)
    if asking is not None:
        answer = flow.answer(asking.kind, move.kind)
        assert answer is not None
        found.extend(answer.check(state, asking, move, by))
    return Verdict(by, tuple(found), asking, opened)


def check(rules: GameRules, state: Any, decl: Declaration) -> list[Violation]:
    """All violations of a declaration (empty when it is legal)."""
    return list(judge(rules, state, decl).violations)


def play(
    rules: GameRules,
    state: Any,
    decl: Declaration,
    override: Sequence[str] = (),
    verdict: Verdict | None = None,
) -> Transition:
    """The checked entry point: apply the move, or raise IllegalMove with every violation.

    `override` names the violation codes the table accepts anyway ("we allow it"): the move is then
    applied only if its violations are exactly those and the game marks each as overridable. A
    logged override replays only while the move still breaks exactly those rules. `verdict` is
    `judge`'s of this declaration in this state, when the caller already has it.
    """
    if verdict is None:
        verdict = judge(rules, state, decl)
    if verdict.violations or override:
        violations = list(verdict.violations)
        codes = codes_of(violations)
        wanted = tuple(sorted(set(override)))
        if codes != wanted or not overridable(rules, codes):
            if override:
                violations.append(_override_mismatch(rules, wanted, codes))
            raise IllegalMove(str(decl), violations, rules.describe(state))
    move = decl.move
    if move.kind in ledger.KINDS:
        return Transition(_ledger_apply(rules, state, move), (_table_effect(rules, move),), verdict.by)  # type: ignore[arg-type]
    assert verdict.asking is not None  # a move with no violation answers an open decision
    transition = answered(rules.flow, state, verdict.asking, move, verdict.by)
    kept = _keep_ledger(state, transition.state)
    return transition if kept is transition.state else replace(transition, state=kept)


def answered(flow: FlowTable, state: Any, asking: Decision, move: Move, by: str) -> Transition:
    """The move applied by the answer of the step it answers, then the game moved on (`after`)."""
    answer = flow.answer(asking.kind, move.kind)
    if answer is None:
        raise ValueError(f"step {asking.kind!r} does not accept a move of kind {move.kind!r}")
    return _run(flow, answer, state, asking, move, by)


def _run(flow: FlowTable, answer: Answer, state: Any, asking: Decision, move: Move, by: str) -> Transition:
    effects: list[Effect] = []
    new = answer.apply(state, asking, move, by, effects)
    if flow.after is not None:
        new = flow.after(state, new, move, by, effects)
    return Transition(new, tuple(effects), by)


def answering(rules: GameRules, state: Any, move: Move, by: str) -> Decision | None:
    """The open decision a move by `by` answers: the first whose step lets `by` declare its kind."""
    found = _answer_for(rules, rules.flow, state, move, by)
    return found[0] if found is not None else None


def _answer_for(
    rules: GameRules, flow: FlowTable, state: Any, move: Move, by: str
) -> tuple[Decision, Answer] | None:
    """The open decision a move by `by` answers and its answer (a random playout asks at every move:
    an actor's own move is matched without a call; `flow` is `rules.flow`, read once by the caller)."""
    answers = flow.answers
    kind = move.kind
    for d in rules.open_decisions(state):
        answer = answers.get((d.kind, kind))
        if answer is None:
            continue
        if answer.who == ACTOR and d.actor != NOBODY:
            if by == d.actor:
                return d, answer
        elif _may_declare(rules, state, answer.who, d, by):
            return d, answer
    return None


def _may_declare(rules: GameRules, state: Any, who: str, d: Decision, by: str) -> bool:
    """Whether `by` is among `_declarers(...)`, without building the list (at every move)."""
    if who == ACTOR and d.actor != NOBODY:
        return by == d.actor
    if who == TABLE:
        return by == TABLE
    return by in rules.players(state)


def flow_legal_moves(rules: GameRules, state: Any) -> list[Legal]:
    """For each declarer who may act now (the leading one first), the moves the open steps list.

    A declarer's moves from one listing are kept as it built them (Pendulum's are built only when
    read: in real time a random playout reads one player's list per move); lists are joined only
    when a declarer gets moves from several places. A random playout asks this at every move."""
    flow = rules.flow
    opened = rules.open_decisions(state)
    if len(opened) == 1 and opened[0].actor != NOBODY:  # one actor answers: the usual turn
        d = opened[0]
        listings = flow.actor_listings.get(d.kind)
        if listings is not None:
            actor = d.actor
            if len(listings) == 1:  # kept as the listing built them, as below
                only = listings[0](state, d, actor)
                return [(actor, only)] if only else []
            mine: list[Move] = []
            for listing in listings:
                mine.extend(listing(state, d, actor))
            return [(actor, mine)] if mine else []
    found: dict[str, list[Sequence[Move]]] = {}
    for d in opened:
        step = flow.get(d.kind)
        if step is None:
            continue
        if step.legal is not None:
            listed = step.legal(state, d)
        else:
            listed = []
            for _kind, answer in step.answers:
                legal = answer.legal
                if legal is None:
                    continue
                if answer.who == ACTOR and d.actor != NOBODY:
                    listed.append((d.actor, legal(state, d, d.actor)))
                else:
                    listed.extend(
                        (who, legal(state, d, who)) for who in _declarers(rules, state, answer.who, d)
                    )
        for who, moves in listed:
            if moves:
                found.setdefault(who, []).append(moves)
    return [(who, lists[0] if len(lists) == 1 else _joined(lists)) for who, lists in found.items()]


def offered_moves(rules: GameRules, state: Any) -> list[Legal]:
    """For each declarer, the moves the open steps offer a person besides the legal ones (a one-line
    form, `Answer.offered`): what the move line's completion adds to `legal_moves`."""
    flow = rules.flow
    found: dict[str, list[Move]] = {}
    for d in rules.open_decisions(state):
        step = flow.get(d.kind)
        if step is None:
            continue
        for _kind, answer in step.answers:
            if answer.offered is not None:
                for who in _declarers(rules, state, answer.who, d):
                    found.setdefault(who, []).extend(answer.offered(state, d, who))
    return [(who, moves) for who, moves in found.items() if moves]


def _joined(lists: list[Sequence[Move]]) -> list[Move]:
    joined = list(lists[0])
    for more in lists[1:]:
        joined.extend(more)
    return joined


def flow_validate(rules: GameRules, state: Any, move: Move, by: str) -> list[Violation]:
    """The violations of the answer a move by `by` is (none when no open step takes it from `by`:
    the core refuses it as a wrong step or player)."""
    found = _answer_for(rules, rules.flow, state, move, by)
    if found is None:
        return []
    asking, answer = found
    return answer.check(state, asking, move, by)


def flow_apply(rules: GameRules, state: Any, move: Move, by: str) -> Transition:
    """A move applied unchecked (a replay the caller trusts): by the answer of the step it answers,
    then the game moved on."""
    if move.kind in ledger.KINDS:
        return Transition(_ledger_apply(rules, state, move))
    flow = rules.flow
    found = _answer_for(rules, flow, state, move, by)
    if found is None:
        raise ValueError(f"no open decision lets {by!r} declare {move}")
    asking, answer = found
    return _run(flow, answer, state, asking, move, by)


def _ledger_apply(rules: GameRules, state: Any, move: Any) -> Any:
    """A table move recorded in the turn context; an adjustment also changes the game's own count
    where the game counts it (`adjusted(state, adjust)`: Pendulum's resources and tracks)."""
    after = ledger.apply(state, move)
    own = getattr(rules, "adjusted", None)
    if own is not None and isinstance(move, ledger.Adjust):
        after = own(after, move)
    return after


def _keep_ledger(before: Any, after: Any) -> Any:
    """The table's adjustments and declared values belong to the core: an engine that starts a new
    turn context (a new round, the end) carries them over without knowing of them."""
    was, now = before.ctx, after.ctx
    if now.adjustments is was.adjustments and now.declared is was.declared:
        return after
    if _extends(was, now):  # the move itself declared values (a Guilds card used in one line)
        return after
    return replace(after, ctx=replace(now, adjustments=was.adjustments, declared=was.declared))


def _extends(was: Any, now: Any) -> bool:
    """Whether the context `now` holds every adjustment and declared component of `was` (a move
    that added to the ledger), rather than a new context that dropped them."""
    kept = len(was.adjustments)
    return now.adjustments[:kept] == was.adjustments and all(k in now.declared for k in was.declared)


def codes_of(violations: Sequence[Violation]) -> tuple[str, ...]:
    """The distinct violation codes, sorted: what an override names."""
    return tuple(sorted({v.code for v in violations}))


def overridable(rules: GameRules, codes: Sequence[str]) -> bool:
    """Whether the table may accept a move breaking exactly these rules (the game must still apply it)."""
    return bool(codes) and all(c in rules.info.overridable for c in codes)


def _declarers(rules: GameRules, state: Any, who: str, d: Decision) -> Sequence[str]:
    if who == ACTOR and d.actor != NOBODY:
        return (d.actor,)
    if who == TABLE:
        return (TABLE,)
    return rules.players(state)


def _game_over(rules: GameRules, state: Any) -> Violation:
    info = rules.info
    outcome = rules.outcome(state)
    why = t(f"{info.id}.termination.{outcome.termination}") if outcome else ""
    assert info.end_rule is not None
    return Violation("game_over", t("core.game_over", termination=why), info.end_rule)


def _asked(rules: GameRules, state: Any, d: Decision) -> Decision:
    """An open decision with its question built (`decisions`), for a message that quotes it."""
    return next((q for q in rules.decisions(state) if q.kind == d.kind and q.actor == d.actor), d)


def _wrong_step(rules: GameRules, top: Decision, move: Move) -> Violation:
    info = rules.info
    step = rules.flow.step(top.kind)
    syntax = dict(info.syntax)
    expected = t("core.or").join(f"`{syntax.get(k, k)}`" for k in rules.flow.kinds(top.kind))
    rule = step.rule or info.turn_order_rule
    assert rule is not None
    return Violation(
        "wrong_step", t("core.wrong_step", move=move, prompt=top.prompt, expected=expected), rule
    )


def _who_text(names: Sequence[str]) -> str:
    names = list(dict.fromkeys(t("cli.the_table_declares") if n == TABLE else n for n in names))
    if len(names) == 1:
        return names[0]
    return t("core.who_list", names=", ".join(names[:-1]), last=names[-1])


def _wrong_player(
    rules: GameRules, by: str, move: Move, allowed: Sequence[str], asking: Decision
) -> Violation:
    rule = _who_rule(rules, asking)
    waiting = _who_text(allowed)
    return Violation(
        "wrong_player", t("core.wrong_player", by=by, move=move, waiting=waiting, prompt=asking.prompt), rule
    )


def _who_rule(rules: GameRules, asking: Decision) -> RuleRef:
    """The passage deciding who may act at the asking step: its own, else the game's turn order."""
    step = rules.flow.get(asking.kind)
    rule = (step.who_rule if step is not None else None) or rules.info.turn_order_rule
    assert rule is not None
    return rule


def _declarer_needed(rules: GameRules, move: Move, allowed: Sequence[str], asking: Decision) -> Violation:
    rule = _who_rule(rules, asking)
    names = list(dict.fromkeys(allowed))
    example = f"{names[0]}: {move}"
    return Violation(
        "declarer_needed", t("core.declarer_needed", who=_who_text(names), example=example), rule
    )


def _override_mismatch(rules: GameRules, wanted: tuple[str, ...], codes: tuple[str, ...]) -> Violation:
    rule = rules.info.turn_order_rule
    assert rule is not None
    none = t("cli.none")
    if codes and not overridable(rules, codes):
        blocked = ", ".join(c for c in codes if c not in rules.info.overridable)
        return Violation("not_overridable", t("core.not_overridable", codes=blocked), rule)
    message = t("core.override_mismatch", wanted=", ".join(wanted) or none, found=", ".join(codes) or none)
    return Violation("override_mismatch", message, rule)


def _table_effect(rules: GameRules, move: ledger.TableMove) -> Effect:
    if isinstance(move, ledger.Adjust):
        text = t(
            "core.adjusted",
            player=move.player,
            counter=move.counter,
            delta=f"{move.delta:+d}",
            reason=move.reason or "-",
        )
        return Effect("adjusted", text, rules.info.scoring_rule)
    values = " ".join(f"{k}={v}" for k, v in move.values)
    return Effect(
        "declared", t("core.declared", component=move.component, values=values), rules.info.components_rule
    )

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

from collections.abc import Callable, Sequence
from typing import Any

from referee.core.flow import TABLE, Decision
from referee.core.game import Declaration, Effect, GameRules, Transition, answered, answering, judge, play
from referee.core.ledger import Declare
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import refs
from referee.guilds.catalog import CARD_IDS, TILE_IDS
from referee.guilds.moves import UNNAMED, LayPrinted, LayTile, Play, UseCard
from referee.guilds.state import GuildsState

from .position import effect, values


def numbered(state: GuildsState, move: UseCard) -> str:
    """The card's id: the one the line names, else the referee's own number for a card named by
    its printed values only: the last id no card played so far had, counted down from C105 so as to
    meet late a table that labels its cards from C1 (ruling guilds-unnamed)."""
    if move.card != UNNAMED:
        return move.card
    seen, discard = set(state.cards_seen), set(state.discard)
    fresh = next((c for c in reversed(CARD_IDS) if c not in seen), None)
    return fresh or next(c for c in reversed(CARD_IDS) if c not in discard)


def _parts(state: GuildsState, move: UseCard, by: str) -> list[Declaration]:
    """The moves the line stands for; the declaration gives only what is not declared alike."""
    card = numbered(state, move)
    known = values(state, card)
    new = tuple((k, v) for k, v in move.use.values if known.get(k) != v)
    declare: list[tuple[Any, str]] = [(Declare(card, new), TABLE)] if new else []
    parts: list[tuple[Any, str]] = [(Play(card), by), *declare, (move.use.action, by)]
    return [Declaration(part, who) for part, who in parts]


def _unnamed(state: GuildsState, move: UseCard) -> Effect | None:
    """What the referee says of a card named by its values: its number, and the cards of the
    discard pile showing the same that it cannot tell apart from it (so it cannot check that the
    card is not one of them: `card_already_played` needs an id)."""
    if move.card != UNNAMED:
        return None
    given = dict(move.use.values)
    alike = [
        c for c in state.discard if given and all(values(state, c).get(k) == v for k, v in given.items())
    ]
    card = numbered(state, move)
    if alike:
        return effect("card_unnamed_alike", refs.DECK, card=card, count=len(alike), alike=", ".join(alike))
    return effect("card_unnamed", refs.DECK, card=card)


def _played(state: GuildsState, card: str) -> GuildsState:
    """After `play`: the card waits for no declaration; its use asks for what it reads."""
    if card not in state.awaiting:
        return state
    return replace(state, awaiting=tuple(c for c in state.awaiting if c != card))


def tile_numbered(state: GuildsState) -> str:
    """The referee's number for a tile named by its printed values: the last guild tile id (T40
    down) not in the city (ruling guilds-unnamed)."""
    laid = {s.tile for s in state.city}
    return next(t for t in reversed(TILE_IDS[:40]) if t not in laid)


def _lay_parts(state: GuildsState, move: LayPrinted, by: str) -> list[Declaration]:
    tile = tile_numbered(state)
    parts: list[tuple[Any, str]] = [
        (LayTile(tile, move.pos), by),
        (Declare(tile, move.printed.values), TABLE),
    ]
    return [Declaration(part, who) for part, who in parts]


def _tile_said(state: GuildsState, move: LayPrinted) -> Effect:
    return effect("tile_numbered", refs.LAYOUT, pos=move.pos, tile=tile_numbered(state))


def _check(parts_of: Callable[[GuildsState, Any, str], list[Declaration]]) -> Callable[..., list[Violation]]:
    """A line's check: the violations of its first refused part (none when each is legal in turn)."""

    def check(
        rules: GameRules, state: GuildsState, decision: Decision, move: Any, by: str
    ) -> list[Violation]:
        found, _ = _run(rules, state, parts_of(state, move, by), checked=True)
        return found

    return check


def _apply(
    parts_of: Callable[[GuildsState, Any, str], list[Declaration]],
    said_of: Callable[[GuildsState, Any], Effect | None],
) -> Callable[..., GuildsState]:
    """A line's apply: what the referee says of it, then its parts applied in turn (a line the
    table allowed anyway is applied as `play` would)."""

    def apply(
        rules: GameRules, state: GuildsState, decision: Decision, move: Any, by: str, fx: list[Effect]
    ) -> GuildsState:
        said = said_of(state, move)
        return _applied(rules, state, parts_of(state, move, by), [said] if said else [], fx)

    return apply


def _applied(
    rules: GameRules, state: GuildsState, parts: list[Declaration], said: list[Effect], fx: list[Effect]
) -> GuildsState:
    _, transitions = _run(rules, state, parts, checked=False)
    fx.extend(said)
    for transition in transitions:
        fx.extend(transition.effects)
    return transitions[-1].state  # type: ignore[no-any-return]


def _run(
    rules: GameRules, state: GuildsState, parts: list[Declaration], *, checked: bool
) -> tuple[list[Violation], Sequence[Transition]]:
    """Each part judged (when `checked`) and applied on the state the part before it leaves."""
    done: list[Transition] = []
    for decl in parts:
        verdict = judge(rules, state, decl)
        if checked and verdict.violations:
            return list(verdict.violations), done
        if isinstance(decl.move, Declare):
            transition = play(rules, state, decl, verdict=verdict)
        else:
            by = decl.by or verdict.by
            asking = verdict.asking or answering(rules, state, decl.move, by)
            assert asking is not None  # the line was judged legal, or allowed by the table
            transition = answered(rules.flow, state, asking, decl.move, by)
        state = _played(transition.state, decl.move.card) if isinstance(decl.move, Play) else transition.state
        done.append(replace(transition, state=state))
    return [], done


check_use, apply_use = _check(_parts), _apply(_parts, _unnamed)  # `use C12 ...`
check_lay, apply_lay = _check(_lay_parts), _apply(_lay_parts, _tile_said)  # `lay B3 ...`


def describe_parts(state: GuildsState, move: UseCard, by: str) -> list[str]:
    """The moves the line stands for, as text (tests, and the reader of a log)."""
    return [str(d) for d in _parts(state, move, by)]

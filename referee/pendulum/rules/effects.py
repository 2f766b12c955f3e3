"""Card effects beyond the engine's items (ruling pendulum-card-effects): a card declared with
`table1` in its reward opens a decision of the table, which says what the effect gave the player
(`table: effect Ann coin1+votes1`, or `none`); it is logged like any move and never skipped."""

from __future__ import annotations

from referee.core.flow import TABLE, Decision
from referee.core.game import Transition
from referee.core.record import replace
from referee.core.violations import Violation
from referee.pendulum import bundles, moves, refs
from referee.pendulum.rules.common import grant, said, violation
from referee.pendulum.state import State

_FOLLOW_UPS = {
    "realtime": ("choose_track", "conquer_province"),
    "council": ("council_choose", "council_conquer"),
}


def open_for(state: State) -> list[Decision]:
    """The table's open effect decisions: on top of a player's own stack, or of the shared one."""
    return [d for d in state.ctx.open_decisions() if d.kind == "table_effect"]


def validate(state: State, move: moves.TableEffect) -> list[Violation]:
    if not any(d.data["player"] == move.player for d in open_for(state)):
        return [violation("no_effect_open", refs.CARD_EFFECT, player=move.player)]
    given = bundles.parse(move.bundle) if move.bundle is not None else None
    if given is None or bundles.count(given, "table"):
        return [violation("effect_unreadable", refs.CARD_EFFECT, bundle=move.bundle or "-")]
    return []


def apply(state: State, move: moves.TableEffect) -> Transition:
    name = move.player
    ctx = state.ctx
    own = ctx.own.get(name, ())
    mine = bool(own) and own[-1].kind == "table_effect"
    state = replace(state, ctx=ctx.pop_own(name) if mine else ctx.pop())
    given = bundles.parse(move.bundle) or ()
    phase = "realtime" if mine else "council"
    state, effects, opened = grant(state, name, given, *_FOLLOW_UPS[phase])
    ctx = state.ctx.push_own(name, *reversed(opened)) if mine else state.ctx.push(*reversed(opened))
    logged = said("table_effect", refs.CARD_EFFECT, player=name, bundle=bundles.spell(given))
    return Transition(replace(state, ctx=ctx), (logged, *effects))


def legal(state: State) -> list[object]:
    """`none` for each open effect: the short list; any bundle the card gave is read too."""
    return [moves.TableEffect(d.data["player"], "none") for d in open_for(state)]


__all__ = ["TABLE", "apply", "legal", "open_for", "validate"]

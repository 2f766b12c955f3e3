"""Card effects beyond the engine's items (ruling pendulum-card-effects): a card declared with
`table1` in its reward opens a decision of the table, which says what the effect gave the player
(`table: effect Ann coin1+votes1`, or `none`), and what it took away after a `-` (`power1-coin2`:
resources, votes or prestige the player has); it is logged like any move and never skipped."""

from __future__ import annotations

from referee.core.flow import TABLE, Decision
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation
from referee.i18n import t
from referee.pendulum import bundles, moves, refs
from referee.pendulum.bundles import Bundle
from referee.pendulum.rules.actions import FOLLOW_UPS
from referee.pendulum.rules.position import PAYABLE, grant, said, violation, words
from referee.pendulum.state import Player, State

TAKEN = PAYABLE  # what an effect can take away: what a cost can ask, never the legendary achievement


def open_for(state: State) -> list[Decision]:
    """The table's open effect decisions: on top of a player's own stack, or of the shared one."""
    return [d for d in state.ctx.open_decisions() if d.kind == "table_effect"]


def split(text: str | None) -> tuple[Bundle, Bundle] | None:
    """An answer's gains and losses (`power1-coin2` -> power1, coin2), None if it is not one."""
    if text is None:
        return None
    gained, *lost = text.split("-")
    gains = bundles.parse(gained) if gained else ()
    losses = bundles.parse("+".join(lost)) if lost else ()
    if gains is None or losses is None or (lost and not all(lost)) or bundles.count(gains, "table"):
        return None
    if any(item not in TAKEN for item, _ in losses):
        return None
    return gains, losses


def check(state: State, decision: Decision, move: moves.TableEffect, by: str) -> list[Violation]:
    if not any(d.data["player"] == move.player for d in open_for(state)):
        return [violation("no_effect_open", refs.CARD_EFFECT, player=move.player)]
    answer = split(move.bundle)
    if answer is None:
        return [violation("effect_unreadable", refs.CARD_EFFECT, bundle=move.bundle or "-")]
    p = state.player(move.player)
    missing = tuple((item, n) for item, n in answer[1] if p.amount(item) < n)
    if missing:
        return [
            violation("effect_takes_too_much", refs.CARD_EFFECT, player=move.player, lack=_lack(p, missing))
        ]
    return []


def _lack(p: Player, missing: Bundle) -> str:
    return ", ".join(f"{t(f'pendulum.item.{item}')} {n} ({p.amount(item)})" for item, n in missing)


def apply(state: State, decision: Decision, move: moves.TableEffect, by: str, effects: list[Effect]) -> State:
    name = move.player
    ctx = state.ctx
    own = ctx.own.get(name, ())
    mine = bool(own) and own[-1].kind == "table_effect"
    state = replace(state, ctx=ctx.pop_own(name) if mine else ctx.pop())
    given, taken = split(move.bundle) or ((), ())
    p = state.player(name)
    state = state.with_player(replace(p, **{item: p.amount(item) - n for item, n in taken}))
    phase = "realtime" if mine else "council"
    state, granted, opened = grant(state, name, given, *FOLLOW_UPS[phase])
    ctx = state.ctx.push_own(name, *reversed(opened)) if mine else state.ctx.push(*reversed(opened))
    if taken:
        logged = said(
            "table_effect_took", refs.CARD_EFFECT, player=name, bundle=words(given), taken=words(taken)
        )
    else:
        logged = said("table_effect", refs.CARD_EFFECT, player=name, bundle=words(given))
    effects += (logged, *granted)
    return replace(state, ctx=ctx)


def legal(state: State) -> list[object]:
    """`none` for each open effect: the short list; any bundle the card gave is read too."""
    return [moves.TableEffect(d.data["player"], "none") for d in open_for(state)]


__all__ = ["TABLE", "apply", "check", "legal", "open_for"]

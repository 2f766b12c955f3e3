"""The Le Havre flow table: turns (supply action, main action, buying and selling), the round end,
the final phase; one step per building decision, read from the handler registry. Every step lists
its answers: the core judges, applies and lists a move through them, then `rules/after.py` moves on.

Who may declare what (seed §8): between actions (`main`, `turn_end`) any player may sell or repay,
only the current player buys; inside an action (the fee, a building's steps, its payments) only
the player answering may buy, sell or repay — no one interrupts another's action (buying inside
one's own action: rules/in_action.py, ruling lehavre-buy-when). While paying the round's food
(after the 7th turn, in no one's turn) one may sell or repay, not buy. The table declares the chits
and special buildings it turns up; no one buys while it does.

Each step's `who_rule` is the passage quoted when someone else declares there: the turn order
between actions, the ban on interrupting another's action (seed 出售 1.) at every step of one (its
fee and payments included), the feeding passage while one player pays, and at the table's steps
the passage of what the table turns up.

The supply action, the round's ship, the harvest and the final scoring are no steps: no one
answers them. `after` does them, each effect citing its passage.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from referee.core.flow import ACTOR, ANY_PLAYER, TABLE, Answer, Decision, FlowTable, Phase, Step
from referee.core.game import Effect
from referee.core.record import replace
from referee.core.violations import Violation

from . import catalog, refs
from .moves import Chit, Done, Enter, Evict, Order, Special
from .rules import actions, feeding, in_action, market, offers, turns
from .rules import buildings as handlers
from .rules.after import after
from .rules.buildings import special_discs, special_site, special_trade
from .state import LeHavreState

Answers = tuple[tuple[str, Answer], ...]


def _seat(fn: Any) -> Any:
    """An answer's check or apply from a function of the declarer's seat: `fn(state, seat, move[, effects])`."""

    def run(state: LeHavreState, d: Decision, move: Any, by: str, *effects: list[Effect]) -> Any:
        return fn(state, state.index(by), move, *effects)

    return run


def _lists(legal: Any) -> Any:
    """An answer's legal moves from a function of the declarer's seat."""

    def listed(state: LeHavreState, d: Decision, by: str) -> Sequence[Any]:
        return legal(state, state.index(by))

    return listed


def _check_redeem(state: LeHavreState, seat: int, move: Any) -> list[Violation]:
    """The Pawnbroker's buy-back (040): its own refusals, and inside an action, the action kept possible."""
    found = special_trade.check_redeem(state, seat, move)
    if not found and in_action.open_action(state) is not None:
        later = special_trade.apply_redeem(state, seat, move, [])
        found = in_action.stranded(state, seat, later, "redeem_strands_action", goods=move.goods)
    return found


def _money(who: str, listed: bool) -> Answers:
    """Selling, repaying a loan, buying back a pawned good (040): free actions at any time, declared
    by `who`; `listed`: among the legal moves (between actions and while feeding)."""
    return (
        (
            "sell",
            Answer(
                who,
                _seat(market.check_sell),
                _seat(market.apply_sell),
                _lists(market.legal_sell) if listed else None,
            ),
        ),
        (
            "repay",
            Answer(
                who,
                _seat(market.check_repay),
                _seat(market.apply_repay),
                _lists(market.legal_repay) if listed else None,
            ),
        ),
        (
            "redeem",
            Answer(
                who,
                _seat(_check_redeem),
                _seat(special_trade.apply_redeem),
                _lists(special_trade.legal_redeem) if listed else None,
            ),
        ),
    )


def _evict_check(state: LeHavreState, seat: int, move: Evict) -> list[Violation]:
    return special_discs.evict_refusals(state, seat, move.building)


def _evict(state: LeHavreState, seat: int, move: Evict, effects: list[Effect]) -> LeHavreState:
    return special_discs.evict(state, seat, move.building, effects)


_BUY = Answer(ACTOR, _seat(market.check_buy), _seat(market.apply_buy))
_BUY_INSIDE = replace(_BUY, legal=_lists(market.legal_buy_inside))  # a free action inside one's own too
_EVICT = Answer(ACTOR, _seat(_evict_check), _seat(_evict))  # the Tobacco Factory (045)
_OWN_MONEY = _money(ACTOR, listed=False)  # inside one's own action: only the one answering
_BETWEEN = (("evict", _EVICT), ("buy", _BUY), *_money(ANY_PLAYER, listed=True))
_ANYONE = _money(ANY_PLAYER, listed=False)  # while the table turns a card


def _pass(state: LeHavreState, d: Decision, move: Done, by: str) -> list[Violation]:
    return actions.check_pass(state, state.index(by))


def _no_check(state: LeHavreState, d: Decision, move: Any, by: str) -> list[Violation]:
    return []


def _done(state: LeHavreState, d: Decision, move: Done, by: str, effects: list[Effect]) -> LeHavreState:
    return turns.end_turn(state, effects)


def _main_action(act: Any) -> Any:
    """The main action taken: the turn goes on with `turn_end`, under what the action asks first."""

    def apply(state: LeHavreState, d: Decision, move: Any, by: str, effects: list[Effect]) -> LeHavreState:
        state = replace(state, ctx=state.ctx.replace_top(Decision("turn_end", by, "", d.data)))
        return act(state, state.index(by), move, effects)

    return apply


_DONE = Done()


def _between(state: LeHavreState, d: Decision, moves: list[Any]) -> list[tuple[str, Sequence[Any]]]:
    """The current player's moves (`moves`, then buying, evicting, selling, repaying, buying back),
    then every other player's sales, repayments and buy-backs (seed §8)."""
    seat = state.index(d.actor)
    mine = [
        *moves,
        *market.legal_buy(state, seat),
        *(Evict(b) for b in special_discs.evictable(state, seat)),
        *_free(state, seat),
    ]
    out: list[tuple[str, Sequence[Any]]] = [(d.actor, mine)]
    for i, p in enumerate(state.players):
        if i != seat:
            others = _free(state, i)
            if others:
                out.append((p.name, others))
    return out


def _free(state: LeHavreState, seat: int) -> list[Any]:
    return [
        *market.legal_sell(state, seat),
        *market.legal_repay(state, seat),
        *special_trade.legal_redeem(state, seat),
    ]


def _legal_main(state: LeHavreState, d: Decision) -> list[tuple[str, Sequence[Any]]]:
    seat = state.index(d.actor)
    moves: list[Any] = [*offers.legal_take(state), *(Enter(b) for b in actions.enterable_now(state, seat))]
    if not moves:  # nothing to take and nowhere to go: the turn passes (ruling lehavre-no-action)
        moves.append(_DONE)
    return _between(state, d, moves)


def _legal_turn_end(state: LeHavreState, d: Decision) -> list[tuple[str, Sequence[Any]]]:
    return _between(state, d, [_DONE])


def _table(legal: Any, check: Any, apply: Any) -> Answer:
    """A declaration of what the table turns up: `check(state, move)`, `apply(state, move, effects)`."""
    return Answer(
        TABLE,
        lambda state, d, move, by: check(state, move),
        lambda state, d, move, by, effects: apply(state, move, effects),
        lambda state, d, by: legal(state),
    )


def _orders(state: LeHavreState) -> list[Order]:
    names = [p.name for p in state.players]
    return [Order(", ".join(names[i:] + names[:i])) for i in range(len(names))]


def _chits(state: LeHavreState) -> list[Chit]:
    return [Chit(name) for c, name in catalog.chit_names().items() if c not in state.chits]


def _specials(state: LeHavreState) -> list[Special]:
    excluded = catalog.SOLO_EXCLUDED if len(state.players) == 1 else ()
    known = (*state.specials, *excluded)
    return [Special(b) for b in catalog.special_pool() if b not in known and not turns.dealt(state, b)]


def _building_step(step: Step) -> Step:
    """A building's decision (its fee and payments included) as the flow table has it: its answers
    and its extensions', buying (a free action at any moment of one's own turn, seed 购买建筑 1.),
    selling and repaying, all only from the player answering."""
    answers = handlers.answers(step.id)
    if "buy" not in dict(answers):
        answers += (("buy", _BUY_INSIDE),)
    return replace(
        step,
        answers=answers + _OWN_MONEY,
        who_rule=refs.NO_INTERRUPT,  # another's answer, sale or repayment would interrupt the action
    )


@cache
def flow_table() -> FlowTable:
    handlers.load()
    # in id order: the order the doc and a wrong-step refusal list them in
    building_steps = tuple(_building_step(s) for s in sorted(handlers.STEPS.values(), key=lambda s: s.id))
    return FlowTable(
        phases=(
            Phase(
                "turns",
                "Each turn: the supply action, one main action, buying and selling (seed §1-8); in the "
                "final phase one more main action each, no supply, no buying (seed §10).",
                (
                    Step(
                        "declare_order",
                        "the turn order, the start player first",
                        (("order", _table(_orders, turns.check_order, turns.apply_order)),),
                        refs.TURN,
                        who_rule=refs.TURN,
                    ),
                    Step(
                        "reveal_chit",
                        "the supply chit turned face up",
                        (("chit", _table(_chits, turns.check_chit, turns.apply_chit)), *_ANYONE),
                        refs.SUPPLY_FLIP,
                        who_rule=refs.SUPPLY_FLIP,
                    ),
                    Step(
                        "main",
                        "take an offer space or enter a building",
                        (
                            (
                                "take",
                                Answer(ACTOR, _seat(offers.check_take), _main_action(offers.apply_take)),
                            ),
                            (
                                "enter",
                                Answer(ACTOR, _seat(actions.check_enter), _main_action(actions.apply_enter)),
                            ),
                            ("done", Answer(ACTOR, _pass, _done)),
                            *_BETWEEN,
                        ),
                        refs.TURN_PARTS,
                        who_rule=refs.TURN,
                        legal=_legal_main,
                    ),
                    *building_steps,
                    Step(
                        "turn_end",
                        "buy, sell or repay, then done",
                        (("done", Answer(ACTOR, _no_check, _done)), *_BETWEEN),
                        refs.BUY,
                        who_rule=refs.TURN,
                        legal=_legal_turn_end,
                    ),
                ),
            ),
            Phase(
                "round_end",
                "After the 7th turn: food, the round's ship, the town's building, harvest (seed §9).",
                (
                    Step(
                        "feed",
                        "pay the round's food (sell while paying)",
                        (
                            *handlers.answered(("pay",), feeding.legal, feeding.check, feeding.apply),
                            *_money(ACTOR, listed=True),
                        ),
                        refs.FEED,
                        who_rule=refs.FEED,  # one payment at a time (ruling lehavre-feeding)
                    ),
                    Step(
                        "reveal_special",
                        "the special building turned up",
                        (("special", _table(_specials, turns.check_special, turns.apply_special)), *_ANYONE),
                        refs.TOWN_SPECIAL,
                        who_rule=refs.TOWN_SPECIAL,
                    ),
                    Step(
                        "deal_hands",
                        "every player's 3 hand cards for the Construction Site (037)",
                        (
                            (
                                "deal",
                                _table(
                                    special_site.legal_deal, special_site.check_deal, special_site.apply_deal
                                ),
                            ),
                            *_ANYONE,
                        ),
                        refs.TOWN_SPECIAL,
                        who_rule=refs.TOWN_SPECIAL,
                    ),
                ),
            ),
        ),
        after=after,
    )

"""The Le Havre flow table: turns (supply action, main action, buying and selling), the round end,
the final phase; one step per building decision, read from the handler registry.

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
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import ACTOR, ANY_PLAYER, TABLE, FlowTable, Phase, old_step

from . import refs
from .rules import buildings as handlers

_OWN_MONEY = (("sell", ACTOR), ("repay", ACTOR), ("redeem", ACTOR))  # redeem: the Pawnbroker's (040)
_ANYONE = (
    ("sell", ANY_PLAYER),
    ("repay", ANY_PLAYER),
    ("redeem", ANY_PLAYER),
)  # while the table turns a card: no one acts


def _with_buy(kinds: tuple[str, ...]) -> tuple[str, ...]:
    """A step's own answers and `buy`: a free action at any moment of one's own turn (seed 购买建筑 1.)."""
    return kinds if "buy" in kinds else (*kinds, "buy")


@cache
def flow_table() -> FlowTable:
    handlers.load()
    from .rules import actions  # noqa: F401 - registers pay_fee

    building_steps = tuple(
        old_step(
            s.id,
            "player",
            s.summary,
            (*((k, ACTOR) for k in _with_buy(handlers.accepted(s.id))), *_OWN_MONEY),
            s.rule,
            who_rule=refs.NO_INTERRUPT,  # another's answer, sale or repayment would interrupt the action
        )
        # in id order: the registry's own order is that in which the handler modules were first imported
        for s in sorted(handlers.STEPS.values(), key=lambda s: s.id)
    )
    between = (("buy", ACTOR), ("sell", ANY_PLAYER), ("repay", ANY_PLAYER), ("redeem", ANY_PLAYER))
    return FlowTable(
        phases=(
            Phase(
                "turns",
                "Each turn: the supply action, one main action, buying and selling (seed §1-8).",
                (
                    old_step(
                        "declare_order",
                        "table",
                        "the turn order, the start player first",
                        (("order", TABLE),),
                        refs.TURN,
                        who_rule=refs.TURN,
                    ),
                    old_step(
                        "reveal_chit",
                        "table",
                        "the supply chit turned face up",
                        (("chit", TABLE), *_ANYONE),
                        refs.SUPPLY_FLIP,
                        who_rule=refs.SUPPLY_FLIP,
                    ),
                    old_step("supply", "auto", "goods of the chit onto the offers; interest", (), refs.SUPPLY),
                    old_step(
                        "main",
                        "player",
                        "take an offer space or enter a building",
                        (("take", ACTOR), ("enter", ACTOR), ("done", ACTOR), ("evict", ACTOR), *between),
                        refs.TURN_PARTS,
                        who_rule=refs.TURN,
                    ),
                    *building_steps,
                    old_step(
                        "turn_end",
                        "player",
                        "buy, sell or repay, then done",
                        (("done", ACTOR), ("evict", ACTOR), *between),
                        refs.BUY,
                        optional=True,
                        who_rule=refs.TURN,
                    ),
                ),
            ),
            Phase(
                "round_end",
                "After the 7th turn: food, the round's ship, the town's building, harvest (seed §9).",
                (
                    old_step(
                        "feed",
                        "player",
                        "pay the round's food (sell while paying)",
                        (("pay", ACTOR), *_OWN_MONEY),
                        refs.FEED,
                        who_rule=refs.FEED,  # one payment at a time (ruling lehavre-feeding)
                    ),
                    old_step("new_ship", "auto", "the round card's ship", (), refs.NEW_SHIP),
                    old_step(
                        "reveal_special",
                        "table",
                        "the special building turned up",
                        (("special", TABLE), *_ANYONE),
                        refs.TOWN_SPECIAL,
                        who_rule=refs.TOWN_SPECIAL,
                    ),
                    old_step(
                        "deal_hands",
                        "table",
                        "every player's 3 hand cards for the Construction Site (037)",
                        (("deal", TABLE), *_ANYONE),
                        refs.TOWN_SPECIAL,
                        who_rule=refs.TOWN_SPECIAL,
                    ),
                    old_step("harvest", "auto", "grain and cattle", (), refs.HARVEST),
                ),
            ),
            Phase(
                "final",
                "One more main action each; no supply, no buying (seed §10).",
                (old_step("final_scoring", "auto", "the score sheet", (), refs.SCORING),),
            ),
        ),
        end_checks=("final_phase_done",),
    )

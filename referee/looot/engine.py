"""Looot (峡湾领主): the rules engine for seed 004 with the published game's refinements.

`GAME` satisfies `referee.core.game.GameRules`; see notation.md and rulings.md beside it.
Its `info` is in the process language (referee.i18n): the notation's meanings and the house-rule
summaries come from the message catalogs (`looot.notation.*` named by the move declarations in
`moves`, `looot.house_rule.*`).
"""

from __future__ import annotations

from functools import cache

from referee.core.engine import Game, describe_game
from referee.core.game import GameInfo
from referee.looot import DECLARED, catalog, refs, rules
from referee.looot.flow import flow_table
from referee.looot.moves import NOTATION, parse
from referee.looot.rules.stack import open_decisions
from referee.looot.state import LoootState

# What the table may accept anyway ("we allow it"): rules whose breach the apply still carries through
# (a Viking off the chain, on an occupied hex, a trophy claimed short of axes, a second optional
# action under seed_one). Not a second longship or trophy in a turn: the turn keeps only one of each.
OVERRIDABLE = frozenset(("hex_not_adjacent", "hex_occupied", "optional_action_limit", "trophy_too_few_axes"))


@cache
def game_info(language: str) -> GameInfo:
    """The game's description in `language` (the current one: the catalogs are read with `t`)."""
    return describe_game(
        DECLARED,
        NOTATION,
        rules.HOUSE_RULES,
        turn_order_rule=refs.TURN_ORDER,
        end_rule=refs.GAME_END,
        overridable=OVERRIDABLE,
        adjustable=("vp",),
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


def component(state: LoootState, component_id: str) -> None:
    """No Looot component takes declared values: every printed value the engine uses is in its catalogs."""
    return None


GAME = Game(
    info=game_info,
    flow=flow_table,
    new_state=rules.new_state,
    parse=parse,
    decisions=rules.decisions,
    open_decisions=open_decisions,
    outcome=rules.outcome,
    players=rules.players,
    describe=rules.describe,
    score_sheet=rules.score_sheet,
    spell=NOTATION.spell,
    component=component,
    components_in_use=catalog.in_use,
)

__all__ = ["GAME", "game_info"]

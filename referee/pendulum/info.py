"""Pendulum's `GameInfo` (titles, notation rows, cited rules, what the table may override), apart
from the engine so that the flow table's one-line action (rules/one_line.py) can hand it to the
core's `judge` without the engine importing itself back."""

from __future__ import annotations

from functools import cache

from referee.core.engine import describe_game
from referee.core.game import GameInfo
from referee.pendulum import DECLARED, refs
from referee.pendulum.moves import NOTATION
from referee.pendulum.rules.adjust import ADJUSTABLE
from referee.pendulum.rules.options import HOUSE_RULES

# wrong_row: a card effect that places, moves or removes a worker against the row rules (ruling
# pendulum-card-effects), accepted by the table for that one move
OVERRIDABLE = frozenset({"frame_occupied", "flip_too_early", "achievement_needs", "wrong_row"})


@cache
def game_info(language: str) -> GameInfo:
    return describe_game(
        DECLARED,
        NOTATION,
        HOUSE_RULES,
        turn_order_rule=refs.REALTIME,
        end_rule=refs.END,
        overridable=OVERRIDABLE,
        adjustable=ADJUSTABLE,
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


__all__ = ["OVERRIDABLE", "game_info"]

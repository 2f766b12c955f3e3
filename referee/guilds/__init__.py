"""Guilds of London (伦敦公会): the rules engine for seed 000, 2-4 players.

`GAME` satisfies `referee.core.game.GameRules`; see docs/notation.md and docs/rulings/guilds.md.
No public list of the tiles and cards exists: their printed values are declared by the table when
they enter play (catalog.py), or read from a catalog the group filled in.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from referee.core import ledger
from referee.core.flow import FlowTable
from referee.core.game import GameInfo
from referee.core.record import replace
from referee.guilds import refs, rules
from referee.guilds.flow import flow_table
from referee.guilds.moves import NOTATION
from referee.i18n import lang, t


def parse(text: str) -> Any:
    """A Guilds move, or one of the table's own (`declare T5 ...`): a Guilds log holds many of those,
    and a caller reading a log line by line with `GAME.parse` must read them too."""
    if ledger.is_table_move(text):
        return ledger.parse(text)
    return NOTATION.parse(text)


@cache
def game_info(language: str) -> GameInfo:
    house_rules = tuple(replace(h, summary=t(f"guilds.house_rule.{h.name}")) for h in rules.HOUSE_RULES)
    return GameInfo(
        id="guilds",
        title_en="Guilds of London",
        title_zh="伦敦公会",
        seed_file="000_825e9906aa22c0d3.txt",
        player_counts=(2, 3, 4),
        house_rules=house_rules,
        turn_order_rule=refs.TURN_ORDER,
        end_rule=refs.GAME_END,
        notation=NOTATION.rows(),
        notation_zh=NOTATION.rows_in("zh"),
        syntax=tuple(NOTATION.syntax.items()),
        overridable=rules.OVERRIDABLE,
        adjustable=("vp",),
        scoring_rule=refs.SCORING,
        components_rule=refs.COMPONENTS,
    )


class GuildsGame:
    """The Guilds rules behind the core's GameRules protocol (the rules' functions themselves)."""

    @property
    def flow(self) -> FlowTable:
        return flow_table()

    @property
    def info(self) -> GameInfo:
        return game_info(lang())

    new_state = staticmethod(rules.new_state)
    parse = staticmethod(parse)
    legal_moves = staticmethod(rules.legal_moves)
    validate = staticmethod(rules.validate)
    apply = staticmethod(rules.apply)
    decisions = staticmethod(rules.decisions)
    decision = staticmethod(rules.decision)
    outcome = staticmethod(rules.outcome)
    players = staticmethod(rules.players)
    describe = staticmethod(rules.describe)
    score_sheet = staticmethod(rules.score_sheet)
    component = staticmethod(rules.component)
    components_in_use = staticmethod(rules.in_use)
    check_declared = staticmethod(rules.check_declared)
    spell = staticmethod(NOTATION.spell)


GAME = GuildsGame()

__all__ = ["GAME", "GuildsGame", "game_info"]

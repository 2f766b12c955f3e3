"""Looot (峡湾领主): the rules engine for seed 004 with the published game's refinements.

`GAME` satisfies `referee.core.game.GameRules`; see docs/notation.md and docs/rulings.md (Looot).
"""

from __future__ import annotations

from referee.core.flow import FlowTable
from referee.core.game import GameInfo
from referee.looot import refs, rules
from referee.looot.flow import FLOW
from referee.looot.moves import SYNTAX, parse

NOTATION: tuple[tuple[str, str], ...] = (
    (SYNTAX["board"], "table: a landscape board face 1..8 at a location, rotation 0..5 (first: at -3,-2 r0)"),
    (
        SYNTAX["trophies"],
        "table: the trophy board (face 1/2) against an open side, e.g. trophies 1 at 4,4 r2",
    ),
    (SYNTAX["ocean"], "table: the ocean board (face 1/2) against another open side, e.g. ocean 1 at -4,0 r5"),
    (
        SYNTAX["draw"],
        "table: the longship drawn from the bag (5 at set-up, then each refill), e.g. draw Castle31",
    ),
    (SYNTAX["sites"], "table: a player's construction-site cards, e.g. sites Ann Port1 Altar3 Palace2"),
    (SYNTAX["start"], "table: the start player, e.g. start Ann"),
    (SYNTAX["shield"], "flip a shield before placing: second Viking / occupied hex / resource twice"),
    (SYNTAX["place"], "place a Viking on a landscape hex, e.g. place -3,0"),
    (SYNTAX["tile"], "put a gained tile (wood sheep gold axe house watchtower castle) on a free fjord space"),
    (SYNTAX["longship"], "end of turn: take a longship from the ocean onto a free fjord space"),
    (SYNTAX["trophy"], "end of turn: claim the trophy printed with N axes (your axes >= N)"),
    (SYNTAX["pass"], "end the turn"),
)

INFO = GameInfo(
    id="looot",
    title_en="Looot",
    title_zh="峡湾领主",
    seed_file="004_475a35a4fad56de6.txt",
    player_counts=(2, 3, 4),
    house_rules=rules.HOUSE_RULES,
    turn_order_rule=refs.TURN_ORDER,
    end_rule=refs.GAME_END,
    notation=NOTATION,
)


class LoootGame:
    """The Looot rules behind the core's GameRules protocol.

    The methods are the functions of `rules` themselves (static, no forwarding frame): a random
    playout calls them about 750 times a game.
    """

    info: GameInfo = INFO
    flow: FlowTable = FLOW

    new_state = staticmethod(rules.new_state)
    parse = staticmethod(parse)
    legal_moves = staticmethod(rules.legal_moves)
    validate = staticmethod(rules.validate)
    apply = staticmethod(rules.apply)
    decision = staticmethod(rules.decision)
    outcome = staticmethod(rules.outcome)
    players = staticmethod(rules.players)
    describe = staticmethod(rules.describe)
    score_sheet = staticmethod(rules.score_sheet)


GAME = LoootGame()

__all__ = ["GAME", "INFO", "LoootGame"]

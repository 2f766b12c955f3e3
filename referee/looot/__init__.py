"""Looot (峡湾领主): the rules engine for seed 004 with the published game's refinements.

`GAME` satisfies `referee.core.game.GameRules`; see docs/notation.md and docs/rulings.md (Looot).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee.core.flow import Decision, FlowTable
from referee.core.game import GameInfo, Transition
from referee.core.outcome import Outcome
from referee.core.violations import Violation
from referee.looot import refs, rules
from referee.looot.flow import FLOW
from referee.looot.moves import SYNTAX, LoootMove, parse
from referee.looot.state import LoootState
from scorers.sheet import ScoreSheet

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
    """The Looot rules behind the core's GameRules protocol."""

    info: GameInfo = INFO
    flow: FlowTable = FLOW

    def new_state(self, players: Sequence[str], options: Mapping[str, str]) -> LoootState:
        return rules.new_state(players, options)

    def parse(self, text: str) -> LoootMove:
        return parse(text)

    def legal_moves(self, state: LoootState) -> list[LoootMove]:
        return rules.legal_moves(state)

    def validate(self, state: LoootState, move: LoootMove) -> list[Violation]:
        return rules.validate(state, move)

    def apply(self, state: LoootState, move: LoootMove) -> Transition:
        return rules.apply(state, move)

    def decision(self, state: LoootState) -> Decision | None:
        return rules.decision(state)

    def outcome(self, state: LoootState) -> Outcome | None:
        return rules.outcome(state)

    def players(self, state: LoootState) -> tuple[str, ...]:
        return rules.players(state)

    def describe(self, state: LoootState) -> str:
        return rules.describe(state)

    def score_sheet(self, state: LoootState) -> ScoreSheet:
        return rules.score_sheet(state)


GAME = LoootGame()

__all__ = ["GAME", "INFO", "LoootGame"]

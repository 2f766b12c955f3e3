"""The Looot flow table: set-up declarations, then turns clockwise from the start player.

Written once, in rulebook order (seed §一 初始布置, §三 回合结构, §五 游戏结束条件; published turn
order from reference looot.md §4): the table declares the layout, the five ocean longships, each
player's construction sites and the start player; then each turn is shields + Viking placement,
automatic captures, gained tiles onto the fjord with automatic completions, the optional longship
and/or trophy, pass, and the table's refill of the ocean. A player with no Viking left is skipped;
the game ends after the turn in which the last Viking was placed.
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import FlowTable, Phase, Step
from referee.core.violations import RuleRef
from referee.looot import refs


def _step(step_id: str, actor: str, summary: str, section: str, optional: bool = False) -> Step:
    return Step(step_id, actor, summary, optional=optional, seed_section=section)


@cache
def flow_table() -> FlowTable:
    """The flow table, built on first use: replaying a log (every command) never reads it."""
    return FlowTable(
        phases=(
            Phase(
                "setup",
                "The table declares the physical set-up (seed §一 初始布置).",
                (
                    _step(
                        "declare_board",
                        "table",
                        "each landscape board: face and location, one per player",
                        "初始布置",
                    ),
                    _step("declare_trophy_board", "table", "the trophy board on an open side", "初始布置"),
                    _step("declare_ocean_board", "table", "the ocean board on another open side", "初始布置"),
                    _step(
                        "declare_longship",
                        "table",
                        "the five longships drawn from the bag onto the ocean",
                        "初始布置",
                    ),
                    _step("declare_sites", "table", "each player's port, altar and palace cards", "工地"),
                    _step("declare_start", "table", "the start player", "初始布置"),
                ),
            ),
            Phase(
                "turn",
                "Each player's turn, clockwise from the start player (seed §三 回合结构).",
                (
                    _step(
                        "place_viking",
                        "player",
                        "flip shields if wanted, then place a Viking",
                        "1. 放置维京（强制）",
                    ),
                    _step(
                        "captures", "auto", "buildings captured by the new Viking", "2. 占领建筑（条件触发）"
                    ),
                    _step(
                        "place_tiles",
                        "player",
                        "put every gained tile on a free fjord space",
                        "1. 放置维京（强制）",
                    ),
                    _step("completions", "auto", "longships and construction sites completed", "工地"),
                    _step(
                        "end_turn",
                        "player",
                        "optionally take a longship and/or claim a trophy, then pass",
                        "3. 可选行动（最多 1 个）",
                        optional=True,
                    ),
                    _step(
                        "refill",
                        "table",
                        "the longship drawn from the bag for the emptied ocean space",
                        "① 拿长船",
                    ),
                    _step(
                        "next_player",
                        "auto",
                        "the next player clockwise who still has Vikings",
                        "4. 回合结束",
                    ),
                ),
            ),
        ),
        end_checks=("all_vikings_placed",),
    )


# which move kinds answer each decision
STEP_MOVES: dict[str, tuple[str, ...]] = {
    "declare_board": ("board",),
    "declare_trophy_board": ("trophies",),
    "declare_ocean_board": ("ocean",),
    "declare_longship": ("draw",),
    "declare_sites": ("sites",),
    "declare_start": ("start",),
    "place_viking": ("shield", "place"),
    "place_tiles": ("tile",),
    "end_turn": ("longship", "trophy", "pass"),
    "refill": ("draw",),
}

# the seed passage a "wrong kind of move now" violation cites, per decision
STEP_RULE: dict[str, RuleRef] = {
    "declare_board": refs.BOARDS,
    "declare_trophy_board": refs.SIDE_BOARDS,
    "declare_ocean_board": refs.OCEAN_FILL,
    "declare_longship": refs.OCEAN_FILL,
    "declare_sites": refs.SITES,
    "declare_start": refs.START,
    "place_viking": refs.PLACE,
    "place_tiles": refs.TAKE_RESOURCE,
    "end_turn": refs.TURN_STEPS,
    "refill": refs.LONGSHIP_REFILL,
}

SETUP_ORDER = (
    "declare_board",
    "declare_trophy_board",
    "declare_ocean_board",
    "declare_longship",
    "declare_sites",
    "declare_start",
)
TURN_ORDER = ("place_viking", "place_tiles", "end_turn")  # the player's decisions, first answered first

"""The Looot flow table: set-up declarations, then turns clockwise from the start player.

Written once, in rulebook order (seed §一 初始布置, §三 回合结构, §五 游戏结束条件; published turn
order from reference looot.md §4): the table declares the layout, the five ocean longships, each
player's construction sites and the start player; then each turn is shields + Viking placement,
automatic captures, gained tiles onto the fjord with automatic completions, the optional longship
and/or trophy, pass, and the table's refill of the ocean. A player with no Viking left is skipped;
the game ends after the turn in which the last Viking was placed.

The core reads this table to refuse a move kind a step does not accept (`wrong_step`, citing the
step's rule) and to explain the step at the prompt: the engine has no list of its own.
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import ACTOR, FlowTable, Phase, Step, old_step
from referee.core.violations import RuleRef
from referee.looot import refs


def _step(
    step_id: str,
    actor: str,
    summary: str,
    rule: RuleRef,
    accepts: tuple[str, ...] = (),
    optional: bool = False,
) -> Step:
    """A step whose move kinds are all declared by the decision's own actor (Looot has one at a time).

    Who may act at a table's step is decided by what the table sets up or draws (its own passage),
    not by the turn order, which only begins once the start player is known: a player declaring
    there is refused with that passage. A player's step falls back to the turn order."""
    who = rule if actor == "table" else None
    return old_step(step_id, actor, summary, tuple((k, ACTOR) for k in accepts), rule, optional, who_rule=who)


@cache
def flow_table() -> FlowTable:
    """The flow table, built on first use (a random playout never explains a step)."""
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
                        refs.BOARDS,
                        ("board",),
                    ),
                    _step(
                        "declare_trophy_board",
                        "table",
                        "the trophy board on an open side",
                        refs.SIDE_BOARDS,
                        ("trophies",),
                    ),
                    _step(
                        "declare_ocean_board",
                        "table",
                        "the ocean board on another open side",
                        refs.OCEAN_FILL,
                        ("ocean",),
                    ),
                    _step(
                        "declare_longship",
                        "table",
                        "the five longships drawn from the bag onto the ocean",
                        refs.OCEAN_FILL,
                        ("draw",),
                    ),
                    _step(
                        "declare_sites",
                        "table",
                        "each player's port, altar and palace cards",
                        refs.SITES,
                        ("sites",),
                    ),
                    _step("declare_start", "table", "the start player", refs.START, ("start",)),
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
                        refs.PLACE,
                        ("shield", "place"),
                    ),
                    _step("captures", "auto", "buildings captured by the new Viking", refs.CAPTURES),
                    _step(
                        "place_tiles",
                        "player",
                        "put every gained tile on a free fjord space",
                        refs.TAKE_RESOURCE,
                        ("tile",),
                    ),
                    _step(
                        "completions", "auto", "longships and construction sites completed", refs.SITE_DONE
                    ),
                    _step(
                        "end_turn",
                        "player",
                        "optionally take a longship and/or claim a trophy, then pass",
                        refs.TURN_STEPS,
                        ("longship", "trophy", "pass"),
                        optional=True,
                    ),
                    _step(
                        "refill",
                        "table",
                        "the longship drawn from the bag for the emptied ocean space",
                        refs.LONGSHIP_REFILL,
                        ("draw",),
                    ),
                    _step(
                        "next_player",
                        "auto",
                        "the next player clockwise who still has Vikings",
                        refs.END_OF_TURN,
                    ),
                ),
            ),
        ),
        end_checks=("all_vikings_placed",),
    )


SETUP_ORDER = (
    "declare_board",
    "declare_trophy_board",
    "declare_ocean_board",
    "declare_longship",
    "declare_sites",
    "declare_start",
)
TURN_ORDER = ("place_viking", "place_tiles", "end_turn")  # the player's decisions, first answered first

"""The Looot flow table: set-up declarations, then turns clockwise from the start player.

Written once, in rulebook order (seed §一 初始布置, §三 回合结构, §五 游戏结束条件; published turn
order from reference looot.md §4): the table declares the layout, the five ocean longships, each
player's construction sites and the start player; then each turn is shields + Viking placement
(captures are credited at once), gained tiles onto the fjord (completions are announced at once),
the optional longship and/or trophy, pass, and the table's refill of the ocean.

Each step maps the move kinds it accepts to their answers (who declares, legal moves, check,
apply): the core dispatches every move through this table, so a kind a step does not list is
refused there (`wrong_step`, citing the step's rule). Moving on (the first turn, lost tiles, the
next player, who is skipped for want of Vikings, the refill, the end) is `rules.after.after`.
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import ACTOR, Answer, Apply, Check, FlowTable, ListMoves, Phase, Step
from referee.core.violations import RuleRef
from referee.looot import refs
from referee.looot.rules import end_turn, ocean, placement, setup, tiles
from referee.looot.rules.after import after


def _answer(kind: str, legal: ListMoves, check: Check, apply: Apply) -> tuple[str, Answer]:
    """A move kind the decision's own actor answers with (Looot has one actor at a time)."""
    return (kind, Answer(ACTOR, check, apply, legal))


def _table_step(step_id: str, summary: str, rule: RuleRef, *answers: tuple[str, Answer]) -> Step:
    """A step of the table's. Who may act there is decided by what the table sets up or draws (its
    own passage), not by the turn order, which only begins once the start player is known: a
    player declaring there is refused with that passage."""
    return Step(step_id, summary, answers, rule, who_rule=rule)


def _player_step(step_id: str, summary: str, rule: RuleRef, *answers: tuple[str, Answer]) -> Step:
    """A step of the player whose turn it is (who may act: the turn order)."""
    return Step(step_id, summary, answers, rule)


_DRAW = _answer("draw", ocean.legal_draw, ocean.check_draw, ocean.apply_draw)


@cache
def flow_table() -> FlowTable:
    """The flow table, built once (on first use: `referee games` loads no engine)."""
    return FlowTable(
        phases=(
            Phase(
                "setup",
                "The table declares the physical set-up (seed §一 初始布置).",
                (
                    _table_step(
                        "declare_board",
                        "each landscape board: face and location, one per player",
                        refs.BOARDS,
                        _answer("board", setup.legal_board, setup.check_board, setup.apply_board),
                    ),
                    _table_step(
                        "declare_trophy_board",
                        "the trophy board on an open side",
                        refs.SIDE_BOARDS,
                        _answer(
                            "trophies",
                            setup.legal_trophy_board,
                            setup.check_side_board,
                            setup.apply_side_board,
                        ),
                    ),
                    _table_step(
                        "declare_ocean_board",
                        "the ocean board on another open side",
                        refs.OCEAN_FILL,
                        _answer(
                            "ocean", setup.legal_ocean_board, setup.check_side_board, setup.apply_side_board
                        ),
                    ),
                    _table_step(
                        "declare_longship",
                        "the five longships drawn from the bag onto the ocean",
                        refs.OCEAN_FILL,
                        _DRAW,
                    ),
                    _table_step(
                        "declare_sites",
                        "each player's port, altar and palace cards",
                        refs.SITES,
                        _answer("sites", setup.legal_sites, setup.check_sites, setup.apply_sites),
                    ),
                    _table_step(
                        "declare_start",
                        "the start player",
                        refs.START,
                        _answer("start", setup.legal_start, setup.check_start, setup.apply_start),
                    ),
                ),
            ),
            Phase(
                "turn",
                "Each player's turn, clockwise from the start player (seed §三 回合结构).",
                (
                    _player_step(
                        "place_viking",
                        "flip shields if wanted, then place a Viking",
                        refs.PLACE,
                        _answer(
                            "shield", placement.legal_shield, placement.check_shield, placement.apply_shield
                        ),
                        _answer("place", placement.legal_place, placement.check_place, placement.apply_place),
                    ),
                    _player_step(
                        "place_tiles",
                        "put every gained tile on a free fjord space",
                        refs.TAKE_RESOURCE,
                        _answer("tile", tiles.legal_tiles, tiles.check_tile, tiles.apply_tile),
                    ),
                    _player_step(
                        "end_turn",
                        "optionally take a longship and/or claim a trophy, then pass",
                        refs.TURN_STEPS,
                        _answer(
                            "longship",
                            end_turn.legal_longship,
                            end_turn.check_longship,
                            end_turn.apply_longship,
                        ),
                        _answer(
                            "trophy", end_turn.legal_trophy, end_turn.check_trophy, end_turn.apply_trophy
                        ),
                        _answer("pass", end_turn.legal_pass, end_turn.check_pass, end_turn.apply_pass),
                    ),
                    _table_step(
                        "refill",
                        "the longship drawn from the bag for the emptied ocean space",
                        refs.LONGSHIP_REFILL,
                        _DRAW,
                    ),
                ),
            ),
        ),
        after=after,
    )

"""The Guilds flow table: the table lays out the city, then rounds of turns, resolution and growth.

Written once, in rulebook order (seed 一 开局准备, 三 游戏流程, 五 结束触发). The table lays the
tiles (face up or face down) and the neutral pieces, says how many liverymen start in each hall and
who starts. Each round: the marker advances (not in round 1), players take turns in VP order (play
cards, each used to hire, move or for its ability; then draw; then discard down to the limit), the
face-up tiles at their threshold resolve (negotiation in VP order), and on a grey space the growth
follows (plantation, new tiles, neutral pieces, the end check); with 2 players, once every tile of
the city has resolved, only the plantation follows and the game ends. At the end the table reveals
each mayor card and how often its condition is met.

`declare_values` is the table's step whenever a component entered play (a tile laid, a card
played, a mayor card revealed) whose printed values are not known: play waits for `table: declare`.
The steps below it that a component enters at accept the declaration too, as the core does anyway.
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import ACTOR, TABLE, FlowTable, Phase, Step, old_step
from referee.core.violations import RuleRef
from referee.guilds import refs


def _step(
    step_id: str,
    actor: str,
    summary: str,
    rule: RuleRef,
    accepts: tuple[str, ...] = (),
    declare: bool = False,
    table: tuple[str, ...] = (),
    who_rule: RuleRef | None = None,
) -> Step:
    """A step; at a table step the passage that has the table act decides who may (`who_rule`)."""
    who = (
        tuple((k, ACTOR) for k in accepts)
        + tuple((k, TABLE) for k in table)
        + ((("declare", TABLE),) if declare else ())
    )
    return old_step(step_id, actor, summary, who, rule, who_rule=who_rule or (rule if actor == "table" else None))


@cache
def flow_table() -> FlowTable:
    return FlowTable(
        phases=(
            Phase(
                "setup",
                "The table lays out the city and the pieces (seed 开局准备).",
                (
                    _step(
                        "lay_city",
                        "table",
                        "each guild tile as laid (face up with its id, or face down), neutral pieces; done",
                        refs.LAYOUT,
                        ("tile", "facedown", "neutral", "beadle", "done"),
                        declare=True,
                    ),
                    _step(
                        "hall_start",
                        "table",
                        "how many liverymen each player puts in the hall",
                        refs.COLOURS,
                        ("hall",),
                    ),
                    _step(
                        "start_player", "table", "the start player, drawn at random", refs.START, ("start",)
                    ),
                ),
            ),
            Phase(
                "round",
                "Advance the marker, turns in VP order (seed 环节一, 环节二).",
                (
                    _step("advance", "auto", "the round marker advances (not in round 1)", refs.ADVANCE),
                    _step(
                        "turn",
                        "player",
                        "play an action card, or end the turn by drawing (the table reshuffles a short pile)",
                        refs.CARDS,
                        ("play", "draw", "done"),
                        table=("reshuffle",),
                    ),
                    _step(
                        "reshuffle",
                        "table",
                        "the draw pile is too short for the draw due: the discard pile shuffled into it",
                        refs.DECK,
                        ("reshuffle",),
                    ),
                    _step(
                        "use_card",
                        "player",
                        "use the card played: hire, move, its ability (or take it back if it has no use)",
                        refs.CARDS,
                        ("hire", "move", "ability", "withdraw"),
                        declare=True,
                    ),
                    _step(
                        "ability_moves",
                        "player",
                        "the pieces the ability moves, then done",
                        refs.ABILITY,
                        ("move", "done"),
                    ),
                    _step(
                        "discard", "player", "discard down to the hand limit", refs.HAND_LIMIT, ("discard",)
                    ),
                ),
            ),
            Phase(
                "resolution",
                "Tiles at their threshold resolve, top-left to bottom-right (seed 环节三).",
                (
                    _step("resolve", "auto", "the next face-up tile at its threshold", refs.RESOLVE),
                    _step(
                        "negotiate",
                        "player",
                        "replace one liveryman on the tile by a neutral piece, or pass",
                        refs.NEGOTIATE,
                        ("swap", "pass"),
                        who_rule=refs.NEGOTIATE,  # the VP order of line 41, not the turns of line 28
                    ),
                ),
            ),
            Phase(
                "growth",
                "On a grey space: plantation, new tiles, neutral pieces, end check (seed 成长阶段).",
                (
                    _step(
                        "plantation_score",
                        "table",
                        "each player's plantation VP",
                        refs.PLANTATION,
                        ("plantation",),
                    ),
                    _step(
                        "grow",
                        "table",
                        "new tiles revealed, neutral pieces moved; done",
                        refs.NEW_TILES,
                        ("tile", "neutral", "beadle", "done"),
                        declare=True,
                    ),
                ),
            ),
            Phase(
                "end",
                "Mayor cards revealed and scored (seed 五 计分).",
                (
                    _step(
                        "reveal_mayor",
                        "table",
                        "the mayor card a player reveals",
                        refs.MAYOR_CARDS,
                        ("mayor",),
                    ),
                    _step(
                        "mayor_count",
                        "table",
                        "how often the card's condition is met",
                        refs.MAYOR_CARDS,
                        ("satisfied",),
                        declare=True,
                    ),
                ),
            ),
            Phase(
                "declarations",
                "Printed values of a component that entered play (reference: no public list exists).",
                (
                    _step(
                        "declare_values",
                        "table",
                        "the printed values of the component now in play",
                        refs.COMPONENTS,
                        declare=True,
                    ),
                ),
            ),
        ),
        end_checks=("track_end",),
    )

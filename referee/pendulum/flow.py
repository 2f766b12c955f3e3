"""The Pendulum flow table: the table's set-up, the opening placements, then four rounds of real
time (no one leads; every player declares for themselves, each with their own open action), the
Council in privilege order, and the preparation of the next round.

The core reads this table to refuse a move kind a step does not accept (`wrong_step`) and to
explain the step; the engine keeps no list of its own.
"""

from __future__ import annotations

from functools import cache

from referee.core.flow import ACTOR, EVERY_PLAYER, TABLE, FlowTable, Phase, Step, old_step
from referee.pendulum import refs

WORKER_KINDS = ("place", "move", "remove")
REALTIME_KINDS = (*WORKER_KINDS, "act", "play", "reclaim", "claim", "flip", "done", "ready")


def _table(step_id: str, summary: str, rule, *kinds: str) -> Step:  # type: ignore[no-untyped-def]
    """A step of the table's: the passage of what it declares also says who declares it."""
    return old_step(step_id, "table", summary, tuple((k, TABLE) for k in kinds), rule, who_rule=rule)


def _player(  # type: ignore[no-untyped-def]
    step_id: str, summary: str, rule, *kinds: str, table: tuple[str, ...] = (), who=None
) -> Step:
    """A step one player answers; `who` the passage that says which player (None: no turn order,
    each player's own action in real time)."""
    accepts = tuple((k, ACTOR) for k in kinds) + tuple((k, TABLE) for k in table)
    return old_step(step_id, "player", summary, accepts, rule, who_rule=who)


@cache
def flow_table() -> FlowTable:
    return FlowTable(
        (
            Phase(
                "setup",
                "The table declares the set-up (seed 一 游戏准备), then the opening placements (开局).",
                (
                    _table(
                        "declare_board",
                        "the action spaces per row on the board side used",
                        refs.BOARD_SIDE,
                        "board",
                    ),
                    _table(
                        "declare_character",
                        "each player's character, mat side and printed start",
                        refs.CHARACTER,
                        "character",
                    ),
                    _table("declare_order", "the privilege track, at random", refs.PRIVILEGE_SETUP, "order"),
                    _table(
                        "declare_neutral",
                        "2 players: the four spaces the neutral workers block",
                        refs.NEUTRAL,
                        "neutral",
                    ),
                    _table(
                        "declare_achievement",
                        "the first achievement card",
                        refs.ACHIEVEMENT_SETUP,
                        "achievement",
                    ),
                    _table(
                        "declare_provinces",
                        "the four provinces of the display",
                        refs.PROVINCES_SETUP,
                        "provinces",
                    ),
                    _table(
                        "declare_rewards", "the five face-up council rewards", refs.REWARDS_SETUP, "rewards"
                    ),
                    _player(
                        "opening",
                        "in privilege order a grande worker, then a common worker, on the bottom row",
                        refs.OPENING,
                        "place",
                        who=refs.OPENING_ORDER,
                    ),
                    _table(
                        "start_round",
                        "all three hourglasses flipped together",
                        refs.OPENING_FLIP,
                        "start",
                        "clock",
                        "panel",
                    ),
                ),
            ),
            Phase(
                "realtime",
                "Everyone at once (seed 三 实时行动阶段): each declaration names its player.",
                (
                    old_step(
                        "realtime",
                        "players",
                        "place, move or remove workers, act, flip, play, claim; done once the Council is called",
                        tuple((k, EVERY_PLAYER) for k in REALTIME_KINDS)
                        + tuple(
                            (k, TABLE) for k in ("pause", "clock", "panel", "privilege", "reveal", "effect")
                        ),
                        refs.REALTIME,
                    ),
                    _table("paused", "the hourglasses lie on their side until resumed", refs.PAUSE, "resume"),
                    _player("pay_cost", "pay the cost of the action begun", refs.ACT_PAY, "pay"),
                    _player("take_reward", "take the reward of the action paid for", refs.PAY_ONCE, "take"),
                    _player("choose_track", "the track of a chosen prestige", refs.SCORING, "choose"),
                    _player(
                        "conquer_province", "a province from the display or the deck", refs.CONQUER, "conquer"
                    ),
                    _table(
                        "table_effect",
                        "the table applies a card's effect the referee cannot count",
                        refs.CARD_EFFECT,
                        "effect",
                    ),
                ),
            ),
            Phase(
                "council",
                "The Council (seed 三 议会阶段): privilege by votes, rewards in privilege order, provinces trimmed.",
                (
                    _player(
                        "council_pick",
                        "a council reward",
                        refs.PICK,
                        "pick",
                        table=("reveal",),
                        who=refs.PICK,
                    ),
                    # the picker's place bonus and the follow-ups of the reward picked: still the
                    # player whose turn it is in privilege order
                    _player(
                        "council_choose",
                        "the track of a chosen prestige",
                        refs.PLACE_BONUS,
                        "choose",
                        table=("reveal",),
                        who=refs.PICK,
                    ),
                    _player(
                        "council_conquer",
                        "a province from the display or the deck",
                        refs.CONQUER,
                        "conquer",
                        table=("reveal",),
                        who=refs.PICK,
                    ),
                    _table(
                        "table_effect",
                        "the table applies a card's effect the referee cannot count",
                        refs.CARD_EFFECT,
                        "effect",
                    ),
                    _player(
                        "trim", "a province over two in a slot removed", refs.TRIM, "discard", who=refs.TRIM
                    ),
                ),
            ),
            Phase(
                "prepare",
                "The next round's preparation (seed 三 准备下一轮).",
                (
                    old_step(
                        "prepare",
                        "players",
                        "the table deals the new cards; workers may be placed or moved; then all hourglasses flip",
                        # `act` and `play` are read here to be refused with the passage that bans them
                        tuple((k, EVERY_PLAYER) for k in (*WORKER_KINDS, "act", "play"))
                        + tuple(
                            (k, TABLE)
                            for k in (
                                "achievement",
                                "provinces",
                                "rewards",
                                "reveal",
                                "start",
                                "clock",
                                "panel",
                            )
                        ),
                        refs.PREPARE,
                        who_rule=refs.PREPARE,
                    ),
                ),
            ),
        ),
        ("fourth_council",),
    )

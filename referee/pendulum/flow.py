"""The Pendulum flow table: the table's set-up, the opening placements, then four rounds of real
time (no one leads; every player declares for themselves, each with their own open action), the
Council in privilege order, and the preparation of the next round.

Each step lists the move kinds it takes and, for each, who declares it and the rules that check
and make it (an `Answer`); the core dispatches every move through this table and runs
`rules/after.py` once the move is made. A player's every answer is checked first against what
holds back any move of theirs (`timing.held_back`: done, waiting for the token, the preparation).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from referee.core.flow import (
    ACTOR,
    EVERY_PLAYER,
    TABLE,
    Answer,
    Apply,
    Check,
    Decision,
    FlowTable,
    Phase,
    Step,
)
from referee.core.violations import RuleRef, Violation
from referee.i18n import lang
from referee.pendulum import refs
from referee.pendulum.info import game_info
from referee.pendulum.rules import actions, at_once, council, effects, setup, timing, workers
from referee.pendulum.rules.after import after
from referee.pendulum.rules.one_line import OneLine, PartRules
from referee.pendulum.rules.privilege import Replay
from referee.pendulum.state import State


def held_back(check: Check) -> Check:
    """A player's answer: refused by what holds back every move of theirs, else by its own check."""

    def checked(state: State, decision: Decision, move: Any, by: str) -> list[Violation]:
        return timing.held_back(state, move.kind, by) or check(state, decision, move, by)

    return checked


Listing = Callable[[State, Decision, str], Sequence[Any]]


def _player(check: Check, apply: Apply, legal: Listing | None = None, who: str = EVERY_PLAYER) -> Answer:
    """A player's answer (each for themselves in real time, else the decision's actor)."""
    return Answer(who, held_back(check), apply, legal)


def _mine(legal: Callable[[State, str], Sequence[Any]]) -> Listing:
    """A listing of a player's moves, for the step's declarer."""
    return lambda state, decision, by: legal(state, by)


def _turn(check: Check, apply: Apply, legal: Callable[[State, str], Sequence[Any]]) -> Answer:
    """The answer of the player whose decision it is (the opening, the Council), their moves listed."""
    return _player(check, apply, _mine(legal), ACTOR)


def _declared(state: State, decision: Decision, by: str) -> Sequence[Any]:
    return setup.legal(state, decision.kind)


def _table_leads(state: State, decision: Decision) -> list[tuple[str, Sequence[Any]]]:
    """The table's timing moves (the round's start, the clock's mode, the end of a pause)."""
    return [(TABLE, timing.table_legal(state))]


def _effects_when_led(state: State, decision: Decision) -> list[tuple[str, Sequence[Any]]]:
    """The effects the table answers while it leads (the Council's); in real time the realtime
    step lists a player's open effect with the table's other moves."""
    top = state.ctx.top
    return [(TABLE, effects.legal(state))] if top is not None and top.kind == "table_effect" else []


# the answers of real time (each player for themselves) and of a player's own action
PLACE = _player(workers.check_place, workers.apply_place)
MOVE = _player(workers.check_move, workers.apply_move)
REMOVE = _player(workers.check_remove, workers.apply_remove)
ACT = _player(workers.check_act, workers.apply_act)
PLAY = _player(actions.check_play, actions.apply_play)
PAY = _player(actions.check_pay, actions.apply_pay, who=ACTOR)
TAKE = _player(actions.check_take, actions.apply_take, who=ACTOR)
# the table's answers
REVEAL = Answer(TABLE, setup.check_reveal, setup.apply_reveal)
CLOCK = Answer(TABLE, timing.check_clock, timing.apply_clock)
PANEL = Answer(TABLE, timing.check_panel, timing.apply_panel)
START = Answer(TABLE, timing.check_start, timing.apply_start)
EFFECT = Answer(TABLE, effects.check, effects.apply)
# the answers of the player whose turn it is: the opening placements, the Council in privilege order
OPENING_PLACE = _turn(workers.check_place, workers.apply_place, workers.legal)
PICK = _turn(council.check_pick, council.apply_pick, council.legal)
COUNCIL_CHOOSE = _turn(actions.check_choose, actions.apply_choose, actions.legal)
COUNCIL_CONQUER = _turn(actions.check_conquer, actions.apply_conquer, actions.legal)
DISCARD = _turn(council.check_discard, council.apply_discard, council.legal)

# the table applies a card's effect, in a player's own action (real time) or at the Council
TABLE_EFFECT = Step(
    "table_effect",
    "the table applies a card's effect the referee cannot count",
    (("effect", EFFECT),),
    refs.CARD_EFFECT,
    who_rule=refs.CARD_EFFECT,
    legal=_effects_when_led,
)


def _table(step_id: str, summary: str, rule: RuleRef, kind: str, check: Check, apply: Apply) -> Step:
    """A set-up step of the table's: the passage of what it declares also says who declares it."""
    return Step(step_id, summary, ((kind, Answer(TABLE, check, apply, _declared)),), rule, who_rule=rule)


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
                        setup.check_board,
                        setup.apply_board,
                    ),
                    _table(
                        "declare_character",
                        "each player's character, mat side and printed start",
                        refs.CHARACTER,
                        "character",
                        setup.check_character,
                        setup.apply_character,
                    ),
                    _table(
                        "declare_order",
                        "the privilege track, at random",
                        refs.PRIVILEGE_SETUP,
                        "order",
                        setup.check_order,
                        setup.apply_order,
                    ),
                    _table(
                        "declare_neutral",
                        "2 players: the four spaces the neutral workers block",
                        refs.NEUTRAL,
                        "neutral",
                        setup.check_neutral,
                        setup.apply_neutral,
                    ),
                    _table(
                        "declare_achievement",
                        "the first achievement card",
                        refs.ACHIEVEMENT_SETUP,
                        "achievement",
                        setup.check_achievement,
                        setup.apply_achievement,
                    ),
                    _table(
                        "declare_provinces",
                        "the four provinces of the display",
                        refs.PROVINCES_SETUP,
                        "provinces",
                        setup.check_provinces,
                        setup.apply_provinces,
                    ),
                    _table(
                        "declare_rewards",
                        "the five face-up council rewards",
                        refs.REWARDS_SETUP,
                        "rewards",
                        setup.check_rewards,
                        setup.apply_rewards,
                    ),
                    Step(
                        "opening",
                        "in privilege order a grande worker, then a common worker, on the bottom row",
                        (
                            (
                                "place",
                                OPENING_PLACE,
                            ),
                        ),
                        refs.OPENING,
                        who_rule=refs.OPENING_ORDER,
                    ),
                    Step(
                        "start_round",
                        "all three hourglasses flipped together",
                        (("start", START), ("clock", CLOCK), ("panel", PANEL)),
                        refs.OPENING_FLIP,
                        who_rule=refs.OPENING_FLIP,
                        legal=_table_leads,
                    ),
                ),
            ),
            Phase(
                "realtime",
                "Everyone at once (seed 三 实时行动阶段): each declaration names its player.",
                (
                    Step(
                        "realtime",
                        "place, move or remove workers, act, flip, play, claim; done once the Council is called",
                        (
                            ("place", PLACE),
                            ("move", MOVE),
                            ("remove", REMOVE),
                            ("act", ACT),
                            ("do", _one_line()),
                            ("play", PLAY),
                            ("reclaim", _player(actions.check_reclaim, actions.apply_reclaim)),
                            (
                                "claim",
                                _player(actions.check_claim, actions.apply_claim),
                            ),
                            ("flip", _player(timing.check_flip, timing.apply_flip)),
                            ("done", _player(timing.check_done, timing.apply_done)),
                            (
                                "ready",
                                _player(timing.check_ready, timing.apply_ready),
                            ),
                            ("pause", Answer(TABLE, timing.check_pause, timing.apply_pause)),
                            ("clock", CLOCK),
                            ("panel", PANEL),
                            ("privilege", _privilege()),
                            ("reveal", REVEAL),
                            ("effect", EFFECT),
                        ),
                        refs.REALTIME,
                        legal=at_once.legal,
                    ),
                    Step(
                        "paused",
                        "the hourglasses lie on their side until resumed",
                        (
                            (
                                "resume",
                                Answer(
                                    TABLE,
                                    timing.check_pause,
                                    timing.apply_resume,
                                    lambda state, decision, by: timing.table_legal(state),
                                ),
                            ),
                        ),
                        refs.PAUSE,
                        who_rule=refs.PAUSE,
                    ),
                    # a player's own action, answered by them while the others act; its moves are
                    # listed by the realtime step. A take before the payment and a second payment
                    # are read here to be refused with the passage that orders them.
                    Step(
                        "pay_cost",
                        "pay the cost of the action begun",
                        (("pay", PAY), ("take", TAKE)),
                        refs.ACT_PAY,
                    ),
                    Step(
                        "take_reward",
                        "take the reward of the action paid for",
                        (("take", TAKE), ("pay", PAY)),
                        refs.PAY_ONCE,
                    ),
                    Step(
                        "choose_track",
                        "the track of a chosen prestige",
                        (("choose", _player(actions.check_choose, actions.apply_choose, who=ACTOR)),),
                        refs.SCORING,
                    ),
                    Step(
                        "conquer_province",
                        "a province from the display or the deck",
                        (("conquer", _player(actions.check_conquer, actions.apply_conquer, who=ACTOR)),),
                        refs.CONQUER,
                    ),
                    TABLE_EFFECT,
                ),
            ),
            Phase(
                "council",
                "The Council (seed 三 议会阶段): privilege by votes, rewards in privilege order, provinces trimmed.",
                (
                    Step(
                        "council_pick",
                        "a council reward",
                        (
                            (
                                "pick",
                                PICK,
                            ),
                            ("reveal", REVEAL),
                        ),
                        refs.PICK,
                        who_rule=refs.PICK,
                    ),
                    # the picker's place bonus and the follow-ups of the reward picked: still the
                    # player whose turn it is in privilege order
                    Step(
                        "council_choose",
                        "the track of a chosen prestige",
                        (
                            (
                                "choose",
                                COUNCIL_CHOOSE,
                            ),
                            ("reveal", REVEAL),
                        ),
                        refs.PLACE_BONUS,
                        who_rule=refs.PICK,
                    ),
                    Step(
                        "council_conquer",
                        "a province from the display or the deck",
                        (
                            (
                                "conquer",
                                COUNCIL_CONQUER,
                            ),
                            ("reveal", REVEAL),
                        ),
                        refs.CONQUER,
                        who_rule=refs.PICK,
                    ),
                    TABLE_EFFECT,
                    Step(
                        "trim",
                        "a province over two in a slot removed",
                        (
                            (
                                "discard",
                                DISCARD,
                            ),
                        ),
                        refs.TRIM,
                        who_rule=refs.TRIM,
                    ),
                ),
            ),
            Phase(
                "prepare",
                "The next round's preparation (seed 三 准备下一轮).",
                (
                    Step(
                        "prepare",
                        "the table deals the new cards; workers may be placed or moved; then all hourglasses flip",
                        (
                            ("place", PLACE),
                            ("move", MOVE),
                            ("remove", REMOVE),
                            # read here to be refused with the passage that bans them
                            ("act", ACT),
                            ("do", _one_line()),
                            ("play", PLAY),
                            ("achievement", Answer(TABLE, setup.check_achievement, setup.apply_achievement)),
                            ("provinces", Answer(TABLE, setup.check_provinces, setup.apply_provinces)),
                            ("rewards", Answer(TABLE, setup.check_rewards, setup.apply_rewards)),
                            ("reveal", REVEAL),
                            ("start", START),
                            ("clock", CLOCK),
                            ("panel", PANEL),
                        ),
                        refs.PREPARE,
                        who_rule=refs.PREPARE,
                        legal=at_once.legal,
                    ),
                ),
            ),
        ),
        after=after,
    )


def _privilege() -> Answer:
    """`table: privilege NAME`: the last contested move made again by the flow table's answers."""
    replay = Replay(flow_table)
    return Answer(TABLE, replay.check, replay.apply)


def _one_line() -> Answer:
    """`do SPACE [REWARD]`: act, pay and take in one line, each part judged by the core as if declared
    apart (its own step's checks, `held_back` included), so the line is not checked twice here."""
    line = OneLine(PartRules(flow_table, lambda: game_info(lang())))
    return Answer(EVERY_PLAYER, line.check, line.apply, offered=line.offered)

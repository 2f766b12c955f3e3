"""A tiny game on the core contract, used to test the core, saves and commands without a real game.

A pile of stones is declared by the table ("pile 7"); then players take 1–3 stones in turn
("take 2"); whoever takes the last stone wins.
"""

from __future__ import annotations

import re

from referee.core import ledger
from referee.core.engine import Game
from referee.core.errors import MoveSyntaxError
from referee.core.flow import ACTOR, TABLE, Answer, Decision, FlowTable, Phase, Step, TurnContext
from referee.core.game import Effect, GameInfo, HouseRule
from referee.core.outcome import Outcome
from referee.core.record import record, replace
from referee.core.violations import RuleRef, Violation
from scorers.sheet import Row, ScoreSheet

RULE = RuleRef("looot", "回合结构", "从起始玩家开始，按顺时针方向轮流进行回合")
END = RuleRef("looot", "游戏结束条件", "游戏立即结束")


@record
class Pile:
    kind = "pile"
    size: int

    def __str__(self) -> str:
        return f"pile {self.size}"


@record
class Take:
    kind = "take"
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"


@record
class State:
    ctx: TurnContext
    players: tuple[str, ...]
    pile: int = 0
    winner: str = ""
    max_take: int = 3


def _check_pile(state, decision, move, by):
    if not 1 <= move.size <= 10:
        return [Violation("bad_pile", f"a pile has 1 to 10 stones, not {move.size}", RULE)]
    return []


def _apply_pile(state, decision, move, by, effects):
    ctx = TurnContext(
        round=1, phase="play", current=0, stack=(Decision("take", state.players[0], "take stones"),)
    )
    return replace(state, ctx=ctx, pile=move.size)


def _check_take(state, decision, move, by):
    if not 1 <= move.count <= state.pile:
        return [
            Violation("bad_take", f"{move.count} stones cannot be taken from a pile of {state.pile}", RULE)
        ]
    if move.count > state.max_take:  # apply can carry it: overridable
        return [
            Violation("over_max", f"at most {state.max_take} stones may be taken, not {move.count}", RULE)
        ]
    return []


def _apply_take(state, decision, move, by, effects):
    return replace(state, pile=state.pile - move.count)


def _after(before, state, move, by, effects):
    """The turn passes clockwise; whoever took the last stone wins."""
    if move.kind != "take":
        return state
    me = state.ctx.current
    if state.pile == 0:
        effects.append(Effect("win", f"{state.players[me]} took the last stone", END))
        return replace(state, ctx=TurnContext(state.ctx.round, "over", me, ()), winner=state.players[me])
    nxt = (me + 1) % len(state.players)
    return replace(
        state,
        ctx=TurnContext(
            state.ctx.round + 1, "play", nxt, (Decision("take", state.players[nxt], "take stones"),)
        ),
    )


FLOW = FlowTable(
    (
        Phase(
            "play",
            "",
            (
                Step(
                    "pile",
                    "the table declares the pile",
                    (
                        (
                            "pile",
                            Answer(
                                ACTOR,
                                _check_pile,
                                _apply_pile,
                                lambda s, d, by: [Pile(n) for n in range(1, 11)],
                            ),
                        ),
                    ),
                    RULE,
                ),
                Step(
                    "take",
                    "take 1 to 3 stones",
                    (
                        (
                            "take",
                            Answer(
                                ACTOR,
                                _check_take,
                                _apply_take,
                                lambda s, d, by: [Take(n) for n in range(1, min(s.max_take, s.pile) + 1)],
                            ),
                        ),
                    ),
                    RULE,
                ),
            ),
        ),
    ),
    after=_after,
)


class Stones(Game):
    """Built as a real game's `GAME = Game(...)` is, from plain functions."""

    def __init__(self) -> None:
        super().__init__(
            info=lambda lang: INFO,
            flow=lambda: FLOW,
            new_state=_new_state,
            parse=_parse,
            decisions=lambda state: state.ctx.open_decisions(),
            outcome=lambda state: Outcome("last_stone", (state.winner,)) if state.winner else None,
            players=lambda state: state.players,
            describe=lambda state: f"pile {state.pile}",
            score_sheet=_score_sheet,
            spell=lambda move, lang: str(move),
            component=lambda state, component_id: None,
            components_in_use=lambda state: [],
        )


INFO = GameInfo(
    id="stones",
    title_en="Stones",
    title_zh="石子",
    seed_file="004_475a35a4fad56de6.txt",
    player_counts=(2, 3),
    house_rules=(HouseRule("max_take", ("3", "2"), "3", "most stones per take"),),
    turn_order_rule=RULE,
    end_rule=END,
    notation=(("pile N", "the table declares the pile"), ("take N", "take N stones")),
    syntax=(("pile", "pile N"), ("take", "take N")),
    overridable=frozenset({"over_max"}),
    adjustable=("vp",),
    scoring_rule=END,
    components_rule=RULE,
)


def _new_state(players, options):
    ctx = TurnContext(stack=(Decision("pile", TABLE, "how many stones?"),))
    return State(ctx, tuple(players), max_take=int(options.get("max_take", "3")))


def _parse(text):
    m = re.fullmatch(r"\s*(pile|take)\s+([0-9]{1,3})\s*", text, re.I)
    if not m:
        raise MoveSyntaxError(text, "unknown move", "pile N | take N")
    n = int(m.group(2))
    return Pile(n) if m.group(1).lower() == "pile" else Take(n)


def _score_sheet(state):
    won = tuple(int(p == state.winner) + ledger.totals(state, "vp").get(p, 0) for p in state.players)
    return ScoreSheet(
        "stones",
        state.players,
        (Row("won", "last stone", won, tuple(str(w) for w in won)),),
        won,
        tuple(1 if w else 2 for w in won),
        (state.winner,),
        None,
        "points",
    )


GAME = Stones()

"""The Looot decision stack: the open decision, answering it, and the decisions of a new turn.

The stack is changed with `replace` rather than TurnContext.pop/push/replace_top: the same
contexts, without the extra calls, on the path every move takes.
"""

from __future__ import annotations

from functools import lru_cache, partial

from referee.core.flow import Decision, TurnContext
from referee.core.record import replace
from referee.looot.state import LoootState, TurnState

from .prompts import prompt

# The table's set-up declarations, first answered first (seed §一 初始布置): `new_state` stacks them.
SETUP_ORDER = (
    "declare_board",
    "declare_trophy_board",
    "declare_ocean_board",
    "declare_longship",
    "declare_sites",
    "declare_start",
)
TURN_ORDER = ("place_viking", "place_tiles", "end_turn")  # a turn's decisions, first answered first


def decisions(state: LoootState) -> tuple[Decision, ...]:
    """The open decision: Looot has one actor at a time (the top of the shared stack)."""
    top = decision(state)
    return (top,) if top is not None else ()


def open_decisions(state: LoootState) -> tuple[Decision, ...]:
    """The same decision without its question (what the core dispatches on at every move): the top
    of the stack as it is held, in one step (`TurnContext.open_decisions` also asks for the actors'
    own decisions, which Looot never opens)."""
    return state.ctx.stack[-1:]


def decision(state: LoootState) -> Decision | None:
    """The decision on top, its prompt built when read, in the language of that moment.

    The stack in the state holds decisions without prompts, so a position is the same whatever the
    language, and neither a replay nor a random playout builds prompts it never reads.
    """
    stack = state.ctx.stack  # = ctx.top, without the property call (this runs for every move)
    if not stack:
        return None
    top = stack[-1]
    return Decision(top.kind, top.actor, partial(prompt, state, top.kind))


def top_kind(state: LoootState) -> str:
    stack = state.ctx.stack
    return stack[-1].kind if stack else ""


def pop(state: LoootState) -> LoootState:
    """The top decision answered."""
    ctx = state.ctx
    return replace(state, ctx=replace(ctx, stack=ctx.stack[:-1]))


def push(state: LoootState, decision: Decision) -> LoootState:
    """A new decision on top."""
    ctx = state.ctx
    return replace(state, ctx=replace(ctx, stack=ctx.stack + (decision,)))


def begin_turn(state: LoootState, i: int, round_no: int) -> LoootState:
    """Player i's turn begins: a fresh turn record, and the turn's decisions replace the stack."""
    ctx = TurnContext(round=round_no, phase="turn", current=i, stack=_turn_stack(state.players[i].name))
    return replace(state, ctx=ctx, turn=_NEW_TURN)


@lru_cache(maxsize=256)
def _turn_stack(name: str) -> tuple[Decision, ...]:
    """A turn's decisions, the first on top."""
    return tuple(Decision(kind, name, "") for kind in reversed(TURN_ORDER))


_NEW_TURN = TurnState()

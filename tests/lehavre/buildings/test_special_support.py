"""Hand-built positions and a driver for the special buildings' tests (no tests here).

`position` builds a Le Havre state with the named goods and buildings; `enter` puts a player's disc
on a building and runs its handler as the engine does after the fee; `answer` answers the open
decision, asserting that the move is accepted (and, with `listed=True`, that it is a legal answer).
"""

from __future__ import annotations

from typing import Any

from referee.core.flow import TurnContext
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.record import replace
from referee.lehavre.rules import buildings as handlers
from referee.lehavre.state import LeHavreState, PlayerState

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


def player(
    name: str,
    francs: int = 0,
    buildings: tuple[str, ...] = (),
    ships: tuple[str, ...] = (),
    loans: int = 0,
    **goods: int,
) -> PlayerState:
    return PlayerState(
        name=name,
        francs=francs,
        goods=FrozenMap({g: n for g, n in goods.items() if n}),
        buildings=buildings,
        ships=ships,
        loans=loans,
    )


def position(
    *players: PlayerState,
    town: tuple[str, ...] = (),
    offers: tuple[int, ...] = (0,) * 7,
    declared: dict[str, dict[str, Any]] | None = None,
) -> LeHavreState:
    if not players:
        players = (player("Ann"), player("Bob"))
    ctx = TurnContext(round=1, phase="main")
    if declared:
        ctx = replace(ctx, declared=FrozenMap({k: FrozenMap(v) for k, v in declared.items()}))
    return LeHavreState(
        ctx=ctx,
        players=tuple(players),
        options=(("length", "long"),),
        town=town,
        offers=offers,
        order=tuple(range(len(players))),  # seat order, Ann first
    )


def usable(state: LeHavreState, seat: int, bid: str) -> list[Any]:
    h = handlers.handler(bid)
    assert h is not None and h.use is not None, bid
    return h.usable(state, seat, bid) if h.usable else []


def refused(state: LeHavreState, seat: int, bid: str) -> list[str]:
    """The codes the engine refuses `enter bid` with (its fee and, after each way of paying it, usable)."""
    from referee.lehavre.moves import Enter
    from referee.lehavre.rules.actions import check_enter

    return [v.code for v in check_enter(state, seat, Enter(bid))]


def enter(state: LeHavreState, seat: int, bid: str) -> tuple[LeHavreState, list[Effect]]:
    """The disc onto `bid` (fee taken as paid) and the handler's `use`, after asserting it is usable."""
    assert usable(state, seat, bid) == [], usable(state, seat, bid)
    p = state.players[seat]
    state = state.with_player(seat, replace(p, disc=bid))
    effects: list[Effect] = []
    h = handlers.handler(bid)
    assert h is not None and h.use is not None
    return h.use(state, seat, bid, effects), effects


def top(state: LeHavreState) -> Any:
    return state.ctx.top


def legal(state: LeHavreState) -> list[Any]:
    d = state.ctx.top
    assert d is not None
    return handlers.legal_answers(state, d)


def check(state: LeHavreState, move: Any) -> list[Any]:
    d = state.ctx.top
    assert d is not None
    answer = handlers.answering(d.kind, move.kind)
    assert answer is not None, (d.kind, move)
    return answer.check(state, d, move, d.actor)


def codes(state: LeHavreState, move: Any) -> list[str]:
    return [v.code for v in check(state, move)]


def answer(state: LeHavreState, move: Any, listed: bool = False) -> tuple[LeHavreState, list[Effect]]:
    d = state.ctx.top
    assert d is not None
    if listed:
        assert move in handlers.legal_answers(state, d), (move, handlers.legal_answers(state, d))
    assert check(state, move) == [], check(state, move)
    answer = handlers.answering(d.kind, move.kind)
    assert answer is not None
    effects: list[Effect] = []
    return answer.apply(state, d, move, d.actor, effects), effects


def every_legal_answer_is_accepted(state: LeHavreState) -> None:
    """Each listed answer of the open decision passes its check (and there is at least one)."""
    moves = legal(state)
    assert moves, top(state)
    for m in moves:
        assert check(state, m) == [], (m, check(state, m))


def run_out(state: LeHavreState, limit: int = 20) -> LeHavreState:
    """Answer the first legal move until the action's decisions are all answered."""
    for _ in range(limit):
        if state.ctx.top is None:
            return state
        state, _ = answer(state, legal(state)[0])
    raise AssertionError("the action did not finish")


def goods(state: LeHavreState, seat: int) -> dict[str, int]:
    p = state.players[seat]
    out = dict(p.goods)
    out["fr"] = p.francs
    return out

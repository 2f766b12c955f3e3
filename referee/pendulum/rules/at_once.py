"""What each declarer may declare while no one leads (seed 三 实时行动阶段, 准备下一轮): the table's
moves first, then every player who may act, each player's own list built only when it is read (a
random playout reads one player's list per move)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from referee.core.flow import TABLE, Decision
from referee.pendulum.rules import actions, effects, setup, timing, workers
from referee.pendulum.rules.position import own_open
from referee.pendulum.state import State


def legal(state: State, decision: Decision) -> list[tuple[str, Sequence[Any]]]:
    """The moves of the realtime or the preparation step, by declarer, the table's first."""
    prepare = state.ctx.phase == "prepare"
    out: list[tuple[str, Sequence[Any]]] = []
    for p in state.players:
        name = p.name
        mine: Sequence[Any]
        if prepare:
            if not workers.may_move(state, name):
                continue
            mine = Listed(partial(workers.legal, state, name))
        elif p.done:
            continue
        elif own_open(state, name) is not None:
            mine = actions.legal(state, name)  # nothing while the table applies a card's effect
            if not mine:
                continue
        elif name in state.ready and not state.council_called:
            mine = timing.legal(state, name)  # flips once everyone is ready, else nothing
        else:  # never empty (a flip or `done`): listed only when someone reads it
            mine = Listed(partial(_realtime_moves, state, name))
        if mine:
            out.append((name, mine))
    table = effects.legal(state) + timing.table_legal(state)
    if prepare:
        table = setup.legal(state, "prepare") + table
    if table:  # the table first: no one leads, and its moves are nobody else's
        out.insert(0, (TABLE, table))
    return out


def _realtime_moves(state: State, name: str) -> list[Any]:
    return timing.legal(state, name) + actions.legal(state, name) + workers.legal(state, name)


class Listed(Sequence[Any]):
    """A player's legal moves, built the first time they are read: in real time everyone may act,
    and a random playout reads one player's list per move."""

    __slots__ = ("_build", "_moves")

    def __init__(self, build: Callable[[], list[Any]]) -> None:
        self._build = build
        self._moves: list[Any] | None = None

    def _list(self) -> list[Any]:
        if self._moves is None:
            self._moves = self._build()
        return self._moves

    def __len__(self) -> int:
        return len(self._list())

    def __bool__(self) -> bool:
        return True  # only a list known not to be empty is made lazy

    def __getitem__(self, i: Any) -> Any:
        return self._list()[i]

    def __iter__(self) -> Any:
        return iter(self._list())

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, Sequence) else NotImplemented

    def __repr__(self) -> str:
        return repr(self._list())

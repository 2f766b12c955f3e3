"""Hand-built Le Havre positions and a way to play declared moves on them.

`position(...)` is a new game at the first main action (the chit declared), with any player's
francs, goods, loans, buildings, ships and disc set by hand, and town/stacks/offers overridden:
the position a rule is tested in. `play(state, "Ann: enter 05", ...)` declares moves through the
core's checked entry point; `refused(state, text)` gives the violation codes of a refused move.
"""

from __future__ import annotations

from typing import Any

from referee.core.errors import IllegalMove
from referee.core.frozen import FrozenMap
from referee.core.game import check, parse_declaration, play
from referee.core.record import replace
from referee.lehavre import GAME
from referee.lehavre.state import LeHavreState

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


def new(players: int = 2, length: str = "long") -> LeHavreState:
    return GAME.new_state(list(NAMES[:players]), {"length": length})


def started(players: int = 2, length: str = "long") -> LeHavreState:
    """A new game with the turn order declared as the players are named (Ann first)."""
    state, _ = run(new(players, length), "table: order " + ", ".join(NAMES[:players]))
    return state


def position(players: int = 2, length: str = "long", chit: str = "3", **changes: Any) -> LeHavreState:
    """A new game past the first chit, with `Ann={...}` style changes to players and the state."""
    state, _ = run(started(players, length), f"table: chit {chit}")
    seats = list(state.players)
    for i, name in enumerate(NAMES[:players]):
        got = changes.pop(name, None)
        if got:
            if "goods" in got:
                got = {**got, "goods": FrozenMap({g: n for g, n in got["goods"].items() if n})}
            seats[i] = replace(seats[i], **got)
    return replace(state, players=tuple(seats), **changes)


def run(state: LeHavreState, *texts: str) -> tuple[LeHavreState, list[str]]:
    """Play declarations in order; returns the state and the codes of every effect announced."""
    codes: list[str] = []
    for text in texts:
        t = play(GAME, state, parse_declaration(GAME, state, text))
        state = t.state
        codes += [e.code for e in t.effects]
    return state, codes


def refused(state: LeHavreState, text: str) -> list[str]:
    return sorted(v.code for v in check(GAME, state, parse_declaration(GAME, state, text)))


def messages(state: LeHavreState, text: str) -> list[str]:
    try:
        play(GAME, state, parse_declaration(GAME, state, text))
    except IllegalMove as exc:
        return [v.message for v in exc.violations]
    return []


def player(state: LeHavreState, name: str) -> Any:
    return state.player(name)


def goods(state: LeHavreState, name: str) -> dict[str, int]:
    return dict(state.player(name).goods)


def top(state: LeHavreState) -> str:
    d = state.ctx.top
    return f"{d.kind}:{d.actor}" if d else ""


def with_town(bid: str, players: int = 2, length: str = "long", **changes: Any) -> LeHavreState:
    """A position where building `bid` is a town building (taken out of the stacks)."""
    state = position(players, length, **changes)
    stacks = tuple(tuple(b for b in s if b != bid) for s in state.stacks)
    town = state.town if bid in state.town else (*state.town, bid)
    return replace(state, town=town, stacks=stacks)


def last_turn(players: int = 2, length: str = "long", round: int = 1, **changes: Any) -> LeHavreState:
    """The 7th turn of `round`, at its main action (every chit turned); `changes` as in `position`."""
    state = position(players, length, **changes)
    turn_no = 7 * round
    seat = (turn_no - 1) % players
    main = replace(state.ctx.stack[-1], actor=NAMES[seat])
    ctx = replace(state.ctx, round=round, current=seat, stack=(main,))
    return replace(state, turn_no=turn_no, chits=("3", "1", "2", "4", "5", "6", "7"), ctx=ctx)

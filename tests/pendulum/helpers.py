"""A Pendulum table for the tests: the set-up declared as a real table would, then moves by text."""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.errors import IllegalMove
from referee.core.game import parse_declaration, play
from referee.pendulum import GAME
from referee.pendulum.state import State

NAMES = ("Ann", "Bob", "Cid")


def setup_lines(names: Sequence[str] = NAMES) -> list[str]:
    lines = ["table: board 4 4 5"]
    lines += [
        f"table: character {n} Mat{i} basic start 3/4/5 parchment 5/5/5 end 7/7/7"
        for i, n in enumerate(names, 1)
    ]
    lines.append("table: order " + " ".join(names))
    if len(names) == 2:
        lines.append("table: neutral green-top-4 green-bottom-4 purple-top-4 purple-bottom-4")
    lines += ["table: achievement A1", "table: provinces P1 P2 P3 P4", "table: rewards C1 C2 C3 C4 C5"]
    return lines


def opening_lines(names: Sequence[str] = NAMES) -> list[str]:
    """Each player's grande on black, then the common on green, bottom row; then all three flip."""
    lines = [f"{n}: place grande black-bottom-{i}" for i, n in enumerate(names, 1)]
    lines += [f"{n}: place common green-bottom-{i}" for i, n in enumerate(names, 1)]
    return [*lines, "table: start @0"]


def run(state: State, *lines: str) -> State:
    for line in lines:
        state = play(GAME, state, parse_declaration(GAME, state, line)).state
    return state


def started(names: Sequence[str] = NAMES, **options: str) -> State:
    """Round 1 running at game time 0: the opening placements made, all three hourglasses on the bottom row."""
    state = GAME.new_state(list(names), options)
    return run(state, *setup_lines(names), *opening_lines(names))


def codes(state: State, line: str) -> list[str]:
    """The violation codes of a declaration (empty: it is legal)."""
    try:
        play(GAME, state, parse_declaration(GAME, state, line))
    except IllegalMove as refused:
        return [v.code for v in refused.violations]
    return []


def refused(state: State, line: str) -> IllegalMove:
    try:
        play(GAME, state, parse_declaration(GAME, state, line))
    except IllegalMove as e:
        return e
    raise AssertionError(f"{line!r} was accepted")


def flipped(state: State, *zones: str, by: str = "Ann") -> State:
    """Each zone's hourglass flipped in turn as soon as it is empty (the timed clock)."""
    from referee.pendulum import clock

    for zone in zones:
        state = run(state, f"{by}: flip {zone} @{clock.show(clock.due(state, zone))}")
    return state

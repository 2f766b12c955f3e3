"""Positions for the Guilds tests, reached through `play` from declarations as a table types them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from referee.core.game import Effect, check, parse_declaration, play
from referee.core.record import replace
from referee.guilds import GAME
from referee.guilds.rules.turn import draw_due

NAMES = ("Ann", "Bob", "Cid", "Dee")

# a small city: (tile, position, printed values); no real tile's values (none is public)
CITY = (
    ("T1", "A1", "suits=anchor threshold=3 first=4 second=2"),
    ("T2", "A2", "suits=crown+cross threshold=2 first=3 second=1"),
    ("T3", "B1", "suits=sickle threshold=4 first=5 second=2"),
    ("UNI", "B2", "suits=compass+anchor+cross+crown threshold=3 first=2 second=1"),
)


def run(state: Any, *lines: str) -> tuple[Any, list[Effect]]:
    """Play each line (`Ann: play C1`, `table: tile T1 at A1`); every one must be legal."""
    effects: list[Effect] = []
    for line in lines:
        decl = parse_declaration(GAME, state, line)
        transition = play(GAME, state, decl)
        state = transition.state
        effects.extend(transition.effects)
    return state, effects


def codes(state: Any, line: str) -> list[str]:
    """The violation codes of one declaration (empty when it is legal)."""
    return [v.code for v in check(GAME, state, parse_declaration(GAME, state, line))]


def city_lines(city: Iterable[tuple[str, str, str]] = CITY, facedown: Iterable[str] = ("C1",)) -> list[str]:
    lines = []
    for tile, pos, values in city:
        lines += [f"table: tile {tile} at {pos}", f"table: declare {tile} {values}"]
    lines += [f"table: facedown {pos}" for pos in facedown]
    return [*lines, "table: done"]


def started(
    n: int = 3, options: dict[str, str] | None = None, hall: int = 2, start: str = "Ann", **kw: Any
) -> Any:
    """A game in round 1, the city of `CITY` laid, `hall` liverymen in each hall, `start` first."""
    state = GAME.new_state(list(NAMES[:n]), options or {})
    state, _ = run(state, *city_lines(**kw), f"table: hall {hall}", f"table: start {start}")
    return state


def card(state: Any, who: str, card_id: str, values: str | None = None) -> Any:
    """`who` plays `card_id` (declared with `values` the first time)."""
    state, _ = run(state, f"{who}: play {card_id}")
    if values is not None:
        state, _ = run(state, f"table: declare {card_id} {values}")
    return state


def placed(state: Any, pos: str, pieces: tuple[int, ...], neutral: int = 0, master: int = -1) -> Any:
    """The position with those pieces on the tile at `pos` (taken from the halls, so pieces stay conserved)."""
    hall = tuple(h - n - (p == master) for p, (h, n) in enumerate(zip(state.hall, pieces, strict=True)))
    city = tuple(
        replace(s, pieces=tuple(pieces), neutral=neutral, master=master) if s.pos == pos else s
        for s in state.city
    )
    return replace(state, city=city, hall=hall, neutral=state.neutral - neutral)


def top(state: Any) -> Any:
    return GAME.decision(state)


def end_turn(state: Any) -> Any:
    """The player whose turn it is ends it: the due draw (or `done` in the last round), then the discard."""
    d = top(state)
    if d.kind == "reshuffle":
        state, _ = run(state, "table: reshuffle")
        d = top(state)
    assert d.kind == "turn", d.kind
    if state.ctx.round == state.last_round:
        state, _ = run(state, f"{d.actor}: done")
    else:
        state, _ = run(state, f"{d.actor}: draw {draw_due(state)}")
    d = top(state)
    if d is not None and d.kind == "discard":
        state, _ = run(state, f"{d.actor}: discard {d.data['count']}")
    return state


def pass_round(state: Any) -> Any:
    """Every remaining turn of the round ends at once (negotiations and growth left to the test)."""
    number = state.ctx.round
    while top(state) is not None and top(state).kind in ("turn", "reshuffle") and state.ctx.round == number:
        state = end_turn(state)
    return state

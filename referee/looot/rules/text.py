"""The words several Looot roles share: violations, deferred effect messages, tiles and longships named.

Every word comes from the message catalogs (keys `looot.*`) through `words.msg`.
A violation's message is built when the violation is found, an effect's when it is read
(core/text.py): a legal move builds no message and a random playout reads none.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from referee.core.violations import RuleRef, Violation
from referee.looot import words
from referee.looot.catalog import TILE_KINDS
from referee.looot.state import LoootState
from referee.looot.words import msg


def violation(code: str, rule: RuleRef, *facts: str, key: str = "", **params: object) -> Violation:
    """A violation whose message is `looot.violation.<key or code>` in the user's language.

    Called only once a violation is found, so a legal move never builds a message.
    """
    return Violation(code, msg(f"looot.violation.{key or code}", **params), rule, tuple(facts))


def later(key: str, /, **params: object) -> Callable[[], str]:
    """An effect's message, built when it is read: a random playout reads none (core.game.Effect)."""
    return partial(msg, key, **params)


def hex_text(x: int, y: int) -> str:
    return f"({x},{y})"


def kinds(pending: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """The kinds of the gained tiles, without the building spaces they came from."""
    return tuple([k for k, _ in pending])


def tiles_text(tile_kinds: tuple[str, ...]) -> str:
    """So many tiles of each kind, in score-pad order: "2 wood, 1 house tile"."""
    counts = [(k, tile_kinds.count(k)) for k in TILE_KINDS]
    return words.join(words.count(n, k) for k, n in counts if n)


def pending_text(pending: tuple[tuple[str, int], ...]) -> str:
    return tiles_text(kinds(pending))


def where_longship(state: LoootState, lid: str) -> str:
    """Where a longship is now (the bag, an ocean space, a fjord), for a refusal that names it."""
    if lid in state.bag:
        return msg("looot.where.bag")
    if lid in state.ocean:
        x, y = state.geo.hexes[state.geo.water[state.ocean.index(lid)]]
        return msg("looot.where.ocean", x=x, y=y)
    for p in state.players:
        if lid in p.fjord:
            return msg("looot.where.fjord", name=p.name)
    return msg("looot.where.nowhere")


def ocean_text(state: LoootState) -> str:
    """The longship on each ocean space: "(-4,0) Castle31, (-4,1) empty"."""
    if not state.ocean:
        return msg("looot.describe.no_ocean")
    g = state.geo
    parts = []
    for i, lid in enumerate(state.ocean):
        x, y = g.hexes[g.water[i]]
        parts.append(f"({x},{y}) {lid or msg('looot.describe.empty')}")
    return words.join(parts)

"""Small operations every rule module shares: reading a player's goods and francs, violations, effects.

A rule never edits what a player holds itself: accounts.py moves goods and francs (and records
each movement when a test watches). `violation` and
`effect` build the records with their seed passage (refs.py) and the message key under
`lehavre.`; an effect's text is filled only when read (words.later).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from referee.core.game import Effect
from referee.core.violations import RuleRef, Violation

from .. import goods
from ..catalog import ENERGY, FRANC, chit_names
from ..state import LeHavreState
from ..words import msg

_GOODS_PARAMS = ("goods", "wanted", "cost", "paid_goods", "have_goods", "pawned")
_GOOD_PARAMS = ("good", "input", "output", "target", "space")


def words_for(params: dict[str, Any]) -> dict[str, Any]:
    """Parameters in the user's language: goods lists and goods named, ship types."""
    from .. import words

    out = dict(params)
    for k in _GOODS_PARAMS:
        v = out.get(k)
        if isinstance(v, Mapping):  # an effect's goods, put in words only if it is read
            out[k] = words.goods(v)
        elif isinstance(v, str):
            got = goods.parse_goods(v)
            if got is not None and got != goods.ALL:
                out[k] = words.goods(got)  # type: ignore[arg-type]
    for k in _GOOD_PARAMS:
        v = out.get(k)
        if isinstance(v, str) and v in goods.ORDER:
            out[k] = words.good(v)
    if isinstance(out.get("type"), str):
        out["type"] = msg(f"ship_type.{out['type']}")
    if isinstance(out.get("chit"), str) and out["chit"] in chit_names().values():  # its goods, in words
        out["chit"] = "+".join(words.good(goods.WORDS[w]) for w in out["chit"].split())
    return out


_QUIET = [False]  # set while legal_moves only asks *whether* a building may be entered


def violation(code: str, rule: RuleRef, key: str = "", **params: Any) -> Violation:
    if _QUIET[0]:
        return Violation(code, "", rule)  # no message: nobody reads it
    return Violation(code, msg(f"violation.{key or code}", **words_for(params)), rule)


def quiet(fn: Any, *args: Any) -> Any:
    """`fn(*args)` with violations built without their messages (a yes/no question)."""
    _QUIET[0] = True
    try:
        return fn(*args)
    finally:
        _QUIET[0] = False


def _effect_text(key: str, params: dict[str, Any]) -> str:
    return msg(key, **words_for(params))


def effect(code: str, rule: RuleRef, key: str = "", **params: Any) -> Effect:
    return Effect(code, partial(_effect_text, f"effect.{key or code}", params), rule)


_HELD: dict[int, tuple[Any, dict[str, int]]] = {}


def holdings(state: LeHavreState, seat: int) -> dict[str, int]:
    """A player's goods with their francs under `fr` (read-only: shared while the player is unchanged)."""
    p = state.players[seat]
    got = _HELD.get(seat)
    if got is not None and got[0] is p:
        return got[1]
    out = dict(p.goods)
    if p.francs > 0:
        out[FRANC] = p.francs
    _HELD[seat] = (p, out)
    return out


def missing_goods(state: LeHavreState, seat: int, items: Mapping[str, int], rule: RuleRef) -> list[Violation]:
    """`goods_missing` when the player lacks some of `items`, naming what they have of each."""
    short = goods.lacking(holdings(state, seat), items)
    if not short:
        return []
    have = {g: holdings(state, seat).get(g, 0) for g in short}
    p = state.players[seat]
    return [violation("goods_missing", rule, player=p.name, wanted=_w(items), have=_w(have, zero=True))]


def _w(items: Mapping[str, int], zero: bool = False) -> str:
    from ..words import good
    from ..words import goods as goods_words

    if zero:
        return ", ".join(f"{n} {good(g)}" for g, n in items.items())
    return goods_words(items)


def energy_text(state: LeHavreState, seat: int) -> str:
    """`1 wood (1) + 0 charcoal + 0 coal + 0 coke`: what a player can burn, for the energy messages."""
    from ..words import good

    p = state.players[seat]
    parts = []
    for g in ENERGY:
        n = p.has(g)
        parts.append(f"{n} {good(g)}" + (f" ({n * ENERGY[g]})" if n else ""))
    return " + ".join(parts)


def energy_of(state: LeHavreState, seat: int) -> int:
    p = state.players[seat]
    return sum(p.has(g) * v for g, v in ENERGY.items())

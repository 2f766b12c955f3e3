"""The question each Looot decision asks, in the language of the moment it is read, with the
notation a table of that language types (`放置 X,Y` in Chinese).

Prompts are built only when read (`stack.decision` defers them): a replay or a random playout asks
nothing. The ones a game asks over and over are cached per language and per what they show.
"""

from __future__ import annotations

from functools import cache, lru_cache

from referee.i18n import lang
from referee.looot import words
from referee.looot.moves import NOTATION, prompt_syntax
from referee.looot.state import LoootState
from referee.looot.words import msg

from .position import current_player, stacks_to_name
from .text import hex_text, kinds, tiles_text


def _syntax(kind: str) -> str:
    """A kind's syntax as the table reads it in the language of the messages (`放置 X,Y` in Chinese)."""
    return NOTATION[kind].syntax_in(lang())


def prompt(state: LoootState, kind: str) -> str:
    """The question of the decision `kind` (a step id of the flow table) in this position."""
    if kind == "place_viking":
        return _place_prompt(lang(), bool(state.turn.placed), state.turn.shields_now)
    if kind == "place_tiles":
        return _tiles_prompt(lang(), kinds(state.turn.pending)) + _stacks_clause(state)
    if kind == "end_turn":
        return _end_turn_prompt(lang())
    if kind == "refill":
        space = state.turn.longship_from
        return _refill_prompt(lang(), *state.geo.hexes[state.geo.water[space]])
    n = len(state.players)
    if kind == "declare_board":
        k = len(state.boards) + 1
        if k == 1:
            return msg("looot.prompt.board_first", n=n, syntax=prompt_syntax(lang())[0])
        return msg("looot.prompt.board", k=k, n=n, syntax=_syntax("board"))
    if kind == "declare_trophy_board":
        return msg("looot.prompt.trophy_board", syntax=_syntax("trophies"))
    if kind == "declare_ocean_board":
        return msg("looot.prompt.ocean_board", syntax=_syntax("ocean"))
    if kind == "declare_longship":
        space = state.ocean.index("") if "" in state.ocean else 0
        x, y = state.geo.hexes[state.geo.water[space]] if state.layout_complete else (0, 0)
        return msg("looot.prompt.longship", i=space + 1, x=x, y=y, syntax=prompt_syntax(lang())[1])
    if kind == "declare_sites":
        todo = [p.name for p in state.players if not p.sites]
        return msg("looot.prompt.sites", names=words.join(todo), syntax=_syntax("sites"))
    if kind == "declare_start":
        return msg("looot.prompt.start", syntax=_syntax("start"))
    return kind


@lru_cache(maxsize=256)
def _place_prompt(language: str, second: bool, shields: tuple[str, ...]) -> str:
    flipped = (
        msg("looot.prompt.flipped", shields=words.join(map(words.shield_name, shields))) if shields else ""
    )
    key = "looot.prompt.place_second" if second else "looot.prompt.place"
    return msg(key, syntax=_syntax("place"), flipped=flipped)


@lru_cache(maxsize=256)
def _tiles_prompt(language: str, tile_kinds: tuple[str, ...]) -> str:
    """Cached by the kinds the prompt shows: the building spaces in `pending` vary far more."""
    return msg("looot.prompt.tiles", pending=tiles_text(tile_kinds), syntax=prompt_syntax(language)[2])


def _stacks_clause(state: LoootState) -> str:
    """When the player must choose which stack's tile to keep, the stacks to choose between."""
    named = stacks_to_name(state)
    if not named:
        return ""
    g = state.geo
    stacks = words.join(
        (
            msg(
                "looot.tile_stack.stacks_of",
                kind=words.kind(kind),
                hexes=words.join(hex_text(*g.hexes[g.buildings[slot]]) for slot in slots),
            )
            for kind, slots in named.items()
        ),
        "; ",
    )
    free = current_player(state).fjord.count("")
    return msg("looot.tile_stack.choose", free=free, stacks=stacks)


@cache
def _end_turn_prompt(language: str) -> str:
    return msg("looot.prompt.end_turn", **{"pass": NOTATION["pass"].keyword_in(language) or "pass"})


@lru_cache(maxsize=64)
def _refill_prompt(language: str, x: int, y: int) -> str:
    return msg("looot.prompt.refill", x=x, y=y, syntax=prompt_syntax(language)[1])

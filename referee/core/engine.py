"""`Engine`: a game package's rule functions behind the `GameRules` protocol, built the same way for
every game.

Each package used to write its own class of `staticmethod` lines, identical but for the names.
Here the functions are stored as instance attributes: a function found on the instance is not
bound, so a call goes straight to the game's function with no forwarding frame (a random playout
makes hundreds of calls per game). `info` is built in the process language at each read (the game
caches it per language); `flow` is the game's flow table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from referee.core.flow import FlowTable
from referee.core.game import GameInfo
from referee.core.notation import Notation
from referee.core.options import HouseRule
from referee.core.record import replace
from referee.i18n import lang, t

# What `GameRules` requires besides `info` and `flow` (referee/core/game.py).
REQUIRED = (
    "new_state",
    "parse",
    "decisions",
    "legal_moves",
    "validate",
    "apply",
    "outcome",
    "players",
    "describe",
    "score_sheet",
    "component",
    "components_in_use",
    "spell",
)


def describe_game(
    game_id: str, notation: Notation, house_rules: Sequence[HouseRule], **fields: Any
) -> GameInfo:
    """A game's `GameInfo` in the current language: the parts every game derives the same way (its
    notation's rows and syntax, each house rule's summary from `<game>.house_rule.<name>`) filled
    in; `fields` are the game's own (titles, player counts, cited rules …)."""
    return GameInfo(
        id=game_id,
        house_rules=tuple(replace(h, summary=t(f"{game_id}.house_rule.{h.name}")) for h in house_rules),
        notation=notation.rows(),
        notation_zh=notation.rows_in("zh"),
        syntax=tuple(notation.syntax.items()),
        **fields,
    )


class Engine:
    """A game's rules: `Engine(info=game_info, flow=flow_table, new_state=..., ...)`.

    Optional hooks a game may add by name (the core looks for them with `getattr`): `decision`,
    `check_declared`. A missing required function is a programming error, raised at import.
    """

    def __init__(
        self,
        *,
        info: Callable[[str], GameInfo],
        flow: Callable[[], FlowTable],
        **functions: Callable[..., Any],
    ):
        missing = [name for name in REQUIRED if name not in functions]
        if missing:
            raise TypeError(f"an engine needs {', '.join(missing)}")
        self._info = info
        self._flow = flow
        vars(self).update(functions)

    @property
    def info(self) -> GameInfo:
        return self._info(lang())

    @property
    def flow(self) -> FlowTable:
        return self._flow()

    def __getattr__(self, name: str) -> Any:  # only reached for names not set: typed for mypy
        raise AttributeError(name)

"""What a game package declares once, in its `__init__`: read by the registry, `referee games` and
`--help` without importing the engine, and by the engine's `GameInfo`.

A game is one package `referee/<game>/` whose pieces have the same names in every game: the
engine (`engine.py`, giving `GAME` and `game_info`), its messages (`messages.<lang>.toml`), the score
sheet (`score_sheet.py` and `score_sheet.messages.<lang>.toml`), the reference texts
(`glossary.toml`, `summaries.toml`), the rulings (`rulings.md`, `rulings.zh.md`) and the move
notation (`notation.md`, its tables generated from moves.py).
`PIECES` names the files; the shared code finds each through the package, never by the game's id.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from referee.core.record import record

ENGINE = "engine"  # the module of the package that builds `GAME`
ENGINE_NAMES = ("GAME", "game_info")  # what the package gives from it, loaded when first asked for
SCORE_SHEET = "score_sheet"  # the module whose `SHEET` scores the game (scorers/sheet.py's SheetSpec)
PANEL = "panel"  # the module whose `panel_for(session)` draws a live panel at the prompt
# the module whose `dump(state)` and `load(doc, players)` write and read the game's position files
# (core/position_file.py); a game without it has none
POSITION_FILE = "position_file"
PIECES = (
    "engine.py",
    "messages.en.toml",
    "messages.zh.toml",
    "score_sheet.py",
    "score_sheet.messages.en.toml",
    "score_sheet.messages.zh.toml",
    "glossary.toml",
    "summaries.toml",
    "rulings.md",
    "rulings.zh.md",
    "notation.md",
)


@record
class Declared:
    """A game's id, titles, seed file and player counts, said once for the whole program."""

    id: str
    title_en: str
    title_zh: str
    seed_file: str  # the rule text in seeds/
    player_counts: tuple[int, ...]
    live_panel: bool = False  # the prompt shows the package's `panel` (Pendulum's hourglasses)
    # the game's id on BoardGameGeek, read from a page linking its BGG page (docs/bgstats.md); 0 when
    # none was found: never guessed (BG Stats' play link then matches the game by its name)
    bgg_id: int = 0
    # the old reading of each rule whose default changed with save schema 3, as the house rule (name,
    # value) that keeps it for a game begun before (saves/migrations.py)
    readings_before_schema_3: tuple[tuple[str, str], ...] = ()
    # the same for save schema 4 (issue 25: a Guilds swap ends the negotiator's chance)
    readings_before_schema_4: tuple[tuple[str, str], ...] = ()


def engine_getattr(package: str) -> Callable[[str], Any]:
    """A game package's `__getattr__`: `GAME` and `game_info` from its engine module, imported when
    first asked for, so that importing the package for its declaration stays cheap."""

    def attribute(name: str) -> Any:
        if name not in ENGINE_NAMES:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(f"{package}.{ENGINE}"), name)

    return attribute

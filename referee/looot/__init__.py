"""Looot (峡湾领主): the rules engine for seed 004 with the published game's refinements.

The game, declared once: the registry, `referee games` and `--help` read `DECLARED` without loading
the engine; `GAME` and `game_info` come from engine.py when first asked for. The package's pieces
(score sheet, messages, glossary, summaries, rulings) have the same names in every game
(referee/core/declared.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.core.declared import Declared, engine_attribute

if TYPE_CHECKING:
    from referee.looot.engine import GAME, game_info

DECLARED = Declared(
    id="looot",
    title_en="Looot",
    title_zh="峡湾领主",
    seed_file="004_475a35a4fad56de6.txt",
    player_counts=(2, 3, 4),
)


def __getattr__(name: str) -> Any:
    return engine_attribute(__name__, name)


__all__ = ["DECLARED", "GAME", "game_info"]

"""Le Havre (港都情浓): the rules engine for seed 001 with the published game's refinements.

The game, declared once: the registry, `referee games` and `--help` read `DECLARED` without loading
the engine; `GAME` and `game_info` come from engine.py when first asked for. The package's pieces
(score sheet, messages, glossary, summaries, rulings) have the same names in every game
(referee/core/declared.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.core.declared import Declared, engine_attribute

if TYPE_CHECKING:
    from referee.lehavre.engine import GAME, game_info

DECLARED = Declared(
    id="lehavre",
    title_en="Le Havre",
    title_zh="港都情浓",
    seed_file="001_42b355fda81463c4.txt",
    player_counts=(1, 2, 3, 4, 5),
)


def __getattr__(name: str) -> Any:
    return engine_attribute(__name__, name)


__all__ = ["DECLARED", "GAME", "game_info"]

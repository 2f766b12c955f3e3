"""Le Havre (港都情浓): the rules engine for seed 001 with the published game's refinements.

Declared once here, cheap to import (referee/core/declared.py: what it declares, the pieces beside it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.declared import Declared, engine_getattr

if TYPE_CHECKING:
    from referee.lehavre.engine import GAME, game_info

DECLARED = Declared(
    id="lehavre",
    title_en="Le Havre",
    title_zh="港都情浓",
    seed_file="001_42b355fda81463c4.txt",
    player_counts=(1, 2, 3, 4, 5),
    bgg_id=35677,  # boardgamegeek.com/boardgame/35677/le-havre, linked by several public game lists
)

__getattr__ = engine_getattr(__name__)  # GAME and game_info: the engine, loaded when first asked for

__all__ = ["DECLARED", "GAME", "game_info"]

"""Looot (峡湾领主): the rules engine for seed 004 with the published game's refinements.

Declared once here, cheap to import (referee/core/declared.py: what it declares, the pieces beside it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.declared import Declared, engine_getattr

if TYPE_CHECKING:
    from referee.looot.engine import GAME, game_info

DECLARED = Declared(
    id="looot",
    title_en="Looot",
    title_zh="峡湾领主",
    seed_file="004_475a35a4fad56de6.txt",
    player_counts=(2, 3, 4),
    bgg_id=410991,  # boardgamegeek.com/boardgame/410991/looot, linked by booyakajuice.com/products/looot
)

__getattr__ = engine_getattr(__name__)  # GAME and game_info: the engine, loaded when first asked for

__all__ = ["DECLARED", "GAME", "game_info"]

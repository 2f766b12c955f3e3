"""Pendulum (钟摆帝国): the real-time referee for seed 003, with live hourglasses and the Council.

Declared once here, cheap to import (referee/core/declared.py: what it declares, the pieces beside it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.declared import Declared, engine_getattr

if TYPE_CHECKING:
    from referee.pendulum.engine import GAME, game_info

DECLARED = Declared(
    id="pendulum",
    title_en="Pendulum",
    title_zh="钟摆帝国",
    seed_file="003_a70d93b6a6ab2520.txt",
    player_counts=(2, 3, 4, 5),
    # bgg_id: no page linking Pendulum's BGG page was found (docs/bgstats.md): left 0, never guessed
    live_panel=True,  # panel.py: the hourglasses at the prompt
    # issue 22's readings (rulings.md), kept for a save begun before them
    readings_before_schema_3=(("general_reward", "extra"), ("fifth_worker", "void")),
)

__getattr__ = engine_getattr(__name__)  # GAME and game_info: the engine, loaded when first asked for

__all__ = ["DECLARED", "GAME", "game_info"]

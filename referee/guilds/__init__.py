"""Guilds of London (伦敦公会): the rules engine for seed 000, 2-4 players.

Declared once here, cheap to import (referee/core/declared.py: what it declares, the pieces beside it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.declared import Declared, engine_getattr

if TYPE_CHECKING:
    from referee.guilds.engine import GAME, game_info

DECLARED = Declared(
    id="guilds",
    title_en="Guilds of London",
    title_zh="伦敦公会",
    seed_file="000_825e9906aa22c0d3.txt",
    player_counts=(2, 3, 4),
    bgg_id=134157,  # boardgamegeek.com/boardgame/134157/guilds-london, linked by a public game survey
    # issue 22's readings (rulings.md), kept for a save begun before them
    readings_before_schema_3=(("moved_master", "becomes_liveryman"), ("end_2p", "track_only")),
    readings_before_schema_4=(("negotiation", "swap_then_pass"),),  # issue 25: the swap ends it
)

__getattr__ = engine_getattr(__name__)  # GAME and game_info: the engine, loaded when first asked for

__all__ = ["DECLARED", "GAME", "game_info"]

"""Guilds of London (伦敦公会): the rules engine for seed 000, 2-4 players.

The game, declared once: the registry, `referee games` and `--help` read `DECLARED` without loading
the engine; `GAME` and `game_info` come from engine.py when first asked for. The package's pieces
(score sheet, messages, glossary, summaries, rulings) have the same names in every game
(referee/core/declared.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.core.declared import Declared, engine_attribute

if TYPE_CHECKING:
    from referee.guilds.engine import GAME, game_info

DECLARED = Declared(
    id="guilds",
    title_en="Guilds of London",
    title_zh="伦敦公会",
    seed_file="000_825e9906aa22c0d3.txt",
    player_counts=(2, 3, 4),
    # issue 22's readings (rulings.md), kept for a save begun before them
    readings_before_schema_3=(("moved_master", "becomes_liveryman"), ("end_2p", "track_only")),
)


def __getattr__(name: str) -> Any:
    return engine_attribute(__name__, name)


__all__ = ["DECLARED", "GAME", "game_info"]

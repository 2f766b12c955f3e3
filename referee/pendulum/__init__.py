"""Pendulum (钟摆帝国): the real-time referee for seed 003, with live hourglasses and the Council.

The game, declared once: the registry, `referee games` and `--help` read `DECLARED` without loading
the engine; `GAME` and `game_info` come from engine.py when first asked for. The package's pieces
(score sheet, messages, glossary, summaries, rulings) have the same names in every game
(referee/core/declared.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from referee.core.declared import Declared, engine_attribute

if TYPE_CHECKING:
    from referee.pendulum.engine import GAME, game_info

DECLARED = Declared(
    id="pendulum",
    title_en="Pendulum",
    title_zh="钟摆帝国",
    seed_file="003_a70d93b6a6ab2520.txt",
    player_counts=(2, 3, 4, 5),
    live_panel=True,  # panel.py: the hourglasses at the prompt
    # issue 22's readings (rulings.md), kept for a save begun before them
    readings_before_schema_3=(("general_reward", "extra"), ("fifth_worker", "void")),
)


def __getattr__(name: str) -> Any:
    return engine_attribute(__name__, name)


__all__ = ["DECLARED", "GAME", "game_info"]

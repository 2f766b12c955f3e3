"""A live panel at the prompt, for a game whose package declares one (`DECLARED.live_panel`: its
`panel.py`, e.g. Pendulum's hourglasses): the move line redraws its lines every `interval` seconds
and lets it fill in what a typed move needs (the game time).

Nothing here knows a game: the panel is the package's, found through the registry.
"""

from __future__ import annotations

import importlib
from typing import Any

from referee.core.declared import PANEL

TIME_SCALE = 1.0  # game seconds per wall-clock second; `referee play --time-scale X` sets it


def panel_for(session: Any) -> Any | None:
    """The live panel of the session's game (its clock `TIME_SCALE` times the wall's), or None for a
    game that declares none."""
    from referee.registry import declared, entry

    if not declared(session.save.game).live_panel:
        return None
    module = importlib.import_module(f"{entry(session.save.game).package}.{PANEL}")
    return module.panel_for(session, TIME_SCALE)

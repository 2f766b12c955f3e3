"""The hourglasses of a game with a live panel (Pendulum) for the page: the sand left in each, its row,
whether it runs, who may flip.

The page counts the sand down itself between two events (at the server clock's speed, `scale` game
seconds per second) and rings when one runs out; every flip is a move the server stamps with its
clock's game time, so all screens and the save agree. Untimed play shows the timing panel's step
and who is ready instead.

Nothing here names the game: its package is found through the registry, as the prompt finds its
panel (prompts/live_panel.py). Such a package keeps its hourglasses in `state.timers`, names them in
its `state` module (`ZONES`, `ROWS`, `DURATION` in tenths of a second) and measures the sand in its
`clock` module (`sand_left`); its messages say each zone and row (`<game>.zone.*`, `<game>.row.*`).
"""

from __future__ import annotations

import importlib
from typing import Any

from referee.i18n import t
from referee.registry import entry
from referee.serve.desk import Desk, legal_for
from referee.serve.links import VIEWER


def timers(desk: Desk, role: str) -> dict[str, Any]:
    at = desk.game_time()
    state, panel = desk.session.state, desk.panel
    assert panel is not None  # only a game with a live panel has hourglasses
    may_flip = set()
    if role != VIEWER:
        for text in legal_for(desk.session, role, "en", stamped=True):
            words = text.split()
            if words[0] == "flip" and len(words) > 1:
                may_flip.add(words[1])
    game = desk.session.rules.info.id
    package = entry(game).package
    names = importlib.import_module(f"{package}.state")
    clock = importlib.import_module(f"{package}.clock")
    zones = [
        {
            "zone": zone,
            "name": t(f"{game}.zone.{zone}"),
            "row": t(f"{game}.row.{names.ROWS[state.timer(zone).row]}"),
            "left": clock.sand_left(state, zone, at),
            "duration": names.DURATION[zone],
            "flip": zone in may_flip,
        }
        for zone in names.ZONES
    ]
    return {
        "timed": state.clock == "timed",
        "running": bool(panel.running()),
        "scale": desk.scale,
        "now": at,
        "paused": state.paused >= 0,
        "council": bool(state.council_called),
        "markers": sum(state.markers),
        "zones": zones,
        "untimed": _untimed(state),
    }


def _untimed(state: Any) -> dict[str, Any] | None:
    if state.clock == "timed":
        return None
    steps = list(state.panel)
    return {
        "step": state.panel_at + 1,
        "steps": len(steps),
        "flips": steps[state.panel_at] if 0 <= state.panel_at < len(steps) else "",
        "flipped": list(state.panel_flipped),
        "ready": list(state.ready),
    }

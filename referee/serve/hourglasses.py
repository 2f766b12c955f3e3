"""Pendulum's hourglasses for the page: the sand left in each, its row, whether it runs, who may flip.

The page counts the sand down itself between two events (at the server clock's speed, `scale` game
seconds per second) and rings when one runs out; every flip is a move the server stamps with its
clock's game time, so all screens and the save agree. Untimed play shows the timing panel's step
and who is ready instead.
"""

from __future__ import annotations

from typing import Any

from referee.i18n import t
from referee.pendulum.clock import sand_left
from referee.pendulum.state import DURATION, ROWS, ZONES
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
    zones = [
        {
            "zone": zone,
            "name": t(f"pendulum.zone.{zone}"),
            "row": t(f"pendulum.row.{ROWS[state.timer(zone).row]}"),
            "left": sand_left(state, zone, at),
            "duration": DURATION[zone],
            "flip": zone in may_flip,
        }
        for zone in ZONES
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

"""Pendulum's table picture: the three zones with both rows, where each hourglass stands and its sand,
every worker by seat letter, each player's resources, votes, tracks (with the parchment) and open
action, the privilege track, the achievement card and the legendary token, and at the Council whose
pick it is. Plain ASCII lines; the labels come from `pendulum.picture.*`.

A space is drawn `[n:fr|rb]`: the seat letters in the gold frame (lowercase for common workers,
with `*` for a grande worker, `#` a neutral worker), then those in the reward box. `(H m:ss)` marks the row
with the hourglass and its sand left; `EMPTY` when it may be flipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.drawing import CatalogLabels, labels, seat_legend, seats
from referee.drawing.layout import Group, Text
from referee.pendulum import clock
from referee.pendulum.rules.actions import action_open
from referee.pendulum.state import NEUTRAL, ROWS, TRACKS, ZONES, State

if TYPE_CHECKING:
    from rich.console import RenderableType


LABELS = CatalogLabels("pendulum.picture.")  # its words per language, read when first used


def _letter(state: State, owner: str, grande: bool, letters: dict[str, str]) -> str:
    if owner == NEUTRAL:
        return "#"
    return letters[owner] + ("*" if grande else "")


def picture(state: State, lang: str = "en") -> RenderableType:
    words = labels(LABELS, lang)
    table_seats = seats(state.names())
    letters = {s.name: s.letter for s in table_seats}
    lines: list[Text] = [seat_legend(table_seats, lang)]
    head = (
        f"{words['round']} {state.ctx.round}  {words['time']} {clock.show(state.now)}  "
        f"{words['markers']} {state.markers[0]}/{state.markers[1]}"
    )
    if state.paused >= 0:
        head += f"  {words['paused']}"
    if state.council_called:
        head += f"  {words['called']}"
    lines.append(Text(head))
    for zone, count in zip(ZONES, state.board, strict=True):
        timer = state.timer(zone)
        for r, row in enumerate(ROWS):
            cells = []
            for n in range(1, max(count, 0) + 1):
                space = f"{zone}-{row}-{n}"
                here = [w for w in state.workers if w.space == space]
                frame = "".join(_letter(state, w.owner, w.grande, letters) for w in here if not w.reward)
                box = "".join(_letter(state, w.owner, w.grande, letters) for w in here if w.reward)
                cells.append(f"[{n}:{frame or '.'}|{box or '.'}]")
            mark = ""
            if timer.row == r:
                left = clock.sand_left(state, zone)
                mark = f" (H {clock.mm_ss(left)})" if left else f" (H {words['empty']})"
            lines.append(Text(f"{words['zone_' + zone]} {words[row]} {' '.join(cells)}{mark}"))
    order = " > ".join(words["neutral"] if n == NEUTRAL else f"{letters[n]} {n}" for n in state.order)
    lines.append(Text(f"{words['privilege']}: {order}"))
    token = {"card": "*", "taken": "-", "council": "C", "returned": "C", "": "-"}[state.token]
    lines.append(Text(f"{words['achievement']}: {state.achievement or '-'}  {words['legendary']} {token}"))
    for p in state.players:
        tracks = " ".join(
            f"{words['track_' + tr]} {getattr(p, tr)}/{p.parchment[i]}-{p.ends[i]}"
            for i, tr in enumerate(TRACKS)
        )
        legend = " L" if p.legendary else ""
        opened = action_open(state, p.name)
        extra = f"  {words['open']}: {opened}" if opened else ""
        lines.append(
            Text(
                f"{letters[p.name]} {p.name}: {words['coin']} {p.coin} {words['military']} {p.military} "
                f"{words['culture']} {p.culture} {words['votes']} {p.votes}  {tracks}{legend}{extra}"
            )
        )
    top = state.ctx.top
    if state.ctx.phase == "council" and top is not None and top.actor in letters:
        lines.append(Text(f"{words['picks']}: {letters[top.actor]} {top.actor}"))
    return Group(*lines)

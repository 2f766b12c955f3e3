"""Pendulum's table picture: the three zones with both rows, where each hourglass stands and its sand,
every worker by seat letter, each player's resources, votes, tracks (with the parchment) and open
action, the privilege track, the achievement card and the legendary token, and at the Council whose
pick it is. Plain ASCII lines; the labels come from `pendulum.picture.*`.

A space is drawn `[n:fr|rb]`: the seat letters in the gold frame (lowercase for common workers,
with `*` for a grande worker, `#` a neutral worker), then those in the reward box. `(H m:ss)` marks the row
with the hourglass and its sand left; `EMPTY` when it may be flipped.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from referee.drawing import CatalogLabels, labels, seat_legend, seats
from referee.drawing.layout import Group, Text
from referee.pendulum import clock
from referee.pendulum.rules.actions import action_open
from referee.pendulum.state import NEUTRAL, ROWS, TRACKS, ZONES, State

if TYPE_CHECKING:
    from rich.console import RenderableType


LABELS = CatalogLabels("pendulum.picture.")  # its words per language, read when first used
STEP_LABELS = CatalogLabels("pendulum.step.")  # the step view's own words
VIEWS: dict[str, dict[str, str]] = {
    "board": {"en": "board", "zh": "版图"},
    "players": {"en": "players", "zh": "玩家"},
    "all": {"en": "all", "zh": "全部"},
}


def _letter(state: State, owner: str, grande: bool, letters: dict[str, str]) -> str:
    if owner == NEUTRAL:
        return "#"
    return letters[owner] + ("*" if grande else "")


def _head(state: State, words: Mapping[str, str], timed: bool = True) -> str:
    """Round, game time (timed only: untimed play counts none; not where the live panel shows the
    clock's, `timed=False`), markers, a pause, the call."""
    head = f"{words['round']} {state.ctx.round}  "
    if state.clock == "timed" and timed:
        head += f"{words['time']} {clock.show(state.now)}  "
    head += f"{words['markers']} {state.markers[0]}/{state.markers[1]}"
    if state.paused >= 0:
        head += f"  {words['paused']}"
    if state.council_called:
        head += f"  {words['called']}"
    return head


def _zone_lines(
    state: State, words: Mapping[str, str], letters: dict[str, str], live: bool = False
) -> list[Text]:
    """Both rows of each zone, its spaces with their workers; the row of each hourglass marked with
    its sand at the last declared time, or, `live` (the toolbar shows the running sand), `(H)`."""
    lines = []
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
                if live or state.clock != "timed":
                    mark = " (H)"
                elif left:
                    mark = f" (H {clock.mm_ss(left)})"
                else:
                    mark = f" (H {words['empty'] if _flippable(state) else words['empty_only']})"
            lines.append(Text(f"{words['zone_' + zone]} {words[row]} {' '.join(cells)}{mark}"))
    return lines


def _flippable(state: State) -> bool:
    return (
        state.clock == "timed"
        and state.ctx.phase == "realtime"
        and state.paused < 0
        and not state.council_called
    )


def _player_lines(state: State, words: Mapping[str, str], letters: dict[str, str]) -> list[Text]:
    lines = []
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
    return lines


def _order(state: State, words: Mapping[str, str], letters: dict[str, str]) -> Text:
    order = " > ".join(words["neutral"] if n == NEUTRAL else f"{letters[n]} {n}" for n in state.order)
    return Text(f"{words['privilege']}: {order}")


def _cards(state: State, words: Mapping[str, str]) -> Text:
    token = {"card": "*", "taken": "-", "council": "C", "returned": "C", "": "-"}[state.token]
    return Text(f"{words['achievement']}: {state.achievement or '-'}  {words['legendary']} {token}")


def _untimed(state: State, step: Mapping[str, str], words: Mapping[str, str]) -> list[Text]:
    """Untimed play: the timing panel's step and who is ready, who not yet (issue 25, item 5)."""
    if state.clock != "untimed":
        return []
    if not state.panel:
        return [Text(step["no_panel"])]
    ready = [p.name for p in state.players if p.name in state.ready]
    waiting = [p.name for p in state.players if p.name not in state.ready]
    flips = "+".join(words[f"zone_{zone}"] for zone in state.panel[state.panel_at].split("+"))
    return [
        Text(
            step["panel"].format(
                step=state.panel_at + 1,
                count=len(state.panel),
                flips=flips,
                ready=" ".join(ready) or "-",
                waiting=" ".join(waiting) or "-",
            )
        )
    ]


def picture(state: State, lang: str = "en") -> RenderableType:
    words = labels(LABELS, lang)
    table_seats = seats(state.names())
    letters = {s.name: s.letter for s in table_seats}
    lines: list[Text] = [seat_legend(table_seats, lang), Text(_head(state, words))]
    lines += _untimed(state, labels(STEP_LABELS, lang), words)
    lines += _zone_lines(state, words, letters)
    lines += [_order(state, words, letters), _cards(state, words)]
    lines += _player_lines(state, words, letters)
    top = state.ctx.top
    if state.ctx.phase == "council" and top is not None and top.actor in letters:
        lines.append(Text(f"{words['picks']}: {letters[top.actor]} {top.actor}"))
    return Group(*lines)


def view(state: State, name: str, lang: str = "en") -> RenderableType:
    """A named view: the board (zones and hourglasses), the players, or `all` (the whole picture)."""
    words = labels(LABELS, lang)
    letters = {s.name: s.letter for s in seats(state.names())}
    if name == "board":
        return Group(
            Text(_head(state, words)), *_zone_lines(state, words, letters), _order(state, words, letters)
        )
    if name == "players":
        return Group(_cards(state, words), *_player_lines(state, words, letters))
    return picture(state, lang)


def _council(
    state: State, words: Mapping[str, str], step: Mapping[str, str], letters: dict[str, str]
) -> list[Text]:
    """At the Council: the face-up rewards, the display, whose pick it is."""
    rewards = " ".join(state.rewards) or "-"
    grande = step["grande_up"] if state.grande_card else step["grande_down"]
    lines = [Text(step["rewards"].format(rewards=rewards, grande=grande))]
    lines.append(Text(step["display"].format(display=" ".join(c or "-" for c in state.display) or "-")))
    top = state.ctx.top
    if top is not None and top.actor in letters:
        lines.append(Text(f"{words['picks']}: {letters[top.actor]} {top.actor}"))
    return lines


def step_view(state: State, lang: str, width: int, height: int) -> RenderableType:
    """What the current step needs within `height` lines of `width` cells (the play loop leaves the
    live panel's lines out of `height`): in real time, the opening and the preparation the zones with their workers
    and each player's mat; at the Council the rewards, the display and whose pick it is before the
    mats; in the set-up what is declared so far. Lines that do not fit are left out from the end
    (the mats of the last seats first); the rest is asked for by name (VIEWS)."""
    words = labels(LABELS, lang)
    step = labels(STEP_LABELS, lang)
    letters = {s.name: s.letter for s in seats(state.names())}
    room = max(3, height)
    order = ">".join("#" if n == NEUTRAL else letters[n] for n in state.order) or "-"
    head = f"{_head(state, words, timed=False)}  {words['privilege']} {order}  "
    more = step["more"].format(views=" ".join(VIEWS[v][lang] for v in VIEWS))
    first: list[Text] = [Text(head + more), *_untimed(state, step, words)]
    if state.ctx.phase == "council":
        body = _council(state, words, step, letters) + _player_lines(state, words, letters)
    elif state.ctx.phase == "setup" and not any(state.board):
        body = [_cards(state, words), *_player_lines(state, words, letters)]
    else:
        zones = _zone_lines(state, words, letters, live=True)
        over = len(first) + len(zones) + len(state.players) - room
        # short of room: a row with no worker and no hourglass goes first (the board view has it)
        idle = [
            line
            for line in zones
            if "(H" not in line.plain and not re.search(r"[A-Za-z#]\*?[|\]]", line.plain)
        ]
        dropped = {id(line) for line in idle[: max(0, over)]}
        body = [line for line in zones if id(line) not in dropped] + _player_lines(state, words, letters)
    shown = (first + body)[:room]
    for line in shown:  # one line each: a long one is cut at the width, never wrapped
        line.no_wrap, line.overflow = True, "crop"
    return Group(*shown)

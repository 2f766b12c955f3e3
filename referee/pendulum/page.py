"""Pendulum's board for a browser (`referee serve`): the three zones with their top and bottom rows
of action spaces and the workers in each gold frame and reward box, the hourglass beside its row
with the sand left, the privilege track, the achievement and the legendary token, the province
display, and each player's resources, votes, tracks, provinces and open action.

`board(state, lang)` is the HTML fragment, read through the same queries as picture.py
(`clock.sand_left`, `action_open`). The live hourglasses, with flip buttons, are the page shell's
widget; this is the position as the save holds it at the last declared game time.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.drawing import Seat, html, seats
from referee.drawing.html import Markup, Row
from referee.pendulum import clock
from referee.pendulum.rules.actions import action_open
from referee.pendulum.state import DURATION, NEUTRAL, ROWS, TRACKS, ZONES, State, Worker

SP_W, SP_H, ROW_H, TOP = 76, 50, 74, 8  # an action space (gold frame + reward box), a row, the margin


@html.in_language
def board(state: State, lang: str) -> str:
    """The whole board as one HTML fragment in `lang` ("en" or "zh")."""
    pic, page = html.words("pendulum.picture.", lang), html.words("pendulum.page.", lang)
    table = seats(state.names())
    by_name = {s.name: s for s in table}
    top = state.ctx.top
    status = [f"{pic['round']} {state.ctx.round}", f"{pic['time']} {clock.show(state.now)}"]
    if state.paused >= 0:
        status.append(pic["paused"])
    if state.council_called:
        status.append(pic["called"])
    parts: list[object] = [
        html.heading(page["title"], " · ", " · ".join(status)),
        html.legend(table, lang),
        html.el("div", *(_zone(state, zone, by_name, pic, page) for zone in ZONES), cls="rf-zones"),
        html.line(page["legend_space"], cls="rf-small"),
    ]
    if state.ctx.phase == "council" and top is not None and top.actor in by_name:
        parts.append(html.line(pic["picks"], ": ", html.el("strong", top.actor)))
    if state.clock != "timed" and state.panel:
        parts.append(_panel(state, by_name, page))
    order = [pic["neutral"] if n == NEUTRAL else by_name[n] for n in state.order]
    token = page[f"token_{state.token}"] if state.token else "-"
    parts += [
        html.el(
            "div",
            html.section(
                pic["privilege"],
                html.el("ol", *(html.el("li", _named(o)) for o in order), cls="rf-chips rf-order"),
            ),
            html.section(
                page["display"],
                html.chips(c or "-" for c in state.display) if state.display else html.line("-"),
                html.line(
                    pic["achievement"], ": ", state.achievement or "-", " · ", pic["legendary"], ": ", token
                ),
            ),
            cls="rf-wide",
        ),
        html.section(page["players"], _counters(state, table, pic, page)),
    ]
    return html.board_div("pendulum", lang, *parts)


def _named(item: Seat | str) -> object:
    return html.who(item) if isinstance(item, Seat) else item


def _zone(
    state: State, zone: str, by_name: Mapping[str, Seat], pic: Mapping[str, str], page: Mapping[str, str]
) -> Markup:
    """One zone: both rows of spaces, and the hourglass beside the row it stands at with a bar of
    its sand (the bar's length and the time written: no colour alone)."""
    count = max(state.board[ZONES.index(zone)], 0)
    timer = state.timer(zone)
    left = clock.sand_left(state, zone)
    width = max(count, 1) * (SP_W + 4) + 4
    shapes: list[object] = []
    for r, row in enumerate(ROWS):
        y = TOP + r * ROW_H
        here = timer.row == r
        if here:
            shapes.append(_hourglass(4, y))
        shapes.append(
            html.text(20 if here else 4, y + 11, pic[row], cls="rf-t-start rf-bold" if here else "rf-t-start")
        )
        for n in range(1, count + 1):
            shapes.append(_space(state, f"{zone}-{row}-{n}", n, 4 + (n - 1) * (SP_W + 4), y + 16, by_name))
    sand = page["sand"].format(row=pic[ROWS[timer.row]], left=clock.mm_ss(left)) if left else pic["empty"]
    bar = html.svg(
        200,
        12,
        html.rect(1, 1, 198, 10, "rf-sand-glass", rx=2),
        html.rect(1, 1, 198 * left / DURATION[zone], 10, "rf-sand", rx=2),
        label=sand,
        cls="rf-sandbar",
    )
    return html.el(
        "section",
        html.el("h3", pic["zone_" + zone]),
        html.line(_hourglass_icon(), " ", sand, cls="rf-line rf-glass"),
        bar,
        html.svg(
            width, TOP + len(ROWS) * ROW_H, *shapes, label=page["zone_label"].format(zone=pic["zone_" + zone])
        ),
        cls=f"rf-zone rf-zone-{zone}",
    )


def _hourglass(x: float, y: float) -> Markup:
    """An hourglass drawn (two triangles), not a glyph a font may lack."""
    return html.void(
        "polygon", "rf-glass-icon", points=f"{x},{y} {x + 12},{y} {x},{y + 14} {x + 12},{y + 14}"
    )


def _hourglass_icon() -> Markup:
    return html.svg(14, 16, _hourglass(1, 1), label="", cls="rf-icon")


def _space(state: State, space: str, n: int, x: float, y: float, by_name: Mapping[str, Seat]) -> Markup:
    here = [w for w in state.workers if w.space == space]
    half = SP_W / 2
    shapes: list[object] = [
        html.el("title", space),
        html.rect(x, y, half, SP_H, "rf-box rf-gold", rx=3),
        html.rect(x + half, y, half, SP_H, "rf-box rf-reward", rx=3),
        html.text(x + 6, y + 11, str(n), cls="rf-t-small rf-t-start"),
    ]
    blocked = space in state.neutral
    for k, w in enumerate(w for w in here if not w.reward):
        shapes.append(_worker(w, x + half / 2, y + 20 + k * 18, by_name))
    for k, w in enumerate(w for w in here if w.reward):
        shapes.append(_worker(w, x + half + half / 2, y + 14 + k * 18, by_name))
    if blocked and not any(w.owner == NEUTRAL for w in here):
        shapes.append(html.piece(x + half / 2, y + 38, None, r=7))
    return html.el("g", *shapes)


def _worker(w: Worker, x: float, y: float, by_name: Mapping[str, Seat]) -> Markup:
    seat = by_name.get(w.owner)
    return html.piece(x, y, seat, r=7, mark="*" if w.grande and seat is not None else "", big=w.grande)


def _panel(state: State, by_name: Mapping[str, Seat], page: Mapping[str, str]) -> Markup:
    """Untimed play: the timing panel's steps, the time token's step framed, who is ready."""
    steps = [
        html.el("span", step, cls="rf-chip rf-here") if i == state.panel_at else step
        for i, step in enumerate(state.panel)
    ]
    ready = " ".join(state.ready) or "-"
    return html.section(page["panel"], html.chips(steps), html.line(page["ready"], ": ", ready))


def _counters(
    state: State, table: tuple[Seat, ...], pic: Mapping[str, str], page: Mapping[str, str]
) -> Markup:
    head = [
        page["coin"],
        page["military"],
        page["culture"],
        pic["votes"],
        *(page["track_" + tr] for tr in TRACKS),
        page["provinces"],
        page["legendary"],
        pic["open"],
    ]
    top = state.ctx.top
    acting = top.actor if top is not None else ""
    rows = []
    for i, p in enumerate(state.players):
        tracks = tuple(f"{getattr(p, tr)} ({p.parchment[k]}–{p.ends[k]})" for k, tr in enumerate(TRACKS))
        provinces = " ".join(card for card, _slot in p.provinces) or "-"
        rows.append(
            Row(
                table[i],
                (
                    p.coin,
                    p.military,
                    p.culture,
                    p.votes,
                    *tracks,
                    provinces,
                    "✓" if p.legendary else "-",
                    action_open(state, p.name) or "-",
                ),
                p.name == acting,
            )
        )
    return html.counters(head, rows, page["player"])

"""Guilds of London's board for a browser (`referee serve`): the round track with its grey spaces,
the city's tiles with every player's liverymen and masters, and the players in VP order with
their VP, hands by count, halls, supplies and plantations.

`board(state, lang)` is the HTML fragment; it reads the state through the same queries as
picture.py (`current_vp`, `vp_order`, `tile_suits`, `values`). A threshold not declared yet
shows as `?`; a face-down tile as hatched, with no value.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.drawing import Seat, html, seats
from referee.drawing.html import Markup, Row
from referee.guilds import catalog
from referee.guilds.picture import SUIT_LETTER
from referee.guilds.rules.position import current_vp, suit_words, tile_suits, values, vp_order
from referee.guilds.state import GuildsState, Space

TILE_W, TILE_H, GAP, MARGIN = 124, 100, 6, 22  # a city tile in the SVG, and the row/column labels' room
BOX = 26  # a round on the track


@html.in_language
def board(state: GuildsState, lang: str) -> str:
    """The whole board as one HTML fragment in `lang` ("en" or "zh")."""
    pic, page = html.words("guilds.picture.", lang), html.words("guilds.page.", lang)
    table = seats(list(state.names))
    current = state.index(state.ctx.top.actor) if state.ctx.top is not None else -1
    if state.over:
        status = pic["over"]
    elif state.ctx.phase == "setup":
        status = pic["setup"]
    else:
        status = pic["round"].format(round=state.ctx.round, last=state.last_round)
    city = (
        [_city(state, table, page), html.line(_suit_legend(page), cls="rf-small")]
        if state.city
        else [html.line(pic["empty"])]
    )
    return html.board_div(
        "guilds",
        lang,
        html.heading(pic["title"], " · ", status),
        html.legend(table, lang, current),
        html.section(pic["track"], _track(state, page), html.line(page["legend_track"], cls="rf-small")),
        html.el(
            "div",
            html.section(pic["city"], *city),
            html.section(pic["players"], _players(state, table, current, page)),
            cls="rf-wide",
        ),
    )


def _track(state: GuildsState, page: Mapping[str, str]) -> Markup:
    """The round track: grey spaces drawn grey *and* in brackets, the current round framed."""
    shapes = []
    now = state.ctx.round if not state.over and state.ctx.phase != "setup" else 0
    for r in range(1, state.last_round + 1):
        x = (r - 1) * (BOX + 4) + 2
        cls = "rf-box" + (" rf-grey" if state.grey(r) else "") + (" rf-here" if r == now else "")
        label = f"[{r}]" if state.grey(r) else str(r)
        shapes += [
            html.rect(x, 2, BOX, BOX, cls),
            html.text(x + BOX / 2, 2 + BOX * 0.65, label, cls="rf-t-small" if state.grey(r) else "rf-t"),
        ]
    return html.svg(
        state.last_round * (BOX + 4),
        BOX + 4,
        *shapes,
        label=page["track_label"].format(round=now, last=state.last_round),
        cls="rf-track",
    )


def _suit_legend(page: Mapping[str, str]) -> str:
    suits = " · ".join(f"{letter} {suit_words((suit,))}" for suit, letter in SUIT_LETTER.items())
    return f"{suits} · {page['legend_city']}"


def _city(state: GuildsState, table: tuple[Seat, ...], page: Mapping[str, str]) -> Markup:
    rows = sorted({catalog.row_col(s.pos)[0] for s in state.city})
    cols = sorted({catalog.row_col(s.pos)[1] for s in state.city})
    shapes: list[object] = []
    for k, c in enumerate(cols):
        shapes.append(html.text(MARGIN + k * (TILE_W + GAP) + TILE_W / 2, 14, str(c), cls="rf-t"))
    for j, r in enumerate(rows):
        shapes.append(
            html.text(MARGIN / 2, MARGIN + j * (TILE_H + GAP) + TILE_H / 2, catalog.ROWS[r], cls="rf-t-small")
        )
    for space in state.city:
        r, c = catalog.row_col(space.pos)
        x, y = MARGIN + cols.index(c) * (TILE_W + GAP), MARGIN + rows.index(r) * (TILE_H + GAP)
        shapes.append(_tile(state, space, table, x, y, page))
    width = MARGIN + len(cols) * (TILE_W + GAP)
    height = MARGIN + len(rows) * (TILE_H + GAP)
    return html.svg(width, height, *shapes, label=page["city_label"], cls="rf-city")


def _tile(
    state: GuildsState, space: Space, table: tuple[Seat, ...], x: float, y: float, page: Mapping[str, str]
) -> Markup:
    if not space.face_up:
        return html.el(
            "g",
            html.el("title", f"{space.pos}: {page['face_down']}"),
            html.rect(x, y, TILE_W, TILE_H, "rf-box rf-down"),
            html.text(x + TILE_W / 2, y + TILE_H / 2, f"{space.pos} ##", cls="rf-t"),
        )
    suits = tile_suits(state, space)
    threshold = html.unknown(values(state, space.tile).get("threshold"))
    beadle = state.beadle == space.pos
    count = f"{space.count(beadle)}/{threshold}"
    title = page["tile_title"].format(tile=space.tile, pos=space.pos, suits=suit_words(suits), count=count)
    parts: list[object] = [
        html.el("title", title),
        html.rect(x, y, TILE_W, TILE_H, "rf-box"),
        html.text(x + 6, y + 20, space.tile, cls="rf-tile-t rf-bold"),
        html.text(x + TILE_W - 6, y + 20, count, cls="rf-tile-t rf-end"),
        html.text(x + 6, y + 40, "+".join(SUIT_LETTER[s] for s in suits) or "?", cls="rf-tile-t"),
    ]
    at = x + 12
    for p, n in enumerate(space.pieces):
        if n:
            parts += [
                html.piece(at, y + 60, table[p], r=10),
                html.text(at + 13, y + 66, str(n), cls="rf-tile-t"),
            ]
            at += 38 if n < 10 else 48
    extras: list[object] = []
    at = x + 12
    if space.master >= 0:
        extras.append(html.piece(at, y + 86, table[space.master], r=11, mark="*"))
        at += 30
    if space.neutral:
        extras += [
            html.piece(at, y + 86, None, r=10),
            html.text(at + 13, y + 92, str(space.neutral), cls="rf-tile-t"),
        ]
        at += 38
    if beadle:
        extras.append(html.text(at, y + 92, page["beadle"], cls="rf-tile-t"))
    return html.el("g", *parts, *extras)


def _players(state: GuildsState, table: tuple[Seat, ...], current: int, page: Mapping[str, str]) -> Markup:
    order = vp_order(state) if state.start >= 0 else tuple(range(state.n))
    vp = current_vp(state)
    head = [page[k] for k in ("vp", "hand", "hall", "supply", "plantation", "masters", "mayor")]
    rows = [
        Row(
            table[p],
            (
                vp[p] if vp else "-",
                state.hand[p] if state.hand else "-",
                state.hall[p] if state.hall else "-",
                state.supply[p] if state.supply else "-",
                state.plantation[p] if state.plantation else "-",
                " ".join(state.masters_of(p)) or "-",
                (state.mayor[p] if state.mayor else "") or "-",
            ),
            p == current,
        )
        for p in order
    ]
    return html.counters(head, rows, page["player"])

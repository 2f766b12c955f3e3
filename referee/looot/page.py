"""Looot's board for a browser (`referee serve`): the landscape with its Vikings, the ocean's
longships, the trophy board, and every player's fjord with shields, tiles, sites and longships.

`board(state, lang)` is the HTML fragment; it draws what picture.py draws for the terminal, from
the same state fields and catalog, with the pieces of referee.drawing.html. A hex keeps the
picture's letter (W wood, H2 house with 2 tiles left ...) beside its colour, so colour carries no
meaning alone; its coordinates are written on it, as the moves name them.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.drawing import Seat, html, seats
from referee.drawing.html import HexCell, Markup, Row
from referee.looot.catalog import LETTER_KIND, SITE_TYPES, components
from referee.looot.fjord import SITE_LETTER, SPACE_INDEX, is_longship
from referee.looot.picture import (
    KIND_LETTER,
    SHIELD_AT,
    SITE_MARK,
    fjord_layout,
    longships_in,
    space_counts,
    spaces,
)
from referee.looot.state import LoootState, PlayerState
from referee.looot.words import kind, site


@html.in_language
def board(state: LoootState, lang: str) -> str:
    """The whole board as one HTML fragment in `lang` ("en" or "zh")."""
    pic, page = html.words("looot.picture.", lang), html.words("looot.page.", lang)
    table = seats([p.name for p in state.players])
    current = state.ctx.current if state.ctx.phase == "turn" and not state.over else -1
    if state.ctx.phase == "setup":
        status = pic["setup"]
    elif state.over:
        status = pic["over"].format(n=state.ctx.round)
    else:
        status = pic["round"].format(n=state.ctx.round, who=state.players[state.ctx.current].name)
    landscape = (
        [html.hex_grid(_landscape(state, table), pic["landscape"]), _legend(page)]
        if state.boards
        else [html.line(pic["no_layout"])]
    )
    return html.board_div(
        "looot",
        lang,
        html.heading(pic["title"], " · ", status),
        html.legend(table, lang, current),
        html.section(pic["landscape"], *landscape),
        html.el("div", _ocean(state, pic, page), _counters(state, table, current, pic, page), cls="rf-wide"),
        html.section(
            pic["fjords"],
            html.el(
                "div",
                *(_fjord(p, table[i], i == current, pic, page) for i, p in enumerate(state.players)),
                cls="rf-players",
            ),
        ),
    )


def _legend(page: Mapping[str, str]) -> Markup:
    tiles = [f"{letter} {kind(k)}" for letter, k in LETTER_KIND.items()]
    return html.line(
        " · ".join([*tiles, f"~ {page['water']}", f"P {page['trophy_space']}", page["coords"]]),
        cls="rf-small",
    )


def _landscape(state: LoootState, table: tuple[Seat, ...]) -> dict[tuple[int, int], HexCell]:
    """Each hex as the terminal picture shows it: the letter, the tiles left on a building space,
    the number of the longship on an ocean space, the axes of a trophy still on its space, and
    the Vikings standing there."""
    geo = spaces(state)
    cells = {}
    for i, (h, extra) in enumerate(zip(geo.hexes, space_counts(state), strict=True)):
        letter = geo.letter[i]
        vikings = tuple(table[j] for j in state.occupants[i]) if state.occupants else ()
        name = kind(LETTER_KIND[letter]) if letter in LETTER_KIND else letter
        cells[h] = HexCell(
            cls="rf-hx-water" if letter == "~" else f"rf-hx-{letter}",
            label=letter + extra,
            note=f"{h[0]},{h[1]}",
            pieces=vikings,
            title=f"{name} {letter}{extra} ({h[0]},{h[1]})",
        )
    return cells


def _ship(lid: str, page: Mapping[str, str]) -> str:
    ship = components().longships[lid]
    return page["ship"].format(
        ship=lid, needs=" ".join(kind(k) for k in ship.needs), bonus=kind(ship.bonus), per=ship.per_tile
    )


def _ocean(state: LoootState, pic: Mapping[str, str], page: Mapping[str, str]) -> Markup:
    parts: list[object] = []
    if state.ocean:
        items = [
            html.el("span", f"{i} ", _ship(lid, page))
            if lid
            else html.el("span", pic["ocean_empty"].format(i=i))
            for i, lid in enumerate(state.ocean, 1)
        ]
        parts.append(html.el("ul", *(html.el("li", item) for item in items), cls="rf-list"))
        parts.append(html.line(page["bag"].format(n=len(state.bag)), cls="rf-small"))
    else:
        parts.append(html.line(page["no_ocean"], cls="rf-dim"))
    if any(s.kind == "trophies" for s in state.side_boards):
        vp = components().trophies
        left = [pic["trophy_vp"].format(axes=a, vp=vp[a][0]) for a in state.trophies]
        parts.append(html.line(page["trophies_left"], html.chips(left or [pic["none"]])))
    layout = [pic["face"].format(face=b.face, x=b.x, y=b.y, rot=b.rot) for b in state.boards]
    layout += [pic[f"side_{s.kind}"].format(face=s.face, x=s.x, y=s.y, rot=s.rot) for s in state.side_boards]
    if layout:
        parts.append(html.line(pic["layout"].format(list="; ".join(layout)), cls="rf-small"))
    return html.section(page["ocean"], *parts)


def _shields_left(p: PlayerState, pic: Mapping[str, str]) -> str:
    return (
        " ".join(pic[SHIELD_AT[h]] for h in sorted(SHIELD_AT) if SHIELD_AT[h] not in p.shields_used)
        or pic["none"]
    )


def _counters(
    state: LoootState, table: tuple[Seat, ...], current: int, pic: Mapping[str, str], page: Mapping[str, str]
) -> Markup:
    head = [
        page["vikings"],
        page["trophy"],
        page["shields"],
        page["ships_done"],
        page["sites_done"],
        page["lost"],
    ]
    rows = [
        Row(
            table[i],
            (
                p.vikings,
                p.trophy or "-",
                _shields_left(p, pic),
                len(p.ships_done),
                " ".join(site(s) for s in p.sites_done) or "-",
                p.lost,
            ),
            i == current,
        )
        for i, p in enumerate(state.players)
    ]
    return html.section(page["players"], html.counters(head, rows, page["player"]))


def _fjord(
    p: PlayerState, seat: Seat, current: bool, pic: Mapping[str, str], page: Mapping[str, str]
) -> Markup:
    ships = longships_in(p)
    number = {lid: n for n, lid in enumerate(ships, 1)}
    cells = {}
    for h, ch in fjord_layout():
        if ch == "s":
            shield = SHIELD_AT[h]
            used = shield in p.shields_used
            cells[h] = HexCell(
                "rf-hx-used" if used else "rf-hx-shield",
                "s-" if used else "s" + shield[0],
                title=pic[shield] + (f" ({page['flipped']})" if used else ""),
            )
        elif ch == "t":
            cells[h] = HexCell("rf-hx-P", f"t{p.trophy}" if p.trophy else "t", title=page["trophy_space"])
        elif ch in SITE_LETTER:
            kind_of_site = SITE_LETTER[ch]
            done = kind_of_site in p.sites_done
            cells[h] = HexCell(
                "rf-hx-site rf-hx-done" if done else "rf-hx-site",
                SITE_MARK[kind_of_site] + ("+" if done else ""),
                title=site(kind_of_site),
            )
        else:
            item = p.fjord[SPACE_INDEX[h]]
            if not item:
                cells[h] = HexCell("rf-hx-free", "", title=page["free"])
            elif is_longship(item):
                done = item in p.ships_done
                cells[h] = HexCell(
                    "rf-hx-ship rf-hx-done" if done else "rf-hx-ship",
                    f"L{number[item]}" + ("+" if done else ""),
                    title=_ship(item, page),
                )
            else:
                letter = KIND_LETTER[item]
                cells[h] = HexCell(f"rf-hx-{letter}", letter, title=kind(item))
    cards = [
        html.el(
            "li",
            f"{SITE_MARK[SITE_TYPES[k]]} {site(SITE_TYPES[k])} {sid}",
            cls="rf-chip rf-done" if SITE_TYPES[k] in p.sites_done else "rf-chip",
        )
        for k, sid in enumerate(p.sites)
    ]
    boats = [
        html.el("li", f"L{n} ", _ship(lid, page), cls="rf-chip rf-done" if lid in p.ships_done else "rf-chip")
        for n, lid in enumerate(ships, 1)
    ]
    return html.el(
        "div",
        html.el("h4", html.who(seat, current)),
        html.line(page["vikings"], ": ", str(p.vikings), " · ", page["trophy"], ": ", str(p.trophy or "-")),
        html.line(page["shields"], ": ", _shields_left(p, pic)),
        html.hex_grid(cells, pic["fjords"] + " " + p.name, r=20),
        html.el("ul", *cards, *boats, cls="rf-chips") if cards or boats else Markup(""),
        html.line(page["lost"], ": ", str(p.lost)) if p.lost else Markup(""),
        cls="rf-player rf-current" if current else "rf-player",
    )

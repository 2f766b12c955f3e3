"""Looot's board picture: the merged landscape, the ocean, the trophies and every player's fjord.

The file role "picture.py" of a game package (see prompts/pictures): `picture(state, lang)` returns
a rich renderable; `LABELS` holds its few words in English and Chinese, read from the message
catalogs (keys `looot.picture.*` in referee/looot/messages.en.toml and .zh.toml). Everything is drawn with
ASCII hexes (referee.drawing.hexgrid) so that it stays aligned in any terminal, and every player is
a seat letter as well as a colour.

Landscape hex, middle line: the space's letter, W S G X resources (wood sheep gold axe), H T C
buildings (house watchtower castle) with the tiles left in their stack ("H2"), ~ an ocean space
with the number of the longship on it ("~3", listed below the map), P a trophy space with the axes
of the trophy still on it ("P4"). Lower edge: the seat letters of the Vikings on the hex.
Fjord hex: a tile's letter; "L1".. a longship (listed under the fjord); P A J the port, altar and
palace sites; t the trophy space ("t4" once the 4-axe trophy is claimed); sa sd so the shields
(again, double, occupied), "s-" once flipped; "+" marks a completed longship or site.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from referee import i18n
from referee.drawing import CatalogLabels, Seat, labels, seat_legend, seats
from referee.drawing.hexgrid import Cell, Hex, Marks, draw, marks
from referee.drawing.layout import Columns, Group, Text
from referee.looot.catalog import LETTER_KIND, SITE_TYPES, components
from referee.looot.fjord import SITE_LETTER, SPACE_INDEX
from referee.looot.fjord import is_longship as _is_longship
from referee.looot.geometry import Layout, layout, trophy_space
from referee.looot.state import LoootState, PlayerState

if TYPE_CHECKING:
    from rich.console import RenderableType


LABELS = CatalogLabels("looot.picture.")  # its words per language, read when first used

KIND_LETTER = {kind: letter for letter, kind in LETTER_KIND.items()}
LETTER_STYLE = {
    "W": "green",
    "S": "bright_green",
    "G": "yellow",
    "X": "white",
    "H": "bold",
    "T": "bold",
    "C": "bold",
    "~": "blue",
    "P": "bright_yellow",
}
SHIELD_AT = {(0, 0): "again", (1, 0): "double", (2, 0): "occupied"}  # the digital game's order
SHIELD_MARK = {"again": "sa", "double": "sd", "occupied": "so"}
SITE_MARK = {"port": "P", "altar": "A", "palace": "J"}
DONE = "+"
# The ASCII marks the picture draws, explained by its legend in either language (seat letters aside).
SYMBOLS = (*LETTER_STYLE, *SHIELD_MARK.values(), *SITE_MARK.values(), "s-", "t", "L", "x", "y", DONE, ".")


def _words(kinds: Sequence[str]) -> str:
    """Tile kinds in the current language, as printed on a card: "axe axe wood"."""
    from referee.looot.words import kind

    return " ".join(kind(k) for k in kinds)


def longship_text(lid: str) -> str:
    """What a longship tile shows: `Castle31 — axe axe wood → castle +3` (current language)."""
    from referee.looot.words import kind

    ship = components().longships[lid]
    words = labels(LABELS, i18n.lang())
    return words["printed_ship"].format(
        id=lid, needs=_words(ship.needs), bonus=kind(ship.bonus), per=ship.per_tile
    )


def site_text(sid: str) -> str:
    """What a construction site card shows: `Port1 — house house sheep → port 5 VP`."""
    from referee.looot.words import site

    card = components().sites[sid]
    words = labels(LABELS, i18n.lang())
    return words["printed_site"].format(id=sid, needs=_words(card.needs), site=site(card.type), vp=card.vp)


def move_note(state: LoootState, move: Any) -> str:
    """What a completion of the move line says of one move, by what is printed on the pieces it
    names (the table reads the tiles, not their ids): a longship's needs and bonus, a site card's
    needs and points, the resource of the hex a Viking lands on, the board a face is printed on."""
    from referee.looot.words import kind

    if move.kind == "place":
        printed = spaces(state)
        at = printed.index.get((move.x, move.y))
        found = LETTER_KIND.get(printed.letter[at]) if at is not None else None
        return kind(found) if found else ""
    if move.kind in ("draw", "longship") and move.longship in components().longships:
        return longship_text(move.longship).split(" — ", 1)[-1]
    if move.kind == "sites":
        cards = (move.port, move.altar, move.palace)
        return "; ".join(site_text(c) for c in cards if c in components().sites)
    if move.kind == "board" and move.face in components().face_board:
        words = labels(LABELS, i18n.lang())
        return words["board_of_face"].format(face=move.face, board=components().face_board[move.face])
    return ""


def printed_line(kind: str, entry: Mapping[str, Any]) -> str | None:
    """`referee catalog looot`: a longship or site card as printed on it; None: the generic line."""
    if kind == "longship":
        return longship_text(str(entry["id"]))
    if kind == "site":
        return site_text(str(entry["id"]))
    return None


# --------------------------------------------------------------------------- views that fit

# The views a table may ask for at the move line, by their word in each language (prompts/pictures).
VIEWS: dict[str, dict[str, str]] = {
    "board": {"en": "board", "zh": "版图"},
    "fjords": {"en": "fjords", "zh": "峡湾"},
    "all": {"en": "all", "zh": "全部"},
}
LEGAL = "*"  # marks, on a hex's lower edge, where the step's move may go


def view(state: LoootState, name: str, lang: str = "en") -> RenderableType:
    """A named view: `board` (landscape, ocean, trophies), `fjords` (every fjord), `all`."""
    words = labels(LABELS, lang)
    table = seats([p.name for p in state.players])
    current = state.ctx.current if state.ctx.phase == "turn" and not state.over else -1
    if name == "all":
        return picture(state, lang)
    parts: list[RenderableType] = [_header(state, table, words), seat_legend(table, lang, current)]
    if name == "board":
        if state.boards:
            parts.extend(draw(_landscape(state, table)))
            parts.extend(Text(words[k], style="dim") for k in ("legend_tiles", "legend_spaces"))
        else:
            parts.append(Text(words["no_layout"]))
        parts.extend(_ocean_and_trophies(state, words))
    elif name == "fjords":
        blocks = [_fjord_block(p, table[i], i == current, words) for i, p in enumerate(state.players)]
        parts += [Columns(blocks, padding=(0, 3))]
        parts.extend(Text(words[k], style="dim") for k in ("legend_fjord", "legend_fjord2"))
    else:
        raise LookupError(name)
    return Group(*parts)


def step_view(state: LoootState, lang: str, width: int, height: int) -> RenderableType:
    """What the current step needs, in at most `height` lines of `width` cells: while a Viking is
    placed (or a board declared), the landscape with the hexes where it may go marked `*`; while
    gained tiles are placed, the player's fjord with its free spaces marked; the part of a grid
    that holds the marks when all of it does not fit. The rest is asked for by name (VIEWS)."""
    from referee.looot import GAME
    from referee.looot.moves import Place, Tile

    words = labels(LABELS, lang)
    table = seats([p.name for p in state.players])
    legal = [m for _who, moves in GAME.legal_moves(state) for m in moves]
    kinds = {m.kind for m in legal}
    head = _header(state, table, words)
    hint = Text(words["step_more"].format(views=" ".join(VIEWS[v][lang] for v in VIEWS)), style="dim")
    room = max(3, height - 2)
    if "tile" in kinds and state.ctx.phase == "turn":
        player = state.players[state.ctx.current]
        cells = _fjord_cells(player)
        spots = {(m.x, m.y) for m in legal if isinstance(m, Tile)}
        title = Text(words["step_fjord"].format(name=player.name), style="bold")
        return Group(head, *_marked(cells, spots, room - 1), title, hint)
    if state.boards and ({"place", "board", "trophies", "ocean"} & kinds or state.ctx.phase == "turn"):
        cells = _landscape(state, table)
        landing = {(m.x, m.y) for m in legal if isinstance(m, Place)}
        note = words["step_landing"].format(n=len(landing)) if landing else ""
        return Group(head, *_marked(cells, landing, room), Text(note + hint.plain, style="dim"))
    listed: list[RenderableType] = [Text(t.plain) for t in _ocean_and_trophies(state, words)]
    return Group(head, *(listed[:room] or [Text(words["no_layout"])]), hint)


def _marked(cells: dict[Hex, Cell], spots: set[Hex], height: int) -> list[Text]:
    """The grid with `spots` marked on their lower edge, cut to `height` lines around them."""
    from referee.drawing.hexgrid import middle_line, window

    shown = dict(cells)
    for h in spots:
        if h in shown:
            shown[h] = Cell(shown[h].middle, shown[h].bottom or marks(LEGAL, "bold green"))
    lines = draw(shown, foot=False)
    focus = [middle_line(shown, h) + 1 for h in spots if h in shown]
    return window(lines, focus, height)


def picture(state: LoootState, lang: str = "en") -> RenderableType:
    words = labels(LABELS, lang)
    table = seats([p.name for p in state.players])
    current = state.ctx.current if state.ctx.phase == "turn" and not state.over else -1
    parts: list[RenderableType] = [
        _header(state, table, words),
        seat_legend(table, lang, current),
        Text(),
        Text(words["landscape"], style="bold"),
    ]
    if state.boards:
        parts.extend(draw(_landscape(state, table)))
        parts.extend(Text(words[k], style="dim") for k in ("legend_tiles", "legend_spaces", "legend_coords"))
    else:
        parts.append(Text(words["no_layout"]))
    parts.extend(_ocean_and_trophies(state, words))
    parts += [Text(), Text(words["fjords"], style="bold")]
    blocks = [_fjord_block(p, table[i], i == current, words) for i, p in enumerate(state.players)]
    parts.append(Columns(blocks, padding=(0, 3)))
    parts.extend(Text(words[k], style="dim") for k in ("legend_fjord", "legend_fjord2"))
    return Group(*parts)


def _header(state: LoootState, table: tuple[Seat, ...], words: Mapping[str, str]) -> Text:
    text = Text(words["title"], style="bold")
    text.append("  ")
    if state.ctx.phase == "setup":
        text.append(words["setup"])
    elif state.over:
        text.append(words["over"].format(n=state.ctx.round))
    else:
        seat = table[state.ctx.current]
        before, _, after = words["round"].format(n=state.ctx.round, who="\x00").partition("\x00")
        text.append(before)
        text.append(seat.letter, style=seat.style)
        text.append(f" {seat.name}{after}")
    return text


def _letter(letter: str, extra: str = "") -> Marks:
    return marks(letter, LETTER_STYLE.get(letter, "")) + marks(extra)


def spaces(state: LoootState) -> Layout:
    """The printed spaces of the landscape: what a picture draws, without the engine's adjacency."""
    return layout(state.boards, state.side_boards)


def space_counts(state: LoootState) -> tuple[str, ...]:
    """Per hex of the landscape, the number its letter carries ("" for none): the tiles left on a
    building space (H2), the longship on an ocean space (~3: the third of the ocean), the axes of
    a trophy still on its space (P4). The terminal picture and the browser's board both draw it."""
    g = spaces(state)
    trophy_at: dict[Hex, int] = {}
    for axes in components().trophies:
        where = trophy_space(state.side_boards, axes)
        if where is not None:
            trophy_at[where] = axes
    water = {h: k for k, h in enumerate(g.water)}
    counts = []
    for i, h in enumerate(g.hexes):
        letter = g.letter[i]
        extra = ""
        if letter in "HTC" and state.stacks and i in g.building_slot:
            extra = str(state.stacks[g.building_slot[i]])
        elif letter == "~" and i in water and water[i] < len(state.ocean) and state.ocean[water[i]]:
            extra = str(water[i] + 1)
        elif letter == "P" and trophy_at.get(h) in state.trophies:
            extra = str(trophy_at[h])
        counts.append(extra)
    return tuple(counts)


def _landscape(state: LoootState, table: tuple[Seat, ...]) -> dict[Hex, Cell]:
    g = spaces(state)
    cells: dict[Hex, Cell] = {}
    for i, (h, extra) in enumerate(zip(g.hexes, space_counts(state), strict=True)):
        vikings: Marks = ()
        if state.occupants and state.occupants[i]:
            occ = state.occupants[i]
            vikings = tuple((table[j].letter, table[j].style) for j in occ[:3])
            if len(occ) > 3:
                vikings = vikings[:2] + (("+", "bold"),)
        cells[h] = Cell(_letter(g.letter[i], extra), vikings)
    return cells


def _needs(needs: tuple[str, ...]) -> str:
    return " ".join(KIND_LETTER[k] for k in needs)


def _ocean_and_trophies(state: LoootState, words: Mapping[str, str]) -> list[Text]:
    lines: list[Text] = []
    ships = components().longships
    if state.ocean:
        lines.append(Text(words["ocean"].format(n=len(state.bag))))
        for i, lid in enumerate(state.ocean, 1):
            if lid:
                ship = ships[lid]
                line = words["ocean_space"].format(
                    i=i, ship=lid, needs=_needs(ship.needs), bonus=words[ship.bonus], per=ship.per_tile
                )
            else:
                line = words["ocean_empty"].format(i=i)
            lines.append(Text("  " + line))
    if any(s.kind == "trophies" for s in state.side_boards):
        vp = components().trophies
        left = ", ".join(words["trophy_vp"].format(axes=a, vp=vp[a][0]) for a in state.trophies)
        lines.append(Text(words["trophies"].format(list=left or words["none"])))
    layout = [words["face"].format(face=b.face, x=b.x, y=b.y, rot=b.rot) for b in state.boards]
    layout += [
        words[f"side_{s.kind}"].format(face=s.face, x=s.x, y=s.y, rot=s.rot) for s in state.side_boards
    ]
    if layout:
        lines.append(Text(words["layout"].format(list="; ".join(layout)), style="dim"))
    return lines


def _fjord_block(p: PlayerState, seat: Seat, current: bool, words: Mapping[str, str]) -> Group:
    head = Text(">" if current else " ")
    head.append(seat.letter, style=seat.style)
    head.append(f" {p.name}", style="bold")
    shields = [words[SHIELD_AT[h]] for h in sorted(SHIELD_AT) if SHIELD_AT[h] not in p.shields_used]
    lines: list[Text] = [
        head,
        Text(words["vikings"].format(n=p.vikings, trophy=p.trophy or "-")),
        Text(words["shields"].format(list=" ".join(shields) or words["none"])),
    ]
    lines.extend(draw(_fjord_cells(p)))
    for k, site_id in enumerate(p.sites):
        site_type = SITE_TYPES[k]
        done = f" {DONE}" if site_type in p.sites_done else ""
        needs = _needs(components().sites[site_id].needs)
        lines.append(Text(f"{SITE_MARK[site_type]} {site_id}: {needs}{done}"))
    for n, lid in enumerate(longships_in(p), 1):
        done = f" {DONE}" if lid in p.ships_done else ""
        lines.append(Text(f"L{n} {lid}: {_needs(components().longships[lid].needs)}{done}"))
    if p.lost:
        lines.append(Text(words["lost"].format(n=p.lost)))
    return Group(*lines)


def longships_in(p: PlayerState) -> list[str]:
    """The longships in a fjord, in reading order: L1, L2..."""
    return [item for item in p.fjord if item and _is_longship(item)]


def fjord_layout() -> Iterator[tuple[Hex, str]]:
    """Every space of the printed fjord board with its mark (fjord.toml: . s t P A J), by row."""
    for y, row in enumerate(components().fjord_rows):
        for x, ch in enumerate(row):
            if ch != "#":
                yield (x, y), ch


def _fjord_cells(p: PlayerState) -> dict[Hex, Cell]:
    ship_no = {lid: n for n, lid in enumerate(longships_in(p), 1)}
    cells: dict[Hex, Cell] = {}
    for h, ch in fjord_layout():
        if ch == "s":
            shield = SHIELD_AT[h]
            middle = marks("s-" if shield in p.shields_used else SHIELD_MARK[shield], "dim")
        elif ch == "t":
            middle = marks(f"t{p.trophy}" if p.trophy else "t", "bright_yellow")
        elif ch in SITE_LETTER:
            site_type = SITE_LETTER[ch]
            middle = marks(SITE_MARK[site_type], "bold") + (
                marks(DONE, "bold green") if site_type in p.sites_done else ()
            )
        else:
            item = p.fjord[SPACE_INDEX[h]]
            if not item:
                middle = marks(".", "dim")
            elif _is_longship(item):
                middle = marks(f"L{ship_no[item]}", "bold") + (
                    marks(DONE, "bold green") if item in p.ships_done else ()
                )
            else:
                middle = _letter(KIND_LETTER[item])
        cells[h] = Cell(middle)
    return cells

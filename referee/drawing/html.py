"""The board drawn for a browser (issue 26, `referee serve`): HTML fragments and inline SVG.

A game's `page.py` builds `board(state, lang)` from these pieces, as its `picture.py` builds the
terminal picture from referee.drawing: escaping, the seats' badges, hex grids, a counters table and
sections. Text is escaped unless it is `Markup` (HTML built here), so a player named `<b>` stays
text wherever a page puts it. The classes are styled by referee/drawing/page.css, the one file the
page shell includes: a fragment carries no script, style sheet, font or image of its own.

Colours: a seat's colour is one of Okabe and Ito's colour-blind safe set, chosen to match the
terminal's colour name (red -> vermilion, cyan -> sky blue ...), and the seat letter is always drawn
on it, so no meaning rests on colour alone.
"""

from __future__ import annotations

import functools
import html
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

from referee.core.record import record
from referee.drawing import CatalogLabels, Seat
from referee.i18n import speaking

UNKNOWN = "?"  # a printed value not declared yet
SVG_NS = "http://www.w3.org/2000/svg"
SQRT3 = math.sqrt(3)


class Markup(str):
    """HTML already built (and escaped) here: put into a page as it is."""

    __slots__ = ()


def esc(value: object) -> Markup:
    """Text for a page: `<b>&"x` becomes `&lt;b&gt;&amp;&quot;x`; Markup passes unchanged."""
    if isinstance(value, Markup):
        return value
    return Markup(html.escape(str(value), quote=True))


def join(parts: Iterable[object], sep: str = "") -> Markup:
    """Parts of a page one after the other, each escaped unless Markup."""
    return Markup(esc(sep).join(esc(p) for p in parts))


def _attrs(cls: str | None, attrs: Mapping[str, object]) -> str:
    pairs = ([("class", cls)] if cls else []) + [
        (k.rstrip("_").replace("_", "-"), v) for k, v in attrs.items() if v is not None
    ]
    return "".join(f' {name}="{esc(value)}"' for name, value in pairs)


def el(tag: str, *children: object, cls: str | None = None, **attrs: object) -> Markup:
    """`<tag class=... attr=...>children</tag>`; `class_`/`aria_label` style names for attributes."""
    return Markup(f"<{tag}{_attrs(cls, attrs)}>{join(children)}</{tag}>")


def void(tag: str, cls: str | None = None, **attrs: object) -> Markup:
    """A self-closed element (SVG shapes): `<circle ... />`."""
    return Markup(f"<{tag}{_attrs(cls, attrs)}/>")


def unknown(value: object) -> str:
    """A value as shown, `?` while it is not declared (None or empty)."""
    return UNKNOWN if value is None or value == "" else str(value)


# --------------------------------------------------------------------------- language

_WORDS: dict[str, CatalogLabels] = {}


Position = TypeVar("Position")


def in_language(draw: Callable[[Position, str], str]) -> Callable[[Position, str], str]:
    """A game's `board(state, lang)` drawn with `speaking(lang)` around it (the decorator of each
    page.py's board), so its own words and its game's word helpers agree."""

    @functools.wraps(draw)
    def board(state: Position, lang: str) -> str:
        with speaking(lang):
            return str(draw(state, lang))

    return board


def words(prefix: str, lang: str) -> Mapping[str, str]:
    """The catalog's `<prefix>*` messages in `lang`, without the prefix (`looot.page.` -> `title`)."""
    if prefix not in _WORDS:
        _WORDS[prefix] = CatalogLabels(prefix)
    return _WORDS[prefix][lang]


# --------------------------------------------------------------------------- seats

SEAT_COLOURS = ("#D55E00", "#0072B2", "#CC79A7", "#56B4E9", "#F0E442", "#009E73")  # page.css .rf-s0..5


def seat_class(seat: Seat | int) -> str:
    index = seat if isinstance(seat, int) else seat.index
    return f"rf-s{index % len(SEAT_COLOURS)}"


def badge(seat: Seat) -> Markup:
    """The seat letter on the seat's colour."""
    return el("span", seat.letter, cls=f"rf-badge {seat_class(seat)}", title=seat.name)


def who(seat: Seat, current: bool = False) -> Markup:
    """Badge and name; the player to act marked (a triangle and bold, not colour alone)."""
    mark = el("span", "▶", cls="rf-now", aria_label="▶") if current else Markup("")
    return el("span", mark, badge(seat), " ", el("span", seat.name, cls="rf-name"), cls="rf-who")


def legend(table: Sequence[Seat], lang: str, current: int = -1) -> Markup:
    """Every seat: badge, name and colour word, the player to act marked."""
    items = [
        el("li", who(s, s.index == current), " ", el("span", f"({s.colour(lang)})", cls="rf-dim"))
        for s in table
    ]
    return el("ul", *items, cls="rf-legend")


# --------------------------------------------------------------------------- blocks


def board_div(game: str, lang: str, *parts: object) -> Markup:
    """The whole fragment: one element carrying the game and the language (CJK fonts for zh)."""
    return el("div", *parts, cls=f"rf-board rf-{game}", lang="zh-Hans" if lang == "zh" else "en")


def heading(*parts: object) -> Markup:
    return el("p", *parts, cls="rf-head")


def section(title: str, *body: object, cls: str = "") -> Markup:
    return el("section", el("h3", title), *body, cls=f"rf-section {cls}".strip())


def line(*parts: object, cls: str = "rf-line") -> Markup:
    return el("p", *parts, cls=cls)


def chips(items: Iterable[object], cls: str = "rf-chip") -> Markup:
    """Short items side by side, wrapping on a phone (offers, buildings, ships)."""
    return el("ul", *(el("li", item, cls=cls) for item in items), cls="rf-chips")


@record
class Row:
    """One player's row of a counters table."""

    seat: Seat
    cells: tuple[object, ...]
    current: bool = False


def counters(head: Sequence[str], rows: Sequence[Row], player_word: str) -> Markup:
    """Every player's counters, one row each; it scrolls sideways on a narrow screen rather than
    squeezing the numbers."""
    top = el("tr", el("th", player_word, scope="col"), *(el("th", h, scope="col") for h in head))
    body = [
        el(
            "tr",
            el("th", who(r.seat, r.current), scope="row"),
            *(el("td", c) for c in r.cells),
            cls="rf-current" if r.current else None,
        )
        for r in rows
    ]
    return el("div", el("table", el("thead", top), el("tbody", *body), cls="rf-counters"), cls="rf-scroll")


# --------------------------------------------------------------------------- SVG


def svg(width: float, height: float, *children: object, label: str, cls: str = "") -> Markup:
    """An inline picture that scales to its container's width (viewBox, no fixed size)."""
    return el(
        "svg",
        el("title", label),
        *children,
        cls=f"rf-svg {cls}".strip(),
        xmlns=SVG_NS,
        viewBox=f"0 0 {width:g} {height:g}",
        role="img",
        aria_label=label,
    )


def text(x: float, y: float, content: object, cls: str = "rf-t") -> Markup:
    return el("text", content, cls=cls, x=f"{x:.1f}", y=f"{y:.1f}")


def rect(x: float, y: float, w: float, h: float, cls: str, rx: float = 4) -> Markup:
    return void("rect", cls, x=f"{x:.1f}", y=f"{y:.1f}", width=f"{w:.1f}", height=f"{h:.1f}", rx=f"{rx:g}")


def piece(x: float, y: float, seat: Seat | None, r: float = 7, mark: str = "", big: bool = False) -> Markup:
    """A player's piece: a disc of the seat's colour with its letter (`mark` after it, e.g. `*`);
    None draws a neutral piece (`#`). `big` draws it larger (Pendulum's grande workers)."""
    radius = r * 1.3 if big else r
    cls = seat_class(seat) if seat is not None else "rf-neutral"
    letter = (seat.letter if seat is not None else "#") + mark
    title = el("title", seat.name if seat is not None else "#")
    return el(
        "g",
        title,
        void("circle", f"rf-piece {cls}", cx=f"{x:.1f}", cy=f"{y:.1f}", r=f"{radius:.1f}"),
        text(x, y + radius * 0.38, letter, cls=f"rf-piece-t {cls}"),
    )


Hex = tuple[int, int]


@record
class HexCell:
    """One hex of a grid: its fill class, the text in its middle, a small note above (coordinates),
    the pieces on it (None: neutral) and a title (what a pointer on it reads)."""

    cls: str
    label: str = ""
    note: str = ""
    pieces: tuple[Seat | None, ...] = ()
    title: str = ""


def hex_centre(x: int, y: int, r: float) -> tuple[float, float]:
    """Flat-topped hexes in EvenQ columns (even columns half a hex lower), as referee.drawing.hexgrid."""
    return 1.5 * r * x, SQRT3 * r * (y + (0.5 if x % 2 == 0 else 0.0))


def hex_points(cx: float, cy: float, r: float) -> str:
    return " ".join(
        f"{cx + r * math.cos(math.pi / 3 * k):.1f},{cy + r * math.sin(math.pi / 3 * k):.1f}" for k in range(6)
    )


def hex_grid(cells: Mapping[Hex, HexCell], label: str, r: float = 24) -> Markup:
    """A hex map as one SVG, sized to the cells it holds."""
    if not cells:
        return Markup("")
    centres = {h: hex_centre(*h, r) for h in cells}
    left = min(cx for cx, _ in centres.values()) - r - 2
    top = min(cy for _, cy in centres.values()) - r * SQRT3 / 2 - 2
    right = max(cx for cx, _ in centres.values()) + r + 2
    bottom = max(cy for _, cy in centres.values()) + r * SQRT3 / 2 + 2
    shapes: list[Markup] = []
    for h, cell in sorted(cells.items()):
        cx, cy = centres[h][0] - left, centres[h][1] - top
        parts: list[object] = [el("title", cell.title or cell.label)] if cell.title or cell.label else []
        parts.append(void("polygon", f"rf-hex {cell.cls}", points=hex_points(cx, cy, r)))
        if cell.note:
            parts.append(text(cx, cy - r * 0.5, cell.note, cls="rf-hex-note"))
        if cell.label:
            parts.append(text(cx, cy + (r * 0.05 if cell.pieces else r * 0.2), cell.label, cls="rf-hex-t"))
        shown = cell.pieces[:3]
        step = r * 0.58
        for k, seat in enumerate(shown):
            px = cx + (k - (len(shown) - 1) / 2) * step
            parts.append(piece(px, cy + r * 0.55, seat, r=r * 0.28))
        if len(cell.pieces) > 3:
            parts.append(text(cx + r * 0.75, cy + r * 0.2, f"+{len(cell.pieces) - 3}", cls="rf-hex-note"))
        shapes.append(el("g", *parts))
    return svg(right - left, bottom - top, *shapes, label=label, cls="rf-map")


def stylesheet() -> str:
    """The text of page.css, the style sheet of every board (the page shell serves or inlines it)."""
    from importlib import resources

    return resources.files("referee.drawing").joinpath("page.css").read_text(encoding="utf-8")

"""Le Havre's board for a browser (`referee serve`): the round card and what its end will do, the
supply track with its chits and ship markers, the offer spaces, the proposals, the town with its
occupants, the ships on offer, and each player's francs, loans, food, goods, buildings and ships.

`board(state, lang)` is the HTML fragment. Its opening lines are the terminal picture's own
(picture.lines: the round card, the end of round, whose turn and step), and the rest reads the
state through the picture's queries (`markers`, `interest_next`). A chit still face down shows `?`.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.drawing import Seat, html, seats
from referee.drawing.html import Markup, Row

from .catalog import OFFERS, SPACES, chit_goods, ship_food
from .goods import ORDER
from .picture import interest_next, lines, markers
from .state import LeHavreState, PlayerState
from .words import building, good

SPACE_W, SPACE_H = 56, 62  # a supply space in the SVG


@html.in_language
def board(state: LeHavreState, lang: str) -> str:
    """The whole board as one HTML fragment in `lang` ("en" or "zh")."""
    pic, page = html.words("lehavre.picture.", lang), html.words("lehavre.page.", lang)
    table = seats([p.name for p in state.players])
    said = [t.plain for t in lines(state, lang)]
    track_at = next(i for i, t in enumerate(said) if t.startswith(f"{pic['supply']}: "))
    current = state.ctx.current if state.ctx.top is not None and not state.over else -1
    due = interest_next(state)
    occupied = {p.disc: table[i] for i, p in enumerate(state.players) if p.disc}
    return html.board_div(
        "lehavre",
        lang,
        html.heading(said[0]),
        html.legend(table, lang, current),
        *(html.line(t) for t in said[2:track_at]),
        html.el(
            "div",
            html.el(
                "div",
                html.section(pic["supply"], _track(state, table, page)),
                *(
                    [
                        html.line(
                            pic["interest_next"].format(
                                space=state.turn_no % SPACES + 1,
                                players=("、" if lang == "zh" else ", ").join(due),
                            )
                        )
                    ]
                    if due
                    else []
                ),
                html.section(
                    pic["offers"],
                    html.chips(f"{good(g)} {n}" for g, n in zip(OFFERS, state.offers, strict=True)),
                ),
                html.section(pic["stacks"], html.chips(_stack(s, pic) for s in state.stacks)),
                html.section(pic["town"], _buildings(state.town, occupied, pic)),
                html.section(
                    pic["ships"],
                    html.chips(
                        f"{pic['ship_' + k]}: {s[0]} (+{len(s) - 1})"
                        for k, s in state.ship_stacks.items()
                        if s
                    ),
                ),
            ),
            html.section(page["players"], _counters(state, table, current, page)),
            cls="rf-wide",
        ),
        html.el(
            "div",
            *(_player(p, table[i], i == current, occupied, pic, page) for i, p in enumerate(state.players)),
            cls="rf-players",
        ),
    )


def _track(state: LeHavreState, table: tuple[Seat, ...], page: Mapping[str, str]) -> Markup:
    """The seven supply spaces: each chit by its two goods (`?` face down), the space of this turn framed, and each
    player's ship marker on the space of their last turn this round (picture.markers)."""
    here = (state.turn_no - 1) % SPACES
    by_letter = {s.letter: s for s in table}
    ships: dict[int, list[Seat]] = {}
    for mark in markers(state, {s.name: s.letter for s in table}).split():
        ships.setdefault(int(mark[1:]) - 1, []).append(by_letter[mark[0]])
    shapes: list[object] = []
    for i, chit in enumerate(state.chits):
        x = i * (SPACE_W + 4) + 2
        shapes += [
            html.rect(x, 2, SPACE_W, SPACE_H, "rf-box rf-here" if i == here and state.turn_no else "rf-box"),
            html.text(x + SPACE_W / 2, 16, str(i + 1), cls="rf-t-small"),
        ]
        if chit:  # the two goods printed on it, one a line (a chit is named by them, not a number)
            shapes += [
                html.text(x + SPACE_W / 2, 32 + 13 * k, good(g), cls="rf-t-small")
                for k, g in enumerate(chit_goods(chit))
            ]
        else:
            shapes.append(html.text(x + SPACE_W / 2, 36, html.unknown(chit), cls="rf-t-big"))
        for k, seat in enumerate(ships.get(i, [])):
            shapes.append(html.piece(x + 12 + k * 16, 52, seat, r=8))
    return html.svg(SPACES * (SPACE_W + 4), SPACE_H + 4, *shapes, label=page["track_label"], cls="rf-track")


def _stack(stack: tuple[str, ...], pic: Mapping[str, str]) -> str:
    return f"{building(stack[0])} (+{len(stack) - 1})" if stack else pic["none"]


def _buildings(ids: tuple[str, ...], occupied: Mapping[str, Seat], pic: Mapping[str, str]) -> Markup:
    """Buildings by printed name and number, each with the badge of the player whose disc is on it."""
    if not ids:
        return html.line(pic["none"], cls="rf-dim")
    return html.chips(
        html.el("span", building(b), " ", html.badge(occupied[b])) if b in occupied else building(b)
        for b in ids
    )


def _food(p: PlayerState, players: int) -> int:
    return sum(ship_food(s, players) for s in p.ships)


def _counters(state: LeHavreState, table: tuple[Seat, ...], current: int, page: Mapping[str, str]) -> Markup:
    head = [page[k] for k in ("francs", "loans", "food", "buildings", "ships", "disc")]
    n = len(state.players)
    rows = [
        Row(
            table[i],
            (p.francs, p.loans, _food(p, n), len(p.buildings), len(p.ships), p.disc or "-"),
            i == current,
        )
        for i, p in enumerate(state.players)
    ]
    return html.counters(head, rows, page["player"])


def _player(
    p: PlayerState,
    seat: Seat,
    current: bool,
    occupied: Mapping[str, Seat],
    pic: Mapping[str, str],
    page: Mapping[str, str],
) -> Markup:
    goods = [f"{good(g)} {p.has(g)}" for g in ORDER if p.has(g)]
    return html.el(
        "div",
        html.el("h4", html.who(seat, current)),
        html.line(page["francs"], f": {p.francs} · ", page["loans"], f": {p.loans}"),
        html.el("h5", page["goods"]),
        html.chips(goods) if goods else html.line(pic["none"], cls="rf-dim"),
        html.el("h5", page["buildings"]),
        _buildings(p.buildings, occupied, pic),
        html.el("h5", page["ships"]),
        html.chips(p.ships) if p.ships else html.line(pic["none"], cls="rf-dim"),
        cls="rf-player rf-current" if current else "rf-player",
    )

"""Guilds' board picture: the round track, the city in rows and columns, the players in VP order.

The file role "picture.py" of a game package (see prompts/pictures): `picture(state, lang)` returns
a rich renderable of ASCII lines; `LABELS` holds its words in English and Chinese (keys
`guilds.picture.*` of the message catalogs). Each tile shows its id, its suits as letters
(o compass, a anchor, x cross, s sickle, w crown), pieces/threshold, then the seat letter and count
of each player's liverymen, `*A` for A's master, `n2` for two neutral pieces, `b` for the beadle;
`##` is a face-down tile. Every player is a seat letter as well as a colour.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from referee.drawing import CatalogLabels, Seat, labels, seat_legend, seats
from referee.drawing.layout import Group, Text
from referee.guilds import catalog
from referee.guilds.rules.position import current_vp, tile_suits, values, vp_order
from referee.guilds.state import GuildsState, Space

if TYPE_CHECKING:
    from rich.console import RenderableType

SUIT_LETTER = {"compass": "o", "anchor": "a", "cross": "x", "sickle": "s", "crown": "w"}
WIDTH = 15  # characters per tile column
SYMBOLS = (*SUIT_LETTER.values(), "##", "n", "b", "*")


LABELS = CatalogLabels("guilds.picture.")  # its words per language, read when first used


def picture(state: GuildsState, lang: str = "en") -> RenderableType:
    words = labels(LABELS, lang)
    table = seats(list(state.names))
    current = state.index(state.ctx.top.actor) if state.ctx.top is not None else -1
    head = Text(words["title"], style="bold")
    head.append("  ")
    if state.over:
        head.append(words["over"])
    elif state.ctx.phase == "setup":
        head.append(words["setup"])
    else:
        head.append(words["round"].format(round=state.ctx.round, last=state.last_round))
    parts: list[RenderableType] = [head, seat_legend(table, lang, current), _track(state, words), Text()]
    parts.append(Text(words["city"], style="bold"))
    if state.city:
        parts.extend(_city(state, table))
        parts.append(Text(words["legend_city"], style="dim"))
    else:
        parts.append(Text(words["empty"]))
    parts += [Text(), Text(words["players"], style="bold")]
    order = vp_order(state) if state.start >= 0 else tuple(range(state.n))
    vp = current_vp(state)
    for p in order:
        line = Text("  ")
        line.append(table[p].letter, style=table[p].style)
        line.append(f" {state.names[p]}: ")
        line.append(
            words["player"].format(
                vp=vp[p],
                hand=state.hand[p],
                hall=state.hall[p],
                supply=state.supply[p],
                plantation=state.plantation[p],
            )
        )
        parts.append(line)
    return Group(*parts)


def _track(state: GuildsState, words: Mapping[str, str]) -> Text:
    text = Text(f"{words['track']}: ")
    for r in range(1, state.last_round + 1):
        mark = f"[{r}]" if state.grey(r) else f" {r} "
        style = "bold reverse" if r == state.ctx.round and not state.over else ""
        text.append((">" if r == state.ctx.round and not state.over else "") + mark, style=style)
    text.append(f"   {words['legend_track']}", style="dim")
    return text


def _city(state: GuildsState, table: tuple[Seat, ...]) -> list[Text]:
    rows = sorted({s.pos[0] for s in state.city}, key=catalog.ROWS.index)
    cols = sorted({catalog.row_col(s.pos)[1] for s in state.city})
    header = Text("   " + "".join(f"{c:<{WIDTH}}" for c in cols))
    lines = [header]
    for row in rows:
        top, bottom = Text(f"{row}  "), Text("   ")
        for c in cols:
            space = state.space(f"{row}{c}")
            _cell(state, space, table, top, bottom)
        lines += [top, bottom]
    return lines


def _cell(state: GuildsState, space: Space | None, table: tuple[Seat, ...], top: Text, bottom: Text) -> None:
    if space is None:
        top.append(" " * WIDTH)
        bottom.append(" " * WIDTH)
        return
    if not space.face_up:
        top.append(f"{'##':<{WIDTH}}")
        bottom.append(" " * WIDTH)
        return
    suits = "+".join(SUIT_LETTER[s] for s in tile_suits(state, space)) or "?"
    threshold = values(state, space.tile).get("threshold", "?")
    first = f"{space.tile} {suits} {space.count(state.beadle == space.pos)}/{threshold}"
    top.append(f"{first:<{WIDTH}}")
    used = 0
    for p, n in enumerate(space.pieces):
        if n:
            bottom.append(table[p].letter, style=table[p].style)
            bottom.append(f"{n} ")
            used += len(str(n)) + 2
    if space.master >= 0:
        bottom.append("*")
        bottom.append(table[space.master].letter, style=table[space.master].style)
        bottom.append(" ")
        used += 3
    extra = (f"n{space.neutral} " if space.neutral else "") + ("b" if state.beadle == space.pos else "")
    bottom.append(extra)
    used += len(extra)
    bottom.append(" " * max(1, WIDTH - used))

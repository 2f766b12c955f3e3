"""Guilds' board picture: the round track, the city in rows and columns, the players in VP order.

The file role "picture.py" of a game package (see prompts/pictures): `picture(state, lang)` returns
a rich renderable of ASCII lines; `LABELS` holds its words in English and Chinese (keys
`guilds.picture.*` of the message catalogs). Each tile shows its id, its suits as letters
(o compass, a anchor, x cross, s sickle, w crown), pieces/threshold, then the seat letter and count
of each player's liverymen, `*A` for A's master, `n2` for two neutral pieces, `b` for the beadle;
`##` is a face-down tile. Every player is a seat letter as well as a colour.

At the move line `step_view` shows what the step needs within the terminal (the round, the players
in the step's order, the card in use with the tiles of its suits marked `<`, the tile negotiated,
then the city from the rows the step names); `board`, `players` and `cards` are typed for (VIEWS).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from referee.drawing import CatalogLabels, Seat, labels, seat_legend, seats
from referee.drawing.layout import Group, Text
from referee.guilds import catalog
from referee.guilds.rules.position import current_vp, hand_limit, tile_suits, values, vp_order
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
            _cell(_cell_parts(state, state.space(f"{row}{c}"), table), WIDTH, top, bottom)
        lines += [top, bottom]
    return lines


Segments = list[tuple[str, str]]  # (text, style)


def _cell_parts(state: GuildsState, space: Space | None, table: tuple[Seat, ...]) -> tuple[str, Segments]:
    """A tile's two lines unpadded: id, suits, pieces/threshold; then who stands on it."""
    if space is None:
        return "", []
    if not space.face_up:
        return "##", []
    suits = "+".join(SUIT_LETTER[s] for s in tile_suits(state, space)) or "?"
    threshold = values(state, space.tile).get("threshold", "?")
    first = f"{space.tile} {suits} {space.count(state.beadle == space.pos)}/{threshold}"
    bottom: Segments = []
    for p, n in enumerate(space.pieces):
        if n:
            bottom += [(table[p].letter, table[p].style), (f"{n} ", "")]
    if space.master >= 0:
        bottom += [("*", ""), (table[space.master].letter, table[space.master].style), (" ", "")]
    extra = (f"n{space.neutral} " if space.neutral else "") + ("b" if state.beadle == space.pos else "")
    if extra:
        bottom.append((extra, ""))
    return first, bottom


def _cell(parts: tuple[str, Segments], width: int, top: Text, bottom: Text) -> None:
    """A tile's two lines appended, each padded to `width` (at least one space after the pieces)."""
    first, segments = parts
    top.append(f"{first:<{width}}")
    used = 0
    for text, style in segments:
        bottom.append(text, style=style)
        used += len(text)
    bottom.append(" " * max(1, width - used))


# --------------------------------------------------------------------------- views that fit

# The views a table may ask for at the move line, by their word in each language (prompts/pictures).
VIEWS: dict[str, dict[str, str]] = {
    "board": {"en": "board", "zh": "版图"},
    "players": {"en": "players", "zh": "玩家"},
    "cards": {"en": "cards", "zh": "卡牌"},
    "all": {"en": "all", "zh": "全部"},
}
TARGET = "<"  # follows a tile, in the step view, where the card in use may send a liveryman


def view(state: GuildsState, name: str, lang: str = "en") -> RenderableType:
    """A named view: `board` (track and city), `players` (everyone in full), `cards` (the piles,
    the cards played and their printed values), `all` (the whole picture)."""
    if name == "all":
        return picture(state, lang)
    words = labels(LABELS, lang)
    table = seats(list(state.names))
    parts: list[RenderableType] = [_step_head(state, words)]
    if name == "board":
        parts += [_track(state, words), Text(words["city"], style="bold")]
        if state.city:
            parts.extend(_city(state, table))
            parts.append(Text(words["legend_city"], style="dim"))
        else:
            parts.append(Text(words["empty"]))
    elif name == "players":
        parts.extend(_player_line(state, table, p, words, p == _actor(state)) for p in _seat_order(state))
        parts.extend(_mayor_lines(state, words))
    elif name == "cards":
        parts.extend(_card_lines(state, words))
    else:
        raise LookupError(name)
    return Group(*parts)


def step_view(state: GuildsState, lang: str, width: int, height: int) -> RenderableType:
    """What the current step needs in at most `height` lines of `width` cells: the round and whose
    step it is; the players in the order that step goes by (every one in full when there is room,
    else the acting one in full and the others in short); what the step is about (the card in use,
    the tile negotiated, the piles, the mayor cards); then as much of the city as is left room for,
    the rows the step names first. The rest is asked for by name (VIEWS)."""
    words = labels(LABELS, lang)
    table = seats(list(state.names))
    actor = _actor(state)
    order = _seat_order(state)
    head = _step_head(state, words)
    about, focus, marked = _about(state, words)
    hint = Text(words["step_more"].format(views=" ".join(VIEWS[v][lang] for v in VIEWS)), style="dim")
    full = [_player_line(state, table, p, words, p == actor) for p in order]
    short = [full[order.index(actor)]] if actor in order else []
    short += _flowed([_player_short(state, table, p, words) for p in order if p != actor], width)
    city = _city_lines(state, table, marked, width) if state.city else []
    fixed = 1 + len(about) + 1  # the head, what the step is about, the hint
    city_height = sum(len(lines) for _row, lines in city)
    players = full if fixed + len(full) + city_height <= height or actor not in order else short
    shown_city, part = _city_window(city, state, focus, height - fixed - len(players), words)
    if part:
        hint.append("  " + part)
    lines = [head, *players, *about, *shown_city, hint]
    if len(lines) > height:  # a very short terminal: the head, the players, the hint, what fits
        lines = [*lines[: max(1, height - 1)], hint][:height]
    return Group(*(_fit(line, width) for line in lines))


def _fit(line: Text, width: int) -> Text:
    """One line of at most `width` cells (a CJK label is two cells, measured as rich measures it)."""
    from rich.cells import cell_len

    out = Text(style=line.style, no_wrap=True, overflow="crop")
    room = width
    for run, style in line.runs():
        while run and cell_len(run) > room:
            run = run[:-1]
        out.append(run, style)
        room -= cell_len(run)
    return out


def _flowed(parts: list[Text], width: int, sep: str = "  ") -> list[Text]:
    """Short parts side by side, as many to a line as `width` cells hold."""
    from rich.cells import cell_len

    lines: list[Text] = []
    for part in parts:
        if not lines or cell_len(lines[-1].plain + sep + part.plain) > width:
            lines.append(Text())
        elif lines[-1].plain:
            lines[-1].append(sep)
        for run, style in part.runs():
            lines[-1].append(run, style)
    return lines


def _actor(state: GuildsState) -> int:
    """The seat whose decision is open (a player's turn, negotiation or card), -1 for the table."""
    top = state.ctx.top
    return state.index(top.actor) if top is not None and not state.over else -1


def _seat_order(state: GuildsState) -> tuple[int, ...]:
    """The order the step goes by: a round's turns, a negotiation's VP order, else the VP order."""
    if state.resolving is not None:
        return state.resolving.order
    if state.ctx.phase == "round" and state.order:
        return state.order
    return vp_order(state) if state.start >= 0 else tuple(range(state.n))


def _step_head(state: GuildsState, words: Mapping[str, str]) -> Text:
    """The title, the round (and whether growth follows it), the phase and whose turn it is."""
    head = Text(words["title"], style="bold")
    head.append("  ")
    if state.over:
        head.append(words["over"])
        return head
    if state.ctx.phase == "setup":
        head.append(words["setup"])
        return head
    head.append(words["round"].format(round=state.ctx.round, last=state.last_round))
    if state.grey(state.ctx.round):
        head.append(" " + words["head_grey"])
    if state.ctx.phase == "round" and state.order:
        head.append("  " + words["head_turn"].format(at=state.turn_at + 1, of=len(state.order)))
    else:
        head.append("  " + words.get(f"head_{state.ctx.phase}", state.ctx.phase))
    return head


def _player_line(
    state: GuildsState, table: tuple[Seat, ...], p: int, words: Mapping[str, str], acting: bool
) -> Text:
    line = Text(">" if acting else " ")
    line.append(table[p].letter, style=table[p].style)
    line.append(f" {state.names[p]}: ", style="bold" if acting else "")
    line.append(
        words["player"].format(
            vp=current_vp(state)[p],
            hand=state.hand[p],
            hall=state.hall[p],
            supply=state.supply[p],
            plantation=state.plantation[p],
        )
    )
    masters = state.masters_of(p)
    if masters:
        line.append(words["masters"].format(list=" ".join(masters)))
    return line


def _player_short(state: GuildsState, table: tuple[Seat, ...], p: int, words: Mapping[str, str]) -> Text:
    line = Text()
    line.append(table[p].letter, style=table[p].style)
    line.append(
        f" {state.names[p]} "
        + words["player_short"].format(vp=current_vp(state)[p], hand=state.hand[p], hall=state.hall[p])
    )
    return line


def _about(state: GuildsState, words: Mapping[str, str]) -> tuple[list[Text], list[str], set[str]]:
    """What the step is about, in lines; the positions of the city it names (its rows are shown
    first); the tiles marked as where the card in use may send a liveryman."""
    from referee.guilds.rules.declarations import waiting

    top = state.ctx.top
    kind = top.kind if top is not None and not state.over else ""
    data = top.data if top is not None else {}
    lines: list[Text] = []
    focus: list[str] = []
    marked: set[str] = set()
    due = waiting(state)
    if due is not None:
        lines.append(Text(words["step_declare"].format(component=due), style="bold"))
        focus += [s.pos for s in state.city if s.tile == due]
    card = str(data.get("card", "")) if kind in ("use_card", "ability_moves") else ""
    if card:
        lines.append(_card_line(state, card, words))
        suits = set(catalog.suits_of(values(state, card).get("suits")))
        if kind == "use_card":
            marked = {s.pos for s in state.city if s.face_up and suits & set(tile_suits(state, s))}
            focus += sorted(marked, key=catalog.reading_key)
            lines.append(Text(words["step_targets"].format(list=" ".join(focus) or "-"), style="dim"))
        if kind == "ability_moves":
            lines.append(
                Text(
                    words["step_ability"].format(
                        mode=_ability(data.get("mode"), words), left=data.get("left", 0)
                    )
                )
            )
    if kind == "turn" or due is None and _reshuffle_open(state):
        lines.append(Text(_piles(state, words), style="dim"))
    if kind == "discard":
        p = _actor(state)
        lines.append(Text(words["step_discard"].format(hand=state.hand[p], limit=hand_limit(state, p))))
    if state.resolving is not None:
        lines.append(_negotiation_line(state, words))
        focus.append(state.resolving.pos)
        marked.add(state.resolving.pos)
    if kind == "grow":  # the face-down spaces are where the new tiles are revealed: their rows first
        focus += sorted((s.pos for s in state.city if not s.face_up), key=catalog.reading_key)
    if kind == "grow" or kind == "lay_city":
        lines.append(
            Text(
                words["step_neutral"].format(
                    neutral=state.neutral, tiles=sum(s.face_up for s in state.city), spaces=len(state.city)
                )
            )
        )
    if kind in ("reveal_mayor", "mayor_count", "plantation_score") or state.over:
        lines.extend(_mayor_lines(state, words))
    return lines, focus, marked


def _ability(mode: object, words: Mapping[str, str]) -> str:
    return words[f"ability_{mode}"] if mode in catalog.ABILITIES else str(mode or "?")


def _card_line(state: GuildsState, card: str, words: Mapping[str, str]) -> Text:
    """A card played, by what the table declared of it (`?` for a value not declared yet)."""
    printed = values(state, card)
    suits = "+".join(SUIT_LETTER[s] for s in catalog.suits_of(printed.get("suits"))) or "?"
    return Text(
        words["card"].format(
            card=card,
            suits=suits,
            ability=_ability(printed.get("ability"), words),
            power=printed.get("power", "?"),
            cost=printed.get("cost", "?"),
        ),
        style="bold",
    )


def _reshuffle_open(state: GuildsState) -> bool:
    from referee.guilds.rules.turn import reshuffle_open

    return state.ctx.phase == "round" and reshuffle_open(state)


def _piles(state: GuildsState, words: Mapping[str, str]) -> str:
    from referee.guilds.rules.turn import draw_due

    last = state.ctx.round == state.last_round  # the last round's turn ends with done, no draw
    return words["piles_last" if last else "piles"].format(
        played=state.played,
        draw=draw_due(state),
        deck=state.deck,
        discard=len(state.discard) + state.discard_hidden,
    )


def _negotiation_line(state: GuildsState, words: Mapping[str, str]) -> Text:
    resolving = state.resolving
    assert resolving is not None
    space = state.space(resolving.pos)
    printed = values(state, space.tile) if space is not None else {}
    return Text(
        words["negotiation"].format(
            pos=resolving.pos,
            tile=space.tile if space is not None else "?",
            first=printed.get("first", "?"),
            second=printed.get("second", "?"),
            neutral=state.neutral,
        ),
        style="bold",
    )


def _mayor_lines(state: GuildsState, words: Mapping[str, str]) -> list[Text]:
    """The mayor cards revealed so far and how often each is met; nothing before the end."""
    revealed = [p for p in range(state.n) if state.mayor and state.mayor[p]]
    if not revealed:
        return []
    text = "  ".join(
        words["mayor_card"].format(name=state.names[p], card=state.mayor[p], times=state.mayor_times[p])
        for p in revealed
    )
    return [Text(words["mayors"].format(list=text))]


def _card_lines(state: GuildsState, words: Mapping[str, str]) -> list[Text]:
    lines = [Text(_piles(state, words))]
    if state.discard:
        lines.append(
            Text(words["discarded"].format(list=" ".join(state.discard), hidden=state.discard_hidden))
        )
    lines += [_card_line(state, card, words) for card in state.cards_seen]
    return lines or [Text(words["no_cards"])]


def _city_lines(
    state: GuildsState, table: tuple[Seat, ...], marked: set[str], width: int
) -> list[tuple[str, list[Text]]]:
    """The city as (row letter, its lines), the column numbers first: each column as wide as its
    fullest tile needs and no wider than `width` allows; a tile the step names followed by `<`; a
    row's second line (who stands on its tiles) left out while no one does."""
    rows = sorted({s.pos[0] for s in state.city}, key=catalog.ROWS.index)
    cols = sorted({catalog.row_col(s.pos)[1] for s in state.city})
    cells: dict[str, tuple[str, Segments]] = {}
    for row in rows:
        for c in cols:
            first, pieces = _cell_parts(state, state.space(f"{row}{c}"), table)
            cells[f"{row}{c}"] = (first + (TARGET if f"{row}{c}" in marked else ""), pieces)
    wanted = max(max(len(first), sum(len(t) for t, _ in pieces)) for first, pieces in cells.values()) + 1
    column = max(6, min(wanted, (width - 3) // max(1, len(cols))))
    lines = [("", [Text("   " + "".join(f"{c:<{column}}" for c in cols))])]
    for row in rows:
        upper, lower = Text(f"{row}  "), Text("   ")
        for c in cols:
            first, segments = cells[f"{row}{c}"]
            _cell((first[: column - 1], _cut(segments, column - 1)), column, upper, lower)
        lines.append((row, [upper, lower] if lower.plain.strip() else [upper]))
    return lines


def _cut(segments: Segments, most: int) -> Segments:
    """The first `most` characters of a tile's pieces (ASCII: a character is a cell)."""
    out: Segments = []
    for text, style in segments:
        if most <= 0:
            break
        out.append((text[:most], style))
        most -= len(text)
    return out


def _city_window(
    city: list[tuple[str, list[Text]]],
    state: GuildsState,
    focus: list[str],
    room: int,
    words: Mapping[str, str],
) -> tuple[list[Text], str]:
    """The city in `room` lines: all of it, or the rows from the first one the step names (as many
    as fit, earlier ones when the last rows leave room) and the words saying which rows are shown;
    nothing when not even one row fits."""
    if not city:
        return ([Text(words["empty"])] if room >= 1 and state.ctx.phase == "setup" else []), ""
    header, rows = city[0][1], city[1:]
    if sum(len(lines) for _row, lines in city) <= room:
        return [*header, *(line for _row, lines in rows for line in lines)], ""
    letters = [row for row, _lines in rows]
    wanted = [letters.index(pos[0]) for pos in focus if pos[0] in letters]
    first = last = wanted[0] if wanted else 0
    used = len(header) + len(rows[first][1])
    if used > room:
        return [], words["step_rows"].format(shown="-", all=f"{letters[0]}-{letters[-1]}")
    while last + 1 < len(rows) and used + len(rows[last + 1][1]) <= room:
        last += 1
        used += len(rows[last][1])
    while first > 0 and used + len(rows[first - 1][1]) <= room:
        first -= 1
        used += len(rows[first][1])
    shown = rows[first : last + 1]
    note = words["step_rows"].format(shown=f"{shown[0][0]}-{shown[-1][0]}", all=f"{letters[0]}-{letters[-1]}")
    return [*header, *(line for _row, lines in shown for line in lines)], note

"""Le Havre's table picture: the round card and what its end will do, the supply track, the offers,
the proposal tops, the town with its occupants, the ships on offer, and each player's position.

The file role "picture.py" (see prompts/pictures): `picture(state, lang)` returns a rich renderable
of plain ASCII lines (Chinese labels aside); every player is a seat letter as well as a colour;
`LABELS` holds its words, the `lehavre.picture.*` keys of the message catalogs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from referee.core.flow import TABLE, Decision
from referee.drawing import CatalogLabels, seat_legend, seats
from referee.drawing.layout import Group, Text

from .catalog import FOOD, FRANC, LOAN, OFFERS, SPACES, chit_goods, chits, rounds, ship_food
from .state import LeHavreState, PlayerState
from .words import good, goods, listing

if TYPE_CHECKING:
    from rich.console import RenderableType


LABELS = CatalogLabels("lehavre.picture.")  # its words per language, read when first used


def picture(state: LeHavreState, lang: str) -> RenderableType:
    return Group(*lines(state, lang))


class _Parts:
    """The picture's lines one by one, each a function of the state, for the whole picture, the
    named views and the step view alike (the same words wherever a line is shown)."""

    def __init__(self, state: LeHavreState, lang: str) -> None:
        self.state = state
        self.lang = lang
        self.w = LABELS[lang]
        self.seats = seats([p.name for p in state.players])
        self.letter = {s.name: s.letter for s in self.seats}
        self.cards = rounds(state.option("length"), len(state.players))
        self.r = min(state.ctx.round, len(self.cards))
        self.card = self.cards[self.r - 1]
        w = self.w
        self.town_word = {"standard": w["town_standard"], "special": w["town_special"]}.get(
            self.card["town"], w["town_none"]
        )
        self.occ: dict[str, str] = {}
        for p in state.players:
            if p.disc:
                self.occ[p.disc] = self.occ.get(p.disc, "") + self.letter[p.name]

    def round(self) -> Text:
        card = self.card
        return Text(
            self.w["round"].format(
                round=self.r,
                last=len(self.cards),
                card=card["card"],
                food=card["food"],
                harvest=self.w["yes"] if card["harvest"] else self.w["no"],
                town=self.town_word,
            )
        )

    def legend(self) -> Text:
        return seat_legend(self.seats, self.lang, self.state.ctx.current)

    def ahead(self) -> list[Text]:
        """What the round's end will do, and who begins the next; the game's end or final phase."""
        state, w, card = self.state, self.w, self.card
        if state.over:
            return [Text(w["over"])]
        if state.final:
            return [Text(w["final"])]
        harvest = w["harvest"] if card["harvest"] else w["no_harvest"]
        out = [
            Text(
                w["end_will"].format(
                    food=card["food"], ship="S" + card["card"][1:], town=self.town_word, harvest=harvest
                )
            )
        ]
        if state.order:  # once the table has declared it: the declared order goes on
            first = state.players[state.seat_of_turn(SPACES * self.r + 1)].name
            key = "final_from" if self.r >= len(self.cards) else "next_from"
            out.append(Text(w[key].format(round=self.r + 1, player=first)))
        return out

    def turn(self) -> Text | None:
        state, top = self.state, self.state.ctx.top
        if top is None:
            return None
        actor = state.players[state.ctx.current].name
        from .rules.buildings import step_summary

        step = step_summary(top.kind)  # the table's steps say "the table declares …" themselves
        if top.actor not in (actor, TABLE):
            step = self.w["step_by"].format(step=step, player=top.actor)
        return Text(self.w["turn"].format(turn=(state.turn_no - 1) % SPACES + 1, player=actor, step=step))

    def track(self) -> Text:
        return track_line(self.state, self.w)

    def markers(self) -> Text | None:
        """Each player's ship marker on the supply track, once the turn order is known."""
        marks = markers(self.state, self.letter)
        return Text(self.w["markers"].format(markers=marks)) if marks else None

    def interest(self) -> Text | None:
        due = interest_next(self.state)
        if not due:
            return None
        players = ("、" if self.lang == "zh" else ", ").join(due)
        return Text(self.w["interest_next"].format(space=self.state.turn_no % SPACES + 1, players=players))

    def offers(self) -> Text:
        shown = "  ".join(f"{good(g)} {n}" for g, n in zip(OFFERS, self.state.offers, strict=True))
        return Text(f"{self.w['offers']}: {shown}")

    def stacks(self) -> Text:
        w = self.w
        return Text(
            f"{w['stacks']}: "
            + "  ".join(f"{s[0]}(+{len(s) - 1})" if s else w["none"] for s in self.state.stacks)
        )

    def _at(self, b: str) -> str:
        return b + (f"<{self.occ[b]}>" if b in self.occ else "")

    def town(self) -> Text:
        return Text(f"{self.w['town']}: " + " ".join(self._at(b) for b in self.state.town))

    def ships(self) -> Text:
        w = self.w
        shown = "  ".join(
            f"{w['ship_' + k]} {s[0]}(+{len(s) - 1})" for k, s in self.state.ship_stacks.items() if s
        )
        return Text(f"{w['ships']}: " + (shown or w["none"]))

    def player(self, p: PlayerState) -> Text:
        food = sum(ship_food(s, len(self.state.players)) for s in p.ships)
        return Text(
            self.w["player"].format(
                seat=self.letter[p.name], name=p.name, francs=p.francs, loans=p.loans, food=food
            )
        )

    def holding(self, p: PlayerState) -> Text:
        w = self.w
        owned = " ".join(self._at(b) for b in p.buildings) or w["none"]
        return Text(
            f"    {goods(p.goods)} | {owned} | {' '.join(p.ships) or w['none']} | @{p.disc or w['none']}"
        )


def lines(state: LeHavreState, lang: str) -> list[Text]:
    """The picture's lines (the text of `describe` too)."""
    parts = _Parts(state, lang)
    out = [
        parts.round(),
        parts.legend(),
        *parts.ahead(),
    ]  # after a line of text: the legend's '>' is no prompt
    out += [t for t in (parts.turn(), parts.track(), parts.markers(), parts.interest()) if t is not None]
    out += [parts.offers(), parts.stacks(), parts.town(), parts.ships()]
    for p in state.players:
        out += [parts.player(p), parts.holding(p)]
    return out


def chit_label(cid: str) -> str:
    """A chit as printed, its two goods in the current language (`wood+cattle`); `?` face down."""
    return "+".join(good(g) for g in chit_goods(cid)) if cid else "?"


def track_line(state: LeHavreState, w: Mapping[str, str]) -> Text:
    """The seven supply spaces, each chit by its goods, this turn's framed: within the golden
    pictures' 100 columns (wider, `referee status` to a pipe would need rich to wrap it)."""
    here = (state.turn_no - 1) % SPACES
    track = " ".join(f"[{chit_label(c)}]" if i == here else chit_label(c) for i, c in enumerate(state.chits))
    return Text(f"{w['supply']}: {track}")


def interest_next(state: LeHavreState) -> list[str]:
    """Who pays interest at the next supply action, announced before it happens: the next space of
    this round shows the (turned) interest chit; none in the final phase (seed §10.2)."""
    nxt = state.turn_no % SPACES
    if state.over or state.final or nxt == 0 or not state.chits[nxt]:
        return []
    if not chits()[state.chits[nxt]]["interest"]:
        return []
    return [p.name for p in state.players if p.loans]


def markers(state: LeHavreState, letter: dict[str, str]) -> str:
    """Each player's ship marker: the supply space of their last turn this round (`A3 B2`)."""
    if not state.order or state.final or state.over:
        return ""
    first = SPACES * (state.ctx.round - 1) + 1
    at: dict[int, int] = {}
    for turn in range(first, state.turn_no + 1):
        at[state.seat_of_turn(turn)] = turn - first + 1
    return " ".join(f"{letter[state.players[seat].name]}{space}" for seat, space in sorted(at.items()))


# Letters the picture shows that are not words: seat letters, and the letters of ids (B1 S05 R02).
SYMBOLS = ("A", "B", "C", "D", "E", "S", "R")


# --------------------------------------------------------------------------- views that fit

# The views a table may ask for at the move line, by their word in each language (prompts/pictures).
VIEWS: dict[str, dict[str, str]] = {
    "board": {"en": "board", "zh": "版图"},
    "players": {"en": "players", "zh": "玩家"},
    "all": {"en": "all", "zh": "全部"},
}
_TABLE_STEPS = ("declare_order", "reveal_chit", "reveal_special", "deal_hands")
Block = tuple[int, Sequence["Text | None"]]  # (rank, lines) of the step view: rank 0 always shown


def view(state: LeHavreState, name: str, lang: str = "en") -> RenderableType:
    """A named view: `board` (round, supply, offers, proposals, town, ships), `players` (every
    player's francs, loans, goods, buildings and ships), `all` (the whole picture)."""
    parts = _Parts(state, lang)
    if name == "all":
        return picture(state, lang)
    if name == "board":
        shown = [
            parts.round(),
            *parts.ahead(),
            parts.turn(),
            parts.track(),
            parts.markers(),
            parts.interest(),
        ]
        shown += [parts.offers(), parts.stacks(), parts.town(), parts.ships()]
        return Group(*(t for t in shown if t is not None))
    if name == "players":
        return Group(parts.legend(), *(t for p in state.players for t in (parts.player(p), parts.holding(p))))
    raise LookupError(name)


def step_view(state: LeHavreState, lang: str, width: int, height: int) -> RenderableType:
    """What the current step needs in at most `height` lines of `width` cells, the round card's line
    first: for a turn, whose turn and this space's chit, the offers, the town's buildings and the
    acting player's goods and francs; for the food at a round's end, what the payer owes and holds
    (and what `pay all` would borrow); for the table's declarations, what they choose from. Lines
    that do not fit are left out, the least needed first; the rest is asked for by name (VIEWS)."""
    parts = _Parts(state, lang)
    top = state.ctx.top
    kind = top.kind if top is not None else ""
    # (rank, lines) in the order shown; rank 0 is always shown, then the lowest ranks while they fit
    blocks: list[Block] = [(0, [parts.round()])]
    if state.over or top is None:
        blocks += [(0, parts.ahead()), (1, [parts.legend()])]
        blocks += [(2, [parts.player(p)]) for p in state.players]
    elif kind == "feed":
        blocks += _feeding(state, parts, top.actor, int(top.data["owed"]))
    elif kind in _TABLE_STEPS:
        blocks += _table_step(state, parts, kind)
    else:
        blocks += _turn(state, parts, top)
    return Group(*_fit(blocks, width, height))


def _turn(state: LeHavreState, parts: _Parts, top: Decision) -> list[Block]:
    """A player's turn: a main action, the buying and selling after it, or a building's steps (a
    building firm's and a wharf's with the proposals or the ships they build from)."""
    seat = state.index(top.actor) if state.index(top.actor) >= 0 else state.ctx.current
    p = state.players[seat]
    kind = top.kind
    main = kind in ("main", "turn_end")
    building = kind == "firm.build" or "built" in top.data
    ship = kind == "wharf.ship" or "type" in top.data
    return [
        (0, [parts.turn()]),
        (1, [None if state.final else _supply_here(state, parts)]),
        (3, [parts.interest()]),
        (0 if main else 2, [parts.offers()]),
        (1 if main else 3, [parts.town()]),
        (1 if building else 2 if kind == "turn_end" else 4, [parts.stacks()]),
        (1 if ship else 4, [parts.ships()]),
        (0, [parts.player(p), parts.holding(p)]),
        *((5, [parts.player(o)]) for o in state.players if o is not p),
        (5 if main else 6, parts.ahead()[:1]),
    ]


def _feeding(state: LeHavreState, parts: _Parts, actor: str, owed: int) -> list[Block]:
    """A player pays the round's food: what they owe, the food goods and francs they hold and what
    they make, `pay all` and its loans when that is short; their buildings and ships to sell."""
    from .rules.turns import feed_total

    w = parts.w
    seat = state.index(actor)
    p = state.players[seat]
    can = feed_total(state, seat)
    held = {g: p.has(g) for g in FOOD if p.has(g)} | ({FRANC: p.francs} if p.francs else {})
    owes = Text(w["feed_owes"].format(player=actor, owed=owed, food=goods(held), can=can))
    short = None
    if can < owed:
        short = Text(w["feed_short"].format(loans=-(-(owed - can) // LOAN)))
    waiting = [d.actor for d in reversed(state.ctx.stack) if d.kind == "feed" and d.actor != actor]
    then = Text(w["feed_waiting"].format(players=listing(waiting))) if waiting else None
    return [
        (0, [owes, short]),
        (0, [parts.player(p), parts.holding(p)]),
        (2, [then]),
        (3, [parts.ahead()[0]]),
        *((4, [parts.player(o)]) for o in state.players if o is not p),
    ]


def _table_step(state: LeHavreState, parts: _Parts, kind: str) -> list[Block]:
    """The table declares: the turn order (the seats), a chit (the track and the chits still face
    down, by their goods), a special building (the town), the Construction Site's hands."""
    w = parts.w
    if kind == "reveal_chit":
        down = [chit_label(c) for c in chits() if c not in state.chits]
        return [
            (0, [parts.turn(), parts.track(), parts.markers()]),
            (0, [Text(w["face_down"].format(chits="  ".join(down)))]),
            (2, [parts.offers()]),
            (3, [parts.legend()]),
        ]
    if kind == "declare_order":
        return [(0, [parts.legend()]), *((2, [parts.player(p)]) for p in state.players)]
    return [(0, [parts.turn(), parts.town()]), (2, [parts.stacks()]), (3, [parts.legend()])]


def _supply_here(state: LeHavreState, parts: _Parts) -> Text:
    """This turn's supply space: its chit by its goods (interest marked) and the ship markers."""
    here = (state.turn_no - 1) % SPACES
    cid = state.chits[here]
    interest = parts.w["interest_mark"] if cid and chits()[cid]["interest"] else ""
    marks = markers(state, parts.letter)
    return Text(
        parts.w["supply_here"].format(
            space=here + 1, chit=chit_label(cid) + interest, markers=marks or parts.w["none"]
        )
    )


def _fit(blocks: list[Block], width: int, height: int) -> list[Text]:
    """The blocks that fit in `height` lines once wrapped to `width`: rank 0 first, then by rank
    (the order they are listed breaks ties), shown in the order listed; rank 0 is cut if it must."""
    wrapped = [
        (rank, [piece for t in texts if t is not None for piece in _wrap(t, width)]) for rank, texts in blocks
    ]
    room = height
    chosen: set[int] = set()
    for i in sorted(range(len(wrapped)), key=lambda i: wrapped[i][0]):
        rank, shown = wrapped[i]
        if shown and (rank == 0 or len(shown) <= room):
            chosen.add(i)
            room -= len(shown)
    out = [line for i, (_rank, shown) in enumerate(wrapped) if i in chosen for line in shown]
    return out[: max(1, height)]


def _wrap(text: Text, width: int) -> list[Text]:
    """A line folded at spaces to `width` cells (CJK labels count two), each further line indented
    by two; a word longer than a line is cut. The styles of the runs (seat letters) are kept."""
    from rich.cells import cell_len

    if cell_len(text.plain) <= width:
        return [text]
    chars = [(ch, style) for run, style in text.runs() for ch in run]
    out: list[Text] = []
    while chars:
        room = width if not out else width - 2
        used, n, cut = 0, 0, 0
        while n < len(chars) and used + cell_len(chars[n][0]) <= room:
            used += cell_len(chars[n][0])
            n += 1
            if chars[n - 1][0] == " ":
                cut = n
        if n < len(chars) and cut:
            n = cut
        line = Text("  " if out else "", style=text.style)
        for ch, style in chars[: max(n, 1)]:
            line.append(ch, style)
        line.rstrip()
        out.append(line)
        chars = chars[max(n, 1) :]
        while chars and chars[0][0] == " ":
            chars.pop(0)
    return out

"""Guilds of London position files (docs/positions.md): the table's words for a game under way, both ways.

What a table says: the round and whose turn, the start player and this round's turn order, the
city (each position with its tile, or face down, the liverymen of each player on it, neutral
pieces and the master), and per player the VP, cards in hand (a count), liverymen in the hall, in
the plantation and in the supply, and the revealed mayor card. What is not written takes the set-up
value or follows from the rest: the supply is what is left of a colour's 16 liverymen, the neutral
pieces beside the board what the city does not hold, the draw pile what hands and the discard pile
do not, the turn order the VP order, the open decision the turn of the player whose turn it is.
A tile is in one place; pieces stand on face-up tiles only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.flow import Decision
from referee.core.position_file import Reader, context
from referee.core.record import replace
from referee.i18n import t

from . import catalog
from .rules.position import vp_order
from .state import ACTION_CARDS, LIVERYMEN, NEUTRAL_PER_PLAYER, TRACK, GuildsState, Resolving, Space

PHASES = ("setup", "round", "resolution", "growth", "end", "declarations")


def dump(state: GuildsState) -> dict[str, Any]:
    names = state.names
    out = context(state.ctx)
    out.pop("decision", None)
    if state.ctx.stack != _stack_default(state):
        out["decision"] = context(state.ctx).get("decision", [])
    if out["current"] - 1 == _current_default(state):
        del out["current"]
    if state.start >= 0:
        out["start"] = names[state.start]
    if state.order and state.order != _order_default(state):
        out["order"] = [names[i] for i in state.order]
    if state.order and state.turn_at < len(state.order):
        out["turn"] = names[state.order[state.turn_at]]
    elif state.turn_at:
        out["turns_taken"] = state.turn_at
    if state.neutral != _neutral_default(state.city, state.n):
        out["neutral"] = state.neutral
    if state.beadle:
        out["beadle"] = state.beadle
    if state.deck != _deck_default(state.hand, state.discard, state.discard_hidden):
        out["deck"] = state.deck
    out["discard"] = list(state.discard)
    if state.discard_hidden:
        out["discard_unseen"] = state.discard_hidden
    if state.cards_seen != state.discard:
        out["cards_seen"] = list(state.cards_seen)
    for key in ("played", "extra_draw"):
        if getattr(state, key):
            out[key] = getattr(state, key)
    for key in ("awaiting", "tokens_taken", "resolved", "ever_resolved"):
        if getattr(state, key):
            out[key] = list(getattr(state, key))
    out["over"] = state.over
    if state.resolving is not None:
        r = state.resolving
        out["resolving"] = {
            "pos": r.pos,
            "order": [names[i] for i in r.order],
            "at": r.at,
            "swapped": r.swapped,
        }
    out["player"] = {name: _player(state, i) for i, name in enumerate(names)}
    out["city"] = {s.pos: _space(state, s) for s in state.city}
    return out


def _player(state: GuildsState, i: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "vp": state.vp[i],
        "hand": state.hand[i],
        "hall": state.hall[i],
        "plantation": state.plantation[i],
    }
    if state.supply[i] != _supply_default(state.city, i, state.hall[i], state.plantation[i]):
        out["supply"] = state.supply[i]
    if state.mayor[i]:
        out["mayor"] = state.mayor[i]
    if state.mayor_times[i]:
        out["mayor_times"] = state.mayor_times[i]
    return out


def _space(state: GuildsState, s: Space) -> dict[str, Any]:
    out: dict[str, Any] = {"tile": s.tile} if s.tile else {"face_down": True}
    pieces = {state.names[p]: n for p, n in enumerate(s.pieces) if n}
    if pieces:
        out["liverymen"] = pieces
    if s.neutral:
        out["neutral"] = s.neutral
    if s.master >= 0:
        out["master"] = state.names[s.master]
    return out


# -- what follows from the rest -------------------------------------------------------------------
def _on_tiles(city: Sequence[Space], player: int) -> int:
    return sum(s.pieces[player] + (s.master == player) for s in city if player < len(s.pieces))


def _supply_default(city: Sequence[Space], player: int, hall: int, plantation: int) -> int:
    return LIVERYMEN - hall - plantation - _on_tiles(city, player)


def _neutral_default(city: Sequence[Space], n: int) -> int:
    return NEUTRAL_PER_PLAYER * n - sum(s.neutral for s in city)


def _deck_default(hand: Sequence[int], discard: Sequence[str], hidden: int) -> int:
    return ACTION_CARDS - sum(hand) - len(discard) - hidden


def _order_default(state: GuildsState) -> tuple[int, ...]:
    return vp_order(state) if state.start >= 0 else ()


def _current_default(state: GuildsState) -> int:
    if state.order and state.turn_at < len(state.order):
        return state.order[state.turn_at]
    return 0


def _stack_default(state: GuildsState) -> tuple[Decision, ...]:
    """The open decision a file need not write: the turn of the player whose turn it is."""
    if state.ctx.phase == "round" and state.order and state.turn_at < len(state.order):
        return (Decision("turn", state.names[state.order[state.turn_at]]),)
    return ()


# -- reading -------------------------------------------------------------------------------------
def load(doc: Reader, players: Sequence[str] | None = None) -> GuildsState:
    from referee.guilds.engine import GAME

    names = tuple(players) if players is not None else doc.players
    n = len(names)
    kinds = [s.id for s in GAME.flow.steps()]
    ctx = doc.context(PHASES, kinds, rounds=(0, TRACK.get(n, 16)))
    if not doc.has("phase") and ctx.round:
        ctx = replace(ctx, phase="round")  # a round under way: its turns, unless the file says otherwise
    state = GAME.new_state(list(names), doc.options)
    city = _city(doc, names)
    seats = doc.table("player")
    mine = [seats.table(name) for name in names]
    start_hand = int(state.option("start_hand"))
    hall = tuple(m.number("hall", 0, lo=0, hi=LIVERYMEN) for m in mine)
    plantation = tuple(m.number("plantation", 0, lo=0, hi=LIVERYMEN) for m in mine)
    supply = tuple(
        m.number("supply", _supply_default(city, i, hall[i], plantation[i]), lo=0, hi=LIVERYMEN)
        for i, m in enumerate(mine)
    )
    hand = tuple(m.number("hand", start_hand, lo=0, hi=ACTION_CARDS) for m in mine)
    discard = doc.ids("discard", catalog.CARD_IDS)
    hidden = doc.number("discard_unseen", 0, lo=0, hi=ACTION_CARDS)
    start = names.index(doc.choice("start", names, names[0])) if doc.has("start") else -1
    state = replace(
        state,
        ctx=ctx,
        city=city,
        start=start,
        vp=tuple(m.number("vp", 0, lo=0) for m in mine),
        hand=hand,
        hall=hall,
        supply=supply,
        plantation=plantation,
        neutral=doc.number("neutral", _neutral_default(city, n), lo=0, hi=NEUTRAL_PER_PLAYER * n),
        beadle=doc.choice("beadle", [s.pos for s in city if s.face_up], ""),
        mayor=tuple(m.choice("mayor", catalog.MAYOR_IDS, "") for m in mine),
        mayor_times=tuple(m.number("mayor_times", 0, lo=0) for m in mine),
        played=doc.number("played", 0, lo=0),
        extra_draw=doc.number("extra_draw", 0, lo=0),
        awaiting=doc.ids("awaiting", (*catalog.TILE_IDS, *catalog.CARD_IDS, *catalog.MAYOR_IDS)),
        discard=discard,
        discard_hidden=hidden,
        cards_seen=doc.ids("cards_seen", catalog.CARD_IDS, discard),
        deck=doc.number("deck", _deck_default(hand, discard, hidden), lo=0, hi=ACTION_CARDS),
        tokens_taken=doc.ids("tokens_taken", _laid(city)),
        resolved=doc.ids("resolved", _laid(city)),
        ever_resolved=doc.ids("ever_resolved", _laid(city)),
        over=doc.flag("over"),
    )
    state = _turns(doc, state)
    state = replace(state, resolving=_resolving(doc, state))
    _conservation(doc, state, mine)
    return state


def _laid(city: Sequence[Space]) -> list[str]:
    return [s.tile for s in city if s.tile]


def _city(doc: Reader, names: tuple[str, ...]) -> tuple[Space, ...]:
    table = doc.table("city")
    spaces: list[Space] = []
    where: dict[str, str] = {}
    for key in table.names():
        here = table.table(key)
        pos = catalog.canonical_pos(key)
        if pos is None or any(s.pos == pos for s in spaces):
            why = "no_position" if pos is None else "position_twice"
            table.problem(key, t(f"guilds.position.{why}", pos=key))
            for inner in here.names():
                here.raw(inner)
            continue
        face_down = here.flag("face_down")
        tile = here.choice("tile", catalog.TILE_IDS, "")
        if face_down and tile:
            here.problem("tile", t("guilds.position.face_down_tile", pos=pos))
            tile = ""
        if not face_down and not tile:
            here.problem("tile", t("guilds.position.no_tile", pos=pos))
        if tile in where:
            here.problem("tile", t("guilds.position.tile_twice", tile=tile, other=where[tile]))
        elif tile:
            where[tile] = pos
        counts = here.counts("liverymen", names, {name: LIVERYMEN for name in names})
        neutral = here.number("neutral", 0, lo=0)
        master_name = here.choice("master", names, "")
        if not tile and (counts or neutral or master_name):
            here.problem((), t("guilds.position.pieces_face_down", pos=pos))
        pieces = tuple(counts.get(name, 0) for name in names)
        master = names.index(master_name) if master_name else -1
        spaces.append(Space(pos, tile, pieces, neutral, master))
    return tuple(sorted(spaces, key=lambda s: catalog.reading_key(s.pos)))


def _turns(doc: Reader, state: GuildsState) -> GuildsState:
    """This round's order and whose turn it is, and the open decision when none is written."""
    names = state.names
    order = _order_default(state) if state.ctx.phase != "setup" else ()
    if doc.has("order"):
        written = doc.ids("order", names)
        if sorted(written) != sorted(names):
            doc.problem("order", t("guilds.position.order", players=", ".join(names)))
        else:
            order = tuple(names.index(x) for x in written)
    if state.ctx.phase != "setup" and state.start < 0:
        doc.problem("start", t("guilds.position.no_start"))
    turn_at = doc.number("turns_taken", 0, lo=0, hi=len(names))
    if doc.has("turn"):
        who = doc.choice("turn", names, "")
        if who and (not order or names.index(who) not in order):
            doc.problem("turn", t("guilds.position.turn_order", player=who))
        elif who:
            turn_at = order.index(names.index(who))
    state = replace(state, order=order, turn_at=turn_at)
    ctx = state.ctx
    if not doc.has("current"):
        ctx = replace(ctx, current=_current_default(state))
    if not doc.has("decision"):
        ctx = replace(ctx, stack=_stack_default(replace(state, ctx=ctx)))
    if ctx.phase == "setup" and ctx.round != 0 or ctx.phase != "setup" and ctx.round == 0:
        doc.problem("round", t("guilds.position.round_phase", round=ctx.round, phase=ctx.phase))
    return replace(state, ctx=ctx)


def _resolving(doc: Reader, state: GuildsState) -> Resolving | None:
    if not doc.has("resolving"):
        return None
    table = doc.table("resolving")
    faced = [s.pos for s in state.city if s.face_up]
    pos = table.choice("pos", faced, "")
    if not pos:
        table.problem("pos", t("guilds.position.resolving", known=", ".join(faced) or "-"))
    written = table.ids("order", state.names)
    order = tuple(state.names.index(x) for x in written)
    at = table.number("at", 0, lo=0, hi=max(0, len(order)))
    return Resolving(pos, order, at, table.flag("swapped"))


def _conservation(doc: Reader, state: GuildsState, mine: list[Reader]) -> None:
    """Pieces and cards counted: what a table most often gets wrong when it writes a position."""
    for i in range(state.n):
        on = _on_tiles(state.city, i)
        total = state.supply[i] + state.hall[i] + state.plantation[i] + on
        if total != LIVERYMEN:
            mine[i].problem(
                "supply",
                t(
                    "guilds.position.liverymen",
                    supply=state.supply[i],
                    hall=state.hall[i],
                    plantation=state.plantation[i],
                    on=on,
                    total=total,
                    all=LIVERYMEN,
                ),
            )
    neutral = state.neutral + sum(s.neutral for s in state.city)
    if neutral != NEUTRAL_PER_PLAYER * state.n:
        doc.problem(
            "neutral",
            t(
                "guilds.position.neutral",
                beside=state.neutral,
                total=neutral,
                all=NEUTRAL_PER_PLAYER * state.n,
            ),
        )
    cards = state.deck + sum(state.hand) + len(state.discard) + state.discard_hidden
    if cards != ACTION_CARDS:
        doc.problem(
            "deck",
            t(
                "guilds.position.cards",
                deck=state.deck,
                hands=sum(state.hand),
                discard=len(state.discard) + state.discard_hidden,
                total=cards,
                all=ACTION_CARDS,
            ),
        )
    shown = [m for m in state.mayor if m]
    for i, card in enumerate(state.mayor):
        if card and shown.count(card) > 1:
            mine[i].problem("mayor", t("guilds.position.mayor_twice", card=card))
    if state.beadle and state.option("neutral") != "beadle":
        doc.problem("beadle", t("guilds.position.no_beadle"))

"""Le Havre position files (docs/positions.md): the table's words for a game under way, both ways.

What a table says: the round and the turn of it, the turn order, each player's francs, goods,
loans, buildings (by number), ships and where their worker stands, the offers, the town's
buildings and the proposal stacks. What is not written takes the set-up value (francs, goods,
ships, offers, the stacks and the town less what the file places elsewhere), and the open
decision is the current player's main action. Each building and ship is in one place only; a
worker stands on a building in play, one worker to a building.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.flow import TABLE, Decision
from referee.core.frozen import FrozenMap
from referee.core.position_file import Reader, context, plain
from referee.core.record import replace
from referee.i18n import t

from . import catalog
from .state import LeHavreState, PlayerState, TurnState

PHASES = ("turns", "feeding", "special", "final", "over")


def dump(state: LeHavreState) -> dict[str, Any]:
    """Every key, so that the file alone is the position (a table may delete what it does not need)."""
    names = [p.name for p in state.players]
    frame = context(state.ctx)
    frame.setdefault("decision", [])
    if frame["current"] - 1 == _current(state.order, state.turn_no, state.ctx.current):
        del frame["current"]
    out: dict[str, Any] = {
        **frame,
        "turn": state.turn_no - catalog.SPACES * (state.ctx.round - 1),
        "order": [names[i] for i in state.order],
        "offers": dict(zip(catalog.OFFERS, state.offers, strict=True)),
        "chits": list(state.chits),
        "town": list(state.town),
        "stacks": [list(s) for s in state.stacks],
        "specials": list(state.specials),
        "ship_stacks": {k: list(v) for k, v in state.ship_stacks.items()},
        "modernised": list(state.modernised),
        "discarded": list(state.discarded),
        "picket": state.picket,
        "over": state.over,
        "player": {p.name: _player(state, i) for i, p in enumerate(state.players)},
    }
    if state.final_left:
        out["final_left"] = [names[i] for i in state.final_left]
    if state.turn != TurnState():
        out["this_turn"] = {
            "sold": plain(state.turn.sold),
            "using": state.turn.using,
            "report": plain(state.turn.report),
        }
    return out


def _player(state: LeHavreState, seat: int) -> dict[str, Any]:
    p = state.players[seat]
    out: dict[str, Any] = {
        "francs": p.francs,
        "goods": dict(p.goods),
        "loans": p.loans,
        "buildings": list(p.buildings),
        "ships": list(p.ships),
        "worker": p.disc,
    }
    if p.pawned:
        out["pawned"] = dict(p.pawned)
    if state.hands:
        out["hand"] = list(state.hands[seat]) if seat < len(state.hands) else []
    return out


def _current(order: tuple[int, ...], turn_no: int, written: int) -> int:
    """The seat whose turn it is, from the turn order and the turns played (else as written)."""
    return order[(turn_no - 1) % len(order)] if order and turn_no > 0 else written


def load(doc: Reader, players: Sequence[str] | None = None) -> LeHavreState:
    from referee.lehavre.engine import GAME

    names = tuple(players) if players is not None else doc.players
    long = doc.options.get("length", "long") == "long"
    n = len(names)
    last = len(catalog.rounds("long" if long else "short", n))
    kinds = [s.id for s in GAME.flow.steps()]
    wrote_decisions, wrote_current = doc.has("decision"), doc.has("current")
    ctx = doc.context(PHASES, kinds, rounds=(1, last), first_round=1)
    turn = doc.number("turn", 1 if ctx.phase == "turns" else catalog.SPACES, lo=0, hi=catalog.SPACES)
    turn_no = catalog.SPACES * (ctx.round - 1) + turn
    order = tuple(names.index(x) for x in doc.ids("order", names, names if turn_no else ()))
    if order and len(order) != n:
        doc.problem("order", t("lehavre.position.order_all", players=", ".join(names)))
        order = tuple(range(n))
    if not order and turn > 0 and ctx.phase == "turns":
        doc.problem("turn", t("lehavre.position.turn_before_order"))
    if ctx.phase == "turns" and turn == 0 and (order or ctx.round > 1):  # a turn begins at once
        doc.problem("turn", t("lehavre.position.turn_zero"))
    derived = _current(order, turn_no, ctx.current)
    if wrote_current and ctx.phase == "turns" and turn_no and order and ctx.current != derived:
        doc.problem("current", t("lehavre.position.current", name=names[derived], turn=turn))
    ctx = replace(ctx, current=derived if not wrote_current else ctx.current)
    if not wrote_decisions and ctx.phase == "turns":
        first = Decision("declare_order", TABLE) if not turn_no else None
        main = Decision("main", names[ctx.current], "", FrozenMap({"final": False}))
        ctx = replace(ctx, stack=(first or main,))
    seats, placed = _players(doc, names, long)
    buildings = catalog.buildings()
    ships = [*catalog.ships(), *buildings]
    setup_stacks = catalog.start_stacks(n, long)
    stacks = _stacks(doc, buildings, setup_stacks)
    town = doc.ids("town", buildings, catalog.start_town(n, long))
    if not doc.has("stacks"):  # the set-up stacks, less what the file places elsewhere
        stacks = tuple(tuple(b for b in s if b not in placed or placed[b] == "stacks") for s in setup_stacks)
    if not doc.has("town"):
        town = tuple(b for b in catalog.start_town(n, long) if b not in placed or placed[b] == "town")
    _place(doc, placed, "stacks", [b for s in stacks for b in s])
    _place(doc, placed, "town", town)
    discarded = doc.ids("discarded", buildings)
    _place(doc, placed, "discarded", discarded)
    ship_stacks = _ship_stacks(doc, ships, placed)
    _workers(doc, seats, placed, shared=ctx.phase in ("final", "over"))
    state = LeHavreState(
        ctx=ctx,
        players=tuple(p for p, _ in seats),
        options=tuple(sorted(doc.options.items())),
        offers=tuple(_offers(doc, long)),
        chits=_chits(doc),
        turn_no=turn_no,
        stacks=stacks,
        town=town,
        specials=doc.ids("specials", catalog.special_pool()),
        ship_stacks=ship_stacks,
        modernised=doc.ids("modernised", buildings),
        turn=_this_turn(doc),
        order=order,
        final_left=tuple(names.index(x) for x in doc.ids("final_left", names)),
        hands=tuple(hand for _, hand in seats) if any(_wrote(doc, x, "hand") for x in names) else (),
        discarded=discarded,
        picket=doc.number("picket", -1, lo=-1),
        over=doc.flag("over"),
    )
    _phase_agrees(doc, state, last)
    return state


def _phase_agrees(doc: Reader, state: LeHavreState, last: int) -> None:
    """The phase, the round, the turn and the end say the same: the round ends (food, the special
    building) and the final phase come after the 7th turn, the final phase after the last round."""
    phase = state.ctx.phase
    turn = state.turn_no - catalog.SPACES * (state.ctx.round - 1)
    if phase != "turns" and turn != catalog.SPACES:
        doc.problem("turn", t("lehavre.position.turn_in_phase", phase=phase, turns=catalog.SPACES))
    if phase in ("final", "over") and state.ctx.round != last:
        doc.problem("round", t("lehavre.position.final_round", phase=phase, last=last))
    if state.final_left and phase != "final":
        doc.problem("final_left", t("lehavre.position.final_left"))
    if state.over != (phase == "over"):
        doc.problem("over", t("lehavre.position.over", phase=phase))


def _wrote(doc: Reader, name: str, key: str) -> bool:
    return doc.table("player").table(name).has(key)


def _players(
    doc: Reader, names: tuple[str, ...], long: bool
) -> tuple[list[tuple[PlayerState, tuple[str, ...]]], dict[str, str]]:
    """Each seat's holdings and hand; `placed` says where each building and ship is (its key)."""
    table = doc.table("player")
    for extra in table.names():
        if extra not in names:
            table.raw(extra)
            table.problem(extra, t("lehavre.position.no_such_player", players=", ".join(names)))
    own_ships, _ = catalog.start_ships(len(names), long)
    buildings = catalog.buildings()
    ships = [*catalog.ships(), *buildings]
    placed: dict[str, str] = {}
    seats = []
    for i, name in enumerate(names):
        mine = table.table(name)
        key = f"player.{name}"
        owned = mine.ids("buildings", buildings)
        _place(mine, placed, f"{key}.buildings", owned, "buildings")
        fleet = mine.ids("ships", ships, own_ships[i])
        _place(mine, placed, f"{key}.ships", fleet, "ships")
        hand = mine.ids("hand", buildings)
        _place(mine, placed, f"{key}.hand", hand, "hand")
        goods = mine.counts("goods", catalog.GOODS) if mine.has("goods") else catalog.start_goods(long)
        seat = PlayerState(
            name,
            francs=mine.number("francs", catalog.START_FRANCS, lo=0),
            goods=FrozenMap(goods),
            loans=mine.number("loans", 0, lo=0),
            buildings=owned,
            ships=fleet,
            disc=mine.text("worker", ""),
            pawned=FrozenMap(mine.counts("pawned", catalog.GOODS, {g: 1 for g in catalog.GOODS})),
        )
        seats.append((seat, hand))
    return seats, placed


def _stacks(doc: Reader, known: Any, default: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    """The three proposal stacks, top first, of building numbers."""
    value = doc.raw("stacks", [list(s) for s in default])
    if not (isinstance(value, list) and len(value) == 3 and all(isinstance(s, list) for s in value)):
        doc.problem("stacks", t("lehavre.position.three_stacks"))
        return default
    out = []
    for stack in value:
        good = [b for b in stack if isinstance(b, str) and b in known]
        for b in stack:
            if b not in good:
                doc.problem("stacks", t("position.unknown_id", value=repr(b)))
        out.append(tuple(good))
    return tuple(out)


def _place(
    doc: Reader, placed: dict[str, str], where: str, ids: Sequence[str], key: str | None = None
) -> None:
    """Each id at `where`: one already elsewhere is a problem (a building in two places)."""
    for item in ids:
        before = placed.get(item)
        if before is not None and before != where:
            doc.problem(key or where, t("lehavre.position.two_places", id=item, other=before))
        placed[item] = where


def _ship_stacks(doc: Reader, ships: list[str], placed: dict[str, str]) -> FrozenMap[str, tuple[str, ...]]:
    table = doc.table("ship_stacks")
    out = {}
    for kind in table.names():
        if kind not in catalog.SHIP_TYPES:
            table.raw(kind)
            table.problem(
                kind, t("position.not_one_of", value=repr(kind), known=", ".join(catalog.SHIP_TYPES))
            )
            continue
        found = table.ids(kind, ships)
        _place(table, placed, f"ship_stacks.{kind}", found, kind)
        out[kind] = found
    return FrozenMap(out)


def _workers(
    doc: Reader, seats: list[tuple[PlayerState, tuple[str, ...]]], placed: dict[str, str], shared: bool
) -> None:
    """A worker stands on a building in play (a player's or the town's), one worker to a building
    (ruling lehavre-occupied), but in the final phase (`shared`) and where no one enters: the Dive
    Bar (043) takes every worker pushed out."""
    where: dict[str, str] = {}
    table = doc.table("player")
    for seat, _ in seats:
        bid = seat.disc
        if not bid:
            continue
        home = placed.get(bid, "")
        if not (home == "town" or home.endswith(".buildings")):
            table.table(seat.name).problem("worker", t("lehavre.position.worker_not_in_play", id=bid))
        elif bid in where and not shared and catalog.buildings()[bid]["enterable"]:
            table.table(seat.name).problem(
                "worker", t("lehavre.position.worker_twice", id=bid, other=where[bid])
            )
        where[bid] = seat.name


def _offers(doc: Reader, long: bool) -> list[int]:
    start = catalog.start_offers(long)
    if not doc.has("offers"):
        return list(start)
    given = doc.counts("offers", catalog.OFFERS)
    return [given.get(k, 0) for k in catalog.OFFERS]


def _chits(doc: Reader) -> tuple[str, ...]:
    """The chits by id as exported, or by their goods as printed (`"wood cattle"`); kept by id."""
    names = catalog.chit_names()
    known = ["", *catalog.chits(), *names.values()]
    value = tuple(
        catalog.chit_of(c) if c in names.values() else c
        for c in doc.ids("chits", known, [""] * catalog.SPACES, unique=False)
    )
    if len(value) != catalog.SPACES:
        doc.problem("chits", t("lehavre.position.seven_chits", count=len(value)))
        return ("",) * catalog.SPACES
    shown = [c for c in value if c]
    if len(set(shown)) != len(shown):
        doc.problem("chits", t("lehavre.position.chit_twice"))
    return value


def _this_turn(doc: Reader) -> TurnState:
    if not doc.has("this_turn"):
        return TurnState()
    table = doc.table("this_turn")
    return TurnState(
        sold=table.pairs("sold", (str, str)),
        using=table.text("using", ""),
        report=table.pairs("report", (str, int)),
    )

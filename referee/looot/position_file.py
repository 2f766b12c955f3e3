"""Looot position files (docs/positions.md): the table's words for a game under way, both ways.

A hex is written `"x,y"` in the coordinates `referee status` shows. What a table says: the boards
laid (face, place, rotation), the longships on the ocean, who has Vikings on which hex, the tiles
left on each building space and in the supply, and each player's fjord (`"x,y" = "wood"` or a
longship), site cards, trophy and Vikings still in hand. What is not written takes the set-up value
(13 Vikings less those on the landscape, full stacks, the supply, every trophy not claimed, every
longship not elsewhere still in the bag). Each Viking, longship and trophy is in one place only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from referee.core.position_file import Reader, plain, thawed
from referee.core.record import replace
from referee.i18n import t

from .catalog import BUILDINGS, LETTER_KIND, RESOURCES, SITE_TYPES, components, longship_ids, site_ids
from .fjord import SPACE_INDEX, SPACES
from .geometry import FIRST_OPEN_SIDES, BoardPlacement, OpenSide, SidePlacement, geometry
from .state import TROPHIES, VIKINGS, LoootState, PlayerState, TurnState

PHASES = ("setup", "turn", "end")


def _hex(h: tuple[int, int]) -> str:
    return f"{h[0]},{h[1]}"


def dump(state: LoootState) -> dict[str, Any]:
    from referee.core.position_file import context

    out: dict[str, Any] = context(state.ctx)
    out.setdefault("decision", [])
    out["board"] = [{"face": b.face, "x": b.x, "y": b.y, "rot": b.rot} for b in state.boards]
    out["side_board"] = [
        {"kind": s.kind, "face": s.face, "x": s.x, "y": s.y, "rot": s.rot} for s in state.side_boards
    ]
    if state.open_sides != FIRST_OPEN_SIDES:
        out["open_sides"] = [[s.cx, s.cy, s.direction, s.long] for s in state.open_sides]
    names = [p.name for p in state.players]
    if state.start >= 0:
        out["start"] = names[state.start]
    if state.layout_complete:
        geo = state.geo
        out["ocean"] = list(state.ocean)
        out["vikings"] = {
            _hex(geo.hexes[h]): [names[i] for i in occ] for h, occ in enumerate(state.occupants) if occ
        }
        out["stacks"] = {_hex(geo.hexes[b]): n for b, n in zip(geo.buildings, state.stacks, strict=True)}
    if state.bag != _bag(state.ocean, state.players):
        out["bag"] = list(state.bag)
    out["trophies"] = list(state.trophies)
    out["supply"] = dict(zip(RESOURCES, state.supply, strict=True))
    if any(state.set_aside):
        out["set_aside"] = dict(zip(RESOURCES, state.set_aside, strict=True))
    if state.turn != TurnState():
        out["this_turn"] = {k: plain(v) for k, v in vars(state.turn).items()}
    out["over"] = state.over
    out["player"] = {p.name: _player(state, p) for p in state.players}
    return out


def _player(state: LoootState, p: PlayerState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "vikings": p.vikings,
        "fjord": {_hex(SPACES[i]): kind for i, kind in enumerate(p.fjord) if kind},
        "sites": list(p.sites),
        "sites_done": list(p.sites_done),
        "ships_done": list(p.ships_done),
        "shields_used": list(p.shields_used),
        "trophy": p.trophy,
        "lost": p.lost,
    }
    if state.layout_complete and any(p.taken):
        geo = state.geo
        out["taken"] = {_hex(geo.hexes[b]): n for b, n in zip(geo.buildings, p.taken, strict=True) if n}
    return out


def _bag(ocean: Sequence[str], players: Sequence[PlayerState]) -> tuple[str, ...]:
    """The longships still in the bag: every one not on the ocean or in a fjord."""
    out = set(ocean) | {k for p in players for k in p.fjord}
    return tuple(s for s in longship_ids() if s not in out)


def load(doc: Reader, players: Sequence[str] | None = None) -> LoootState:
    from referee.looot.engine import GAME

    names = tuple(players) if players is not None else doc.players
    kinds = [s.id for s in GAME.flow.steps()]
    ctx = doc.context(PHASES, kinds, rounds=(0, 999))
    boards = tuple(
        BoardPlacement(
            b.number("face", 1, lo=1, hi=len(components().faces)),
            b.number("x"),
            b.number("y"),
            b.number("rot", 0, lo=0, hi=5),
        )
        for b in doc.tables("board")
    )
    sides = tuple(
        SidePlacement(
            s.choice("kind", ("ocean", "trophies"), "ocean"),
            s.number("face", 1, lo=1, hi=2),
            s.number("x"),
            s.number("y"),
            s.number("rot", 0, lo=0, hi=5),
        )
        for s in doc.tables("side_board")
    )
    open_sides: tuple[OpenSide, ...] = FIRST_OPEN_SIDES
    if doc.has("open_sides"):
        raw = doc.raw("open_sides")
        try:
            open_sides = tuple(OpenSide(int(a), int(b), int(c), bool(d)) for a, b, c, d in raw)
        except (TypeError, ValueError):
            doc.problem("open_sides", t("looot.position.open_sides"))
    complete = any(s.kind == "ocean" for s in sides)
    geo = geometry(boards, sides) if complete else None
    seats = [_seat(doc, name, geo) for name in names]
    state = LoootState(
        ctx=ctx,
        players=tuple(seats),
        options=tuple(sorted(doc.options.items())),
        boards=boards,
        open_sides=open_sides,
        side_boards=sides,
        start=names.index(doc.choice("start", names, names[0])) if doc.has("start") else -1,
        supply=tuple(_resources(doc, "supply", tuple(components().supply[r] for r in RESOURCES))),
        set_aside=tuple(_resources(doc, "set_aside", (0, 0, 0, 0))),
        turn=_this_turn(doc),
        over=doc.flag("over"),
    )
    if geo is not None:
        state = _landscape(doc, state, geo)
    ocean = state.ocean
    default_bag = _bag(ocean, state.players)
    bag = doc.ids("bag", longship_ids(), default_bag)
    claimed = [p.trophy for p in state.players if p.trophy]
    trophies = doc.numbers(
        "trophies", tuple(x for x in TROPHIES if x not in claimed), lo=min(TROPHIES), hi=max(TROPHIES)
    )
    _one_place_each(doc, state, bag, trophies)
    return replace(state, bag=bag, trophies=trophies)


def _seat(doc: Reader, name: str, geo: Any) -> PlayerState:
    mine = doc.table("player").table(name)
    fjord = [""] * len(SPACES)
    table = mine.table("fjord")
    allowed = (*RESOURCES, *BUILDINGS, *longship_ids())
    for key in table.names():
        kind = table.choice(key, allowed, "")
        space = _parse_hex(key)
        if space not in SPACE_INDEX:
            table.problem(key, t("looot.position.no_fjord_space", space=key))
        elif kind:
            fjord[SPACE_INDEX[space]] = kind
    sites = mine.ids("sites", [s for kind in SITE_TYPES for s in site_ids(kind)])
    if sites and len(sites) != len(SITE_TYPES):
        mine.problem("sites", t("looot.position.three_sites"))
    taken: tuple[int, ...] = ()
    if geo is not None:
        counts = _per_building(mine, "taken", geo, 0)
        taken = tuple(counts)
    return PlayerState(
        name=name,
        vikings=mine.number("vikings", VIKINGS, lo=0, hi=VIKINGS),
        fjord=tuple(fjord),
        sites=sites,
        sites_done=mine.ids("sites_done", SITE_TYPES),
        ships_done=mine.ids("ships_done", longship_ids()),
        shields_used=mine.ids("shields_used", ("again", "occupied", "double")),
        trophy=mine.number("trophy", 0, lo=0, hi=max(TROPHIES)),
        taken=taken,
        lost=mine.number("lost", 0, lo=0),
    )


def _parse_hex(text: str) -> tuple[int, int] | None:
    parts = text.split(",")
    try:
        x, y = (int(p) for p in parts)
    except ValueError:
        return None
    return (x, y)


def _per_building(doc: Reader, key: str, geo: Any, default: int | None) -> list[int]:
    """A count per building space of the landscape (`"x,y" = n`); `default` None: a full stack."""
    full = [components().stack[LETTER_KIND[geo.letter[b]]] for b in geo.buildings]
    out = [full[i] if default is None else default for i in range(len(geo.buildings))]
    where = {geo.hexes[b]: i for i, b in enumerate(geo.buildings)}
    table = doc.table(key)
    for name in table.names():
        at = where.get(_parse_hex(name) or (10**6, 0))
        if at is None:
            table.raw(name)
            table.problem(name, t("looot.position.no_building_space", space=name))
            continue
        out[at] = table.number(name, out[at], lo=0, hi=full[at])
    return out


def _landscape(doc: Reader, state: LoootState, geo: Any) -> LoootState:
    """The Vikings on the hexes, the ocean, the stacks: what exists once the layout is complete."""
    names = [p.name for p in state.players]
    occupants: list[tuple[int, ...]] = [()] * len(geo.hexes)
    table = doc.table("vikings")
    on = [0] * len(names)
    for key in table.names():
        who = table.ids(key, names, unique=False)
        h = geo.index.get(_parse_hex(key) or (10**6, 0))
        if h is None or h not in geo.resources:
            table.problem(key, t("looot.position.not_a_landing", space=key))
            continue
        occupants[h] = tuple(names.index(x) for x in who)
        for i in occupants[h]:
            on[i] += 1
    players = list(state.players)
    vikings = doc.table("player")
    for i, p in enumerate(players):
        if not vikings.table(p.name).has("vikings"):
            players[i] = p = replace(p, vikings=max(0, VIKINGS - on[i]))
        if p.vikings + on[i] != VIKINGS:
            vikings.table(p.name).problem(
                "vikings", t("looot.position.vikings", left=p.vikings, on=on[i], all=VIKINGS)
            )
    ocean = doc.ids("ocean", ("", *longship_ids()), ("",) * 5, unique=False)
    if len(ocean) != 5:
        doc.problem("ocean", t("looot.position.five_ocean", count=len(ocean)))
        ocean = ("",) * 5
    return replace(
        state,
        players=tuple(players),
        occupants=tuple(occupants),
        stacks=tuple(_per_building(doc, "stacks", geo, None)),
        ocean=ocean,
    )


def _resources(doc: Reader, key: str, default: tuple[int, ...]) -> list[int]:
    if not doc.has(key):
        return list(default)
    given = doc.counts(
        key, RESOURCES, dict(zip(RESOURCES, (components().supply[r] for r in RESOURCES), strict=True))
    )
    return [given.get(r, 0) for r in RESOURCES]


def _this_turn(doc: Reader) -> TurnState:
    if not doc.has("this_turn"):
        return TurnState()
    table = doc.table("this_turn")
    fields = vars(TurnState())
    values = {k: thawed(table.raw(k, plain(v))) for k, v in fields.items()}
    for k in table.names():
        if k not in fields:
            table.raw(k)
            table.problem(k, t("position.unknown_key"))
    return TurnState(**values)


def _one_place_each(doc: Reader, state: LoootState, bag: tuple[str, ...], trophies: tuple[int, ...]) -> None:
    """A longship is in the bag, on the ocean or in one fjord; a trophy on its board or with one player."""
    seen: dict[str, str] = {}
    places = [("bag", bag), ("ocean", state.ocean)]
    places += [(f"player.{p.name}.fjord", p.fjord) for p in state.players]
    for where, ids in places:
        for item in ids:
            if item in longship_ids():
                if item in seen and seen[item] != where or (item in seen and where == "ocean"):
                    doc.problem(
                        where.split(".")[0] if where != "bag" else "bag",
                        t("looot.position.two_places", id=item, other=seen[item]),
                    )
                seen[item] = where
    for p in state.players:
        if p.trophy and p.trophy in trophies:
            doc.table("player").table(p.name).problem(
                "trophy", t("looot.position.trophy_twice", axes=p.trophy)
            )

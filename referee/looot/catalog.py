"""Looot component data, loaded once from data/*.toml (every entry has `source` and `verified`)."""

from __future__ import annotations

from functools import cache
from typing import Any

from referee.core.catalog import load_catalog
from referee.core.components import Component
from referee.core.record import record

PACKAGE = "referee.looot"

RESOURCES = ("wood", "sheep", "gold", "axe")
BUILDINGS = ("house", "watchtower", "castle")
TILE_KINDS = ("castle", "watchtower", "house", "gold", "sheep", "wood", "axe")  # score-pad order
LETTER_KIND = {
    "W": "wood",
    "S": "sheep",
    "G": "gold",
    "X": "axe",
    "H": "house",
    "T": "watchtower",
    "C": "castle",
}
SITE_TYPES = ("port", "altar", "palace")


@record
class LongshipCard:
    id: str
    bonus: str  # the tile category that gets the bonus
    per_tile: int
    needs: tuple[str, ...]  # three resources, sorted


@record
class SiteCard:
    id: str
    type: str  # port / altar / palace
    vp: int
    needs: tuple[str, ...]


@record
class Components:
    faces: dict[int, tuple[str, ...]]  # face id -> 5 rows of 7 letters
    face_board: dict[int, int]  # face id -> physical board
    side_rows: dict[tuple[str, int], tuple[str, str]]  # (kind, face) -> letters at local (1,1), (3,1)
    trophies: dict[int, tuple[int, int]]  # axes -> (vp, local x on the trophy board)
    stack: dict[str, int]  # building kind -> tiles per space
    supply: dict[str, int]  # resource kind -> tiles in the supply
    base_vp: dict[str, int]
    longships: dict[str, LongshipCard]
    sites: dict[str, SiteCard]
    fjord_rows: tuple[str, ...]


@cache
def components() -> Components:
    faces = load_catalog(PACKAGE, "landscape", "face").entries
    sides = load_catalog(PACKAGE, "side_boards", "side").entries
    trophies = load_catalog(PACKAGE, "trophies", "trophy").entries
    tiles = load_catalog(PACKAGE, "tiles", "tile").entries
    ships = load_catalog(PACKAGE, "longships", "longship").entries
    sites = load_catalog(PACKAGE, "sites", "site").entries
    fjord = load_catalog(PACKAGE, "fjord", "fjord").entries
    return Components(
        faces={int(f["id"]): tuple(f["rows"]) for f in faces},
        face_board={int(f["id"]): int(f["board"]) for f in faces},
        side_rows={(s["kind"], int(s["face"])): (s["row1"][0], s["row1"][1]) for s in sides},
        trophies={int(t["axes"]): (int(t["vp"]), int(t["space"])) for t in trophies},
        stack={t["kind"]: int(t["stack"]) for t in tiles if t["building"]},
        supply={t["kind"]: int(t["supply"]) for t in tiles if not t["building"]},
        base_vp={t["kind"]: int(t["base_vp"]) for t in tiles},
        longships={
            s["id"]: LongshipCard(s["id"], s["bonus"], int(s["per_tile"]), tuple(sorted(s["needs"])))
            for s in ships
        },
        sites={s["id"]: SiteCard(s["id"], s["type"], int(s["vp"]), tuple(sorted(s["needs"]))) for s in sites},
        fjord_rows=tuple(fjord[0]["rows"]),
    )


def longship_ids() -> tuple[str, ...]:
    """All 30 longship ids in catalog order."""
    return tuple(components().longships)


@cache
def site_ids(site_type: str) -> tuple[str, ...]:
    """The ids of the site cards of a type, in catalog order (asked for on every set-up step)."""
    return tuple(s.id for s in components().sites.values() if s.type == site_type)


def canonical_longship(text: str) -> str | None:
    return _by_lower("longships").get(text.lower())


def canonical_site(text: str) -> str | None:
    return _by_lower("sites").get(text.lower())


@cache
def _by_lower(kind: str) -> dict[str, str]:
    """Ids by their lower-case form (the first id of each form, as a search in catalog order finds)."""
    ids: dict[str, str] = {}
    for cid in getattr(components(), kind):
        ids.setdefault(cid.lower(), cid)
    return ids


def in_use(state: Any) -> list[Component]:
    """The catalog entries the position relies on: its landscape faces, side boards and site cards.

    `referee status` lists those not verified against the printed piece (reference looot.md marks
    them [U]), so a table knows which printed values to look at if the engine seems wrong.
    """
    faces = {int(e["id"]): e for e in load_catalog(PACKAGE, "landscape", "face").entries}
    sides = {(e["kind"], int(e["face"])): e for e in load_catalog(PACKAGE, "side_boards", "side").entries}
    sites = {e["id"]: e for e in load_catalog(PACKAGE, "sites", "site").entries}
    used = [(f"face {b.face}", faces[b.face]) for b in state.boards]
    used += [(f"{s.kind} {s.face}", sides[(s.kind, s.face)]) for s in state.side_boards]
    used += [(card, sites[card]) for p in state.players for card in p.sites]
    return [Component(name, (), verified=e["verified"], source=e["source"]) for name, e in used]

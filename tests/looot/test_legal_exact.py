"""`legal_moves` lists exactly the moves `validate` accepts, at every kind of decision.

For each decision the candidates are a superset of the plausible answers of the allowed kinds
(every hex, every fjord cell, every longship, every card, bogus values too); the accepted ones must
be exactly the listed ones. Moves of a kind the decision does not take are always refused.
"""

from __future__ import annotations

import pytest

from referee.core.game import Declaration, check
from referee.looot import GAME
from referee.looot.catalog import TILE_KINDS, longship_ids, site_ids
from referee.looot.fjord import SPACES
from referee.looot.flow import flow_table
from referee.looot.geometry import board_slots, side_slots
from referee.looot.moves import (
    SHIELDS,
    BoardDecl,
    Draw,
    Longship,
    OceanBoardDecl,
    Pass,
    Place,
    Shield,
    Sites,
    Start,
    Tile,
    Trophy,
    TrophyBoardDecl,
)
from referee.looot.state import LoootState

from .playout import play_game, seeded


def candidates(state: LoootState, kind: str) -> list:
    cells = [(x, y) for x in range(-1, 8) for y in range(-1, 8)]
    if kind == "board":
        spots = [(s.x, s.y, s.rot) for s in board_slots(state.open_sides)] + [
            (-3, -2, 0),
            (0, 0, 0),
            (5, -5, 2),
        ]
        return [BoardDecl(f, *spot) for f in range(1, 10) for spot in spots]
    if kind in ("trophies", "ocean"):
        spots = [(s.x, s.y, s.rot) for s in side_slots(state.open_sides)] + [(0, 0, 0), (-4, 0, 4)]
        cls = TrophyBoardDecl if kind == "trophies" else OceanBoardDecl
        return [cls(f, *spot) for f in (1, 2, 3) for spot in spots]
    if kind == "draw":
        return [Draw(lid) for lid in longship_ids()]
    if kind == "sites":
        names = [*GAME.players(state), "Zed"]
        return [
            Sites(n, a, b, c)
            for n in names
            for a in site_ids("port")
            for b in site_ids("altar")
            for c in site_ids("palace")
        ]
    if kind == "start":
        return [Start(n) for n in [*GAME.players(state), "Zed"]]
    if kind == "shield":
        return [Shield(s) for s in SHIELDS]
    if kind == "place":
        return [Place(*h) for h in state.geo.hexes] + [Place(40, 40)]
    if kind == "tile":
        return [Tile(k, *c) for k in TILE_KINDS for c in cells]
    if kind == "longship":
        return [Longship(lid, *c) for lid in longship_ids() for c in [*SPACES, (1, 1), (6, 6)]]
    if kind == "trophy":
        return [Trophy(n) for n in range(0, 8)]
    if kind == "pass":
        return [Pass()]
    raise AssertionError(kind)


def assert_exact(state: LoootState) -> None:
    top = GAME.decision(state)
    ((who, legal),) = GAME.legal_moves(state)
    assert who == top.actor
    assert len(set(legal)) == len(legal), "duplicates in legal_moves"
    accepted = set()
    kinds = flow_table().kinds(top.kind)
    for kind in kinds:
        for move in candidates(state, kind):
            if not check(GAME, state, Declaration(move, who)):
                accepted.add(move)
    assert accepted == set(legal), (top.kind, set(legal) ^ accepted)
    samples = [Pass(), Place(0, 0), Tile("wood", 3, 3), Draw("Castle31"), Trophy(2), Shield("double")]
    for move in samples:
        if move.kind not in kinds:
            assert "wrong_step" in [v.code for v in check(GAME, state, Declaration(move))]


@pytest.mark.parametrize(("players", "option"), [(2, "published"), (3, "seed_one"), (4, "published")])
def test_legal_moves_are_exactly_the_accepted_moves(players, option):
    seen = {"n": 0}

    def check_each(state, move):
        top = GAME.decision(state)
        seen["n"] += 1
        if top.kind in ("declare_sites",) and seen["n"] % 2:
            return
        if top.kind.startswith("declare") or seen["n"] % 5 == 0:
            assert_exact(state)

    play_game(players, seeded(100 + players), {"optional_actions": option}, check_each=check_each)

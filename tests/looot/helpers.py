"""Helpers for the Looot tests: the tutorial position, hand-built positions, playing move texts."""

from __future__ import annotations

import tomllib
from pathlib import Path

from referee.core.game import Declaration, Effect, check, parse_declaration, play
from referee.core.record import replace
from referee.looot import GAME
from referee.looot.fjord import SPACE_INDEX
from referee.looot.geometry import BoardPlacement, SidePlacement, board_world, cells_of
from referee.looot.state import LoootState

POSITIONS = Path(__file__).resolve().parents[1] / "positions"


def fixture(name: str) -> dict:
    return tomllib.loads((POSITIONS / f"{name}.toml").read_text(encoding="utf-8"))


def run(state: LoootState, *texts: str) -> tuple[LoootState, list[Effect]]:
    """Play move texts through the checked entry point; return the state and all effects."""
    effects: list[Effect] = []
    for text in texts:
        decl = parse_declaration(GAME, state, text)
        t = play(GAME, state, decl)
        state = t.state
        effects.extend(t.effects)
    return state, effects


def tutorial(players: tuple[str, ...] = ("Ann", "Bob"), **options: str) -> LoootState:
    """The tutorial layout (reference §2.5) set up; the first player is to place a Viking.

    With 3 or 4 players, the extra landscape boards take the first positions the assembly offers
    that keep the tutorial's trophy and ocean boards where they are.
    """
    data = fixture("looot_tutorial")
    state = GAME.new_state(list(players), options)
    moves = list(data["moves"])
    state, _ = run(state, *moves[:2])
    tutorial_sides = cells_of(
        (), (SidePlacement("trophies", 1, 4, 4, 2), SidePlacement("ocean", 1, -4, 0, 5))
    )
    while len(state.boards) < len(players):
        move = next(
            m
            for m in moves_of(state)
            if not set(board_world(BoardPlacement(m.face, m.x, m.y, m.rot))) & set(tutorial_sides)
        )
        state, _ = run(state, str(move))
    moves = moves[2:]
    if players != ("Ann", "Bob"):
        sites = [
            "Port1 Altar3 Palace2",
            "Port2 Altar1 Palace5",
            "Port3 Altar2 Palace1",
            "Port4 Altar4 Palace3",
        ]
        moves = [m for m in moves if "sites" not in m and "start" not in m]
        moves += [f"table: sites {p} {sites[i]}" for i, p in enumerate(players)]
        moves.append(f"table: start {players[0]}")
    state, _ = run(state, *moves)
    return state


def moves_of(state: LoootState) -> list:
    """The legal moves of the one actor who may act (Looot has one at a time)."""
    return [m for _, moves in GAME.legal_moves(state) for m in moves]


def codes(state: LoootState, text: str) -> list[str]:
    """Every violation of a nameless declaration: the core's flow checks, then Looot's own."""
    return [v.code for v in violations(state, text)]


def violations(state: LoootState, text: str):
    return check(GAME, state, Declaration(GAME.parse(text)))


def with_vikings(state: LoootState, where: dict[tuple[int, int], tuple[int, ...]]) -> LoootState:
    """Put Vikings on hexes by hand (player indices), taking them from the players' supplies."""
    g = state.geo
    occ = list(state.occupants)
    players = list(state.players)
    for h, who in where.items():
        occ[g.index[h]] = occ[g.index[h]] + tuple(who)
        for i in who:
            players[i] = replace(players[i], vikings=players[i].vikings - 1)
    return replace(state, occupants=tuple(occ), players=tuple(players))


def with_fjord(state: LoootState, player: int, items: dict[tuple[int, int], str]) -> LoootState:
    """Put tiles or longships on a player's fjord by hand."""
    p = state.players[player]
    fjord = list(p.fjord)
    for h, item in items.items():
        fjord[SPACE_INDEX[h]] = item
    players = list(state.players)
    players[player] = replace(p, fjord=tuple(fjord))
    return replace(state, players=tuple(players))


def fill_fjord(state: LoootState, player: int, item: str = "wood", leave: int = 0) -> LoootState:
    """Fill a player's fjord with `item`, leaving the last `leave` free spaces empty."""
    p = state.players[player]
    n = len(p.fjord)
    fjord = tuple(item if i < n - leave else "" for i in range(n))
    players = list(state.players)
    players[player] = replace(p, fjord=fjord)
    return replace(state, players=tuple(players))


def declare(text: str) -> Declaration:
    return Declaration(GAME.parse(text))

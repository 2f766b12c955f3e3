"""Fixed Looot positions for the picture tests: the tutorial set-up and the golden 3-player game."""

from __future__ import annotations

import os
from pathlib import Path

from referee.core.game import parse_declaration, play
from referee.looot import GAME
from referee.looot.state import LoootState
from saves.schema import LogEntry, SaveFile, encode
from tests.looot.helpers import run, tutorial

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PICTURES = GOLDEN / "pictures"
MOVES = GOLDEN / "looot_3p.moves"


def golden_lines() -> list[str]:
    return [line for line in MOVES.read_text(encoding="utf-8").splitlines() if line.strip()]


def golden_game(moves: int | None = None) -> LoootState:
    """The golden 3-player game (Ann, Bob, Cid) after its first `moves` moves (all by default)."""
    state = GAME.new_state(["Ann", "Bob", "Cid"], {})
    state, _ = run(state, *golden_lines()[:moves])
    return state


def tutorial_start() -> LoootState:
    """The tutorial layout of reference looot.md §2.5, Ann to place her first Viking."""
    return tutorial()


def check_golden(name: str, text: str) -> None:
    """Compare with tests/golden/pictures/NAME; REGEN_GOLDEN=1 rewrites it."""
    path = PICTURES / name
    if os.environ.get("REGEN_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run the tests once with REGEN_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), (
        f"{name} differs from the golden (REGEN_GOLDEN=1 to accept)"
    )


def save_of(
    lines: list[str],
    players: tuple[str, ...] = ("Ann", "Bob", "Cid"),
    created: str = "2024-05-01T18:00:00+00:00",
    updated: str = "2024-05-01T19:25:00+00:00",
) -> SaveFile:
    """A Looot save whose log holds `lines` ("Actor: move"), with the fields a Session would write."""
    state = GAME.new_state(list(players), {})
    log = []
    for n, line in enumerate(lines, 1):
        top = GAME.decision(state)
        assert top is not None
        decl = parse_declaration(GAME, state, line)
        log.append(LogEntry(n, str(decl.move), top.actor, top.kind, state.ctx.round, updated))
        state = play(GAME, state, decl).state
    return SaveFile(
        "looot",
        players,
        dict(state.options),
        tuple(log),
        created=created,
        updated=updated,
    )


def golden_save(moves: int | None = None) -> SaveFile:
    return save_of(golden_lines()[:moves])


def playout_save(players: int, seed: int) -> SaveFile:
    """A complete random game (tests/looot/playout.py) as a save."""
    from tests.looot.playout import NAMES, move_lines, play_game, seeded

    return save_of(move_lines(play_game(players, seeded(seed))), tuple(NAMES[:players]))


def write_save(folder: Path, name: str, save: SaveFile) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(encode(save), encoding="utf-8")
    return path

"""Saves of whole games of any registered game: a random playout (tests/kit/playouts.py) written down
as the log a Session keeps, so that opening the save replays it through the rules."""

from __future__ import annotations

from pathlib import Path

from saves.schema import LogEntry, SaveFile
from saves.session import derived
from tests.kit.games import rules_of
from tests.kit.playouts import recorded
from tests.pictures.positions import write_save


def playout_save(
    game: str,
    players: int,
    seed: int,
    created: str = "2024-05-01T18:00:00+00:00",
    updated: str = "2024-05-01T19:25:00+00:00",
) -> SaveFile:
    rules = rules_of(game)
    played = recorded(game, players, seed)
    log = []
    for n, step in enumerate(played.steps, 1):
        phase, round_ = derived(rules, step.state, step.by)
        log.append(LogEntry(n, str(step.move), step.by, phase, round_, updated))
    options = dict(getattr(played.steps[0].state, "options", None) or {})
    return SaveFile(game, played.players, options, tuple(log), created=created, updated=updated)


def write_playout(folder: Path, name: str, game: str, players: int, seed: int) -> SaveFile:
    save = playout_save(game, players, seed)
    write_save(folder, name, save)
    return save

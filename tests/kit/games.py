"""The games under test: every game of `referee.registry.tracked_games()` and the two test games.

A new engine gets every test of the kit by being registered (its package in
`referee.registry.PACKAGES`): nothing here names a real game. Stones (tests/fakegame.py: one actor at a time)
and Market (tests/fakemarket.py: a sale out of turn, a real-time phase with per-player actions) are
not tracked; a test registers them for its own duration with `register`, as the `stones` and
`market` fixtures of tests/conftest.py do, and a subprocess gets them through `program`.

What a game is expected to show in its playouts is read from its flow table, not listed by hand:
a step that any player may answer means moves by someone who does not lead; a step that every
player answers at once means moments where two players each have their own open action.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

import pytest

from referee import registry
from referee.core.flow import ANY_PLAYER, EVERY_PLAYER
from referee.core.game import GameRules
from tests.kit.entries import TEST_GAMES

GAMES = [*registry.tracked_games(), *TEST_GAMES]


def register(monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """Make a test game known to the registry until the test ends (a tracked game already is)."""
    if game in TEST_GAMES:
        monkeypatch.setitem(registry.GAMES, game, TEST_GAMES[game])


def rules_of(game: str) -> GameRules:
    """The rules of a game under test, registered or not (for parametrizing at collection time)."""
    e = TEST_GAMES.get(game) or registry.entry(game)
    assert e.module is not None, game
    return importlib.import_module(e.module).GAME  # type: ignore[no-any-return]


def counts() -> list[tuple[str, int]]:
    """Every (game, player count) the game supports."""
    return [(g, n) for g in GAMES for n in rules_of(g).info.player_counts]


def middle_count(game: str) -> int:
    """The player count a test of one count uses: the middle one the game supports."""
    supported = rules_of(game).info.player_counts
    return supported[len(supported) // 2]


def declarers_at(rules: Any, who: str) -> bool:
    """Whether some step of the flow table lets players declare as `who` (ANY_PLAYER, EVERY_PLAYER)."""
    return any(w == who for step in rules.flow.steps() for _, w in step.declarers())


def acts_out_of_turn(rules: Any) -> bool:
    """A step any player may answer between the leader's actions (a Le Havre sale)."""
    return declarers_at(rules, ANY_PLAYER)


def acts_at_once(rules: Any) -> bool:
    """A step every player answers at once, with no one leading (Pendulum's real time)."""
    return declarers_at(rules, EVERY_PLAYER)


def program(game: str | None = None) -> list[str]:
    """The command line of the real `referee` for a game: with the test games known for a test game."""
    if game in TEST_GAMES:
        return [sys.executable, str(Path(__file__).with_name("program.py"))]
    return [sys.executable, "-m", "referee"]


every_game = pytest.mark.parametrize("game", GAMES, indirect=True)
every_count = pytest.mark.parametrize(("game", "players"), counts(), indirect=["game"])

"""Shared fixtures: an isolated saves folder per test, and the test games (tests/kit/games.py) registered."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def referee_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("REFEREE_HOME", str(home))
    monkeypatch.delenv("REFEREE_FORCE_PROMPTS", raising=False)
    monkeypatch.delenv("REFEREE_LANG", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    from referee import i18n

    i18n.set_lang("en")
    return home


@pytest.fixture
def stones(monkeypatch):
    """The test-only Stones game (tests/fakegame.py): one actor at a time."""
    return _registered(monkeypatch, "stones")


@pytest.fixture
def market(monkeypatch):
    """The test-only Market game: out-of-turn sales, a real-time rush, declared prices, overrides."""
    return _registered(monkeypatch, "market")


def _registered(monkeypatch, game):
    from tests.kit.games import TEST_GAMES, register

    register(monkeypatch, game)
    return TEST_GAMES[game]


def pytest_configure(config):
    """Record every refusal the suite meets, for the deciding-passages test (tests/citations)."""
    from tests import citations

    citations.install()


def pytest_collection_modifyitems(session, config, items):
    """The deciding-passages test runs last: it reads what every other test met."""
    last = [i for i in items if i.nodeid.startswith("tests/test_deciding_passages.py")]
    items[:] = [i for i in items if i not in last] + last

"""The kit's fixture: the game a test is parametrized with, registered for that test."""

from __future__ import annotations

import pytest

from tests.kit.games import register


@pytest.fixture
def game(request, monkeypatch) -> str:
    """The game id of the test's parameter (`every_game`, `every_count`), known to the registry."""
    register(monkeypatch, request.param)
    return request.param

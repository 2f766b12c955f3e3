"""Fixtures of the reliability suite: the CLI in-process (no exception may escape it)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner


@pytest.fixture
def cli():
    """Run the CLI in-process. `catch_exceptions=False`: an exception that is not turned into a
    message and an exit code fails the test, as a traceback would reach a user."""
    from referee.cli import app

    runner = CliRunner()

    def run(*args: str, input: str | None = None):
        return runner.invoke(app, list(args), input=input, catch_exceptions=False)

    return run

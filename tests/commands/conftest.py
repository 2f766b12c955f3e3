"""Run the real CLI in-process through typer's CliRunner."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner


@pytest.fixture
def cli():
    from referee.cli import app

    runner = CliRunner()

    def run(*args: str, input: str | None = None):
        return runner.invoke(app, list(args), input=input, catch_exceptions=False)

    return run

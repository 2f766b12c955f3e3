"""The CLI in-process for the save tests, as the command tests run it."""

from tests.commands.conftest import cli  # noqa: F401 - a fixture, found by pytest by its name

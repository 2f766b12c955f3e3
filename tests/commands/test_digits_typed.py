"""Numbers typed on the command line are ASCII digits (issue 23, item 2): `table: declare purple-²
x=1` was a traceback (`catalog.kind_of` tested isdigit() then int()); now a refusal, exit 3."""

from __future__ import annotations

import pytest

from referee.commands.play import time_scale_of
from referee.core.errors import EXIT_ILLEGAL, EXIT_USAGE, UsageError


@pytest.mark.parametrize("component", ["purple-²", "black-⑤", "green-١", "purple-①"])
def test_a_declared_space_in_other_digits_is_refused_not_a_traceback(cli, component):
    assert cli("new", "pendulum", "--players", "Ann,Bob", "--name", "p", "--no-input").exit_code == 0
    assert cli("move", "p", "board 4 4 3").exit_code == 0
    r = cli("check", "p", f"table: declare {component} x=1")
    assert r.exit_code == EXIT_ILLEGAL, r.output
    assert component in r.output


def test_the_time_scale_is_read_from_ascii_digits():
    assert time_scale_of("2") == 2.0 and time_scale_of("0.5") == 0.5 and time_scale_of(".5") == 0.5
    for odd in ("١٢", "²", "1_0", "1e2", "inf", "nan", " "):
        with pytest.raises(UsageError):
            time_scale_of(odd)


@pytest.mark.parametrize("count", ["١", "²", "①", "1.0", "x"])
def test_undo_and_redo_counts_are_ascii_digits(cli, count):
    """click's int() read `undo SAVE ١` as 1."""
    assert cli("new", "looot", "--players", "Ann,Bob", "--name", "l", "--no-input").exit_code == 0
    assert cli("move", "l", "board 1 at -3,-2 r0").exit_code == 0
    for command in ("undo", "redo"):
        r = cli(command, "l", count)
        assert r.exit_code == EXIT_USAGE and "digits 0-9" in r.output, r.output
    assert cli("undo", "l", "1").exit_code == 0 and cli("redo", "l").exit_code == 0

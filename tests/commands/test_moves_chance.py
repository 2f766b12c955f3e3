"""`referee moves SAVE --chance`: the values a piece might show, each as a move of its own, so a
script plays Pendulum and Guilds to the end choosing among the lines; without it, the forms."""

from __future__ import annotations

import random

import pytest


@pytest.mark.parametrize(("game", "moves"), [("pendulum", 60), ("guilds", 60)])
def test_a_script_plays_on_choosing_among_the_lines_of_moves_chance(cli, game, moves):
    assert cli("new", game, "--players", "Ann,Bob", "--name", "g", "--no-input").exit_code == 0
    rng = random.Random(5)
    forms_met = 0
    for _ in range(moves):
        lines = cli("moves", "g", "--chance").output.splitlines()
        assert lines and not any("<" in line or "‹" in line for line in lines)
        forms_met += cli("moves", "g").output.splitlines() != lines  # the plain list shows forms
        done = cli("move", "g", rng.choice(lines))
        assert done.exit_code == 0, done.output
    assert forms_met  # the readings nobody made were met, and played through --chance

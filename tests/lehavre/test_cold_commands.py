"""Le Havre in a fresh process: the building handlers load when first needed, whatever asks first.

The handler modules are imported by the flow table, which a command builds only when it judges a
move. `referee moves` on a save whose state comes from the state cache never judges anything: it
read the open building step's legal answers with no handler loaded and failed (KeyError
'firm.build'), found by a random playthrough of the installed program.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from saves.session import Session

# a 2-player short game up to the Building Firm's step: Ann in B2 after paying its fee
LINES = (
    "table: order Bob, Ann",
    "table: chit 2",
    "take cattle",
    "done",
    "table: chit 1",
    "enter B2",
    "pay 1fish",
)


@pytest.fixture
def save_at_firm_step(tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, REFEREE_HOME=str(home), REFEREE_LANG="en")
    path = tmp_path / "g.toml"
    s = Session.create(path, "lehavre", ["Ann", "Bob"], {"length": "short"})
    for line in LINES:
        s.declare(line)
    assert s.decision().kind == "firm.build"
    # one command to fill the state cache of the user's folder, as any command does
    subprocess.run(
        [sys.executable, "-m", "referee", "status", str(path)], env=env, check=True, capture_output=True
    )
    return path, env


@pytest.mark.parametrize("command", ["moves", "status"])
def test_a_building_step_read_from_the_state_cache_in_a_fresh_process(save_at_firm_step, command):
    path, env = save_at_firm_step
    r = subprocess.run(
        [sys.executable, "-m", "referee", command, str(path)], env=env, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Internal error" not in r.stdout + r.stderr
    if command == "moves":
        assert any(line.strip().startswith("build ") for line in r.stdout.splitlines()), r.stdout

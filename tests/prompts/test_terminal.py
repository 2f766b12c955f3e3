"""A real-terminal prompt session (pexpect): menus built from legal moves, answers saved at once."""

from __future__ import annotations

import os
import sys

import pexpect
import pytest

from saves.session import Session

SETUP = [
    "board 1 at -3,-2 r0",
    "board 7 at 1,1 r1",
    "trophies 1 at 4,4 r2",
    "ocean 1 at -4,0 r5",
    *(f"draw {ship}" for ship in ("Castle31", "Wood12", "Sheep21", "House13", "Gold22")),
    "sites Ann Port1 Altar1 Palace1",
    "sites Bob Port2 Altar2 Palace2",
    "start Ann",
]
DOWN = "\x1b[B"


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_prompt_session_in_a_real_terminal(referee_home):
    path = referee_home / "saves" / "friday.toml"
    session = Session.create(path, "looot", ["Ann", "Bob"], {})
    for move in SETUP:
        session.declare(move)
    env = {**os.environ, "REFEREE_HOME": str(referee_home), "TERM": "xterm", "COLUMNS": "120"}
    child = pexpect.spawn(
        sys.executable, ["-m", "referee", "play", "friday"], env=env, encoding="utf-8", timeout=20
    )
    try:
        child.expect("Ann: flip shields if wanted, then place a Viking")
        # The menu lists the legal moves only: shield again, shield double, then the five landings.
        child.expect("shield again")
        child.expect("place -1,-2")
        child.send(DOWN + DOWN + "\r")  # place -3,0
        child.expect("place -3,0")
        # (-3,0) gains an axe and captures a house tile: two tiles to put in the fjord.
        child.expect("Ann: put the gained tiles on free fjord spaces: 1 house, 1 axe")
        child.send("\r")  # the first offer: the house on the first free space
        child.expect("Ann: put the gained tiles on free fjord spaces: 1 axe")
        child.send("\r")
        child.expect("Ann: optionally take a longship and/or claim a trophy")
        child.sendintr()
        child.expect("resume with: referee play")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 130
    saved = Session.open(path)
    assert [e.move for e in saved.save.log][len(SETUP) :] == ["place -3,0", "tile house 3,0", "tile axe 4,0"]

"""A prompt session of Guilds in a real terminal (pexpect): `referee play SAVE` on a new 3-player
game; the table lays a small city and declares printed values, two turns are played, the round's
resolution is announced before it happens, a negotiation swap is accepted and ends the swapper's
chance (a second is refused: it is the next negotiator's turn); `quit` leaves every accepted move in the save."""

from __future__ import annotations

import sys

import pytest

from saves import schema, store
from tests.kit.support import referee_env, run_referee

pexpect = pytest.importorskip("pexpect")

ACTIVE = r"[a-z]>\x1b\[0m"  # the move line is drawn and waiting ("Ann>", "the table>")

MOVES = [
    ("table: tile T1 at A1", "printed values of T1"),
    ("table: declare T1 suits=anchor threshold=2 first=3 second=1", None),
    ("table: tile T2 at A2", None),
    ("table: declare T2 suits=crown threshold=3 first=3 second=1", None),
    ("table: done", "the city is laid"),
    ("table: hall 2", None),
    ("table: start Ann", "turns in VP order: Ann, Bob, Cid"),
    ("Ann: play C1", None),
    ("table: declare C1 suits=anchor ability=other power=1 cost=0", None),
    ("Ann: move hall A1", None),
    ("Ann: draw 2", "limit is 7: discard 1"),
    ("Ann: discard 1", None),
    ("Bob: play C2", None),
    ("table: declare C2 suits=anchor+crown ability=hire power=1 cost=0", None),
    ("Bob: move hall A1", None),
    ("Bob: draw 2", None),
    ("Bob: discard 1", None),
    ("Cid: draw 4", None),
    ("Cid: discard 4", r"the tile at A1 \(T1\) has 2/2 — negotiation starts with Ann"),
    ("Ann: swap Bob", "back to Bob's hall"),
]


def test_a_prompt_session_lays_the_city_plays_turns_and_negotiates(referee_home):
    done = run_referee(referee_home, "new", "guilds", "--players", "Ann,Bob,Cid", "--name", "g", "--no-input")
    assert done.returncode == 0, done.stderr
    env = referee_env(referee_home, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1", COLUMNS="120", LINES="40")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "referee", "play", "g"],
        env=env,
        encoding="utf-8",
        codec_errors="replace",
        timeout=30,
        dimensions=(40, 120),
    )
    child.expect("Guilds of London")  # the board picture
    for text, answer in MOVES:
        child.expect(ACTIVE)
        child.send(text + "\r")
        if answer is not None:
            child.expect(answer)
    child.expect(ACTIVE)
    child.send("Ann: swap Ann\r")
    child.expect("it is Bob's turn to answer")  # the verdict, shown before the move is accepted
    child.send("\x15quit\r")  # Ctrl-U clears the refused text
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    path = referee_home / "saves" / "g.toml"
    log = schema.decode(store.read_text(path), str(path)).log
    assert [entry.move for entry in log][-1] == "swap Bob" and len(log) == len(MOVES)

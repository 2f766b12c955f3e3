"""The registry entries of the test games, in a module without pytest: a subprocess that registers
them (tests/kit/program.py) imports only this, and starts as fast as the real `referee`."""

from __future__ import annotations

from referee.registry import Entry

TEST_GAMES = {
    e.id: e
    for e in (
        Entry("stones", "Stones", "石子", "004_475a35a4fad56de6.txt", "tests.fakegame"),
        Entry("market", "Market", "集市", "001_42b355fda81463c4.txt", "tests.fakemarket"),
    )
}

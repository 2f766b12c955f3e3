"""Tab after a short player prefix (`C: t`, `3: t`) completes that player's moves (issue 25, item 4:
a table keeping up with the sand names a player by initial or seat; `C: t` used to complete
`table: clock untimed`, whose words also start with c and t)."""

from __future__ import annotations

from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from prompts.move_line import MoveCompleter, in_full

PLAYERS = ("Ann", "Bob", "Cid")
ENTRIES = [
    ("Cid: take coin1", "take the reward", ""),
    ("table: clock untimed", "the clock", ""),
    ("Ann: take votes2", "take the reward", ""),
]


def completions(typed: str) -> list[str]:
    completer = MoveCompleter()
    completer.entries, completer.players = ENTRIES, PLAYERS
    found = completer.get_completions(Document(typed), CompleteEvent(completion_requested=True))
    return [c.text for c in found]


def test_an_initial_or_a_seat_completes_that_players_moves():
    assert completions("C: t") == ["Cid: take coin1"]
    assert completions("3: t") == ["Cid: take coin1"]
    assert completions("a:t") == ["Ann: take votes2"]


def test_a_text_without_a_short_prefix_is_matched_as_typed():
    assert completions("table: c") == ["table: clock untimed"]
    assert completions("take") == ["Cid: take coin1", "Ann: take votes2"]
    assert in_full(PLAYERS, "Cid: take") is None  # the full name needs no rewriting
    assert in_full(PLAYERS, "Zed: take") is None  # names nobody: matched as typed
    assert in_full(PLAYERS, "2: take") == "Bob: take"

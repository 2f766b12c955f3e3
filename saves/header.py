"""The head of a save, read without its log: what `referee list` and `referee stats` need of every
save in the folder (the game, the players, how many moves, when it changed).

The writer puts the head first and the entries after it (saves/tomlio.py), and the head's
`[snapshot]` counts the log entries. So only the bytes up to the first `[[…]]` line are read, at
most `HEAD_BYTES`: a folder holding a 16 MB file that is no save, or a long game, costs each
listing a few kilobytes per file. A head that does not say all that (cut, edited by hand, a save
of schema 0, whose log comes first) is read as the whole save instead, for its exact error or its
data. The log itself is not checked here: `referee verify` does that.
"""

from __future__ import annotations

import re
from pathlib import Path

from referee.core.errors import SaveError
from referee.core.record import record
from saves import schema, store

HEAD_BYTES = 64 * 1024  # a head is a few hundred bytes: the players, the house rules, the snapshot
_ENTRY_TABLE = re.compile(rb"^[ \t]*\[\[", re.MULTILINE)


@record
class Head:
    game: str
    players: tuple[str, ...]
    moves: int  # log entries
    updated: str


def read_head(path: Path) -> Head:
    """What the head of the save at `path` says (a SaveError when the save cannot be read)."""
    start, whole = store.read_start(path, HEAD_BYTES)
    found = _ENTRY_TABLE.search(start)
    if found is not None or whole:
        head = _head(start[: found.start()] if found else start, path)
        if head is not None:
            return head
    save = schema.decode(store.read_text(path), str(path))
    return Head(save.game, save.players, len(save.log), save.updated)


def _head(raw: bytes, path: Path) -> Head | None:
    """The head in `raw`, None when it does not say all a listing shows."""
    try:
        data = schema.parse(store.decode_text(raw, path), str(path))
        snapshot = data.get("snapshot")
        moves = snapshot.get("entries") if isinstance(snapshot, dict) else None
        if type(moves) is not int or moves < 0:
            return None
        save = schema.from_data(data, str(path), check_digest=False)
    except SaveError:
        return None
    return Head(save.game, save.players, moves, save.updated)

"""What a save can hold, checked on its text before anything parses it.

The 16 MB cap (saves/store.py) bounds the bytes, not the work: under it, a million empty `[[log]]`
tables or `x = [{},{},…]` cost tomllib, the schema and the tolerant reader of a repair gigabytes
and tens of seconds. A real save is a head of a few lines and a few hundred entries (a long Le
Havre game: ~520 entries, ~4,200 lines, ~43 KB), each entry 7 lines. So a text is refused, exit 4
and saying why, before it is parsed when it has more lines than `MAX_ENTRIES` entries would
have, more of the characters every table, array, element, key and value of TOML needs than they
would (`[`, `{`, `,`, `=`, `.`: counted in strings too, so a bound with room to spare), more
`[[…]]` tables than entries, or a line longer than any a save has. Each count is one `str.count` over the text: ~5 ms at 16 MB, nothing
for a real save.
"""

from __future__ import annotations

from referee.core.errors import SaveError
from referee.i18n import t

MAX_ENTRIES = 12_000  # log and undone entries: several times the longest game of any of the games
LINES_PER_ENTRY = 8  # seven lines and the blank one before the next
MAX_LINES = MAX_ENTRIES * LINES_PER_ENTRY + 4_000  # and the head, notes and comments added by hand
MAX_ITEMS = MAX_ENTRIES * 12 + 20_000  # an entry needs 8 of `[ { , = .` (its header, six keys)
MAX_LINE = 64 * 1024  # characters: the longest line of a save is a move's text
_ITEM_MARKS = "[{,=."


def check(text: str, path: str) -> None:
    """Refuse (SaveError) a text larger in shape than any save of a real game."""
    tables = text.count("[[")
    if tables > MAX_ENTRIES + 100:  # an entry is a `[[log]]` or `[[undone]]` table
        raise SaveError(path, _refused(t("save.too_many_entries", count=tables, limit=MAX_ENTRIES)))
    items = sum(text.count(mark) for mark in _ITEM_MARKS)
    if items > MAX_ITEMS:
        raise SaveError(
            path, _refused(t("save.too_many_items", count=items, limit=MAX_ITEMS, entries=MAX_ENTRIES))
        )
    lines = text.count("\n")
    if lines > MAX_LINES:
        raise SaveError(
            path, _refused(t("save.too_many_lines", count=lines, limit=MAX_LINES, entries=MAX_ENTRIES))
        )
    if len(text) > MAX_LINE and max(map(len, text.split("\n"))) > MAX_LINE:
        raise SaveError(path, _refused(t("save.line_too_long", limit=MAX_LINE)))


def _refused(why: str) -> str:
    return t("save.too_large_shape", why=why)

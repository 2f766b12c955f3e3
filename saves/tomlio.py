"""TOML in and out for saves: the log's fixed form on a fast path, everything else through tomllib.

A save is mostly its log: hundreds of `[[log]]` tables with the same six keys in the same order. The
general parser spends ~5 ms on 250 of them, most of what a cold `referee move` does for itself. So
`dumps` writes every log and undone entry in one fixed form (a template), and `loads` reads that
form with one regular expression per entry; the lines before the first `[[log]]` (players, options,
snapshot: a few lines) go through tomllib. Whatever is not exactly in that form (a key added by
hand, a string with an escape or a control character, CRLF line ends, a comment, a blank line
more) makes `loads` hand the whole text to tomllib, so its result, and its error for a broken file,
are always tomllib's own. tests/saves/test_tomlio.py checks both directions against tomllib and
tomli_w on generated saves.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

import tomli_w

ENTRY_TABLES = ("log", "undone")  # written after everything else, in this order
ENTRY_KEYS = ("n", "move", "by", "phase", "round", "at")
_INTS = ("n", "round")

# A string needs no escape in a TOML basic string when it has no quote, backslash or control char.
_PLAIN = r'[^"\\\x00-\x1f\x7f]*'
_PLAIN_TEXT = re.compile(_PLAIN)
_INT = r"0|[1-9][0-9]{0,17}"  # what str(int) gives for 0 <= n < 10**18: no sign, no leading zero
_ENTRY = {
    table: re.compile(
        rf"\[\[{table}\]\]\n"
        rf"n = ({_INT})\n"
        rf'move = "({_PLAIN})"\n'
        rf'by = "({_PLAIN})"\n'
        rf'phase = "({_PLAIN})"\n'
        rf"round = ({_INT})\n"
        rf'at = "({_PLAIN})"\n'
    )
    for table in ENTRY_TABLES
}


def loads(text: str) -> dict[str, Any]:
    """What `tomllib.loads(text)` gives (or raises), sooner for a save in the fixed form."""
    fast = _fast_loads(text)
    return fast if fast is not None else tomllib.loads(text)


def _fast_loads(text: str) -> dict[str, Any] | None:
    start = text.find("\n[[log]]\n") + 1
    if start == 0:
        return None
    try:
        data = tomllib.loads(text[:start])
    except tomllib.TOMLDecodeError:
        return None  # e.g. the split fell inside a multi-line string: let tomllib read it whole
    if any(table in data for table in ENTRY_TABLES):
        return None  # also defined above the log: tomllib decides what that means
    pos, end = start, len(text)
    for table in ENTRY_TABLES:
        entries: list[dict[str, Any]] = []
        match = _ENTRY[table].match
        while pos < end:
            m = match(text, pos)
            if m is None:
                break
            n, move, by, phase, round_, at = m.groups()
            entries.append(
                {"n": int(n), "move": move, "by": by, "phase": phase, "round": int(round_), "at": at}
            )
            pos = m.end()
            if pos < end:
                if text[pos] != "\n":
                    return None
                pos += 1  # the blank line between two tables
        if entries:
            data[table] = entries
    if pos != end or "log" not in data:
        return None  # something other than entries after the first one
    return data


def dumps(data: dict[str, Any]) -> str:
    """TOML for `data` (a save's tables); `tomllib.loads` gives `data` back.

    The log and undone entries come last, each as a `[[log]]` / `[[undone]]` table in the fixed form
    when they can be (the six keys, plain strings, small non-negative integers); otherwise the whole
    document is written by tomli_w.
    """
    entries = {table: data.get(table, []) for table in ENTRY_TABLES}
    if not entries["log"] or not all(_is_plain(e) for rows in entries.values() for e in rows):
        return tomli_w.dumps(data)
    head = tomli_w.dumps({k: v for k, v in data.items() if k not in ENTRY_TABLES})
    parts = [head]
    for table, rows in entries.items():
        for e in rows:
            parts.append(
                f'\n[[{table}]]\nn = {e["n"]}\nmove = "{e["move"]}"\nby = "{e["by"]}"\n'
                f'phase = "{e["phase"]}"\nround = {e["round"]}\nat = "{e["at"]}"\n'
            )
    return "".join(parts)


def _is_plain(entry: Any) -> bool:
    """An entry the fixed form can hold: exactly the six keys, plain strings, small integers."""
    if not isinstance(entry, dict) or tuple(entry) != ENTRY_KEYS:
        return False
    for key in ENTRY_KEYS:
        value = entry[key]
        if key in _INTS:
            if type(value) is not int or not 0 <= value < 10**18:
                return False
        elif type(value) is not str or _PLAIN_TEXT.fullmatch(value) is None:
            return False
    return True

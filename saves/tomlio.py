"""TOML in and out for saves: the fixed form this referee writes on a fast path, anything else through
tomllib and tomli_w.

A save is mostly its log: hundreds of `[[log]]` tables with the same six keys in the same order, after
a head of a few lines (schema, game, players, `[options]`, `[snapshot]`). The general parser spends
~5 ms on 250 entries, most of what a cold `referee move` does for itself, and importing tomllib and
tomli_w costs ~3 ms more. So `dumps` writes every entry from one template and the head in tomli_w's
own layout, and `loads` reads that form with one regular expression per entry and a line reader for
the head. Whatever is not exactly in that form (a key added by hand, a string with an escape or a
control character, CRLF line ends, a comment, an inline table) makes `loads` hand the text to
tomllib, so its result, and its error for a broken file, are always tomllib's own; `dumps` hands
such data to tomli_w. tests/saves/test_tomlio.py checks both directions against tomllib and tomli_w.
"""

from __future__ import annotations

import re
from typing import Any

ENTRY_TABLES = ("log", "undone")  # written after everything else, in this order
ENTRY_KEYS = ("n", "move", "by", "phase", "round", "at")
_INTS = ("n", "round")

# A string needs no escape in a TOML basic string when it has no quote, backslash or control char.
_PLAIN = r'[^"\\\x00-\x1f\x7f]*'
_PLAIN_TEXT = re.compile(_PLAIN)
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_UINT = r"0|[1-9][0-9]{0,17}"  # what str(int) gives for 0 <= n < 10**18: no sign, no leading zero
_ENTRY = re.compile(
    r"\[\[(log|undone)\]\]\n"
    rf"n = ({_UINT})\n"
    rf'move = "({_PLAIN})"\n'
    rf'by = "({_PLAIN})"\n'
    rf'phase = "({_PLAIN})"\n'
    rf"round = ({_UINT})\n"
    rf'at = "({_PLAIN})"\n'
)
# one line of the head: `key = 12`, `key = "text"`, `key = [` (a list of strings follows) or `key = []`
_HEAD_LINE = re.compile(rf'([A-Za-z0-9_-]+) = (?:(0|-?[1-9][0-9]{{0,17}})|"({_PLAIN})"|(\[)(\]?))\n')
_LIST_ITEM = re.compile(rf'    "({_PLAIN})",\n')


def loads(text: str) -> dict[str, Any]:
    """What `tomllib.loads(text)` gives (or raises), sooner for a save in the fixed form."""
    return read(text)[0]


def read(text: str) -> tuple[dict[str, Any], bool]:
    """`loads`, and whether the text was wholly in the fixed form: then nothing in it is nested
    deeper than an entry's table in its array (the head holds only scalars and lists of strings)."""
    fast = _fast_loads(text)
    if fast is None:
        import tomllib

        return tomllib.loads(text), False
    return fast


def _fast_loads(text: str) -> tuple[dict[str, Any], bool] | None:
    """The data and whether its head was in the fixed form too (else tomllib read the head)."""
    start = text.find("\n[[log]]\n") + 1
    head_text = text[:start] if start else text
    head = _read_plain(head_text)
    plain = head is not None
    if head is None:
        head = _read_head(head_text)
    if head is None or not start:
        return None if head is None else (head, plain)
    if any(table in head for table in ENTRY_TABLES):
        return None  # also defined above the log: tomllib decides what that means
    entries: dict[str, list[dict[str, Any]]] = {"log": [], "undone": []}
    pos, end = start, len(text)
    while pos < end:
        m = _ENTRY.match(text, pos)
        if m is None:
            return None  # something other than an entry
        table, n, move, by, phase, round_, at = m.groups()
        if table == "log" and entries["undone"]:
            return None  # log after undone: not the order written here
        entries[table].append(
            {"n": int(n), "move": move, "by": by, "phase": phase, "round": int(round_), "at": at}
        )
        pos = m.end()
        if pos < end:
            if text[pos] != "\n":
                return None
            pos += 1  # the blank line between two tables
    head.update((table, rows) for table, rows in entries.items() if rows)
    return head, plain


def _read_head(text: str) -> dict[str, Any] | None:
    """tomllib's reading of a head not in the layout `_write_plain` gives (None if tomllib cannot
    read it alone: then it reads the whole text)."""
    import tomllib

    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None  # e.g. the split fell inside a multi-line string: let tomllib read it whole


def _read_plain(text: str) -> dict[str, Any] | None:
    """Key/values (integers, plain strings, lists of plain strings), then `[table]`s of the same."""
    data: dict[str, Any] = {}
    table = data
    pos, end = 0, len(text)
    while pos < end:
        if text[pos] == "\n" or pos == 0 and text[0] == "[":  # a blank line comes before each table
            if text[pos] == "\n":
                pos += 1
                if pos == end:
                    break  # the blank line before the log
            close = text.find("]\n", pos)
            name = text[pos + 1 : close] if text[pos] == "[" and close > 0 else ""
            if not _BARE_KEY.fullmatch(name) or name in data:
                return None  # not a table header, or a name defined twice (tomllib's error)
            table = data[name] = {}
            pos = close + 2
            continue
        m = _HEAD_LINE.match(text, pos)
        if m is None:
            return None
        key, number, string, opened, closed = m.groups()
        if key in table:
            return None  # a key given twice: tomllib's error
        pos = m.end()
        if number is not None:
            table[key] = int(number)
        elif string is not None:
            table[key] = string
        elif closed:
            table[key] = []
        else:
            items = []
            while (item := _LIST_ITEM.match(text, pos)) is not None:
                items.append(item.group(1))
                pos = item.end()
            if not items or not text.startswith("]\n", pos):
                return None
            table[key] = items
            pos += 2
    return data


def dumps(data: dict[str, Any]) -> str:
    """TOML for `data` (a save's tables); `tomllib.loads` gives `data` back.

    The log and undone entries come last, each as a `[[log]]` / `[[undone]]` table in the fixed form
    when they can be (the six keys, plain strings, small non-negative integers), after the head in
    tomli_w's layout. Data that does not fit is written by tomli_w (the whole document when an entry
    does not fit).
    """
    lists = [data.get(table, []) for table in ENTRY_TABLES]
    if not all(type(entries) is list for entries in lists) or not any(lists):
        return _write_plain(data) or _tomli_w(data)  # no entries to write in the fixed form
    rows = [(table, e) for table, entries in zip(ENTRY_TABLES, lists, strict=True) for e in entries]
    if not lists[0] or not _plain_entries([e for _, e in rows]):
        return _tomli_w(data)
    # an empty entry table has no `[[undone]]` to write: it stays in the head as `undone = []`
    head = {k: v for k, v in data.items() if k not in ENTRY_TABLES or v == []}
    return (_write_plain(head) or _tomli_w(head)) + "".join(
        f'\n[[{table}]]\nn = {e["n"]}\nmove = "{e["move"]}"\nby = "{e["by"]}"\n'
        f'phase = "{e["phase"]}"\nround = {e["round"]}\nat = "{e["at"]}"\n'
        for table, e in rows
    )


def _tomli_w(data: dict[str, Any]) -> str:
    import tomli_w  # only for data the fixed form cannot hold

    return tomli_w.dumps(data)


def _write_plain(data: dict[str, Any]) -> str | None:
    """`data` as tomli_w writes it, when it holds only what `_read_plain` reads; else None."""
    literals, tables = [], []
    for key, value in data.items():
        if isinstance(value, dict):
            body = _write_lines(value)
            if body is None or not _BARE_KEY.fullmatch(key):
                return None
            tables.append(f"[{key}]\n{body}")
        else:
            line = _write_lines({key: value})
            if line is None:
                return None
            literals.append(line)
    chunks = ["".join(literals)] if literals else []
    return "\n".join(chunks + tables)


def _write_lines(table: dict[str, Any]) -> str | None:
    lines = []
    for key, value in table.items():
        if not _BARE_KEY.fullmatch(key):
            return None
        if type(value) is int and -(10**18) < value < 10**18:
            lines.append(f"{key} = {value}\n")
        elif type(value) is str and _PLAIN_TEXT.fullmatch(value):
            lines.append(f'{key} = "{value}"\n')
        elif type(value) is list and all(type(v) is str and _PLAIN_TEXT.fullmatch(v) for v in value):
            items = "".join(f'    "{v}",\n' for v in value)
            lines.append(f"{key} = [\n{items}]\n" if value else f"{key} = []\n")
        else:
            return None
    return "".join(lines)


def _plain_entries(entries: list[Any]) -> bool:
    """Entries the fixed form can hold: exactly the six keys, plain strings, small integers.

    The strings are checked together: a text is plain when none of its characters needs an escape,
    so the joined strings are plain exactly when each one is (one regex call, not four per entry)."""
    texts: list[str] = []
    for entry in entries:
        if type(entry) is not dict or tuple(entry) != ENTRY_KEYS:
            return False
        n, move, by, phase, round_, at = entry.values()
        if type(n) is not int or type(round_) is not int or not (0 <= n < 10**18 and 0 <= round_ < 10**18):
            return False
        if type(move) is not str or type(by) is not str or type(phase) is not str or type(at) is not str:
            return False
        texts += (move, by, phase, at)
    return _PLAIN_TEXT.fullmatch("".join(texts)) is not None

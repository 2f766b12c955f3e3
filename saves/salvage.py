"""A tolerant reader for `referee verify --repair`: what can still be read of a save that tomllib, or
the schema, refuses as a whole (a deleted line, a TOML syntax error, a field gone).

The text is cut at its table headers (`[[log]]`, `[[undone]]`, `[options]`, …). Each piece is read
by tomllib on its own; a piece it refuses is read statement by statement, a statement being the
fewest lines from where it starts that tomllib accepts (a line is joined to the next only while
tomllib says the text ended too soon: a bad line costs one parse, not one per line after it). A
key that comes twice in one entry starts the next entry, so a deleted `[[log]]` line costs nothing. An
array table of another name (`[[lg]]`, a mistyped log entry) is given up whole: read statement by
statement it would become one table per key. What no statement takes is given up
line by line, never silently: an entry left without its move or declarer becomes a
`schema.Dropped` in its table's list, with its lines and the reason; a line outside any entry
becomes a `Dropped` of table "line". The repair shows them and writes them to the dropped file.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from referee.core.errors import SaveError
from referee.i18n import t
from saves.schema import MAX_DEPTH, Dropped
from saves.tomlio import ENTRY_TABLES

_HEADER = re.compile(r"[ \t]*(\[\[?)[ \t]*([^\[\]#]*?)[ \t]*(\]\]?)[ \t]*(?:#.*)?")
_BLANK = re.compile(r"[ \t]*(?:#.*)?")
STATEMENT_LINES = 40  # no statement of a save is longer (a list of players, of override codes)
MAX_UNREADABLE = 10_000  # lines: a damaged save has a few (a test repairs 5,201); each costs a parse or more


class TooDamaged(SaveError):
    """More lines than any damaged save has cannot be read: not repaired line by line."""


class _Tally:
    """The unreadable lines met so far in one text, refused past MAX_UNREADABLE."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.count = 0

    def add(self) -> None:
        self.count += 1
        if self.count > MAX_UNREADABLE:
            raise TooDamaged(self.path, t("save.too_damaged", limit=MAX_UNREADABLE))


def read(text: str, path: str = "") -> tuple[dict[str, Any], list[Dropped]]:
    """The data tomllib would give for the readable part of `text`, entries that cannot be read as
    `Dropped` in their place, and the other lines no statement took (TooDamaged past
    MAX_UNREADABLE of them)."""
    tally = _Tally(path)
    data: dict[str, Any] = {}
    entries: dict[str, list[Any]] = {table: [] for table in ENTRY_TABLES}
    lost: list[Dropped] = []
    for header, first, body in _pieces(text):
        name = _entry_table(header)
        if name is not None:
            entries[name] += _entries(name, len(entries[name]), header, first, body, lost, tally)
            continue
        if header.lstrip(" \t").startswith("[["):  # read statement by statement: one table per key
            lost.append(_unknown_table(header, first, body))
            continue
        statements, bad = _statements(body, first, tally, header)
        for value, _, _ in statements:
            _merge(data, value)
        lost += [Dropped("line", n, reason, line=n, text=line) for n, line, reason in bad]
    for table, found in entries.items():
        if found:
            data[table] = found
    return data, lost


def _pieces(text: str) -> list[tuple[str, int, list[str]]]:
    """(header line or "", number of the first body line, body lines) for each table of the text."""
    pieces: list[tuple[str, int, list[str]]] = [("", 1, [])]
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        m = _HEADER.fullmatch(line.rstrip("\r\n"))
        if m and len(m.group(1)) == len(m.group(3)) and m.group(2):
            pieces.append((line if line.endswith("\n") else line + "\n", number + 1, []))
        else:
            pieces[-1][2].append(line)
    return pieces


def _unknown_table(header: str, first: int, body: list[str]) -> Dropped:
    """An array table of another name (`[[lg]]`, a log entry whose header was mistyped), whole: it
    goes to the dropped file as the file had it, with its move and declarer when it reads."""
    text = (header + "".join(body)).rstrip("\r\n") + "\n"
    entry: dict[str, Any] = {}
    try:
        tables = next(iter(tomllib.loads(text).values()), None)
        while isinstance(tables, dict) and len(tables) == 1:  # `[[a.b]]`: the array is inside
            tables = next(iter(tables.values()))
        if isinstance(tables, list) and tables and isinstance(tables[-1], dict):
            entry = tables[-1]
    except (tomllib.TOMLDecodeError, RecursionError):
        pass
    reason = t("save.unknown_table", table=header.strip())
    return Dropped("line", first - 1, reason, _text(entry, "move"), _text(entry, "by"), first - 1, text)


def _entry_table(header: str) -> str | None:
    m = _HEADER.fullmatch(header.rstrip("\r\n"))
    if m and m.group(1) == "[[" and m.group(2) in ENTRY_TABLES:
        return m.group(2)
    return None


def _statements(
    body: list[str], first: int, tally: _Tally, header: str = ""
) -> tuple[list[tuple[dict[str, Any], int, int]], list[tuple[int, str, str]]]:
    """The statements of `body` as tomllib reads each (after `header`): (value, index of its first
    line, index after its last); and the lines none of them took: (line number, text, reason)."""
    found: list[tuple[dict[str, Any], int, int]] = []
    bad: list[tuple[int, str, str]] = []
    i = 0
    while i < len(body):
        if _BLANK.fullmatch(body[i].rstrip("\r\n")):
            i += 1
            continue
        end, value, reason = _statement(body, i, header)
        if end:
            found.append((value, i, end))
            i = end
        else:
            tally.add()
            bad.append((first + i, body[i], t("save.line_unreadable", line=first + i, reason=reason)))
            i += 1
    return found, bad


def _statement(body: list[str], i: int, header: str) -> tuple[int, dict[str, Any], str]:
    """The statement starting at line `i`: (index after its last line, its value, ""), or
    (0, {}, why not). A line is joined to the next only while tomllib says the text ended too soon."""
    reason = ""
    for j in range(i + 1, min(len(body), i + STATEMENT_LINES) + 1):
        try:
            return j, tomllib.loads(header + "".join(body[i:j])), ""
        except tomllib.TOMLDecodeError as exc:
            reason = reason or _without_place(str(exc))
            if "(at end of document)" not in str(exc):
                break
        except RecursionError:
            reason = reason or t("save.too_deep", limit=MAX_DEPTH)
            break
    return 0, {}, reason


def _entries(
    table: str, before: int, header: str, first: int, body: list[str], lost: list[Dropped], tally: _Tally
) -> list[Any]:
    """The entries of one `[[log]]` piece: one, or more when a key comes again (a header line was
    deleted). An entry whose lines did not all read and that lacks its move or declarer is Dropped."""
    try:
        return [tomllib.loads("".join(body))]
    except (tomllib.TOMLDecodeError, RecursionError):
        pass
    statements, bad = _statements(body, first, tally)
    starts: list[int] = []  # the index in `body` where each entry starts
    groups: list[dict[str, Any]] = []
    for value, start, _ in statements:
        if not groups or any(key in groups[-1] for key in value):
            starts.append(start if groups else 0)
            groups.append({})
        groups[-1].update(value)
    if not groups:
        starts, groups = [0], [{}]
    out: list[Any] = []
    for k, entry in enumerate(groups):
        start, end = starts[k], starts[k + 1] if k + 1 < len(starts) else len(body)
        mine = [b for b in bad if first + start <= b[0] < first + end]
        if mine and not all(type(entry.get(key)) is str for key in ("move", "by")):
            text = (header if k == 0 else "") + "".join(body[start:end])
            line = first - 1 if k == 0 else first + start
            n = before + len(out) + 1
            out.append(Dropped(table, n, mine[0][2], _text(entry, "move"), _text(entry, "by"), line, text))
        else:
            out.append(entry)
            lost += [Dropped("line", n, reason, line=n, text=text) for n, text, reason in mine]
    return out


def _text(entry: dict[str, Any], key: str) -> str:
    value = entry.get(key)
    return value if type(value) is str else ""


def _without_place(reason: str) -> str:
    return re.sub(r"\s*\(at [^)]*\)", "", reason).strip()


def _merge(data: dict[str, Any], value: dict[str, Any]) -> None:
    """Add what one statement read: tables are merged, arrays of tables extended, a key seen before
    keeps its first value (as the strict reader, which refuses the second, would have it)."""
    for key, item in value.items():
        if key not in data:
            data[key] = item
        elif isinstance(data[key], dict) and isinstance(item, dict):
            _merge(data[key], item)
        elif isinstance(data[key], list) and isinstance(item, list):
            data[key].extend(item)

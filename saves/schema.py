"""Save schema v1: the data model and its TOML form.

The log is the truth: a save holds the players, the house-rule options and every accepted move in
order (its text, who declared it, phase, round, time). `undone` keeps undone entries for redo until
the next move. The snapshot digest covers the log, so a hand-edit that changed history is noticed.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass, field, replace
from typing import Any

import tomli_w

from referee import __version__
from referee.core.errors import SaveError

SCHEMA = 1


@dataclass(frozen=True)
class LogEntry:
    n: int
    move: str
    by: str
    phase: str
    round: int
    at: str

    def to_data(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "move": self.move,
            "by": self.by,
            "phase": self.phase,
            "round": self.round,
            "at": self.at,
        }


@dataclass(frozen=True)
class SaveFile:
    game: str
    players: tuple[str, ...]
    options: dict[str, str] = field(default_factory=dict)
    log: tuple[LogEntry, ...] = ()
    undone: tuple[LogEntry, ...] = ()  # most recently undone last
    created: str = ""
    updated: str = ""
    app_version: str = __version__

    def with_log(self, log: tuple[LogEntry, ...], undone: tuple[LogEntry, ...]) -> SaveFile:
        return replace(self, log=log, undone=undone)


def digest(log: tuple[LogEntry, ...]) -> str:
    h = hashlib.sha256()
    for e in log:
        h.update(f"{e.n}\x1f{e.by}\x1f{e.move}\x1e".encode())
    return "sha256:" + h.hexdigest()


def encode(save: SaveFile) -> str:
    data: dict[str, Any] = {
        "schema": SCHEMA,
        "game": save.game,
        "app_version": save.app_version,
        "created": save.created,
        "updated": save.updated,
        "players": list(save.players),
        "options": dict(save.options),
        "snapshot": {"entries": len(save.log), "digest": digest(save.log)},
        "log": [e.to_data() for e in save.log],
        "undone": [e.to_data() for e in save.undone],
    }
    if not data["undone"]:
        del data["undone"]
    return tomli_w.dumps(data)


_LINE_COL = re.compile(r"\(at line (\d+), column (\d+)\)")


def decode(text: str, path: str, check_digest: bool = True) -> SaveFile:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = _LINE_COL.search(str(exc))
        if m:
            where = f"line {m.group(1)}, column {m.group(2)}"
        else:  # "(at end of document)": point at the end
            lines = text.split("\n")
            where = f"line {len(lines)}, column {len(lines[-1]) + 1} (end of file)"
        reason = re.sub(r"\s*\(at [^)]*\)", "", str(exc)).strip()
        raise SaveError(path, f"not valid TOML: {reason}", where) from None
    schema = data.get("schema")
    if not isinstance(schema, int):
        raise SaveError(path, "missing or non-integer 'schema': this is not a referee save")
    if schema > SCHEMA:
        raise SaveError(
            path, f"written by a newer referee (schema {schema}, this one knows {SCHEMA}); upgrade referee"
        )
    if schema < 1:
        raise SaveError(path, f"unknown schema {schema}")
    game = _typed(data, "game", str, path)
    players = _typed(data, "players", list, path)
    if not players or not all(isinstance(p, str) and p for p in players):
        raise SaveError(path, "'players' must be a non-empty list of names")
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise SaveError(path, "'options' must be a table of text values")
    log = _entries(data.get("log", []), "log", path)
    undone = _entries(data.get("undone", []), "undone", path)
    snapshot = data.get("snapshot")
    if check_digest and not digest_matches(snapshot, log):
        raise SaveError(
            path,
            "the log was changed by hand since it was saved (snapshot digest differs); "
            "if the edit is intended, delete the [snapshot] table and load again",
            "snapshot",
        )
    return SaveFile(
        game=game,
        players=tuple(players),
        options=dict(options),
        log=log,
        undone=undone,
        created=str(data.get("created", "")),
        updated=str(data.get("updated", "")),
        app_version=str(data.get("app_version", "")),
    )


def digest_matches(snapshot: Any, log: tuple[LogEntry, ...]) -> bool:
    """True when there is no snapshot (accepted hand edits) or its digest matches the log."""
    return not (isinstance(snapshot, dict) and "digest" in snapshot and snapshot["digest"] != digest(log))


def decode_snapshot_differs(text: str, log: tuple[LogEntry, ...]) -> bool:
    """For a text that decodes: does its snapshot digest disagree with its log?"""
    return not digest_matches(tomllib.loads(text).get("snapshot"), log)


def _typed(data: dict[str, Any], key: str, kind: type, path: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise SaveError(path, f"'{key}' is missing or not a {kind.__name__}")
    return value


def _entries(raw: Any, table: str, path: str) -> tuple[LogEntry, ...]:
    if not isinstance(raw, list):
        raise SaveError(path, f"'{table}' must be an array of tables [[{table}]]")
    out = []
    for i, item in enumerate(raw, 1):
        where = f"{table} entry {i}"
        if not isinstance(item, dict):
            raise SaveError(path, "not a table", where)
        try:
            entry = LogEntry(
                n=int(item["n"]),
                move=str(item["move"]),
                by=str(item["by"]),
                phase=str(item.get("phase", "")),
                round=int(item.get("round", 0)),
                at=str(item.get("at", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(path, f"missing or bad field {exc}", where) from None
        if table == "log" and entry.n != i:
            raise SaveError(path, f"entry numbered {entry.n}, expected {i}", where)
        out.append(entry)
    return tuple(out)

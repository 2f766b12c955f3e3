"""Save schema v1: the data model and its TOML form.

The log is the truth: a save holds the players, the house-rule options and every accepted move in
order (its text, who declared it, phase, round, time). `undone` keeps undone entries for redo until
the next move. The snapshot digest covers the log and `setup_digest` the game, players and house
rules, so a hand edit that changed history or the rules it was played under is noticed, and so is
a file cut short (every save written has a snapshot; `referee verify --repair` accepts an intended
edit by writing new digests). A save without `setup_digest` (written before it existed) is fine.

A game started from a position (`referee new GAME --position FILE`, issue 27) keeps that position
as its starting point: the table `[position]`, the position file's data as read (docs/positions.md).
Its log is replayed from it instead of the set-up, `setup_digest` covers it too, and undo stops at
it. A save without it starts at the set-up, as every save before it did (no schema change: an
older referee keeps the table as an unknown key, and then cannot replay the log, which it says).

Older schemas are migrated on load (saves/migrations.py). Keys this referee does not know, at the
top level or in a log entry, are kept as they are and written back, and the load notes them: they
are inert metadata (a note added by hand, a field of a later minor version), never a reason to
refuse a game. House-rule options are different: they change the rules, so an unknown one is an
error (checked when the game is set up, see saves/session.py).
"""

from __future__ import annotations

import re
from typing import Any

from referee import __version__
from referee.core.errors import SaveError
from referee.core.record import field, record, replace
from referee.i18n import t
from saves import bounds, migrations, tomlio
from saves.digests import setup_digest, sha256
from saves.tomlio import ENTRY_KEYS

SCHEMA = migrations.CURRENT
TOP_KEYS = (
    "schema",
    "setup_digest",
    "game",
    "app_version",
    "created",
    "updated",
    "players",
    "options",
    "position",
    "snapshot",
    "log",
    "undone",
)


@record
class LogEntry:
    n: int
    move: str
    by: str
    phase: str
    round: int
    at: str
    extra: tuple[tuple[str, Any], ...] = ()  # unknown keys, kept as they were
    override: tuple[str, ...] = ()  # violation codes the table accepted anyway, sorted

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "n": self.n,
            "move": self.move,
            "by": self.by,
            "phase": self.phase,
            "round": self.round,
            "at": self.at,
        }
        if self.override:
            data["override"] = list(self.override)
        data.update(self.extra)
        return data


@record
class SaveFile:
    game: str
    players: tuple[str, ...]
    options: dict[str, str] = field(default_factory=dict)
    log: tuple[LogEntry, ...] = ()
    undone: tuple[LogEntry, ...] = ()  # most recently undone last
    created: str = ""
    updated: str = ""
    app_version: str = __version__
    extra: dict[str, Any] = field(default_factory=dict)  # unknown top-level keys, kept as they were
    position: dict[str, Any] | None = None  # the starting point, when the game began under way
    notes: tuple[str, ...] = field(default=(), compare=False)  # what loading had to say (not saved)
    snapshot_problem: str = field(default="", compare=False)  # why the log may not be as saved

    @property
    def hand_edited(self) -> bool:
        return bool(self.snapshot_problem)

    def with_log(self, log: tuple[LogEntry, ...], undone: tuple[LogEntry, ...]) -> SaveFile:
        return replace(self, log=log, undone=undone)


def digest(log: tuple[LogEntry, ...]) -> str:
    h = sha256()
    for e in log:  # an override is part of history: accepting a refused move is a decision
        mark = "\x1f!" + ",".join(e.override) if e.override else ""
        h.update(f"{e.n}\x1f{e.by}\x1f{e.move}{mark}\x1e".encode())
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
        "setup_digest": setup_digest(save.game, save.players, save.options, save.position),
        "snapshot": {"entries": len(save.log), "digest": digest(save.log)},
        "log": [e.to_data() for e in save.log],
        "undone": [e.to_data() for e in save.undone],
    }
    if not data["undone"]:
        del data["undone"]
    if save.position is not None:
        data["position"] = save.position
    for key, value in save.extra.items():
        data.setdefault(key, value)
    return tomlio.dumps(data)


_LINE_COL = re.compile(r"\(at line (\d+), column (\d+)\)")


MAX_DEPTH = 32  # tables and arrays inside one another; a save needs 4 (log, entry, override)


def parse(text: str, path: str) -> dict[str, Any]:
    """The TOML of a save, or a SaveError with the line and column tomllib names (or the end). A
    text larger in shape than a real game's save is refused before it is parsed (saves/bounds.py)."""
    bounds.check(text, path)
    try:
        data, fixed_form = tomlio.read(text)
    except RecursionError:  # `x = [[[[…` a thousand deep: tomllib recurses once per level
        raise SaveError(path, t("save.not_toml", reason=t("save.too_deep", limit=MAX_DEPTH))) from None
    except (
        ValueError
    ) as exc:  # tomllib.TOMLDecodeError: tomllib is imported only for a text out of the fixed form
        m = _LINE_COL.search(str(exc))
        if m:
            where = t("save.where_line_col", line=m.group(1), column=m.group(2))
        else:  # "(at end of document)": point at the end
            lines = text.split("\n")
            where = t("save.where_end", line=len(lines), column=len(lines[-1]) + 1)
        reason = re.sub(r"\s*\(at [^)]*\)", "", str(exc)).strip()  # tomllib's own words stay English
        raise SaveError(path, t("save.not_toml", reason=reason), where) from None
    if not fixed_form:  # the fixed form nests two deep at most: walking its entries costs ~1 ms
        check_depth(data, path)
    return data


def check_depth(data: dict[str, Any], path: str) -> None:
    """Data nested too deep is refused: it read, but could not be written back (tomli_w recurses)."""
    if _deeper_than(data, MAX_DEPTH):
        raise SaveError(path, t("save.too_deep", limit=MAX_DEPTH))


def _deeper_than(data: Any, limit: int) -> bool:
    """True when tables and arrays are nested more than `limit` deep (walked without recursion)."""
    todo = [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if depth > limit:
            return True
        items = value.values() if isinstance(value, dict) else value
        todo.extend((v, depth + 1) for v in items if isinstance(v, dict | list))
    return False


@record
class Dropped:
    """What a repair leaves out of a save, and why: an entry (table "log" or "undone", `n` its place
    there) or a line no reader could make sense of (table "line"). Written to the dropped file."""

    table: str
    n: int
    reason: str
    move: str = ""
    by: str = ""
    line: int = 0  # where its text starts in the file, when known
    text: str = ""  # its text as the file had it, when it could not be read as an entry


def decode(text: str, path: str, check_digest: bool = True) -> SaveFile:
    return from_data(parse(text, path), path, check_digest)


def from_data(
    data: dict[str, Any], path: str, check_digest: bool = True, dropped: list[Dropped] | None = None
) -> SaveFile:
    """The save in TOML data. With `dropped` (a repair reading a damaged file, saves/salvage.py), an
    entry that cannot be read is put there instead of being an error, and its number is its place."""
    version = migrations.version_of(data, path)
    data, notes = migrations.upgrade(data, path)
    game = _typed(data, "game", str, path)
    players = _typed(data, "players", list, path)
    if not players or not all(isinstance(p, str) and p and p.isprintable() for p in players):
        raise SaveError(path, t("save.players_bad"))
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
        raise SaveError(path, t("save.options_bad"))
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise SaveError(path, t("save.position_bad"))
    log = _entries(data.get("log", []), "log", path, dropped)
    undone = _entries(data.get("undone", []), "undone", path, dropped)
    problem = _snapshot_problem(data.get("snapshot"), log, version) or _setup_problem(
        data.get("setup_digest"), setup_digest(game, tuple(players), dict(options), position)
    )
    if check_digest and problem:
        raise SaveError(path, problem, t("save.where_snapshot"))
    extra = {k: v for k, v in data.items() if k not in TOP_KEYS}
    if extra:
        notes += (t("save.unknown_keys", keys=", ".join(map(repr, extra))),)
    odd = sorted({k for e in log + undone for k, _ in e.extra})
    if odd:
        notes += (t("save.unknown_entry_keys", keys=", ".join(map(repr, odd))),)
    return SaveFile(
        game=game,
        players=tuple(players),
        options=dict(options),
        log=log,
        undone=undone,
        created=str(data.get("created", "")),
        updated=str(data.get("updated", "")),
        app_version=str(data.get("app_version", "")),
        extra=extra,
        position=position,
        notes=notes,
        snapshot_problem=problem,
    )


def _snapshot_problem(snapshot: Any, log: tuple[LogEntry, ...], version: int) -> str:
    """Why the log may not be the one that was saved ("" when the snapshot vouches for it).

    Every save this referee writes has a snapshot, so a missing one means the file was cut short
    (a truncated file is otherwise valid TOML up to its cut) or edited by hand. Schema 0 had none.
    """
    if version < 1:
        return ""
    if not isinstance(snapshot, dict) or "digest" not in snapshot:
        return t("save.snapshot_missing", accept=t("save.accept_edit"))
    if not digest_matches(snapshot, log):
        return t("save.log_changed", accept=t("save.accept_edit"))
    return ""


def _setup_problem(saved: Any, expected: str) -> str:
    """`setup_digest` vouches for the game, the players and the house rules the log is played under."""
    if saved is not None and saved != expected:
        return t("save.setup_changed", accept=t("save.accept_edit"))
    return ""


def digest_matches(snapshot: Any, log: tuple[LogEntry, ...]) -> bool:
    """True when there is no snapshot or its entry count and digest match the log."""
    if not isinstance(snapshot, dict):
        return True
    if "entries" in snapshot and snapshot["entries"] != len(log):
        return False
    return "digest" not in snapshot or snapshot["digest"] == digest(log)


def _typed(data: dict[str, Any], key: str, kind: type, path: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise SaveError(path, t("save.key_type", key=key, kind=t(f"save.kind_{kind.__name__}")))
    return value


class _BadField(Exception):
    pass


_KIND_TEXT = {int: "save.kind_int", str: "save.kind_text"}


def _field(item: dict[str, Any], key: str, kind: type, default: Any = None) -> Any:
    if key not in item:
        if default is None:
            raise _BadField(t("save.field_missing", key=key))
        return default
    value = item[key]
    if type(value) is not kind:  # exact: `true` is not a number, 1.0 is not an entry number
        raise _BadField(t("save.field_type", key=key, kind=t(_KIND_TEXT[kind]), value=repr(value)))
    return value


def _entries(raw: Any, table: str, path: str, dropped: list[Dropped] | None = None) -> tuple[LogEntry, ...]:
    if not isinstance(raw, list):
        raise SaveError(path, t("save.not_array", table=table))
    out = []
    for i, item in enumerate(raw, 1):
        try:
            out.append(_entry(item, table, i, dropped is not None))
        except _BadField as exc:
            if dropped is None:
                raise SaveError(path, str(exc), _entry_where(table, i)) from None
            dropped.append(item if isinstance(item, Dropped) else _unusable(item, table, i, str(exc)))
    return tuple(out)


def _entry(item: Any, table: str, i: int, tolerant: bool) -> LogEntry:
    """Entry `i` of `table`. `tolerant` (a repair) takes a number or round that is missing or not a
    number as derived: the replay gives them again (saves/repair.py)."""
    if type(item) is dict and tuple(item) == ENTRY_KEYS and not tolerant:  # as written: no key more
        n, move, by, phase, round_, at = item.values()
        if (
            type(n) is int
            and type(round_) is int
            and type(move) is str
            and type(by) is str
            and type(phase) is str
            and type(at) is str
            and (n == i or table != "log")
        ):
            return LogEntry(n=n, move=move, by=by, phase=phase, round=round_, at=at)
    if not isinstance(item, dict):
        raise _BadField(item.reason if isinstance(item, Dropped) else t("save.not_table"))
    derived = {k: item[k] for k in ("n", "round") if type(item.get(k)) is int} if tolerant else item
    entry = LogEntry(
        n=_field(derived, "n", int, i if tolerant else None),
        move=_field(item, "move", str),
        by=_field(item, "by", str),
        phase=str(item.get("phase", "")),
        round=_field(derived, "round", int, 0),
        at=str(item.get("at", "")),
        extra=tuple((k, v) for k, v in item.items() if k not in _KNOWN_ENTRY_KEYS),
        override=_override(item),
    )
    if table == "log" and entry.n != i and not tolerant:
        raise _BadField(t("save.entry_number", n=entry.n, expected=i))
    return entry


def _unusable(item: Any, table: str, i: int, reason: str) -> Dropped:
    """An entry that reads as TOML but is not a usable entry, kept whole for the dropped file."""
    import tomli_w

    fields = item if isinstance(item, dict) else {}
    text = f"[[{table}]]\n{tomli_w.dumps(item)}" if isinstance(item, dict) else repr(item)
    text_of = {k: v for k, v in fields.items() if k in ("move", "by") and type(v) is str}
    return Dropped(table, i, reason, text_of.get("move", ""), text_of.get("by", ""), text=text)


_KNOWN_ENTRY_KEYS = (*ENTRY_KEYS, "override")


def _override(item: dict[str, Any]) -> tuple[str, ...]:
    """The codes an entry overrides: a list of codes, kept sorted and without repeats."""
    raw = item.get("override", [])
    if type(raw) is not list or not all(type(c) is str and c for c in raw):
        raise _BadField(t("save.override_bad", value=repr(raw)))
    return tuple(sorted(set(raw)))


def _entry_where(table: str, n: int) -> str:
    """Where a bad entry is (built only for an error: a save has hundreds of good ones)."""
    return t(f"save.where_{table}_entry", n=n)

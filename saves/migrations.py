"""Save schema versions and the migrations between them, one step (N -> N+1) at a time.

A save names its `schema`. Loading reads the raw TOML, finds the version, and applies the steps in
`MIGRATIONS` until it reaches `schema.SCHEMA`; the save is written back in the current schema only
on the next change (the file as it was is then kept as the `.bak` backup). A save newer than this
referee is refused with "upgrade referee": nothing is guessed about a format we do not know.

Schema 0 is the pre-release format: no `schema` key, the same `game`, `players` and `options`, and
`[[log]]` tables holding only `move` and `by` (optionally `at`), with no entry numbers, no phase or
round, no snapshot digest and no undo list. Schema 1 numbers the entries and adds `phase`, `round`,
the snapshot digest and `undone`.

Schema 2 adds `override` to a log entry (the violation codes the table accepted anyway), covered by
the snapshot digest. A schema 1 save has no override, and its digest reads the same, so the step
only renumbers it; a referee that knows only schema 1 refuses a schema 2 save rather than replay an
override as an illegal move.

Schema 3 is the same format; it marks the readings of the rules that changed after schema 2
saves were made (issue 22: Guilds' moved master and 2-player end, Pendulum's general reward and a
fifth worker). A game begun before goes on under the reading it was played with, kept as the named
house rule that gives it (`kept_readings`, declared by the game's package; shown by `status` like
any option), so its log replays as it was accepted and the rest of the game is refereed the same way. The setup digest is renewed
with the options when it vouched for the old ones. (Pendulum's place bonus with 2–3 players was a
misreading, not a reading: no option restores it, so such a save's first Council no longer replays,
and `verify` names the entry.)

Schema 4 is the same format again, and keeps the same way the readings that changed after schema 3
saves were made (issue 25: a Guilds swap in the negotiation ends the swapper's chance; a game
begun before keeps `negotiation=swap_then_pass`, whose log has the `pass` after each swap).

To add schema 5: bump `CURRENT`, write `_v4_to_v5(data) -> data` here, register it in
`MIGRATIONS`, and add a test that loads a schema 4 file.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.core.errors import SaveError
from referee.i18n import t
from saves.digests import setup_digest

CURRENT = 4
V0_KEYS = frozenset({"game", "players", "log"})

Data = dict[str, Any]


def version_of(data: Data, path: str) -> int:
    """The schema version of raw save data, or a SaveError saying why it is not a usable save."""
    if "schema" not in data:
        if data.keys() >= V0_KEYS and not _has_v1_parts(data):
            return 0
        if data.keys() >= V0_KEYS:  # a later save that lost its schema line: not to be guessed
            raise SaveError(path, t("save.schema_lost"))
        raise SaveError(path, t("save.not_a_save"))
    version = data["schema"]
    if type(version) is not int:  # bool is an int subclass: `schema = true` is not a version
        raise SaveError(path, t("save.schema_not_int", value=repr(version)), t("save.where_schema"))
    if version > CURRENT:
        raise SaveError(path, t("save.newer", version=version, current=CURRENT), t("save.where_schema"))
    if version < 0:
        raise SaveError(path, t("save.schema_unknown", version=version), t("save.where_schema"))
    return version


def _has_v1_parts(data: Data) -> bool:
    """Schema 0 had no snapshot, no undo list and no numbered entries."""
    log = data.get("log")
    entries = log if isinstance(log, list) else []
    return "snapshot" in data or "undone" in data or any(isinstance(e, dict) and "n" in e for e in entries)


def _v0_to_v1(data: Data) -> Data:
    """Number the log entries; phase and round were not recorded (replay does not need them)."""
    log = data.get("log", [])
    if isinstance(log, list):
        migrated = []
        for i, item in enumerate(log, 1):
            if isinstance(item, dict):
                item = {"n": i, **item, "phase": item.get("phase", ""), "round": item.get("round", 0)}
            migrated.append(item)
        data = {**data, "log": migrated}
    return {**data, "schema": 1}


def _v1_to_v2(data: Data) -> Data:
    """Nothing to change: schema 1 entries have no override, and their digests are the same."""
    return {**data, "schema": 2}


def kept_readings(game: object, schema: int = 3) -> dict[str, str]:
    """The old reading of each rule of `game` whose default changed with `schema`, as the house rule
    that keeps it: what the game's package declares (`Declared.readings_before_schema_N`)."""
    from referee.registry import GAMES, declared

    if not isinstance(game, str) or game not in GAMES:
        return {}
    return dict(getattr(declared(game), f"readings_before_schema_{schema}"))


def _keeping_readings(schema: int) -> Callable[[Data], Data]:
    """The step to `schema`: a game begun before keeps the readings it was played with (see the
    module docstring)."""

    def step(data: Data) -> Data:
        game, options, players = data.get("game"), data.get("options", {}), data.get("players")
        kept = kept_readings(game, schema)
        if not kept or not isinstance(options, dict) or not isinstance(players, list):
            return {**data, "schema": schema}  # nothing kept, or a shape the reader refuses itself
        new_options = {**kept, **options}  # an option the save names already is the table's choice
        data = {**data, "schema": schema, "options": new_options}
        before = data.get("setup_digest")
        if isinstance(before, str) and all(isinstance(p, str) for p in players):
            names = tuple(players)
            if before == setup_digest(game, names, options):  # type: ignore[arg-type]
                data["setup_digest"] = setup_digest(game, names, new_options)  # type: ignore[arg-type]
        return data

    return step


MIGRATIONS: dict[int, Callable[[Data], Data]] = {
    0: _v0_to_v1,
    1: _v1_to_v2,
    2: _keeping_readings(3),
    3: _keeping_readings(4),
}


def upgrade(data: Data, path: str) -> tuple[Data, tuple[str, ...]]:
    """Bring raw save data to the current schema; the notes say what was done."""
    version = version_of(data, path)
    start = version
    options_before = data.get("options")
    while version < CURRENT:
        data = MIGRATIONS[version](data)
        version += 1
    if start == CURRENT:
        return data, ()
    what = t("save.migrated_v0") if start == 0 else t("save.migrated_from", version=start)
    notes: tuple[str, ...] = (t("save.migrated", what=what, current=CURRENT),)
    before = options_before if isinstance(options_before, dict) else {}
    kept = {k: v for k, v in data.get("options", {}).items() if k not in before}
    if kept:
        notes += (t("save.kept_readings", rules=", ".join(f"{k}={v}" for k, v in kept.items())),)
    return data, notes

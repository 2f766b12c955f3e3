"""`referee verify`: a save checked entry by entry, and `--repair`, which loses nothing.

`examine` reads a save without writing anything and replays every entry (it never takes a state
from the state cache, saves/cache.py). When the strict reader refuses the file (a TOML syntax
error, a deleted line, a field gone), the tolerant one (saves/salvage.py) reads what it can. It
checks, in this order: that the file reads; that every log entry replays; that the fields the
replay derives (number, phase, round) are what it gives; that every undone entry can be redone
after the log; and that the snapshot vouches for the log (else it was edited by hand). The first
problem found is the verdict.

The repair it plans keeps the log up to its first entry that cannot be read or replayed, with its
derived fields corrected, and the undone entries that can still be redone. Everything else is
*dropped*: never silently. `apply` writes, under the save's lock and only if the file did not
change meanwhile, first a copy of the file as it was (`NAME.toml.before-repair-<time>`, which no
later move overwrites, unlike the rotating backups), then the dropped entries, each with its
number, text, declarer and why it failed, to `NAME.dropped-<time>.toml` beside the save, and
last the repaired save. Asking before dropping anything is the command's part (commands/verify.py).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from referee.core.errors import SaveError
from referee.core.record import record, replace
from referee.i18n import t
from saves import bounds, salvage, schema, session, store
from saves.lock import locked
from saves.schema import Dropped, LogEntry
from saves.session import Session


@record(frozen=False)
class Check:
    session: Session  # the save as a repair writes it (the entries kept, corrected) and its state
    original: bytes  # the file as it was read: a repair writes only if it is still that
    problem: SaveError | None  # the verdict: the first problem, None for a sound save
    dropped: tuple[Dropped, ...] = ()  # what a repair leaves out, in the order of the file
    corrected: tuple[str, ...] = ()  # the derived fields a repair writes anew, in words
    entries: int = 0  # the log entries of the file, readable or not


def examine(path: Path) -> Check:
    """Check a save entry by entry and plan its repair, writing nothing."""
    raw = store.read_bytes(path)
    problem: SaveError | None = None
    try:
        text = store.decode_text(raw, path)
    except SaveError as exc:  # the tolerant reader gets the rest: a bad byte is one bad line
        problem, text = exc, raw.decode("utf-8-sig", errors="replace")
    bounds.check(text, str(path))  # nothing to repair: a text no game makes is not read at all
    dropped: list[Dropped] = []
    try:
        save = schema.decode(text, str(path), check_digest=False)
    except SaveError as exc:
        problem = problem or exc
        save = _salvaged(text, str(path), problem, dropped)
    rules, start = session.setup(save, str(path), text)
    entries = len(save.log) + sum(d.table == "log" for d in dropped)
    log, state, found, corrected = _replayed_log(rules, start, save, str(path), dropped)
    undone, undone_problem = _redoable(rules, state, save, str(path), dropped, cut=len(log) < entries)
    problem = problem or found or _derived_problem(path, corrected) or undone_problem
    if problem is None and save.hand_edited:
        reason = f"{save.snapshot_problem} {t('save.edit_replays', count=len(log))}"
        problem = SaveError(str(path), reason, t("save.where_snapshot"))
    repaired = Session(path, rules, save.with_log(tuple(log), tuple(undone)), state)
    order = {table: i for i, table in enumerate(("log", "undone", "line"))}
    dropped.sort(key=lambda d: (order[d.table], d.n))
    return Check(repaired, raw, problem, tuple(dropped), tuple(text for _, text in corrected), entries)


def _salvaged(text: str, path: str, refused: SaveError, dropped: list[Dropped]) -> schema.SaveFile:
    """The save as the tolerant reader gets it; what it could not read goes to `dropped`. If even
    the game and the players are lost, the strict reader's error stands: there is nothing to keep."""
    try:
        data, lost = salvage.read(text, path)
        schema.check_depth(data, path)
        save = schema.from_data(data, path, check_digest=False, dropped=dropped)
    except salvage.TooDamaged as exc:
        raise SaveError(path, f"{refused.reason}; {exc.reason}", refused.where) from None
    except SaveError:
        raise refused from None
    dropped += lost
    return save


def _places(count: int, dropped: list[Dropped], table: str) -> tuple[list[int], set[int]]:
    """The places in the file of the `count` readable entries of `table`, and of the unreadable."""
    gone = {d.n for d in dropped if d.table == table}
    return [i for i in range(1, count + len(gone) + 1) if i not in gone], gone


def _lost(path: str, table: str, place: int) -> SaveError:
    """The problem of an entry that could not be read at all (it is dropped already)."""
    where = t(f"save.where_{table}_entry", n=place)
    return SaveError(path, t("save.entry_lost", where=where), where)


def _replayed_log(
    rules: Any, state: Any, save: schema.SaveFile, path: str, dropped: list[Dropped]
) -> tuple[list[LogEntry], Any, SaveError | None, list[tuple[int, str]]]:
    """The log up to its first entry that cannot be read or replayed, with its derived fields as the
    replay gives them; the state it leads to; that entry's error; the corrections, in words."""
    places, gone = _places(len(save.log), dropped, "log")
    gap = min(gone, default=0)
    lost = _lost(path, "log", gap) if gap else None
    kept: list[LogEntry] = []
    corrected: list[tuple[int, str]] = []
    problem: SaveError | None = None
    for place, entry in zip(places, save.log, strict=True):
        if problem is None and lost is not None and place > gap:
            problem = lost
        if problem is not None:
            dropped.append(_following(entry, "log", place, t("save.entry_after", where=problem.where)))
            continue
        phase, round_ = session.derived(rules, state, entry.by)
        try:
            state = session.replay(rules, state, (entry,), path)
        except SaveError as exc:  # named by its place, as the dropped entries are (its n may differ)
            problem = SaveError(path, exc.reason, t("save.where_log_entry", n=place))
            dropped.append(_following(entry, "log", place, exc.reason))
            continue
        fixed = replace(entry, n=place, phase=phase, round=round_) if entry.phase else replace(entry, n=place)
        corrected += [(place, text) for text in _differences(entry, fixed)]
        kept.append(fixed)
    return kept, state, problem or lost, corrected


def _following(entry: LogEntry, table: str, place: int, reason: str) -> Dropped:
    return Dropped(table, place, reason, entry.move, entry.by)


def _differences(entry: LogEntry, fixed: LogEntry) -> list[str]:
    where = t("save.where_log_entry", n=fixed.n)
    return [
        t(
            "save.derived_wrong",
            where=where,
            field=name,
            value=repr(getattr(entry, name)),
            expected=repr(value),
        )
        for name, value in (("n", fixed.n), ("phase", fixed.phase), ("round", fixed.round))
        if getattr(entry, name) != value
    ]


def _derived_problem(path: Path, corrected: list[tuple[int, str]]) -> SaveError | None:
    if not corrected:
        return None
    place, text = corrected[0]
    return SaveError(str(path), t("save.derived_edited", what=text), t("save.where_log_entry", n=place))


def _redoable(
    rules: Any, state: Any, save: schema.SaveFile, path: str, dropped: list[Dropped], cut: bool
) -> tuple[list[LogEntry], SaveError | None]:
    """The undone entries redo can still replay after the log (redo takes the last one first), and
    the problem with the first that cannot. After a log that was cut, none: they continued it."""
    places, gone = _places(len(save.undone), dropped, "undone")
    gap = max(gone, default=0)  # the first unreadable one redo would reach
    lost = _lost(path, "undone", gap) if gap else None
    kept: list[LogEntry] = []
    problem: SaveError | None = None
    for place, entry in reversed(list(zip(places, save.undone, strict=True))):
        where = t("save.where_undone_entry", n=place)
        if problem is None and cut:
            problem = SaveError(path, t("save.undone_after_cut"), where)
        elif problem is None and lost is not None and place < gap:
            problem = lost
        if problem is not None:
            reason = t("save.undone_after_cut") if cut else t("save.entry_after", where=problem.where)
            dropped.append(_following(entry, "undone", place, reason))
            continue
        try:
            state = session.replay(rules, state, (entry,), path)
        except SaveError as exc:
            problem = SaveError(path, exc.reason, where)
            dropped.append(_following(entry, "undone", place, exc.reason))
            continue
        kept.append(entry)
    return list(reversed(kept)), problem or lost


def apply(check: Check) -> tuple[Path, Path | None]:
    """Write the repair: the copy of the file as it was, the dropped entries, then the repaired save,
    under the save's lock and only if the file is still the one examined. Returns the two files."""
    path = check.session.path
    with locked(path):
        if store.read_bytes(path) != check.original:
            raise SaveError(str(path), t("save.changed_meanwhile"))
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        copy = store.write_new(store.before_repair_path(path, stamp), check.original, like=path)
        dropped = None
        if check.dropped:
            text = dropped_toml(check).encode("utf-8")
            dropped = store.write_new(store.dropped_path(path, stamp), text, like=path)
        check.session._write()
    return copy, dropped


def dropped_toml(check: Check) -> str:
    """The dropped file: what the repair left out, each entry with its number, text, declarer and
    reason (and its lines as the file had them when it could not be read), and how to use them."""
    import tomli_w

    save = check.session.save
    rows: list[dict[str, Any]] = []
    for d in check.dropped:
        row: dict[str, Any] = {"table": d.table, "n": d.n, "move": d.move, "by": d.by, "reason": d.reason}
        if d.line:
            row["line"] = d.line
        if d.text:
            row["text"] = d.text
        rows.append(row)
    return tomli_w.dumps(
        {
            "note": t("save.dropped_note"),
            "save": str(check.session.path.absolute()),
            "game": save.game,
            "players": list(save.players),
            "repaired": datetime.now(UTC).isoformat(timespec="seconds"),
            "kept": len(save.log),
            "dropped": rows,
        },
        multiline_strings=True,
    )

"""The state cache: the state a save's log replays to, kept so that the next command need not replay.

Loading a save replays its whole log through the rules (a cold `referee move` spends ~7 ms of its
~80 replaying a 250-entry Looot game; longer games more). A command that loads a save reads instead the snapshot of
the state its log replays to, when there is one for exactly this log, this set-up and this code,
and stores one after every change it saves, so that the next command hits.

**Key.** The log digest (`schema.digest`), the set-up digest (game, players, house rules), the game
id, the program version, a fingerprint of the code that computes states (size, mtime and name of
every .py and .toml file of `referee/core`, the game's package and `saves`: the version does not
change between development commits) and the Python version. A snapshot file is named by the hash
of its key and holds the whole key, compared after reading: a snapshot is used only for the very
log, set-up and code that made it.

**Where.** `paths.cache_dir()`: the user's cache folder, never beside the save (saves are shared and
synced; a snapshot is this machine's). Bounded by count: a write that finds `MAX_FILES` others
removes the oldest (by mtime) down to `KEEP`, never the one it wrote. A game stores one snapshot a
move (~4 KB), so the newest few hundred hold the position of every game in play and the moves an
undo goes back to; an older one is only a replay away.

**Format.** `MAGIC`, the sha256 of the body, then the body: `marshal` of (key, tree), the tree
being the state as plain values (saves/statecodec.py). Reading cannot run code: `marshal.loads`
only builds built-in values and calls nothing (the tree decoder then refuses every type but tuple,
str, int, float, bool and None, so not even a code object it could build gets through), and the
decoder builds only records of the game's package and `referee.core`, without calling them. Not
pickle, which calls whatever the file names. marshal is not meant for damaged bytes, so the sha256
is checked before it reads any: a truncated or half-synced file or a flipped byte never reaches
it. (The checksum is against damage, not against someone who can write the user's own folders.)

**Never a reason to fail.** A snapshot that is missing, stale, damaged, truncated, foreign (another
key), of another version or unreadable is ignored: the log is replayed. A state the codec cannot
encode is not cached. A cache folder that cannot be written (read-only, disk full) costs nothing
but the replay next time, and prints nothing. Writes are atomic (a temp file renamed over the
snapshot), so a reader sees an old snapshot, a new one or none. `referee verify` never reads the
cache (saves/repair.py `examine`).
"""

from __future__ import annotations

import contextlib
import importlib
import marshal
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

from referee import __version__
from referee.core.record import is_record
from referee.registry import entry
from saves import paths, schema, statecodec
from saves.schema import sha256

MAGIC = b"referee state snapshot 1\n"
SUFFIX = ".state"
TEMP_SUFFIX = ".tmp"
MAX_FILES = 300  # snapshots (and stray temp files) in the folder before the oldest are removed
KEEP = 200  # how many stay after a clean-up: it runs once per MAX_FILES - KEEP writes
_CHECKSUM = 32  # bytes of the sha256 that follows MAGIC
_CORE = "referee.core"


def load(save: schema.SaveFile) -> Any | None:
    """The state `save.log` replays to, from its snapshot; None when there is no usable one."""
    try:
        key = snapshot_key(save)
        if key is None:
            return None
        blob = snapshot_path(key).read_bytes()
        return _state_from(blob, key, allowed_modules(save.game))
    except Exception:  # noqa: BLE001 - missing, unreadable or damaged: the log is replayed instead
        return None


def store(save: schema.SaveFile, state: Any) -> None:
    """Keep the snapshot of `state`, the state `save.log` replays to; quietly nothing if it cannot."""
    with contextlib.suppress(Exception):  # an unwritable folder or an unencodable state: no snapshot
        key = snapshot_key(save)
        if key is None or not is_record(state):
            return
        body = marshal.dumps((key, statecodec.encode(state, allowed_modules(save.game))))
        _write(snapshot_path(key), MAGIC + sha256(body).digest() + body)


def snapshot_key(save: schema.SaveFile) -> tuple[str, ...] | None:
    """What a snapshot of this save's state depends on; None when the code cannot be fingerprinted."""
    module = entry(save.game).module
    code = fingerprint(module) if module else None
    if code is None:
        return None
    return (
        MAGIC.decode().strip(),
        schema.digest(save.log),
        schema.setup_digest(save.game, save.players, save.options, save.position),
        save.game,
        __version__,
        code,
        sys.implementation.cache_tag or sys.version,
    )


def snapshot_path(key: tuple[str, ...]) -> Path:
    name = sha256("\x1f".join(key).encode()).hexdigest()[:40]
    return paths.cache_dir() / (name + SUFFIX)


def allowed_modules(game: str) -> tuple[str, ...]:
    """The modules whose records a state of `game` may hold: its engine's package and the core."""
    module = entry(game).module
    return (module, _CORE) if module else (_CORE,)


@cache
def fingerprint(module: str) -> str | None:
    """A hash of name, size and mtime of the code that computes the states of the game in `module`.

    Once per process: the code that runs is the code that was there when it started. None when a
    part cannot be listed (a zipped install): such a program caches nothing.
    """
    try:
        game = sys.modules.get(module) or importlib.import_module(module)
        roots = [*getattr(game, "__path__", [game.__file__])]
        roots += [os.path.dirname(importlib.import_module(_CORE).__file__ or ""), os.path.dirname(__file__)]
        stamps: list[str] = []
        for root in roots:
            _stamps(root, stamps)
    except (OSError, TypeError, ImportError):
        return None
    return sha256("\n".join(sorted(stamps)).encode()).hexdigest()


def _stamps(path: str, out: list[str]) -> None:
    """Name, size and mtime of every .py and .toml file under `path` (a folder or one file)."""
    if not os.path.isdir(path):
        st = os.stat(path)
        out.append(f"{path}\x1f{st.st_size}\x1f{st.st_mtime_ns}")
        return
    with os.scandir(path) as found:
        for item in found:
            if item.is_dir(follow_symlinks=False):
                if item.name != "__pycache__" and not item.name.startswith("."):
                    _stamps(item.path, out)
            elif item.name.endswith((".py", ".toml")):
                st = item.stat()
                out.append(f"{item.path}\x1f{st.st_size}\x1f{st.st_mtime_ns}")


def _state_from(blob: bytes, key: tuple[str, ...], allowed: tuple[str, ...]) -> Any | None:
    """The state in a snapshot's bytes, if they are intact and made for `key`; else None."""
    start = len(MAGIC) + _CHECKSUM
    if not blob.startswith(MAGIC) or len(blob) <= start:
        return None
    body = memoryview(blob)[start:]
    if sha256(body).digest() != blob[len(MAGIC) : start]:  # checked before marshal reads anything
        return None
    data = marshal.loads(body)
    if type(data) is not tuple or len(data) != 2 or data[0] != key:  # another key: never trusted
        return None
    state = statecodec.decode(data[1], allowed)
    return state if is_record(state) else None


def _write(path: Path, blob: bytes) -> None:
    """Atomically: a temp file renamed over the snapshot. Then keep the folder bounded."""
    folder = path.parent
    tmp = folder / f".{path.name}.{os.getpid()}{TEMP_SUFFIX}"
    try:
        try:
            tmp.write_bytes(blob)
        except FileNotFoundError:  # the first snapshot: no folder yet
            folder.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(blob)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _prune(folder, path.name)


def _prune(folder: Path, written: str) -> None:
    """Past MAX_FILES snapshots and temp files, remove the oldest (by mtime) down to KEEP.

    Never the one just written, even if the clock says it is old: the next command wants it.
    """
    with os.scandir(folder) as found:
        items = [e for e in found if e.name.endswith((SUFFIX, TEMP_SUFFIX)) and e.name != written]
    if len(items) < MAX_FILES:
        return
    items.sort(key=_mtime)
    for item in items[: len(items) + 1 - KEEP]:
        with contextlib.suppress(OSError):
            os.unlink(item.path)


def _mtime(item: os.DirEntry[str]) -> int:
    try:
        return item.stat().st_mtime_ns
    except OSError:  # removed meanwhile by another process's clean-up
        return 0

"""An advisory lock per save, held only around read-modify-write.

The lock is a hidden sidecar file (`.<name>.lock`) because the save itself is replaced atomically on
every write, so a lock on its inode would not exclude the next writer. A second writer waits a
little (`REFEREE_LOCK_WAIT` seconds, default 5) and then fails with "save is busy" rather than
overwrite a move it has not seen. A save that is a symbolic link is locked beside its target, so
two links to one file exclude each other. The lock file has the save's permissions (0600 for a new
save): it says who plays, no more widely than the save does.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from referee.core.errors import SaveError, UsageError
from referee.i18n import t
from saves.store import describe, missing_folder, mode_of, real

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks, single writer assumed
    fcntl = None  # type: ignore[assignment]

DEFAULT_WAIT = 5.0


def wait_seconds() -> float:
    """`REFEREE_LOCK_WAIT`, read when a lock is taken (a bad value is a usage error, not a crash
    at import): a finite number of seconds, 0 or more."""
    raw = os.environ.get("REFEREE_LOCK_WAIT", "").strip()
    if not raw:
        return DEFAULT_WAIT
    try:  # ASCII only: float() would also take '١٢' (Arabic-Indic digits) as 12
        value = float(raw) if raw.isascii() else -1.0
    except ValueError:
        value = -1.0
    if not 0 <= value < float("inf"):  # also refuses nan, which would wait for ever
        raise UsageError(t("save.lock_wait_bad", value=repr(raw)))
    return value


def lock_path(save: Path) -> Path:
    save = real(save)
    return save.with_name(f".{save.name}.lock")


@contextlib.contextmanager
def locked(save: Path, wait: float | None = None) -> Iterator[None]:
    if fcntl is None:
        yield
        return
    wait = wait_seconds() if wait is None else wait
    save = real(save)
    if not save.parent.is_dir():  # never recreate a folder that vanished: say so
        raise SaveError(
            str(save),
            t("save.cannot_write", reason=missing_folder(save.parent), unchanged=t("save.unchanged")),
        )
    mode = mode_of(save) or 0o600  # as the save's: a new save is 0600 (mkstemp)
    try:
        fd = os.open(lock_path(save), os.O_RDWR | os.O_CREAT, mode)
    except OSError as exc:
        raise SaveError(
            str(save),
            t(
                "save.cannot_write_in",
                folder=save.parent,
                reason=describe(exc),
                unchanged=t("save.unchanged"),
            ),
        ) from None
    with contextlib.suppress(OSError):  # made 0644 by an older referee, or under a umask
        if os.fstat(fd).st_mode & 0o777 != mode:
            os.fchmod(fd, mode)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise SaveError(str(save), t("save.busy")) from None
                time.sleep(0.02)
        yield
    finally:
        os.close(fd)  # closing releases the lock

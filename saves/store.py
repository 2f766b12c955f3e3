"""Reading and atomically writing save files, keeping the previous version as a backup.

A write never changes the save in place. The new text goes to a hidden temp file in the same
folder (`.<name>.<random>.tmp`), is flushed and fsynced, and then `os.replace`s the save, so a
crash, a kill or a full disk at any moment leaves either the old or the new file, never half of one.
Temp files of a writer that was killed stay hidden (`referee list` shows `*.toml` only) and are
removed by the next write of the same save, which holds the save's lock (saves/lock.py).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import tempfile
from pathlib import Path

from referee.core.errors import SaveError
from referee.i18n import t

TEMP_SUFFIX = ".tmp"


def read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        from saves.paths import saves_dir

        folder = path.parent
        if not folder.is_dir() and folder.absolute() != saves_dir().absolute():
            raise SaveError(str(path), t("save.no_such_save_in", reason=missing_folder(folder))) from None
        raise SaveError(str(path), t("save.no_such_save")) from None
    except OSError as exc:
        raise SaveError(str(path), t("save.cannot_read", reason=describe(exc))) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise SaveError(
            str(path), t("save.not_utf8"), t("save.where_line_col", line=line, column=col)
        ) from None


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def temp_prefix(path: Path) -> str:
    return "." + path.name + "."


def describe(exc: OSError) -> str:
    """An OS error in words a player understands."""
    text = exc.strerror or str(exc)
    hints = {
        errno.ENOSPC: "enospc",
        errno.EDQUOT: "edquot",
        errno.EROFS: "erofs",
        errno.EACCES: "eacces",
        errno.EPERM: "eperm",
        errno.EFBIG: "efbig",
        errno.ENAMETOOLONG: "enametoolong",
    }
    hint = hints.get(exc.errno or 0)
    return t("save.os_error", hint=t(f"save.os_{hint}"), text=text) if hint else text


def missing_folder(folder: Path) -> str:
    if folder.exists():
        return t("save.not_folder", folder=folder)
    return t("save.folder_gone", folder=folder)


def missing_parent(folder: Path) -> str:
    """For a new save: the folder must exist (only the saves folder itself is created)."""
    if folder.exists():
        return t("save.not_folder", folder=folder)
    return t("save.folder_missing", folder=folder)


def write_atomic(path: Path, text: str) -> None:
    """Write text so that a crash leaves either the old or the new file, never half of one.

    The caller holds the save's lock. The current file is first hard-linked (or copied) to
    `<name>.bak`, itself replaced atomically; the new text goes to a temp file in the same folder,
    flushed and fsynced, then `os.replace`d over the save. The folder must exist: it is created
    once, when the save is (see `Session.create`), never silently again.
    """
    data = text.encode("utf-8")
    folder = path.parent
    existed = path.exists()
    unchanged = t("save.previous_unchanged") if existed else t("save.nothing_saved")
    if not folder.is_dir():
        raise SaveError(str(path), t("save.cannot_write", reason=missing_folder(folder), unchanged=unchanged))
    try:
        mode = _mode_of(path)
        if existed:
            _backup(path)
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
        try:
            try:
                if mode is not None:
                    os.fchmod(fd, mode)
                _write_all(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        _fsync_dir(folder)
    except OSError as exc:
        raise SaveError(
            str(path), t("save.cannot_write", reason=describe(exc), unchanged=unchanged)
        ) from None
    clean_stale_temps(path)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _mode_of(path: Path) -> int | None:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return None


def _backup(path: Path) -> None:
    """`<name>.bak` becomes the current save, atomically (never a half-copied backup)."""
    tmp = path.with_name(f"{temp_prefix(path)}bak-{os.urandom(4).hex()}{TEMP_SUFFIX}")
    try:
        try:
            os.link(path, tmp)
        except FileNotFoundError:
            return
        except OSError:  # no hard links here (some network or FAT drives): copy instead
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            try:
                _write_all(fd, path.read_bytes())
                os.fsync(fd)
            finally:
                os.close(fd)
        os.replace(tmp, backup_path(path))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def stale_temps(path: Path) -> list[Path]:
    """Hidden temp files a killed writer of this save left behind.

    Exactly `.<name>.` + mkstemp's 8 random characters (or `bak-` + 8 hex digits) + `.tmp`, so the
    temps of another save whose name starts the same (`g` and `g.toml.x`) never match.
    """
    pattern = re.compile(re.escape(temp_prefix(path)) + r"(?:[a-z0-9_]{8}|bak-[0-9a-f]{8})\.tmp")
    try:
        with os.scandir(path.parent) as entries:
            return [Path(e.path) for e in entries if pattern.fullmatch(e.name)]
    except OSError:
        return []


def clean_stale_temps(path: Path) -> None:
    """Under the save's lock no other writer is between mkstemp and replace: every temp is stale."""
    for tmp in stale_temps(path):
        with contextlib.suppress(OSError):
            tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)

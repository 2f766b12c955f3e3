"""Reading and atomically writing save files, keeping the last versions as rotating backups.

A write never changes the save in place. The new text goes to a hidden temp file in the same
folder (`.<name>.<random>.tmp`), is flushed and fsynced, and then `os.replace`s the save, so a
crash, a kill or a full disk at any moment leaves either the old or the new file, never half of one.
Temp files of a writer that was killed stay hidden (`referee list` shows `*.toml` only) and are
removed by the next write of the same save, which holds the save's lock (saves/lock.py).

**Backups.** The last `BACKUPS` versions before the current one are kept beside it:
`<name>.bak` (the newest), `<name>.bak.1` … `<name>.bak.4`. They are taken only once the new text
is safely in its temp file, so a write that fails (a full disk) leaves them all as they were.

**What is read.** Only a regular file of at most `MAX_BYTES`: a folder, a FIFO, a device
(`/dev/full` reads for ever) or a socket named like a save is refused without being read, and so
is a file too large to be a save. A save that is a symbolic link is written through it: the
temp file, the backups and the lock are beside the file it points to, which is replaced there, so
a save linked into a synced folder stays one file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
from pathlib import Path

from referee.core.errors import SaveError
from referee.i18n import t

TEMP_SUFFIX = ".tmp"
BACKUPS = 5  # versions kept: <name>.bak, then .bak.1 to .bak.4 (the oldest)
MAX_BYTES = 16 * 1024 * 1024  # a save of a long game is well under 1 MB
_MEGABYTE = 1024 * 1024
# the longest name made from a save's (`NAME.toml.before-repair-YYYYMMDD-HHMMSS-NN`) must fit in
# the 255 bytes of a file name
MAX_SAVE_NAME_BYTES = 210


def read_bytes(path: Path) -> bytes:
    """The bytes of a save: a regular file of at most MAX_BYTES, else a SaveError saying why."""
    return _read(path, MAX_BYTES)


def read_start(path: Path, limit: int) -> tuple[bytes, bool]:
    """The first `limit` bytes or more of a save (what a whole read refuses is refused alike), and
    whether that is all of it."""
    data = _read(path, limit)
    return data[:limit], len(data) <= limit


def _read(path: Path, limit: int) -> bytes:
    """The bytes of a save, its first `limit` and more when it is longer (a whole one when `limit`
    is MAX_BYTES)."""
    try:
        found = os.stat(path)
        if not stat.S_ISREG(found.st_mode):  # never opened: a FIFO would block, a device never end
            raise _not_a_file(path, found.st_mode)
        if found.st_size > MAX_BYTES:
            raise _too_big(path)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        fd = os.open(path, flags)
        try:
            opened = os.fstat(fd).st_mode
            if not stat.S_ISREG(opened):  # replaced by something else since the stat
                raise _not_a_file(path, opened)
            chunks, size = [], 0
            while size <= limit and (chunk := os.read(fd, min(_MEGABYTE, limit + 1 - size))):
                chunks.append(chunk)
                size += len(chunk)
        finally:
            os.close(fd)
    except FileNotFoundError:
        raise _missing(path) from None
    except OSError as exc:
        raise SaveError(str(path), t("save.cannot_read", reason=describe(exc))) from None
    if size > MAX_BYTES:  # it grew while being read
        raise _too_big(path)
    return b"".join(chunks)


def _missing(path: Path) -> SaveError:
    if path.is_symlink():
        return SaveError(str(path), t("save.link_target_missing", target=os.readlink(path)))
    from saves.paths import saves_dir

    folder = path.parent
    if not folder.is_dir() and folder.absolute() != saves_dir().absolute():
        return SaveError(str(path), t("save.no_such_save_in", reason=missing_folder(folder)))
    return SaveError(str(path), t("save.no_such_save"))


_FILE_KINDS = (
    (stat.S_ISDIR, "folder"),
    (stat.S_ISFIFO, "fifo"),
    (stat.S_ISCHR, "device"),
    (stat.S_ISBLK, "device"),
    (stat.S_ISSOCK, "socket"),
)


def _not_a_file(path: Path, mode: int) -> SaveError:
    kind = next((name for test, name in _FILE_KINDS if test(mode)), "other")
    return SaveError(str(path), t("save.not_regular", kind=t(f"save.file_{kind}")))


def _too_big(path: Path) -> SaveError:
    return SaveError(str(path), t("save.too_big", limit=MAX_BYTES // _MEGABYTE))


def read_text(path: Path) -> str:
    return decode_text(read_bytes(path), path)


def decode_text(raw: bytes, path: Path) -> str:
    """The text of a save's bytes (a BOM is fine), or a SaveError naming where it is not UTF-8."""
    bom = 3 if raw.startswith(b"\xef\xbb\xbf") else 0  # "utf-8-sig" by hand: its codec is one import more
    try:
        return raw[bom:].decode("utf-8")
    except UnicodeDecodeError as exc:
        start = exc.start + bom
        line = raw[:start].count(b"\n") + 1
        col = start - (raw.rfind(b"\n", 0, start) + 1) + 1
        raise SaveError(
            str(path), t("save.not_utf8"), t("save.where_line_col", line=line, column=col)
        ) from None


def real(path: Path) -> Path:
    """The file a save path stands for: a symbolic link's target, so that writes go through it."""
    try:
        return Path(os.path.realpath(path)) if path.is_symlink() else path
    except OSError:
        return path


def backup_path(path: Path, age: int = 0) -> Path:
    """The backup `age` versions older than the newest one (`age` 0: `<name>.bak`)."""
    target = real(path)
    return target.with_name(target.name + (f".bak.{age}" if age else ".bak"))


def backups(path: Path) -> list[Path]:
    """The backups of a save that exist, newest first."""
    return [bak for bak in (backup_path(path, age) for age in range(BACKUPS)) if bak.is_file()]


def before_repair_path(path: Path, stamp: str) -> Path:
    """Where `referee verify --repair` keeps the file as it was: no rotation ever touches it."""
    target = real(path)
    return target.with_name(f"{target.name}.before-repair-{stamp}")


def dropped_path(path: Path, stamp: str) -> Path:
    """Where `referee verify --repair` writes the entries it took out (TOML, to be read)."""
    target = real(path)
    return target.with_name(f"{target.stem}.dropped-{stamp}{target.suffix}")


# the files of dropped entries: not saves, `referee list` skips them
DROPPED = re.compile(r".+\.dropped-[0-9]{8}-[0-9]{6}(?:-[0-9]+)?\.toml")


def write_new(path: Path, data: bytes, like: Path | None = None) -> Path:
    """Write `data` to a new file: `path`, or `<path>-2`, `-3` … when taken. It never replaces one.
    Its permissions are those of `like` (the save it is a copy of), else the usual ones."""
    mode = (mode_of(like) if like is not None else None) or 0o644
    stem, suffix = (path.stem, path.suffix) if path.suffix == ".toml" else (path.name, "")
    for n in range(1, 100):
        target = path.with_name(f"{stem}-{n}{suffix}" if n > 1 else path.name)
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        except FileExistsError:
            continue
        except OSError as exc:
            raise _cannot_create(target, describe(exc)) from None
        try:
            try:
                _write_all(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise _cannot_create(target, describe(exc)) from None
        return target
    raise _cannot_create(path, t("save.too_many_copies"))


def _cannot_create(path: Path, reason: str) -> SaveError:
    return SaveError(str(path), t("save.cannot_create_file", reason=reason))


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

    The caller holds the save's lock. The new text goes to a temp file in the same folder, flushed
    and fsynced; only then are the backups rotated and the current file hard-linked (or copied) to
    `<name>.bak`, and the temp file `os.replace`d over the save. The folder must exist: it is
    created once, when the save is (see `Session.create`), never silently again. A symbolic link
    is written through: everything happens beside its target.
    """
    data = text.encode("utf-8")
    path = real(path)
    folder = path.parent
    existed = path.exists()
    unchanged = t("save.previous_unchanged") if existed else t("save.nothing_saved")
    if not folder.is_dir():
        raise SaveError(str(path), t("save.cannot_write", reason=missing_folder(folder), unchanged=unchanged))
    try:
        mode = mode_of(path)
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=folder)
        try:
            try:
                if mode is not None:
                    os.fchmod(fd, mode)
                _write_all(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
            if existed:  # after the text is safe: a write that fails leaves the backups alone
                _backup(path)
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


def mode_of(path: Path) -> int | None:
    """The permission bits of a file (None when it cannot be seen)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return None


def _backup(path: Path) -> None:
    """Rotate the backups one step and make `<name>.bak` the current save.

    If `<name>.bak` already is the current version (a write was stopped between its backup and its
    replace), nothing moves: the versions before it are where they were. Every step is a link (or
    copy) then an atomic replace, so a kill between two steps leaves each backup whole: at worst
    one version is kept twice.
    """
    newest = backup_path(path)
    if _same_version(path, newest):
        return
    for age in range(BACKUPS - 1, 0, -1):
        _keep(path, backup_path(path, age - 1), backup_path(path, age))
    _keep(path, path, newest)


def _same_version(path: Path, other: Path) -> bool:
    try:
        if os.path.samefile(path, other):
            return True
        return other.stat().st_size == path.stat().st_size and other.read_bytes() == path.read_bytes()
    except OSError:
        return False


def _keep(save: Path, source: Path, target: Path) -> None:
    """`target` becomes a copy of `source` (a hard link where possible), atomically; nothing if
    there is no `source`. The temp file is one of `save`'s (see `stale_temps`)."""
    tmp = save.with_name(f"{temp_prefix(save)}bak-{os.urandom(4).hex()}{TEMP_SUFFIX}")
    try:
        try:
            os.link(source, tmp)
        except FileNotFoundError:
            return
        except OSError:  # no hard links here (some network or FAT drives): copy instead
            try:
                content = source.read_bytes()
            except FileNotFoundError:
                return
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            try:
                _write_all(fd, content)
                os.fsync(fd)
            finally:
                os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def stale_temps(path: Path) -> list[Path]:
    """Hidden temp files a killed writer of this save left behind.

    Exactly `.<name>.` + mkstemp's 8 random characters (or `bak-` + 8 hex digits) + `.tmp`, so the
    temps of another save whose name starts the same (`g` and `g.toml.x`) never match.
    """
    path = real(path)
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

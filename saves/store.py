"""Reading and atomically writing save files, keeping the previous version as a backup."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from referee.core.errors import SaveError


def read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(str(path), "no such save (see `referee list`)") from None
    except OSError as exc:
        raise SaveError(str(path), f"cannot read: {exc.strerror or exc}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise SaveError(str(path), "not UTF-8 text", f"line {line}, column {col}") from None


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def write_atomic(path: Path, text: str) -> None:
    """Write text so that a crash leaves either the old or the new file, never half of one.

    The current file is first hard-linked (or copied) to `<name>.bak`; the new text goes to a temp
    file in the same folder, flushed and fsynced, then `os.replace`d over the save.
    """
    data = text.encode("utf-8")
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if path.exists():
            bak = backup_path(path)
            with contextlib.suppress(FileNotFoundError):
                bak.unlink()
            try:
                os.link(path, bak)
            except OSError:
                bak.write_bytes(path.read_bytes())
        fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        _fsync_dir(folder)
    except OSError as exc:
        raise SaveError(
            str(path), f"cannot write: {exc.strerror or exc}; the previous save is unchanged"
        ) from None


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

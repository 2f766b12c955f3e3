"""TOML data files of the package, parsed once and then read back from a cache beside the bytecode.

Every command reads the message catalogs (46 KB of TOML in all, the program's and a game's own,
~4 ms to parse on the 2-core machine) and an engine its component catalogs (~2 ms more). These files change only with the program, so, as
Python does for its modules, the parsed data is kept in the `__pycache__` folder next to the file
(`<name>.toml.<python tag>.marshal`), stamped with the file's size and modification time, and read
back with `marshal` (~0.2 ms) while the stamp matches. Where that folder cannot be written (a
read-only install), nothing is cached and the file is parsed every time, as before; a damaged or
stale cache is ignored and written again. The data is exactly tomllib's: marshal keeps types and
key order (tests/core/test_datafiles.py).
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

_MAGIC = b"referee-toml-cache 1\n"


def load_toml(file: Traversable | Path) -> dict[str, Any]:
    """The parsed TOML of a data file of the package (raises as tomllib and reading the file do)."""
    if not isinstance(file, Path):  # inside a zip: no folder to keep a cache in
        return _parse(file)
    st = os.stat(file)
    head = _MAGIC + f"{st.st_size} {st.st_mtime_ns}\n".encode()
    cache = cache_path(file)
    try:
        blob = cache.read_bytes()
        if blob.startswith(head):
            data = marshal.loads(memoryview(blob)[len(head) :])
            if isinstance(data, dict):
                return data
    except (OSError, ValueError, EOFError, TypeError):
        pass  # no cache yet, or a damaged one: parse and write it again
    data = _parse(file)
    _store(cache, head, data)
    return data


def _parse(file: Traversable | Path) -> dict[str, Any]:
    import tomllib  # ~2 ms, and with the caches in place no command needs it

    return tomllib.loads(file.read_text(encoding="utf-8"))


def cache_path(file: Path) -> Path:
    return file.parent / "__pycache__" / f"{file.name}.{sys.implementation.cache_tag}.marshal"


def _store(cache: Path, head: bytes, data: dict[str, Any]) -> None:
    """Write the cache atomically (a temp file renamed over it); give up quietly where we cannot."""
    try:
        blob = head + marshal.dumps(data)
    except ValueError:  # a value marshal cannot hold (a TOML date): no cache for this file
        return
    tmp = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
    try:
        cache.parent.mkdir(exist_ok=True)
        tmp.write_bytes(blob)
        os.replace(tmp, cache)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()

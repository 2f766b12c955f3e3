"""Code objects of the methods records generate, kept from one process to the next.

A record compiles its `__init__` and its comparisons the first time they are needed
(core/record.py). Each `compile` costs ~100 us on the 2-core machine, and a cold `referee move` at
the end of a long Le Havre game needs about 40 of them: 4-6 ms of a command that has ~110 ms. The
source of such a method depends only on its class's field names, so its code is the same in every
process. As Python does for modules, the code objects are kept in this package's `__pycache__`
folder (`records.<python tag>.marshal`: source text -> code), read with `marshal` once per process
(~0.1 ms) and written again, atomically, at exit when a process compiled something new. Where the
folder cannot be written nothing is kept and every method is compiled as before; a damaged file, or
one of another Python, is ignored and replaced.
"""

from __future__ import annotations

import atexit
import contextlib
import marshal
import os
import sys
from pathlib import Path
from types import CodeType

_MAGIC = f"referee-record-code 1 {sys.implementation.cache_tag} {marshal.version}\n".encode()
_LIMIT = 4000  # sources kept at most: a program with more records than that starts the file afresh

_codes: dict[str, CodeType] | None = None  # read on first use
_new: list[str] = []  # sources compiled by this process, not in the file yet


def cache_file() -> Path:
    return Path(__file__).parent / "__pycache__" / f"records.{sys.implementation.cache_tag}.marshal"


def compiled(source: str) -> CodeType:
    """The code of `source` (a module-level block of method definitions), compiled once ever."""
    codes = _loaded()
    code = codes.get(source)
    if code is None:
        code = codes[source] = compile(source, "<record>", "exec")
        if not _new:
            atexit.register(_save)
        _new.append(source)
    return code


def _loaded() -> dict[str, CodeType]:
    global _codes
    if _codes is None:
        _codes = _read(cache_file())
    return _codes


def _read(path: Path) -> dict[str, CodeType]:
    try:
        blob = path.read_bytes()
        if blob.startswith(_MAGIC):
            data = marshal.loads(memoryview(blob)[len(_MAGIC) :])
            if isinstance(data, dict) and all(
                type(k) is str and type(v) is CodeType for k, v in data.items()
            ):
                return data
    except (OSError, ValueError, EOFError, TypeError):
        pass  # none yet, or damaged: compile, and write it again at exit
    return {}


def _save() -> None:
    """Write the file with what this process added (and what another wrote meanwhile); quietly
    give up where the folder cannot be written."""
    if not _new or _codes is None:
        return
    path = cache_file()
    merged = _read(path)
    if len(merged) + len(_new) > _LIMIT:
        merged = {}
    merged.update((s, _codes[s]) for s in _new)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(exist_ok=True)
        tmp.write_bytes(_MAGIC + marshal.dumps(merged))
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
    _new.clear()

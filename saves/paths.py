"""Where saves live, and save names that can never escape that folder."""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from referee.core.errors import UsageError

SUFFIX = ".toml"
_NAME = re.compile(r"^[^\W][\w.\-]{0,63}$")


def saves_dir() -> Path:
    """`$REFEREE_HOME/saves` if set, else the per-user data folder (platformdirs)."""
    home = os.environ.get("REFEREE_HOME")
    if home:
        return Path(home).expanduser() / "saves"
    import platformdirs

    return platformdirs.user_data_path("referee", appauthor=False) / "saves"


def check_name(name: str) -> str:
    """A save name is one plain word (letters, digits, . _ -), at most 64 characters."""
    bare = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    if not _NAME.match(bare) or ".." in bare:
        raise UsageError(
            f"{name!r} is not a usable save name: use letters, digits, '.', '_' or '-' "
            "(at most 64, no '..', no folders); give a path with --save to write elsewhere"
        )
    return bare


def named(name: str) -> Path:
    return saves_dir() / (check_name(name) + SUFFIX)


def resolve(save: str) -> Path:
    """A SAVE argument: an existing path or anything with a folder or .toml is a path; else a name."""
    if not save or "\x00" in save:
        raise UsageError("empty or invalid save argument")
    as_path = Path(save).expanduser()
    if "/" in save or os.sep in save or save.endswith(SUFFIX) or as_path.exists():
        return as_path
    return named(save)


def generated(game: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{game}-{stamp}"
    path = named(base)
    n = 2
    while path.exists():
        path = named(f"{base}-{n}")
        n += 1
    return path

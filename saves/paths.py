"""Where saves live, and save names that can never escape that folder."""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from referee.core.errors import UsageError
from referee.i18n import t

SUFFIX = ".toml"
_NAME = re.compile(r"[^\W][\w.\-]{0,63}")  # used with fullmatch: `$` would let a final newline in
MAX_NAME_BYTES = 200  # file names are limited to 255 bytes; the temp and backup names add a few


def expand(path: Path | str) -> Path:
    """A path the user gave, with a leading `~` or `~user` expanded as every command does (a shell
    leaves a quoted one alone); a user the system does not know is a UsageError, not the
    RuntimeError of `Path.expanduser`."""
    path = Path(path)
    try:
        return path.expanduser()
    except RuntimeError:
        user = str(path).split("/", 1)[0].split(os.sep, 1)[0]
        raise UsageError(t("save.no_such_user", path=repr(str(path)), user=user)) from None


def _home() -> Path | None:
    """`$REFEREE_HOME` expanded, None when unset; a `~user` that names no user says so."""
    home = os.environ.get("REFEREE_HOME")
    if not home:
        return None
    try:
        return expand(home)
    except UsageError as exc:
        raise UsageError(t("save.home_unusable", reason=exc)) from None


def saves_dir() -> Path:
    """`$REFEREE_HOME/saves` if set, else the per-user data folder (platformdirs)."""
    home = _home()
    if home is not None:
        return home / "saves"
    import platformdirs

    return platformdirs.user_data_path("referee", appauthor=False) / "saves"


def cache_dir() -> Path:
    """`$REFEREE_HOME/cache` if set, else the per-user cache folder: never beside the saves, which
    are shared and synced (the state cache, saves/cache.py, is this machine's and this program's)."""
    home = _home()
    if home is not None:
        return home / "cache"
    import platformdirs

    return platformdirs.user_cache_path("referee", appauthor=False)


def check_name(name: str) -> str:
    """A save name is one plain word (letters, digits, . _ -), at most 64 characters."""
    bare = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name
    if not _NAME.fullmatch(bare) or ".." in bare or len(bare.encode("utf-8")) > MAX_NAME_BYTES:
        shown = repr(name) if len(name) <= 80 else t("save.name_cut", head=repr(name[:60]), count=len(name))
        raise UsageError(t("save.bad_name", name=shown))
    return bare


def named(name: str) -> Path:
    return saves_dir() / (check_name(name) + SUFFIX)


def resolve(save: str) -> Path:
    """A SAVE argument: an existing path or anything with a folder or .toml is a path; else a name."""
    if not save or "\x00" in save:
        raise UsageError(t("save.empty_arg"))
    as_path = expand(save)
    if "/" in save or os.sep in save or save.endswith(SUFFIX) or _exists(as_path):
        if not as_path.name or _is_dir(as_path):
            raise UsageError(t("save.is_folder", save=repr(save)))
        return as_path
    return named(save)


def _is_dir(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:
        return False


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:  # a name too long for the system, among others: not an existing path
        return False


def generated(game: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{game}-{stamp}"
    path = named(base)
    n = 2
    while path.exists():
        path = named(f"{base}-{n}")
        n += 1
    return path

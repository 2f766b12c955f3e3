"""Component catalogs: TOML files under a game's data/ folder.

Every entry carries `source` (where the printed value comes from) and `verified` (whether it was
checked against the physical component). A catalog that lacks them is rejected at load time, so no
value can enter the engine without saying where it came from.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from referee.core.datafiles import load_toml
from referee.core.record import record
from referee.i18n import t


class CatalogError(Exception):
    pass


@record
class Catalog:
    name: str
    entries: tuple[dict[str, Any], ...]

    def by(self, key: str) -> dict[Any, dict[str, Any]]:
        return {e[key]: e for e in self.entries}

    def unverified(self) -> tuple[dict[str, Any], ...]:
        return tuple(e for e in self.entries if not e["verified"])


@cache
def load_catalog(package: str, name: str, table: str = "entry") -> Catalog:
    """Load `<package>/data/<name>.toml`; its entries are the array of tables `[[<table>]]`."""
    path = resources.files(package).joinpath("data", f"{name}.toml")
    try:
        data = load_toml(path)
    except (OSError, ValueError) as exc:  # ValueError: tomllib.TOMLDecodeError, or UnicodeDecodeError
        raise CatalogError(t("error.catalog_unreadable", package=package, name=name, reason=exc)) from exc
    entries = data.get(table, [])
    if not isinstance(entries, list) or not entries:
        raise CatalogError(t("error.catalog_empty", name=name, table=table))
    for i, entry in enumerate(entries, 1):
        missing = [k for k in ("source", "verified") if k not in entry]
        if missing:
            raise CatalogError(t("error.catalog_lacks", name=name, n=i, keys=", ".join(missing)))
        if not isinstance(entry["verified"], bool):
            raise CatalogError(t("error.catalog_verified", name=name, n=i))
    return Catalog(name, tuple(entries))


@record
class Kind:
    file: str  # the catalog file's stem: "buildings"
    table: str  # its array of tables: "building"
    entries: tuple[dict[str, Any], ...]
    alone: bool = True  # the only table of its file

    @property
    def name(self) -> str:
        """How it is listed and asked for: the file, or `file.table` where a file has several."""
        return self.file if self.alone else f"{self.file}.{self.table}"


@cache
def kinds_in(package: str) -> tuple[Kind, ...]:
    """Every catalog of a game's package, in file-name order (empty for a game with no data folder):
    for `referee catalog` and the move line's did-you-mean (prompts/hints.py)."""
    try:
        folder = resources.files(package).joinpath("data")
    except (ModuleNotFoundError, TypeError):  # no such package, or a single module (a test game)
        return ()
    if not folder.is_dir():
        return ()
    found = []
    for file in sorted(folder.iterdir(), key=lambda f: f.name):
        if not file.name.endswith(".toml"):
            continue
        stem = file.name[: -len(".toml")]
        tables = [
            table
            for table, value in load_toml(file).items()
            if isinstance(value, list) and value and all(isinstance(v, dict) for v in value)
        ]
        for table in tables:
            entries = load_catalog(package, stem, table).entries  # checks source and verified
            found.append(Kind(stem, table, entries, len(tables) == 1))
    return tuple(found)

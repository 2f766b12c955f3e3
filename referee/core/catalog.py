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

"""Messages in the user's language: one keyed catalog per language, same keys and placeholders.

`t("cli.created", path=...)` looks the key up in the current language's catalog. The language
comes from `--lang`, then `REFEREE_LANG`, then the locale; English by default. Catalogs are TOML
files beside this module (`en.toml`, `zh.toml`); nested tables give dotted keys.
"""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from typing import Any

from referee.core.datafiles import load_toml

LANGS = ("en", "zh")
DEFAULT = "en"
_current: list[str] = []


def resolve(option: str | None = None) -> str:
    """--lang, then REFEREE_LANG, then the locale (LC_ALL, LC_MESSAGES, LANG); else English."""
    for raw in (option, os.environ.get("REFEREE_LANG")):
        if raw:
            lang = raw.strip().lower()[:2]
            if lang not in LANGS:
                from referee.core.errors import UsageError

                # in English: the language is not known yet, and t() would ask for it again
                message = catalog(DEFAULT)["error.unknown_language"]
                raise UsageError(message.format(lang=repr(raw), langs=", ".join(LANGS)))
            return lang
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "zh" if value.lower().startswith("zh") else DEFAULT
    return DEFAULT


def set_lang(lang: str) -> None:
    _current[:] = [lang]


def lang() -> str:
    if not _current:
        _current.append(resolve())
    return _current[0]


def _flatten(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flatten(value, name + "."))
        else:
            flat[name] = str(value)
    return flat


@cache
def catalog(language: str) -> dict[str, str]:
    return _flatten(load_toml(resources.files("referee.i18n").joinpath(f"{language}.toml")))


def t(key: str, /, **params: Any) -> str:
    """The message `key` in the current language, with its {placeholders} filled."""
    messages = catalog(lang())
    template = messages.get(key)
    if template is None:
        template = catalog(DEFAULT).get(key, key)
    return template.format(**params) if params else template


def has(key: str) -> bool:
    return key in catalog(lang())

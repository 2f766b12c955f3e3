"""Messages in the user's language: one keyed catalog per language, same keys and placeholders.

`t("cli.created", path=...)` looks the key up in the current language's catalog. The language
comes from `--lang`, then `REFEREE_LANG`, then the locale; English by default. Catalogs are TOML
files; nested tables give dotted keys. The program's own messages are beside this module
(`en.toml`, `zh.toml`); each game keeps its own in its package (found through the registry), so that
engines built side by side never edit the same file:

- `<game>.*` (the rules engine) in `referee/<game>/messages.<lang>.toml`,
- `score.<game>.*` (its score sheet) in `referee/<game>/score_sheet.messages.<lang>.toml`.

Such a file is read the first time a key of its prefix is asked for and is not found beside this
module (so `--help` and `referee games` read none); `catalog(lang)` iterated gives every key of every
file. A game's file defines only keys of its prefix (tests/i18n/test_catalogs.py).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from referee.core.datafiles import load_toml

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

LANGS = ("en", "zh")
DEFAULT = "en"
_current: list[str] = []


def resolve(option: str | None = None) -> str:
    """--lang, then REFEREE_LANG, then the locale (LC_ALL, LC_MESSAGES, LANG); else English."""
    for raw in (option, os.environ.get("REFEREE_LANG")):
        if raw:
            lang = raw.strip().lower()[:2]
            if lang not in LANGS:
                from referee.core.exits import UsageError

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


_SPEAKING = threading.RLock()


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Messages in `language` while the block runs, then the language before, even on an error.
    One thread at a time (a server builds pages for two browsers in two languages at once); the
    same thread may nest it (a page in Chinese drawing its board in Chinese)."""
    if language not in LANGS:
        raise ValueError(f"unknown language {language!r}")
    with _SPEAKING:
        before = lang()
        set_lang(language)
        try:
            yield
        finally:
            set_lang(before)


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


def prefix_of(key: str) -> str | None:
    """The key prefix of the game's file that would define `key`: "looot.kind.wood" → "looot.",
    "score.looot.row.castle" → "score.looot."; None when the key cannot belong to a game."""
    first, _, rest = key.partition(".")
    name = rest.partition(".")[0] if first == "score" else first
    if not name.isidentifier():
        return None
    return f"score.{name}." if first == "score" else f"{name}."


def game_file(prefix: str, language: str) -> Traversable | None:
    """The file of a prefix in the game's package: messages.<lang>.toml for "<game>.", and
    score_sheet.messages.<lang>.toml for "score.<game>." (it may not exist); None when no game
    package has that id.

    A game's id is its package's name under `referee` (tests/kit/test_game_package.py checks it),
    so the file is found without the registry, which itself speaks through this module."""
    first, game_id = prefix.split(".")[:2]
    name = game_id if first == "score" else first
    package = _GAME_ROOT.joinpath(name)
    if not name.isidentifier() or not package.joinpath("__init__.py").is_file():
        return None
    stem = "score_sheet.messages" if first == "score" else "messages"
    return package.joinpath(f"{stem}.{language}.toml")


def game_files(language: str) -> dict[str, Traversable]:
    """Every game's catalog file in `language`, by the key prefix it defines."""
    found: dict[str, Traversable] = {}
    for folder in sorted(_GAME_ROOT.iterdir(), key=lambda f: f.name):
        if not folder.is_dir() or not folder.name.isidentifier():
            continue
        for prefix in (f"{folder.name}.", f"score.{folder.name}."):
            file = game_file(prefix, language)
            if file is not None and file.is_file():
                found[prefix] = file
    return found


_GAME_ROOT = resources.files("referee")


class Catalog(Mapping[str, str]):
    """One language's messages: the program's file at once, a game's file when first needed."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.messages = _flatten(load_toml(resources.files("referee.i18n").joinpath(f"{language}.toml")))
        self.tried: list[str] = []  # the key prefixes whose game file was looked for, in order

    def find(self, key: str) -> str | None:
        found = self.messages.get(key)
        if found is None and self._load(prefix_of(key)):
            found = self.messages.get(key)
        return found

    def _load(self, prefix: str | None) -> bool:
        """Read the game's file of `prefix` once; False if it was read before or does not exist."""
        if prefix is None or prefix in self.tried:
            return False
        self.tried.append(prefix)
        file = game_file(prefix, self.language)
        if file is None or not file.is_file():
            return False
        self.messages.update(_flatten(load_toml(file)))
        return True

    def load_all(self) -> None:
        """Read every game's file (to list or compare every key)."""
        for prefix in game_files(self.language):
            self._load(prefix)

    def __getitem__(self, key: str) -> str:
        found = self.find(key)
        if found is None:
            raise KeyError(key)
        return found

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.find(key) is not None

    def __iter__(self) -> Iterator[str]:
        self.load_all()
        return iter(self.messages)

    def __len__(self) -> int:
        self.load_all()
        return len(self.messages)


@cache
def catalog(language: str) -> Catalog:
    return Catalog(language)


def t(key: str, /, **params: Any) -> str:
    """The message `key` in the current language, with its {placeholders} filled.

    With `count=1` a catalog's `KEY_one` is used when it has one ("1 move", not "1 moves"); the
    catalogs keep the same keys in both languages, a Chinese `_one` simply says the same."""
    if params.get("count") == 1 and catalog(DEFAULT).find(f"{key}_one") is not None:
        key = f"{key}_one"
    template = catalog(lang()).find(key)
    if template is None:
        template = catalog(DEFAULT).find(key) or key
    return template.format(**params) if params else template


def has(key: str) -> bool:
    return catalog(lang()).find(key) is not None

"""The registered games: a list of game packages. Each declares its id, titles and seed file once
(`DECLARED` in its `__init__`, cheap to import: no engine), so `referee games` and `--help` stay fast;
the engine is imported when a command needs it (`rules_for`).

A fifth game is its package, its seed, one word in `PACKAGES` and its tests (referee/core/declared.py
names the package's pieces)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from referee.core.errors import UsageError
from referee.core.record import record
from referee.i18n import lang, t

if TYPE_CHECKING:
    from referee.core.declared import Declared
    from referee.core.game import GameRules


PACKAGES = ("referee.guilds", "referee.lehavre", "referee.pendulum", "referee.looot")


@record
class Entry:
    id: str
    title_en: str
    title_zh: str
    seed_file: str
    module: str | None  # the engine: the package giving `GAME`, None while only the score sheet exists
    package: str = ""  # the package holding the game's pieces (score sheet, messages, rulings …)

    def title(self) -> str:
        """The title in the current language."""
        return self.title_zh if lang() == "zh" else self.title_en

    def title_other(self) -> str:
        """The title in the other language, shown beside it."""
        return self.title_en if lang() == "zh" else self.title_zh


def _declared(package: str) -> Entry:
    declared: Declared = importlib.import_module(package).DECLARED
    return Entry(declared.id, declared.title_en, declared.title_zh, declared.seed_file, package, package)


GAMES: dict[str, Entry] = {e.id: e for e in map(_declared, PACKAGES)}


def entry(game_id: str) -> Entry:
    try:
        return GAMES[game_id.strip().lower()]
    except KeyError:
        raise UsageError(t("core.unknown_game", game=repr(game_id), known=", ".join(GAMES))) from None


def rules_for(game_id: str) -> GameRules:
    e = entry(game_id)
    if e.module is None:
        raise UsageError(t("core.not_tracked", title=f"{e.title()} ({e.title_other()})", id=e.id))
    return importlib.import_module(e.module).GAME  # type: ignore[no-any-return]


def tracked_games() -> list[str]:
    return [g for g, e in GAMES.items() if e.module is not None]


def declared(game_id: str) -> Declared:
    """What the game's package declares (its id, titles, seed file, player counts, pieces); for a
    game registered by its entry alone (the tests' games), what the entry says."""
    from referee.core.declared import Declared

    e = entry(game_id)
    if e.package:
        return importlib.import_module(e.package).DECLARED  # type: ignore[no-any-return]
    return Declared(e.id, e.title_en, e.title_zh, e.seed_file, ())


def ids_text() -> str:
    """The registered ids as the help names them: "guilds, lehavre, pendulum or looot"."""
    ids = list(GAMES)
    return t("core.who_list", names=("、" if lang() == "zh" else ", ").join(ids[:-1]), last=ids[-1])


def sheet_keys_text() -> str:
    """Each game's score sheet keys, one line a game, for `referee score --help` (from the game's
    score sheet messages: read when that help is built)."""
    colon = "：" if lang() == "zh" else ": "
    return "\n".join(f"{game_id}{colon}{t(f'score.{game_id}.help.sheet_keys')}" for game_id in GAMES)


def package_of(game: str) -> str:
    """The game's package (where its data is): the registered one, else a test game's module."""
    e = entry(game)
    return e.package or e.module or ""

"""The registered games. Imports are lazy so `referee games` stays fast."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from referee.core.errors import UsageError
from referee.core.record import record
from referee.i18n import lang, t

if TYPE_CHECKING:
    from referee.core.game import GameRules


@record
class Entry:
    id: str
    title_en: str
    title_zh: str
    seed_file: str
    module: str | None  # the engine package, None while only the score sheet exists

    def title(self) -> str:
        """The title in the current language."""
        return self.title_zh if lang() == "zh" else self.title_en

    def title_other(self) -> str:
        """The title in the other language, shown beside it."""
        return self.title_en if lang() == "zh" else self.title_zh


GAMES: dict[str, Entry] = {
    e.id: e
    for e in (
        Entry("guilds", "Guilds of London", "伦敦公会", "000_825e9906aa22c0d3.txt", None),
        Entry("lehavre", "Le Havre", "港都情浓", "001_42b355fda81463c4.txt", "referee.lehavre"),
        Entry("pendulum", "Pendulum", "钟摆帝国", "003_a70d93b6a6ab2520.txt", None),
        Entry("looot", "Looot", "峡湾领主", "004_475a35a4fad56de6.txt", "referee.looot"),
    )
}


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

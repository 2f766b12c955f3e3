"""The rulings, by anchor: what the engine decided where a seed is silent, ambiguous or differs from
the published game. Violations cite them (`RuleRef.ruling`).

Each game's package holds its own, `rulings.md`, with its anchors `<game>-…` and those of its score
sheet `score-<game>…`, so that engines built side by side never edit the same file;
docs/rulings/general.md holds the rest. `rulings.<language>.md` (`general.<language>.md`) says the
same in Chinese, entry for entry under the same anchors (tests/commands/test_rulings_explain.py
checks that they stay parallel). A ruling is read in the current language, in English where a
translation lacks it.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from referee.core.record import record
from referee.i18n import DEFAULT, lang
from referee.registry import GAMES

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

GENERAL = "general"  # docs/rulings/general.md: what applies to every game
_ENTRY = re.compile(r'<a id="([a-z0-9-]+)"></a>\s*\n### (.+?)\n(.*?)(?=\n<a id=|\n## |\Z)', re.S)


@record
class Ruling:
    anchor: str
    title: str  # the heading after the anchor, e.g. "looot-trophy — claiming a trophy"
    body: str  # the Markdown bullets as written


def file_of(name: str, language: str = DEFAULT) -> Traversable | None:
    """A game's `rulings.md` in its package (docs/rulings/general.md for `general`), or its
    translation `rulings.<language>.md`; None for a name that is no registered game's."""
    suffix = "" if language == DEFAULT else f".{language}"
    if name == GENERAL:
        return resources.files("docs").joinpath("rulings").joinpath(f"{GENERAL}{suffix}.md")
    game = GAMES.get(name)
    if game is None or not game.package:
        return None
    return resources.files(game.package).joinpath(f"rulings{suffix}.md")


def names() -> tuple[str, ...]:
    """The files of the record: each registered game's, then the general one."""
    return (*GAMES, GENERAL)


@cache
def book(name: str, language: str) -> dict[str, Ruling]:
    """The rulings of one file in `language`; {} when it has no such file (or no translation)."""
    file = file_of(name, language)
    if file is None or not file.is_file():
        return {}
    return _parse(file.read_text(encoding="utf-8"))


@cache
def all_rulings(language: str = DEFAULT) -> dict[str, Ruling]:
    """Every ruling of the record in `language` (English, the record itself, by default)."""
    return {anchor: r for name in names() for anchor, r in book(name, language).items()}


def _parse(text: str) -> dict[str, Ruling]:
    return {
        m.group(1): Ruling(m.group(1), m.group(2).strip(), m.group(3).strip()) for m in _ENTRY.finditer(text)
    }


def game_of(anchor: str) -> str:
    """The file an anchor belongs in: "looot-trophy" and "score-looot-limits" → "looot" (the game's id)."""
    return anchor.removeprefix("score-").split("-")[0]


def ruling(anchor: str) -> Ruling | None:
    """The ruling in the current language (English if it has no translation), None if unknown.

    Read from its game's file; the whole record only for an anchor not there (the general ones)."""
    name = game_of(anchor)
    found = book(name, lang()).get(anchor) or book(name, DEFAULT).get(anchor)
    if found is None:
        found = all_rulings(lang()).get(anchor) or all_rulings(DEFAULT).get(anchor)
    return found


def for_game(game: str) -> list[Ruling]:
    """The game's own rulings (`<game>-…`) and those of its score sheet (`score-<game>…`): its file."""
    local = book(game, lang())
    return [local.get(a, r) for a, r in book(game, DEFAULT).items()]

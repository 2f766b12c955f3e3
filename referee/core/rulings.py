"""The rulings of docs/rulings/, by anchor: what the engine decided where a seed is silent,
ambiguous or differs from the published game. Violations cite them (`RuleRef.ruling`).

One file per game, `docs/rulings/<game>.md`, holds its anchors `<game>-…` and those of its score
sheet `score-<game>…`, so that engines built side by side never edit the same file;
`general.md` holds the rest. `<name>.zh.md` says the same in Chinese, entry for entry under the same
anchors (tests/commands/test_rulings_explain.py checks that they stay parallel). A ruling is read
in the current language, in English where a translation lacks it.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from referee.core.record import record
from referee.i18n import DEFAULT, lang

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

GENERAL = "general"  # docs/rulings/general.md: what applies to every game
_ENTRY = re.compile(r'<a id="([a-z0-9-]+)"></a>\s*\n### (.+?)\n(.*?)(?=\n<a id=|\n## |\Z)', re.S)


@record
class Ruling:
    anchor: str
    title: str  # the heading after the anchor, e.g. "looot-trophy — claiming a trophy"
    body: str  # the Markdown bullets as written


def file_of(name: str, language: str = DEFAULT) -> Traversable:
    """docs/rulings/<name>.md, or its translation <name>.<language>.md."""
    stem = name if language == DEFAULT else f"{name}.{language}"
    return resources.files("docs").joinpath("rulings").joinpath(f"{stem}.md")


def names() -> tuple[str, ...]:
    """The files of the record (the English ones): each game's, then the general one."""
    found = [
        f.name[:-3] for f in resources.files("docs").joinpath("rulings").iterdir() if f.name.endswith(".md")
    ]
    games = sorted(n for n in found if "." not in n and n != GENERAL)
    return (*games, GENERAL) if GENERAL in found else tuple(games)


@cache
def book(name: str, language: str) -> dict[str, Ruling]:
    """The rulings of one file in `language`; {} when it has no such file (or no translation)."""
    file = file_of(name, language)
    if not file.is_file():
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
    """The file an anchor belongs in: "looot-trophy" and "score-looot-limits" → "looot"."""
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

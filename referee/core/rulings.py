"""The rulings of docs/rulings.md, by anchor: what the engine decided where a seed is silent,
ambiguous or differs from the published game. Violations cite them (`RuleRef.ruling`).

docs/rulings.md is the record; docs/rulings.zh.md says the same in Chinese, entry for entry under
the same anchors (tests/commands/test_rulings_explain.py checks that they stay parallel). A ruling
is read in the current language, in English where a translation lacks it.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from referee.core.record import record
from referee.i18n import DEFAULT, lang

FILES = {"en": "rulings.md", "zh": "rulings.zh.md"}
_ENTRY = re.compile(r'<a id="([a-z0-9-]+)"></a>\s*\n### (.+?)\n(.*?)(?=\n<a id=|\n## |\Z)', re.S)


@record
class Ruling:
    anchor: str
    title: str  # the heading after the anchor, e.g. "looot-trophy — claiming a trophy"
    body: str  # the Markdown bullets as written


@cache
def all_rulings(language: str = DEFAULT) -> dict[str, Ruling]:
    """Every ruling of the record in `language` (English, the record itself, by default)."""
    docs = resources.files("docs").joinpath(FILES.get(language, FILES[DEFAULT]))
    if language != DEFAULT and not docs.is_file():
        return {}  # no translation: `ruling` and `for_game` give the English entries
    return _parse(docs.read_text(encoding="utf-8"))


def _parse(text: str) -> dict[str, Ruling]:
    return {
        m.group(1): Ruling(m.group(1), m.group(2).strip(), m.group(3).strip()) for m in _ENTRY.finditer(text)
    }


def ruling(anchor: str) -> Ruling | None:
    """The ruling in the current language (English if it has no translation), None if unknown."""
    return all_rulings(lang()).get(anchor) or all_rulings().get(anchor)


def for_game(game: str) -> list[Ruling]:
    """The game's own rulings (`<game>-…`) and those of its score sheet (`score-<game>…`)."""
    local = all_rulings(lang())
    return [
        local.get(a, r)
        for a, r in all_rulings().items()
        if a.startswith(f"{game}-") or a.startswith(f"score-{game}")
    ]

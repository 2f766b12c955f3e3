"""The rulings of docs/rulings.md, by anchor: what the engine decided where a seed is silent,
ambiguous or differs from the published game. Violations cite them (`RuleRef.ruling`)."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from referee.core.record import record

_ENTRY = re.compile(r'<a id="([a-z0-9-]+)"></a>\s*\n### (.+?)\n(.*?)(?=\n<a id=|\n## |\Z)', re.S)


@record
class Ruling:
    anchor: str
    title: str  # the heading after the anchor, e.g. "looot-trophy — claiming a trophy"
    body: str  # the Markdown bullets as written


@cache
def all_rulings() -> dict[str, Ruling]:
    text = resources.files("docs").joinpath("rulings.md").read_text(encoding="utf-8")
    return {
        m.group(1): Ruling(m.group(1), m.group(2).strip(), m.group(3).strip()) for m in _ENTRY.finditer(text)
    }


def ruling(anchor: str) -> Ruling | None:
    return all_rulings().get(anchor)


def for_game(game: str) -> list[Ruling]:
    """The game's own rulings (`<game>-…`) and those of its score sheet (`score-<game>…`)."""
    return [r for a, r in all_rulings().items() if a.startswith(f"{game}-") or a.startswith(f"score-{game}")]

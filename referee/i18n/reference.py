"""English beside the Chinese rulebooks: section summaries, the glossary, and look-up by English words.

The seed texts stay the specification, quoted as written; the game package's `summaries.toml`
restates each section in English and its `glossary.toml` pairs the game's terms. An English topic finds a
section when every word is in its English title or summary, or names a glossary term whose Chinese
form is in the section's heading or text.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from importlib import resources

from referee.core import seeds
from referee.core.datafiles import load_toml
from referee.core.record import record
from referee.registry import entry


@record
class Summary:
    path: tuple[str, ...]
    title: str
    text: str


@record
class Term:
    zh: str
    en: str
    note: str = ""


def _load(kind: str, game: str) -> dict[str, object]:
    """The game package's `glossary.toml` or `summaries.toml`."""
    return load_toml(resources.files(entry(game).package).joinpath(f"{kind}.toml"))


@cache
def summaries(game: str) -> dict[tuple[str, ...], Summary]:
    data = _load("summaries", game)
    entries = data["section"]
    assert isinstance(entries, list)
    return {tuple(e["path"]): Summary(tuple(e["path"]), e["title"], e["summary"].strip()) for e in entries}


@cache
def glossary(game: str) -> tuple[Term, ...]:
    data = _load("glossary", game)
    entries = data["term"]
    assert isinstance(entries, list)
    return tuple(Term(e["zh"], e["en"], e.get("note", "")) for e in entries)


def summary(section: seeds.Section) -> Summary | None:
    return summaries(section.game).get(section.path)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def is_english(word: str) -> bool:
    return word.isascii() and any(c.isalpha() for c in word)


def _word_in_section(game: str, section: seeds.Section, word: str) -> tuple[bool, bool]:
    """(matches at all, matches the heading) for one English word."""
    found = summary(section)
    w = _fold(word)
    title = _fold(found.title.split(" › ")[-1]) if found else ""
    if w in title:
        return True, True
    zh_terms = [t.zh for t in glossary(game) if w in _fold(t.en)]
    heading = section.path[-1] if section.path else ""
    if any(z in heading for z in zh_terms):
        return True, True
    body = "\n".join(section.lines)
    if found and w in _fold(found.text):
        return True, False
    return any(z in body for z in zh_terms), False


def find_english(game: str, words: list[str]) -> tuple[list[seeds.Section], list[seeds.Section]]:
    """(sections matching every English word, the subset matching them all in its heading)."""
    found: list[seeds.Section] = []
    heads: list[seeds.Section] = []
    for section in seeds.sections(game):
        results = [_word_in_section(game, section, w) for w in words]
        if all(hit for hit, _ in results):
            found.append(section)
            if all(head for _, head in results):
                heads.append(section)
    return found, heads

"""The bilingual reference data: English summaries of every seed section, and the glossaries.

``referee/<game>/summaries.toml`` restates each seed section in English (one entry per
section, keyed by its exact heading path); ``referee/<game>/glossary.toml`` maps the seed's
game terms to the published English terminology. These tests keep both in step with the seeds.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import referee
from referee import registry
from referee.core import seeds
from referee.registry import entry

GAMES = tuple(registry.GAMES)
ROOT = Path(referee.__file__).parents[1]
SEP = " › "

# CJK ideographs, kana, CJK and full-width punctuation (《》「」、，。：（）…).
CJK = re.compile(
    r"[\u2e80-\u2fff\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]"
)
DIGITS = re.compile(r"\d+")


def load(kind: str, game: str) -> dict:
    with (ROOT / registry.entry(game).package.replace(".", "/") / f"{kind}.toml").open("rb") as handle:
        return tomllib.load(handle)


def summaries(game: str) -> list[dict]:
    return load("summaries", game)["section"]


def terms(game: str) -> list[dict]:
    return load("glossary", game)["term"]


# -- summaries -------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_summary_file_header(game: str) -> None:
    data = load("summaries", game)
    assert data["game"] == game
    assert data["seed"] == entry(game).seed_file


@pytest.mark.parametrize("game", GAMES)
def test_every_section_has_exactly_one_summary(game: str) -> None:
    wanted = [s.path for s in seeds.sections(game)]
    given = [tuple(e["path"]) for e in summaries(game)]
    missing = [SEP.join(p) for p in wanted if p not in given]
    unknown = [SEP.join(p) for p in given if p not in wanted]
    duplicated = sorted({SEP.join(p) for p in given if given.count(p) > 1})
    assert not missing, f"sections without a summary: {missing}"
    assert not unknown, f"summaries of no section: {unknown}"
    assert not duplicated, f"sections summarised twice: {duplicated}"
    assert given == wanted, "summaries are not in seed order"


@pytest.mark.parametrize("game", GAMES)
def test_titles_follow_the_heading_path(game: str) -> None:
    for e in summaries(game):
        parts = e["title"].split(SEP)
        assert len(parts) == len(e["path"]), (e["path"], e["title"])
        assert all(p.strip() == p and p for p in parts), e["title"]
    # A shared path prefix has the same English prefix.
    english = {tuple(e["path"]): e["title"].split(SEP) for e in summaries(game)}
    for path, title in english.items():
        for n in range(1, len(path)):
            if path[:n] in english:
                assert title[:n] == english[path[:n]], (path, title)


@pytest.mark.parametrize("game", GAMES)
def test_summaries_are_english(game: str) -> None:
    for e in summaries(game):
        for key in ("title", "summary"):
            text = e[key]
            assert text.strip(), (e["path"], key)
            found = CJK.findall(text)
            assert not found, f"{SEP.join(e['path'])}: CJK in {key}: {''.join(found)}"


@pytest.mark.parametrize("game", GAMES)
def test_summaries_keep_the_numbers(game: str) -> None:
    """Every number written in digits in a section's body appears in its summary."""
    given = {tuple(e["path"]): e["summary"] for e in summaries(game)}
    for section in seeds.sections(game):
        body = set(DIGITS.findall("\n".join(section.lines)))
        kept = set(DIGITS.findall(given[section.path]))
        assert body <= kept, f"{SEP.join(section.path)}: numbers missing: {sorted(body - kept)}"


# -- glossary --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_glossary_terms_occur_in_the_seed(game: str) -> None:
    data = load("glossary", game)
    assert data["game"] == game
    text = seeds.seed_text(game)
    absent = [t["zh"] for t in terms(game) if t["zh"] not in text]
    assert not absent, f"glossary terms not in the seed: {absent}"


@pytest.mark.parametrize("game", GAMES)
def test_glossary_has_no_duplicates(game: str) -> None:
    zh = [t["zh"] for t in terms(game)]
    assert len(zh) == len(set(zh)), sorted({z for z in zh if zh.count(z) > 1})


@pytest.mark.parametrize("game", GAMES)
def test_glossary_english(game: str) -> None:
    for t in terms(game):
        assert set(t) <= {"zh", "en", "note"}, t
        assert t["zh"].strip() == t["zh"] and t["zh"], t
        en = t["en"]
        assert en.strip() == en and en, t
        # ASCII, or Latin letters with accents; never CJK.
        assert all(ch.isascii() or (ch.isalpha() and ord(ch) < 0x250) for ch in en), t
        assert not CJK.search(t.get("note", "")), t


@pytest.mark.parametrize("game", GAMES)
def test_glossary_size(game: str) -> None:
    assert 30 <= len(terms(game)) <= 80

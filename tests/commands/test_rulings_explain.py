"""`referee rulings GAME` and `referee check --explain`: the rulebook as the referee's argument."""

from __future__ import annotations

import re

import pytest

from referee.core import rulings
from referee.registry import GAMES

SETUP = (
    "board 1 at -3,-2 r0",
    "board 7 at 1,1 r1",
    "trophies 1 at 4,4 r2",
    "ocean 1 at -4,0 r5",
    "draw Castle31",
    "draw Wood12",
    "draw Sheep21",
    "draw House13",
    "draw Gold22",
    "sites Ann Port1 Altar1 Palace1",
    "sites Bob Port2 Altar2 Palace2",
    "start Ann",
)


def record_text(language: str = "en") -> dict[str, str]:
    """The text of every rulings file (each game's, the general one) in a language, by file name (looot, general …)."""
    return {name: rulings.file_of(name, language).read_text(encoding="utf-8") for name in rulings.names()}


def test_every_ruling_anchor_is_unique_and_says_what_the_seed_says():
    text = "\n".join(record_text().values())
    anchors = [line for line in text.splitlines() if line.startswith('<a id="')]
    assert len(anchors) == len(set(anchors)) == len(rulings.all_rulings())
    for r in rulings.all_rulings().values():
        assert "「" in r.body or "silent" in r.body, (
            f"{r.anchor} neither quotes the seed nor says it is silent"
        )


def test_each_game_file_holds_its_own_anchors_and_general_the_others():
    assert set(rulings.names()) == {*GAMES, "general"}
    for name in rulings.names():
        anchors = list(rulings.book(name, "en"))
        assert anchors, name
        if name == "general":
            assert [a for a in anchors if rulings.game_of(a) in GAMES] == []
        else:
            assert [a for a in anchors if not a.startswith((f"{name}-", f"score-{name}"))] == [], name
            assert [r.anchor for r in rulings.for_game(name)] == anchors


def test_for_game_and_a_cited_ruling_read_only_their_game_file(monkeypatch):
    read: list[str] = []
    file_of = rulings.file_of
    monkeypatch.setattr(
        rulings, "file_of", lambda name, language="en": read.append(name) or file_of(name, language)
    )
    rulings.book.cache_clear()
    rulings.all_rulings.cache_clear()
    try:
        assert [r.anchor for r in rulings.for_game("lehavre")][-1] == "score-lehavre"
        assert read == ["lehavre"]
        assert rulings.ruling("looot-landing-water").anchor == "looot-landing-water"  # type: ignore[union-attr]
        assert read == ["lehavre", "looot"]
        assert rulings.ruling("score-player-counts").anchor == "score-player-counts"  # type: ignore[union-attr]
        assert "general" in read  # not a game's: looked for in the whole record
        assert rulings.ruling("no-such-anchor") is None
    finally:
        rulings.book.cache_clear()
        rulings.all_rulings.cache_clear()


@pytest.mark.parametrize("game", list(GAMES))
def test_rulings_lists_the_decisions_of_every_game(cli, game):
    r = cli("rulings", game)
    assert r.exit_code == 0
    for found in rulings.for_game(game):
        assert found.title in r.output


def test_rulings_of_looot_name_the_house_rule_option(cli):
    r = cli("rulings", "looot")
    assert "optional_actions = published|seed_one (default published; a house rule)" in r.output


def test_check_explain_quotes_passage_summary_position_and_ruling(cli):
    cli("new", "looot", "--players", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", *SETUP)
    r = cli("check", "g", "Ann: place 0,0", "--explain")
    assert r.exit_code == 3
    out = r.output
    assert "The rule: 峡湾领主 › 四、特殊规则 › 维京放置规则" in out
    assert "59 > - 放置的维京必须紧邻至少 1 个其他维京（任意颜色）或 1 艘长船。" in out
    assert "In English: IV. Special rules › Viking placement rules" in out
    assert "Ruling: looot-landing-water" in out
    assert out.count("In this position:") == 1
    assert out.index("Ruling: looot-landing-water") < out.index("In this position:")


def test_check_explain_in_chinese(cli):
    cli("new", "looot", "--players", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", *SETUP)
    r = cli("--lang", "zh", "check", "g", "Ann: place 0,0", "--explain")
    assert "规则：峡湾领主 › 四、特殊规则 › 维京放置规则" in r.output
    assert "In English" not in r.output


def _entries(text: str) -> list[tuple[str, str]]:
    """(anchor, whole entry text) in order."""
    parts = re.split(r'(?=<a id="[a-z0-9-]+"></a>)', text)
    return [(re.match(r'<a id="([a-z0-9-]+)"', p).group(1), p) for p in parts if p.startswith("<a id=")]  # type: ignore[union-attr]


@pytest.mark.parametrize("name", rulings.names())
def test_the_chinese_rulings_say_the_same_entries_in_the_same_order(name):
    """A rulings file's .zh.md is its .md in Chinese: same anchors, and in every
    entry the same seed quotes, the same `codes`, options and notation, and as many bullets."""
    english = _entries(record_text()[name])
    chinese = _entries(record_text("zh")[name])
    assert [a for a, _ in chinese] == [a for a, _ in english]
    for (anchor, en), (_, zh) in zip(english, chinese, strict=True):
        for pattern in (r"「[^」]*」", r"`[^`]*`"):
            assert sorted(re.findall(pattern, zh)) == sorted(re.findall(pattern, en)), (anchor, pattern)
        bullets = re.compile(r"^\s*- ", re.M)
        assert len(bullets.findall(zh)) == len(bullets.findall(en)), anchor
        assert rulings.all_rulings("zh")[anchor].title.startswith(f"{anchor} — ")


def test_rulings_and_explain_speak_chinese_in_chinese(cli):
    r = cli("--lang", "zh", "rulings", "looot")
    assert r.exit_code == 0
    for found in rulings.all_rulings("zh").values():
        if found.anchor.startswith("looot-"):
            assert found.title in r.output
    assert rulings.all_rulings()["looot-shields"].title not in r.output  # the English title
    cli("new", "looot", "--players", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", *SETUP)
    out = cli("--lang", "zh", "check", "g", "Ann: place 0,0", "--explain").output
    assert rulings.all_rulings("zh")["looot-landing-water"].body.splitlines()[0].strip() in out

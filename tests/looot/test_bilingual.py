"""The engine's own words in both languages: every effect, prompt and position description.

Seeded random playouts (every player count, both values of the optional-actions house rule) and a
few built positions for the rare effects are played once per language. In Chinese no English word
is left apart from player names, move notation and component ids; in English no Chinese at all.
The English wording itself is pinned by the golden trace (test_golden.py) and the scenario tests.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

import pytest

from referee import i18n
from referee.core.record import replace
from referee.core.simulate import random_playout
from referee.looot import GAME, words
from referee.looot.catalog import RESOURCES
from referee.looot.moves import NOTATION as DECLARED
from referee.looot.moves import PROMPT_SYNTAX, SYNTAX
from referee.looot.state import LoootState
from tests.i18n.leaks import cjk_chars, english_words

from .helpers import fill_fjord, run, tutorial, with_fjord

NAMES = ("Ann", "Bob", "Cid", "Dee")
NOTATION = (*SYNTAX.values(), *(zh for _, zh in DECLARED.rows_in("zh")), *PROMPT_SYNTAX, "pass")
EFFECTS = {
    "layout_complete",
    "ocean_filled",
    "start",
    "skipped",
    "shield",
    "viking_placed",
    "supply_empty",
    "capture_house",
    "capture_watchtower",
    "capture_castle",
    "play_again",
    "play_again_void",
    "tiles_lost",
    "tile_placed",
    "site_completed",
    "longship_completed",
    "longship_taken",
    "trophy_claimed",
    "game_end",
    "bag_empty",
}


def playout_texts(n: int, seed: int, options: dict[str, str]) -> tuple[list[str], set[str]]:
    """Every prompt, effect and (every tenth move) description of a random game; the effect codes."""
    texts: list[str] = []
    codes: set[str] = set()

    def each(state: LoootState, actor: str, move: object) -> None:
        top = GAME.decision(state)
        assert top is not None
        texts.append(top.prompt)
        if len(texts) % 10 == 1:
            texts.append(GAME.describe(state))
        for effect in GAME.apply(state, move, actor).effects:  # type: ignore[arg-type]
            texts.append(effect.message)
            codes.add(effect.code)

    game = random_playout(GAME, n, random.Random(seed), options=options, checked=False, each=each)
    texts.append(GAME.describe(game.state))
    return texts, codes


def ended_in_a_tie() -> LoootState:
    """Ann's last Viking placed; Bob has as many points without a trophy: the trophy decides."""
    state = tutorial()
    ps = [replace(p, vikings=1 if i == 0 else 0) for i, p in enumerate(state.players)]
    state, _ = run(replace(state, players=tuple(ps)), "place -2,-2", "tile sheep 3,3")
    state = with_fjord(state, 0, {(x, 5): "axe" for x in range(2)})
    state, _ = run(state, "trophy 2")  # 3 VP + 1 sheep
    return with_fjord(state, 1, {(x, 5): "sheep" for x in range(4)})


def supply_short() -> LoootState:
    state = tutorial()
    supply = tuple(1 if kind == "sheep" else n for kind, n in zip(RESOURCES, state.supply, strict=True))
    return replace(state, supply=supply)


def last_viking(state: LoootState) -> LoootState:
    ps = [replace(p, vikings=1) if i == 0 else p for i, p in enumerate(state.players)]
    return replace(state, players=tuple(ps))


def bob_has_no_viking() -> LoootState:
    state = tutorial(("Ann", "Bob", "Cid"))
    ps = [replace(p, vikings=0) if i == 1 else p for i, p in enumerate(state.players)]
    return replace(state, players=tuple(ps))


RARE: dict[str, tuple[Callable[[], LoootState], tuple[str, ...]]] = {
    "skipped": (bob_has_no_viking, ("place -2,-2", "tile sheep 3,3", "pass")),
    "supply_empty": (supply_short, ("shield double", "place -2,-2")),
    "play_again_void": (lambda: last_viking(tutorial()), ("shield again", "place -3,0")),
    "tiles_lost": (lambda: fill_fjord(tutorial(), 0), ("place -2,-1",)),
    "site_completed": (
        lambda: with_fjord(run(tutorial(), "place -2,-2")[0], 0, {(4, 0): "house", (4, 1): "house"}),
        ("tile sheep 5,2",),
    ),
    "game_end": (ended_in_a_tie, ("pass",)),
    "bag_empty": (
        lambda: replace(run(tutorial(), "place -2,-2", "tile sheep 3,3")[0], bag=()),
        ("longship Wood12 at 2,3", "pass"),
    ),
}


def check_zh(texts: list[str]) -> None:
    for text in texts:
        assert english_words(text, (*NAMES, *NOTATION)) == [], text
        assert cjk_chars(text), text


def check_en(texts: list[str]) -> None:
    for text in texts:
        assert cjk_chars(text) == [], text


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_random_games_speak_one_language(lang):
    i18n.set_lang(lang)
    seen: set[str] = set()
    for n in (2, 3, 4):
        for options in ({}, {"optional_actions": "seed_one"}):
            texts, codes = playout_texts(n, n, options)
            seen |= codes
            (check_zh if lang == "zh" else check_en)(texts)
    assert EFFECTS - seen <= set(RARE)


@pytest.mark.parametrize("lang", i18n.LANGS)
@pytest.mark.parametrize("code", sorted(RARE))
def test_rare_effects_speak_one_language(code, lang):
    i18n.set_lang(lang)
    position, moves = RARE[code]
    state, effects = run(position(), *moves)
    assert code in [e.code for e in effects]
    texts = [e.message for e in effects] + [GAME.describe(state)]
    top = GAME.decision(state)
    if top is not None:
        texts.append(top.prompt)
    (check_zh if lang == "zh" else check_en)(texts)
    if code == "game_end":
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners == ("Ann",) and outcome.tiebreak
        assert outcome.tiebreak in effects[-1].message


def test_chinese_names_for_the_tiles_shields_and_sites():
    i18n.set_lang("zh")
    state, fx = run(tutorial(), "shield double", "place -2,-2")
    assert [e.message for e in fx] == [
        "Ann 翻开“双倍”盾牌（获得 2 个该格的资源）",
        "Ann 将 1 个维京人放到 (-2,-2)，获得 2 块羊；还剩 12 个维京人",
    ]
    assert GAME.decision(state).prompt == "把获得的板块放到峡湾的空格上：2 块羊（板块 KIND X,Y）"
    state = with_fjord(run(tutorial(), "place -2,-2")[0], 0, {(4, 0): "house", (4, 1): "house"})
    _, fx = run(state, "tile sheep 5,2")
    assert fx[-1].message == "Ann 完成港口工地 Port1（5 分）"
    assert (
        GAME.describe(tutorial()).splitlines()[0] == "峡湾领主 — 第 1 轮，轮到 Ann（可选行动：正式出版规则）"
    )


def test_the_termination_and_the_game_info_are_in_the_current_language():
    for lang, start in (("en", "every player has placed"), ("zh", "所有玩家")):
        i18n.set_lang(lang)
        assert i18n.t("looot.termination.all_vikings_placed").startswith(start)
        info = GAME.info
        assert [syntax for syntax, _ in info.notation] == list(SYNTAX.values())
        meanings = " ".join(meaning for _, meaning in info.notation)
        summary = info.house_rules[0].summary.replace("§三", "")  # the seed's section number
        assert bool(cjk_chars(meanings)) == bool(cjk_chars(summary)) == (lang == "zh")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_the_engine_fills_every_message_as_t_does(lang):
    """`words.msg`, the engine's fast `t`, gives exactly what `t` gives for every `looot.*` key."""
    i18n.set_lang(lang)
    keys = [k for k in i18n.catalog(lang) if k.startswith("looot.")]
    assert len(keys) > 200
    for key in keys:
        fields = {f for _, f, _, _ in string.Formatter().parse(i18n.catalog(lang)[key]) if f}
        params = {f: f"<{f}>" for f in fields} | {"unused": 1}
        assert words.msg(key, **params) == i18n.t(key, **params), key
    assert words.msg("looot.effect.game_end", scores="{x}", winners="Ann", tiebreak="") == i18n.t(
        "looot.effect.game_end", scores="{x}", winners="Ann", tiebreak=""
    )

"""Every Looot violation in English and in Chinese, produced in a real position.

For every violation code the engine can raise (read from referee/looot/rules/ as
tests/looot/test_codes.py does) both catalogs hold `looot.violation.<code>`; each scenario below
produces the code in a real position, once per language, and checks that the violation cites a seed
passage that resolves (and a ruling anchor that exists in the rulings), that its Chinese message
holds no English word apart from player names, component ids and move notation, and that its
English message holds no Chinese. The core's own `wrong_player` and `game_over`, the parse errors
and the set-up errors are checked the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from referee import i18n
from referee.core.errors import MoveSyntaxError, UsageError
from referee.core.flow import TurnContext
from referee.core.game import Declaration, check
from referee.core.record import replace
from referee.core.rulings import ruling
from referee.core.seeds import resolve
from referee.core.violations import Violation
from referee.looot import GAME
from referee.looot.moves import ALL_SYNTAX, EXAMPLES, PROMPT_SYNTAX, SYNTAX
from referee.looot.moves import NOTATION as DECLARED
from referee.looot.state import LoootState
from tests.i18n.leaks import cjk_chars, english_words
from tests.looot.helpers import fill_fjord, run, tutorial, with_fjord, with_vikings
from tests.looot.test_codes import engine_codes

NAMES = ("Ann", "Bob", "Cid", "Zed")
# Move notation the messages quote: the syntax of every move kind (in English and in Chinese) and of
# the prompts, the syntax placeholders, the house rule a seed_one message names, and the command
# that lists the moves.
NOTATION = (
    *SYNTAX.values(),
    *(chinese for _, chinese in DECLARED.rows_in("zh")),
    *PROMPT_SYNTAX,
    *EXAMPLES.values(),
    "FACE",
    "KIND",
    "R",
    "N",
    "x,y",
    "seed_one",
    "referee moves",
)


def fresh(n: int = 2, **options: str) -> LoootState:
    return GAME.new_state(list(NAMES[:n]), options)


def boards(*moves: str) -> LoootState:
    state, _ = run(fresh(), "board 1 at -3,-2 r0", *moves)
    return state


def setup_sites() -> LoootState:
    state, _ = run(
        fresh(),
        "board 1 at -3,-2 r0",
        "board 7 at 1,1 r1",
        "trophies 1 at 4,4 r2",
        "ocean 1 at -4,0 r5",
        *[f"draw {lid}" for lid in ("Castle31", "Wood12", "Gold21", "House13", "Sheep22")],
        "sites Ann Port1 Altar3 Palace2",
    )
    return state


def at_tiles() -> LoootState:
    """Ann placed a Viking on (-2,-2): one sheep waits for a fjord space."""
    state, _ = run(tutorial(), "place -2,-2")
    return state


def at_end(**options: str) -> LoootState:
    state, _ = run(tutorial(**options), "place -2,-2", "tile sheep 3,3")
    return state


def with_axes(state: LoootState, player: int, n: int) -> LoootState:
    return with_fjord(state, player, {(x, 5): "axe" for x in range(n)})


def shield_twice_in_a_game() -> LoootState:
    state, _ = run(tutorial(), "shield double", "place -2,-2", "tile sheep 3,3", "tile sheep 3,4", "pass")
    state, _ = run(state, "Bob: place -1,-2", "Bob: tile wood 0,2", "Bob: pass")
    return state


def trophy_claimed_by_ann() -> LoootState:
    state, _ = run(with_axes(at_end(), 0, 3), "trophy 2", "pass")
    state, _ = run(with_axes(state, 1, 2), "Bob: place -1,-2", "Bob: tile wood 3,3")
    return state


def game_over() -> LoootState:
    return replace(tutorial(), over=True, ctx=TurnContext(13, "end", 0, ()))


@dataclass(frozen=True)
class Scenario:
    code: str
    position: Callable[[], LoootState]
    move: str
    by: str | None = None  # the declarer, for the core's checks

    @property
    def id(self) -> str:
        return f"{self.code}: {self.move}"


SCENARIOS = (
    Scenario("game_over", game_over, "pass"),
    Scenario("wrong_step", fresh, "place 0,0"),
    Scenario("wrong_step", at_tiles, "pass"),
    Scenario("wrong_step", at_end, "place -1,-2"),
    Scenario("wrong_step", lambda: run(at_end(), "longship Wood12 at 2,3", "pass")[0], "pass"),
    Scenario("wrong_step", lambda: boards("board 7 at 1,1 r1"), "ocean 1 at -4,0 r5"),
    Scenario("wrong_step", lambda: boards("board 7 at 1,1 r1", "trophies 1 at 4,4 r2"), "board 3 at 5,-5 r1"),
    Scenario("wrong_step", setup_sites, "start Ann"),
    Scenario("wrong_step", lambda: run(setup_sites(), "sites Bob Port2 Altar1 Palace5")[0], "draw Wood13"),
    Scenario(
        "wrong_step",
        lambda: boards("board 7 at 1,1 r1", "trophies 1 at 4,4 r2", "ocean 1 at -4,0 r5"),
        "pass",
    ),
    Scenario("unknown_face", fresh, "board 9 at -3,-2 r0"),
    Scenario("unknown_face", lambda: boards("board 7 at 1,1 r1"), "trophies 3 at 4,4 r2"),
    Scenario("board_already_used", boards, "board 2 at 1,1 r1"),
    Scenario("boards_overlap", boards, "board 3 at -3,-2 r0"),
    Scenario("boards_overlap", lambda: boards("board 7 at 1,1 r1"), "trophies 1 at 0,0 r2"),
    Scenario("board_not_on_open_side", fresh, "board 1 at 0,0 r0"),
    Scenario("board_not_on_open_side", boards, "board 3 at 20,20 r0"),
    Scenario("side_board_not_on_open_side", lambda: boards("board 7 at 1,1 r1"), "trophies 1 at 30,0 r2"),
    Scenario(
        "longship_not_in_bag",
        lambda: run(
            boards("board 7 at 1,1 r1", "trophies 1 at 4,4 r2", "ocean 1 at -4,0 r5"), "draw Castle31"
        )[0],
        "draw Castle31",
    ),
    Scenario(
        "longship_not_in_bag", lambda: run(at_end(), "longship Wood12 at 2,3", "pass")[0], "draw Castle31"
    ),
    Scenario(
        "longship_not_in_bag", lambda: run(at_end(), "longship Wood12 at 2,3", "pass")[0], "draw Wood12"
    ),
    Scenario("unknown_player", setup_sites, "sites Zed Port2 Altar1 Palace1"),
    Scenario("unknown_player", lambda: run(setup_sites(), "sites Bob Port2 Altar1 Palace5")[0], "start Zed"),
    Scenario("sites_already_declared", setup_sites, "sites ann Port2 Altar1 Palace1"),
    Scenario("site_already_dealt", setup_sites, "sites Bob Port1 Altar1 Palace2"),
    Scenario("shield_used", lambda: run(tutorial(), "shield double")[0], "shield double"),
    Scenario("shield_used", shield_twice_in_a_game, "shield double"),
    Scenario("shield_no_occupied_hex", tutorial, "shield occupied"),
    Scenario(
        "optional_action_limit",
        lambda: run(tutorial(optional_actions="seed_one"), "shield double")[0],
        "shield again",
    ),
    Scenario(
        "optional_action_limit",
        lambda: run(with_axes(at_end(optional_actions="seed_one"), 0, 2), "longship Castle31 at 2,3")[0],
        "trophy 2",
    ),
    Scenario(
        "optional_action_limit",
        lambda: run(with_axes(at_end(optional_actions="seed_one"), 0, 2), "trophy 2")[0],
        "longship Castle31 at 2,3",
    ),
    Scenario("hex_not_on_board", tutorial, "place 9,-9"),
    Scenario("hex_is_building", tutorial, "place -2,0"),
    Scenario("hex_is_building", tutorial, "place 1,1"),
    Scenario("hex_is_water", tutorial, "place -4,0"),
    Scenario("hex_is_trophy_space", tutorial, "place 4,4"),
    Scenario(
        "hex_not_occupied",
        lambda: run(with_vikings(tutorial(), {(1, 2): (1,)}), "shield occupied")[0],
        "place -3,0",
    ),
    Scenario("hex_occupied", lambda: with_vikings(tutorial(), {(-3, 0): (1,)}), "place -3,0"),
    Scenario(
        "hex_occupied", lambda: with_vikings(tutorial(("Ann", "Bob", "Cid")), {(-3, 0): (1, 2)}), "place -3,0"
    ),
    Scenario("hex_not_adjacent", tutorial, "place 1,2"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 1,1"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 5,1"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 1,2"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 4,4"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 0,0"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 6,6"),
    Scenario("fjord_not_a_space", at_tiles, "tile sheep 9,9"),
    Scenario("fjord_space_occupied", lambda: with_fjord(at_tiles(), 0, {(3, 3): "wood"}), "tile sheep 3,3"),
    Scenario(
        "fjord_space_occupied", lambda: with_fjord(at_end(), 0, {(2, 3): "Gold31"}), "longship Wood12 at 2,3"
    ),
    Scenario("tile_not_gained", at_tiles, "tile wood 3,3"),
    Scenario(
        "tile_not_gained",
        lambda: run(tutorial(), "shield double", "place -2,-2", "tile sheep 3,3")[0],
        "tile axe 3,4",
    ),
    Scenario(
        "second_longship", lambda: run(at_end(), "longship Wood12 at 2,3")[0], "longship Castle31 at 2,4"
    ),
    Scenario("longship_not_in_ocean", at_end, "longship Wood13 at 2,3"),
    Scenario(
        "longship_not_in_ocean", lambda: run(at_end(), "longship Wood12 at 2,3")[0], "longship Wood12 at 2,4"
    ),
    Scenario(
        "longship_fjord_full",
        lambda: run(fill_fjord(tutorial(), 0, item="axe"), "place -2,-2")[0],
        "longship Castle31 at 3,3",
    ),
    Scenario("unknown_trophy", at_end, "trophy 7"),
    Scenario("second_trophy", lambda: run(with_axes(at_end(), 0, 3), "trophy 2")[0], "trophy 3"),
    Scenario("trophy_taken", trophy_claimed_by_ann, "trophy 2"),
    Scenario("trophy_too_few_axes", lambda: with_axes(at_end(), 0, 3), "trophy 4"),
    # the core's checks
    Scenario("wrong_player", tutorial, "place -3,0", by="Bob"),
    Scenario("wrong_player", fresh, "board 1 at -3,-2 r0", by="Ann"),
)
CORE_CODES = {"wrong_player", "wrong_step", "game_over"}  # the flow checks of referee.core.game


def violations_of(scenario: Scenario, lang: str) -> list[Violation]:
    i18n.set_lang(lang)
    state = scenario.position()
    found = check(GAME, state, Declaration(GAME.parse(scenario.move), scenario.by))
    assert scenario.code in [v.code for v in found], [str(v) for v in found]
    return found


def allowed(scenario: Scenario) -> tuple[str, ...]:
    return (*NAMES, "ann", scenario.move, *NOTATION)


def test_every_violation_code_has_both_translations_and_a_scenario():
    codes = engine_codes()
    assert len(codes) >= 29
    for lang in i18n.LANGS:
        assert sorted(c for c in codes if f"looot.violation.{c}" not in i18n.catalog(lang)) == []
    assert {s.code for s in SCENARIOS} == codes | CORE_CODES
    for key in (
        "core.wrong_player",
        "core.wrong_step",
        "core.game_over",
        "looot.termination.all_vikings_placed",
    ):
        assert all(key in i18n.catalog(lang) for lang in i18n.LANGS)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_violation_cites_an_existing_passage_and_ruling(scenario):
    for v in violations_of(scenario, "zh"):
        passage = resolve(v.rule)
        assert passage.line > 0 and v.rule.quote in passage.text
        if v.rule.ruling:
            assert ruling(v.rule.ruling) is not None, v.rule.ruling


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_chinese_violation_has_no_english_words(scenario):
    zh = violations_of(scenario, "zh")
    for v in zh:
        assert english_words(v.message, allowed(scenario)) == [], f"[{v.code}] {v.message}"
        assert cjk_chars(v.message), v.message
    en = violations_of(scenario, "en")
    assert [v.code for v in en] == [v.code for v in zh]
    assert [v.rule for v in en] == [v.rule for v in zh]
    for v in en:
        assert cjk_chars(v.message) == [], f"[{v.code}] {v.message}"


BAD_MOVES = (
    "",
    "plac 1,2",
    "board 3",
    "trophies 1 at x",
    "place one",
    "draw",
    "draw Castle99",
    "sites Ann Port1",
    "sites Ann Port1 Port2 Altar3",
    "sites Ann Port9 Altar3 Palace2",
    "start",
    "shield triple",
    "tile iron 1,2",
    "tile wood",
    "longship",
    "longship Castle31 at",
    "trophy four",
    "pass now",
)


@pytest.mark.parametrize("text", BAD_MOVES)
def test_parse_errors_are_translated(text):
    found = {}
    for lang in i18n.LANGS:
        i18n.set_lang(lang)
        with pytest.raises(MoveSyntaxError) as caught:
            GAME.parse(text)
        found[lang] = caught.value
    zh, en = found["zh"], found["en"]
    typed = tuple(text.split())
    assert english_words(zh.reason, (*typed, *NOTATION)) == [], zh.reason
    assert english_words(zh.expected, NOTATION) == [], zh.expected
    assert cjk_chars(zh.reason)
    assert cjk_chars(en.reason) == [] and cjk_chars(en.expected) == []
    if en.expected != ALL_SYNTAX:
        assert cjk_chars(zh.expected) and zh.expected != en.expected


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (["Ann"], {}),
        (["Ann", "ann"], {}),
        (["Ann", "table"], {}),
        (["Ann", "Bob"], {"nope": "x"}),
        (["Ann", "Bob"], {"optional_actions": "two"}),
    ],
)
def test_set_up_errors_are_translated(players, options):
    messages = {}
    for lang in i18n.LANGS:
        i18n.set_lang(lang)
        with pytest.raises(UsageError) as caught:
            GAME.new_state(players, options)
        messages[lang] = str(caught.value)
    choices = [c for h in GAME.info.house_rules for c in (h.name, *h.choices)]
    words = (*players, *options, *options.values(), *choices, "table", GAME.info.id)
    assert english_words(messages["zh"], words) == [], messages["zh"]
    assert cjk_chars(messages["en"]) == []

"""The start menu's new game asks the game's options (issue 25, item 14): each published variant
(Le Havre's short game, Pendulum's untimed clock), then the house rules if the table wants to choose
them; every question starts on the default, so Enter alone plays the published game."""

from __future__ import annotations

from referee.commands.start import run_start_menu
from referee.registry import tracked_games
from saves import paths
from saves.session import Session
from tests.prompts.test_start_menu import _prompts, keyed  # noqa: F401  (its autouse fixture: prompts forced)

ENTER, DOWN, CTRL_U = "\r", "\x1b[B", "\x15"


def new_game(game: str, option_keys: str, players: str = "Ann,Bob") -> Session:
    """A new game from the start menu: the game, the keys answering its options, the players and a
    name; then `quit` at its move line."""
    keys = (
        ENTER  # new game
        + DOWN * tracked_games().index(game)
        + ENTER
        + option_keys
        + players
        + ENTER
        + CTRL_U
        + "g"
        + ENTER
        + "quit"
        + ENTER
    )
    keyed(keys, run_start_menu)
    return Session.open(paths.named("g"))


def test_le_havre_short_is_one_arrow_away():
    session = new_game("lehavre", DOWN + ENTER)  # length: long (default), short
    assert session.save.options["length"] == "short"


def test_pendulum_untimed_then_the_published_house_rules():
    session = new_game("pendulum", ENTER + DOWN + ENTER + ENTER, "Ann,Bob,Cid")  # basic, untimed, published
    assert session.save.options["clock"] == "untimed"
    assert session.save.options["variant"] == "basic"
    assert session.save.options["general_reward"] == "pick"


def test_guilds_house_rules_chosen_each_with_the_default_preselected():
    rules = [
        h.name
        for h in Session.create(paths.named("probe"), "guilds", ["Ann", "Bob"], {}).rules.info.house_rules
    ]
    answers = "".join(DOWN + ENTER if name == "start_hand" else ENTER for name in rules)
    session = new_game("guilds", DOWN + ENTER + answers)  # choose each; only the starting hand changed
    assert session.save.options["start_hand"] == "6"
    others = {h.name: h.default for h in session.rules.info.house_rules if h.name != "start_hand"}
    assert {name: session.save.options[name] for name in others} == others


def test_enter_alone_plays_the_published_game():
    session = new_game("guilds", ENTER)
    assert session.save.options == {h.name: h.default for h in session.rules.info.house_rules}

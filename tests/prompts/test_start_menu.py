"""The start menu and `referee new` at the prompts (pipe input): a players line is asked again until
it is right, a Chinese comma splits names, the game gets a name, saves are listed by what they hold,
the house rule that differs from the Chinese rulebook is said; menus never pick on a typed key."""

from __future__ import annotations

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from prompts.questions import ask_select
from referee import output
from referee.commands.new import parse_players
from referee.commands.start import run_start_menu, save_title
from referee.registry import tracked_games
from saves import paths
from saves.session import Session

ENTER, DOWN, CTRL_U = "\r", "\x1b[B", "\x15"


@pytest.fixture(autouse=True)
def _prompts(monkeypatch, referee_home):
    monkeypatch.setenv("REFEREE_FORCE_PROMPTS", "1")
    monkeypatch.setenv("REFEREE_WIDTH", "200")
    output.out.cache_clear()
    output.err.cache_clear()


def keyed(keys: str, run, *args):
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        with create_app_session(input=pipe, output=DummyOutput()):
            return run(*args)


def test_a_new_game_from_the_menu_asks_again_for_one_name_and_asks_a_game_name(capsys):
    keys = (
        ENTER  # new game
        + DOWN * tracked_games().index("looot")
        + ENTER  # Looot (the games are listed in the registry's order)
        + ENTER  # its house rule: as published (the default)
        + "Ann"
        + ENTER  # one name: refused, asked again (not an exit to the shell)
        + "Ann，Bob"
        + ENTER  # typing replaces the refused line; the Chinese comma splits
        + CTRL_U
        + "friday"
        + ENTER  # the game's name instead of the suggested one
        + "quit"
        + ENTER  # the move line of the new game
    )
    keyed(keys, run_start_menu)
    save = Session.open(paths.named("friday"))
    assert save.save.players == ("Ann", "Bob")
    out = capsys.readouterr().out
    assert "optional_actions = published follows the published game" in out
    assert "--option optional_actions=seed_one" in out


def test_chinese_commas_split_player_names():
    assert parse_players("小明，小红、小刚", (2, 3, 4)) == ["小明", "小红", "小刚"]


def test_saves_are_listed_by_game_players_round_and_last_change(referee_home):
    s = Session.create(paths.named("friday"), "looot", ["Ann", "Bob"], {})
    s.declare("board 1 at -3,-2 r0")
    title = save_title(s.path)
    assert title.startswith("friday — Looot · Ann, Bob · set-up · last change ")
    assert s.save.updated[:10] in title


def test_a_menu_ignores_typed_text_and_enter_after_it():
    choices = [("a", "shield again"), ("b", "place a Viking"), ("c", "pass")]
    # a move typed into the menu, Enter: nothing chosen; Chinese text, Enter: nothing; then the
    # arrow moves the highlight and Enter chooses
    keys = "place -3,-3" + ENTER + "放一个维京" + ENTER + DOWN + ENTER
    assert keyed(keys, ask_select, "?", choices) == "b"


def test_a_long_menu_has_no_type_to_filter():
    choices = [(str(i), f"choice {i}") for i in range(30)]
    keys = "choice 17" + ENTER + ENTER  # no filter: the typed text selects nothing, 2nd Enter: the first
    assert keyed(keys, ask_select, "?", choices) == "0"


def test_the_rules_entry_reads_a_section_after_the_outline(capsys):
    """Issue 25, item 14: the start menu's rules list the sections, then read any asked for."""
    keys = (
        DOWN * 4
        + ENTER  # rules (after new game, under way, resume, score)
        + DOWN * tracked_games().index("looot")
        + ENTER  # Looot
        + "游戏结束条件"
        + ENTER  # a section by its heading
        + ENTER  # back
    )
    keyed(keys, run_start_menu)
    out = capsys.readouterr().out
    assert out.index("游戏结束条件") < out.rindex("游戏结束条件")  # in the outline, then read whole
    assert "维京" in out[out.rindex("游戏结束条件") :]

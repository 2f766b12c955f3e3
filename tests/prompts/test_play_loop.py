"""The move line and the loop around it, driven through prompt_toolkit's pipe input (no terminal)."""

from __future__ import annotations

import os

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from prompts.move_line import control, entries, matches, short_meaning, verdict, wrap
from prompts.play_loop import play_interactively
from referee.core.errors import EXIT_SAVE, Interrupted, SaveError
from saves.session import Session
from tests.prompts.setups import LOOOT_SETUP

ENTER, TAB, CTRL_U, CTRL_C, END = "\r", "\t", "\x15", "\x03", "\x1b[F"
SETUP = list(LOOOT_SETUP)


def drive(session, keys: str) -> None:
    with create_pipe_input() as pipe:
        pipe.send_text(keys)
        with create_app_session(input=pipe, output=DummyOutput()):
            play_interactively(session)


def stones_game(tmp_path, *moves: str) -> Session:
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    for move in moves:
        s.declare(move)
    return s


def looot_game(tmp_path) -> Session:
    s = Session.create(tmp_path / "friday.toml", "looot", ["Ann", "Bob"], {})
    for move in SETUP:
        s.declare(move)
    return s


def moves_of(s: Session, skip: int = 0) -> list[str]:
    return [e.move for e in Session.open(s.path).save.log][skip:]


def test_a_whole_game_typed_on_the_line_is_saved_move_by_move(tmp_path, stones):
    s = stones_game(tmp_path)
    drive(s, "pile 3" + ENTER + "take 2" + ENTER + "take 1" + ENTER)
    assert moves_of(s) == ["pile 3", "take 2", "take 1"]
    assert s.rules.outcome(Session.open(s.path).state).winners == ("Bob",)


def test_a_looot_turn_with_tab_completion(tmp_path):
    """`-3,1` Tab Enter lands the Viking; Tab Enter twice puts the two gained tiles on the first
    free spaces; `p` Tab Enter passes: 13 keys for a turn that captured a house."""
    s = looot_game(tmp_path)
    with pytest.raises(Interrupted):
        drive(s, "-3,1" + TAB + ENTER + TAB + ENTER + TAB + ENTER + "p" + TAB + ENTER + CTRL_C)
    assert moves_of(s, len(SETUP)) == ["place -3,1", "tile house 3,0", "tile axe 4,0", "pass"]


def test_typed_keys_never_declare_a_move_by_themselves(tmp_path):
    """What a select menu turned into moves (an illegal hex, a filter matching nothing, Chinese
    text, a bare Enter) is refused on the line: nothing is written, the text stays to edit."""
    s = looot_game(tmp_path)
    before = s.path.read_bytes()
    keys = [ENTER, "zzz" + ENTER, "放一个维京" + ENTER, "shield" + ENTER, "place -3,-3" + ENTER + "n" + ENTER]
    with pytest.raises(Interrupted):  # -3,-3 is off the chain: accept it anyway? n
        drive(s, CTRL_U.join(keys) + CTRL_U + CTRL_C)
    assert s.path.read_bytes() == before


def test_a_refused_move_keeps_its_text_for_editing(tmp_path, stones):
    s = stones_game(tmp_path, "pile 1")
    # "take 3" is refused at Enter and stays, selected; End keeps it to edit, Backspace and "1"
    # turn it into "take 1", which is declared
    drive(s, "take 3" + ENTER + END + "\x7f1" + ENTER)
    assert moves_of(s) == ["pile 1", "take 1"]


def test_ctrl_c_at_the_line_keeps_every_accepted_move(tmp_path, stones):
    s = stones_game(tmp_path, "pile 5")
    before = s.path.read_text()
    with pytest.raises(Interrupted, match="resume with: referee play"):
        drive(s, "take 1" + CTRL_C)
    assert s.path.read_text() == before


@pytest.mark.parametrize(("undo", "quit"), [("undo", "quit"), ("撤销", "退出")])
def test_undo_and_quit_are_typed_words_in_either_language(tmp_path, stones, undo, quit, capsys):
    s = stones_game(tmp_path, "pile 5", "take 1")
    drive(s, undo + ENTER + quit + ENTER)
    assert moves_of(s) == ["pile 5"]
    assert "Resume with: referee play" in capsys.readouterr().out


def test_undo_with_nothing_to_undo_is_refused_on_the_line(tmp_path, stones):
    s = stones_game(tmp_path)
    assert verdict(s, "undo").kind == "refused"
    drive(s, "undo" + ENTER + CTRL_U + "quit" + ENTER)
    assert moves_of(s) == []


@pytest.mark.parametrize("word", ["?", "？"])
def test_a_question_mark_explains_the_step(tmp_path, stones, capsys, word):
    s = stones_game(tmp_path, "pile 1")
    drive(s, word + ENTER + "take 1" + ENTER)
    out = capsys.readouterr().out
    assert "step take: take 1 to 3 stones" in out and "take N" in out
    assert moves_of(s) == ["pile 1", "take 1"]


def test_someone_else_types_their_named_move(tmp_path, market):
    s = Session.create(tmp_path / "m.toml", "market", ["Ann", "Bob"], {})
    s.declare("buy apple")
    s.declare("pass")  # Bob's turn; Ann may sell her apple
    assert "Ann: sell apple" in dict(entries(s))  # named: Ann does not lead
    drive(s, "ann s" + TAB + ENTER + "quit" + ENTER)
    assert [(e.by, e.move) for e in s.save.log[2:]] == [("Ann", "sell apple")]


def test_a_refused_overridable_move_is_accepted_only_when_asked(tmp_path, market, capsys):
    s = Session.create(tmp_path / "m.toml", "market", ["Ann", "Bob"], {})
    s.declare("buy pear")  # 2 coins left; pear costs 3: too_poor, which the table may overrule
    assert verdict(s, "buy pear").kind == "overridable"
    # Enter, then "n" Enter: not accepted, the text is offered again; Enter, "y" Enter accept it
    # anyway: `y` alone answers nothing (the "quit" typed after it is not read as a move)
    drive(s, "buy pear" + ENTER + "n" + ENTER + ENTER + "y" + ENTER + "quit" + ENTER)
    assert "too_poor" in capsys.readouterr().err
    assert [e.override for e in s.save.log] == [(), ("too_poor",)] and s.state.coins["Ann"] == -1


@pytest.mark.parametrize("answer", ["Bob: buy fig", "yy", "y n", "no", ""])
def test_accept_anyway_takes_only_a_yes_word_on_its_own_line(tmp_path, market, answer):
    """Issue 23, item 6: the `y` of the next move typed into the question (`Cy: flip black`) was
    taken as yes, and the refused move logged as overridden. Anything but a yes word is no."""
    s = Session.create(tmp_path / "m.toml", "market", ["Ann", "Bob"], {})
    s.declare("buy pear")
    drive(s, "buy pear" + ENTER + answer + ENTER + CTRL_U + "quit" + ENTER)
    assert [e.override for e in Session.open(s.path).save.log] == [()]


@pytest.mark.parametrize("answer", ["y", " YES ", "是"])
def test_accept_anyway_with_a_yes_word(tmp_path, market, answer):
    s = Session.create(tmp_path / "m.toml", "market", ["Ann", "Bob"], {})
    s.declare("buy pear")
    drive(s, "buy pear" + ENTER + answer + ENTER + "quit" + ENTER)
    assert [e.override for e in Session.open(s.path).save.log] == [(), ("too_poor",)]


@pytest.mark.parametrize(
    ("game", "players"), [("pendulum", ["Ann", "Bob", "Cid"]), ("looot", ["Cid", "Dee"])]
)
def test_a_save_replaced_by_another_game_stops_the_loop_with_a_save_error(tmp_path, game, players):
    """Issue 23, item 7: the next move was read with the old game's rules (a usage error, exit 2)."""
    s = looot_game(tmp_path)
    other = Session.create(tmp_path / "other.toml", game, players, {})
    os.replace(other.path, s.path)
    with pytest.raises(SaveError, match="now holds another game") as stopped:
        drive(s, "place -3,1" + ENTER + CTRL_C)
    assert stopped.value.exit_code == EXIT_SAVE and ", ".join(players) in str(stopped.value)
    assert Session.open(s.path).save.game == game and Session.open(s.path).save.log == ()


def test_the_verdict_before_enter(tmp_path):
    s = looot_game(tmp_path)
    before = s.path.read_bytes()
    assert verdict(s, "").kind == "empty"
    assert verdict(s, "place -3,1").kind == "legal"
    syntax = verdict(s, "zzz")
    assert syntax.kind == "syntax" and "zzz" in syntax.lines[0]
    refused = verdict(s, "place 0,0")
    assert refused.kind == "overridable" and "[hex_not_adjacent]" in refused.lines[0]
    assert "维京放置规则" in refused.lines[1]  # the rule it breaks
    assert verdict(s, "Bob: place -3,1").kind == "refused"  # not Bob's turn: never overridable
    assert s.path.read_bytes() == before  # judging declares nothing


def test_completions_match_any_word_prefix():
    assert matches("place -3,1", "-3,1") and matches("place -3,1", "pl -3")
    assert matches("tile house 3,0", "h 3,0") and matches("Bob: sell B07", "bob sell")
    assert not matches("place -3,1", "-3,2") and not matches("tile axe 4,0", "h")
    assert control(" 撤销 ") == "undo" and control("Quit") == "quit" and control("place") is None


def test_looot_completions_show_the_resource_of_the_hex_and_the_meaning(tmp_path):
    s = looot_game(tmp_path)
    found = dict(entries(s))
    assert found["place -3,1"] == "axe — " + short_meaning(s.rules, "place")
    assert found["place -2,-2"].startswith("sheep — ")
    assert "e.g." not in found["place -3,1"] and found["shield again"].startswith("flip a shield")
    assert {"?", "undo", "quit"} <= set(found)  # the controls are completions too


def test_the_toolbar_wraps_to_the_terminal_in_cells():
    assert wrap("abcdef", 4) == ["abcd", "  ef"]
    assert wrap("维京放置", 4) == ["维京", "  放", "  置"]


def test_in_chinese_mode_the_line_completes_with_the_chinese_words_and_saves_the_same(tmp_path):
    """A Chinese table types and completes 放置 / 板块 / 结束 (issue 14); the save keeps the English."""
    from referee import i18n

    s = looot_game(tmp_path)
    i18n.set_lang("zh")
    found = dict(entries(s))
    assert "放置 -3,1" in found and "盾牌 再放一次" in found and "place -3,1" not in found
    with pytest.raises(Interrupted):
        drive(s, "放 -3,1" + TAB + ENTER + TAB + ENTER + TAB + ENTER + "结" + TAB + ENTER + CTRL_C)
    assert moves_of(s, len(SETUP)) == ["place -3,1", "tile house 3,0", "tile axe 4,0", "pass"]


def test_a_move_refused_because_another_window_moved_says_the_game_changed(tmp_path, capsys):
    s = looot_game(tmp_path)
    Session.open(s.path).declare("place -3,1")  # another window: Ann's Viking lands there first
    before = len(Session.open(s.path).save.log)
    with pytest.raises(Interrupted):
        drive(s, "place -3,0" + ENTER + CTRL_C)  # still legal in this window's (old) position
    out = capsys.readouterr()
    assert "The game changed in another window" in out.out
    assert "[wrong_step]" in out.err
    assert len(Session.open(s.path).save.log) == before  # nothing declared on the stale position


def test_after_a_refusal_what_is_typed_replaces_the_offered_text(tmp_path, stones):
    """Issue 25, item 11: Enter on a refused text leaves it selected; typing replaces it (it used to
    be appended to: `take 3take 1`), so a new move or `quit` typed at once is read as itself."""
    s = stones_game(tmp_path, "pile 1")
    drive(s, "take 3" + ENTER + "take 1" + ENTER)
    assert moves_of(s) == ["pile 1", "take 1"]


def test_after_a_refusal_quit_typed_at_once_quits(tmp_path, stones):
    s = stones_game(tmp_path, "pile 1")
    drive(s, "take 3" + ENTER + "退出" + ENTER)  # would be `take 3退出`, refused, and the loop went on
    assert moves_of(s) == ["pile 1"]


@pytest.mark.parametrize("word", ["rules", "规则"])
def test_rules_topic_at_the_move_line_shows_the_seed_and_declares_nothing(tmp_path, stones, capsys, word):
    s = looot_game(tmp_path)
    before = len(s.save.log)
    assert verdict(s, f"{word} 游戏结束条件").kind == "control"
    drive(s, f"{word} 游戏结束条件" + ENTER + "quit" + ENTER)
    assert "游戏结束条件" in capsys.readouterr().out
    assert len(Session.open(s.path).save.log) == before


def test_a_picture_taller_than_its_room_is_cut_with_a_line_naming_the_whole_view(capsys):
    """A step's picture that does not fit (a game without a step view) keeps its first rows and says
    which view shows the rest, so the move line stays on screen (issue 25, item 12)."""
    from prompts.play_loop import fitted
    from referee.drawing.layout import Text

    fitted(Text("\n".join(f"row {i}" for i in range(30))), 6)
    shown = capsys.readouterr().out.splitlines()
    assert shown[:5] == [f"row {i}" for i in range(5)] and len(shown) == 6
    assert "all" in shown[5]
    fitted(Text("row A\nrow B"), 6)  # a picture that fits is shown whole, nothing said
    assert capsys.readouterr().out.splitlines() == ["row A", "row B"]

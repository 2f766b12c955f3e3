"""A Looot turn typed at the move line of `referee play` in a real 80×24 pseudo-terminal (issue 12).

The terminal never answers a cursor position request; the toolbar (the verdict before Enter) is drawn
all the same. Every step waits for text proving the keys before it were handled, so the final log
shows exactly which keys declared what: only the moves typed and confirmed with Enter.
"""

from __future__ import annotations

from tests.prompts.terminal import CTRL_U, LOOOT_SETUP, ended, logged, looot_save, spawn


def test_a_looot_turn_typed_with_completion_at_80x24_refusal_shown_before_enter(referee_home):
    path = looot_save(referee_home)
    child = spawn(referee_home, "play", "friday", rows=24, columns=80)
    child.expect("Ann>")
    child.expect("Tab completes")  # the toolbar is drawn without a cursor position report

    child.send("place -3,-3")  # off the landscape: refused in the toolbar, nothing pressed yet
    child.expect(r"\[hex_not_on_board\]")
    child.expect("rule:")  # the refusal cites its rule before Enter
    child.send("\r")  # Enter on a refused move declares nothing; the text stays for editing
    child.send(CTRL_U + "zzz")
    child.expect("cannot read it")
    child.send("\r" + CTRL_U + "放一个维京")  # Chinese text, which a select menu's filter ignored
    child.expect("放一个维京'")  # "unknown move '…'": the screen redraws only what changed
    child.send("\r" + CTRL_U + "\r")  # a bare Enter
    child.send("shield")  # two shields start with it: Enter must not pick one
    child.expect("shield again")
    child.send("\r" + CTRL_U)
    assert logged(path) == list(LOOOT_SETUP)

    child.send("-3,1\t")  # one completion: taken at once
    child.expect(r"place -3,1: Enter declares it")
    child.send("\r")
    child.expect(r"Ann>")  # the next question of the turn: where the gained tiles go
    child.send("\t\r")
    child.expect(r"Ann>")
    child.send("\t\r")
    child.expect(r"Ann>")
    child.send("p\t\r")
    child.expect(r"Bob>")
    child.send("quit\r")
    assert "Traceback" not in ended(child)
    assert logged(path) == [*LOOOT_SETUP, "place -3,1", "tile house 3,0", "tile axe 4,0", "pass"]


def test_the_start_menu_in_chinese_gives_its_instructions_in_chinese(referee_home):
    child = spawn(referee_home, rows=24, columns=80, lang="zh")
    child.expect("用方向键选择")
    seen = child.before + child.after
    child.send("quit\r")  # typed into the menu: ignored, and the Enter after it chooses nothing
    child.send("\x1b[A\r")  # up from the first item: the last, 退出 (quit)
    assert "Use arrow keys" not in seen + ended(child) and "type to filter" not in seen

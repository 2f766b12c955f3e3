"""A 4-player Guilds turn at the move line of `referee play` in a real 80×24 pseudo-terminal, in
English and Chinese (issue 25, item 12): after every move the screen holds the step's picture from
its top line (the title and the round) down to the move line, nothing scrolled away, and the picture
is the position after the move (the hand, the hall, the piece on the tile).

pexpect gives the bytes the program wrote; `Screen` (tests/prompts/terminal.py, on pyte) plays them
onto 24 rows of 80 cells as a terminal does (cursor moves, erasing, scrolling, wide CJK cells), so
the test reads what a table sees. Nothing is timed: each move waits for its verdict and for the move
line drawn again after it.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from rich.cells import cell_len

from tests.guilds.test_step_view import city_5x5
from tests.kit.support import run_referee
from tests.prompts.terminal import Screen, ended, spawn

ROWS, COLUMNS = 24, 80


def test_the_screen_plays_what_a_terminal_does():
    screen = Screen(SimpleNamespace(), 3, 6)  # no child: fed by hand
    screen.write("abcdefgh\r\n伦敦X\x1b[1A\x1b[2Dz\x1b[K")
    assert screen.lines() == ["abcdef", "gh z", "伦敦X"]  # a wrap, a wide character, a move up
    screen = Screen(SimpleNamespace(), 3, 6)
    screen.write("1\r\n2\r\n3\r\n4")  # the bottom line scrolls the top one away
    assert screen.lines() == ["2", "3", "4"]
    screen.write("\r\x1b[2A\x1b[J")
    assert screen.lines() == ["", "", ""]


class Table:
    """`referee play` of a saved 4-player game in a pseudo-terminal, its screen and the keys sent."""

    def __init__(self, home: Path, lang: str) -> None:
        self.child = spawn(home, "play", "g4", rows=ROWS, columns=COLUMNS, lang=lang)
        self.screen = Screen(self.child, ROWS, COLUMNS)  # fed all the child writes as it is read
        self.settle()

    @property
    def keys(self) -> int:
        return self.screen.keys

    def settle(self) -> None:
        """Read until the move line is drawn again (its controls, then the cursor shown)."""
        self.child.expect("Ctrl-C")
        self.child.expect(r"\x1b\[\?25h")

    def move(self, text: str) -> list[str]:
        """Type a move and Enter (each key counted), wait for its verdict and the next move line."""
        self.screen.send(text + "\r")
        self.child.expect(re.escape(f"\u2713 {text}"))
        self.settle()
        return self.screen.lines()

    def quit(self) -> str:
        self.child.send("quit\r")
        return ended(self.child)


@pytest.fixture()
def four_players(referee_home: Path) -> Path:
    """A 4-player game on a 5×5 city (made-up printed values: none is public), round 1, Ann first."""
    script = referee_home / "setup.txt"
    referee_home.mkdir(parents=True, exist_ok=True)
    script.write_text("\n".join(city_5x5(threshold=3, hall=3)) + "\n", "utf-8")
    done = run_referee(
        referee_home,
        "new",
        "guilds",
        "--players",
        "Ann,Bob,Cid,Dee",
        "--name",
        "g4",
        "--script",
        str(script),
        "--no-input",
    )
    assert done.returncode == 0, done.stderr
    return referee_home


def picture_and_line(lines: list[str], head: str, prompt: str) -> tuple[int, int]:
    """The rows of the picture's top line and of the move line; both on screen, in that order."""
    top = next((i for i, line in enumerate(lines) if line.startswith(head)), None)
    assert top is not None, "\n".join(lines)
    below = next((i for i, line in enumerate(lines) if line.startswith(prompt) and i > top), None)
    assert below is not None, "\n".join(lines)
    return top, below


# (move typed, the prompt after it, a line of the picture after it that shows the move's result)
TURN = [
    ("play C12", "the table>", ">A Ann: 0 VP, 6 cards, hall 3"),
    ("declare C12 suits=anchor ability=hire power=1 cost=0", "Ann>", "C12: suits a, ability hire 1, cost 0"),
    ("move hall A1", "Ann>", ">A Ann: 0 VP, 6 cards, hall 2"),
    ("draw 2", "Ann>", ">A Ann: 0 VP, 8 cards, hall 2"),
    ("discard 1", "Bob>", ">B Bob: 0 VP, 7 cards, hall 3"),
    ("play C40", "the table>", ">B Bob: 0 VP, 6 cards, hall 3"),
    ("declare C40 suits=sickle ability=move power=2 cost=0", "Bob>", "C40: suits s, ability move 2, cost 0"),
    ("ability", "Bob>", "ability: move, 2 more may move (then done)"),
    ("move hall A3", "Bob>", "ability: move, 1 more may move (then done)"),  # the same step, drawn anew
    ("move hall B3", "Bob>", ">B Bob: 0 VP, 6 cards, hall 1"),
]
HEAD = {"en": "Guilds of London  round 1/12", "zh": "伦敦公会  第1/12轮"}
TABLE = {"en": "the table>", "zh": "桌面>"}
CHINESE = {
    ">A Ann: 0 VP, 6 cards, hall 3": ">A Ann: 0胜利分，手牌6张，大厅3",
    "C12: suits a, ability hire 1, cost 0": "C12：花色 a，能力 雇佣 1，费用 0",
    ">A Ann: 0 VP, 6 cards, hall 2": ">A Ann: 0胜利分，手牌6张，大厅2",
    ">A Ann: 0 VP, 8 cards, hall 2": ">A Ann: 0胜利分，手牌8张，大厅2",
    ">B Bob: 0 VP, 7 cards, hall 3": ">B Bob: 0胜利分，手牌7张，大厅3",
    ">B Bob: 0 VP, 6 cards, hall 3": ">B Bob: 0胜利分，手牌6张，大厅3",
    "C40: suits s, ability move 2, cost 0": "C40：花色 s，能力 移动 2，费用 0",
    "ability: move, 2 more may move (then done)": "能力：移动，还可移动2个（然后 完成）",
    "ability: move, 1 more may move (then done)": "能力：移动，还可移动1个（然后 完成）",
    ">B Bob: 0 VP, 6 cards, hall 1": ">B Bob: 0胜利分，手牌6张，大厅1",
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_4p_guilds_turn_keeps_the_step_picture_and_the_move_line_on_screen(four_players, lang):
    table = Table(four_players, lang)
    top, line = picture_and_line(table.screen.lines(), HEAD[lang], "Ann>")
    assert table.screen.lines()[top + 1].startswith(">A Ann: ")  # the player row under the title
    typed = 0
    for text, prompt, result in TURN:
        lines = table.move(text)
        typed += len(text) + 1
        prompt = TABLE[lang] if prompt == "the table>" else prompt
        top, line = picture_and_line(lines, HEAD[lang], prompt)
        shown = CHINESE[result] if lang == "zh" else result
        assert any(row.startswith(shown) for row in lines[top:line]), "\n".join(
            lines
        )  # the picture is current
        assert all(cell_len(row) <= COLUMNS for row in lines)
        assert line - top <= ROWS - 7, "\n".join(lines)  # the move line's prompt, menu and toolbar below
    assert table.keys == typed  # no key spent on asking for the picture: each move shows its step
    out = table.quit()
    assert "Traceback" not in out

"""The picture at the move line stays on screen and is current, in a real 80×24 terminal (issue 25,
items 11 and 12): after every accepted move the position it made is drawn under what the move did,
above the open decision and the move line, all within the 24 rows; a refusal is shown once.

The screen is what pyte, a terminal emulator, makes of everything the program wrote; nothing is
timed: each step waits for the text that proves the keys before it were handled.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.kit.support import run_referee
from tests.prompts.terminal import Screen, looot_save, pexpect, spawn

CONTROLS = {"en": "Tab completes · Enter declares", "zh": "Tab 补全 · Enter 宣告"}
LOOOT_TITLE = {"en": r"^Looot  round \d+", "zh": r"^峡湾领主  第 \d+ 轮"}
PROMPT = re.compile(r"^[^>]{1,40}> ?$")  # the move line, empty: what was typed has been declared
# (keys, the move the line declares): a Looot turn that captures a house, then passes
LOOOT_TURN = {
    "en": [
        ("-3,1\t\r", "place -3,1"),
        ("\t\r", "tile house 3,0"),
        ("\t\r", "tile axe 4,0"),
        ("p\t\r", "pass"),
    ],
    "zh": [
        ("-3,1\t\r", "放置 -3,1"),
        ("\t\r", "板块 房屋 3,0"),
        ("\t\r", "板块 斧头 4,0"),
        ("结束\r", "结束"),
    ],
}
NEXT_TURN = {"en": "B Bob to play", "zh": "轮到 B Bob"}


def accepted(screen: Screen, move: str, language: str) -> tuple[list[str], int, int]:
    """The screen once `move` was declared and the move line asks again under it: (lines, the row of
    `✓ move`, the row of the empty prompt)."""

    def rows(lines: list[str]) -> tuple[int, int] | None:
        done = [i for i, line in enumerate(lines) if line == f"✓ {move}"]
        asked = [i for i, line in enumerate(lines) if PROMPT.match(line) and done and i > done[-1]]
        drawn = any(line.startswith(CONTROLS[language]) for line in lines[asked[-1] :]) if asked else False
        return (done[-1], asked[-1]) if drawn else None

    lines = screen.until(lambda lines: rows(lines) is not None, f"✓ {move} and the move line under it")
    done, asked = rows(lines)  # type: ignore[misc]
    return lines, done, asked


def looot_line(home, language: str) -> tuple[Any, Screen]:
    """A Looot game after its set-up, at the move line of `referee play` in an 80×24 terminal."""
    looot_save(home)
    child = spawn(home, "play", "friday", rows=24, columns=80, lang=language)
    screen = Screen(child, 24, 80)
    screen.until(lambda lines: any(PROMPT.match(line) for line in lines), "the first move line")
    return child, screen


@pytest.mark.parametrize("language", ["en", "zh"])
def test_after_every_move_of_a_looot_turn_the_new_picture_is_on_screen_under_the_move(referee_home, language):
    child, screen = looot_line(referee_home, language)
    for keys, move in LOOOT_TURN[language]:
        screen.send(keys)
        lines, done, asked = accepted(screen, move, language)
        titles = [i for i, line in enumerate(lines) if re.match(LOOOT_TITLE[language], line)]
        assert titles and done < titles[-1] < asked, "\n".join(lines)  # the picture, drawn after the move
        assert lines[done + 1 : titles[-1]] == [line for line in lines[done + 1 : titles[-1]] if line]
    assert NEXT_TURN[language] in lines[titles[-1]]  # current: Bob's turn, not the picture of Ann's
    assert screen.keys == 13  # a turn that captured a house, as before the picture was redrawn
    screen.send("quit\r" if language == "en" else "退出\r")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_refusal_is_shown_once(referee_home, language):
    """Enter on a refused move: the toolbar keeps the refusal, and nothing repeats its first line."""
    child, screen = looot_line(referee_home, language)
    screen.send("place -3,-3" if language == "en" else "放置 -3,-3")
    screen.until(lambda lines: any("[hex_not_on_board]" in line for line in lines), "the refusal")
    screen.send("\r")
    screen.send("\x0c")  # Ctrl-L: the line is drawn afresh on a clear screen, all of what it shows
    lines = screen.until(lambda lines: lines[0].endswith("-3,-3"), "the line redrawn at the top")
    assert sum("[hex_not_on_board]" in line for line in lines) == 1, "\n".join(lines)
    screen.send("\x03")
    child.expect(pexpect.EOF)


def test_le_havre_at_five_players_shows_the_picture_current_after_a_buy(referee_home):
    """Le Havre at 5 players, whose whole picture is taller than 24 rows: after `buy B1` the picture
    drawn under the move is the new one (B1 no longer in the town, Ann's), the line on screen."""
    done = run_referee(referee_home, "new", "lehavre", "--players", "Ann,Bob,Cid,Dan,Eve", "--name", "lh")
    assert done.returncode == 0, done.stderr
    child = spawn(referee_home, "play", "lh", rows=24, columns=80)
    screen = Screen(child, 24, 80)
    for keys, move in [
        ("table: order Ann, Bob, Cid, Dan, Eve\r", "table: order Ann, Bob, Cid, Dan, Eve"),
        ("table: chit 3\r", "table: chit 3"),
        ("buy B1\r", "buy B1"),
    ]:
        screen.send(keys)
        lines, done_row, asked = accepted(screen, move, "en")
        rounds = [i for i, line in enumerate(lines) if line.startswith("Round 1/20")]
        assert rounds and done_row < rounds[-1] < asked, "\n".join(lines)
    picture = lines[rounds[-1] : asked]
    town = [line for line in picture if line.startswith("Town:")]
    assert town and not re.search(r"\bB1\b", town[0]), "\n".join(lines)
    assert any(re.search(r"\| B1 \|", line) for line in picture), "\n".join(lines)  # Ann's buildings
    screen.send("quit\r")
    child.expect(pexpect.EOF)


def test_a_game_with_a_live_panel_keeps_picture_panel_and_line_on_screen_at_five_players(referee_home):
    """Pendulum at 5 players, its hourglasses' lines over the verdict: after each placement the
    picture is drawn under the move and the panel, the open decision and the line still fit."""
    from tests.pendulum.helpers import opening_lines, setup_lines

    names = ["Ann", "Bob", "Cid", "Dan", "Eve"]
    script = referee_home / "setup.txt"
    referee_home.mkdir(parents=True, exist_ok=True)
    script.write_text("\n".join(setup_lines(names)) + "\n", encoding="utf-8")
    done = run_referee(
        referee_home,
        "new",
        "pendulum",
        "--players",
        ",".join(names),
        "--name",
        "p",
        "--script",
        str(script),
        "--no-input",
    )
    assert done.returncode == 0, done.stderr
    child = spawn(referee_home, "play", "p", rows=24, columns=80)
    screen = Screen(child, 24, 80)
    for move in opening_lines(names)[:3]:
        screen.send(move + "\r")
        lines, done_row, asked = accepted(screen, move, "en")
        picture = [line for line in lines[done_row + 1 : asked] if line]
        assert len(picture) >= 5, "\n".join(lines)  # a picture drawn after the move, then the decision
        assert any(line.startswith("Next: ") for line in lines[done_row:asked]), "\n".join(lines)
    screen.send("quit\r")
    child.expect(pexpect.EOF)

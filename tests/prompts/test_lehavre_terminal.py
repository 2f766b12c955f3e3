"""Le Havre with 5 players typed at the move line of `referee play` in a real 80×24 pseudo-terminal,
in English and in Chinese (issue 25, items 12 and 13).

Two seeded positions (`referee new --position`): a round's first turns (Ann takes fish and buys 01,
Bob takes wood and buys the town's B1, the table turns Cid's chit by its goods, Cid takes the
offer), and the last turn of a round, whose end asks Ann, who holds no food, for the food she owes
(`pay all`, one loan). After every move the test reads what the terminal printed for the next
question: the step picture's top line (the round card) must still be on the 24 rows together with
the move line under it (the rows printed from the top line down to the prompt, plus the rows the
move line takes below it, prompts/move_line.room_below), and the picture must be the position after
the move (the acting player's francs, loans and holdings as the engine has them). Every key sent is
counted: a turn takes at most 14 (issue 25 measured Le Havre at 7-14 and asked to keep it), a key
being one character typed, Tab or Enter (a Chinese word typed through an input method takes more
keys; the count is that of the characters the table types).
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from rich.cells import cell_len

from prompts.move_line import room_below
from referee.core.game import parse_declaration, play
from referee.core.position_file import load_file
from referee.lehavre import GAME
from tests.kit.support import run_referee
from tests.prompts.terminal import ended, logged, plain, spawn

ROWS, COLUMNS = 24, 80
PER_TURN = 14
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def five_players(where: str) -> str:
    """A 5-player long game's position file (docs/positions.md): the seats in turn order, then `where`."""
    seats = '["Ann", "Bob", "Cid", "Dee", "Eve"]'
    return f'game = "lehavre"\nplayers = {seats}\norder = {seats}\n{where}\n[options]\nlength = "long"\n'


# Ann's turn, round 1: she has 20 francs; the table has turned the first two chits
FIRST_TURNS = five_players(
    'round = 1\nturn = 1\nchits = ["wood fish", "wood cattle", "", "", "", "", ""]\nplayer.Ann.francs = 20\n'
)
# Dee's turn, the last of round 2 (its card asks 1 food): Ann holds no food and no franc
ROUND_END = five_players(
    "round = 2\nturn = 7\n"
    'chits = ["wood fish", "wood cattle", "iron franc", "fish clay", "wood clay", "fish grain", "wood franc"]\n'
    "player.Ann.francs = 0\nplayer.Ann.goods = { wood = 2 }\n"
)

# Per language: the picture's top line, a player's line, the table's name at the prompt, and what
# the table types for each move (a few letters, Tab, Enter) with the move the engine then records.
WORDS = {
    "en": {
        "top": r"Round \d+/20, card R\d\d",
        "player": "{seat} {name}: {francs} fr, {loans} loans",
        "table": "the table",
        "quit": "quit",
    },
    "zh": {
        "top": r"第 \d+/20 阶段，回合卡 R\d\d",
        "player": "{seat} {name}：{francs} 法郎，{loans} 笔贷款",
        "table": "桌面",
        "quit": "退出",
    },
}
# (who answers, keys typed, the move recorded): a turn is the keys from one main action to `done`
FIRST_SCRIPT = {
    "en": [
        [("Ann", "fi\t\r", "take fish"), ("Ann", "01\t\r", "buy 01"), ("Ann", "d\t\r", "done")],
        [("Bob", "wo\t\r", "take wood"), ("Bob", "b1\t\r", "buy B1"), ("Bob", "d\t\r", "done")],
        [("table", "gr\t\r", "chit fish grain"), ("Cid", "fi\t\r", "take fish"), ("Cid", "d\t\r", "done")],
    ],
    "zh": [
        [("Ann", "鱼\t\r", "take fish"), ("Ann", "01\t\r", "buy 01"), ("Ann", "完\t\r", "done")],
        [("Bob", "木\t\r", "take wood"), ("Bob", "b1\t\r", "buy B1"), ("Bob", "完\t\r", "done")],
        [("table", "谷\t\r", "chit fish grain"), ("Cid", "鱼\t\r", "take fish"), ("Cid", "完\t\r", "done")],
    ],
}
END_SCRIPT = {
    "en": [[("Dee", "fr\t\r", "take fr"), ("Dee", "d\t\r", "done")], [("Ann", "p\t\r", "pay all")]],
    "zh": [[("Dee", "法\t\r", "take fr"), ("Dee", "完\t\r", "done")], [("Ann", "全\t\r", "pay all")]],
}


def start(home: Path, position: str, name: str) -> Path:
    written = home / f"{name}.toml"
    home.mkdir(parents=True, exist_ok=True)
    written.write_text(position, encoding="utf-8")
    done = run_referee(home, "new", "lehavre", "--position", str(written), "--name", name, "--no-input")
    assert done.returncode == 0, done.stderr
    return home / "saves" / f"{name}.toml"


class Table:
    """The terminal, the keys sent to it, and the engine's own game beside it to compare with."""

    def __init__(self, home: Path, name: str, position: Path, lang: str) -> None:
        self.lang = lang
        self.words = WORDS[lang]
        self.state = load_file(str(position), "lehavre").state
        self.child = spawn(home, "play", name, rows=ROWS, columns=COLUMNS, lang=lang)
        self.keys = 0

    def prompt_of(self, who: str) -> str:
        return self.words["table"] if who == "table" else who

    def screen_after(self, who: str) -> str:
        """What was printed for the next question from the picture's top line to the prompt of
        `who`; checks that the top line and the move line both fit the terminal's rows."""
        self.child.expect(self.words["top"])
        top = self.child.after
        self.child.expect(re.escape(self.prompt_of(who)) + ">")
        shown = plain(top + self.child.before)
        above = shown.split("\n")[:-1]  # the rows printed above the prompt's own row
        rows = sum(max(1, math.ceil(cell_len(line) / COLUMNS)) for line in above)
        assert rows + room_below(ROWS) <= ROWS, (rows, shown)
        return shown

    def send(self, keys: str) -> None:
        self.keys += len(keys)
        self.child.send(keys)

    def play(self, who: str, keys: str, move: str) -> None:
        """Type `keys` for `who` and follow the move in the engine."""
        self.send(keys)
        actor = "table" if who == "table" else who
        self.state = play(GAME, self.state, parse_declaration(GAME, self.state, f"{actor}: {move}")).state

    def player_line(self, name: str) -> str:
        p = self.state.player(name)
        seat = "ABCDE"[self.state.index(name)]
        return self.words["player"].format(seat=seat, name=name, francs=p.francs, loans=p.loans)

    def next_question(self) -> str:
        top = self.state.ctx.top
        assert top is not None
        return top.actor

    def quit(self) -> None:
        self.child.send(self.words["quit"] + "\r")
        ended(self.child)


def run_script(table: Table, turns: list[list[tuple[str, str, str]]]) -> tuple[list[str], list[str]]:
    """Play the turns; after each move the picture fits and shows the acting player as the engine
    has them. Returns the moves recorded, in the save's words, and what each question showed."""
    recorded, screens = [], []
    for turn in turns:
        before = table.keys
        for who, keys, move in turn:
            table.play(who, keys, move)
            recorded.append(move)
            shown = table.screen_after(table.next_question())
            screens.append(shown)
            actor = table.next_question()  # a player: their francs and loans as they now are
            if actor in NAMES:
                assert table.player_line(actor) in shown, (move, table.player_line(actor), shown)
        assert table.keys - before <= PER_TURN, (turn, table.keys - before)
    return recorded, screens


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_five_player_round_typed_at_80x24_keeps_the_picture_current_and_on_screen(referee_home, lang):
    save = start(referee_home, FIRST_TURNS, f"first-{lang}")
    table = Table(referee_home, f"first-{lang}", referee_home / f"first-{lang}.toml", lang)
    first = table.screen_after("Ann")
    assert table.player_line("Ann") in first and "20" in table.player_line("Ann")
    recorded, screens = run_script(table, FIRST_SCRIPT[lang])
    # after `buy 01` the picture is the new one: Ann's buildings, and the proposal under 01 on top
    assert "| 01 |" in screens[1] and "01(+" not in screens[1], screens[1]
    # after Bob buys the town's B1: the town without it
    town = {"en": "Town: B2 B3", "zh": "城镇: B2 B3"}[lang]
    assert town in screens[4] and "| B1 |" in screens[4], screens[4]
    # the table's step shows the chits still face down by their goods
    assert ("fish+grain" if lang == "en" else "鱼+谷物") in screens[5], screens[5]
    shown_last = table.child.before
    table.quit()
    assert logged(save) == recorded
    ann, bob = table.state.player("Ann"), table.state.player("Bob")
    assert (
        "01" in ann.buildings and ann.francs < 20 and "B1" in bob.buildings and "B1" not in table.state.town
    )
    assert "Traceback" not in shown_last


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_food_of_a_round_end_is_shown_with_pay_all_and_paid_in_three_keys(referee_home, lang):
    save = start(referee_home, ROUND_END, f"end-{lang}")
    table = Table(referee_home, f"end-{lang}", referee_home / f"end-{lang}.toml", lang)
    table.screen_after("Dee")
    dee_turn, ann_feeds = END_SCRIPT[lang]
    recorded, screens = run_script(table, [dee_turn])
    # Ann's question: she owes 1 food and holds none; the picture says what `pay all` does
    owes, pay_all = {"en": ("Ann owes 1 food", "`pay all`"), "zh": ("Ann 须付 1 食物", "`支付 全部`")}[lang]
    assert owes in screens[-1] and pay_all in screens[-1], screens[-1]
    paid, _ = run_script(table, [ann_feeds])
    recorded += paid
    table.quit()
    assert logged(save) == recorded
    assert table.state.player("Ann").loans == 1

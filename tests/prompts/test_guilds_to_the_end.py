"""A 4-player Guilds of London game played to the end at the move line of `referee play` in a real
80×24 pseudo-terminal, in English and Chinese (issue 25, "Done when", third bullet): the test types
only what the screen shows or Tab offers, and the printed values it reads off its own pieces (as a
table reads a card it has just drawn), never a value the referee suggested.

Each step is read off the screen (pyte plays the child's output onto 24 rows of 80 cells): the
question (`Next: …`) says what the step is and the words its moves take; Tab's menu gives the moves
to choose from, and a move whose values nobody has read is shown as its form (`<VP printed on the
plantation>`), which the test fills in from its pieces. The normal suite starts in the last round
(a position file, docs/positions.md), so the round's turns, the resolution of three tiles, the growth
(the plantation, a tile revealed) and the mayor cards are played at the prompts; REFEREE_STRESS=1
also plays a whole game from the first round. The game ends with the score sheet on screen, whose
totals are checked against the save. Nothing is timed; every key sent is counted.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from saves.session import Session
from tests.kit.support import run_referee
from tests.prompts.terminal import Screen, pexpect, plain, spawn

NAMES = ("Ann", "Bob", "Cid", "Dee")
SUITS = ("anchor", "crown", "cross", "sickle", "compass")

# The words a table types, as the screen shows them in each language (asserted on screen when typed).
WORDS = {
    "en": {
        "hall": "hall",
        "hire": "hire",
        "tile": "tile",
        "at": "at",
        "mayor": "mayor",
        "declare": "declare",
        "done": "done",
        "draw": "draw",
        "title": "Guilds of London",
        "table": "the table>",
        "turn": "'s turn (",
        "grow": "reveal new tiles",
        "reveal_mayor": "mayor card (",
        "hall_count": r"hall (\d+)",
        "supply_count": r"supply (\d+)",
        "plantation_count": r"plantation (\d+)",
        "total": "Total",
        "played": r"cards played this turn (\d+)",
        "cards": r"(\d+) cards",
        "reshuffle": "reshuffle",
        "track": "Score track VP",
        "board": "board",
        "view_track": "track: ",
        "rows": r"\(city rows [A-J]-[A-J] of [A-J]-[A-J]\)",
        "plantation_form": "<VP printed on the plantation>",
    },
    "zh": {
        "hall": "大厅",
        "hire": "雇佣",
        "tile": "板块",
        "at": "在",
        "mayor": "市长",
        "declare": "宣告",
        "done": "完成",
        "draw": "抽牌",
        "title": "伦敦公会",
        "table": "桌面>",
        "turn": "轮到",
        "grow": "翻开新板块",
        "reveal_mayor": "的市长奖励卡（",
        "hall_count": r"大厅(\d+)",
        "supply_count": r"储备(\d+)",
        "plantation_count": r"种植园(\d+)",
        "total": "总分",
        "played": r"本回合已出牌(\d+)张",
        "cards": r"手牌(\d+)张",
        "reshuffle": "洗牌",
        "track": "计分轨胜利分",
        "board": "版图",
        "view_track": "轨道: ",
        "rows": r"（城市第[A-J]-[A-J]行，共[A-J]-[A-J]行）",
        "plantation_form": "<种植园上印的胜利分>",
    },
}
SUIT_WORDS = {
    "en": {s: s for s in SUITS},
    "zh": dict(zip(SUITS, ("锚", "皇冠", "十字", "镰刀", "罗盘"), strict=True)),
}

# -- the table's own pieces (made up: no printed value of the game is public) -----------------------

# The tiles of the city, as laid: position -> (tile, suits, threshold, first, second).
CITY = {
    "A1": ("T1", "anchor", 4, 4, 2),
    "A2": ("T2", "crown+cross", 3, 3, 1),
    "B1": ("T3", "sickle", 4, 5, 2),
}
FACE_DOWN = {"B2": ("T4", "anchor", 3, 4, 2)}  # revealed at growth: what the tile shows when turned
# The card each player plays in the last round, as it is read off the card: (card, suit or None for
# a hire, where the liveryman goes).
LAST_ROUND = {
    "Ann": ("C12", "anchor", "A1"),
    "Bob": ("C33", "sickle", "B1"),
    "Cid": ("C40", "crown", "A2"),
    "Dee": ("C57", None, None),
}
MAYORS = {
    "Ann": ("M7", "anchor", 2),
    "Bob": ("M3", "crown", 1),
    "Cid": ("M12", "cross", 3),
    "Dee": ("M20", "sickle", 1),
}
PLANTATION = {1: 2, 2: 3, 3: 5, 4: 6}  # the VP the test's plantation shows for that many liverymen

LATE = """game = "guilds"
players = ["Ann", "Bob", "Cid", "Dee"]
round = 12
phase = "round"
start = "Ann"
discard = ["C3", "C17"]

[player.Ann]
vp = 9
hand = 5
hall = 3
[player.Bob]
vp = 7
hand = 4
hall = 2
plantation = 1
[player.Cid]
vp = 5
hand = 6
hall = 4
[player.Dee]
vp = 4
hand = 3
hall = 1

[city.A1]
tile = "T1"
liverymen = { Ann = 2, Bob = 1 }
[city.A2]
tile = "T2"
liverymen = { Cid = 2 }
[city.B1]
tile = "T3"
liverymen = { Dee = 2, Bob = 1 }
[city.B2]
face_down = true
"""


def declared(tiles: dict) -> str:
    """The `[declared]` tables of the tiles already in the city: their printed values, read at set-up."""
    return "".join(
        f'\n[declared.{tile}]\nsuits = "{suits}"\nthreshold = {threshold}\nfirst = {first}\nsecond = {second}\n'
        for tile, suits, threshold, first, second in tiles.values()
    )


class Table:
    """`referee play` in a pseudo-terminal, the screen it shows, and a table choosing its moves from
    what that screen says; every key counted."""

    def __init__(self, home: Path, save: str, lang: str, hands, face_down=FACE_DOWN) -> None:
        self.lang, self.words = lang, WORDS[lang]
        self.child = spawn(home, "play", save, rows=24, columns=80, lang=lang)
        self.screen = Screen(self.child)
        self.hands = hands  # the player -> the card line it plays this turn, or None
        self.face_down = face_down  # the tiles the test turns at growth, by position
        self.revealed: set[str] = set()
        self.moves: list[str] = []
        self.keys: list[int] = []  # the keys each move took, Tab and Enter included
        self.tabbed = 0  # moves chosen from Tab's menu
        self.looked = 0  # keys spent on looking at a view (`board`), declaring nothing
        self.over = False
        self.settle()

    # -- reading the screen ----------------------------------------------------------------------

    def settle(self) -> None:
        """Read until the move line is drawn again (its toolbar, then the cursor shown)."""
        self.child.expect("Ctrl-C")
        self.child.expect(r"\x1b\[\?25h")

    def lines(self) -> list[str]:
        return self.screen.lines()

    def prompt_row(self, lines: list[str]) -> int:
        rows = [
            i
            for i, line in enumerate(lines)
            if re.match(rf"^({'|'.join(NAMES)}|{self.words['table'][:-1]})> ?", line)
        ]
        assert rows, "\n".join(lines)
        return rows[-1]

    def question(self, lines: list[str]) -> tuple[str, str]:
        """(who is asked — a name or the table —, the question), read from the `Next:` line(s)."""
        row = self.prompt_row(lines)
        start = max(i for i in range(row) if lines[i].startswith(("Next:", "下一步")))
        text = "".join(lines[start:row])
        text = text.split("Also open:")[0].split("仍待完成：")[0]
        who = lines[row].split(">")[0]
        return who, text

    def menu(self, lines: list[str]) -> list[str]:
        """The entries of Tab's menu below the move line (each an entry and its meaning)."""
        row = self.prompt_row(lines)
        entries = []
        for line in lines[row + 1 :]:
            if not line.strip() or line.lstrip().startswith(("✓", "✗")):
                break
            entries.append(re.split(r"\s{2,}", line.strip())[0])
        return entries

    def shown(self, word: str, lines: list[str]) -> bool:
        return word in "\n".join(lines)

    def on_screen(self, pos: str, lines: list[str]) -> bool:
        """A position is read off the picture: its row letter heads a row of the city, and its
        column number is in the row of column numbers."""
        row_shown = any(re.match(rf"^{pos[0]}  \S", line) for line in lines)
        columns_shown = any(re.match(r"^\s+1(\s+\d+)*\s*$", line) and f" {pos[1:]}" in line for line in lines)
        return row_shown and columns_shown

    def count(self, name: str, key: str, lines: list[str]) -> int:
        row = next(line for line in lines if re.match(rf"^[> ][A-D] {name}[:：]", line))
        return int(re.search(self.words[key], row).group(1))

    # -- typing ----------------------------------------------------------------------------------

    def typed(self, text: str) -> None:
        """A whole line typed and Enter; then the verdict, the picture drawn again and the move line."""
        self.screen.send(text + "\r")
        self.moves.append(text)
        self.keys.append(len(text) + 1)
        self.after(text)

    def after(self, text: str) -> None:
        """The verdict of `text`, the picture drawn again and the move line (or the end); a refusal
        or anything else fails with the screen as it stands."""
        try:
            self.accepted(text)
        except pexpect.TIMEOUT:
            raise AssertionError(f"{text!r} not accepted\n" + "\n".join(self.lines())) from None

    def accepted(self, text: str) -> None:
        self.child.expect(re.escape(f"✓ {text}"))
        found = self.child.expect([re.escape(self.words["title"])])
        assert found == 0
        if self.child.expect(["Ctrl-C", pexpect.EOF]) == 1:
            self.over = True
            return
        self.child.expect(r"\x1b\[\?25h")

    def on_line(self, lines: list[str]) -> str:
        return lines[self.prompt_row(lines)].split(">", 1)[1].strip()

    def tab(self, pick, fill=None) -> str:
        """Tab, then Tab on through the menu (it scrolls) until the move line holds the entry
        `pick(entries)` chooses among those shown, then Enter. An entry that is a form (a value
        nobody read: `<…>`) is never sent as it is: Tab puts the form up to its first placeholder
        on the move line, and `fill(form, head)` gives the rest, read off a piece."""
        before = self.screen.keys
        self.screen.send("\t")
        lines = self.screen.until(lambda ls: len(self.menu(ls)) > 0 and self.on_line(ls), "Tab's menu")
        first, choice = self.on_line(lines), None
        for _ in range(60):
            choice = pick(self.menu(lines))
            if choice is not None and self.on_line(lines) == choice.split("<")[0].strip():
                break
            now = self.on_line(lines)
            self.screen.send("\t")
            lines = self.screen.until(lambda ls, now=now: self.on_line(ls) != now, "the next entry")
            assert self.on_line(lines) != first, "no entry to choose\n" + "\n".join(lines)
        assert choice is not None
        if "<" in choice:
            assert fill is not None, choice
            head = choice.split("<")[0]
            rest = fill(choice, head)
            self.screen.send(rest + "\r")
            text = head + rest
        else:
            self.screen.send("\r")
            text = choice
        self.moves.append(text)
        self.keys.append(self.screen.keys - before)
        self.tabbed += 1
        self.after(text)
        return text

    # -- one step ----------------------------------------------------------------------------------

    def step(self) -> None:
        """One move of the step the screen shows, chosen as a table would."""
        lines = self.lines()
        who, question = self.question(lines)
        words = self.words
        if words["turn"] in question and who in NAMES:
            line = self.hands(who, lines, self)
            if line is not None:
                self.typed(line)
            else:
                self.tab(
                    lambda entries: next(
                        (e for e in entries if e.split()[0] in (words["done"], words["draw"])), None
                    )
                )
        elif words["reveal_mayor"] in question:  # the card turned face up, read off it (its id)
            name = next(n for n in NAMES if f"{words['mayor']} {n}" in question)
            self.typed(f"{words['mayor']} {name} {MAYORS[name][0]}")
        elif words["grow"] in question:
            if not self.hidden(lines) and self.partial(lines):
                lines = self.look(words["board"])  # the city is shown in part: the table looks at it
            hidden = self.hidden(lines)
            if hidden:
                self.revealed.add(hidden[0])
                assert words["tile"] in question and f" {words['at']} " in question, question
                self.typed(f"{words['tile']} {self.face_down[hidden[0]][0]} {words['at']} {hidden[0]}")
            else:
                self.tab(lambda entries: words["done"] if words["done"] in entries else None)
        else:
            self.tab(
                lambda entries: entries[0], fill=lambda form, line: self.fill(form, line, question, lines)
            )

    def partial(self, lines: list[str]) -> bool:
        """The step's picture shows the city in part (`(city rows A-A of A-C)`)."""
        return re.search(self.words["rows"], "\n".join(lines)) is not None

    def look(self, view: str) -> list[str]:
        """Type a view the picture offers (`more: board …`): nothing is declared; the screen after."""
        assert view in "\n".join(self.lines())
        before = self.screen.keys
        self.screen.send(view + "\r")
        self.child.expect(re.escape(self.words["view_track"]))
        self.settle()
        self.looked += self.screen.keys - before
        return self.lines()

    def hidden(self, lines: list[str]) -> list[str]:
        """The face-down spaces of the test's city not yet turned, shown on screen (`##`)."""
        return [pos for pos in self.face_down if pos not in self.revealed and self.on_screen(pos, lines)]

    def fill(self, form: str, line: str, question: str, lines: list[str]) -> str:
        """The rest of a line whose form Tab gave (the move line holds the form up to its first
        placeholder): each value read off the test's own piece."""
        if form.endswith(self.words["plantation_form"]):  # `plantation Bob <VP printed on …>`
            name = line.split()[-1]
            return str(PLANTATION[self.count(name, "plantation_count", lines)])
        component = re.search(rf"{self.words['declare']} (\S+)", form).group(1)
        fields = re.findall(r"(\w+)=…", question)  # the question lists every field to declare
        assert line.endswith(f"{fields[0]}="), (line, fields)
        rest = [self.printed(component, fields[0])]
        rest += [f"{k}={self.printed(component, k)}" for k in fields[1:]]
        return " ".join(rest)

    def printed(self, component: str, field: str) -> str:
        """What the test reads off its own piece, for the table's `declare` (core/ledger.py), whose
        suits are the notation's English words in both languages: `宣告 T4 suits=锚` is refused as
        bad_value, its message listing `compass, anchor, cross, sickle, crown` (the one-line play and
        `lay` read 锚)."""
        for card, condition, vp in MAYORS.values():
            if card == component:
                return {"condition": condition, "vp": str(vp)}[field]
        for tile, suits, threshold, first, second in self.face_down.values():
            if tile == component:
                return {
                    "suits": suits,
                    "threshold": str(threshold),
                    "first": str(first),
                    "second": str(second),
                }[field]
        raise AssertionError(f"{component} is not one of the test's pieces")

    def play_to_the_end(self, most: int) -> None:
        for _ in range(most):
            if self.over:
                return
            self.step()
        raise AssertionError("the game did not end\n" + "\n".join(self.lines()))


def last_round_hands():
    """Each player plays the card it holds for the last round once, then ends its turn."""
    played: set[str] = set()

    def hand(name: str, lines: list[str], table: Table) -> str | None:
        if name in played:
            return None
        played.add(name)
        card, suit, pos = LAST_ROUND[name]
        words = table.words
        if suit is None:
            assert table.shown(words["hire"], lines)
            return f"{card} {words['hire']}"
        assert table.shown(words["hall"], lines) and table.count(name, "hall_count", lines) > 0, "\n".join(
            lines
        )
        assert table.on_screen(pos, lines), "\n".join(lines)
        return f"{card} {SUIT_WORDS[table.lang][suit]} {words['hall']} {pos}"

    return hand


@pytest.fixture()
def late_game(referee_home: Path) -> Path:
    """The 4-player game at the start of its last round (round 12), from a position file."""
    referee_home.mkdir(parents=True, exist_ok=True)
    position = referee_home / "late.toml"
    position.write_text(LATE + declared(CITY), encoding="utf-8")
    done = run_referee(
        referee_home, "new", "guilds", "--position", str(position), "--name", "late", "--no-input"
    )
    assert done.returncode == 0, done.stderr
    return referee_home


def sheet_rows(lines: list[str], label: str) -> list[int]:
    row = next(line for line in lines if line.startswith(f"│ {label}"))
    return [int(cell) for cell in re.findall(r"│\s*(-?\d+)\s*(?=│)", row)]


def check_the_sheet(table: Table, path: Path) -> None:
    """The score sheet on screen at the end: its totals are the save's, the score track the state's."""
    from referee.guilds.rules.end_game import adjacent_pairs, score_sheet

    lines = table.lines()
    state = Session.open(path).state
    assert state.over
    assert sheet_rows(lines, table.words["track"]) == list(state.vp), "\n".join(lines)
    totals = sheet_rows(lines, table.words["total"])
    assert totals == list(score_sheet(state).totals), "\n".join(lines)
    mayor = [MAYORS[n][2] * state.mayor_times[p] for p, n in enumerate(NAMES)]  # VP printed × times met
    assert totals == [state.vp[p] + mayor[p] + adjacent_pairs(state, p) for p in range(len(NAMES))]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_last_round_of_a_4p_game_is_played_to_the_score_sheet_at_the_prompts(late_game, lang):
    table = Table(late_game, "late", lang, last_round_hands())
    table.play_to_the_end(80)
    check_the_sheet(table, late_game / "saves" / "late.toml")
    # By hand: A1 Ann 3 Bob 1: Ann +4, Bob +2; B1 Bob 2 Dee 2, the tie to the higher VP (ruling
    # ranking_tie vp_order): Bob +5, Dee +2; A2 Cid alone +3; Bob's plantation (1 liveryman) +2; the
    # mayor cards: Ann's M7 (anchor, 2 VP) met once (A1), Cid's M12 (cross, 3) once (A2), Bob's M3
    # (crown) and Dee's M20 (sickle, no master) never; no adjacent masters of one player.
    assert sheet_rows(table.lines(), table.words["total"]) == [9 + 4 + 2, 7 + 2 + 5 + 2, 5 + 3 + 3, 4 + 2]
    words = table.words
    cards = [k for m, k in zip(table.moves, table.keys, strict=True) if m.startswith("C")]
    assert len(cards) == 4 and max(cards) <= 25  # a card's first play: at most 25 keys (item 7)
    assert table.moves.count(words["done"]) == 5  # four turns and the growth ended from Tab's menu
    assert sum(table.keys) == table.screen.keys  # every key sent is a move's
    assert table.tabbed >= len(table.moves) // 2  # most moves are chosen from Tab's menu
    assert "Traceback" not in plain(table.child.before or "")


# -- a whole game (REFEREE_STRESS=1) ---------------------------------------------------------------

# The city laid at set-up (by script): position -> (tile, suits, threshold, first, second), and the
# tiles the test turns face up at the growths of rounds 3, 6 and 9.
WHOLE_CITY = {
    "A1": ("T1", "anchor", 3, 4, 2),
    "A2": ("T2", "crown", 3, 3, 1),
    "A3": ("T3", "cross", 4, 5, 2),
    "B1": ("T4", "sickle", 3, 4, 1),
    "B2": ("T5", "compass", 3, 3, 2),
    "B3": ("T6", "anchor+crown", 4, 5, 3),
}
WHOLE_FACE_DOWN = {
    "C1": ("T7", "cross+sickle", 3, 4, 2),
    "C2": ("T8", "compass+anchor", 4, 5, 2),
    "C3": ("T9", "crown", 3, 3, 1),
}


def box_suit(card: int) -> str:
    """The suit printed on action card C<card> in the test's own box (made up)."""
    return SUITS[card % len(SUITS)]


def whole_game_hands():
    """Each player plays one card a turn while it holds one: the next card of the box not on the
    discard pile (the referee checks only that), onto a tile of its suit shown on screen when its
    hall has a liveryman, else a hire; the discard pile is taken back at each reshuffle."""
    pile: set[int] = set()
    box = iter(range(10**6))
    read = [0]

    def hand(name: str, lines: list[str], table: Table) -> str | None:
        if any(m == table.words["reshuffle"] for m in table.moves[read[0] :]):
            pile.clear()
        read[0] = len(table.moves)
        row = next(line for line in lines if re.match(rf"^[> ][A-D] {name}[:：]", line))
        played = re.search(table.words["played"], "\n".join(lines))
        if (
            played is None
            or int(played.group(1)) > 0
            or int(re.search(table.words["cards"], row).group(1)) == 0
        ):
            return None
        card = next(k % 105 + 1 for k in box if k % 105 + 1 not in pile)
        pile.add(card)
        suit, words = box_suit(card), table.words
        tiles = {**WHOLE_CITY, **{p: WHOLE_FACE_DOWN[p] for p in table.revealed}}
        targets = [p for p, tile in tiles.items() if suit in tile[1].split("+") and table.on_screen(p, lines)]
        if targets and table.count(name, "hall_count", lines) > 0:
            return f"C{card} {SUIT_WORDS[table.lang][suit]} {words['hall']} {targets[card % len(targets)]}"
        if table.count(name, "supply_count", lines) > 0:
            return f"C{card} {words['hire']}"
        pile.discard(card)
        return None

    return hand


@pytest.mark.skipif(
    os.environ.get("REFEREE_STRESS") != "1", reason="a whole game at the prompts: REFEREE_STRESS=1"
)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_whole_4p_game_is_played_to_the_score_sheet_at_the_prompts(referee_home, lang):
    referee_home.mkdir(parents=True, exist_ok=True)
    lines = [f"table: facedown {pos}" for pos in WHOLE_FACE_DOWN]
    for pos, (tile, suits, threshold, first, second) in WHOLE_CITY.items():
        lines += [
            f"table: tile {tile} at {pos}",
            f"table: declare {tile} suits={suits} threshold={threshold} first={first} second={second}",
        ]
    script = referee_home / "setup.txt"
    script.write_text("\n".join([*lines, "table: done", "table: hall 3", "table: start Ann"]) + "\n", "utf-8")
    done = run_referee(
        referee_home,
        "new",
        "guilds",
        "--players",
        ",".join(NAMES),
        "--name",
        "whole",
        "--script",
        str(script),
    )
    assert done.returncode == 0, done.stderr
    table = Table(referee_home, "whole", lang, whole_game_hands(), face_down=WHOLE_FACE_DOWN)
    table.play_to_the_end(2000)
    check_the_sheet(table, referee_home / "saves" / "whole.toml")
    assert table.revealed == set(WHOLE_FACE_DOWN)  # a tile turned at each growth
    assert sum(table.keys) + table.looked == table.screen.keys
    assert table.moves.count(table.words["reshuffle"]) >= 1  # the pile ran short: reshuffled from Tab's menu
    assert sum(m.startswith("C") for m in table.moves) >= 40  # a card played in most turns of 12 rounds

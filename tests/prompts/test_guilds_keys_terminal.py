"""Guilds cards played at the move line of `referee play` in a real 80×24 pseudo-terminal, 4 players,
in English and in Chinese (issue 25, item 7): a card played for the first time, its suits named in
the same line, takes at most 25 keys; a card whose suits are known at most 12. Every key the test
sends is counted, Enter included; nothing is timed.

The known card comes from a catalog the group filled in (referee/guilds/data/components.toml's
format): the way a card is known before it is first played in this game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.kit.support import referee_env, run_referee
from tests.prompts.terminal import Keys, ended, logged, spawn

FIRST_PLAY_KEYS = 25
KNOWN_KEYS = 12

CITY = (
    "table: tile T1 at A1",
    "table: declare T1 suits=anchor threshold=3 first=4 second=2",
    "table: tile T2 at A2",
    "table: declare T2 suits=crown+cross threshold=2 first=3 second=1",
    "table: tile T3 at B1",
    "table: declare T3 suits=sickle threshold=4 first=5 second=2",
    "table: facedown B2",
    "table: done",
    "table: hall 2",
    "table: start Ann",
)

CATALOG = """[[card]]
id = "C20"
suits = "crown+cross"
source = "the test's own box: not a real card"
verified = true
"""


def guilds_save(home: Path, monkeypatch) -> Path:
    """The 4-player game at Ann's first turn; the catalog is set for the commands run after."""
    home.mkdir(parents=True, exist_ok=True)
    script = home / "setup.txt"
    script.write_text("\n".join(CITY) + "\n", encoding="utf-8")
    catalog = home / "box.toml"
    catalog.write_text(CATALOG, encoding="utf-8")
    monkeypatch.setenv("REFEREE_GUILDS_CATALOG", str(catalog))  # read by every command run after
    done = run_referee(
        home,
        "new",
        "guilds",
        "--players",
        "Ann,Bob,Cid,Dee",
        "--name",
        "four",
        "--script",
        str(script),
        "--no-input",
        env=referee_env(home),
    )
    assert done.returncode == 0, done.stderr
    return home / "saves" / "four.toml"


# (language, the first play, the play of the known card, the end of a turn, the discard, a first
# ability: its family, strength and cost in the line)
LINES = {
    "en": ("C12 anchor hall A1\r", "C20 hall A2\r", "draw\r", "discard\r", "C13 ability master 2 1\r"),
    "zh": ("C12 锚 大厅 A1\r", "C20 大厅 A2\r", "抽牌\r", "弃牌\r", "C13 能力 大师 2 1\r"),
}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_first_card_in_at_most_25_keys_a_known_one_in_at_most_12(referee_home, monkeypatch, lang):
    path = guilds_save(referee_home, monkeypatch)
    child = spawn(referee_home, "play", "four", rows=24, columns=80, lang=lang)
    keys = Keys(child)
    first, known, draw, discard, ability = LINES[lang]
    child.expect("Ann>")
    assert keys.type(first) <= FIRST_PLAY_KEYS
    child.expect("C12")
    child.expect("Ann>")
    keys.type(draw)
    child.expect("Ann>")  # 8 cards: down to the limit
    keys.type(discard)
    child.expect("Bob>")
    assert keys.type(known) <= KNOWN_KEYS
    child.expect("Bob>")
    keys.type(draw)
    child.expect("Bob>")
    keys.type(discard)
    child.expect("Cid>")
    assert keys.type(ability) <= FIRST_PLAY_KEYS
    child.expect("Cid>")  # the ability's moves are asked next
    child.send("quit\r")
    ended(child)
    assert logged(path)[len(CITY) :] == [
        "use C12 suits=anchor move hall A1",
        "draw due",
        "discard due",
        "use C20 move hall A2",
        "draw due",
        "discard due",
        "use C13 ability master power=2 cost=1",
    ]
    assert keys.count <= 2 * FIRST_PLAY_KEYS + KNOWN_KEYS + 2 * len(draw + discard)
    assert "Traceback" not in child.before

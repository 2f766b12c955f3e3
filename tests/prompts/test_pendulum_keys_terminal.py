"""A Pendulum worker action typed at the live move line of `referee play`, 5 players, 80×24, in a
real pseudo-terminal, counting every key sent, Enter included (issue 25, item 4): at most 15 keys
for a space whose printed reward is declared, at most 30 for a first use naming it.

The line is typed in ASCII in both languages (the English words are read whatever the language of
the screen; a Chinese word would take several keys of an input method). Nothing is timed.
"""

from __future__ import annotations

import pytest

from saves import schema, store
from tests.kit.support import run_referee
from tests.pendulum.helpers import setup_lines
from tests.prompts.terminal import Keys, ended, spawn

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
DECLARED_SPACE_KEYS = 15
FIRST_USE_KEYS = 30


def _five_player_save(home, name: str) -> None:
    """Round 1 under way: every worker on a bottom row, where the hourglasses stand; the table has
    already read green space 2's printed reward (its `declare`), green 1's nobody has."""
    opening = [f"{n}: place grande black-bottom-{i}" for i, n in enumerate(NAMES, 1)]
    opening += [f"{n}: place common green-bottom-{i}" for i, n in enumerate(NAMES[:4], 1)]
    opening += ["Eve: place common purple-bottom-1", "table: start @0", "table: declare green-2 reward=coin2"]
    script = home / "setup.txt"
    home.mkdir(parents=True, exist_ok=True)
    script.write_text("\n".join([*setup_lines(NAMES), *opening]) + "\n", encoding="utf-8")
    done = run_referee(
        home,
        "new",
        "pendulum",
        "--players",
        ",".join(NAMES),
        "--name",
        name,
        "--script",
        str(script),
        "--no-input",
    )
    assert done.returncode == 0, done.stderr


def _log(home, name: str) -> list[tuple[str, str]]:
    path = home / "saves" / f"{name}.toml"
    return [(e.by, e.move) for e in schema.decode(store.read_text(path), str(path)).log]


@pytest.mark.parametrize(
    ("lang", "prompt", "ok"),
    [("en", "everyone>", ": Enter declares it"), ("zh", "所有人>", "：按 Enter 宣告")],
)
def test_a_worker_action_in_one_line_within_the_key_budget(referee_home, lang, prompt, ok):
    _five_player_save(referee_home, "five")
    before = _log(referee_home, "five")
    child = spawn(referee_home, "play", "five", rows=24, columns=80, lang=lang)
    child.expect(prompt)
    keys = Keys(child)

    # a space whose reward the table declared: Bob by his initial, act + pay + take in one line
    keys.type("B do g2")
    child.expect(f"Bob: do green-2{ok}")
    keys.type("\r")
    child.expect(prompt)
    assert keys.count <= DECLARED_SPACE_KEYS, keys.count

    # a first use: Ann by her seat number names the printed reward in the same line
    keys.count = 0
    keys.type("1 do g1 culture1+votes2")
    child.expect(f"Ann: do green-1 culture1\\+votes2{ok}")
    keys.type("\r")
    child.expect(prompt)
    assert keys.count <= FIRST_USE_KEYS, keys.count

    # a line refused in one part (green's hourglass is on the bottom row) declares nothing at all
    keys.type("C do gt3 coin1")
    child.expect(r"\[wrong_row_act\]")
    keys.type("\r\x15quit\r")
    assert "Traceback" not in ended(child)
    assert _log(referee_home, "five") == [
        *before,
        ("Bob", "do green-2"),
        ("Ann", "do green-1 culture1+votes2"),
    ]

"""The shared reader of position files: every key's line, every problem at once, unknown keys."""

from __future__ import annotations

import pytest

from referee.core.position_file import PositionError, Reader, locate, parse

TEXT = """\
# a comment
game = "lehavre"
players = ["Ann", "Bob"]
round = 5

[player.Ann]
francs = 3
goods = { fish = 4, wood = 1 }

[player."小明"]
francs = -2

[[ship]]
id = "W1"

[[ship]]
id = "W2"
owner = "Bob"
"""


def test_locate_finds_tables_dotted_keys_inline_keys_and_array_entries():
    lines = locate(TEXT)
    assert lines[("round",)] == 4
    assert lines[("player", "Ann")] == 6
    assert lines[("player", "Ann", "francs")] == 7
    assert lines[("player", "Ann", "goods", "wood")] == 8
    assert lines[("player", "小明", "francs")] == 11
    assert lines[("ship", 1)] == 16
    assert lines[("ship", 1, "owner")] == 18


def test_every_problem_is_collected_with_key_and_line_and_unknown_keys_too():
    data, lines = parse(TEXT, "f.toml")
    doc = Reader(data, lines, "f.toml")
    doc.text("game")
    doc.ids("players")
    assert doc.number("round", 1, lo=1, hi=4) == 1  # out of range: the default
    players = doc.table("player")
    players.table("Ann").number("francs", lo=0)
    players.table("Ann").counts("goods", ["fish"])  # wood unknown
    players.table("小明").number("francs", lo=0)
    ships = doc.tables("ship")
    for ship in ships:
        ship.text("id")
    with pytest.raises(PositionError) as caught:
        doc.finish()
    found = [(p.key, p.line) for p in caught.value.problems]
    assert found == [
        ("round", 4),
        ("player.Ann.goods.wood", 8),
        ('player."小明".francs', 11),
        ("ship[2].owner", 18),
    ]
    assert caught.value.exit_code == 4
    assert "line 11" in str(caught.value)


def test_a_file_that_is_no_toml_is_refused_with_its_line():
    with pytest.raises(PositionError) as caught:
        parse('game = "x"\nround = = 5\n', "f.toml")
    assert caught.value.problems[0].line == 2

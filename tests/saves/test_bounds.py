"""What a save can hold (saves/bounds.py), the tolerant reader's limit, and the head `list` and
`stats` read (saves/header.py): a real game's save always passes; one larger in shape than any game
makes is refused before it is parsed, saying why."""

from __future__ import annotations

import pytest

from referee.core.errors import SaveError
from saves import bounds, header, salvage, schema
from saves.session import Session

LONG_MOVE = "build wharf, pay 2 wood, 1 clay. then 3 fish [x2] = 6 food"  # commas, dots, brackets


def _long_game(entries: int) -> str:
    log = tuple(
        schema.LogEntry(
            n, LONG_MOVE, "Ann" if n % 2 else "Bob", "action", n // 7, "2026-01-01T00:00:00+00:00"
        )
        for n in range(1, entries + 1)
    )
    return schema.encode(schema.SaveFile("lehavre", ("Ann", "Bob"), {}, log, log[:50], "c", "u"))


def test_a_save_of_the_most_entries_allowed_passes():
    text = _long_game(bounds.MAX_ENTRIES - 50)
    bounds.check(text, "g.toml")
    assert len(schema.decode(text, "g.toml").log) == bounds.MAX_ENTRIES - 50


@pytest.mark.parametrize(
    ("extra", "says"),
    [
        ("\n[[log]]\n" * (bounds.MAX_ENTRIES + 101), "tables [[…]]"),
        ("x = [" + "1," * bounds.MAX_ITEMS + "]\n", "tables, arrays, keys and values"),
        ("a.b.c = 1\n" * (bounds.MAX_ITEMS // 2), "tables, arrays, keys and values"),
        ("#\n" * (bounds.MAX_LINES + 1), "lines"),
        ("#" + "c" * bounds.MAX_LINE + "\n", "a line longer than"),
    ],
    ids=["tables", "array", "dotted-keys", "lines", "long-line"],
)
def test_a_text_larger_in_shape_than_a_save_is_refused_before_parsing(extra, says, monkeypatch):
    monkeypatch.setattr(schema.tomlio, "read", lambda *a: pytest.fail("parsed"))
    with pytest.raises(SaveError, match="not read: it has") as refused:
        schema.decode(_long_game(3) + extra, "g.toml")
    assert says in refused.value.reason


def test_the_tolerant_reader_gives_up_past_its_limit_of_unreadable_lines(cli, tmp_path, stones):
    """90,000 garbage lines cost a repair 3 s and 180 MB: a parse or more each."""
    path = tmp_path / "g.toml"
    Session.create(path, "stones", ["Ann", "Bob"], {}).declare("pile 9")
    sound = path.read_text()
    path.write_text(sound + "garbage here\n" * (salvage.MAX_UNREADABLE + 1))
    damaged = path.read_text()
    result = cli("verify", str(path), "--repair", "--yes")
    assert result.exit_code == 4, result.output
    assert "not repaired line by line" in result.output and "line 2" in result.output
    assert path.read_text() == damaged
    path.write_text(sound + "garbage here\n" * salvage.MAX_UNREADABLE)
    result = cli("verify", str(path), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert f"Dropped {salvage.MAX_UNREADABLE} entries" in result.output


# -- the head ------------------------------------------------------------------------------------


def test_list_reads_only_the_head(cli, referee_home, stones):
    """A tail that is not even text does not change what the listing says: it is never read."""
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 9", "take 1", "take 2")
    path = referee_home / "saves" / "g.toml"
    updated = Session.open(path).save.updated
    path.write_bytes(path.read_bytes() + b"\xff\xfe" * 40_000)
    assert header.read_head(path) == header.Head("stones", ("Ann", "Bob"), 3, updated)
    listed = cli("list").output
    assert "3 moves" in listed and "unreadable" not in listed, listed


def test_a_head_that_does_not_say_it_all_is_read_as_the_whole_save(tmp_path):
    path = tmp_path / "g.toml"
    path.write_text('schema = 1\ngame = "looot"\nplayers = [\n[[log]]\nmove = "x"\nby = "A"\n')
    with pytest.raises(SaveError, match="not valid TOML"):
        header.read_head(path)


def test_stats_of_a_game_never_replays_the_saves_of_another(cli, referee_home, stones):
    """Its head says which game a save is: a broken Stones log is not met by `stats looot`."""
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 9", "take 1")
    path = referee_home / "saves" / "g.toml"
    path.write_text(path.read_text().replace('"take 1"', '"take 99"'))
    assert "skipped g.toml" in cli("stats").output
    result = cli("stats", "looot")
    assert result.exit_code == 0 and "skipped" not in result.output, result.output

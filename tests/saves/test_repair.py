"""`referee verify` and `--repair`: one verdict, derived fields and undone entries checked, damaged
files read entry by entry, and nothing dropped without asking, without a copy of the file as it was
and without the dropped entries written beside the save."""

from __future__ import annotations

import re
import sys
import tomllib

import pytest

from saves import store
from saves.session import Session
from tests.kit.support import intended, referee_env, write_save

MOVES = ("pile 9", "take 1", "take 2", "take 1", "take 2", "take 1", "take 1")


@pytest.fixture
def game(tmp_path, stones):
    """A Stones save of seven moves, declared through a session."""
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    for move in MOVES:
        s.declare(move)
    return s.path


def _moves(path):
    return [e.move for e in Session.open(path).save.log]


def _edit(path, old, new, count=1):
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, count))


def _illegal_fourth(path):
    """Entry 4 (Ann's) made illegal by hand (take 7 of a pile of 6), the snapshot kept."""
    text = path.read_text()
    head, _, rest = text.partition("n = 4\n")
    path.write_text(head + "n = 4\n" + rest.replace('move = "take 1"', 'move = "take 7"', 1))


def _side_files(path):
    return sorted(
        p.name for p in path.parent.iterdir() if ".before-repair-" in p.name or ".dropped-" in p.name
    )


def _dropped(path):
    [found] = path.parent.glob("g.dropped-*.toml")
    return tomllib.loads(found.read_text())


# -- 1. nothing dropped without asking ------------------------------------------------------------


def test_without_a_terminal_or_yes_the_repair_refuses_and_says_what_it_would_drop(cli, game):
    """It used to drop entries 4 to 7 at once, saying only "kept the first 3 entries"."""
    _illegal_fourth(game)
    before = game.read_bytes()
    result = cli("verify", str(game), "--repair")
    assert result.exit_code == 4, result.output
    assert "keeps 3 of the 7 log entries" in result.output
    assert "drops log entry 4: 'take 7' by Ann" in result.output
    assert "drops log entry 7: 'take 1' by Bob — not replayed" in result.output
    assert "would drop 4 entries" in result.output and "--repair --yes" in result.output
    assert game.read_bytes() == before and _side_files(game) == []


@pytest.mark.parametrize("answer", [False, True])
def test_at_a_terminal_the_repair_asks_first(cli, game, monkeypatch, answer):
    import prompts
    import prompts.questions

    asked: list[str] = []
    monkeypatch.setattr(prompts, "can_prompt", lambda: True)
    monkeypatch.setattr(prompts.questions, "ask_confirm", lambda text, default: asked.append(text) or answer)
    _illegal_fourth(game)
    before = game.read_bytes()
    result = cli("verify", str(game), "--repair")
    assert asked == ["Drop these 4 entries from the save? They are written to a file beside it."]
    if answer:
        assert result.exit_code == 0, result.output
        assert _moves(game) == list(MOVES[:3])
    else:
        assert result.exit_code == 4 and "not repaired: nothing was changed" in result.output
        assert game.read_bytes() == before and _side_files(game) == []


def test_the_dropped_entries_are_written_beside_the_save_with_why(cli, game):
    _illegal_fourth(game)
    before = game.read_bytes()
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert "kept the first 3 entries" in result.output and "Dropped 4 entries, written to" in result.output
    assert _moves(game) == list(MOVES[:3])
    dropped = _dropped(game)
    assert dropped["game"] == "stones" and dropped["kept"] == 3 and dropped["save"] == str(game.absolute())
    rows = [(d["table"], d["n"], d["move"], d["by"]) for d in dropped["dropped"]]
    assert rows == [("log", 4, "take 7", "Ann"), ("log", 5, "take 2", "Bob")] + [
        ("log", 6, "take 1", "Ann"),
        ("log", 7, "take 1", "Bob"),
    ]
    assert "[bad_take]" in dropped["dropped"][0]["reason"]
    assert "comes after log entry 4" in dropped["dropped"][1]["reason"]
    [copy] = game.parent.glob("g.toml.before-repair-*")
    assert copy.read_bytes() == before


def test_the_copy_before_a_repair_outlives_the_rotating_backups(cli, game, stones):
    _illegal_fourth(game)
    before = game.read_bytes()
    assert cli("verify", str(game), "--repair", "--yes").exit_code == 0
    session = Session.open(game)
    for _ in range(store.BACKUPS + 1):  # more moves than there are backups
        session.declare("take 1")
        session.undo(1)
    [copy] = game.parent.glob("g.toml.before-repair-*")
    assert copy.read_bytes() == before
    assert all(b.read_bytes() != before for b in store.backups(game))


def test_a_repair_that_drops_nothing_needs_no_question(cli, game):
    _edit(game, 'move = "take 2"', 'move = "take 3"')  # still legal: an intended hand edit
    result = cli("verify", str(game), "--repair")
    assert result.exit_code == 0, result.output
    assert "accepts the log as it is now" in result.output
    assert _side_files(game)[0].startswith("g.toml.before-repair-") and len(_side_files(game)) == 1


def test_a_save_changed_while_being_checked_is_not_repaired(game, monkeypatch):
    from referee.core.errors import SaveError
    from saves import repair

    _illegal_fourth(game)
    check = repair.examine(game)
    game.write_text(game.read_text() + "\n# a move declared meanwhile\n")
    with pytest.raises(SaveError, match="changed while it was being checked"):
        repair.apply(check)
    assert _side_files(game) == []


# -- 2. damaged files: every entry that can still be read -----------------------------------------


def test_a_deleted_move_line_keeps_the_entries_before_it(cli, game):
    """It used to repeat "(log entry 5): missing field 'move'" and exit 4."""
    text = game.read_text()
    head, _, rest = text.partition("n = 5\n")
    game.write_text(head + "n = 5\n" + rest.replace('move = "take 2"\n', "", 1))
    assert cli("verify", str(game)).exit_code == 4
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert _moves(game) == list(MOVES[:4])
    first = _dropped(game)["dropped"][0]
    assert (first["n"], first["reason"]) == (5, "missing field 'move'")
    assert 'by = "Bob"' in first["text"]  # what was left of the entry, to be read


def test_a_toml_syntax_error_in_an_entry_keeps_every_entry_before_it(cli, game):
    """It used to repeat "line N, column M: not valid TOML" and exit 4."""
    text = game.read_text()
    head, _, rest = text.partition("n = 5\n")
    game.write_text(head + "n = 5\n" + rest.replace('move = "take 2"', 'move = "take 2', 1))
    line = game.read_text().splitlines().index('move = "take 2') + 1
    assert "not valid TOML" in cli("verify", str(game)).output
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert _moves(game) == list(MOVES[:4])
    first = _dropped(game)["dropped"][0]
    assert first["n"] == 5 and first["reason"].startswith(f"line {line} cannot be read")
    assert 'move = "take 2\n' in first["text"] and first["line"] == line - 2  # from its [[log]] line


def test_a_deleted_table_header_loses_nothing(cli, game):
    text = game.read_text()
    game.write_text(text.replace("[[log]]\nn = 3\n", "n = 3\n", 1))
    assert cli("verify", str(game)).exit_code == 4
    result = cli("verify", str(game), "--repair")  # every entry read: nothing to ask
    assert result.exit_code == 0, result.output
    assert _moves(game) == list(MOVES) and not list(game.parent.glob("*.dropped-*"))


def test_an_unreadable_line_outside_the_moves_is_dropped_with_its_text(cli, game):
    text = game.read_text()
    lines = text.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith("at = "))
    lines[at] = 'at = "2026-\n'
    game.write_text("".join(lines))
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert _moves(game) == list(MOVES)
    [row] = _dropped(game)["dropped"]
    assert (row["table"], row["line"], row["text"]) == ("line", at + 1, 'at = "2026-\n')


def test_a_file_whose_players_cannot_be_read_is_not_repaired(cli, game):
    _edit(game, "players = [", "players = [[")
    before = game.read_bytes()
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 4 and "not valid TOML" in result.output
    assert game.read_bytes() == before and _side_files(game) == []


# -- 3. derived fields, one verdict, the undone list ---------------------------------------------


@pytest.mark.parametrize(("old", "new", "words"), [
    ("round = 3\n", "round = 7\n", "'round' is 7, the replay gives 3"),
    ('phase = "take"\nround = 2', 'phase = "pile"\nround = 2', "'phase' is 'pile', the replay gives 'take'"),
])  # fmt: skip
def test_a_derived_field_edited_by_hand_fails_verify_and_repair_corrects_it(cli, game, old, new, words):
    """A hand-edited `round = 7` used to pass verify and then show in history."""
    _edit(game, old, new)
    result = cli("verify", str(game))
    assert result.exit_code == 4 and words in result.output and "OK" not in result.output
    repaired = cli("verify", str(game), "--repair")
    assert repaired.exit_code == 0 and "corrects log entry" in repaired.output, repaired.output
    assert cli("verify", str(game)).exit_code == 0
    assert "r7" not in cli("history", str(game)).output


def test_a_legal_hand_edit_is_one_verdict_not_ok_and_then_a_problem(cli, game):
    _edit(game, 'move = "take 2"', 'move = "take 3"')
    result = cli("verify", str(game))
    assert result.exit_code == 4
    assert "OK" not in result.output and "All 7 log entries replay legally" in result.output
    assert result.output.count("Save problem") == 1


def _undo_two(path):
    Session.open(path).undo(2)


def test_undone_entries_that_can_be_redone_pass(cli, game):
    _undo_two(game)
    result = cli("verify", str(game))
    assert result.exit_code == 0 and "the 2 undone one(s) can be redone" in result.output


@pytest.mark.parametrize(("junk", "words"), [("nonsense", "cannot be read"), ("take 3", "illegal here")])
def test_a_junk_undone_entry_fails_verify_and_repair_drops_it(cli, game, junk, words):
    """A junk `[[undone]]` entry used to pass verify, and `redo` then failed with "unknown move"."""
    _undo_two(game)
    text = game.read_text()
    head, _, undone = text.partition("[[undone]]")
    game.write_text(head + "[[undone]]" + undone.replace('move = "take 1"', f'move = "{junk}"', 1))
    result = cli("verify", str(game))
    assert result.exit_code == 4 and "(undone entry 1)" in result.output and words in result.output
    repaired = cli("verify", str(game), "--repair", "--yes")
    assert repaired.exit_code == 0, repaired.output
    assert [(d["table"], d["move"]) for d in _dropped(game)["dropped"]] == [("undone", junk)]
    assert len(Session.open(game).save.undone) == 1
    assert cli("redo", str(game)).exit_code == 0


def test_a_cut_log_drops_the_undone_entries_that_continued_it(cli, game):
    _undo_two(game)
    _illegal_fourth(game)
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    tables = [d["table"] for d in _dropped(game)["dropped"]]
    assert tables == ["log", "log", "undone", "undone"]
    assert Session.open(game).save.undone == ()


def test_a_file_full_of_garbage_lines_is_read_in_one_pass(cli, game):
    """A bad line costs one parse: thousands of them and an array never closed are read at once."""
    import time

    text = game.read_text()
    game.write_text(
        text.replace("[options]", "garbage here\n" * 5000 + "x = [\n" + "1,\n" * 200 + "[options]")
    )
    start = time.monotonic()
    result = cli("verify", str(game), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert time.monotonic() - start < 10
    assert _moves(game) == list(MOVES)
    assert len(_dropped(game)["dropped"]) == 5000 + 201


def test_in_a_real_terminal_the_repair_asks_and_a_yes_repairs(referee_home, tmp_path):
    pexpect = pytest.importorskip("pexpect")
    plan = intended("looot", seed=21)
    path = tmp_path / "real.toml"
    write_save(path, "looot", plan, 12)
    head, _, rest = path.read_text().partition("n = 9\n")
    path.write_text(head + "n = 9\n" + re.sub(r'move = "[^"]*"', 'move = "trophy 99"', rest, count=1))
    env = referee_env(referee_home, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "referee", "verify", str(path), "--repair"],
        env=env,
        encoding="utf-8",
        timeout=30,
    )
    child.expect("Drop these 4 entries from the save")
    child.send("y")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.before
    assert "Dropped 4 entries" in child.before and len(Session.open(path).save.log) == 8
    assert len(list(tmp_path.glob("real.dropped-*.toml"))) == 1

"""Session: create, declare with autosave, load by replay, undo/redo, bad saves reported precisely."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.errors import IllegalMove, SaveError, UsageError
from saves import schema
from saves.session import Session


def new_session(tmp_path, players=("Ann", "Bob"), options=None):
    return Session.create(tmp_path / "g.toml", "stones", list(players), options or {})


def test_every_accepted_move_is_saved_at_once(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 5")
    s.declare("Ann: take 2")
    again = Session.open(tmp_path / "g.toml")
    assert [e.move for e in again.save.log] == ["pile 5", "take 2"]
    assert [e.by for e in again.save.log] == ["table", "Ann"]
    assert again.state == s.state


def test_illegal_move_changes_nothing_on_disk(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 2")
    before = (tmp_path / "g.toml").read_text()
    with pytest.raises(IllegalMove) as exc:
        s.declare("take 3")
    assert exc.value.violations[0].code == "bad_take"
    assert (tmp_path / "g.toml").read_text() == before


def test_wrong_player_is_refused_with_whose_turn_it_is(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 5")
    with pytest.raises(IllegalMove) as exc:
        s.declare("Bob: take 1")
    v = exc.value.violations[0]
    assert v.code == "wrong_player"
    assert "Ann" in v.message


def test_move_after_the_end_is_refused(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 1")
    s.declare("take 1")
    with pytest.raises(IllegalMove) as exc:
        s.declare("take 1")
    assert [v.code for v in exc.value.violations] == ["game_over"]


def test_undo_then_redo_restores_the_same_state(tmp_path, stones):
    s = new_session(tmp_path)
    for m in ("pile 7", "take 1", "take 2", "take 3"):
        s.declare(m)
    final = s.state
    s.undo(2)
    assert len(s.save.log) == 2 and len(s.save.undone) == 2
    reopened = Session.open(tmp_path / "g.toml")
    assert reopened.state == s.state
    reopened.redo(2)
    assert reopened.state == final
    assert [e.move for e in reopened.save.log] == ["pile 7", "take 1", "take 2", "take 3"]
    assert reopened.save.undone == ()


def test_a_new_move_after_undo_drops_the_redo_list(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 7")
    s.declare("take 1")
    s.undo()
    s.declare("take 3")
    assert s.save.undone == ()
    with pytest.raises(UsageError):
        s.redo()


def test_undo_more_than_the_log_is_a_usage_error(tmp_path, stones):
    s = new_session(tmp_path)
    with pytest.raises(UsageError):
        s.undo(1)


def test_house_rule_option_is_kept_and_checked(tmp_path, stones):
    s = new_session(tmp_path, options={"max_take": "2"})
    s.declare("pile 7")
    with pytest.raises(IllegalMove):
        s.declare("take 3")
    assert Session.open(tmp_path / "g.toml").save.options == {"max_take": "2"}
    with pytest.raises(UsageError, match="must be one of"):
        Session.create(tmp_path / "h.toml", "stones", ["A", "B"], {"max_take": "9"})
    with pytest.raises(UsageError, match="unknown house-rule"):
        Session.create(tmp_path / "h.toml", "stones", ["A", "B"], {"colour": "red"})


def test_creating_over_an_existing_save_is_refused(tmp_path, stones):
    new_session(tmp_path)
    with pytest.raises(UsageError, match="already exists"):
        new_session(tmp_path)


def _hand_edit(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_illegal_history_is_reported_with_its_log_entry_number(tmp_path, stones):
    s = new_session(tmp_path)
    for m in ("pile 5", "take 1", "take 1"):
        s.declare(m)
    path = tmp_path / "g.toml"
    text = path.read_text()
    text = text.replace('move = "take 1"\nby = "Bob"', 'move = "take 9"\nby = "Bob"')
    path.write_text(text.split("[snapshot]")[0] + "\n".join(text.split("[snapshot]")[1].splitlines()[3:]))
    with pytest.raises(SaveError) as exc:
        Session.open(path)
    assert exc.value.where == "log entry 3"
    assert "bad_take" in exc.value.reason


def test_hand_edited_history_is_noticed_by_the_digest(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 5")
    s.declare("take 1")
    _hand_edit(tmp_path / "g.toml", 'move = "take 1"', 'move = "take 2"')
    with pytest.raises(SaveError) as exc:
        Session.open(tmp_path / "g.toml")
    assert exc.value.where == "snapshot"


def test_broken_toml_reports_line_and_column(tmp_path, stones):
    new_session(tmp_path)
    path = tmp_path / "g.toml"
    path.write_text(path.read_text() + "\nplayers = [\n")
    with pytest.raises(SaveError) as exc:
        Session.open(path)
    assert exc.value.where.startswith("line ")
    assert "column" in exc.value.where


def test_newer_schema_asks_to_upgrade(tmp_path, stones):
    new_session(tmp_path)
    _hand_edit(tmp_path / "g.toml", f"schema = {schema.SCHEMA}", "schema = 99")
    with pytest.raises(SaveError, match="upgrade referee"):
        Session.open(tmp_path / "g.toml")


def test_utf8_bom_and_crlf_are_read(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 4")
    path = tmp_path / "g.toml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_text().replace("\n", "\r\n").encode())
    assert Session.open(path).state == s.state


def test_invalid_utf8_is_a_save_error_with_position(tmp_path, stones):
    new_session(tmp_path)
    path = tmp_path / "g.toml"
    path.write_bytes(path.read_bytes() + b"\n# \xff\xfe\n")
    with pytest.raises(SaveError) as exc:
        Session.open(path)
    assert exc.value.where.startswith("line ")


@pytest.mark.parametrize("bom", [b"", b"\xef\xbb\xbf"])
def test_a_bad_byte_is_placed_by_line_and_column_with_or_without_a_bom(bom: bytes):
    from saves.store import decode_text

    assert decode_text(bom + 'a = "é"\n'.encode(), Path("x.toml")) == 'a = "é"\n'
    with pytest.raises(SaveError) as exc:
        decode_text(bom + b"a = 1\nbc\xffd\n", Path("x.toml"))
    assert exc.value.where == "line 2, column 3"


def test_missing_save_is_a_save_error(tmp_path, stones):
    with pytest.raises(SaveError, match="no such save"):
        Session.open(tmp_path / "nope.toml")


def test_backup_keeps_the_previous_version(tmp_path, stones):
    s = new_session(tmp_path)
    s.declare("pile 4")
    before = (tmp_path / "g.toml").read_text()
    s.declare("take 1")
    assert (tmp_path / "g.toml.bak").read_text() == before


def test_schema_round_trip_keeps_every_field(stones):
    log = (
        schema.LogEntry(1, "pile 3", "table", "pile", 0, "t"),
        schema.LogEntry(2, "take 1", "Ann", "take", 1, "u"),
    )
    save = schema.SaveFile("stones", ("Ann", "Bob"), {"max_take": "3"}, log, (log[1],), "c", "u", "0.1.0")
    assert schema.decode(schema.encode(save), "x") == save

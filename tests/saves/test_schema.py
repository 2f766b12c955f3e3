"""The TOML form of a save: unknown keys kept, strict field types, the snapshot vouching for the log."""

from __future__ import annotations

import pytest

from referee.core.errors import SaveError
from saves import schema

AT = "2024-05-01T20:15:00+00:00"
LOG = (  # realistic lengths: tomli_w writes short tables inline, these as [[log]] tables
    schema.LogEntry(1, "pile 3", "table", "pile", 0, AT),
    schema.LogEntry(2, "take 1", "Ann", "take", 1, AT),
)


def _text(**changes: tuple[str, str]) -> str:
    text = schema.encode(schema.SaveFile("stones", ("Ann", "Bob"), {"max_take": "3"}, LOG, (), "c", "u"))
    for old, new in changes.values():
        assert old in text
        text = text.replace(old, new, 1)
    return text


def test_unknown_keys_are_kept_through_a_round_trip_and_noted():
    text = _text(
        top=("game = ", 'notes = "Friday"\ngame = '), entry=('by = "Ann"\n', 'by = "Ann"\nmood = "bold"\n')
    )
    save = schema.decode(text, "p")
    assert save.extra == {"notes": "Friday"} and dict(save.log[1].extra) == {"mood": "bold"}
    assert len(save.notes) == 2 and all("kept" in n for n in save.notes)
    again = schema.decode(schema.encode(save), "p")
    assert again == save


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("n = 2", "n = 2.0", "field 'n' must be a whole number"),
        ("n = 2", 'n = "2"', "field 'n' must be a whole number"),
        ("n = 2", "n = true", "field 'n' must be a whole number"),
        ("n = 2", "n = inf", "field 'n' must be a whole number"),
        ("round = 1", "round = nan", "field 'round' must be a whole number"),
        ('move = "take 1"', "move = 5", "field 'move' must be text"),
        ('by = "Ann"', 'by = ["Ann"]', "field 'by' must be text"),
        ('move = "take 1"\n', "", "missing field 'move'"),
    ],
)
def test_a_field_of_the_wrong_type_is_a_save_error_naming_the_entry(old, new, message):
    with pytest.raises(SaveError, match=message) as exc:
        schema.decode(_text(edit=(old, new)), "p")
    assert exc.value.where == "log entry 2"


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("entries = 2", "entries = 1", "snapshot digest differs"),
        ('\ndigest = "sha256:', '\ndigest = "sha256:0', "snapshot digest differs"),
        ("[snapshot]\nentries = 2\n", "", "[snapshot] table is missing"),
        ('max_take = "3"', 'max_take = "2"', "house rules were changed by hand"),
        ('    "Bob",', '    "Bea",', "players or the house rules were changed"),
        ('move = "take 1"', 'move = "take 2"', "snapshot digest differs"),
    ],
)
def test_the_snapshot_vouches_for_the_log(old, new, problem):
    text = _text(edit=(old, new))
    with pytest.raises(SaveError, match=problem.replace("[", r"\[")) as exc:
        schema.decode(text, "p")
    assert exc.value.where == "snapshot" and "referee verify" in exc.value.reason
    save = schema.decode(text, "p", check_digest=False)
    assert save.hand_edited and problem in save.snapshot_problem


def test_a_save_written_before_the_setup_digest_existed_still_loads():
    text = _text(edit=('setup_digest = "sha256:', 'old_setup = "sha256:'))
    save = schema.decode(text, "p")
    assert not save.hand_edited


def test_a_save_that_lost_its_schema_line_is_not_taken_for_schema_0():
    text = _text(edit=(f"schema = {schema.SCHEMA}\n", ""))
    with pytest.raises(SaveError, match="'schema' key is missing"):
        schema.decode(text, "p")

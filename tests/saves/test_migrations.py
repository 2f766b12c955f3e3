"""Schema versions: detection, the migration table, schema 0 -> 1, and the readings schemas 3 and 4 keep."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.core.errors import IllegalMove, SaveError
from referee.core.record import replace
from saves import migrations, schema
from saves.session import Session


def test_every_older_version_has_a_migration_step():
    assert schema.SCHEMA == migrations.CURRENT
    assert sorted(migrations.MIGRATIONS) == list(range(migrations.CURRENT))


@pytest.mark.parametrize(
    ("data", "version"),
    [
        ({"schema": 1, "game": "x"}, 1),
        ({"game": "x", "players": ["A"], "log": []}, 0),
        ({"schema": 0, "game": "x"}, 0),
    ],
)
def test_the_version_of_a_save(data, version):
    assert migrations.version_of(data, "p") == version


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"title": "not a save"}, "not a referee save"),
        ({"game": "x", "players": []}, "not a referee save"),  # no log: not even schema 0
        ({"schema": True}, "whole number"),
        ({"schema": "1"}, "whole number"),
        ({"schema": 1.0}, "whole number"),
        ({"schema": -1}, "unknown schema"),
        ({"schema": migrations.CURRENT + 1}, "upgrade referee"),
    ],
)
def test_what_is_not_a_known_version_is_a_save_error(data, message):
    with pytest.raises(SaveError, match=message):
        migrations.version_of(data, "p")


V0 = """\
game = "stones"
players = ["Ann", "Bob"]
created = "2024-01-01T00:00:00+00:00"

[options]
max_take = "3"

[[log]]
move = "pile 5"
by = "table"

[[log]]
move = "take 2"
by = "Ann"
at = "2024-01-01T00:01:00+00:00"
"""


def test_schema_0_is_migrated_to_the_current_schema_with_a_note():
    save = schema.decode(V0, "v0.toml")
    assert [(e.n, e.by, e.move, e.phase, e.round) for e in save.log] == [
        (1, "table", "pile 5", "", 0),
        (2, "Ann", "take 2", "", 0),
    ]
    assert save.log[1].at == "2024-01-01T00:01:00+00:00"
    assert save.created == "2024-01-01T00:00:00+00:00"
    assert not save.hand_edited  # schema 0 had no snapshot: nothing to vouch for
    assert any(f"migrated to schema {migrations.CURRENT}" in note for note in save.notes)
    again = schema.decode(schema.encode(save), "v1.toml")
    assert again == save and again.notes == () and f"schema = {migrations.CURRENT}" in schema.encode(save)


def test_a_schema_0_entry_without_its_move_is_a_save_error():
    with pytest.raises(SaveError, match="missing field 'move'") as exc:
        schema.decode(V0.replace('move = "take 2"\n', ""), "v0.toml")
    assert exc.value.where == "log entry 2"


def test_a_session_opens_a_schema_0_save_and_writes_the_current_schema(tmp_path, stones, capsys):
    from referee.commands.common import announce
    from saves.session import Session

    path = tmp_path / "old.toml"
    path.write_text(V0, encoding="utf-8")
    session = Session.open(path)
    assert capsys.readouterr().err == ""  # the files print nothing: the command says the notes
    announce(session)
    assert "migrated" in capsys.readouterr().err
    session.declare("take 1")
    assert (
        f"schema = {migrations.CURRENT}" in path.read_text() and (tmp_path / "old.toml.bak").read_text() == V0
    )
    assert [e.move for e in Session.open(path).save.log] == ["pile 5", "take 2", "take 1"]


def test_a_schema_1_save_loads_unchanged_its_digest_still_vouching_for_its_log(tmp_path, stones):
    """Schema 2 only adds overrides; a schema 1 save's log digest is computed the same way."""
    path = tmp_path / "v1.toml"
    Session.create(path, "stones", ["Ann", "Bob"], {}).declare("pile 5")
    text = path.read_text().replace(f"schema = {schema.SCHEMA}", "schema = 1")
    path.write_text(text)
    save = schema.decode(text, str(path))
    assert not save.hand_edited and [e.move for e in save.log] == ["pile 5"]
    assert any("schema 1 save" in note for note in save.notes)


@pytest.mark.parametrize(
    ("game", "players", "kept"),
    [
        ("guilds", ["Ann", "Bob"], {"moved_master": "becomes_liveryman", "end_2p": "track_only"}),
        ("pendulum", ["Ann", "Bob", "Cy"], {"general_reward": "extra", "fifth_worker": "void"}),
        ("looot", ["Ann", "Bob"], {}),
    ],
)
def test_a_schema_2_game_goes_on_under_the_readings_it_was_played_with(tmp_path, game, players, kept):
    """Issue 22 changed default readings: a game begun before keeps its own, as named house rules,
    and its setup digest still vouches for what it is played under."""
    path = tmp_path / "old.toml"
    options = {k: v for k, v in Session.create(path, game, players, {}).save.options.items() if k not in kept}
    path.write_text(schema.encode(replace(schema.decode(path.read_text(), "new"), options=options)))
    text = path.read_text().replace(
        f"schema = {schema.SCHEMA}", "schema = 2"
    )  # as a schema 2 referee wrote it
    path.write_text(text)
    save = schema.decode(text, str(path))
    assert save.options == options | kept and not save.hand_edited
    assert any("kept as house rules" in n for n in save.notes) == bool(kept)
    session = Session.open(path)
    assert session.save.options == options | kept and session.state is not None


def test_a_reading_the_schema_2_save_chose_itself_stays_its_own(tmp_path):
    path = tmp_path / "old.toml"
    made = Session.create(path, "guilds", ["Ann", "Bob"], {"moved_master": "stays_master"}).save
    options = {k: v for k, v in made.options.items() if k != "end_2p"}
    text = schema.encode(replace(made, options=options)).replace(f"schema = {schema.SCHEMA}", "schema = 2")
    save = schema.decode(text, "old.toml")
    assert save.options == options | {"end_2p": "track_only"} and options["moved_master"] == "stays_master"
    assert not save.hand_edited


def test_a_schema_3_guilds_game_keeps_its_pass_after_each_swap(tmp_path):
    """Issue 25 made a swap end the negotiator's chance (no `pass` after it); a game begun before
    has `swap` then `pass` in its log, so it keeps `negotiation = swap_then_pass` and replays."""
    moves = (Path(__file__).parent / "data" / "guilds_swap_then_pass.moves").read_text().splitlines()
    assert moves[-2:] == ["Bob: swap Cid", "Bob: pass"]  # the old golden game, to just after a swap
    path = tmp_path / "old.toml"
    session = Session.create(path, "guilds", ["Ann", "Bob", "Cid"], {"negotiation": "swap_then_pass"})
    for move in moves:
        session.declare(move)
    made = schema.decode(path.read_text(), "made")
    options = {k: v for k, v in made.options.items() if k != "negotiation"}  # as schema 3 wrote it
    text = schema.encode(replace(made, options=options)).replace(f"schema = {schema.SCHEMA}", "schema = 3")
    path.write_text(text)
    save = schema.decode(text, str(path))
    assert save.options == options | {"negotiation": "swap_then_pass"} and not save.hand_edited
    assert any("kept as house rules" in n for n in save.notes)
    reopened = Session.open(path, cached=False)
    assert [e.move for e in reopened.save.log][-2:] == ["swap Cid", "pass"]
    assert reopened.decision() is not None and reopened.decision().actor == "Bob"  # Bob's turn goes on


def test_a_swap_ends_the_negotiators_chance_in_a_new_game(tmp_path):
    """The same game under the published reading: after `Bob: swap Cid` the next negotiator, or the
    ranking, follows at once; Bob's `pass` is not asked (seed 环节三: 每位玩家有一次机会)."""
    moves = (Path(__file__).parent / "data" / "guilds_swap_then_pass.moves").read_text().splitlines()
    session = Session.create(tmp_path / "new.toml", "guilds", ["Ann", "Bob", "Cid"], {})
    for move in moves[:-1]:
        session.declare(move)
    opened = session.decisions()
    assert not any(d.kind == "negotiate" and d.actor == "Bob" for d in opened)
    with pytest.raises(IllegalMove):
        session.declare("Bob: pass")

"""The state cache: a hit skips the replay; a bad snapshot, an unwritable folder or verify never do harm."""

from __future__ import annotations

import errno
import marshal
import os
import pathlib
import random

import pytest

from referee.core.errors import SaveError
from referee.core.flow import Decision
from referee.core.record import replace
from saves import cache, paths, repair, schema, session, statecodec
from saves.schema import sha256
from saves.session import Session
from tests.kit.support import intended, write_save

MOVES = ("pile 7", "take 1", "take 2")


@pytest.fixture
def replays(monkeypatch):
    """The number of entries each call of `session.replay` replayed, in order."""
    calls: list[int] = []
    real = session.replay

    def counted(rules, state, log, path):
        calls.append(len(log))
        return real(rules, state, log, path)

    monkeypatch.setattr(session, "replay", counted)
    return calls


@pytest.fixture
def game(tmp_path, stones):
    """A Stones save with three moves, declared through a session (so its snapshot is stored)."""
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    for move in MOVES:
        s.declare(move)
    return s


def snapshots() -> list[pathlib.Path]:
    folder = paths.cache_dir()
    return sorted(folder.glob("*" + cache.SUFFIX)) if folder.is_dir() else []


def blob(key: tuple[str, ...], tree: object) -> bytes:
    """A snapshot file as `cache.store` writes it, for any key and tree (checksum included)."""
    body = marshal.dumps((key, tree))
    return cache.MAGIC + sha256(body).digest() + body


# -- hits --------------------------------------------------------------------------------------


def test_a_hit_skips_the_replay_and_cached_false_replays(game, replays, referee_home):
    again = Session.open(game.path)
    assert replays == [] and again.state == game.state and hash(again.state) == hash(game.state)
    assert Session.open(game.path, cached=False).state == game.state
    assert replays == [3]
    assert {p.parent for p in snapshots()} == {referee_home / "cache"}  # never beside the save
    assert len(snapshots()) == 3 and not list(game.path.parent.glob("*" + cache.SUFFIX))


def test_after_declare_undo_and_redo_the_next_command_hits(game, replays):
    for change in (lambda s: s.declare("take 1"), lambda s: s.undo(2), lambda s: s.redo(1)):
        s = Session.open(game.path)
        change(s)
        assert Session.open(game.path).state == s.state
    assert replays == []  # the undo too: the state of the shorter log was stored when it was played


def test_an_undo_to_a_log_not_in_the_cache_replays_it_and_stores_it(game, replays):
    for snapshot in snapshots():
        snapshot.unlink()
    s = Session.open(game.path)
    s.undo(1)
    assert Session.open(game.path).state == s.state
    assert replays == [3, 2]


def test_a_miss_replays_once_and_stores_the_state_for_the_next_command(game, replays):
    for snapshot in snapshots():
        snapshot.unlink()
    assert Session.open(game.path).state == game.state
    assert Session.open(game.path).state == game.state
    assert replays == [3]


def test_another_changed_the_save_meanwhile_its_state_comes_from_the_cache(game, replays):
    mine = Session.open(game.path)
    Session.open(game.path).declare("take 1")  # another window
    mine.declare("take 1")  # re-reads the save under the lock, then plays on from its state
    assert replays == [] and mine.state.pile == 2


@pytest.mark.parametrize("seed, n_players", [(3, 2), (4, 4)])
def test_states_of_looot_games_come_back_equal_to_the_replayed_ones(tmp_path, replays, seed, n_players):
    plan = intended("looot", seed, n_players)
    sizes = (1, 17, len(plan.moves) // 2, len(plan.moves))
    for upto in sizes:
        path = tmp_path / f"g{upto}.toml"
        write_save(path, "looot", plan, upto)
        replayed = Session.open(path).state  # a miss: replayed, then stored
        hit = Session.open(path).state
        assert hit == replayed and hash(hit) == hash(replayed) and repr(hit) == repr(replayed)
        assert Session.open(path, cached=False).state == replayed
    assert replays == [n for upto in sizes for n in (upto, upto)]  # the miss and cached=False


def test_the_key_covers_the_set_up_not_only_the_log(game, replays):
    other = replace(game.save, options={"max_take": "2"})
    assert cache.snapshot_key(other) != cache.snapshot_key(game.save)
    assert cache.load(other) is None and cache.load(game.save) == game.state
    seats = replace(game.save, players=("Bob", "Ann"))
    assert cache.load(seats) is None


# -- bad snapshots -----------------------------------------------------------------------------


def only_snapshot(game) -> pathlib.Path:
    path = cache.snapshot_path(cache.snapshot_key(game.save))
    assert path.is_file()
    return path


def assert_ignored(game, replays) -> None:
    """The snapshot is not used: the log is replayed, and the state is the true one."""
    assert cache.load(game.save) is None
    before = len(replays)
    assert Session.open(game.path).state == game.state
    assert replays[before:] == [3]
    assert cache.load(game.save) == game.state  # written again


def test_any_flipped_byte_is_noticed(game, replays):
    path = only_snapshot(game)
    good = path.read_bytes()
    rng = random.Random(5)
    for at in [0, len(cache.MAGIC), len(cache.MAGIC) + 31, len(good) - 1, *rng.sample(range(len(good)), 12)]:
        damaged = bytearray(good)
        damaged[at] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(damaged))
        assert_ignored(game, replays)


def test_a_truncated_or_empty_snapshot_is_ignored(game, replays):
    path = only_snapshot(game)
    good = path.read_bytes()
    for size in (0, 5, len(cache.MAGIC), len(cache.MAGIC) + 32, len(good) // 2, len(good) - 1):
        path.write_bytes(good[:size])
        assert_ignored(game, replays)


def test_a_snapshot_of_another_log_under_this_name_is_ignored(game, replays):
    shorter = replace(game.save, log=game.save.log[:2])
    foreign = cache.snapshot_path(cache.snapshot_key(shorter))
    assert foreign.is_file()  # stored when the second move was declared
    only_snapshot(game).write_bytes(foreign.read_bytes())
    assert_ignored(game, replays)


@pytest.mark.parametrize("part", [4, 5, 6], ids=["program-version", "code-fingerprint", "python"])
def test_a_snapshot_of_another_version_or_code_is_ignored(game, replays, part):
    key = cache.snapshot_key(game.save)
    tree = statecodec.encode(game.state, cache.allowed_modules("stones"))
    other = key[:part] + ("something else",) + key[part + 1 :]
    only_snapshot(game).write_bytes(blob(other, tree))
    assert_ignored(game, replays)
    only_snapshot(game).write_bytes(blob(key, tree))  # the same, with this key: used
    assert cache.load(game.save) == game.state


def test_a_new_program_version_does_not_read_the_old_snapshots(game, replays, monkeypatch):
    monkeypatch.setattr(cache, "__version__", "9.9.9")
    assert cache.load(game.save) is None
    assert Session.open(game.path).state == game.state and replays == [3]


@pytest.mark.parametrize(
    "tree",
    [
        ("R", "referee.core.frozen", "FrozenMap"),  # not a record
        ("R", "referee.registry", "Entry", "stones", "S", "S", "x.txt", "tests.fakegame"),  # another module
        ("R", "saves.schema", "LogEntry", 1, "pile 7", "table", "pile", 0, "t", ("T",)),
        ("R", "os", "system", "echo hi"),
        ("T", 1, 2),  # not a record at the top
        ["R", "tests.fakegame", "State"],  # a list where a tuple was
        {"state": 1},
    ],
    ids=["not-a-record", "registry", "schema", "os", "tuple", "list", "dict"],
)
def test_a_snapshot_naming_what_a_state_cannot_hold_is_ignored(game, replays, tree):
    only_snapshot(game).write_bytes(blob(cache.snapshot_key(game.save), tree))
    assert_ignored(game, replays)


def test_bytes_marshal_cannot_read_behind_a_good_checksum_are_ignored(game, replays):
    body = b"\xff\x00garbage"
    only_snapshot(game).write_bytes(cache.MAGIC + sha256(body).digest() + body)
    assert_ignored(game, replays)


def test_a_trusted_snapshot_is_used_as_it_is(game, replays):
    """The counterpart of the tests above: a well-formed snapshot for this key is believed."""
    planted = replace(game.state, pile=99)
    tree = statecodec.encode(planted, cache.allowed_modules("stones"))
    only_snapshot(game).write_bytes(blob(cache.snapshot_key(game.save), tree))
    assert Session.open(game.path).state == planted and replays == []


def test_a_state_the_codec_cannot_encode_is_not_cached(game):
    deferred = Decision("take", "Ann", lambda: "take stones")
    state = replace(game.state, ctx=replace(game.state.ctx, stack=(deferred,)))
    other = replace(game.save, log=game.save.log[:1])
    cache.snapshot_path(cache.snapshot_key(other)).unlink()
    cache.store(other, state)
    assert not cache.snapshot_path(cache.snapshot_key(other)).exists() and cache.load(other) is None


# -- verify and hand edits ---------------------------------------------------------------------


def test_verify_replays_every_entry_and_never_reads_the_cache(game, replays, monkeypatch):
    planted = replace(game.state, pile=99)  # a snapshot that Session.open would believe
    tree = statecodec.encode(planted, cache.allowed_modules("stones"))
    only_snapshot(game).write_bytes(blob(cache.snapshot_key(game.save), tree))
    assert Session.open(game.path).state.pile == 99
    monkeypatch.setattr(cache, "load", lambda save: pytest.fail("verify read the cache"))
    check = repair.examine(game.path)
    assert check.problem is None and check.session.state == game.state
    assert replays == [1, 1, 1]  # entry by entry
    from typer.testing import CliRunner

    from referee.cli import app

    result = CliRunner().invoke(app, ["verify", str(game.path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output


def test_a_hand_edited_save_is_refused_as_before_even_with_its_log_in_the_cache(game, replays, monkeypatch):
    text = game.path.read_text()
    cut = text[: text.rindex("[[log]]")]  # the last move dropped: the log of two moves is in the cache
    assert cache.load(replace(game.save, log=game.save.log[:2])) is not None
    game.path.write_text(cut)
    loads: list[object] = []
    monkeypatch.setattr(cache, "load", lambda save: loads.append(save))
    with pytest.raises(SaveError) as cached:
        Session.open(game.path)
    with pytest.raises(SaveError) as uncached:
        Session.open(game.path, cached=False)
    assert cached.value.where == "snapshot" and str(cached.value) == str(uncached.value)
    assert loads == [] and replays == [2, 2]


# -- an unwritable cache -----------------------------------------------------------------------


def test_a_cache_folder_that_cannot_be_made_never_fails_and_prints_nothing(game, capsys, referee_home):
    for snapshot in snapshots():
        snapshot.unlink()
    (referee_home / "cache").rmdir()
    (referee_home / "cache").write_text("a file where the folder should be")
    s = Session.open(game.path)
    s.declare("take 1")
    s.undo(1)
    assert Session.open(game.path).state == s.state
    assert capsys.readouterr() == ("", "")


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES])
def test_a_full_or_read_only_cache_never_fails_a_command(game, code, monkeypatch, capsys):
    from typer.testing import CliRunner

    from referee.cli import app

    real = pathlib.Path.write_bytes
    folder = str(paths.cache_dir())

    def refused(self, data):
        if str(self).startswith(folder):
            raise OSError(code, os.strerror(code), str(self))
        return real(self, data)

    monkeypatch.setattr(pathlib.Path, "write_bytes", refused)
    for snapshot in snapshots():
        snapshot.unlink()
    result = CliRunner().invoke(app, ["move", str(game.path), "take 1"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("✓ take 1") and "cache" not in result.output.lower()
    assert snapshots() == [] and [p.name for p in paths.cache_dir().iterdir()] == []  # no temp file left
    assert Session.open(game.path).state.pile == 3


# -- a bounded folder --------------------------------------------------------------------------


def test_the_folder_keeps_the_newest_snapshots_and_never_the_one_just_written(game, monkeypatch):
    monkeypatch.setattr(cache, "MAX_FILES", 8)
    monkeypatch.setattr(cache, "KEEP", 5)
    folder = paths.cache_dir()
    for snapshot in snapshots():
        snapshot.unlink()
    old = []
    for i in range(8):
        p = folder / f"{i:02d}{cache.SUFFIX}"
        p.write_bytes(b"x")
        os.utime(p, ns=(10**18 + i, 10**18 + i))  # in the future: newer than anything written now
        old.append(p.name)
    s = Session.open(game.path)  # a miss: stored (the ninth file), then the folder is trimmed
    assert cache.load(s.save) == s.state
    names = sorted(p.name for p in folder.iterdir())
    assert len(names) == 5 and cache.snapshot_path(cache.snapshot_key(s.save)).name in names
    assert set(names) - {cache.snapshot_path(cache.snapshot_key(s.save)).name} == set(old[-4:])


# -- the fingerprint of the code ---------------------------------------------------------------


def test_the_fingerprint_changes_with_the_code_and_only_then(tmp_path, monkeypatch):
    package = tmp_path / "fpgame"
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("X = 1\n")
    (package / "data" / "cards.toml").write_text("a = 1\n")
    (package / "__pycache__").mkdir()
    monkeypatch.syspath_prepend(str(tmp_path))
    measure = cache.fingerprint.__wrapped__
    first = measure("fpgame")
    assert first is not None and measure("fpgame") == first
    (package / "__pycache__" / "x.pyc").write_bytes(b"compiled")  # not code that is read
    (package / "notes.txt").write_text("not code")
    assert measure("fpgame") == first
    changes = [
        lambda: (package / "__init__.py").write_text("X = 22\n"),  # another size
        lambda: os.utime(package / "__init__.py", ns=(1, 1)),  # the same size, another time
        lambda: (package / "data" / "cards.toml").write_text("a = 12\n"),  # a data file
        lambda: (package / "rules.py").write_text(""),  # a new module
    ]
    seen = {first}
    for change in changes:
        change()
        now = measure("fpgame")
        assert now not in seen
        seen.add(now)
    assert measure("no_such_game_module") is None


def test_schema_digest_is_what_the_key_uses(game):
    assert cache.snapshot_key(game.save)[1] == schema.digest(game.save.log)


def test_commands_one_after_another_replay_nothing(game, replays):
    from typer.testing import CliRunner

    from referee.cli import app

    runner = CliRunner()
    for args in (["move", str(game.path), "take 1"], ["status", str(game.path)], ["undo", str(game.path)]):
        assert runner.invoke(app, args, catch_exceptions=False).exit_code == 0, args
    assert replays == []


def test_the_cache_folder_is_the_users_cache_or_under_referee_home(referee_home, monkeypatch):
    import platformdirs

    assert paths.cache_dir() == referee_home / "cache"
    monkeypatch.delenv("REFEREE_HOME")
    assert paths.cache_dir() == platformdirs.user_cache_path("referee", appauthor=False)
    assert paths.cache_dir() != paths.saves_dir()

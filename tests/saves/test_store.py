"""Atomic writes: the backup, hidden temp files and their cleanup, file modes, clear OS errors."""

from __future__ import annotations

import errno
import os

import pytest

from referee.core.errors import SaveError
from saves import store


def test_a_write_replaces_the_file_and_keeps_the_previous_ones_as_backups(tmp_path):
    path = tmp_path / "g.toml"
    store.write_atomic(path, "one")
    assert not store.backup_path(path).exists()
    store.write_atomic(path, "two")
    store.write_atomic(path, "three")
    assert path.read_text() == "three" and store.backup_path(path).read_text() == "two"
    assert store.backup_path(path, 1).read_text() == "one"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.toml", "g.toml.bak", "g.toml.bak.1"]


def test_the_mode_of_an_existing_save_is_kept(tmp_path):
    path = tmp_path / "g.toml"
    store.write_atomic(path, "one")
    path.chmod(0o640)
    store.write_atomic(path, "two")
    assert path.stat().st_mode & 0o777 == 0o640


def test_temps_left_by_a_killed_writer_are_removed_by_the_next_write_of_that_save_only(tmp_path):
    path = tmp_path / "g.toml"
    other = tmp_path / "g.toml.x.toml"  # a save whose name starts like g.toml's temps
    mine = [tmp_path / ".g.toml.abcd1234.tmp", tmp_path / ".g.toml.bak-0123abcd.tmp"]
    theirs = [tmp_path / ".g.toml.x.toml.abcd1234.tmp", tmp_path / ".g.toml.lock"]
    for p in mine + theirs:
        p.write_text("x")
    assert sorted(store.stale_temps(path)) == sorted(mine)
    assert store.stale_temps(other) == [theirs[0]]
    store.write_atomic(path, "new")
    assert [p for p in mine + theirs if p.exists()] == theirs


def test_writing_into_a_missing_folder_is_a_save_error_and_creates_nothing(tmp_path):
    path = tmp_path / "gone" / "g.toml"
    with pytest.raises(SaveError, match="does not exist"):
        store.write_atomic(path, "x")
    assert not path.parent.exists()


def test_a_failed_write_leaves_the_save_and_no_temp(tmp_path, monkeypatch):
    path = tmp_path / "g.toml"
    store.write_atomic(path, "old")

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(store, "_write_all", full)
    with pytest.raises(SaveError, match="disk is full.*previous save is unchanged"):
        store.write_atomic(path, "new")
    assert path.read_text() == "old" and store.stale_temps(path) == []


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.ENOSPC, "disk is full"),
        (errno.EROFS, "read-only file system"),
        (errno.EACCES, "permission denied"),
        (errno.EFBIG, "larger than this system allows"),
        (errno.EIO, os.strerror(errno.EIO)),
    ],
)
def test_os_errors_are_described_in_plain_words(code, words):
    assert words in store.describe(OSError(code, os.strerror(code)))


def test_reading_a_save_in_a_missing_folder_names_the_folder(tmp_path):
    with pytest.raises(SaveError, match="folder .* does not exist"):
        store.read_text(tmp_path / "gone" / "g.toml")

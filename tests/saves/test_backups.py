"""Backups: the last versions rotate (.bak, .bak.1 … .bak.4), and a write that fails or is killed
never costs the version before the last change."""

from __future__ import annotations

import errno
import os

import pytest

from referee.core.errors import SaveError
from saves import store


def _fails(code: int):
    """An OS call that fails with `code`, whatever it is given."""

    def call(*args):
        raise OSError(code, os.strerror(code))

    return call


def _versions(path):
    return [store.backup_path(path, age).read_text() for age in range(store.BACKUPS)]


def test_the_last_five_versions_rotate_and_the_oldest_goes(tmp_path):
    path = tmp_path / "g.toml"
    for n in range(1, 8):
        store.write_atomic(path, f"v{n}")
    assert path.read_text() == "v7"
    assert _versions(path) == ["v6", "v5", "v4", "v3", "v2"]
    assert [p.name for p in store.backups(path)] == [
        "g.toml.bak",
        "g.toml.bak.1",
        "g.toml.bak.2",
        "g.toml.bak.3",
        "g.toml.bak.4",
    ]
    assert not store.backup_path(path, store.BACKUPS).exists()
    assert store.stale_temps(path) == []


def test_a_full_disk_leaves_every_backup_as_it_was(tmp_path, monkeypatch):
    """The backup used to be taken before the new text was written: after the failure the .bak was
    the save itself (one inode) and the version before the last change was gone."""
    path = tmp_path / "g.toml"
    for text in ("v1", "v2"):
        store.write_atomic(path, text)
    with monkeypatch.context() as m:
        m.setattr(store, "_write_all", _fails(errno.ENOSPC))
        with pytest.raises(SaveError, match="disk is full"):
            store.write_atomic(path, "v3")
    assert path.read_text() == "v2" and store.backup_path(path).read_text() == "v1"
    assert not os.path.samefile(path, store.backup_path(path))
    assert not store.backup_path(path, 1).exists() and store.stale_temps(path) == []


def test_a_write_stopped_between_its_backup_and_its_replace_loses_no_version(tmp_path, monkeypatch):
    path = tmp_path / "g.toml"
    for text in ("v1", "v2"):
        store.write_atomic(path, text)
    real_replace = os.replace

    def stopped(src, dst):
        if str(dst) == str(path):
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        return real_replace(src, dst)

    with monkeypatch.context() as m:
        m.setattr(os, "replace", stopped)
        with pytest.raises(SaveError):
            store.write_atomic(path, "v3")
    assert path.read_text() == "v2" and store.backup_path(path, 1).read_text() == "v1"
    store.write_atomic(path, "v3")  # the next write does not push a second copy of v2 down
    assert path.read_text() == "v3"
    assert [p.read_text() for p in store.backups(path)] == ["v2", "v1"]


def test_without_hard_links_the_backups_are_copies(tmp_path, monkeypatch):
    path = tmp_path / "g.toml"
    store.write_atomic(path, "v1")
    monkeypatch.setattr(os, "link", _fails(errno.EPERM))
    store.write_atomic(path, "v2")
    store.write_atomic(path, "v3")
    assert [p.read_text() for p in store.backups(path)] == ["v2", "v1"]
    assert store.stale_temps(path) == []


def test_the_readme_says_how_many_versions_are_kept_and_how_large_a_save_may_be():
    from pathlib import Path

    text = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8").split("## Your data")[1]
    data = " ".join(text.split())
    words = {5: "five"}
    assert f"The last {words[store.BACKUPS]} versions" in data
    assert f"NAME.toml.bak.{store.BACKUPS - 1}` (the oldest)" in data
    assert f"at most {store.MAX_BYTES // (1024 * 1024)} MB" in data


def test_a_new_copy_never_replaces_a_file_and_keeps_the_saves_permissions(tmp_path):
    save = tmp_path / "g.toml"
    store.write_atomic(save, "game")
    save.chmod(0o600)
    first = store.write_new(tmp_path / "g.dropped-20260101-120000.toml", b"one", like=save)
    second = store.write_new(tmp_path / "g.dropped-20260101-120000.toml", b"two", like=save)
    assert (first.name, second.name) == ("g.dropped-20260101-120000.toml", "g.dropped-20260101-120000-2.toml")
    assert first.read_bytes() == b"one" and second.read_bytes() == b"two"
    assert second.stat().st_mode & 0o777 == 0o600
    assert store.DROPPED.fullmatch(first.name) and store.DROPPED.fullmatch(second.name)

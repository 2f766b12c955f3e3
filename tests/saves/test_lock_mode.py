"""The lock file has the save's permissions: it was 0644 beside a 0600 save."""

from __future__ import annotations

import os
import stat

from saves import lock
from saves.session import Session


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_new_saves_lock_is_as_private_as_the_save(tmp_path, stones):
    old = os.umask(0o022)
    try:
        session = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
        session.declare("pile 9")
    finally:
        os.umask(old)
    assert _mode(session.path) == 0o600
    assert _mode(lock.lock_path(session.path)) == 0o600


def test_a_lock_follows_the_saves_mode_and_mends_an_old_one(tmp_path, stones):
    session = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    os.chmod(lock.lock_path(session.path), 0o644)  # as an older referee made it
    session.declare("pile 9")
    assert _mode(lock.lock_path(session.path)) == 0o600
    os.chmod(session.path, 0o640)  # a save the table shares with a group
    session.declare("take 1")
    assert _mode(session.path) == _mode(lock.lock_path(session.path)) == 0o640

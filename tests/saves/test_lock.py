"""Two writers on one save never lose a move: the lock serialises them and the stale one refreshes."""

from __future__ import annotations

import multiprocessing as mp

import pytest

from referee.core.errors import SaveError, UsageError
from saves import lock
from saves.session import Session


def test_a_stale_session_takes_the_other_writers_moves_first(tmp_path, stones):
    a = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    b = Session.open(tmp_path / "g.toml")
    a.declare("pile 9")
    b.declare("take 1")  # b had not seen "pile 9": it must reload, not overwrite
    final = Session.open(tmp_path / "g.toml")
    assert [e.move for e in final.save.log] == ["pile 9", "take 1"]


def test_a_held_lock_makes_the_second_writer_fail_with_save_is_busy(tmp_path, stones, monkeypatch):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {})
    monkeypatch.setenv("REFEREE_LOCK_WAIT", "0.1")
    with lock.locked(tmp_path / "g.toml"), pytest.raises(SaveError, match="save is busy"):
        _in_child(s.path, "pile 3")
    assert s.save.log == ()


def _declare_in_child(path, text, queue):
    import os

    from referee import registry

    registry.GAMES["stones"] = registry.Entry("stones", "Stones", "石子", "x", "tests.fakegame")
    os.environ["REFEREE_LOCK_WAIT"] = "0.1"
    try:
        Session.open(path).declare(text)
        queue.put("ok")
    except SaveError as exc:
        queue.put(str(exc))


def _in_child(path, text):
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    proc = ctx.Process(target=_declare_in_child, args=(path, text, queue))
    proc.start()
    proc.join(20)
    result = queue.get(timeout=5)
    if result != "ok":
        raise SaveError(str(path), result)


def test_many_processes_declaring_at_once_lose_no_move(tmp_path, stones):
    s = Session.create(tmp_path / "g.toml", "stones", ["Ann", "Bob"], {"max_take": "3"})
    s.declare("pile 10")
    ctx = mp.get_context("fork")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_declare_with_wait, args=(s.path, queue)) for _ in range(6)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(30)
    results = [queue.get(timeout=5) for _ in procs]
    final = Session.open(s.path)
    accepted = results.count("ok")
    assert len(final.save.log) == 1 + accepted
    assert accepted == 6


def _declare_with_wait(path, queue):
    from referee import registry

    registry.GAMES["stones"] = registry.Entry("stones", "Stones", "石子", "x", "tests.fakegame")
    try:
        Session.open(path).declare("take 1")
        queue.put("ok")
    except Exception as exc:  # reported to the parent, which asserts on it
        queue.put(repr(exc))


@pytest.mark.parametrize("value", ["abc", "-1", "nan", "inf", "1e999"])
def test_a_bad_lock_wait_is_a_usage_error_when_a_lock_is_taken(tmp_path, monkeypatch, value):
    """It used to be parsed at import: `REFEREE_LOCK_WAIT=abc` made every command an internal error,
    and `nan` would have waited for ever."""
    monkeypatch.setenv("REFEREE_LOCK_WAIT", value)
    with pytest.raises(UsageError, match="REFEREE_LOCK_WAIT"), lock.locked(tmp_path / "g.toml"):
        pass


def test_lock_wait_zero_and_fractions_are_seconds(monkeypatch):
    for raw, seconds in (("0", 0.0), (" 0.25 ", 0.25), ("", lock.DEFAULT_WAIT)):
        monkeypatch.setenv("REFEREE_LOCK_WAIT", raw)
        assert lock.wait_seconds() == seconds

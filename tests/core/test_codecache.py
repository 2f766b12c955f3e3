"""core.codecache: the code records generate is compiled once, then read back in later processes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from referee.core import codecache

SOURCE = "def __init__(self, a, b=2):\n    self.total = a + b\n"


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """The cache in a folder of the test's own, nothing read or compiled yet."""
    file = tmp_path / "__pycache__" / "records.test.marshal"
    monkeypatch.setattr(codecache, "cache_file", lambda: file)
    monkeypatch.setattr(codecache, "_codes", None)
    monkeypatch.setattr(codecache, "_new", [])
    monkeypatch.setattr(codecache.atexit, "register", lambda fn: None)  # saved by hand below
    return file


def _run(code) -> int:
    namespace: dict[str, object] = {}
    exec(code, {}, namespace)  # noqa: S102
    obj = type("Obj", (), {"__init__": namespace["__init__"]})(1)
    return obj.total  # type: ignore[attr-defined]


def _restart(monkeypatch) -> None:
    """As a new process sees it: nothing read yet, nothing new."""
    monkeypatch.setattr(codecache, "_codes", None)
    monkeypatch.setattr(codecache, "_new", [])


def test_a_source_is_compiled_once_and_read_back_by_the_next_process(fresh, monkeypatch):
    assert _run(codecache.compiled(SOURCE)) == 3
    assert codecache.compiled(SOURCE) is codecache.compiled(SOURCE)  # once in a process
    codecache._save()
    assert fresh.is_file()
    _restart(monkeypatch)

    def refuse(*args, **kwargs):
        raise AssertionError("compiled again although the file has it")

    monkeypatch.setattr(codecache, "compile", refuse, raising=False)  # shadows the builtin
    assert _run(codecache.compiled(SOURCE)) == 3


@pytest.mark.parametrize(
    "content",
    [b"garbage", codecache._MAGIC + b"\x00\x01broken", b"referee-record-code 1 cpython-299 4\n" + b"x"],
)
def test_a_damaged_or_foreign_file_is_ignored_and_replaced(fresh, content):
    fresh.parent.mkdir()
    fresh.write_bytes(content)
    assert _run(codecache.compiled(SOURCE)) == 3
    codecache._save()
    assert fresh.read_bytes().startswith(codecache._MAGIC)
    assert SOURCE in codecache._read(fresh)


def test_what_another_process_wrote_meanwhile_is_kept(fresh, monkeypatch):
    codecache.compiled(SOURCE)
    codecache._save()
    _restart(monkeypatch)
    other = "def __eq__(self, other):\n    return True\n"
    codecache._loaded()  # read before the other process writes
    monkeypatch.setattr(codecache, "_codes", {})  # this process saw nothing of the file
    codecache.compiled(other)
    codecache._save()
    assert set(codecache._read(fresh)) == {SOURCE, other}


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder anyway")
def test_a_folder_that_cannot_be_written_only_means_compiling_every_time(fresh):
    fresh.parent.mkdir()
    fresh.parent.chmod(0o500)
    try:
        assert _run(codecache.compiled(SOURCE)) == 3
        codecache._save()  # quietly nothing
        assert not fresh.exists()
    finally:
        fresh.parent.chmod(0o700)


def test_the_program_writes_the_file_at_exit_and_records_still_work(tmp_path):
    """In a real process: the program's records compile through the cache and the file is written
    when the process ends (atexit), in the package's __pycache__ folder."""
    script = (
        "from referee.core import codecache\n"
        "from pathlib import Path\n"
        f"codecache.cache_file = lambda: Path({str(tmp_path / 'records.marshal')!r})\n"
        "from referee.core.record import record\n"
        "@record\n"
        "class P:\n"
        "    x: int\n"
        "    y: int = 5\n"
        "assert P(1) == P(1, 5) and hash(P(1)) == hash((1, 5))\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True)
    kept = codecache._read(tmp_path / "records.marshal")
    assert any("def __init__(self, x, y=" in s for s in kept) and any("__eq__" in s for s in kept)

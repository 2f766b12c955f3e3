"""Disk problems: a full disk, a read-only folder, a missing folder give a clear message, exit 4,
and leave the previous save exactly as it was (no temp file left behind either).

Where the system allows it the problem is real: a tiny tmpfs filled to the last byte and a
read-only bind mount, both inside a private mount namespace (`unshare`), and a file-size limit
(RLIMIT_FSIZE) on the `referee` process. Tests run as root here, and root ignores permission bits,
so `chmod 0o500` only proves something for other users: that variant runs when not root. Every
case is also simulated in-process (ENOSPC / EROFS from the OS calls), which always runs.
"""

from __future__ import annotations

import errno
import functools
import json
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from referee.core.errors import SaveError
from saves import store
from saves.session import Session
from tests.kit.support import (
    TRACKED,
    intended,
    logged,
    referee_cmd,
    referee_env,
    run_referee,
    write_save,
)

UPTO = 12  # moves already in the save


def _game_save(game: str, folder: Path, name: str = "g"):
    plan = intended(game, seed=11)
    path = folder / f"{name}.toml"
    write_save(path, game, plan, UPTO)
    return path, plan


def _only_in(folder: Path, os_call, code: int):
    """`os_call`, failing with `code` for files inside `folder` (the other calls go through)."""

    @functools.wraps(os_call)
    def fake(*args, **kwargs):
        target = args[0]
        if isinstance(target, int):  # a file descriptor: where does it point?
            target = os.readlink(f"/proc/self/fd/{target}")
        if str(target).startswith(str(folder)):
            raise OSError(code, os.strerror(code), str(target))
        return os_call(*args, **kwargs)

    return fake


needs_proc = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd")


# -- full disk -----------------------------------------------------------------------------------


@needs_proc
@pytest.mark.parametrize("game", TRACKED)
def test_full_disk_refuses_the_move_with_exit_4_and_keeps_the_save(game, referee_home, cli, monkeypatch):
    folder = referee_home / "saves"
    path, plan = _game_save(game, folder)
    before = path.read_bytes()
    with monkeypatch.context() as m:
        m.setattr(os, "write", _only_in(folder, os.write, errno.ENOSPC))
        result = cli("move", str(path), plan.text(UPTO))
    assert result.exit_code == 4
    assert "disk is full" in result.output and "previous save is unchanged" in result.output
    assert "Traceback" not in result.output
    assert path.read_bytes() == before
    assert store.stale_temps(path) == []
    assert cli("move", str(path), plan.text(UPTO)).exit_code == 0  # room again: the move goes in


@needs_proc
@pytest.mark.parametrize("game", TRACKED)
def test_a_move_that_could_not_be_saved_is_not_half_accepted(game, referee_home, monkeypatch):
    folder = referee_home / "saves"
    path, plan = _game_save(game, folder)
    session = Session.open(path)
    save, state = session.save, session.state
    with monkeypatch.context() as m:
        m.setattr(os, "write", _only_in(folder, os.write, errno.ENOSPC))
        with pytest.raises(SaveError, match="disk is full"):
            session.declare(plan.text(UPTO))
        with pytest.raises(SaveError, match="disk is full"):
            session.undo(2)
    assert session.save == save and session.state == state
    session.declare(plan.text(UPTO))
    assert logged(Session.open(path).save.log) == list(plan.moves[: UPTO + 1])


@pytest.mark.parametrize("game", TRACKED)
def test_a_file_size_limit_on_the_real_process_is_exit_4_and_the_save_unchanged(game, referee_home):
    path, plan = _game_save(game, referee_home / "saves")
    before = path.read_bytes()
    limit = len(before) // 2

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    done = subprocess.run(
        referee_cmd("move", str(path), plan.text(UPTO)),
        env=referee_env(referee_home),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=limited,
    )
    assert done.returncode == 4, done.stderr
    assert "cannot write" in done.stderr and "Traceback" not in done.stderr
    assert path.read_bytes() == before
    assert store.stale_temps(path) == []


# -- real full disk and read-only folder in a private mount namespace -----------------------------

_NAMESPACE_CHILD = r"""
import json, os, subprocess, sys
mode, folder, save_name, move, data_file = sys.argv[1:6]
if mode == "full":
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", folder], check=True)
    with open(data_file, "rb") as src, open(os.path.join(folder, save_name), "wb") as dst:
        dst.write(src.read())
    fd = os.open(os.path.join(folder, "filler"), os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError:
        pass
    try:
        while True:
            os.write(fd, b"\0")
    except OSError:
        pass
    os.close(fd)
else:
    subprocess.run(["mount", "--bind", folder, folder], check=True)
    subprocess.run(["mount", "-o", "remount,bind,ro", folder], check=True)
save = os.path.join(folder, save_name)
cmd = [sys.executable, "-m", "referee", "move", save, move]
done = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
with open(save, "rb") as f:
    after = f.read()
with open(data_file, "rb") as f:
    unchanged = f.read() == after
left = sorted(n for n in os.listdir(folder) if n.endswith(".tmp"))
print(json.dumps({"rc": done.returncode, "err": done.stderr, "unchanged": unchanged, "temps": left}))
"""


@functools.cache
def _unshare() -> list[str] | None:
    """A command prefix giving a private mount namespace in which we may mount, or None."""
    if not shutil.which("unshare") or not shutil.which("mount"):
        return None
    for prefix in (["unshare", "--user", "--map-root-user", "--mount"], ["unshare", "--mount"]):
        probe = "mount -t tmpfs -o size=16k tmpfs /mnt"  # in the private namespace only
        try:
            ok = subprocess.run([*prefix, "sh", "-c", probe], capture_output=True, timeout=20).returncode == 0
        except (OSError, subprocess.TimeoutExpired):
            ok = False
        if ok:
            return prefix
    return None


def _in_namespace(mode: str, folder: Path, path: Path, move: str, home: Path) -> dict:
    prefix = _unshare()
    if prefix is None:
        pytest.skip(
            "no private mount namespace here (unshare/mount not permitted); simulated in-process instead"
        )
    copy = folder.parent / "original.toml"
    copy.write_bytes(path.read_bytes())
    done = subprocess.run(
        [*prefix, sys.executable, "-c", _NAMESPACE_CHILD, mode, str(folder), path.name, move, str(copy)],
        env=referee_env(home),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("game", TRACKED)
def test_a_really_full_disk_is_exit_4_and_the_save_unchanged(game, referee_home, tmp_path):
    folder = tmp_path / "small-disk"
    folder.mkdir()
    path, plan = _game_save(game, tmp_path / "staging")
    report = _in_namespace("full", folder, path, plan.text(UPTO), referee_home)
    assert report["rc"] == 4, report
    assert "disk is full" in report["err"] and "Traceback" not in report["err"], report
    assert report["unchanged"] and report["temps"] == [], report


@pytest.mark.parametrize("game", TRACKED)
def test_a_really_read_only_folder_is_exit_4_and_the_save_unchanged(game, referee_home, tmp_path):
    folder = tmp_path / "read-only"
    path, plan = _game_save(game, folder)
    before = path.read_bytes()
    report = _in_namespace("ro", folder, path, plan.text(UPTO), referee_home)
    assert report["rc"] == 4, report
    assert "read-only" in report["err"] and "Traceback" not in report["err"], report
    assert report["unchanged"] and report["temps"] == [], report
    assert path.read_bytes() == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores permission bits; see the namespace test")
@pytest.mark.parametrize("game", TRACKED)
def test_a_folder_without_write_permission_is_exit_4_and_the_save_unchanged(game, referee_home):
    folder = referee_home / "saves"
    path, plan = _game_save(game, folder)
    before = path.read_bytes()
    folder.chmod(0o500)
    try:
        done = run_referee(referee_home, "move", str(path), plan.text(UPTO))
    finally:
        folder.chmod(0o700)
    assert done.returncode == 4 and "Traceback" not in done.stderr, done.stderr
    assert "permission denied" in done.stderr
    assert path.read_bytes() == before


@pytest.mark.parametrize("game", TRACKED)
def test_a_read_only_file_system_simulated_is_exit_4(game, referee_home, cli, monkeypatch):
    folder = referee_home / "saves"
    path, plan = _game_save(game, folder)
    before = path.read_bytes()
    with monkeypatch.context() as m:
        m.setattr(os, "open", _only_in(folder, os.open, errno.EROFS))
        m.setattr(os, "link", _only_in(folder, os.link, errno.EROFS))
        result = cli("move", str(path), plan.text(UPTO))
        undo = cli("undo", str(path))
    for r in (result, undo):
        assert r.exit_code == 4 and "read-only" in r.output and "Traceback" not in r.output, r.output
    assert path.read_bytes() == before
    assert cli("status", str(path)).exit_code == 0  # reading still works


# -- missing folder -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", TRACKED)
def test_a_new_save_in_a_missing_folder_is_exit_4_and_creates_nothing(game, cli, tmp_path):
    plan = intended(game, seed=1)
    target = tmp_path / "no-such-folder" / "deeper" / "g.toml"
    result = cli("new", game, "--players", ",".join(plan.players), "--save", str(target), "--no-input")
    assert result.exit_code == 4
    assert "does not exist" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "no-such-folder").exists()


@pytest.mark.parametrize("game", TRACKED)
def test_a_folder_that_vanished_during_the_game_is_exit_4_and_never_recreated(game, cli, tmp_path):
    folder = tmp_path / "usb-stick"
    path, plan = _game_save(game, folder)
    session = Session.open(path)
    save, state = session.save, session.state
    folder.rename(tmp_path / "elsewhere")
    with pytest.raises(SaveError, match="does not exist"):
        session.declare(plan.text(UPTO))
    assert session.save == save and session.state == state
    assert not folder.exists()
    result = cli("move", str(path), plan.text(UPTO))
    assert result.exit_code == 4 and "does not exist" in result.output
    assert not folder.exists()


def test_a_saves_folder_that_is_a_file_is_exit_4(cli, referee_home):
    referee_home.mkdir(parents=True)
    (referee_home / "saves").write_text("not a folder")
    game = TRACKED[0]
    players = ",".join(intended(game, seed=1).players)
    result = cli("new", game, "--players", players, "--name", "x", "--no-input")
    assert result.exit_code == 4 and "not a folder" in result.output, result.output
    assert (referee_home / "saves").read_text() == "not a folder"


def test_the_saves_folder_is_created_on_first_use(cli, referee_home):
    assert not referee_home.exists()
    game = TRACKED[0]
    players = ",".join(intended(game, seed=1).players)
    result = cli("new", game, "--players", players, "--name", "first", "--no-input")
    assert result.exit_code == 0, result.output
    assert (referee_home / "saves" / "first.toml").is_file()

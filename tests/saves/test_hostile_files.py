"""Save paths that are not a plain save: a FIFO, a device, a huge file, a symbolic link, deep nesting,
a name the system cannot hold. Each is exit 4 with a clear message (or, for a link, written through),
never a hang, a traceback or a save split in two."""

from __future__ import annotations

import os
import resource
import subprocess
from pathlib import Path

import pytest

from saves import schema, store
from saves.session import Session
from tests.kit.support import intended, logged, write_save
from tests.saves.limited import run_limited

GAME = "looot"
UPTO = 12


@pytest.fixture
def plan():
    return intended(GAME, seed=21)


@pytest.fixture
def save(tmp_path, plan) -> Path:
    path = tmp_path / "g.toml"
    write_save(path, GAME, plan, UPTO)
    return path


def _refused(result, *words: str) -> None:
    assert result.exit_code == 4, result.output
    assert "Traceback" not in result.output and "Internal error" not in result.output, result.output
    for word in words:
        assert word in result.output, result.output


def _bounded(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The real CLI with 20 s and 1 GB at most: reading a device or a FIFO once hung or grew for ever."""

    def limits() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    return run_limited(home, *args, limits=limits, timeout=20)[0]


# -- not a regular file, too large ----------------------------------------------------------------


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_device_is_refused_without_being_read(referee_home):
    done = _bounded(referee_home, "status", "/dev/full")
    assert done.returncode == 4, done.stderr
    assert "not a save file: it is a device" in done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_named_like_a_save_is_refused_at_once(referee_home, tmp_path):
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    for args in (("status", str(fifo)), ("verify", str(fifo), "--repair", "--yes")):
        done = _bounded(referee_home, *args)
        assert done.returncode == 4, done.stderr
        assert "named pipe (FIFO)" in done.stderr


def test_a_file_larger_than_the_cap_is_refused_unread(cli, tmp_path, monkeypatch):
    huge = tmp_path / "huge.toml"
    with huge.open("wb") as f:
        f.truncate(store.MAX_BYTES + 1)  # sparse: nothing is really written
    monkeypatch.setattr(os, "read", lambda *a: pytest.fail("a file over the cap was read"))
    _refused(cli("status", str(huge)), "larger than 16 MB")


def test_a_save_of_exactly_the_cap_is_read(tmp_path):
    path = tmp_path / "cap.toml"
    path.write_bytes(b"#" * store.MAX_BYTES)
    assert len(store.read_bytes(path)) == store.MAX_BYTES


# -- symbolic links --------------------------------------------------------------------------------


def test_a_save_that_is_a_link_is_written_through_it(cli, tmp_path, save, plan):
    """It used to become a plain file at the first move: the file it pointed to (in a synced folder,
    say) never got the move, and the game split in two."""
    synced = tmp_path / "synced"
    synced.mkdir()
    target = synced / "friday.toml"
    save.rename(target)
    link = tmp_path / "saves" / "friday.toml"
    link.parent.mkdir()
    link.symlink_to(target)
    for i in (UPTO, UPTO + 1):
        result = cli("move", str(link), plan.text(i))
        assert result.exit_code == 0, result.output
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert logged(Session.open(target).save.log) == list(plan.moves[: UPTO + 2])
    assert sorted(p.name for p in link.parent.iterdir()) == ["friday.toml"]  # nothing beside the link
    assert store.backup_path(link) == synced / "friday.toml.bak"
    assert len(schema.decode(store.read_text(synced / "friday.toml.bak"), "b").log) == UPTO + 1
    assert cli("verify", str(link)).exit_code == 0


def test_a_link_to_nothing_says_so(cli, tmp_path):
    link = tmp_path / "gone.toml"
    link.symlink_to(tmp_path / "nowhere.toml")
    _refused(cli("status", str(link)), "a link to", "which does not exist")
    result = cli("new", GAME, "--players", "Ann,Bob", "--save", str(link), "--no-input")
    _refused(result, "cannot create the save", "which does not exist")
    assert link.is_symlink() and not (tmp_path / "nowhere.toml").exists()


# -- nesting and names --------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [40, 300, 1000])
def test_deeply_nested_toml_is_a_damaged_save(cli, save, plan, depth):
    """1,000 levels of `[` used to be "Internal error (RecursionError)", exit 1; 300 levels read
    but could not be written back."""
    text = save.read_text().replace("schema = ", f"deep = {'[' * depth}{']' * depth}\nschema = ", 1)
    save.write_text(text)
    for args in (
        ("status", str(save)),
        ("move", str(save), plan.text(UPTO)),
        ("verify", str(save)),
        ("verify", str(save), "--repair"),
    ):
        _refused(cli(*args), "nested more than 32 levels")
    assert save.read_text() == text


def test_nesting_a_save_may_have_is_fine(cli, save, plan):
    text = save.read_text().replace("schema = ", f"note = {'[' * 8}1{']' * 8}\nschema = ", 1)
    save.write_text(text)
    assert cli("move", str(save), plan.text(UPTO)).exit_code == 0


def test_a_save_path_too_long_for_the_system_is_a_clear_message(cli, tmp_path):
    for name in ("a" * 300 + ".toml", "b" * 240 + ".toml"):
        target = tmp_path / name
        result = cli("new", GAME, "--players", "Ann,Bob", "--save", str(target), "--no-input")
        _refused(result, "cannot create the save", "file name is too long")
    assert not any(p.name.startswith(("a", "b")) for p in tmp_path.iterdir())  # nothing was made


def test_the_longest_accepted_save_name_leaves_room_for_every_side_file():
    longest = "x" * store.MAX_SAVE_NAME_BYTES
    assert len(f"{longest}.before-repair-20260101-120000-99".encode()) <= 255
    assert len(f".{longest}.bak-12345678.tmp".encode()) <= 255


# -- names that would drive the terminal ------------------------------------------------------------

ESC_NAME = "\x1b[31mred\x1b]0;owned\x07.toml"


def test_a_file_name_with_escape_characters_is_printed_escaped(cli, save):
    """Such a name used to be printed raw: the terminal ran its escape sequences."""
    odd = save.with_name(ESC_NAME)
    save.rename(odd)
    for args, shows_name in (
        (("status", str(odd)), True),
        (("status", str(odd) + ".gone.toml"), True),
        (("verify", str(odd), "--repair"), False),
    ):
        output = cli(*args).output
        assert "\x1b" not in output and "\x07" not in output, output
        assert ("\\x1b[31mred" in output) == shows_name, output


def test_list_escapes_names_skips_dropped_files_and_survives_a_dangling_link(cli, referee_home, plan):
    folder = referee_home / "saves"
    write_save(folder / ESC_NAME, GAME, plan, 2)
    (folder / "g.dropped-20260101-120000.toml").write_text('note = "dropped entries"\n')
    (folder / "gone.toml").symlink_to(folder / "nowhere.toml")
    result = cli("list")
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "\\x1b[31mred" in result.output
    assert "dropped" not in result.output
    assert "gone" in result.output and "a link to" in result.output


def test_a_player_name_with_control_characters_in_a_save_is_refused(cli, save):
    text = save.read_text().replace('"Ann"', '"Ann\\u001b[2J"', 1)
    save.write_text(text)
    _refused(cli("status", str(save)), "'players' must be a non-empty list of names")

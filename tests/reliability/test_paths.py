"""Paths: a save *name* never leaves the saves folder. `../x`, absolute paths given as a name, NUL
and control characters, very long names: each is refused with a clear message (exit 2) and nothing
is written anywhere. (A SAVE argument with a `/` or ending in `.toml` is a path the user chose, by
design; names are what `--name` and bare SAVE words are.)
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.core.errors import UsageError
from saves import paths, store
from tests.kit.support import STRESS, TRACKED, intended

BAD_NAMES = [
    "../x",
    "../../etc/passwd",
    "a/../../b",
    "..",
    ".",
    "",
    " ",
    "/tmp/abs",
    "/etc/passwd",
    "~/x",
    "~",
    "x/y",
    "x\\y",
    ".hidden",
    "-rf",
    "x\x00y",
    "x\n",  # `$` in a regex matches before a final newline: this one slipped through once
    "a\nb",
    "a\rb",
    "tab\tname",
    "\x1b[31mred",
    "del\x7f",
    "zero\u200bwidth",
    "rtl\u202eexe.toml",
    "a" * 65,
    "a" * 5000,
    "𝒜" * 64,  # 64 characters but 256 bytes: more than a file name may hold
    "x..y",
]


@pytest.mark.parametrize("bad", BAD_NAMES, ids=[repr(b)[:30] for b in BAD_NAMES])
def test_a_bad_save_name_is_refused_with_a_clear_message(bad, cli, referee_home, tmp_path):
    game = TRACKED[0]
    players = ",".join(intended(game, seed=1).players)
    before = sorted(p for p in tmp_path.rglob("*"))
    result = cli("new", game, "--players", players, "--name", bad, "--no-input")
    assert result.exit_code == 2, result.output
    assert "not a usable save name" in result.output
    assert len(result.output) < 600  # a 5000-character name is not echoed back in full
    assert sorted(p for p in tmp_path.rglob("*")) == before  # nothing written, anywhere


@pytest.mark.parametrize("bad", [b for b in BAD_NAMES if "/" not in b and not b.endswith(".toml")])
@pytest.mark.parametrize("command", ["status", "verify", "history", "undo"])
def test_a_bad_save_name_given_to_other_commands_is_exit_2(bad, command, cli):
    result = cli(command, bad)
    assert result.exit_code in (2, 4), result.output  # 4: the word names an existing path, e.g. "."


def test_a_very_long_save_argument_is_not_a_traceback(cli):
    for arg in ("a" * 5000, "a" * 300 + ".toml", "dir/" + "b" * 5000):
        result = cli("status", arg)
        assert result.exit_code in (2, 4), result.output


def test_names_that_are_fine_land_in_the_saves_folder(referee_home):
    for good in ("friday", "周五局", "game-2.v1", "Ann_vs_Bob", "a" * 64, "é" * 64, "x.toml"):
        path = paths.named(good)
        assert path.parent == referee_home / "saves" and path.name.endswith(".toml")


@settings(max_examples=2000 if STRESS else 300)
@given(name=st.text(max_size=80))
def test_any_accepted_name_is_one_plain_file_in_the_saves_folder(name):
    try:
        path = paths.named(name)
    except UsageError:
        return
    folder = paths.saves_dir()
    assert path.parent == folder
    stem = path.name[: -len(paths.SUFFIX)]
    assert stem and not stem.startswith(".") and ".." not in stem
    assert all(c.isprintable() and c not in "/\\\x00" for c in stem)
    assert os.path.normpath(path) == str(path)
    # the longest name derived from it (temp file of the backup) still fits in a file name
    temp = store.temp_prefix(path) + "bak-12345678" + store.TEMP_SUFFIX
    assert len(temp.encode()) <= 255 and len(store.backup_path(path).name.encode()) <= 255


def test_a_path_given_on_purpose_is_used_as_it_is(tmp_path):
    assert paths.resolve(str(tmp_path / "a.toml")) == tmp_path / "a.toml"
    assert paths.resolve("../elsewhere/g.toml") == Path("../elsewhere/g.toml")

"""Settings and paths from outside: REFEREE_WIDTH, REFEREE_LOCK_WAIT, REFEREE_HOME and `~` in a path.

A value the program cannot use is a one-line warning (the width: output still works) or a clear
error with its exit code (a save path, the saves folder), never a traceback; a quoted `~/x` means
the home folder for every command, never a folder named `~` here.
"""

from __future__ import annotations

import pytest

from referee.core.errors import UsageError
from saves import lock
from tests.commands.test_score import LOOOT_SHEET
from tests.kit.support import no_traceback, referee_env, run_referee

# digits to `str.isdigit` but not to `int`: superscript two, Arabic-Indic 12, circled one
NOT_ASCII = ["²", "١٢", "①"]


@pytest.mark.parametrize("width", [*NOT_ASCII, "0", "abc", "99999"])
def test_an_unusable_width_is_a_one_line_warning(referee_home, width):
    """`REFEREE_WIDTH=²` was a traceback on every command, the internal-error handler's too."""
    env = referee_env(referee_home, REFEREE_WIDTH=width)
    done = run_referee(referee_home, "list", env=env)
    assert done.returncode == 0, done.stderr
    assert no_traceback(done.stderr), done.stderr
    warning = [line for line in done.stderr.splitlines() if "REFEREE_WIDTH" in line]
    assert len(warning) == 1 and "is ignored" in warning[0], done.stderr
    assert "No saves" in done.stdout


def test_an_unusable_width_does_not_break_an_error_message(referee_home):
    env = referee_env(referee_home, REFEREE_WIDTH="²")
    done = run_referee(referee_home, "status", "nosuch", env=env)
    assert done.returncode == 4 and no_traceback(done.stderr), done.stderr
    assert "no such save" in done.stderr


@pytest.mark.parametrize("columns", NOT_ASCII)
def test_columns_in_other_digits_is_no_width(referee_home, columns):
    """A picture laid out for a pipe reads COLUMNS as rich does; `COLUMNS=²` was a traceback."""
    env = referee_env(referee_home, COLUMNS=columns)
    assert (
        run_referee(
            referee_home, "new", "looot", "-p", "Ann,Bob", "--name", "g", "--no-input", env=env
        ).returncode
        == 0
    )
    done = run_referee(referee_home, "status", "g", env=env)
    assert done.returncode == 0 and no_traceback(done.stderr), done.stderr


def test_a_usable_width_says_nothing(referee_home):
    env = referee_env(referee_home, REFEREE_WIDTH=" 80 ")
    done = run_referee(referee_home, "list", env=env)
    assert done.returncode == 0 and done.stderr == "", done.stderr


@pytest.mark.parametrize("value", NOT_ASCII)
def test_a_lock_wait_in_other_digits_is_refused(monkeypatch, value):
    """`float('١٢')` is 12.0: only ASCII numbers are read from the environment."""
    monkeypatch.setenv("REFEREE_LOCK_WAIT", value)
    with pytest.raises(UsageError, match="REFEREE_LOCK_WAIT"):
        lock.wait_seconds()


# -- `~` and `~user` ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("status", "~nosuchuser/g.toml"),
        ("verify", "~nosuchuser/g.toml", "--repair"),
        ("new", "looot", "-p", "Ann,Bob", "--save", "~nosuchuser/g.toml", "--no-input"),
    ],
    ids=["status", "verify", "new"],
)
def test_a_save_under_an_unknown_user_is_a_usage_error(cli, args):
    """It was `RuntimeError` from `expanduser`: an internal error, exit 1."""
    result = cli(*args)
    assert result.exit_code == 2, result.output
    assert "cannot expand ~nosuchuser" in result.output and "Internal error" not in result.output


def test_a_saves_folder_under_an_unknown_user_is_a_clear_message(referee_home):
    env = referee_env(referee_home, REFEREE_HOME="~nosuchuser/x")
    for args in (("list",), ("stats",), ("status", "g")):
        done = run_referee(referee_home, *args, env=env)
        assert done.returncode == 2 and no_traceback(done.stderr), done.stderr
        assert "REFEREE_HOME is unusable" in done.stderr and "~nosuchuser" in done.stderr
        assert "Internal error" not in done.stderr


def test_new_and_export_expand_a_quoted_home(cli, tmp_path, monkeypatch):
    """`new --save "~/x.toml"` made a folder named `~` in the current folder; so did `export -o`."""
    home, here = tmp_path / "user", tmp_path / "here"
    home.mkdir()
    here.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(here)
    result = cli("new", "looot", "-p", "Ann,Bob", "--save", "~/x.toml", "--no-input")
    assert result.exit_code == 0, result.output
    assert (home / "x.toml").is_file()
    result = cli("export", "~/x.toml", "-o", "~/x.html")
    assert result.exit_code == 0, result.output
    assert (home / "x.html").is_file()
    assert list(here.iterdir()) == []


def test_score_reads_and_writes_a_quoted_home(cli, tmp_path, monkeypatch):
    """`score --sheet "~/s.toml" -o "~/s.csv"`: the same ~ as every other command, no folder named ~."""
    home, here = tmp_path / "user", tmp_path / "here"
    home.mkdir()
    here.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(here)
    (home / "s.toml").write_text(LOOOT_SHEET, encoding="utf-8")
    result = cli("score", "looot", "--sheet", "~/s.toml", "-o", "~/s.csv")
    assert result.exit_code == 0, result.output
    assert (home / "s.csv").is_file()
    assert list(here.iterdir()) == []


def test_move_reads_a_script_under_a_quoted_home(cli, tmp_path, monkeypatch):
    """`move g --script "~/moves.txt"` read a file named ~/moves.txt in the current folder."""
    home, here = tmp_path / "user", tmp_path / "here"
    home.mkdir()
    here.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(here)
    assert cli("new", "looot", "-p", "Ann,Bob", "--name", "g", "--no-input").exit_code == 0
    (home / "moves.txt").write_text("board 1 at -3,-2 r0\n", encoding="utf-8")
    result = cli("move", "g", "--script", "~/moves.txt")
    assert result.exit_code == 0, result.output
    assert "✓ board 1 at -3,-2 r0" in result.output

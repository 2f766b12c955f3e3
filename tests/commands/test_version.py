"""`referee --version` prints the installed version and does nothing else."""

from __future__ import annotations

from importlib.metadata import version

from tests.kit.support import run_referee


def test_version_prints_the_installed_version(cli):
    r = cli("--version")
    assert r.exit_code == 0
    assert r.output == f"referee {version('referee')}\n"


def test_version_in_a_real_process_starts_no_menu(referee_home):
    done = run_referee(referee_home, "--version")
    assert done.returncode == 0 and done.stdout.startswith("referee ") and not done.stderr

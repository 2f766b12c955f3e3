"""Commands that never prompt must not pay for questionary/prompt_toolkit at start-up."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROBE = """
import sys
sys.argv = ["referee", *{args!r}]
try:
    from referee.cli import main
    main()
except SystemExit:
    pass
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("questionary", "prompt_toolkit"))
print("HEAVY:" + ",".join(heavy), file=sys.stderr)
"""


@pytest.mark.parametrize(
    "args", [["--help"], ["games"], ["list"], ["rules", "looot", "长船"], ["moves", "looot"]]
)
def test_non_prompting_commands_do_not_import_questionary(args, tmp_path):
    env = {"REFEREE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=args)],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
    )
    assert "HEAVY:\n" in proc.stderr or proc.stderr.rstrip().endswith("HEAVY:"), proc.stderr

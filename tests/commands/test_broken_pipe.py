"""`referee rulings looot | head -1`: a reader that leaves early gets no error message, and exit 5
(the output was lost) rather than a crash."""

from __future__ import annotations

import subprocess
import sys


def test_output_into_a_closed_pipe_ends_quietly(referee_home):
    env = {"REFEREE_HOME": str(referee_home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "rulings", "looot"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=env,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before the first line, as after `head -0`
    err = proc.stderr.read().decode()
    proc.wait(timeout=20)
    assert "Internal error" not in err and "Traceback" not in err
    assert proc.returncode == 5  # EXIT_OUTPUT_LOST, quietly: the reader left on purpose

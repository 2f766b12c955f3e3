"""`referee rules looot | head -1`: a reader that leaves early gets no error message."""

from __future__ import annotations

import subprocess
import sys


def test_output_into_a_closed_pipe_ends_quietly(tmp_path):
    env = {"REFEREE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "rules", "looot", "长船"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=env,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()  # the reader leaves, as `head -1` does
    err = proc.stderr.read().decode()
    proc.wait(timeout=20)
    assert "Internal error" not in err and "Traceback" not in err

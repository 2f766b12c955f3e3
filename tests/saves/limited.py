"""The real `referee` in a subprocess under resource limits, and the CPU time it took."""

from __future__ import annotations

import resource
import subprocess
from collections.abc import Callable
from pathlib import Path

from tests.kit.support import referee_cmd, referee_env


def run_limited(
    home: Path, *args: str, limits: Callable[[], None], timeout: float = 60
) -> tuple[subprocess.CompletedProcess[str], float]:
    """Run the CLI with `limits` applied in the child (setrlimit); stdin closed so nothing prompts."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        referee_cmd(*args),
        env=referee_env(home),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=limits,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return done, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

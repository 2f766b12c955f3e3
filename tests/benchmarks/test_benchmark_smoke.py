"""CI runs the benchmark in its quick mode only to prove it still works: a crash fails, a budget never.

The full run (`python benchmarks/run.py`) is for a quiet machine; see benchmarks/README.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from referee.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]


def test_quick_benchmark_runs_and_prints_every_figure_beside_its_budget(tmp_path):
    env = dict(os.environ, REFEREE_HOME=str(tmp_path))
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick"],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "quick run: budgets are not enforced" in out
    for figure in ("`referee --help`", "`referee games`", "budget", "verdict"):
        assert figure in out, out
    for game_id, entry in GAMES.items():  # every registered game has a section
        assert f"({game_id})" in out, out
        if entry.module is None:
            continue
        section = out[out.index(f"({game_id})") :]
        for figure in ("`referee move SAVE`", "in-process declare", "load + replay", "random legal playouts"):
            assert figure in section, section

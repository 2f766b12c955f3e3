"""The README's dispute settled from a hand-written Le Havre position (issue 27), run as shown:
the file in its `readme-position` block, then each command of its `readme-dispute` block, whose
shown lines must appear in order."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from typer.testing import CliRunner

README = Path(__file__).parents[2] / "README.md"


def test_the_readme_dispute_runs_as_shown(tmp_path, monkeypatch):
    from referee.cli import app

    text = README.read_text(encoding="utf-8")
    found = re.search(r"<!-- readme-position (\S+) -->\n```toml\n(.*?)```", text, re.S)
    assert found, "README has no position block"
    (tmp_path / found.group(1)).write_text(found.group(2), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    block = re.search(r"<!-- readme-dispute -->\n```console\n(.*?)```", text, re.S)
    assert block, "README has no dispute block"
    steps: list[tuple[list[str], list[str]]] = []
    for line in block.group(1).splitlines():
        if line.startswith("$ referee"):
            steps.append((shlex.split(line[len("$ referee") :]), []))
        elif line.strip():
            steps[-1][1].append(line)
    assert len(steps) >= 3
    runner = CliRunner()
    for args, expected in steps:
        result = runner.invoke(app, args, catch_exceptions=False)
        wants_illegal = any(line.startswith("Illegal:") for line in expected)
        assert result.exit_code == (3 if wants_illegal else 0), (args, result.output)
        pos = 0
        for line in expected:
            fragment = line.split("…")[-1]
            at = result.output.find(fragment, pos)
            assert at >= 0, f"after `referee {' '.join(args)}` expected:\n{line}\ngot:\n{result.output}"
            pos = at + len(fragment)

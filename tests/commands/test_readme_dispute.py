"""The README's dispute settled from a hand-written Le Havre position (issue 27), run as shown:
the file in its `readme-position` block, then each command of its `readme-dispute` block, whose
shown lines must appear in order."""

from __future__ import annotations

import re

from tests.test_readme import README, run_as_shown, session_steps


def test_the_readme_dispute_runs_as_shown(tmp_path, monkeypatch):
    text = README.read_text(encoding="utf-8")
    found = re.search(r"<!-- readme-position (\S+) -->\n```toml\n(.*?)```", text, re.S)
    assert found, "README has no position block"
    (tmp_path / found.group(1)).write_text(found.group(2), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    steps = session_steps("readme-dispute")
    assert len(steps) >= 3
    run_as_shown(steps)

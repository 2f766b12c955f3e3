"""The README's example session is run command by command; its shown output must appear in order."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from typer.testing import CliRunner

README = Path(__file__).parents[1] / "README.md"


def session_steps(marker: str = "readme-session") -> list[tuple[list[str], list[str]]]:
    """The commands of the README's console block after `<!-- marker -->`, each with its shown lines."""
    text = README.read_text(encoding="utf-8")
    block = re.search(rf"<!-- {marker} -->\n```console\n(.*?)```", text, re.S)
    assert block, f"README has no {marker} block"
    steps: list[tuple[list[str], list[str]]] = []
    for line in block.group(1).splitlines():
        if line.startswith("$ referee"):
            steps.append((shlex.split(line[len("$ referee") :]), []))
        elif line.strip():
            steps[-1][1].append(line)
    return steps


def test_readme_session_runs_as_shown(referee_home):
    run_as_shown(session_steps())


def run_as_shown(steps: list[tuple[list[str], list[str]]]) -> None:
    """Run each command; its shown lines must appear in its output, in order (`…` elides a start)."""
    from referee.cli import app

    runner = CliRunner()
    for args, expected in steps:
        result = runner.invoke(app, args, catch_exceptions=False)
        shown = result.output
        wants_illegal = any(line.startswith("Illegal:") for line in expected)
        assert result.exit_code == (3 if wants_illegal else 0), (args, shown)
        pos = 0
        for line in expected:
            fragment = line.split("…")[-1] if "…" in line else line
            found = shown.find(fragment, pos)
            assert found >= 0, f"after `referee {' '.join(args)}` expected:\n{line}\ngot:\n{shown}"
            pos = found + len(fragment)


def test_readme_gives_exactly_the_two_setup_commands():
    text = README.read_text(encoding="utf-8")
    setup = text.split("## Set-up on a fresh machine")[1].split("## ")[0]
    commands = re.findall(r"```sh\n(.*?)\n```", setup, re.S)
    assert commands == [
        "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/referee",
        "python3 -m venv .venv && .venv/bin/pip install '.[test]' && .venv/bin/python -m pytest",
    ]
    ci = (README.parent / ".ci" / "run").read_text()
    assert ".venv/bin/pip install -q '.[test]'" in ci and ".venv/bin/python -m pytest" in ci


def test_the_move_line_transcript_is_what_the_picture_and_the_bar_show(tmp_path):
    """The 80×24 screen in the README: its picture is the step view of that position, its bar the
    verdict of the typed text (the completion menu and the terminal's own lines aside)."""
    from prompts.move_line import verdict
    from prompts.pictures import render_text, step
    from prompts.play_loop import picture_room
    from saves.session import Session
    from tests.prompts.setups import LOOOT_SETUP

    text = README.read_text(encoding="utf-8")
    block = text.split("Enter not yet pressed:\n\n```text\n")[1].split("```")[0].splitlines()
    s = Session.create(tmp_path / "friday.toml", "looot", ["Ann", "Bob"], {})
    for move in LOOOT_SETUP:
        s.declare(move)
    picture = render_text(step(s.rules, s.state, "en", 80, picture_room(s, 24, 80)), 80).splitlines()
    assert block[: len(picture)] == picture
    assert block[len(picture)].startswith("Next: Ann")
    typed = block[len(picture) + 1].removeprefix("Ann> ")
    status = verdict(s, typed)
    assert status.kind == "refused" and status.lines[0] in block
    assert len(block) <= 24

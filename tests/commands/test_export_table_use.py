"""Exports a table can trust: an unfinished game names no winner; an SVG loads no fonts from the web."""

from __future__ import annotations

import re

import pytest


@pytest.fixture
def unfinished(cli, stones, referee_home):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    assert cli("move", "g", "pile 5", "take 2").exit_code == 0
    return referee_home


@pytest.mark.parametrize("fmt", ["svg", "html", "md", "csv", "json"])
def test_an_unfinished_game_names_no_winner(cli, unfinished, tmp_path, fmt):
    out = tmp_path / f"g.{fmt}"
    r = cli("export", "g", "--format", fmt, "--output", str(out))
    assert r.exit_code == 0, r.output
    text = out.read_text(encoding="utf-8")
    assert "Winner" not in text and 'winners": ["' not in text
    assert "★" not in text
    if fmt in ("svg", "html", "md"):
        assert "not over" in text.replace("&#160;", " ")


def test_a_finished_game_still_names_its_winner(cli, stones, tmp_path):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 3", "take 2", "take 1")
    out = tmp_path / "g.md"
    assert cli("export", "g", "--format", "md", "--output", str(out)).exit_code == 0
    assert "Winner: Bob" in out.read_text(encoding="utf-8")


def test_svg_loads_no_font_from_the_internet(cli, unfinished, tmp_path):
    out = tmp_path / "g.svg"
    assert cli("export", "g", "--format", "svg", "--output", str(out)).exit_code == 0
    text = out.read_text(encoding="utf-8")
    assert "@font-face" not in text
    assert not re.search(r"url\(\s*[\"']?https?:", text)
    assert "monospace" in text

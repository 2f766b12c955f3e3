"""The hand-written position files of a game's tests (tests/<game>/positions/): each broken one
says on its first line which key and line must be refused (`# refused: KEY line N`), and is
refused with exactly that problem, exit 4, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.core.position_file import PositionError, load_file
from referee.i18n import set_lang

TESTS = Path(__file__).resolve().parents[1]
_WANTED = re.compile(r"# refused: (\S+) line (\d+)")


def broken(game: str) -> list[Path]:
    return sorted((TESTS / game / "positions" / "broken").glob("*.toml"))


def folder(game: str) -> Path:
    return TESTS / game / "positions"


def refused_as_said(path: Path, game: str) -> None:
    found = _WANTED.match(path.read_text(encoding="utf-8"))
    assert found, f"{path.name} does not say what is refused"
    for lang in ("en", "zh"):
        set_lang(lang)
        try:
            with pytest.raises(PositionError) as caught:
                load_file(str(path), game)
        finally:
            set_lang("en")
        problems = [(p.key, p.line) for p in caught.value.problems]
        assert set(problems) == {(found.group(1), int(found.group(2)))}, (lang, str(caught.value))
        assert caught.value.exit_code == 4
        assert f"{found.group(1)}" in str(caught.value)

"""The hand-written position files of a game's tests (tests/<game>/positions/): each broken one
says on lines of its own at its top what is refused (`# refused: KEY line N`, one line for a broken
file, several for `every_problem.toml`), and is refused with exactly those problems, exit 4, in both
languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.core.position_file import PositionError, load_file, read, write
from referee.i18n import set_lang

TESTS = Path(__file__).resolve().parents[1]
_WANTED = re.compile(r"^# refused: (\S+) line (\d+)$", re.M)


def broken(game: str) -> list[Path]:
    return sorted((TESTS / game / "positions" / "broken").glob("*.toml"))


def folder(game: str) -> Path:
    return TESTS / game / "positions"


def refused_as_said(path: Path, game: str) -> None:
    wanted = {(key, int(line)) for key, line in _WANTED.findall(path.read_text(encoding="utf-8"))}
    assert wanted, f"{path.name} does not say what is refused"
    for lang in ("en", "zh"):
        set_lang(lang)
        try:
            with pytest.raises(PositionError) as caught:
                load_file(str(path), game)
        finally:
            set_lang("en")
        problems = [(p.key, p.line) for p in caught.value.problems]
        assert set(problems) == wanted, (lang, str(caught.value))
        assert caught.value.exit_code == 4
        for key, _ in wanted:
            assert key in str(caught.value)


def reads_back_at_sampled_steps(game: str, players: int, samples: int = 12) -> None:
    """At sampled steps of a random playout with `players` (the kit's own test takes one count), the
    position the referee writes reads back as the same state."""
    from tests.kit.playouts import recorded

    playout = recorded(game, players, 0)
    for i in playout.sampled(samples):
        state = playout.states[i]
        assert read(write(game, state), f"step{i}.toml", game)[1] == state, (game, players, i)

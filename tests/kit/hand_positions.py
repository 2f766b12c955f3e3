"""The position files a game's tests hold (tests/<game>/positions/), read the way a table's would be:
`minimal.toml` (a dispute in a few lines), `complete.toml` (every key, the docs' example less its first
comment line), `every_problem.toml` and `broken/*.toml`, each saying on a line of its own what must be
refused (`# refused: KEY line N`): a broken file exactly that, in both languages, exit 4."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from referee.core.position_file import PositionError, load_file, read, write
from referee.i18n import set_lang

TESTS = Path(__file__).resolve().parents[1]
WANTED = re.compile(r"^# refused: (\S+) line (\d+)$", re.M)


def folder(game: str) -> Path:
    return TESTS / game / "positions"


def position(game: str, name: str) -> Any:
    path = folder(game) / name
    return read(path.read_text(encoding="utf-8"), str(path), game)[1]


def broken(game: str) -> list[Path]:
    return sorted((folder(game) / "broken").glob("*.toml"))


def wanted(path: Path) -> set[tuple[str, str]]:
    return set(WANTED.findall(path.read_text(encoding="utf-8")))


def found(path: Path, game: str, lang: str = "en") -> set[tuple[str, str]]:
    """The (key, line) of every problem the file is refused for, in `lang`."""
    set_lang(lang)
    try:
        with pytest.raises(PositionError) as caught:
            load_file(str(path), game)
    finally:
        set_lang("en")
    assert caught.value.exit_code == 4
    for key, _ in wanted(path):
        assert key in str(caught.value), str(caught.value)
    return {(p.key, str(p.line)) for p in caught.value.problems}


def docs_example(game: str) -> str:
    docs = (TESTS.parent / "docs" / "positions.md").read_text(encoding="utf-8")
    example = re.search(rf"<!-- position-example {game} -->\n```toml\n(.*?)```", docs, re.S)
    assert example is not None, f"docs/positions.md has no example for {game}"
    return example.group(1)


def check_hand_written(game: str) -> None:
    """What every game's hand-written files must be: ten broken ones at least, each refused with its
    key and line alone in both languages, a file with several problems refused for all of them at
    once, and the complete file the example the docs give."""
    assert len(broken(game)) >= 10
    for path in broken(game):
        assert len(wanted(path)) == 1, path.name
        for lang in ("en", "zh"):
            assert found(path, game, lang) == wanted(path), (path.name, lang)
    several = folder(game) / "every_problem.toml"
    assert len(wanted(several)) >= 4 and found(several, game) == wanted(several)
    complete = (folder(game) / "complete.toml").read_text(encoding="utf-8")
    assert docs_example(game) == complete.split("\n", 1)[1]


def reads_back_at_sampled_steps(game: str, players: int, samples: int = 12) -> None:
    """At sampled steps of a random playout (tests/kit/playouts.py), the position the referee writes
    reads back as the same state."""
    from tests.kit.playouts import recorded

    playout = recorded(game, players, 0)
    for i in playout.sampled(samples):
        state = playout.states[i]
        assert read(write(game, state), f"step{i}.toml", game)[1] == state, (game, players, i)

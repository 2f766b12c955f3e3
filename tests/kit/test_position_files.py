"""Position files over every game that has a codec (referee/<game>/position_file.py), so a fifth
game inherits the test (issue 27): at sampled steps of random playouts, the position exported
(`referee export --format position`) and read back (`referee new --position`) is the same state
(the state cache's tree of it, saves/statecodec.py), offers the same `referee moves` lines, and
played on with the playout's own moves ends with the same score sheet."""

from __future__ import annotations

import pytest

from referee.core import position_file
from referee.core.errors import UsageError
from referee.core.game import Declaration, play
from referee.registry import package_of, rules_for
from saves import schema
from saves.session import Session
from saves.statecodec import encode
from tests.kit.games import middle_count
from tests.kit.playouts import recorded
from tests.kit.position_cases import broken, folder, refused_as_said

GAMES = position_file.games_with_codec()
SAMPLES = 6


def same_tree(a, b, game: str) -> bool:
    allowed = (package_of(game), "referee.core")
    return encode(a, allowed) == encode(b, allowed)


def moves_lines(game: str, state) -> list[str]:
    save = schema.SaveFile(game, tuple(rules_for(game).players(state)))
    return Session(None, rules_for(game), save, state).legal_texts()  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_export_then_new_from_it_is_the_same_game(game):
    rules = rules_for(game)
    playout = recorded(game, middle_count(game), 0)
    states = playout.states
    for i in playout.sampled(SAMPLES):
        original = states[i]
        text = position_file.write(game, original)
        found, back = position_file.read(text, f"step{i}.toml", game)
        assert found == game
        assert back == original and same_tree(back, original, game), (i, text)
        assert moves_lines(game, back) == moves_lines(game, original), i
        for step in playout.steps[i:]:  # the same moves play on from it to the same end
            back = play(rules, back, Declaration(step.move, step.by)).state
        assert back == playout.end
        assert rules.score_sheet(back) == rules.score_sheet(playout.end)


@pytest.mark.parametrize("game", GAMES)
def test_a_save_started_from_a_position_replays_verifies_and_stops_undo_there(game, tmp_path):
    playout = recorded(game, middle_count(game), 1)
    at = len(playout.steps) // 2
    original = playout.states[at]
    path = tmp_path / "p.toml"
    path.write_text(position_file.write(game, original), encoding="utf-8")
    loaded = position_file.load_file(str(path), game)
    options = dict(original.options)
    session = Session.create(tmp_path / "g.toml", game, loaded.players, options, position=loaded.data)
    assert session.state == original
    rules = rules_for(game)
    for step in playout.steps[at : at + 3]:
        session.declare(f"{step.by}: {step.move}")
    reopened = Session.open(tmp_path / "g.toml", cached=False)
    assert reopened.state == playout.states[at + 3]
    reopened.undo(3)
    assert reopened.state == original
    with pytest.raises(UsageError, match="started from a position"):  # nothing before the start
        reopened.undo(1)
    assert rules.players(reopened.state) == tuple(loaded.players)


@pytest.mark.parametrize("game", GAMES)
def test_a_changed_start_is_noticed_like_a_changed_log(game, tmp_path):
    from referee.core.errors import SaveError

    playout = recorded(game, middle_count(game), 0)
    original = playout.states[len(playout.steps) // 3]
    data = position_file.dump(game, original)
    Session.create(tmp_path / "g.toml", game, list(data["players"]), dict(original.options), position=data)
    text = (tmp_path / "g.toml").read_text(encoding="utf-8")
    changed = text.replace("[position]", "[position]\nover = true", 1)
    assert changed != text
    (tmp_path / "g.toml").write_text(changed, encoding="utf-8")
    with pytest.raises(SaveError):
        Session.open(tmp_path / "g.toml")


@pytest.mark.parametrize("game", GAMES)
def test_docs_give_a_complete_example_that_reads(game):
    """docs/positions.md has one complete example per game with a codec, and it is a position."""
    import re
    from pathlib import Path

    docs = (Path(__file__).parents[2] / "docs" / "positions.md").read_text(encoding="utf-8")
    found = re.search(rf"<!-- position-example {game} -->\n```toml\n(.*?)```", docs, re.S)
    assert found, f"docs/positions.md has no example for {game}"
    _, state = position_file.read(found.group(1), "docs/positions.md", game)
    dumped = position_file.dump(game, state)
    assert set(dumped) <= set(position_file.parse(found.group(1), "x")[0])  # complete: every key


@pytest.mark.parametrize("game", GAMES)
def test_the_hand_written_files_are_a_minimal_and_a_complete_position_and_ten_broken_ones(game):
    """tests/<game>/positions/: `minimal.toml` (a dispute in a few lines), `complete.toml` (every
    key: it is the position it writes back) and at least ten broken files under `broken/`."""
    minimal = folder(game) / "minimal.toml"
    assert len(minimal.read_text(encoding="utf-8").splitlines()) <= 15
    position_file.load_file(str(minimal), game)
    loaded = position_file.load_file(str(folder(game) / "complete.toml"), game)
    assert position_file.dump(game, loaded.state) == loaded.data
    assert len(broken(game)) >= 10


@pytest.mark.parametrize(
    ("game", "path"), [(g, p) for g in GAMES for p in broken(g)], ids=lambda v: getattr(v, "stem", v)
)
def test_each_broken_file_is_refused_with_its_key_and_line(game, path):
    refused_as_said(path, game)


HOSTILE = ("x", -1, [], {}, True, [["a"]], 10**9, [1, 2])


def _leaves(value, path=()):
    """Every key path of TOML data, tables and lists included."""
    if isinstance(value, dict | list):
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, inner in items:
            yield from _leaves(inner, (*path, key))
    if path:
        yield path


@pytest.mark.parametrize("game", GAMES)
def test_any_value_anywhere_is_a_position_or_refused_never_a_crash(game):
    """Every key of the complete file (a sample of them), given values of every wrong kind: the
    file is refused (PositionError, exit 4) or it is a position the engine goes on from."""
    import copy
    import random

    import tomli_w

    base = position_file.load_file(str(folder(game) / "complete.toml"), game).data
    paths = sorted(set(_leaves(base)), key=repr)
    rules = rules_for(game)
    for path in random.Random(game).sample(paths, min(40, len(paths))):
        for value in HOSTILE:
            data = copy.deepcopy(base)
            place = data
            for part in path[:-1]:
                place = place[part]
            place[path[-1]] = value
            try:
                _, state = position_file.read(tomli_w.dumps(data), "fuzz.toml", game)
            except position_file.PositionError:
                continue
            rules.legal_moves(state)
            rules.describe(state)

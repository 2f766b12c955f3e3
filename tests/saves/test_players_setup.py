"""A save whose players cannot play its game (forty of them, a name twice): exit 4 naming the
`players` key and its line, the same for every game. Pendulum said only "cannot set up the game";
Guilds and Le Havre set forty players up and failed later with an internal error."""

from __future__ import annotations

import re

import pytest

from tests.kit.support import TRACKED, intended, write_save


def _with_players(path, names: list[str]) -> int:
    """The save with `names` as its players (a blank line first: the key moves down); its line."""
    text = path.read_text()
    listed = "".join(f'    "{name}",\n' for name in names)
    text, found = re.subn(r'players = \[\n(?:    ".*",\n)+\]\n', f"\nplayers = [\n{listed}]\n", text)
    assert found == 1
    path.write_text(text)
    return text.splitlines().index("players = [") + 1


@pytest.mark.parametrize("game", TRACKED)
@pytest.mark.parametrize("shape", ["forty", "twice"])
def test_players_that_cannot_play_are_refused_at_their_line(cli, tmp_path, game, shape):
    plan = intended(game, seed=3)
    path = tmp_path / "g.toml"
    write_save(path, game, plan, 2)
    players = list(plan.players)
    names = [f"P{i}" for i in range(40)] if shape == "forty" else [*players[:-1], players[0].upper()]
    line = _with_players(path, names)
    for args in (("status", str(path)), ("verify", str(path)), ("verify", str(path), "--repair", "--yes")):
        result = cli(*args)
        assert result.exit_code == 4, result.output
        assert f"(players, line {line}): cannot set up the game" in result.output, result.output
        assert ("40 players, where" if shape == "forty" else "comes twice") in result.output

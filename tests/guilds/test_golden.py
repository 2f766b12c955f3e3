"""Golden games: a whole 3-player and a whole 2-player game, their trace, and their `--script` replay.

The moves come from `table_playout`: a random playout with a fixed seed (components declared with the
sample values the table is offered) that ends a turn at once half the time and uses a card played to
move a piece where it can, so that the game is short (each of its lines is replayed by the --script,
pipe and bilingual tests) and still has resolutions, negotiation swaps, a reshuffle and a token
already taken. `tests/golden/guilds_<n>p.trace` holds per move the decision it answers, the
number of legal moves, the move and the announced effects, then the score sheet and the final
position; `tests/golden/guilds_<n>p.moves` the same game as one `Actor: move` line per move, for
`referee move SAVE --script FILE`. Set REGEN_GOLDEN=1 to rewrite both after an intended change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli import app
from referee.core.game import legal_pairs
from referee.core.simulate import Playout, pick
from referee.guilds import GAME
from referee.guilds.moves import Done, Draw, MovePiece
from saves.session import Session

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SEEDS = {3: 7, 2: 1}
END_TURN = 0.5  # how often a turn ends at once when it may


def table_playout(players: int, seed: int) -> Playout:
    rng = random.Random(seed)
    names = ("Ann", "Bob", "Cid", "Dee")[:players]
    state = GAME.new_state(list(names), {})
    game = Playout(names, state, state)
    while legal := GAME.legal_moves(state):
        who, moves = legal[rng.randrange(len(legal))]
        top = GAME.decision(state)
        assert top is not None
        ends = [m for m in moves if isinstance(m, Draw | Done)]
        placing = [m for m in moves if isinstance(m, MovePiece)]
        if top.kind == "turn" and ends and rng.random() < END_TURN:
            move = ends[0]
        elif top.kind == "use_card" and placing:
            move = placing[0]
        else:
            move = pick(moves, rng)
        state = GAME.apply(state, move, who).state
        game.moves.append((who, move))
    game.state = state
    return game


def trace(players: int) -> tuple[str, str]:
    playout = table_playout(players, SEEDS[players])
    lines = [
        f"# Guilds of London golden game: {players} players ({', '.join(playout.players)}), default options.",
        f"# Moves from table_playout(seed {SEEDS[players]}); regenerate with REGEN_GOLDEN=1.",
        "# Per move: number, [decision, legal moves], declarer: move; then `> effect: message`.",
        "",
    ]
    script = []
    state = playout.start
    for n, (by, move) in enumerate(playout.moves, 1):
        top = GAME.decision(state)
        assert top is not None
        script.append(f"{by}: {move}")  # every line names its declarer, as a table would type it
        lines.append(f"{n}. [{top.kind}, {len(legal_pairs(GAME, state))} legal] {by}: {move}")
        transition = GAME.apply(state, move, by)
        lines.extend(f"   > {e.code}: {e.message}" for e in transition.effects)
        state = transition.state
    sheet = GAME.score_sheet(state)
    lines += ["", "## Score sheet", "", "| category | " + " | ".join(sheet.players) + " |"]
    lines.append("|---|" + "---|" * len(sheet.players))
    lines += [f"| {row.label} | " + " | ".join(str(c) for c in row.cells) + " |" for row in sheet.rows]
    lines.append("| **Total** | " + " | ".join(str(t) for t in sheet.totals or ()) + " |")
    lines += ["", f"Winners: {', '.join(sheet.winners)}", "", "## Final position", "", GAME.describe(state)]
    return "\n".join(lines) + "\n", "\n".join(
        f"{s.split(': ', 1)[0]}: {s.split(': ', 1)[1]}" if ": " in s else s for s in script
    ) + "\n"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs; rerun with REGEN_GOLDEN=1 if intended"


@pytest.mark.parametrize("players", [3, 2])
def test_the_golden_game_trace_matches(players):
    text, script = trace(players)
    check_golden(f"guilds_{players}p.trace", text)
    check_golden(f"guilds_{players}p.moves", script)


@pytest.mark.parametrize("players", [3, 2])
def test_the_golden_script_replays_through_the_cli_to_the_end(players, tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_HOME", str(tmp_path / "home"))
    save = tmp_path / "g.toml"
    names = ",".join(("Ann", "Bob", "Cid")[:players])
    runner = CliRunner()
    assert (
        runner.invoke(app, ["new", "guilds", "--players", names, "--save", str(save), "--no-input"]).exit_code
        == 0
    )
    script = GOLDEN / f"guilds_{players}p.moves"
    result = runner.invoke(app, ["move", str(save), "--script", str(script)])
    assert result.exit_code == 0, result.output
    state = Session.open(save, cached=False).state
    assert state.over
    expected = (GOLDEN / f"guilds_{players}p.trace").read_text(encoding="utf-8")
    assert GAME.describe(state) in expected
    status = runner.invoke(app, ["status", str(save), "--text"])
    assert status.exit_code == 0 and "Winners" in expected


@pytest.mark.parametrize("players", [3, 2])
def test_the_golden_game_is_played_to_its_end_at_the_prompts_from_a_pipe(players, referee_home):
    import subprocess
    import sys

    from tests.kit.support import referee_env, run_referee

    names = ",".join(("Ann", "Bob", "Cid")[:players])
    assert (
        run_referee(referee_home, "new", "guilds", "--players", names, "--name", "p", "--no-input").returncode
        == 0
    )
    script = (GOLDEN / f"guilds_{players}p.moves").read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "referee", "play", "p"],
        input=script,
        capture_output=True,
        text=True,
        env=referee_env(referee_home),
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    winners = next(line for line in trace(players)[0].splitlines() if line.startswith("Winners: "))
    assert f"Winner(s): {winners.removeprefix('Winners: ')}" in done.stdout
    assert Session.open(referee_home / "saves" / "p.toml", cached=False).state.over

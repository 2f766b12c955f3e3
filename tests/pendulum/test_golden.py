"""Golden playthrough: a whole untimed 3-player game from a `--script` file, its effects and its end.

The moves come from a seeded random choice among the legal moves (tests/pendulum/playout.py, with
its test table declaring the printed values of what it reveals). `tests/golden/pendulum_untimed_3p.moves`
holds the game as one `Actor: move` line per move (the table's declarations included), for
`referee move --script`; `pendulum_untimed_3p.trace` the decision each move answered, the move and
the effects, then the judgement. REGEN_GOLDEN=1 rewrites both after an intended change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from referee.core.game import legal_pairs
from referee.pendulum import GAME
from tests.kit.support import referee_env, run_referee

from .helpers import run
from .playout import TEST_BOX, play_game

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
MOVES = GOLDEN / "pendulum_untimed_3p.moves"
TRACE = GOLDEN / "pendulum_untimed_3p.trace"
SEED = 38


def build() -> tuple[list[str], list[str], object]:
    rng = random.Random(SEED)
    lines: list[str] = []
    trace = [
        "# Pendulum golden playthrough: 3 players (Ann, Bob, Cid), untimed.",
        f"# Seeded choice ({SEED}) among the legal moves; the test table declares {sorted(TEST_BOX)}.",
        "",
    ]

    def choose(pairs):
        return rng.choice(pairs)

    def each(before, by, move, transition):
        opened = GAME.decisions(before)
        kind = opened[0].kind if opened else "-"
        for line in declared[len(lines) :]:
            lines.append(line)
            trace.append(f"{line}")
        text = f"{by}: {move}"
        lines.append(text)
        declared.append(text)
        trace.append(f"[{kind}, {len(legal_pairs(GAME, before))} legal] {text}")
        trace.extend(f"   > {e.code}: {e.message}" for e in transition.effects)

    declared: list[str] = []
    import tests.pendulum.playout as playout

    real = playout.declarations

    def recorded(state):
        found = real(state)
        declared.extend(f"table: {d}" for d in found)
        return found

    playout.declarations = recorded
    try:
        end = play_game(3, choose, each=each)
    finally:
        playout.declarations = real
    sheet = GAME.score_sheet(end)
    trace += ["", "## Judgement", ""]
    for row in sheet.rows:
        trace.append(
            f"{row.label}: " + ", ".join(f"{p} {c}" for p, c in zip(sheet.players, row.cells, strict=True))
        )
    trace.append(f"Winners: {', '.join(sheet.winners) or '-'} ({sheet.outcome})")
    return lines, trace, end


def test_the_golden_untimed_game_replays_to_the_same_trace():
    lines, trace, end = build()
    if os.environ.get("REGEN_GOLDEN") == "1":
        MOVES.write_text("\n".join(lines) + "\n", encoding="utf-8")
        TRACE.write_text("\n".join(trace) + "\n", encoding="utf-8")
    assert MOVES.read_text(encoding="utf-8").splitlines() == lines
    assert TRACE.read_text(encoding="utf-8").splitlines() == trace
    state = run(GAME.new_state(["Ann", "Bob", "Cid"], {"clock": "untimed"}), *lines)
    assert state == end and GAME.outcome(state) is not None


def test_the_whole_untimed_game_is_refereed_from_a_script_file(tmp_path):
    home = tmp_path / "home"
    save = tmp_path / "g.toml"
    made = run_referee(
        home,
        "new",
        "pendulum",
        "--players",
        "Ann,Bob,Cid",
        "-o",
        "clock=untimed",
        "--save",
        str(save),
        "--no-input",
    )
    assert made.returncode == 0, made.stderr
    done = run_referee(home, "move", str(save), "--script", str(MOVES), timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    status = run_referee(home, "status", str(save), "--text", env=referee_env(home))
    assert status.returncode == 0, status.stderr
    assert "Game over: the fourth Council has ended" in status.stdout

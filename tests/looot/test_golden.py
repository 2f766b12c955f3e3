"""Golden playthrough: a fixed complete 3-player game, its effects and its score sheet.

The moves come from `playout.seeded(SEED)` (kind first, then a move of that kind, both by a seeded
random.Random in the test only). `tests/golden/looot_3p.trace` holds, per move, the decision it
answers, the number of legal moves, the move and the announced effects, then the final score
sheet; `tests/golden/looot_3p.moves` holds the same game as one `Actor: move` line per move, for
`referee move --script`. Set REGEN_GOLDEN=1 to rewrite both after an intended change.
"""

from __future__ import annotations

import os
from pathlib import Path

from referee.core.game import parse_declaration, play
from referee.looot import GAME

from .helpers import moves_of
from .playout import NAMES, Game, move_lines, play_game, seeded

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SEED = 2024
PLAYERS = 3


def build() -> Game:
    return play_game(PLAYERS, seeded(SEED))


def trace(game: Game) -> str:
    lines = [
        "# Looot golden playthrough: 3 players (Ann, Bob, Cid), optional_actions = published.",
        f"# Moves chosen by tests/looot/playout.py seeded({SEED}); regenerate with REGEN_GOLDEN=1.",
        "# Per move: number, [decision kind, legal moves], declarer: move; then `> effect: message`.",
        "",
    ]
    state = game.start
    for n, (actor, move, effects) in enumerate(game.log, 1):
        top = GAME.decision(state)
        assert top is not None
        count = len(moves_of(state))
        who = "table" if actor == "table" else actor
        lines.append(f"{n}. [{top.kind}, {count} legal] {who}: {move}")
        lines.extend(f"   > {e.code}: {e.message}" for e in effects)
        state = GAME.apply(state, move, top.actor).state
    sheet = GAME.score_sheet(state)
    lines += ["", "## Score sheet", "", "| category | " + " | ".join(sheet.players) + " |"]
    lines.append("|---|" + "---|" * len(sheet.players))
    for row in sheet.rows:
        lines.append(f"| {row.label} | " + " | ".join(str(c) for c in row.cells) + " |")
    if sheet.totals is not None:
        lines.append("| **Total** | " + " | ".join(str(t) for t in sheet.totals) + " |")
    lines.append("")
    for i, name in enumerate(sheet.players):
        lines.append(f"{name} (rank {sheet.ranks[i]}):")
        lines.extend(f"  {row.explain[i]}" for row in sheet.rows)
    lines.append("")
    lines.append(
        f"Winners: {', '.join(sheet.winners)}" + (f" (tie-break: {sheet.tiebreak})" if sheet.tiebreak else "")
    )
    lines.append("")
    lines.append("## Final position")
    lines.append("")
    lines.append(GAME.describe(state))
    return "\n".join(lines) + "\n"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{name} differs from the golden file; rerun with REGEN_GOLDEN=1 if intended"


def test_golden_three_player_trace_matches():
    game = build()
    check_golden("looot_3p.trace", trace(game))
    check_golden("looot_3p.moves", "\n".join(move_lines(game)) + "\n")


def test_golden_move_list_replays_to_the_same_end():
    game = build()
    state = GAME.new_state(list(NAMES[:PLAYERS]), {})
    for line in (GOLDEN / "looot_3p.moves").read_text(encoding="utf-8").splitlines():
        state = play(GAME, state, parse_declaration(GAME, state, line)).state
    assert state == game.state
    assert GAME.decision(state) is None and GAME.outcome(state) is not None

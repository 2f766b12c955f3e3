"""Golden playthroughs: a whole 2-player short game and a whole 4-player long game.

The moves come from tests/lehavre/playout.py (a seeded policy, in the test only).
`tests/golden/lehavre_<n>p_<length>.trace` holds, per move, the decision it answers, the number of
legal moves, the declarer and move, the announced effects; then the score sheet and the final
position. `tests/golden/lehavre_<n>p_<length>.moves` is the same game as `Actor: move` lines, for
`referee move SAVE --script FILE`. The final sheets are checked against sums worked out by hand
from the final positions. Set REGEN_GOLDEN=1 to rewrite the files after an intended change.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from referee.core.game import parse_declaration, play
from referee.i18n import set_lang
from referee.lehavre import GAME

from .playout import NAMES, Game, play_game

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
GAMES = {"2p_short": (2, "short", 3), "4p_long": (4, "long", 0)}


def trace(game: Game, n: int, length: str, seed: int) -> str:
    lines = [
        f"# Le Havre golden playthrough: {n} players ({', '.join(NAMES[:n])}), length = {length}.",
        f"# Moves chosen by tests/lehavre/playout.py play_game({n}, {length!r}, {seed}); REGEN_GOLDEN=1 rewrites.",
        "# Per move: number, [decision kind, legal moves], declarer: move; then `> effect: message`.",
        "",
    ]
    state = game.start
    for i, (who, move, effects) in enumerate(game.log, 1):
        top = GAME.decision(state)
        assert top is not None
        count = sum(len(m) for _, m in GAME.legal_moves(state))
        lines.append(f"{i}. [{top.kind}, {count} legal] {who}: {move}")
        lines.extend(f"   > {e.code}: {e.message}" for e in effects)
        state = GAME.apply(state, move, who).state
    sheet = GAME.score_sheet(state)
    lines += ["", "## Score sheet", "", "| category | " + " | ".join(sheet.players) + " |"]
    lines.append("|---|" + "---|" * len(sheet.players))
    lines += [f"| {row.label} | " + " | ".join(str(c) for c in row.cells) + " |" for row in sheet.rows]
    lines.append("| **Total** | " + " | ".join(str(t) for t in sheet.totals or ()) + " |")
    lines += ["", f"Winners: {', '.join(sheet.winners)}", "", "## Final position", "", GAME.describe(state)]
    return "\n".join(lines) + "\n"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("REGEN_GOLDEN") == "1":
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs; rerun with REGEN_GOLDEN=1 if intended"


@pytest.mark.parametrize("name", GAMES)
def test_golden_trace_and_script_match(name):
    set_lang("en")
    n, length, seed = GAMES[name]
    game = play_game(n, length, seed)
    check_golden(f"lehavre_{name}.trace", trace(game, n, length, seed))
    check_golden(f"lehavre_{name}.moves", "".join(f"{who}: {move}\n" for who, move, _ in game.log))


@pytest.mark.parametrize("name", GAMES)
def test_the_script_replays_through_the_checked_entry_point(name):
    n, length, _ = GAMES[name]
    state = GAME.new_state(list(NAMES[:n]), {"length": length})
    for line in (GOLDEN / f"lehavre_{name}.moves").read_text(encoding="utf-8").splitlines():
        state = play(GAME, state, parse_declaration(GAME, state, line)).state
    assert state.over and GAME.decisions(state) == ()


def _final(name: str):
    n, length, _ = GAMES[name]
    state = GAME.new_state(list(NAMES[:n]), {"length": length})
    for line in (GOLDEN / f"lehavre_{name}.moves").read_text(encoding="utf-8").splitlines():
        state = GAME.apply(state, parse_declaration(GAME, state, line).move, line.partition(":")[0]).state
    return state


def test_the_two_player_short_sheet_by_hand():
    state = _final("2p_short")
    ann, bob = state.players
    assert (ann.francs, ann.loans, bob.francs, bob.loans) == (0, 6, 3, 6)
    # Ann: no franc to repay with (6 loans: -42); 07 8 + 08 6 + 10 2 + 09 8 + B3 8; S07 6
    ann_total = 0 + (8 + 6 + 2 + 8 + 8) + 6 - 6 * 7
    # Bob: 3 francs repay nothing (6 loans: -42); 03 10 + B1 4 + 14 14 + 01 6 + 23 22 + 25 18; S03 2 + S01 2
    bob_total = 3 + (10 + 4 + 14 + 6 + 22 + 18) + (2 + 2) - 6 * 7
    sheet = GAME.score_sheet(state)
    assert sheet.totals == (ann_total, bob_total) == (-4, 39)
    assert sheet.winners == ("Bob",)


def test_the_four_player_long_sheet_by_hand():
    state = _final("4p_long")
    sheet = GAME.score_sheet(state)
    ann = 3 + (6 + 2) - 11 * 7  # 3 francs repay nothing; 01 6 + 13 2; no ship
    bob = 0 - 11 * 7  # no francs, no buildings or ships
    cid = 0 + 12 - 15 * 7  # S15
    dee = 1 + 6 - 9 * 7  # S09
    assert sheet.totals == (ann, bob, cid, dee) == (-66, -77, -93, -56)
    assert sheet.winners == ("Dee",)


def test_the_script_plays_at_the_command_line(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from referee.cli import app

    monkeypatch.setenv("REFEREE_HOME", str(tmp_path))
    save = str(tmp_path / "lh.toml")
    runner = CliRunner()
    out = runner.invoke(
        app,
        [
            "--lang",
            "en",
            "new",
            "lehavre",
            "--players",
            "Ann,Bob",
            "-o",
            "length=short",
            "--save",
            save,
            "--no-input",
        ],
    )
    assert out.exit_code == 0, out.output
    out = runner.invoke(
        app, ["--lang", "en", "move", save, "--script", str(GOLDEN / "lehavre_2p_short.moves")]
    )
    assert out.exit_code == 0, out.output
    out = runner.invoke(app, ["--lang", "en", "status", save])
    assert out.exit_code == 0 and "39" in out.output and "-4" in out.output

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
    assert (ann.francs, ann.loans, bob.francs, bob.loans) == (1, 2, 8, 4)
    # Ann: 1 franc repays nothing (2 loans: -14); Clay Mound... 07 8 + 03 10 + 10 2 + 14 14 + 12 14 + 20 12; S05 4 + S07 6
    ann_total = 1 + (8 + 10 + 2 + 14 + 14 + 12) + (4 + 6) - 2 * 7
    # Bob: 8 francs repay 1 loan (3 francs left, 3 loans: -21); 05 8 + 09 8 + 16 10 + 23 22 + B2 6 + B1 4 + 25 18; S03 2
    bob_total = 3 + (8 + 8 + 10 + 22 + 6 + 4 + 18) + 2 - 3 * 7
    sheet = GAME.score_sheet(state)
    assert sheet.totals == (ann_total, bob_total) == (57, 60)
    assert sheet.winners == ("Bob",)


def test_the_four_player_long_sheet_by_hand():
    state = _final("4p_long")
    sheet = GAME.score_sheet(state)
    ann = 0 + (4 + 2 + 6) + 6 - 16 * 7  # 0 francs repay nothing; B1 10 08; S09
    bob = 1 - 17 * 7  # 1 franc repays nothing, no buildings or ships
    cid = 1 - 11 * 7
    dee = 2 + (14 + 4 + 14 + 6 + 4) + 12 - 12 * 7  # 14 009 17 01 007; S15 (no Dock: no bonus)
    assert sheet.totals == (ann, bob, cid, dee) == (-94, -118, -76, -28)
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
    assert out.exit_code == 0 and "60" in out.output and "57" in out.output

"""A whole 3-player Looot game replayed through the CLI from a script, checked against a hand count."""

from __future__ import annotations

from pathlib import Path

from saves.session import Session

GOLDEN = Path(__file__).parents[1] / "golden" / "looot_3p.moves"


def test_golden_game_replays_from_a_script_to_the_hand_computed_score_sheet(cli, referee_home):
    r = cli("new", "looot", "--players", "Ann,Bob,Cid", "--name", "g3", "--no-input")
    assert r.exit_code == 0, r.output
    r = cli("move", "g3", "--script", str(GOLDEN))
    assert r.exit_code == 0, r.output
    assert "Game over" in r.output and "Winner(s): Bob" in r.output

    session = Session.open(referee_home / "saves" / "g3.toml")
    sheet = session.rules.score_sheet(session.state)
    # By hand, from the final fjords (no longship was completed in this game):
    ann = (
        2 * 2 + 1 * 3 + 2 * 3 + 1 * 3 + 1 * 3 + 10 - 5 * 7
    )  # 2 towers, 3 houses, 3 gold, 3 sheep, 3 wood, trophy 4
    bob = 4 * 1 + 2 * 2 + 1 * 4 + 2 * 4 + 1 * 5 + 1 * 1 + 7 + 3 - 5 * 5  # 1 castle ... altar 7, trophy 2
    cid = 2 * 3 + 1 * 3 + 2 * 1 + 1 * 2 + 1 * 8 - 5 * 8  # no site, no trophy
    assert (ann, bob, cid) == (-6, 11, -19)
    assert sheet.totals == (ann, bob, cid)
    assert sheet.winners == ("Bob",) and sheet.ranks == (2, 1, 3)

    r = cli("status", "g3")
    assert r.exit_code == 0 and "Bob" in r.output
    r = cli("move", "g3", "pass")
    assert r.exit_code == 3 and "game_over" in r.output


def test_same_game_through_play_script_gives_the_same_save(cli, referee_home):
    cli("new", "looot", "--players", "Ann,Bob,Cid", "--name", "a", "--no-input")
    cli("new", "looot", "--players", "Ann,Bob,Cid", "--name", "b", "--no-input", "--script", str(GOLDEN))
    r = cli("play", "a", "--script", str(GOLDEN))
    assert r.exit_code == 0, r.output
    a = Session.open(referee_home / "saves" / "a.toml")
    b = Session.open(referee_home / "saves" / "b.toml")
    assert a.state == b.state
    assert [e.move for e in a.save.log] == [e.move for e in b.save.log]


def test_looot_illegal_placement_is_explained_with_the_seed_passage(cli):
    cli("new", "looot", "--players", "Ann,Bob,Cid", "--name", "g", "--no-input")
    lines = GOLDEN.read_text().splitlines()
    setup = [line for line in lines[:14]]
    assert cli("move", "g", *setup).exit_code == 0
    r = cli("check", "g", "Cid: place 0,0")
    assert r.exit_code == 3
    assert "hex_not_adjacent" in r.output
    assert "峡湾领主 ›" in r.output and "line" in r.output
    r = cli("check", "g", "Ann: place 6,0")
    assert r.exit_code == 3 and "wrong_player" in r.output

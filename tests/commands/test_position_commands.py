"""The commands of position files (issue 27) from the command line: export one from a save, start a
game from it (the same `referee moves`), judge a move in it with --explain, refuse a broken one."""

from __future__ import annotations

from tests.kit.position_cases import folder


def test_export_then_new_from_it_offers_the_same_moves(cli, referee_home, tmp_path):
    assert cli("new", "lehavre", "--players", "Ann,Bob", "--name", "g", "--no-input").exit_code == 0
    for move in ("order Ann, Bob", "chit 3", "take fish", "done"):
        assert cli("move", "g", move).exit_code == 0, move
    exported = cli("export", "g", "--format", "position")
    assert exported.exit_code == 0 and exported.output.startswith("# A position of lehavre")
    (tmp_path / "p.toml").write_text(exported.output, encoding="utf-8")
    started = cli("new", "lehavre", "--position", str(tmp_path / "p.toml"), "--name", "h", "--no-input")
    assert started.exit_code == 0, started.output
    assert cli("moves", "h").output == cli("moves", "g").output
    assert cli("status", "h").output.replace("h.toml", "g.toml") == cli("status", "g").output
    both = cli("new", "lehavre", "--position", str(tmp_path / "p.toml"), "--players", "Ann,Bob")
    assert both.exit_code == 2  # the file names the players


def test_check_in_a_position_explains_and_creates_nothing(cli, referee_home):
    minimal = str(folder("lehavre") / "minimal.toml")
    r = cli("check", "lehavre", "--position", minimal, "enter 16", "--explain")
    assert r.exit_code == 0 and "Legal: enter 16" in r.output and "→ Ann enters 16" in r.output
    assert "rule:" in r.output  # the passage that makes it happen
    r = cli("check", "lehavre", "--position", minimal, "Bob: take fish")
    assert r.exit_code == 3 and "Illegal" in r.output
    assert not (referee_home / "saves").exists() or not list((referee_home / "saves").iterdir())


def test_a_broken_position_is_exit_4_with_its_key_and_line_in_both_languages(cli):
    broken = str(folder("lehavre") / "broken" / "two_workers.toml")
    r = cli("check", "lehavre", "--position", broken, "enter 16")
    assert r.exit_code == 4 and "player.Bob.worker (line 10)" in r.output
    r = cli("--lang", "zh", "new", "lehavre", "--position", broken)
    assert r.exit_code == 4 and "键 player.Bob.worker（第 10 行）" in r.output
    r = cli("export", "nothing-here", "--format", "position")
    assert r.exit_code != 0


def test_a_game_without_position_files_says_so(cli, referee_home, tmp_path):
    from referee.core.position_file import games_with_codec
    from referee.registry import tracked_games

    missing = [g for g in tracked_games() if g not in games_with_codec()]
    if not missing:
        return
    (tmp_path / "p.toml").write_text(f'game = "{missing[0]}"\n', encoding="utf-8")
    r = cli("check", missing[0], "--position", str(tmp_path / "p.toml"), "pass")
    assert r.exit_code == 4 and "no game" in r.output

"""new / move / check / moves / status / history / undo / redo / list / play on the test-only game."""

from __future__ import annotations


def test_new_with_no_input_creates_the_save_and_names_what_is_pending(cli, stones, referee_home):
    r = cli("new", "stones", "--players", "Ann,Bob", "--name", "g1", "--no-input")
    assert r.exit_code == 0, r.output
    assert (referee_home / "saves" / "g1.toml").exists()
    assert "Next: the table — how many stones?" in r.output


def test_new_refuses_wrong_player_count_and_duplicate_names(cli, stones):
    r = cli("new", "stones", "--players", "Ann", "--no-input")
    assert r.exit_code == 2 and "2, 3 players" in r.output
    r = cli("new", "stones", "--players", "Ann,ann", "--no-input")
    assert r.exit_code == 2 and "twice" in r.output
    r = cli("new", "stones", "--players", "Ann,table", "--no-input")
    assert r.exit_code == 2


def test_new_with_save_path_and_option(cli, stones, tmp_path):
    path = tmp_path / "here.toml"
    r = cli("new", "stones", "-p", "Ann,Bob", "--save", str(path), "-o", "max_take=2", "--no-input")
    assert r.exit_code == 0, r.output
    assert 'max_take = "2"' in path.read_text()
    r = cli("new", "stones", "-p", "Ann,Bob", "--save", str(path), "--name", "x", "--no-input")
    assert r.exit_code == 2


def test_new_without_players_and_without_a_terminal_says_what_is_missing(cli, stones):
    r = cli("new", "stones")
    assert r.exit_code == 2 and "--players" in r.output


def test_unknown_game_is_a_usage_error(cli):
    r = cli("new", "chess", "--players", "a,b")
    assert r.exit_code == 2 and "known games" in r.output


def test_move_check_moves_status_history_cycle(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    r = cli("moves", "g")
    assert r.output.splitlines() == [f"pile {n}" for n in range(1, 11)]
    r = cli("move", "g", "pile 4", "take 1")
    assert r.exit_code == 0, r.output
    assert "Next: Bob — take stones" in r.output
    r = cli("check", "g", "take 3")
    assert r.exit_code == 0 and "Legal" in r.output
    r = cli("check", "g", "Ann: take 3")
    assert r.exit_code == 3 and "wrong_player" in r.output
    r = cli("moves", "g")
    assert r.output.splitlines() == ["take 1", "take 2", "take 3"]
    r = cli("history", "g")
    assert "pile 4" in r.output and "take 1" in r.output
    r = cli("status", "g")
    assert "pile 3" in r.output


def test_illegal_move_exits_3_with_reason_and_rule_and_keeps_the_save(cli, stones, referee_home):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 2")
    before = (referee_home / "saves" / "g.toml").read_text()
    r = cli("move", "g", "take 3")
    assert r.exit_code == 3
    assert "bad_take" in r.output and "pile of 2" in r.output
    assert "rule:" in r.output
    assert (referee_home / "saves" / "g.toml").read_text() == before


def test_malformed_move_exits_3_without_traceback(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    r = cli("move", "g", "fly away")
    assert r.exit_code == 3
    assert "Cannot read the move" in r.output and "Traceback" not in r.output


def test_unknown_save_exits_4(cli, stones):
    r = cli("status", "nothing-here")
    assert r.exit_code == 4 and "no such save" in r.output


def test_broken_save_exits_4_with_line_and_column(cli, stones, referee_home):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    path = referee_home / "saves" / "g.toml"
    path.write_text(path.read_text().replace('game = "stones"', 'game = "stones'))
    r = cli("status", "g")
    assert r.exit_code == 4 and "line 2, column" in r.output


def test_undo_and_redo_commands(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 5", "take 2")
    r = cli("undo", "g")
    assert r.exit_code == 0 and "undone 2: take 2" in r.output
    r = cli("history", "g")
    assert "1 undone move(s) can be redone" in r.output
    r = cli("redo", "g")
    assert r.exit_code == 0 and "redone: take 2" in r.output
    r = cli("undo", "g", "5")
    assert r.exit_code == 2


def test_script_stops_at_the_first_illegal_line_keeping_the_earlier_ones(cli, stones, tmp_path):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    script = tmp_path / "moves.txt"
    script.write_text("# a game\npile 6\n\ntake 3\ntake 9\ntake 1\n")
    r = cli("move", "g", "--script", str(script))
    assert r.exit_code == 3
    assert "line 5" in r.output
    assert "2 move(s) before it were accepted" in r.output
    assert cli("history", "g").output.count("\n") == 2


def test_play_script_to_the_end_shows_the_winner(cli, stones, tmp_path):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    script = tmp_path / "m.txt"
    script.write_text("pile 3\ntake 2\ntake 1\n")
    r = cli("play", "g", "--script", str(script))
    assert r.exit_code == 0, r.output
    assert "Winner(s): Bob" in r.output


def test_play_reads_piped_input(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    r = cli("play", "g", input="pile 2\ntake 2\n")
    assert r.exit_code == 0, r.output
    assert "Winner(s): Ann" in r.output


def test_play_no_input_fails_naming_what_is_needed(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    r = cli("play", "g", "--no-input")
    assert r.exit_code == 1
    assert "waiting for the table: how many stones?" in r.output
    assert "referee moves g" in r.output


def test_list_shows_saves(cli, stones):
    assert "No saves" in cli("list").output
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 5")
    r = cli("list")
    assert "g " in r.output and "stones" in r.output and "1 move " in r.output


def test_moves_of_a_game_id_prints_its_notation(cli, stones):
    r = cli("moves", "stones")
    assert "take N" in r.output


def test_no_arguments_without_a_terminal_prints_the_command_list(cli):
    r = cli()
    assert r.exit_code == 0 and "referee new GAME" in r.output


def test_games_lists_all_four(cli):
    r = cli("games")
    for game in ("guilds", "lehavre", "pendulum", "looot"):
        assert game in r.output


def _break_entry_2(path):
    """Hand-edit entry 2 and drop the [snapshot] table, as a person accepting their edit would."""
    text = path.read_text().replace('move = "take 1"', 'move = "take 7"', 1)
    head, snapshot = text.split("[snapshot]")
    path.write_text(head + "\n".join(snapshot.splitlines()[3:]))


def test_verify_reports_ok_for_a_good_save(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 4", "take 1")
    r = cli("verify", "g")
    assert r.exit_code == 0 and "all 2 log entries" in r.output


def test_verify_names_the_bad_entry_and_repair_keeps_the_prefix(cli, stones, referee_home):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    cli("move", "g", "pile 4", "take 1", "take 1")
    path = referee_home / "saves" / "g.toml"
    _break_entry_2(path)
    r = cli("verify", "g")
    assert r.exit_code == 4 and "log entry 2" in r.output
    r = cli("verify", "g", "--repair", "--yes")
    assert r.exit_code == 0 and "kept the first 1 entries" in r.output
    assert cli("verify", "g").exit_code == 0
    [copy] = (referee_home / "saves").glob("g.toml.before-repair-*")
    assert "take 7" in copy.read_text()

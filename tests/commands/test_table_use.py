"""Small things a table met (issue 12): `moves` after the end, `list` with Chinese names, `--save`
into a new folder."""

from __future__ import annotations

from rich.cells import cell_len


def test_moves_once_the_game_is_over_says_so_and_who_won(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "g", "--no-input")
    r = cli("move", "g", "pile 3", "take 2", "take 1")
    assert r.exit_code == 0, r.output
    r = cli("moves", "g")
    assert r.exit_code == 0
    assert "The game is over" in r.output
    assert "Winner(s): Bob" in r.output


def test_list_aligns_chinese_names_by_terminal_cells(cli, stones):
    cli("new", "stones", "-p", "小明,小红", "--name", "周五", "--no-input")
    cli("new", "stones", "-p", "Ann,Bob", "--name", "friday", "--no-input")
    r = cli("list")
    rows = [line for line in r.output.splitlines() if line.startswith("  ")]
    assert len(rows) == 2
    at = [cell_len(row[: row.index("stones")]) for row in rows]
    assert at[0] == at[1]  # the game column starts at the same cell
    moves = [cell_len(row[: row.index("0 moves") + len("0 moves")]) for row in rows]
    assert moves[0] == moves[1]


def test_save_into_a_missing_folder_creates_it(cli, stones, tmp_path):
    path = tmp_path / "club" / "friday.toml"
    r = cli("new", "stones", "-p", "Ann,Bob", "--save", str(path), "--no-input")
    assert r.exit_code == 0, r.output
    assert path.is_file()
    assert f"Created the folder {path.parent}" in r.output


def test_a_path_missing_two_folders_is_taken_for_a_typo_and_refused(cli, stones, tmp_path):
    path = tmp_path / "clbu" / "2026" / "friday.toml"
    r = cli("new", "stones", "-p", "Ann,Bob", "--save", str(path), "--no-input")
    assert r.exit_code == 4 and "does not exist" in r.output
    assert not (tmp_path / "clbu").exists()


def test_save_where_a_file_is_in_the_way_is_an_error_not_a_traceback(cli, stones, tmp_path):
    (tmp_path / "club").write_text("not a folder")
    r = cli("new", "stones", "-p", "Ann,Bob", "--save", str(tmp_path / "club" / "f.toml"), "--no-input")
    assert r.exit_code != 0
    assert "Traceback" not in r.output

"""`referee list` and the start menu's resume list mark a finished game, one whose outcome is known
(issue 25, item 14)."""

from __future__ import annotations

from referee.commands.start import save_title
from saves import paths
from saves.session import Session
from tests.commands.finished_saves import write_playout


def test_a_finished_game_is_marked_in_the_resume_list_and_in_referee_list(cli):
    folder = paths.saves_dir()
    write_playout(folder, "done", "looot", 2, 0)
    Session.create(paths.named("going"), "looot", ["Ann", "Bob"], {})
    assert save_title(folder / "done.toml").startswith("done — Looot · Ann, Bob · finished · ")
    assert "finished" not in save_title(folder / "going.toml")
    listed = {line.split()[0]: line for line in cli("list").output.splitlines() if line.startswith("  ")}
    assert listed["done"].endswith("finished") and "finished" not in listed["going"]
    chinese = cli("--lang", "zh", "list").output
    assert "已结束" in next(line for line in chinese.splitlines() if line.strip().startswith("done"))

"""The pages follow the save, whoever writes it; moves are stamped by the server's clock; every page
says what `referee status` says (issue 26, items 2, 4 and 5)."""

from __future__ import annotations

import threading
import time

from referee.pendulum.state import DURATION
from saves.session import Session
from tests.pendulum.helpers import opening_lines

from .conftest import PLAYERS, Served, pendulum_save


def test_a_move_from_a_terminal_is_seen_at_the_next_poll(pendulum):
    version = pendulum.state()["version"]
    terminal = Session.open(pendulum.path)  # `referee move` in another process does just this
    terminal.declare("place grande black-bottom-1")
    assert pendulum.desk.poll() is True
    view = pendulum.state()
    assert view["version"] > version and view["moves_made"] == 9
    assert view["last"][0] == {"n": 9, "by": "Ann", "move": "place grande black-bottom-1"}
    terminal.undo()
    assert pendulum.desk.poll() is True and pendulum.state()["moves_made"] == 8
    assert pendulum.desk.poll() is False  # nothing new: no new version


def test_two_phones_at_the_same_instant_one_accepted_one_refused(pendulum):
    """Ann's link open on two phones, both sending her placement: the second finds it made."""
    results: list[int] = []
    barrier = threading.Barrier(2)

    def send():
        barrier.wait()
        results.append(pendulum.move("Ann", "place grande black-bottom-1").status_code)

    threads = [threading.Thread(target=send) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [200, 422]
    assert [e.move for e in Session.open(pendulum.path).save.log].count("place grande black-bottom-1") == 1
    refusal = pendulum.state()["refusal"]
    assert refusal["lines"][0]["text"].startswith("✗ [") and refusal["lines"][0]["rule"]


def test_the_last_refusal_is_shown_in_each_pages_language_with_its_rule(pendulum):
    pendulum.move("Ann", "place grande black-bottom-9")
    english, chinese = pendulum.state(lang="en")["refusal"], pendulum.state(lang="zh")["refusal"]
    assert "Ann declared" in english["head"] and "宣告" in chinese["head"]
    assert english["lines"][0]["text"] != chinese["lines"][0]["text"]
    assert all(line["rule"].startswith("钟摆帝国") for line in english["lines"])  # the seed, quoted
    assert pendulum.state(lang="zh")["labels"]["send"] == "发送"


def test_the_server_clock_stamps_flips_and_a_typed_time_is_refused(tmp_path):
    served = Served(pendulum_save(tmp_path, opening=True), scale=100.0)
    assert served.move("table", "start").status_code == 200
    start = Session.open(served.path).save.log[-1].move
    assert start.startswith("start @")
    early = served.check("Ann", "flip purple").json()  # judged as typed, at the clock's time
    assert early["kind"] == "refused" and "time_needed" not in early["lines"][0]["text"]
    refused = served.move("Ann", "flip black @99.0")
    assert refused.status_code == 422 and "clock" in refused.json()["lines"][0]["text"]
    time.sleep(DURATION["black"] / 10 / 100 + 0.1)  # 45 game seconds at 100 times the speed
    view = served.state("Ann")
    black = next(z for z in view["timers"]["zones"] if z["zone"] == "black")
    assert view["timers"]["running"] and black["left"] == 0 and black["flip"]
    assert not next(z for z in served.state("viewer")["timers"]["zones"] if z["zone"] == "black")["flip"]
    assert served.check("Ann", "flip black").json()["kind"] == "legal"
    assert "flip black" in view["legal"]  # offered without a time: the server's clock gives it
    answer = served.move("Ann", "flip black")
    assert answer.status_code == 200, answer.text
    stamped = float(answer.json()["move"].split("@")[1])
    assert 45.0 <= stamped < 70.0  # the clock ran from the start, 100 times faster
    # the other phone, a moment later: the hourglass was just flipped, it is not empty
    late = served.move("Bob", "flip black")
    assert late.status_code == 422 and late.json()["lines"][0]["rule"]


def test_every_page_says_what_referee_status_says(pendulum, capsys):
    from typer.testing import CliRunner

    from referee.cli import app

    for text in opening_lines(PLAYERS)[:2]:
        who, move = text.split(": ", 1)
        pendulum.move(who, move)
        status = CliRunner().invoke(app, ["--lang", "en", "status", str(pendulum.path)])
        said = [line for line in status.output.splitlines() if line.startswith(("Next:", "Also open:"))]
        for role in ("viewer", "table", "Ann", "Bob", "Cid"):
            view = pendulum.state(role)
            assert view["pending"] == said
            assert view["moves_made"] == len(Session.open(pendulum.path).save.log)
        zh = CliRunner().invoke(app, ["--lang", "zh", "status", str(pendulum.path)])
        assert pendulum.state("Ann", lang="zh")["pending"][0] in zh.output


def test_names_and_moves_are_escaped_on_the_board(tmp_path):
    path = tmp_path / "marks.toml"
    Session.create(path, "pendulum", ["<b>Ann</b>", "Bo&b", 'C"id'], {})
    view = Served(path).state()
    assert "<b>Ann</b>" not in view["board"] and "Bo&b" not in view["board"]
    if view["board"].startswith('<pre class="position">'):  # no browser picture for this game yet
        assert "&lt;b&gt;Ann&lt;/b&gt;" in view["board"] and "Bo&amp;b" in view["board"]


def test_the_last_moves_are_spelt_in_the_pages_language_the_tables_own_as_logged(tmp_path):
    path = tmp_path / "guilds.toml"
    session = Session.create(path, "guilds", ["Ann", "Bob"], {})
    for line in ("table: tile T2 at A1", "table: declare T2 suits=crown+anchor threshold=3 first=4 second=2"):
        session.declare(line)
    served = Served(path)
    assert [m["move"] for m in served.state(lang="zh")["last"]] == [
        "declare T2 suits=crown+anchor threshold=3 first=4 second=2",
        served.desk.session.rules.spell(served.desk.session.rules.parse("tile T2 at A1"), "zh"),
    ]


def test_a_page_that_connects_later_gets_the_sand_left_now_not_when_the_view_was_built(tmp_path):
    served = Served(pendulum_save(tmp_path, opening=True), scale=100.0)
    served.move("table", "start")
    first = served.state("viewer")["timers"]["zones"][0]["left"]
    time.sleep(0.3)  # 30 game seconds; no move in between: the same version of the view
    later = served.state("viewer")
    assert later["version"] == served.state("viewer")["version"]
    assert later["timers"]["zones"][0]["left"] <= first - 250


def test_untimed_play_shows_the_timing_panels_step_and_who_is_ready(tmp_path):
    path = pendulum_save(tmp_path, opening=True)
    session = Session.open(path)
    for line in (
        "table: clock untimed",
        "table: panel black green black purple",
        "table: start",
        "Ann: ready",
    ):
        session.declare(line)
    timers = Served(path).state("Bob")["timers"]
    assert timers["timed"] is False
    assert timers["untimed"] == {"step": 1, "steps": 4, "flips": "black", "flipped": [], "ready": ["Ann"]}

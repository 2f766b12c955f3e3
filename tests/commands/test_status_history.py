"""`referee status` shows the board picture; `referee history --chart` the score round by round."""

from __future__ import annotations

from saves.session import Session
from tests.pictures.positions import golden_save, write_save


def test_status_shows_the_board_picture_and_the_pending_decision(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save(80))
    r = cli("status", "g")
    assert r.exit_code == 0, r.output
    assert "Looot  round 4: B Bob to play" in r.output
    assert "Landscape" in r.output and "Fjords" in r.output
    assert "\\_B_/" in r.output  # a Viking of Bob's on the lower edge of a hex
    assert "Next: Bob" in r.output


def test_status_in_chinese_and_as_plain_text(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save(80))
    r = cli("status", "g", "--lang", "zh")
    assert r.exit_code == 0 and "风景区" in r.output and "峡湾" in r.output
    r = cli("status", "g", "--text")
    session = Session.open(referee_home / "saves" / "g.toml")
    assert r.exit_code == 0 and session.rules.describe(session.state) in r.output
    assert "Landscape" not in r.output
    r = cli("status", "g", "--lang", "fr")
    assert r.exit_code == 2 and "unknown language" in r.output


def test_status_of_a_finished_game_shows_the_picture_and_the_sheet(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save())
    r = cli("status", "g")
    assert r.exit_code == 0
    assert "game over after round 12" in r.output and "Winner: Bob with 11" in r.output


def test_status_of_a_game_without_a_picture_shows_its_description(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "s", "--no-input")
    cli("move", "s", "pile 4")
    r = cli("status", "s")
    assert r.exit_code == 0 and "pile 4" in r.output


def test_history_chart_draws_the_score_after_each_round(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save())
    r = cli("history", "g", "--chart")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0] == "Score at the end of each round"
    assert next(line for line in lines if line.startswith("B Bob")).split()[-1] == "11"
    assert next(line for line in lines if line.startswith("C Cid")).split()[-1] == "-19"
    r = cli("history", "g", "--chart", "--lang", "zh")
    assert r.exit_code == 0 and "每轮结束时的得分" in r.output


def test_history_chart_of_a_game_in_progress_marks_the_current_round(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save(80))
    r = cli("history", "g", "--chart")
    assert r.exit_code == 0 and "4*: round 4 still in progress" in r.output


def test_history_without_chart_still_lists_the_log(cli, referee_home):
    write_save(referee_home / "saves", "g", golden_save(20))
    r = cli("history", "g")
    assert r.exit_code == 0
    assert len(r.output.splitlines()) == 20 and "table" in r.output.splitlines()[0]


def test_history_chart_before_any_round(cli, stones):
    cli("new", "stones", "-p", "Ann,Bob", "--name", "s", "--no-input")
    r = cli("history", "s", "--chart")
    assert r.exit_code == 0 and "No round has been played yet" in r.output


def test_history_on_a_terminal_prints_as_line_by_line_in_fewer_calls(monkeypatch):
    """`say_all` hands rich each run of lines of one style at once (a 600-move history made 600
    calls, ~30 ms); what the terminal receives is what `say` line by line sent it."""
    import io

    from rich.console import Console

    from referee import output

    lines = [
        ("1  r1  Ann  pass", None),
        ("2  r1  Bob  :x: [b]", None),
        ("   overridden", "yellow"),
        ("3", None),
    ]

    def received(action) -> tuple[str, int]:
        console = Console(file=io.StringIO(), force_terminal=True, color_system="truecolor", soft_wrap=True)
        calls = []
        printing = console.print
        monkeypatch.setattr(console, "print", lambda *a, **k: (calls.append(a), printing(*a, **k)))
        monkeypatch.setattr(output, "out", lambda: console)
        monkeypatch.setattr(output, "_plain", lambda stream: False)
        action()
        return console.file.getvalue(), len(calls)

    one_by_one, many = received(lambda: [output.say(text, style) for text, style in lines])
    at_once, few = received(lambda: output.say_all(lines))
    assert at_once == one_by_one and "\x1b[33m" in at_once
    assert (many, few) == (4, 3)

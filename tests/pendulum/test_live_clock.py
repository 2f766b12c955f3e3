"""The live clock follows the real hourglasses (issue 25, items 1-3 and 5): it stands still during the
set-up, a reopened game resumes where the sand is, nothing at the live prompt runs ahead of the
clock, and the two toolbar lines fit 80 columns in both languages, untimed play showing its panel."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from rich.cells import cell_len

from referee.i18n import speaking
from referee.pendulum import GAME
from referee.pendulum.panel import GameClock, LivePanel, resumed, timer_lines
from saves.session import Session

from .helpers import opening_lines, run, setup_lines, started

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


class Wall:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _session(tmp_path, *lines: str) -> Session:
    session = Session.create(tmp_path / "g.toml", "pendulum", ["Ann", "Bob", "Cid"], {})
    for line in lines:
        session.declare(line)
    return session


def _panel(session: Session, wall: Wall) -> LivePanel:
    return LivePanel(session, GameClock(scale=1, wall=wall, start=int(session.state.now)))


def test_the_clock_stands_still_during_the_set_up_and_runs_from_the_start():
    wall = Wall()
    clock = GameClock(scale=10, wall=wall)
    waiting = run(GAME.new_state(["Ann", "Bob", "Cid"], {}), *setup_lines(), *opening_lines()[:-1])
    wall.now += 60  # a minute of set-up: no sand runs before `start`
    assert clock.now(waiting) == 0
    begun = run(waiting, "table: start @0.0")
    wall.now += 2
    assert clock.now(begun) == 200  # 2 s at 10x since the start, not since the clock was made


def test_tab_offers_no_flip_ahead_of_the_clock_and_a_due_one_without_its_time(tmp_path):
    session = _session(tmp_path, *setup_lines(), *opening_lines())
    wall = Wall()
    panel = _panel(session, wall)
    entries = [
        ("Bob: flip purple @180.0", "", ""),
        ("Bob: flip black @45.0", "", ""),
        ("table: pause @0.0", "", ""),
    ]
    wall.now += 4
    assert [e[0] for e in panel.offered(entries)] == ["table: pause"]  # no glass is empty at 4.0
    wall.now += 40.5  # 44.5: the black glass is empty within the grace
    assert [e[0] for e in panel.offered(entries)] == ["Bob: flip black", "table: pause"]
    assert panel.fill("Bob: flip black").endswith("@44.5")  # Enter stamps the clock's time


def test_a_typed_time_ahead_of_the_clock_is_refused_with_the_clocks_time(tmp_path):
    session = _session(tmp_path, *setup_lines(), *opening_lines())
    wall = Wall()
    panel = _panel(session, wall)
    wall.now += 910
    found = panel.ahead("Ann: flip green @5000")
    assert [v.code for v in found] == ["time_ahead"] and "910.0" in found[0].message
    assert found[0].rule.quote.startswith("沙漏漏空后")
    assert panel.ahead("Ann: flip green @900.0") == [] and panel.ahead("Ann: flip green") == []
    assert panel.ahead("table: start @5000") != [] and panel.ahead("Ann: place common green-top-1") == []


def _entry(move: str, at: str) -> SimpleNamespace:
    return SimpleNamespace(move=move, at=at)


def test_a_reopened_game_resumes_where_the_real_sand_is():
    state = run(started(), "Ann: flip black @45.0")
    log = [
        _entry("start @0", "2026-01-01T10:00:00+00:00"),
        _entry("flip black @45.0", "2026-01-01T10:00:45+00:00"),
        _entry("place common purple-top-1", "2026-01-01T10:01:05+00:00"),  # saved, then quit
    ]
    now = 1767261785.0  # 10:03:05: two minutes after the save
    back = resumed(state, log, 1.0, now)
    assert back is not None and back.away == 120.0
    assert back.saved == 450 + 200  # the game time of the save: 20 s after the flip
    assert back.at == 450 + 1395  # 2:20 after the flip, less half a second for the stamp's cut
    assert resumed(state, log, 20.0, now).at == 450 + 27900  # the time scale counts as it did
    assert resumed(run(state, "table: pause @60.0"), log, 1.0, now) is None  # the sand lies still
    assert resumed(state, log, 1.0, 1767261666.0) is None  # saved a moment ago: the same sitting


def test_the_resumed_panel_says_so_and_offers_the_pause_at_the_save(tmp_path, monkeypatch):
    from referee.pendulum import panel as panel_module

    session = _session(tmp_path, *setup_lines(), *opening_lines())
    later = panel_module.time.time() + 30
    monkeypatch.setattr(panel_module.time, "time", lambda: later)
    panel = panel_module.panel_for(session, 2.0)
    assert panel.game_time() >= 590  # 30 s away at twice the speed, less the stamp's cut
    assert re.match(r"resumed: 0:3[01] since the save at 0\.0, clock at \d+\.\d", panel.lines()[0])
    offered = [e[0] for e in panel.offered([("table: pause @0.0", "", "")])]
    assert offered[0] == "table: pause @0.0"  # the table that paused says so in one Tab
    session.declare("table: pause @0.0")
    assert not panel.lines()[0].startswith("resumed") and panel.game_time() == 0


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_bottom_lines_fit_80_columns_with_every_glass_empty(lang):
    state = run(started(), "Ann: flip black @45.0")
    with speaking(lang):
        lines = timer_lines(state, 99999)
    assert all(cell_len(line) <= 79 for line in lines), lines
    assert ("可翻转" if lang == "zh" else "may be flipped") in lines[0]


def test_empty_glasses_may_be_flipped_only_when_a_flip_is_legal():
    council = run(started(), "Ann: flip purple @180.0", "Bob: flip purple @360.0")
    paused = run(started(), "table: pause @50.0")
    for state in (council, paused):
        assert "may be flipped" not in timer_lines(state, 5000)[0]
    setting_up = GAME.new_state(["Ann", "Bob", "Cid"], {})
    assert "may be flipped" not in timer_lines(setting_up, 5000)[0]


def test_untimed_lines_show_the_panels_step_and_who_is_not_ready_and_no_game_time():
    state = run(started(), "table: clock untimed")
    assert timer_lines(state, 5000)[0].startswith("untimed: declare the timing panel")
    state = run(state, "table: panel black green black+purple", "Ann: ready")
    head, glasses = timer_lines(state, 5000)
    assert head == "untimed: panel step 1 (black); not ready: Bob, Cid"
    assert "game time" not in head and "500" not in head + glasses
    with speaking("zh"):
        assert all(cell_len(line) <= 79 for line in timer_lines(state, 5000))


def test_untimed_set_up_asks_for_the_panel_and_tab_offers_its_form(tmp_path):
    session = _session(tmp_path, *setup_lines(), *opening_lines()[:-1], "table: clock untimed")
    assert "timing panel" in str(session.decisions()[0].prompt)
    panel = LivePanel(session, GameClock())
    assert panel.offered([])[0][0] == "panel "  # the table leads the round's start: no prefix
    session.declare("table: panel black green black+purple")
    assert panel.offered([]) == []


def test_untimed_everyone_ready_tab_offers_the_panels_flip_first(tmp_path):
    from prompts.move_line import noted_entries

    session = _session(tmp_path, *setup_lines(), *opening_lines()[:-1], "table: clock untimed")
    for line in ("panel purple black+green", "start", "Ann: ready", "Bob: ready", "Cid: ready"):
        session.declare(line)
    first = LivePanel(session, GameClock()).offered(noted_entries(session))[0][0]
    assert first == "Ann: flip purple"


def test_the_untimed_step_view_names_the_token_step_and_who_is_ready():
    from prompts.pictures import render_text
    from referee.pendulum.picture import step_view

    state = run(started(), "table: clock untimed", "table: panel purple black+green", "Ann: ready")
    for lang, words in (
        ("en", "token on step 1 of 2 (purple); ready: Ann; not ready: Bob Cid"),
        ("zh", "（紫）"),
    ):
        shown = render_text(step_view(state, lang, 80, 14), 80)
        assert words in shown and "time" not in shown.splitlines()[0]
        assert all(cell_len(line) <= 80 for line in shown.splitlines())

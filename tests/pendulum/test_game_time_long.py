"""Pendulum's game time stays readable however long `referee play` is left open (issue 23, item 8):
past 99999.9 s (27.7 h, a laptop closed overnight) the live clock stamped `@172804.6`, which the
notation could not read, so every flip was refused as unreadable."""

from __future__ import annotations

import pytest

from referee.core.errors import MoveSyntaxError
from referee.pendulum.moves import SECONDS_DIGITS, Flip, parse
from referee.pendulum.panel import GameClock, LivePanel
from saves.session import Session
from tests.pendulum.helpers import opening_lines, setup_lines


@pytest.fixture
def session(tmp_path):
    s = Session.create(tmp_path / "p.toml", "pendulum", ["Ann", "Bob", "Cid"], {})
    for line in (*setup_lines(), *opening_lines()):
        s.declare(line)
    return s


@pytest.mark.parametrize("hours", [27.8, 48, 24 * 365])
def test_a_flip_stamped_after_a_long_time_open_is_read_and_declared(session, hours):
    wall = [0.0]
    panel = LivePanel(session, GameClock(scale=1.0, wall=lambda: wall[0]))
    wall[0] = hours * 3600
    text = panel.fill("Ann: flip green")
    assert text.startswith("Ann: flip green @") and len(text.rpartition("@")[2]) > 7
    session.declare(text)
    assert session.save.log[-1].move == text.partition(": ")[2]


def test_a_long_pause_resumes_at_a_time_the_notation_reads(session):
    session.declare("table: pause @10.0")
    session.declare("table: resume @200000.0")  # the hourglasses lay on their side for two days
    assert session.state.now == 2_000_000


def test_the_issue_s_time_reads_and_prints_back():
    assert parse("flip green @172804.6") == Flip("green", 1_728_046)
    assert str(Flip("green", 1_728_046)) == "flip green @172804.6"


def test_a_time_longer_than_the_notation_bounds_is_a_syntax_error_not_a_traceback():
    with pytest.raises(MoveSyntaxError):
        parse("flip green @" + "9" * (SECONDS_DIGITS + 1))
    with pytest.raises(MoveSyntaxError):
        parse("flip green @" + "9" * 5000)  # int() refuses more than 4300 digits

"""An untimed three-player Pendulum game played to its end at a real 80×24 terminal by typing only
what Tab offers (issue 25, item 5): untimed play never stalls. The test reads Tab's offers as the
move line computes them (the same completion entries, as the clock allows them now) and types one;
what is printed on a piece (the timing panel, the cards dealt) it reads off its own list of pieces,
as a table would.

The suite plays the last round at the prompts, the rounds before it declared the same way by
`Session.declare` (a shortened route, about 25 moves at the terminal); REFEREE_STRESS=1 plays the
whole game at the prompts in both languages (about 90 moves each).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from referee.i18n import speaking
from saves.session import Session
from tests.kit.support import STRESS, run_referee
from tests.pendulum.helpers import opening_lines, setup_lines
from tests.prompts.terminal import ended, logged, pexpect, plain, spawn

NAMES = ("Ann", "Bob", "Cid")
# a new question's prompt, drawn whole (styles may come between its words)
PICTURE = r"(Round|轮次) \d"
PROMPT = r"(everyone|Ann|Bob|Cid|table|所有人|桌面)(\x1b\[[0-9;?]*[A-Za-z])*>"
PANEL = "purple black+green"  # the timing panel as the test's pieces print it
# what the table chooses among Tab's offers, by the move's keyword (English and Chinese)
CHOICES = (
    ("ready", "准备好"),
    ("flip", "翻转"),
    ("done", "完成"),
    ("pick", "领取"),
    ("choose", "自选"),
    ("conquer", "征服"),
    ("discard", "移除"),
    ("start", "开始"),
)


def offered(session: Session) -> list[str]:
    """Tab's offers in this position, as the move line lists them (its live panel's view)."""
    from prompts.live_panel import panel_for
    from prompts.move_line import noted_entries

    panel = panel_for(session)
    assert panel is not None
    return [text for text, _meaning, _printed in panel.offered(noted_entries(session))]


def _keyword(text: str) -> str:
    return text.split(":", 1)[-1].replace("：", " ").split()[0] if text.strip() else ""


def next_move(session: Session) -> str | None:
    """What the table declares next: the pieces it reads (panel, cards dealt) where the step asks
    for them, else Tab's offer of the first kind in `CHOICES`; None once the game is over."""
    state = session.state
    top = state.ctx.top
    if not session.decisions() or top is None:
        return None
    offers = offered(session)
    panel_form = [o for o in offers if o.rstrip().endswith(("panel", "计时面板顺序"))]
    if panel_form:  # untimed and the panel not declared: Tab offers its form, the piece fills it
        return panel_form[0].rstrip() + " " + PANEL
    if top.kind == "prepare":
        n = state.ctx.round * 10
        for have, line in (
            (state.achievement, f"table: achievement A{n}"),
            (any(state.display), f"table: provinces P{n} P{n + 1} P{n + 2} P{n + 3}"),
            (state.rewards, f"table: rewards C{n} C{n + 1} C{n + 2} C{n + 3} C{n + 4}"),
        ):
            if not have:
                return line
    for words in CHOICES:
        found = [o for o in offers if _keyword(o) in words]
        if found:
            return found[0]
    raise AssertionError(f"stalled at {top.kind}: Tab offers {offers}")


def untimed_save(home: Path, rounds_before: int) -> Path:
    """Three players set up in the untimed mode, opening placed; then `rounds_before` rounds
    declared as the terminal test declares them."""
    save = home / "untimed.toml"
    home.mkdir(parents=True, exist_ok=True)
    made = run_referee(
        home,
        "new",
        "pendulum",
        "--players",
        ",".join(NAMES),
        "--save",
        str(save),
        "--no-input",
        "--option",
        "clock=untimed",
    )
    assert made.returncode == 0, made.stderr
    moved = run_referee(home, "move", str(save), *setup_lines(NAMES), *opening_lines(NAMES)[:-1])
    assert moved.returncode == 0, moved.stdout + moved.stderr
    session = Session.open(save)
    while session.state.ctx.round < rounds_before or session.state.ctx.phase not in ("prepare", "setup"):
        line = next_move(session)
        assert line is not None
        session.declare(line)
    return save


def _saved(save: Path, count: int, child) -> None:  # type: ignore[no-untyped-def]
    """Wait until the prompt saved the move typed (its screen shown if it never does)."""
    end = time.monotonic() + 60
    while len(logged(save)) < count:
        if time.monotonic() > end:
            shown = ""
            stop = time.monotonic() + 3  # the toolbar redraws for ever: read what 3 s show
            try:
                while time.monotonic() < stop:
                    shown += child.read_nonblocking(1_000_000, timeout=1)
            except (pexpect.TIMEOUT, pexpect.EOF):
                pass
            raise AssertionError(f"{logged(save)[-3:]}\n{plain(shown)[-3000:]}")
        time.sleep(0.05)


def play_to_the_end(home: Path, save: Path, lang: str) -> int:
    """Type Tab's offers (and the pieces' values) until the game is over; the moves typed."""
    child = spawn(home, "play", str(save), rows=24, columns=80, lang=lang)
    typed = 0
    with speaking(lang):
        while True:
            session = Session.open(save, cached=False)
            line = next_move(session)
            if line is None:
                break
            count = len(session.save.log)
            child.expect(PROMPT)  # the next question is asked: keys typed before it may be lost
            child.send(line + "\r")
            _saved(save, count + 1, child)
            if session.rules.outcome(Session.open(save, cached=False).state) is None:
                child.expect(PICTURE)  # the step's picture, drawn again after the move: then the prompt
            typed += 1
    assert "Traceback" not in ended(child)
    return typed


def test_the_last_untimed_round_is_played_to_the_end_at_the_prompts(tmp_path):
    home = tmp_path / "home"
    save = untimed_save(home, rounds_before=3)
    typed = play_to_the_end(home, save, "en")
    session = Session.open(save, cached=False)
    assert session.rules.outcome(session.state) is not None and typed >= 20
    assert any(move.startswith("flip purple") for move in logged(save)[-typed:])


@pytest.mark.skipif(not STRESS, reason="REFEREE_STRESS=1: the whole game at the prompts (about a minute)")
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_whole_untimed_game_is_played_at_the_prompts(tmp_path, lang):
    home = tmp_path / "home"
    save = untimed_save(home, rounds_before=0)
    typed = play_to_the_end(home, save, lang)
    session = Session.open(save, cached=False)
    assert session.rules.outcome(session.state) is not None and typed > 80
    assert logged(save)[len(setup_lines(NAMES)) + 6].startswith("panel ")  # asked at the round's start

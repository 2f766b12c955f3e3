"""Pendulum position files (issue 27): written by hand (the dispute in a few lines, a complete one,
broken ones each refused with its key and line, every problem of a file at once) and written by the
referee at sampled steps of random playouts, read back as the same state."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.core.game import judge, parse_declaration
from referee.core.position_file import PositionError, load_file, read, write
from referee.i18n import set_lang
from referee.pendulum.engine import GAME
from referee.pendulum.state import NEUTRAL
from tests.kit.playouts import recorded

HERE = Path(__file__).parent / "positions"
WANTED = re.compile(r"^# refused: (\S+) line (\d+)$", re.M)


def position(name: str):
    path = HERE / name
    return read(path.read_text(encoding="utf-8"), str(path), "pendulum")[1]


def refusal(path: Path) -> PositionError:
    with pytest.raises(PositionError) as caught:
        load_file(str(path), "pendulum")
    assert caught.value.exit_code == 4
    return caught.value


def test_the_dispute_settles_from_a_few_lines():
    state = position("minimal.toml")
    assert (state.ctx.round, state.ctx.phase) == (2, "realtime")
    assert [d.kind for d in state.ctx.stack] == ["realtime"]  # real time runs: nobody is asked
    ann = state.player("Ann")
    assert ann.hand == ("Mat1.s1", "Mat1.s2", "Mat1.s3", "Mat1.s4")  # the set-up's: all four
    assert (ann.free_common, ann.aside_common, ann.free_grande, ann.council_grande) == (1, 2, 1, 1)
    bob = state.player("Bob")
    assert (bob.free_common, bob.aside_common) == (0, 2)  # his third common one is on the board
    refused = judge(GAME, state, parse_declaration(GAME, state, "Ann: place common green-top-2"))
    assert [v.code for v in refused.violations] == ["frame_occupied"]
    assert "Bob" in refused.violations[0].message
    allowed = judge(GAME, state, parse_declaration(GAME, state, "Ann: place grande green-top-2"))
    assert allowed.violations == ()


def test_the_complete_file_is_the_position_it_writes_back():
    state = position("complete.toml")
    assert state.now == 955 and state.timers[1].row == 1 and state.timers[2].at == 805
    bob = state.player("Bob")
    assert (bob.side, bob.coin, bob.power, bob.provinces, bob.claimed) == (
        "advanced",
        5,
        4,
        (("P2", "coin"),),
        True,
    )
    assert state.player("Cid").hand == ("Mat3.s1", "Mat3.s2", "Mat3.s3", "Mat3.s4")
    assert read(write("pendulum", state), "again", "pendulum")[1] == state


def test_two_players_have_the_neutral_colour_on_the_track_and_its_four_workers():
    text = (HERE / "minimal.toml").read_text(encoding="utf-8")
    two = text.replace('["Ann", "Bob", "Cid"]', '["Ann", "Bob"]').replace(
        '"Cid", "Ann", "Bob"', '"Ann", "Bob", "neutral"'
    )
    two = "\n".join(line for line in two.splitlines() if "Cid" not in line)
    with pytest.raises(PositionError, match="0 neutral workers"):
        read(two, "two.toml", "pendulum")
    blocking = ", ".join(
        f'"neutral common {s}"' for s in ("green-top-1", "green-bottom-1", "purple-top-1", "purple-bottom-1")
    )
    state = read(two.replace('workers = ["', f'workers = [{blocking}, "'), "two.toml", "pendulum")[1]
    assert state.order == ("Ann", "Bob", NEUTRAL) and sum(w.owner == NEUTRAL for w in state.workers) == 4


def broken() -> list[Path]:
    return sorted((HERE / "broken").glob("*.toml"))


def test_there_are_ten_broken_files_at_least():
    assert len(broken()) >= 10


@pytest.mark.parametrize("path", broken(), ids=lambda p: p.stem)
def test_each_broken_file_is_refused_with_its_key_and_line(path):
    (wanted,) = WANTED.findall(path.read_text(encoding="utf-8"))
    for lang in ("en", "zh"):
        set_lang(lang)
        try:
            error = refusal(path)
        finally:
            set_lang("en")
        assert {(p.key, str(p.line)) for p in error.problems} == {wanted}, (lang, str(error))
        assert wanted[0] in str(error)


def test_every_problem_of_a_file_is_reported_at_once():
    path = HERE / "every_problem.toml"
    wanted = set(WANTED.findall(path.read_text(encoding="utf-8")))
    assert len(wanted) >= 4
    error = refusal(path)
    assert {(p.key, str(p.line)) for p in error.problems} == wanted
    assert [p.line for p in error.problems] == sorted(p.line for p in error.problems)  # in file order


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_position_written_at_any_step_reads_back_as_the_same_state(players):
    playout = recorded("pendulum", players, 0)
    for i in playout.sampled(12):
        state = playout.states[i]
        assert read(write("pendulum", state), f"step{i}.toml", "pendulum")[1] == state, i


def test_the_last_contested_move_is_written_with_the_position_before_it():
    playout = recorded("pendulum", 3, 0)
    state = next(s for s in playout.states if s.last is not None)
    text = write("pendulum", state)
    assert "[last.before" in text or "[last]" in text
    back = read(text, "last.toml", "pendulum")[1]
    assert back.last == state.last and back.last.before.last is None


def test_the_example_of_the_docs_is_the_complete_file():
    docs = (Path(__file__).parents[2] / "docs" / "positions.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- position-example pendulum -->\n```toml\n(.*?)```", docs, re.S)
    assert found is not None
    complete = (HERE / "complete.toml").read_text(encoding="utf-8")
    assert found.group(1) == complete.split("\n", 1)[1]  # the same, less its first comment line

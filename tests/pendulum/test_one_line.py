"""`do SPACE [REWARD]`: a worker action in one line (issue 25, item 4). Its parts are judged as if
declared apart: the same refusals with the same passages, the whole line refused by its first refused
part, nothing of it made; accepted, it leaves the position the three moves leave, in one log entry."""

from __future__ import annotations

import random

import pytest

from referee.core.errors import IllegalMove, MoveSyntaxError
from referee.core.game import Declaration, parse_declaration, parse_move, play
from referee.pendulum import GAME, moves
from referee.pendulum.rules.actions import space_reward
from referee.pendulum.rules.position import own_open, spaces
from referee.pendulum.state import State

from .helpers import codes, refused, run, started
from .playout import play_game

NAMES5 = ("Ann", "Bob", "Cid", "Dee", "Eve")


def _verdict(state: State, by: str, move) -> tuple[tuple[tuple[str, str], ...], State | None]:
    """What refuses the move ((code, cited section) each), or the position it leaves."""
    try:
        done = play(GAME, state, Declaration(move, by))
    except IllegalMove as e:
        return tuple((v.code, v.rule.section) for v in e.violations), None
    return (), done.state


def _apart(state: State, by: str, space: str, reward: str | None):
    """The three moves declared one by one: the first refusal, or the position after the last."""
    found, after = _verdict(state, by, moves.Act(space))
    if after is None:
        return found, None
    opened = own_open(after, by)
    if opened is not None and opened.kind == "pay_cost":
        found, after = _verdict(after, by, moves.Pay())
        if after is None:
            return found, None
    return _verdict(after, by, moves.Take(reward))


def _samples(count: int, seed: int) -> list[State]:
    """Positions of random untimed 5-player games in real time, every few moves."""
    rng = random.Random(seed)
    seen: list[State] = []

    def keep(before, by, move, transition):
        if before.ctx.phase in ("realtime", "prepare") and rng.random() < 0.08 and len(seen) < count:
            seen.append(before)

    play_game(5, lambda pairs: rng.choice(pairs), each=keep)
    return seen


@pytest.mark.parametrize("seed", [3, 11])
def test_a_line_is_judged_as_its_parts_declared_apart_in_sampled_positions(seed):
    tried = accepted = 0
    for state in _samples(25, seed):
        for by in state.names():
            for space in spaces(state, True) + spaces(state, False)[:2]:
                known = space_reward(state, space.split("-")[0] + "-" + space.split("-")[2])
                for reward in {
                    None,
                    "coin1",
                    "votes2+culture1",
                    known and "+".join(f"{i}{n}" for i, n in known),
                }:
                    line = moves.Do(space, reward or None)
                    found, after = _verdict(state, by, line)
                    expected, after_apart = _apart(state, by, space, reward or None)
                    assert found == expected, (str(line), by)
                    tried += 1
                    if after is not None:
                        accepted += 1
                        assert after == after_apart, (str(line), by)
    assert accepted and tried > accepted  # both sides were met


def test_the_row_left_out_is_the_row_with_the_hourglass_and_a_named_row_is_checked():
    state = started()
    assert parse_declaration(GAME, state, "Ann: do g1 culture1").move == moves.Do("green-1", "culture1")
    assert parse_declaration(GAME, state, "Ann: do gb1").move == moves.Do("green-bottom-1")
    assert parse_declaration(GAME, state, "Ann: 做 绿1").move == moves.Do("green-1")
    assert codes(state, "Ann: do g1 culture1") == []
    assert codes(state, "Ann: do gt1 culture1") == ["wrong_row_act", "no_worker_in_frame"]


def test_a_refused_part_refuses_the_line_and_nothing_of_it_is_made():
    state = run(started(), "table: declare green-1 reward=coin2")
    wrong = refused(state, "Ann: do g1 culture1")  # the take is refused: the act and pay are not made
    assert [v.code for v in wrong.violations] == ["reward_differs"]
    assert codes(state, "Ann: act green-bottom-1") == []  # its first parts alone were legal
    assert (
        wrong.violations[0].rule.section
        == refused(run(state, "Ann: act gb1", "Ann: pay"), "Ann: take culture1").violations[0].rule.section
    )
    after = run(state, "Ann: do g1")
    assert own_open(after, "Ann") is None
    assert (after.player("Ann").coin, after.player("Ann").culture) == (3 - 2 + 2, 5)


def test_a_first_use_names_the_reward_then_every_use_is_checked_against_it():
    state = run(started(), "Ann: do g1 culture1+votes2")
    assert dict(state.learned)["green-1"] == "culture1+votes2"
    assert (state.player("Ann").coin, state.player("Ann").culture, state.player("Ann").votes) == (1, 6, 2)
    assert codes(state, "Bob: do g1 culture1") == ["no_worker_in_frame"]  # Ann's worker acted there


def test_the_line_replays_from_its_one_entry():
    state = started()
    decl = parse_declaration(GAME, state, "Bob: do g2 coin1")
    played = play(GAME, state, decl).state
    again = GAME.apply(state, parse_move(GAME, str(decl.move)), "Bob").state
    assert str(decl.move) == "do green-2 coin1" and again == played


def test_a_line_needs_a_space_and_reads_a_bad_one_clearly():
    state = started()
    with pytest.raises(MoveSyntaxError) as bad:
        parse_declaration(GAME, state, "Ann: do x9")
    assert "x9" in str(bad.value) and "g2" in str(bad.value)


def test_the_old_forms_still_work_beside_the_line():
    state = run(started(), "Ann: act green-bottom-1", "Ann: pay", "Ann: take culture1+votes2")
    assert run(started(), "Ann: do g1 culture1+votes2") == state


@pytest.mark.parametrize(
    ("typed", "who"),
    [
        ("A: do g1 coin1", "Ann"),
        ("a do g1 coin1", "Ann"),
        ("1 do g1 coin1", "Ann"),
        ("5: do p1 coin1", "Eve"),
        ("Eve do p1 coin1", "Eve"),
        ("e: do p1 coin1", "Eve"),
        ("Ann: do g1 coin1", "Ann"),
    ],
)
def test_a_player_is_named_by_initial_seat_number_or_name(typed, who):
    state = GAME.new_state(list(NAMES5), {})
    assert parse_declaration(GAME, state, typed).by == who


def test_a_prefix_naming_several_players_or_no_seat_names_no_one():
    state = GAME.new_state(["Ann", "Al", "Bob"], {})
    for typed in ("A: do g1", "A do g1", "4: do g1", "9 do g1"):
        with pytest.raises(MoveSyntaxError):
            parse_declaration(GAME, state, typed)
    assert parse_declaration(GAME, state, "An: do g1").by == "Ann"
    assert parse_declaration(GAME, state, "Al: do g1").by == "Al"  # a full name beats the start of one

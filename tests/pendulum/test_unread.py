"""`GAME.unread` (issue 25, item 10): every legal move that states a printed value nobody declared
gets the form the table fills in from the piece, never the made-up value; a move stating declared
values, or none, gets None. Checked over every legal move of positions sampled from random games."""

from __future__ import annotations

import random

import pytest

from referee.core.game import legal_pairs
from referee.i18n import set_lang
from referee.pendulum import GAME, catalog, moves
from referee.pendulum.rules.position import own_open, spaces
from referee.pendulum.state import State

from .helpers import run, started
from .playout import play_game

SPACE_FORM = "<reward printed on the space>"
READ_OFF = (
    "board",
    "character",
    "order",
    "neutral",
    "achievement",
    "provinces",
    "rewards",
    "reveal",
    "panel",
)


def _reward_known(state: State, space_id: str) -> bool:
    """Whether the space's printed reward is known: declared by the table, or named by a first take."""
    return "reward" in catalog.values(state, space_id) or space_id in dict(state.learned)


def _expected(state: State, by: str, move) -> bool:
    """Whether the move states a printed value nobody declared (the test's own reading)."""
    if move.kind == "take":
        d = own_open(state, by)
        return move.reward is not None and not _reward_known(state, d.data["id"])
    if move.kind == "effect":
        return True  # what a card's effect gave is read off the card
    return move.kind in READ_OFF


def _positions(n: int, seed: int, count: int) -> list[State]:
    rng = random.Random(seed)
    kept: list[State] = []

    def keep(before, by, move, transition):
        if (before.ctx.phase == "setup" or rng.random() < 0.15) and len(kept) < count:
            kept.append(before)

    play_game(n, lambda pairs: rng.choice(pairs), each=keep)
    return kept


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 5), (5, 9)])
def test_every_legal_move_stating_an_undeclared_value_gets_a_form(players, seed):
    forms: set[str] = set()
    plain = 0
    for state in _positions(players, seed, 60):
        for by, move in legal_pairs(GAME, state):
            form = GAME.unread(state, move)
            if _expected(state, by, move):
                assert form is not None, (by, str(move))
                assert form.split()[0] == str(move).split()[0]  # the same kind, its values left to fill
                if move.kind == "take":
                    assert form == f"take {SPACE_FORM}" and move.reward not in form
                forms.add(move.kind)
            else:
                assert form is None, (by, str(move), form)
                plain += 1
    assert {"take", "board", "character", "order", "achievement"} <= forms and plain


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (4, 7)])
def test_a_line_names_an_undeclared_reward_only_as_a_form(players, seed):
    """`do` lines on every space where an action is done now: with a made-up reward a form while
    the space is unknown, None once it is (the declared value, or none at all)."""
    met = {True: 0, False: 0}
    for state in _positions(players, seed, 60):
        if not state.board[0]:
            continue
        for space in spaces(state, True):
            zone, _, n = space.split("-")
            sid = by = f"{zone}-{n}"
            known = _reward_known(state, sid)
            met[known] += 1
            assert GAME.unread(state, moves.Do(sid)) is None
            guess = GAME.unread(state, moves.Do(sid, "votes1"))
            assert (guess is None) == known, (by, sid)
            if not known:
                assert guess == f"do {sid} {SPACE_FORM}"
            else:
                said = str(catalog.values(state, sid).get("reward") or dict(state.learned)[sid])
                assert GAME.unread(state, moves.Do(sid, said)) is None
    assert met[True] and met[False]


def test_the_offered_takes_are_forms_until_the_reward_is_named_then_a_plain_take():
    state = run(started(), "Ann: act green-bottom-1", "Ann: pay")
    offered = {str(m): GAME.unread(state, m) for by, ms in GAME.legal_moves(state) if by == "Ann" for m in ms}
    assert offered and all(form == f"take {SPACE_FORM}" for form in offered.values())
    state = run(state, "Ann: take culture1+votes2")  # the first take reads the space
    again = run(state, "Ann: flip green @120", "Ann: flip green @240")
    again = run(again, "Bob: act green-bottom-2", "Bob: pay")  # not green 1: another space, unread
    bob = [m for by, ms in GAME.legal_moves(again) if by == "Bob" for m in ms]
    assert all(GAME.unread(again, m) == f"take {SPACE_FORM}" for m in bob)
    assert GAME.unread(state, moves.Do("green-1", "culture1+votes2")) is None


def test_the_forms_are_in_the_language_of_the_table():
    state = run(started(), "Ann: act green-bottom-1", "Ann: pay")
    set_lang("zh")
    try:
        assert GAME.unread(state, moves.Take("votes1")) == "领 <格子上印的奖励>"
        assert GAME.unread(state, moves.Do("green-2", "votes1")) == "做 green-2 <格子上印的奖励>"
        assert GAME.unread(state, moves.Board(4, 4, 3)) == "游戏面板 P G B"
    finally:
        set_lang("en")
    assert GAME.unread(state, moves.Character("Ann", "Mat1", "basic", "1/1/1", "5/5/5", "7/7/7")) == (
        "character Ann CARD basic|advanced start C/M/U parchment P/R/L end P/R/L"
    )

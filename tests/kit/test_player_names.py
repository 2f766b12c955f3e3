"""Every player list `referee new` accepts plays to the end through the texts `referee moves` lists
(issue 23, item 1): names with spaces, CJK, punctuation, names that read like a move or an id.

A name is one a table types at `new`: what `parse_players` keeps, and the game's own set-up keeps
(a name it refuses is refused with a usage message, tested here too). Each example creates the save
with those names, declares the set-up through the session exactly as `referee move` does, from the
lines `referee moves` prints, then plays on in memory (same reading, same checks) to the end: every
listed line reads back as the very move listed, by the very declarer, and is legal. Small and
derandomised in CI; REFEREE_STRESS=1 draws many more.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from referee.commands.new import parse_players
from referee.core.errors import UsageError
from referee.core.game import Verdict, judge, leader, named, parse_declaration, play
from referee.core.simulate import pick
from referee.registry import rules_for
from saves.session import Session
from tests.kit.games import every_game, rules_of
from tests.kit.support import STRESS

EXAMPLES = 200 if STRESS else 8
THROUGH_SESSION = 40  # moves declared through the save, as `referee move` declares them (the set-up)
MOST_MOVES = 100_000

TRICKY = (
    "Mary Ann",
    "李 四",
    "王五",
    "玩家１",
    "Ann  Bob",
    "O'Brien",
    'Dee "D" Lee',
    "a\\b",
    "#1",
    "1",
    "-3,1",
    "P1",
    "C3",
    "T5",
    "S01",
    "05",
    "B3",
    "M3",
    "Castle31",
    "none",
    "2 wood",
    "before",
    "pass",
    "place -3,0",
    "place common green-top-2",
    "order",
    "start Ann",
    "done",
    "all",
    "x=1",
    "@12.5",
    "[Bob]",
    "Émile",
    "Zoë-Jane",
)
NAME_CHARS = st.characters(
    codec="utf-8", exclude_categories=("Cc", "Cs", "Co", "Cn", "Zl", "Zp"), exclude_characters=",，、:："
)
NAMES = st.one_of(
    st.sampled_from(TRICKY),
    st.text(NAME_CHARS, min_size=1, max_size=12),
    st.lists(st.sampled_from(TRICKY), min_size=2, max_size=3).map(" ".join),
)


def accepted(game: str, raw: list[str]) -> list[str] | None:
    """The names as `referee new` keeps them, None where it refuses them (with a usage message)."""
    rules = rules_of(game)
    try:
        names = parse_players(", ".join(raw), rules.info.player_counts)
        rules.new_state(names, {})
    except UsageError as refused:
        assert str(refused).strip(), "a refused name needs a message"
        return None
    return names


def play_through_listed_texts(game: str, names: list[str], seed: int, folder) -> None:
    rules = rules_for(game)
    session = Session.create(folder / "g.toml", game, names, {})
    assert Session.open(session.path).save.players == tuple(names)
    rng = random.Random(seed)
    state = session.state
    for n in range(MOST_MOVES):
        pairs = rules.legal_moves(state)
        if not pairs:
            assert rules.decisions(state) == (), "no move is listed, yet the game is not over"
            assert rules.outcome(state) is not None
            return
        who, moves = pairs[rng.randrange(len(pairs))]
        move = pick(moves, rng)
        text = named(str(move), who, leader(rules.decisions(state)))
        if n < THROUGH_SESSION:
            assert text in session.legal_texts()
            session.declare(text)
            state = session.state
            continue
        declared = parse_declaration(rules, state, text)
        assert declared.move == move, f"{text!r} reads as {declared.move}"
        assert judge(rules, state, declared) == Verdict(who), f"{text!r} is not {who}'s legal move"
        state = play(rules, state, declared).state
    raise AssertionError(f"no end within {MOST_MOVES} moves")


@every_game
def test_every_accepted_player_list_plays_to_the_end_through_the_listed_moves(
    game, tmp_path_factory, monkeypatch
):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    counts = rules_of(game).info.player_counts

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow],
    )
    @given(data=st.data(), seed=st.integers(0, 2**16))
    def run(data: st.DataObject, seed: int) -> None:
        n = data.draw(st.sampled_from(counts))
        raw = data.draw(st.lists(NAMES, min_size=n, max_size=n, unique_by=lambda s: s.strip().casefold()))
        names = accepted(game, raw)
        assume(names is not None)
        assert names is not None
        play_through_listed_texts(game, names, seed, tmp_path_factory.mktemp("names"))

    run()


@pytest.mark.parametrize(
    ("game", "names"),
    [
        ("pendulum", ["Mary Ann", "Bob"]),
        ("pendulum", ["李 四", "王五", "Ann Bob"]),
        ("pendulum", ["Ann", "Bob", "Ann Bob"]),
    ],
    indirect=["game"],
)
def test_names_with_spaces_play_to_the_end(game, names, tmp_path, monkeypatch):
    """The issue's case: Pendulum's `order Mary Ann Bob` was listed and always refused."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    for seed in range(3):
        (tmp_path / str(seed)).mkdir()
        play_through_listed_texts(game, names, seed, tmp_path / str(seed))


@every_game
def test_a_name_no_move_could_name_is_refused_at_new_with_a_message(game):
    """A `:` would end the name as a declarer (`Ann: pass`), a table word would be the table, and a
    script line `#1: pass` naming a player is a comment."""
    for bad in ("Ann: Bob", "Ann：Bob", "table", "桌面", "#1"):
        assert accepted(game, [bad, *PLAIN[: rules_of(game).info.player_counts[0] - 1]]) is None, bad


PLAIN = ("Bob", "Cid", "Dee", "Eve", "Fay")

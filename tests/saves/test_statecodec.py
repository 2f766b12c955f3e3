"""The state codec: states reached in real games round-trip exactly; any other tree is refused."""

from __future__ import annotations

import random
from functools import partial

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.core.flow import TABLE, Decision, TurnContext
from referee.core.frozen import FrozenMap
from referee.core.record import record
from referee.core.simulate import random_playout
from referee.registry import rules_for
from saves import statecodec
from saves.statecodec import BadTree, Unencodable, decode, encode

LOOOT = ("referee.looot", "referee.core")
CORE = ("referee.core",)


def sampled_states(seed: int, n_players: int, every: int = 23) -> list:
    """Every `every`-th state of a seeded Looot playout, and the final one."""
    states: list = []
    game = random_playout(
        rules_for("looot"),
        n_players,
        random.Random(seed),
        checked=False,
        each=lambda state, actor, move: states.append(state),
    )
    return states[::every] + [game.state]


@pytest.mark.parametrize("seed, n_players", [(0, 2), (1, 3), (2, 4)])
def test_states_of_looot_playouts_round_trip_equal_with_equal_hash(seed, n_players):
    for state in sampled_states(seed, n_players):
        back = decode(encode(state, LOOOT), LOOOT)
        assert type(back) is type(state)
        assert back == state and hash(back) == hash(state)
        assert repr(back) == repr(state)  # every field, the ones == leaves out too
        assert encode(back, LOOOT) == encode(state, LOOOT)


def test_plain_values_keep_their_exact_types():
    value = TurnContext(1, "p", 0, (Decision("k", TABLE, ""),))
    tree = encode((1, True, 1.0, None, "1", FrozenMap({"a": (1, 2), 3: value}), ()), CORE)
    back = decode(tree, CORE)
    assert [type(v) for v in back] == [int, bool, float, type(None), str, FrozenMap, tuple]
    assert back[5] == FrozenMap({"a": (1, 2), 3: value}) and list(back[5]) == ["a", 3]  # order kept


plain = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=5))
values = st.recursive(
    plain,
    lambda inner: st.one_of(
        st.tuples(inner, inner),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(plain, inner, max_size=3).map(FrozenMap),
        st.builds(Decision, st.text(max_size=3), st.text(max_size=3), inner),
        st.builds(TurnContext, st.integers(), st.text(max_size=3), st.integers(), st.tuples(inner)),
    ),
    max_leaves=12,
)


@given(values)
def test_any_tree_of_supported_values_round_trips(value):
    back = decode(encode(value, CORE), CORE)
    assert back == value and repr(back) == repr(value)


@record
class Local:  # a record of a module that is not allowed (the tests)
    x: int


@pytest.mark.parametrize(
    "value",
    [
        Decision("k", TABLE, partial(str, "a deferred prompt")),  # a callable
        [1, 2],
        {"a": 1},
        {1},
        b"bytes",
        Local(1),
        TurnContext,  # a class, not a value
        (1, (2, print)),
    ],
    ids=["callable", "list", "dict", "set", "bytes", "other-module", "class", "nested-builtin"],
)
def test_a_value_without_a_tree_is_unencodable(value):
    with pytest.raises(Unencodable):
        encode(value, CORE)


def test_a_record_of_a_local_class_is_unencodable():
    @record
    class Inner:
        x: int

    with pytest.raises(Unencodable):
        encode(Inner(1), ("tests",))


GOOD = encode(TurnContext(1, "p", 0, ()), CORE)


@pytest.mark.parametrize(
    "tree",
    [
        ["T", 1, 2],  # a list where a tuple was
        ("T", [1, 2]),
        {"T": 1},
        b"bytes",
        (),
        ("X", 1),  # a tag the codec does not know
        ("M", "a"),  # a key with no value
        ("M", "a", 1, "a", 2),  # the same key twice
        ("R", "referee.core.flow", "TurnContext", 1, "p", 0),  # a field missing
        GOOD + (1,),  # a field too many
        ("R", "referee.core.frozen", "FrozenMap"),  # a class that is not a record
        ("R", "referee.core.record", "replace", 1),  # a function
        ("R", "referee.core.flow", "TABLE"),  # a constant
        ("R", "referee.registry", "Entry", "a", "b", "c", "d", None),  # a record outside the allowed modules
        ("R", "saves.schema", "LogEntry", 1, "m", "b", "p", 0, "t", ("T",)),
        ("R", "builtins", "dict"),
        ("R", "os", "system", "true"),
        ("R", "referee.core.nothing_here", "X"),  # no such module inside an allowed package
        ("R", "referee.core..flow", "TurnContext", 1, "p", 0, ("T",)),
        ("R", "referee.core.flow", "TurnContext.__init__", 1),
        ("R", "referee.core.flow", "record", 1),  # a function imported into an allowed module
        ("R", "referee.core.game", "Decision", "k", "a", ""),  # a record, but not under its own name
        ("R", 1, 2),
        ("M", ("R", "referee.core.simulate", "Playout", ("T",), 0, 0, ("T",)), 1),  # an unhashable key
    ],
)
def test_a_tree_encode_does_not_make_is_refused(tree):
    with pytest.raises(BadTree):
        decode(tree, CORE)
    assert decode(GOOD, CORE) == TurnContext(1, "p", 0, ())


def test_a_record_of_another_game_is_refused_by_this_game():
    tree = encode(sampled_states(0, 2, every=1000)[0], LOOOT)
    with pytest.raises(BadTree):
        decode(tree, ("tests.fakegame", "referee.core"))


def test_a_tree_nested_without_end_is_refused_not_a_crash():
    tree: tuple = ("T",)
    for _ in range(100_000):
        tree = ("T", tree)
    with pytest.raises(BadTree):
        decode(tree, CORE)


def test_allowed_means_the_package_or_inside_it():
    assert statecodec.allowed_module("referee.looot.state", LOOOT)
    assert statecodec.allowed_module("referee.core", LOOOT)
    assert not statecodec.allowed_module("referee.lootx", LOOOT)
    assert not statecodec.allowed_module("referee", LOOOT)

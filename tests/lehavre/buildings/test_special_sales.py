"""Special buildings that buy goods for francs a number of times (special_sales.py): every card's
numbers, its limit, its legal answers, the counts that are refused, and the declared values of the
`[check card]` ones."""

from __future__ import annotations

import pytest

from referee.core.record import replace
from referee.lehavre.moves import Make
from referee.lehavre.rules.buildings import handler
from referee.lehavre.rules.buildings.special_sales import BY_ID

from .test_special_support import (
    answer,
    check,
    codes,
    enter,
    every_legal_answer_is_accepted,
    goods,
    legal,
    player,
    position,
    refused,
    usable,
)

# building: (goods held, count asked, goods after, francs after) — the printed numbers (reference Part B §1)
CASES = {
    "002": ({"bread": 7}, 6, {"bread": 1}, 18),
    "003": ({"bread": 5, "meat": 4}, 4, {"bread": 1}, 24),
    "005": ({"hides": 3, "leather": 5}, 3, {"leather": 2}, 21),
    "007": ({"fish": 9}, 7, {"fish": 2}, 14),
    "008": ({"smoked": 10}, 10, {}, 30),
    "010": ({"wood": 4, "meat": 5}, 4, {"meat": 1}, 20),
    "016": ({"wood": 6, "bread": 6, "smoked": 7}, 6, {"smoked": 1}, 18),
    "019": ({"grain": 3, "bread": 4}, 3, {"bread": 1}, 15),
    "021": ({"leather": 4, "fr": 14, "fish": 2}, 1, {"leather": 1, "fish": 2}, 30),  # fish for the fee
    "026": ({"wood": 8, "leather": 8}, 8, {}, 48),
    "028": ({"wood": 4, "grain": 4}, 4, {}, 12),
    "030": ({"grain": 5}, 4, {"grain": 1}, 8),
    "032": ({"meat": 4, "charcoal": 4}, 4, {}, 24),
    "034": ({"brick": 3, "fr": 10, "fish": 2}, 1, {"fish": 2}, 24),
}
LIMITS = {b: s.limit for b, s in BY_ID.items()}


def _ann(held: dict[str, int]) -> tuple:
    fr = held.get("fr", 0)
    return position(
        player("Ann", francs=fr, **{g: n for g, n in held.items() if g != "fr"}),
        player("Bob"),
        town=tuple(CASES),
    )


def test_every_sale_building_is_covered():
    assert set(CASES) == set(BY_ID)


@pytest.mark.parametrize("bid", sorted(CASES))
def test_the_most_times_gives_the_printed_francs(bid):
    held, n, after, francs = CASES[bid]
    state, _ = enter(_ann(held), 0, bid)
    assert Make(n) in legal(state)
    every_legal_answer_is_accepted(state)
    state, effects = answer(state, Make(n), listed=True)
    assert state.ctx.top is None
    assert goods(state, 0) == {**after, "fr": francs}
    assert [e.code for e in effects] == ["exchanged"]


@pytest.mark.parametrize("bid", sorted(CASES))
def test_zero_times_is_refused_and_beyond_the_limit_or_the_goods(bid):
    held, n, _after, _fr = CASES[bid]
    state, _ = enter(_ann(held), 0, bid)
    assert codes(state, Make(0)) == ["none_sold"]
    limit = LIMITS[bid]
    if limit:
        assert codes(state, Make(limit + 1)) == ["over_limit"]
    else:
        assert codes(state, Make(n + 1)) == ["too_few"]


def test_too_few_names_what_the_count_takes_and_what_is_held():
    state, _ = enter(_ann({"bread": 2, "meat": 1}), 0, "003")
    [v] = check(state, Make(2))
    assert v.code == "too_few"
    assert "2 bread, 2 meat" in v.message and "2 bread, 1 meat" in v.message


@pytest.mark.parametrize("bid", sorted(CASES))
def test_without_the_goods_the_building_is_refused_on_entry(bid):
    state = position(player("Ann", francs=0), player("Bob"), town=tuple(CASES))
    assert [v.code for v in usable(state, 0, bid)] == ["nothing_to_sell"]


def test_the_francs_a_card_asks_for_must_be_left_after_the_fee():
    """Leather Industry: 14 francs and 3 leather; its 2-food fee paid in francs would leave 12."""
    state = position(player("Ann", francs=15, leather=3), player("Bob"), town=("021",))
    assert refused(state, 0, "021") == ["nothing_to_sell"]
    state = position(player("Ann", francs=14, leather=3, fish=2), player("Bob"), town=("021",))
    assert refused(state, 0, "021") == []
    owned = position(player("Ann", francs=14, leather=3, buildings=("021",)), player("Bob"))
    assert refused(owned, 0, "021") == []  # no fee in one's own building


def test_a_declared_value_corrects_an_unverified_card():
    """Bakery (002) is `[check card]`: the table declares limit=4 francs=2 and the engine follows."""
    state = position(
        player("Ann", bread=6), player("Bob"), town=("002",), declared={"002": {"limit": 4, "francs": 2}}
    )
    state, _ = enter(state, 0, "002")
    assert codes(state, Make(5)) == ["over_limit"]
    state, _ = answer(state, Make(4), listed=True)
    assert goods(state, 0) == {"bread": 2, "fr": 8}


def test_a_declaration_cannot_change_a_verified_card():
    state = position(player("Ann", fish=9), player("Bob"), town=("007",), declared={"007": {"limit": 2}})
    state, _ = enter(state, 0, "007")
    assert codes(state, Make(7)) == []


def test_when_the_fee_took_the_goods_the_action_gives_nothing_and_ends():
    """Usable on entry (bread and meat held), but the 1-food fee was paid with the bread."""
    state = position(player("Ann", bread=1, meat=1), player("Bob"), town=("003",))
    assert usable(state, 0, "003") == []
    after_fee = state.with_player(0, replace(player("Ann", meat=1), disc="003"))
    effects: list = []
    state = handler("003").use(after_fee, 0, "003", effects)
    assert state.ctx.top is None
    assert [e.code for e in effects] == ["nothing_left"]


def test_the_declarable_numbers_are_those_of_the_unverified_cards():
    from referee.lehavre.rules.buildings.special_sales import declarable

    assert declarable() == {
        "002": {"limit": 6, "francs": 3, "bread": 1},
        "016": {"limit": 6, "francs": 3, "wood": 1, "bread": 1, "smoked": 1},
        "021": {"limit": 1, "francs": 30, "leather": 3, "fr": 14},
    }

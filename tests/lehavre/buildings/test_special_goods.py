"""Special buildings that give goods outright (special_goods.py): the printed gains, the symbol
and animal counts, and the Cattle Drive's take from the other players."""

from __future__ import annotations

import pytest

from .test_special_support import enter, goods, player, position, usable

GAINS = {
    "004": {"fish": 2, "grain": 2, "wood": 2, "hides": 1, "cattle": 1, "fr": 0},
    "006": {"iron": 2, "coal": 1, "fr": 0},
    "009": {"fish": 3, "wood": 3, "fr": 0},
    "011": {"wood": 4, "fr": 3},
    "015": {"coal": 1, "coke": 1, "iron": 1, "fr": 0},
    "017": {"hides": 2, "meat": 3, "fr": 0},
}


@pytest.mark.parametrize("bid", sorted(GAINS))
def test_a_giving_building_gives_the_printed_goods_with_no_decision(bid):
    state, effects = enter(position(player("Ann"), player("Bob"), town=(bid,)), 0, bid)
    assert state.ctx.top is None
    assert goods(state, 0) == GAINS[bid]
    assert [e.code for e in effects] == ["gained"]


def test_labour_exchange_counts_fishing_symbols_and_hammers_on_own_buildings():
    # 03 Fishery F1, 009 Fishpond F1, 017 Hunting Lodge H1 F2, 006 Iron Mine H1: 4 fishing, 2 hammers
    ann = player("Ann", buildings=("03", "009", "017", "006"))
    state, _ = enter(position(ann, player("Bob", buildings=("11",)), town=("001",)), 0, "001")
    assert goods(state, 0) == {"fish": 4, "coal": 2, "fr": 0}


def test_labour_exchange_without_symbols_is_refused():
    state = position(player("Ann", buildings=("05",)), player("Bob"), town=("001",))
    assert [v.code for v in usable(state, 0, "001")] == ["no_symbols"]


def test_labour_exchange_counts_its_own_symbol_when_owned():
    state, _ = enter(position(player("Ann", buildings=("001",)), player("Bob")), 0, "001")
    assert goods(state, 0) == {"fish": 1, "fr": 0}


def test_zoo_gives_a_franc_per_three_animals_and_keeps_them():
    state, _ = enter(position(player("Ann", fish=5, cattle=3), player("Bob"), town=("035",)), 0, "035")
    assert goods(state, 0) == {"fish": 5, "cattle": 3, "fr": 2}


def test_zoo_with_fewer_than_three_animals_is_refused_with_the_counts():
    state = position(player("Ann", fish=1, cattle=1), player("Bob"), town=("035",))
    [v] = usable(state, 0, "035")
    assert v.code == "too_few_animals" and "1" in v.message


def test_cattle_drive_takes_two_from_the_other_in_two_players_capped_at_what_they_own():
    state = position(player("Ann", cattle=1), player("Bob", cattle=1), town=("046",))
    state, effects = enter(state, 0, "046")
    assert goods(state, 0)["cattle"] == 2 and goods(state, 1).get("cattle", 0) == 0
    assert [e.code for e in effects] == ["cattle_driven"]
    state = position(player("Ann"), player("Bob", cattle=5), town=("046",))
    state, _ = enter(state, 0, "046")
    assert goods(state, 0)["cattle"] == 2 and goods(state, 1)["cattle"] == 3


def test_cattle_drive_takes_one_from_each_other_player_with_three_or_more():
    state = position(
        player("Ann"), player("Bob", cattle=4), player("Cid"), player("Dee", cattle=1), town=("046",)
    )
    state, effects = enter(state, 0, "046")
    assert [goods(state, i).get("cattle", 0) for i in range(4)] == [2, 3, 0, 0]
    assert len(effects) == 2


def test_cattle_drive_with_no_cattle_elsewhere_is_refused():
    state = position(player("Ann", cattle=3), player("Bob"), town=("046",))
    assert [v.code for v in usable(state, 0, "046")] == ["no_cattle_to_drive"]

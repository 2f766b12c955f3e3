"""Special buildings that turn food or energy into goods (special_processing.py): Coal Trader,
Logging Camp, Junkyard (food paid through `special.pay_food`), Furriery, Kiln and Steelworks
(energy through `pay_energy`, less with a Wind Farm)."""

from __future__ import annotations

import pytest

from referee.lehavre.moves import Give, Make, Pay, Pick

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
    top,
    usable,
)


def _at(bid: str, **held: int):
    fr = held.pop("fr", 0)
    return position(player("Ann", francs=fr, **held), player("Bob"), town=(bid,))


# -- Coal Trader ---------------------------------------------------------------------------------------


def test_coal_trader_one_charcoal_and_coal_for_food_then_the_food_is_paid():
    state, _ = enter(_at("018", fish=3, meat=1, fr=1), 0, "018")
    every_legal_answer_is_accepted(state)
    state, _ = answer(state, Pick("1charcoal 2coal"))
    assert top(state).kind == "special.pay_food" and top(state).data["owed"] == 5
    every_legal_answer_is_accepted(state)
    state, effects = answer(state, Pay("2fish 1meat"))
    assert state.ctx.top is None
    assert goods(state, 0) == {"fish": 1, "charcoal": 1, "coal": 2, "fr": 1}
    assert [e.code for e in effects] == ["food_paid", "gained"]


def test_coal_trader_limits_and_other_goods_are_refused():
    state, _ = enter(_at("018", fish=20), 0, "018")
    assert codes(state, Pick("2charcoal")) == ["over_limit_of"]
    assert codes(state, Pick("6coal")) == ["over_limit_of"]
    assert codes(state, Pick("1coke")) == ["not_offered_here"]
    assert codes(state, Pick("all")) == ["name_the_goods"]
    poor, _ = enter(_at("018", fish=3), 0, "018")
    [v] = check(poor, Pick("1charcoal 2coal"))
    assert v.code == "no_food_to_pay" and "5" in v.message and "3" in v.message


def test_coal_trader_without_food_is_refused_on_entry():
    assert [v.code for v in usable(_at("018", wood=3), 0, "018")] == ["no_food_to_pay"]
    # 1 food in all: the engine finds that the 1-food fee would take it
    assert usable(_at("018", fish=1), 0, "018") == []
    assert refused(_at("018", fish=1), 0, "018") == ["no_food_to_pay"]
    assert refused(_at("018", fish=2), 0, "018") == []


def test_the_food_payment_refuses_non_food_short_and_overpaid():
    state, _ = enter(_at("018", fish=2, meat=1, wood=2, fr=3), 0, "018")
    state, _ = answer(state, Pick("1coal"))
    assert codes(state, Pay("2wood")) == ["not_food"]
    assert codes(state, Pay("1fish")) == ["food_short"]
    assert codes(state, Pay("1meat")) == []  # 3 food for 2: no unit could be left out
    assert codes(state, Pay("1meat 1fish")) == ["food_overpaid"]
    assert codes(state, Pay("all")) == ["food_all"]
    assert codes(state, Pay("2fr")) == []
    assert "goods_missing" in codes(state, Pay("5fr"))


# -- Logging Camp and Junkyard -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bid", "count", "pay", "after"),
    [
        ("038", 7, "7fr", {"wood": 7, "fr": 1}),
        ("042", 5, "3meat 1fr", {"iron": 5, "fr": 7}),
    ],
)
def test_food_for_goods_at_the_printed_rate_and_limit(bid, count, pay, after):
    held = {"fr": 8} if bid == "038" else {"meat": 3, "fr": 8}
    state, _ = enter(_at(bid, **held), 0, bid)
    assert Make(count) in legal(state)
    every_legal_answer_is_accepted(state)
    assert codes(state, Make(count + 1)) == ["over_limit"]
    assert codes(state, Make(0)) == ["none_sold"]
    state, _ = answer(state, Make(count), listed=True)
    assert top(state).data["owed"] == count * (1 if bid == "038" else 2)
    state, _ = answer(state, Pay(pay))
    assert state.ctx.top is None
    assert goods(state, 0) == after


def test_junkyard_asks_two_food_per_iron():
    state, _ = enter(_at("042", fish=3), 0, "042")
    assert legal(state) == [Make(1)]
    assert codes(state, Make(2)) == ["no_food_to_pay"]


def test_logging_camp_without_food_is_refused():
    assert [v.code for v in usable(_at("038", wood=2), 0, "038")] == ["no_food_to_pay"]


# -- Furriery ----------------------------------------------------------------------------------------


def test_furriery_hides_to_bread_and_two_leather_for_five_francs_each():
    state, _ = enter(_at("020", hides=3, leather=3), 0, "020")
    every_legal_answer_is_accepted(state)
    assert codes(state, Give("3hides 3leather")) == ["over_limit_of"]
    assert codes(state, Give("1wood")) == ["goods_missing", "not_taken_here"]
    state, effects = answer(state, Give("3hides 2leather"), listed=True)
    assert goods(state, 0) == {"bread": 3, "leather": 1, "fr": 10}
    assert [e.code for e in effects] == ["exchanged"]


def test_furriery_without_hides_or_leather_is_refused():
    assert [v.code for v in usable(_at("020", fish=3), 0, "020")] == ["nothing_to_sell"]


# -- Kiln and Steelworks -------------------------------------------------------------------------------


def test_kiln_one_clay_and_one_energy_for_three_bricks():
    state, _ = enter(_at("022", clay=2, wood=2), 0, "022")
    assert top(state).kind == "pay_energy" and top(state).data["owed"] == 1
    state, effects = answer(state, Pay("1wood"))
    assert goods(state, 0) == {"clay": 1, "wood": 1, "brick": 3, "fr": 0}
    assert effects[-1].code == "exchanged"


def test_steelworks_one_iron_and_fifteen_energy_for_two_steel():
    state, _ = enter(_at("031", iron=2, coke=1, coal=2), 0, "031")
    assert top(state).data["owed"] == 15
    state, _ = answer(state, Pay("2coal 1coke"))
    assert goods(state, 0) == {"iron": 1, "steel": 2, "fr": 0}


def test_steelworks_short_of_energy_is_refused_with_the_numbers():
    [v] = usable(_at("031", iron=1, coke=1, wood=4), 0, "031")
    assert v.code == "energy_short" and "15" in v.message
    assert [v.code for v in usable(_at("022", wood=3), 0, "022")] == ["nothing_to_sell"]


def test_a_wind_farm_takes_three_off_the_steelworks_energy_and_pays_the_kiln_whole():
    ann = player("Ann", iron=1, coke=1, wood=2, clay=1, buildings=("033",))
    state, _ = enter(position(ann, player("Bob"), town=("031", "022")), 0, "031")
    assert top(state).data["owed"] == 12
    state, _ = answer(state, Pay("1coke 2wood"))
    state, effects = enter(state, 0, "022")  # 1 energy, less 3: nothing to pay
    assert state.ctx.top is None
    assert goods(state, 0) == {"steel": 2, "brick": 3, "fr": 0}

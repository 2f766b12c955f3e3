"""Special buildings that trade with the supply or the offer spaces (special_trade.py): Town
Square, Haulage Firm, Pawnbroker's."""

from __future__ import annotations

from referee.lehavre.moves import Give, Pick

from .test_special_support import (
    answer,
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

# -- Town Square -------------------------------------------------------------------------------------


def test_town_square_one_different_processed_good_per_craft_building():
    ann = player("Ann", buildings=("05", "07", "11"))  # Bakehouse, Charcoal Kiln craft; Arts Centre public
    state, _ = enter(position(ann, player("Bob"), town=("027",)), 0, "027")
    every_legal_answer_is_accepted(state)
    assert codes(state, Pick("1bread 1brick 1coke")) == ["square_count"]
    assert codes(state, Pick("2bread")) == ["not_different"]
    assert codes(state, Pick("1steel 1bread")) == ["not_offered_here"]
    assert codes(state, Pick("1fish 1bread")) == ["not_offered_here"]
    state, effects = answer(state, Pick("1bread 1coke"))
    assert goods(state, 0) == {"bread": 1, "coke": 1, "fr": 0}
    assert [e.code for e in effects] == ["gained"]


def test_town_square_without_a_craft_building_is_refused():
    state = position(player("Ann", buildings=("11",)), player("Bob"), town=("027",))
    assert [v.code for v in usable(state, 0, "027")] == ["no_craft_buildings"]


# -- Haulage Firm --------------------------------------------------------------------------------------

OFFERS = (4, 2, 3, 0, 1, 1, 0)  # fr, fish, wood, clay, iron, grain, cattle


def test_haulage_firm_three_francs_then_everything_on_two_adjacent_offer_spaces():
    state = position(player("Ann", francs=5), player("Bob"), town=("029",), offers=OFFERS)
    state, effects = enter(state, 0, "029")
    assert goods(state, 0)["fr"] == 2 and [e.code for e in effects] == ["francs_paid"]
    assert set(legal(state)) == {Pick("2fish 3wood"), Pick("1iron 1grain")}
    every_legal_answer_is_accepted(state)
    assert codes(state, Pick("4fr 2fish")) == ["haulage_no_francs"]
    assert codes(state, Pick("3wood 1clay")) == ["offer_empty"]
    assert codes(state, Pick("2fish 1iron")) == ["not_adjacent"]
    assert codes(state, Pick("2fish 2wood")) == ["take_all"]
    assert codes(state, Pick("2fish")) == ["two_spaces"]
    assert codes(state, Pick("1coal 2fish")) == ["not_an_offer"]
    state, effects = answer(state, Pick("2fish 3wood"), listed=True)
    assert state.ctx.top is None
    assert goods(state, 0) == {"fish": 2, "wood": 3, "fr": 2}
    assert state.offers == (4, 0, 0, 0, 1, 1, 0)
    assert [e.code for e in effects] == ["gained"]


def test_haulage_refused_without_three_francs_after_the_fee_or_without_two_adjacent_offers():
    state = position(player("Ann", francs=3), player("Bob"), town=("029",), offers=OFFERS)
    assert refused(state, 0, "029") == ["francs_short"]  # the 1-food fee paid in francs leaves 2
    state = position(player("Ann", francs=3, fish=1), player("Bob"), town=("029",), offers=OFFERS)
    assert refused(state, 0, "029") == []
    owned = position(player("Ann", francs=3, buildings=("029",)), player("Bob"), offers=OFFERS)
    assert refused(owned, 0, "029") == []
    poor = position(player("Ann", francs=2, fish=3), player("Bob"), town=("029",), offers=OFFERS)
    assert [v.code for v in usable(poor, 0, "029")] == ["francs_short"]
    state = position(player("Ann", francs=9), player("Bob"), town=("029",), offers=(5, 1, 0, 1, 0, 1, 0))
    assert [v.code for v in usable(state, 0, "029")] == ["no_adjacent_offers"]


# -- Pawnbroker's --------------------------------------------------------------------------------------


def test_pawnbroker_one_of_each_different_type_for_two_francs_each():
    state, _ = enter(position(player("Ann", fish=2, wood=1, steel=1), player("Bob"), town=("040",)), 0, "040")
    every_legal_answer_is_accepted(state)
    assert codes(state, Give("2fish")) == ["not_different"]
    assert codes(state, Give("1fr")) == ["goods_missing", "no_francs_pawned"]
    assert codes(state, Give("1coke")) == ["goods_missing"]
    state, _ = answer(state, Give("1fish 1wood 1steel"), listed=True)
    assert goods(state, 0) == {"fish": 1, "fr": 6}
    assert top(state) is None


def test_pawnbroker_without_goods_is_refused():
    state = position(player("Ann", francs=9), player("Bob"), town=("040",))
    assert [v.code for v in usable(state, 0, "040")] == ["nothing_to_pawn"]

"""Marketplace, Black Market, Business Office, Shipping Line, Bridge; Fishery, Clay Mound, Colliery,
Hardware Store, Grocery Market; Arts Centre, Local Court, Church; the buildings that cannot be entered."""

from __future__ import annotations

import pytest

from referee.core.record import replace
from tests.lehavre.helpers import goods, player, position, refused, run, top, with_town


def test_marketplace_gives_two_plus_crafts_different_basic_goods():
    s = with_town("01", Ann={"goods": {"fish": 2}, "francs": 0, "buildings": ("07",)})  # one craft
    s, _ = run(s, "enter 01", "pay 2fish")
    assert refused(s, "pick 1fish 1wood") == ["market_count"]
    assert refused(s, "pick 2fish 1wood") == ["not_different"]
    assert refused(s, "pick 1fish 1wood 1bread") == ["not_basic"]
    s, _ = run(s, "pick 1fish 1coal 1hides")
    assert goods(s, "Ann") == {"fish": 1, "coal": 1, "hides": 1}


def test_marketplace_in_solo_takes_at_most_four():
    s = with_town("01", players=1, Ann={"goods": {}, "francs": 1, "buildings": ("07", "03", "05")})
    s, _ = run(s, "enter 01", "pay 1fr")
    assert refused(s, "pick 1fish 1wood 1clay 1iron 1grain") == ["market_count"]
    s, _ = run(s, "pick 1fish 1wood 1clay 1iron")


def test_black_market_gives_two_of_every_empty_offer_and_needs_one():
    s = with_town("13", Ann={"goods": {"fish": 1}, "francs": 0})
    s = replace(s, offers=(1, 1, 1, 1, 0, 0, 1))
    s, _ = run(s, "enter 13", "pay 1fish")
    assert goods(s, "Ann") == {"iron": 2, "grain": 2}
    full = replace(with_town("13", Ann={"goods": {"fish": 1}}), offers=(1,) * 7)
    assert refused(full, "enter 13") == ["no_empty_offer"]


def test_business_office_trades_each_once():
    s = with_town("21", Ann={"goods": {"wood": 4, "clay": 2}, "francs": 1})
    s, _ = run(s, "enter 21", "pay 1fr")
    assert refused(s, "trade steel 3wood") == ["trade_count"]
    assert refused(s, "stop") == ["must_trade"]
    s, _ = run(s, "trade steel 4wood")
    assert refused(s, "trade steel 1clay") == ["trade_count", "trade_once"]
    s, _ = run(s, "trade leather 1clay")
    assert goods(s, "Ann") == {"steel": 1, "leather": 1, "clay": 1} and top(s) == "turn_end:Ann"


def test_shipping_line_pays_the_franc_values_for_three_energy_a_ship():
    s = with_town(
        "18",
        Ann={
            "goods": {"bread": 2, "steel": 1, "coal": 2, "fish": 2, "leather": 1},
            "francs": 0,
            "ships": ("S01", "S06"),
        },
    )
    s, _ = run(s, "enter 18", "pay 2fish")
    assert refused(s, "load 2bread 1steel 2coal 1leather") == ["over_capacity"]  # 6 goods, room for 5
    s, _ = run(s, "load 2bread 1steel")  # 3 goods: one iron ship (capacity 3)
    assert s.ctx.top.data["owed"] == 3
    s, codes = run(s, "pay 1coal")
    assert (
        "shipped" in codes
        and player(s, "Ann").francs == 2 * 3 + 8
        and goods(s, "Ann") == {"coal": 1, "leather": 1}
    )


def test_bridge_takes_processed_goods_and_basic_goods_in_threes():
    s = with_town("27", Ann={"goods": {"wood": 4, "bread": 2}, "francs": 2})
    s, _ = run(s, "enter 27", "pay 2fr")
    assert refused(s, "give 2wood") == ["bridge_threes", "make_none"]
    s, _ = run(s, "give 3wood 2bread")
    assert player(s, "Ann").francs == 3 and goods(s, "Ann") == {"wood": 1}


@pytest.mark.parametrize(
    ("bid", "owned", "gets"),
    [
        ("03", ("03", "08"), {"fish": 5}),  # Fishery: 3 + one per fishing symbol (03, 08)
        ("10", ("04", "06"), {"clay": 5}),  # Clay Mound: 3 + one per hammer
        ("16", ("04", "06"), {"coal": 4}),  # Colliery: 3 + 1 flat for any hammer
        ("16", (), {"coal": 3}),
        ("06", (), {"wood": 1, "brick": 1, "iron": 1}),  # Hardware Store
        ("19", (), {"cattle": 1, "meat": 1, "fish": 1, "smoked": 1, "grain": 1, "bread": 1}),  # Grocery
    ],
)
def test_buildings_that_give_goods(bid, owned, gets):
    s = with_town(bid, Ann={"goods": {}, "francs": 5, "buildings": owned})
    s, _ = run(s, f"enter {bid}")
    if top(s) == "pay_fee:Ann":
        s, _ = run(
            s,
            "pay 1fr"
            if s.ctx.top.data["francs"] == 1 or s.ctx.top.data["food"] < 0
            else f"pay {s.ctx.top.data['food']}fr",
        )
    assert goods(s, "Ann") == gets


def test_arts_centre_counts_other_players_discs_in_your_buildings():
    s = with_town(
        "11",
        players=3,
        Ann={"goods": {}, "francs": 1, "buildings": ("03", "07")},
        Bob={"disc": "03"},
        Cid={"disc": "07"},
    )
    s, _ = run(s, "enter 11", "pay 1fr")
    assert player(s, "Ann").francs == 8


@pytest.mark.parametrize(("loans", "left", "francs"), [(1, 0, 0), (2, 1, 2), (3, 1, 0), (4, 2, 0)])
def test_local_court(loans, left, francs):
    s = with_town("15", Ann={"loans": loans, "francs": 0})
    s, _ = run(s, "enter 15")
    assert (player(s, "Ann").loans, player(s, "Ann").francs) == (left, francs)


def test_local_court_needs_a_loan_and_the_church_bread_and_fish_which_it_keeps():
    assert refused(with_town("15"), "enter 15") == ["no_loan"]
    assert refused(with_town("30", Ann={"goods": {"bread": 4, "fish": 2}}), "enter 30") == ["church_needs"]
    s, _ = run(with_town("30", Ann={"goods": {"bread": 5, "fish": 2}}), "enter 30")
    assert goods(s, "Ann") == {"bread": 10, "fish": 5}


@pytest.mark.parametrize("bid", ["24", "26", "28", "29"])
def test_bonus_buildings_cannot_be_entered(bid):
    assert refused(with_town(bid), f"enter {bid}") == ["not_enterable"]


def test_a_proposal_or_a_building_out_of_play_cannot_be_entered():
    s = position(2)
    assert refused(s, f"enter {s.stacks[0][0]}") == ["not_built"]
    assert refused(s, "enter 030") == ["not_in_play"]  # a special not revealed


def test_a_special_building_without_a_handler_is_refused_never_accepted():
    from referee.lehavre.catalog import buildings
    from referee.lehavre.rules.buildings import handler

    unhandled = [
        b for b, e in buildings().items() if e["group"] == "special" and e["enterable"] and handler(b) is None
    ]
    if not unhandled:
        pytest.skip("every enterable special building has a handler")
    s = with_town(unhandled[0], Ann={"goods": {"fish": 3}, "francs": 5})
    assert refused(s, f"enter {unhandled[0]}") == ["building_not_handled"]

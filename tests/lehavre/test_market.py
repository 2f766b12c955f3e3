"""Buying, selling (also in another player's turn, never inside their action), repaying, fees.

Buying inside one's own action: test_buy_inside_action.py."""

from __future__ import annotations

from referee.core.frozen import FrozenMap
from referee.core.record import replace
from tests.lehavre.helpers import goods, messages, player, position, refused, run, top, with_town


def test_buy_a_town_building_or_a_proposal_top_at_its_price_in_ones_own_turn():
    s = position(2, Ann={"francs": 10})
    top_building = s.stacks[0][0]
    s, codes = run(s, "buy B1")
    assert "bought" in codes and player(s, "Ann").buildings == ("B1",) and player(s, "Ann").francs == 6
    assert refused(s, f"Bob: buy {top_building}") == ["wrong_player"]
    assert refused(s, "buy B3") == ["too_poor"]
    assert refused(s, f"buy {s.stacks[0][1]}") == ["not_top"]


def test_the_price_is_the_cards_price_and_the_sale_half_the_value_rounded_down():
    s = with_town("24", Ann={"francs": 10})  # Storehouse: price 10, value 4
    s, _ = run(s, "buy 24")
    assert player(s, "Ann").francs == 0
    s, _ = run(s, "sell 24")
    assert player(s, "Ann").francs == 2 and "24" in s.town
    assert refused(replace(s, players=(replace(s.players[0], francs=10), s.players[1])), "buy 24") == [
        "rebuy_same_turn"
    ]


def test_the_church_and_luxury_liners_cannot_be_bought_and_only_the_top_ship():
    s = with_town("30", Ann={"francs": 50})
    s = replace(s, ship_stacks=FrozenMap({"wooden": ("S04", "S01"), "luxury": ("S20",)}))
    assert refused(s, "buy 30") == ["not_for_sale"]
    assert refused(s, "buy S20") == ["luxury_not_for_sale"]
    assert refused(s, "buy S01") == ["ship_not_on_top"]
    s, _ = run(s, "buy S04")
    assert player(s, "Ann").ships == ("S04",) and player(s, "Ann").francs == 36


def test_another_player_sells_between_actions_but_not_inside_one():
    s = with_town("16", Bob={"buildings": ("03",), "ships": ("S02",)}, Ann={"goods": {"fish": 2}})
    s, codes = run(s, "Bob: sell S02")
    assert "sold" in codes and player(s, "Bob").francs == 6 and s.ship_stacks["wooden"][0] == "S02"
    assert top(s) == "main:Ann"  # Ann's decision still leads
    s, _ = run(s, "enter 16")  # Ann now pays a fee: inside her action
    assert top(s) == "pay_fee:Ann"
    assert refused(s, "Bob: sell 03") == ["wrong_player"]
    s, _ = run(s, "pay 2fish")


def test_selling_an_occupied_building_sends_the_disc_home_and_the_building_in_use_cannot_be_sold():
    s = position(2, Ann={"buildings": ("03",), "disc": ""}, Bob={"disc": "03"})
    s, codes = run(s, "sell 03")
    assert "disc_home" in codes and player(s, "Bob").disc == "" and "03" in s.town
    s = position(2, Ann={"buildings": ("03",), "francs": 0})
    s, _ = run(s, "enter 03")  # no decision: the Fishery is done at once
    assert top(s) == "turn_end:Ann"


def test_repay_costs_five_francs_any_time_and_needs_a_loan():
    s = position(2, Bob={"loans": 2, "francs": 6})
    s, _ = run(s, "Bob: repay")
    assert (player(s, "Bob").loans, player(s, "Bob").francs) == (1, 1)
    assert refused(s, "Bob: repay") == ["repay_short"]
    assert refused(s, "repay") == ["no_loan"]


def test_fees_food_francs_for_food_never_the_reverse_no_overpaying_owner_is_paid():
    s = with_town("16", Ann={"goods": {"fish": 1, "meat": 1}, "francs": 3})  # Colliery: 2 food
    s = replace(
        s,
        town=tuple(b for b in s.town if b != "16"),
        players=(s.players[0], replace(s.players[1], buildings=("16",))),
    )
    assert refused(s, "enter 16") == []
    s, _ = run(s, "enter 16")
    assert refused(s, "pay 1fish") == ["fee_short"]
    assert refused(s, "pay 1meat 1fish") == ["overpaid"]  # the meat alone is 3
    assert messages(s, "pay 1fish")[0].startswith("the fee of 16 is 2 food")
    s, codes = run(s, "pay 1fish 1fr")
    assert "fee_paid" in codes and goods(s, "Bob") == {"coal": 1, "fish": 1} and player(s, "Bob").francs == 6
    own = position(2, Ann={"buildings": ("16",), "francs": 0, "goods": {}})
    own, _ = run(own, "enter 16")  # one's own building: no fee
    assert goods(own, "Ann") == {"coal": 3}


def test_an_occupied_building_is_refused_outside_the_final_phase():
    s = with_town("16", Bob={"disc": "03"}, Ann={"disc": "16"})
    s = replace(s, town=(*s.town, "03"))
    assert refused(s, "enter 03") == ["occupied"]
    assert refused(s, "enter 16") == ["own_disc"]


def test_buying_an_occupied_town_building_sends_the_disc_home():
    # seed 购买建筑 3. 「购买建筑后，将卡牌放到自己面前，并取得该建筑的所有权。建筑上原有的人物圆片退还给其所属玩家。」:
    # Bob's disc is on the town's Building Firm B1 (price 4); Ann (10 francs) buys it: she pays 4,
    # owns B1, and Bob's disc goes home
    s = position(2, Ann={"francs": 10}, Bob={"disc": "B1"})
    s, codes = run(s, "buy B1")
    assert "bought" in codes and "disc_home" in codes
    assert player(s, "Ann").buildings == ("B1",) and player(s, "Ann").francs == 6
    assert player(s, "Bob").disc == "" and "B1" not in s.town


def test_what_was_sold_this_turn_may_be_bought_back_in_a_later_turn():
    # seed 出售建筑或船只 5. 「玩家也不能在同一回合出售一座建筑后，又将其买回。」 speaks of the same turn:
    # Ann sells the Storehouse 24 (value 4: 2 francs) and may not buy it back now; two turns later,
    # in her next turn, she may (price 10)
    s = position(2, Ann={"buildings": ("24",), "francs": 8})
    s, _ = run(s, "sell 24")
    assert refused(s, "buy 24") == ["rebuy_same_turn"]
    s, _ = run(s, "take wood", "done", "table: chit 1", "Bob: take wood", "Bob: done", "table: chit 2")
    assert top(s) == "main:Ann" and refused(s, "buy 24") == []
    s, codes = run(s, "buy 24")
    assert "bought" in codes and player(s, "Ann").francs == 0

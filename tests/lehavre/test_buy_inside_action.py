"""Buying at any moment of one's own turn, inside a building's action too (ruling lehavre-buy-when).

Seed 购买建筑 1. 「玩家可以在自己回合的任何时机购买城镇拥有的建筑，或购买3叠建筑提案中最上方的建筑。」: a
purchase at the entry fee, between a Construction Firm's two buildings, at a Wharf after the ship
type is chosen; refused in another's turn, while the table reveals, at the round's feeding and in
the final phase; and each thing a purchase in the middle could make stale, caught.
"""

from __future__ import annotations

from referee.core.frozen import FrozenMap
from referee.core.game import check, parse_declaration
from referee.core.record import replace
from referee.i18n import set_lang
from referee.lehavre import GAME
from referee.lehavre.moves import Buy
from tests.lehavre.helpers import last_turn, messages, player, position, refused, run, top, with_town


def listed(state, kind="buy"):
    return [
        m for who, ms in GAME.legal_moves(state) for m in ms if m.kind == kind and who == state.ctx.top.actor
    ]


def every_listed_buy_is_accepted(state):
    buys = listed(state)
    for m in buys:
        assert not check(GAME, state, parse_declaration(GAME, state, f"{state.ctx.top.actor}: {m}")), m
    return buys


# -- where a purchase is declared ---------------------------------------------------------------------


def test_a_purchase_at_the_entry_fee_then_the_fee_is_paid():
    # Ann (10 francs, 2 fish) enters the town's Colliery 16 (fee 2 food) and, before paying, buys the
    # Building Firm B1 (4 francs): the fee is still hers to pay, then the action goes on
    s = with_town("16", Ann={"goods": {"fish": 2}, "francs": 10})
    s, _ = run(s, "enter 16")
    assert top(s) == "pay_fee:Ann"
    assert Buy("B1") in every_listed_buy_is_accepted(s)
    s, codes = run(s, "buy B1")
    assert "bought" in codes and player(s, "Ann").francs == 6 and "B1" in player(s, "Ann").buildings
    assert top(s) == "pay_fee:Ann"
    s, codes = run(s, "pay 2fish")
    assert "fee_paid_town" in codes and top(s) == "turn_end:Ann"
    assert player(s, "Ann").goods["coal"] == 4  # 3 + 1 for the hammer of the Building Firm bought


def test_between_the_two_buildings_of_the_construction_firm_a_proposal_top_is_bought():
    # reference (Kobiela's building notes): at the Construction Firm one may buy from the proposals
    # before building the second building. Ann builds the Bakehouse 05 (2 clay) from stack 3, buys
    # the Abattoir 09 that is now on top (8 francs), then builds the Fishery 03 (1 wood, 1 clay)
    s = position(2, Ann={"goods": {"fish": 2, "clay": 3, "wood": 1}, "francs": 10})
    s, _ = run(s, "enter B3", "pay 2fish", "build 05", "pay 2clay")
    assert top(s) == "firm.build:Ann" and s.stacks[2][0] == "09"
    s, codes = run(s, "buy 09")
    assert "bought" in codes and player(s, "Ann").francs == 2 and top(s) == "firm.build:Ann"
    assert s.stacks[2][0] == "14"
    assert refused(s, "build 09") == ["not_proposal"]  # the stack tops are read again
    s, codes = run(s, "build 03", "pay 1wood 1clay")
    assert player(s, "Ann").buildings == ("05", "09", "03") and top(s) == "turn_end:Ann"


def test_at_a_wharf_after_choosing_the_ship_type_the_ship_being_built_is_not_for_sale():
    # Ann owns the Wharf 12 and chooses a wooden ship: the top wooden ship S02 is the one she is
    # building, so it cannot be bought while she pays its 5 wood and 3 energy; the iron ship can
    stacks = FrozenMap({"wooden": ("S02", "S05"), "iron": ("S06",)})
    s = position(2, ship_stacks=stacks, Ann={"buildings": ("12",), "goods": {"wood": 8}, "francs": 40})
    s, _ = run(s, "enter 12", "ship wooden")
    assert top(s) == "pay_cost:Ann"
    assert refused(s, "buy S02") == ["buy_being_built"]
    assert refused(s, "buy S05") == ["ship_not_on_top"]
    set_lang("en")
    assert messages(s, "buy S02") == [
        "S02 is what Ann is building at Wharf (12): it cannot be bought in the middle of that action"
    ]
    assert Buy("S02") not in every_listed_buy_is_accepted(s)
    s, _ = run(s, "buy S06", "pay 5wood")
    assert top(s) == "pay_energy:Ann" and refused(s, "buy S02") == ["buy_being_built"]
    s, codes = run(s, "pay 3wood")
    assert player(s, "Ann").ships == ("S06", "S02") and s.ship_stacks["wooden"] == ("S05",)


def test_before_choosing_the_type_a_ship_may_be_bought_and_the_wharf_builds_the_next():
    stacks = FrozenMap({"wooden": ("S02", "S05")})
    s = position(2, ship_stacks=stacks, Ann={"buildings": ("12",), "goods": {"wood": 8}, "francs": 40})
    s, _ = run(s, "enter 12")
    s, _ = run(s, "buy S02", "ship wooden", "pay 5wood", "pay 3wood")
    assert player(s, "Ann").ships == ("S02", "S05") and not s.ship_stacks.get("wooden")


def test_buying_the_last_ship_the_wharf_could_build_is_refused_the_action_would_be_stranded():
    ann = {"buildings": ("12",), "goods": {"wood": 8}, "francs": 40}
    s = position(2, ship_stacks=FrozenMap({"wooden": ("S02",)}), Ann=ann)
    s, _ = run(s, "enter 12")
    assert refused(s, "buy S02") == ["buy_strands_action"]
    set_lang("en")
    (text,) = messages(s, "buy S02")
    assert text.startswith(
        "after buying S02 for 14 francs Ann would have 26 francs and could not go on with Wharf (12)"
    )


def test_no_purchase_in_another_players_turn_nor_while_the_table_reveals():
    s = with_town("16", Ann={"goods": {"fish": 2}}, Bob={"francs": 20})
    s, _ = run(s, "enter 16")
    assert refused(s, "Bob: buy B1") == ["wrong_player"]  # Ann's action: Bob may not even sell
    s, _ = run(s, "pay 2fish", "done")
    assert top(s) == "reveal_chit:table"  # Bob's turn starts with the table turning his chit
    assert refused(s, "Bob: buy B1") == ["wrong_step"]
    assert not [m for _, ms in GAME.legal_moves(s) for m in ms if m.kind == "buy"]


def test_no_purchase_while_the_rounds_food_is_paid_nor_in_the_final_phase():
    # the round end comes after the 7th turn's `done`: the feeding is in no one's turn
    s = last_turn(2, "short", round=8, Ann={"francs": 20, "goods": {"clay": 2}}, Bob={"francs": 20})
    s, _ = run(s, "take fr", "done")
    assert top(s).startswith("feed:")
    assert refused(s, f"{s.ctx.top.actor}: buy B1") == ["wrong_step"]
    while top(s).startswith("feed:"):
        s, _ = run(s, f"{s.ctx.top.actor}: {listed(s, 'pay')[0]}")
    assert s.ctx.phase == "final"
    who = s.ctx.top.actor
    s = replace(s, players=tuple(replace(p, goods=FrozenMap({"clay": 2}), francs=20) for p in s.players))
    s, _ = run(s, f"{who}: enter B1")
    assert top(s) == f"firm.build:{who}"
    assert refused(s, f"{who}: buy B2") == ["no_buying_final"]  # seed 10.1: no buying at all
    assert not listed(s)


# -- what a purchase in the middle may not change -----------------------------------------------------


def test_the_building_in_use_is_not_bought_in_the_middle_of_its_action():
    # Ann stands on the town's Colliery 16, fee not yet paid to the supply: buying it now would send
    # her own disc home and make the fee hers; before entering or after the action she may
    s = with_town("16", Ann={"goods": {"fish": 2}, "francs": 20})
    s, _ = run(s, "enter 16")
    assert refused(s, "buy 16") == ["buy_in_use"]
    assert Buy("16") not in listed(s)
    s, _ = run(s, "pay 2fish", "buy 16")
    assert "16" in player(s, "Ann").buildings and player(s, "Ann").disc == ""


def test_the_building_a_firm_is_paying_for_is_not_bought_meanwhile():
    s = position(2, Ann={"goods": {"clay": 2}, "francs": 20})
    s, _ = run(s, "enter B1", "build 05")
    assert top(s) == "pay_cost:Ann" and s.stacks[2][0] == "05"
    assert refused(s, "buy 05") == ["buy_being_built"]
    s, _ = run(s, "buy 01")  # another top is fine
    s, _ = run(s, "pay 2clay")
    assert player(s, "Ann").buildings == ("01", "05")


def test_buying_the_only_top_the_firm_could_build_is_refused_before_the_first_building():
    # at the Building Firm B1 Ann (2 clay) can build only the Bakehouse 05: buying it would leave the
    # action with nothing to build (seed 4.5); buying the Marketplace 01 leaves 05 buildable
    s = position(2, Ann={"goods": {"clay": 2}, "francs": 20})
    s, _ = run(s, "enter B1")
    assert refused(s, "buy 05") == ["buy_strands_action"]
    assert Buy("05") not in every_listed_buy_is_accepted(s)
    s, _ = run(s, "buy 01", "build 05", "pay 2clay")
    assert top(s) == "turn_end:Ann"


def test_a_purchase_that_leaves_too_few_francs_for_the_fee_is_refused():
    # Ann pays the Colliery's 2 food in francs (no food): buying B1 (4 of her 5 francs) would leave 1
    s = with_town("16", Ann={"francs": 5})
    s, _ = run(s, "enter 16")
    assert refused(s, "buy B1") == ["buy_strands_action"]
    assert Buy("B1") not in every_listed_buy_is_accepted(s)
    set_lang("zh")
    (text,) = messages(s, "buy B1")
    assert text.startswith("花 4 法郎购买 B1 后，Ann 只剩 1 法郎，无法继续 Colliery (16) 的行动")
    set_lang("en")
    s = replace(s, players=(replace(s.players[0], francs=6), s.players[1]))
    s, _ = run(s, "buy B1", "pay 2fr")  # 6 francs: 2 are left for the fee
    assert player(s, "Ann").francs == 0 and top(s) == "turn_end:Ann"


def test_repaying_or_buying_back_inside_an_action_keeps_the_francs_a_payment_needs():
    # the Colliery's 2 food paid in francs: of Ann's 5, repaying (5) or buying back two pawned goods
    # (4) would leave too few; buying back one (2) leaves 3
    s = with_town("16", Ann={"francs": 5, "loans": 1, "pawned": FrozenMap({"clay": 1, "wood": 1})})
    s, _ = run(s, "enter 16")
    assert refused(s, "repay") == ["repay_strands_action"]
    assert refused(s, "redeem 1wood 1clay") == ["redeem_strands_action"]
    s, _ = run(s, "redeem 1wood", "pay 2fr")
    assert player(s, "Ann").francs == 1 and player(s, "Ann").goods == {"wood": 1, "coal": 4}


def test_what_was_sold_in_the_action_is_not_bought_back_in_it():
    s = with_town("16", Ann={"goods": {"fish": 2}, "buildings": ("24",), "francs": 10})
    s, _ = run(s, "enter 16", "sell 24")
    assert top(s) == "pay_fee:Ann" and refused(s, "buy 24") == ["rebuy_same_turn"]


def test_the_harbour_watch_needs_its_franc_still_when_it_evicts():
    # Ann (4 francs) enters the Harbour Watch 014 to evict Bob from the Fishery 03: buying B1 (4)
    # would leave no franc for Bob, so it is refused; with 5 francs it may, and the eviction pays 1
    s = with_town("014", Ann={"goods": {"fish": 1}, "francs": 4}, Bob={"disc": "03"})
    s = replace(s, town=(*s.town, "03"), stacks=tuple(tuple(b for b in st if b != "03") for st in s.stacks))
    s, _ = run(s, "enter 014", "pay 1fish")
    assert top(s) == "harbour_watch.evict:Ann"
    assert refused(s, "buy B1") == ["buy_strands_action"]
    s = replace(s, players=(replace(s.players[0], francs=5), s.players[1]))
    s, _ = run(s, "buy B1", "enter 03")
    assert player(s, "Ann").francs == 0 and player(s, "Bob").francs == 6 and player(s, "Ann").disc == "03"


def test_a_purchase_that_would_free_one_from_entering_the_construction_sites_building_is_refused():
    # Ann pays the Site's 2 food in francs (10 - 2) and chooses the Bakery 002 (fee 1 food; 1 bread
    # for 3 francs): buying the Construction Firm B3 (8) would leave her only the bread for that fee
    # and nothing to sell, so free her from entering it
    state = with_town("037", Ann={"francs": 10, "goods": {"bread": 1}})
    state = replace(state, hands=(("002", "012", "013"), ("004", "005", "006")))
    state, _ = run(state, "enter 037", "pay 2fr", "build 002")
    assert top(state) == "site.enter:Ann" and player(state, "Ann").francs == 8
    assert refused(state, "buy B3") == ["site_must_enter"]
    state, _ = run(state, "buy B2")  # 6 of 8: 2 left, the fee can still be paid
    assert refused(state, "stop") == ["site_must_enter"]
    state, _ = run(state, "enter 002")
    assert player(state, "Ann").disc == "002"


# -- what a purchase in the middle counts again -------------------------------------------------------


def test_the_wind_farm_bought_while_energy_is_owed_takes_its_3_off():
    # Ann makes 1 steel at her Steel Mill 23 (5 energy); owing it, she buys the Wind Farm 033 (12)
    s = with_town("033", Ann={"buildings": ("23",), "goods": {"iron": 1, "coal": 2}, "francs": 12})
    s, _ = run(s, "enter 23", "make 1")
    assert top(s) == "pay_energy:Ann" and s.ctx.top.data["owed"] == 5
    s, _ = run(s, "buy 033")
    assert top(s) == "pay_energy:Ann" and s.ctx.top.data["owed"] == 2
    assert refused(s, "pay 2coal") == ["overpaid"]
    s, _ = run(s, "pay 1coal")
    assert player(s, "Ann").goods == {"steel": 1, "coal": 1}


def test_the_wind_farm_bought_when_it_leaves_nothing_owed_ends_the_payment():
    # 2 grain at the Bakehouse 05: 1 energy; the Wind Farm makes it none, the bread is baked at once
    s = with_town("033", Ann={"buildings": ("05",), "goods": {"grain": 2, "wood": 1}, "francs": 12})
    s, _ = run(s, "enter 05", "make 2")
    assert top(s) == "pay_energy:Ann"
    s, _ = run(s, "buy 033")
    assert top(s) == "turn_end:Ann" and player(s, "Ann").goods == {"bread": 2, "wood": 1}


def test_selling_the_wind_farm_while_energy_is_owed_counts_its_3_back():
    s = position(2, Ann={"buildings": ("23", "033"), "goods": {"iron": 1, "coal": 1}})
    s, _ = run(s, "enter 23", "make 1")
    assert s.ctx.top.data["owed"] == 2
    assert refused(s, "sell 033") == ["sell_strands_action"]  # 5 energy owed then, 3 held
    s = replace(s, players=(replace(s.players[0], goods=FrozenMap({"iron": 1, "coal": 2})), s.players[1]))
    s, _ = run(s, "sell 033")
    assert s.ctx.top.data["owed"] == 5


def test_the_masons_guild_bought_while_materials_are_owed_takes_its_clay_off():
    s = with_town("025", Ann={"goods": {"clay": 2}, "francs": 10})
    s, _ = run(s, "enter B1", "build 05")
    assert s.ctx.top.data["cost"] == "2clay"
    s, _ = run(s, "buy 025")
    assert s.ctx.top.data["cost"] == "1clay"
    s, _ = run(s, "pay 1clay")
    assert player(s, "Ann").buildings == ("025", "05") and player(s, "Ann").goods == {"clay": 1}


def test_the_marketplace_counts_the_craft_buildings_owned_when_the_goods_are_taken():
    # 2 + craft buildings: buying the Building Firm B1 (a craft building) in the middle makes it 3
    s = with_town("01", Ann={"goods": {"fish": 2}, "francs": 10})
    s, _ = run(s, "enter 01", "pay 2fish")
    assert top(s) == "marketplace.pick:Ann" and refused(s, "pick 1fish 1wood 1clay") == ["market_count"]
    s, _ = run(s, "buy B1", "pick 1fish 1wood 1clay")
    assert player(s, "Ann").goods == {"fish": 1, "wood": 1, "clay": 1}


def test_the_listed_purchases_inside_an_action_are_few_and_all_accepted():
    stacks = FrozenMap({"wooden": ("S02", "S05"), "iron": ("S06",)})
    s = with_town("16", ship_stacks=stacks, Ann={"goods": {"fish": 2}, "francs": 40})
    s, _ = run(s, "enter 16")
    buys = every_listed_buy_is_accepted(s)  # the cheapest building and the cheapest ship
    assert buys == [Buy("B1"), Buy("S02")]
    assert len(listed(s, "pay")) >= 1


def fee_hook(monkeypatch, fee):
    """A throw-away `fee` hook on the Wind Farm's card (033): its owner pays `fee` wherever it enters."""
    from referee.lehavre.rules import buildings as handlers

    handlers.load()
    hook = handlers.Passive(fee=lambda s, owner, bid, visitor, due: fee if owner == visitor else due)
    monkeypatch.setitem(handlers.HANDLERS, "033", handlers.Handler(ids=("033",), passive=hook))
    monkeypatch.setitem(handlers._HOOKED["fee"], "033", hook.fee)
    monkeypatch.delitem(handlers._HOOKED["energy"], "033")


def test_a_fee_hook_bought_while_the_fee_is_owed_counts_for_it(monkeypatch):
    fee_hook(monkeypatch, (1, -1))
    s = with_town("16", Ann={"goods": {"fish": 2}, "francs": 12})
    s = replace(s, town=(*s.town, "033"))
    s, _ = run(s, "enter 16")
    assert s.ctx.top.data["food"] == 2
    s, _ = run(s, "buy 033")
    assert top(s) == "pay_fee:Ann" and s.ctx.top.data["food"] == 1
    assert refused(s, "pay 2fish") == ["overpaid"]
    s, _ = run(s, "pay 1fish")
    assert player(s, "Ann").goods == {"fish": 1, "coal": 3}


def test_a_fee_hook_that_leaves_nothing_due_ends_the_payment_and_the_action_goes_on(monkeypatch):
    fee_hook(monkeypatch, (0, -1))
    s = with_town("16", Ann={"goods": {"fish": 2}, "francs": 12})
    s = replace(s, town=(*s.town, "033"))
    s, _ = run(s, "enter 16", "buy 033")
    assert top(s) == "turn_end:Ann" and player(s, "Ann").goods == {"fish": 2, "coal": 3}

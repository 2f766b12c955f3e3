"""The special buildings the engine itself had to be taught (issue 15): Harbour Watch's `enter`
inside its own step, the Dive Bar for every disc pushed out, the Tobacco Factory's `evict`, the
`[check card]` declarations, the wharf's door for the yacht swaps, the Pirates' Lair's ship count,
the Shipping Line's loads that leave the energy."""

from __future__ import annotations

from referee.core.frozen import FrozenMap
from referee.core.record import replace
from referee.lehavre import GAME
from referee.lehavre.catalog import rounds

from ..helpers import goods, player, refused, run, top, with_town


def harbour(**bob):
    state = with_town("014", Ann={"francs": 5, "goods": {"fish": 2}}, Bob={"disc": "03", **bob})
    return replace(state, town=(*state.town, "03"))


def test_the_harbour_watch_evicts_and_enters_at_once_through_the_engine():
    state, codes = run(harbour(), "Ann: enter 014", "Ann: pay 1fish")
    assert top(state) == "harbour_watch.evict:Ann"
    assert [str(m) for m in GAME.legal_moves(state)[0][1] if m.kind == "enter"] == ["enter 03"]
    before = player(state, "Bob").francs
    state, codes = run(state, "Ann: enter 03")
    while top(state).startswith("pay_fee"):
        state, more = run(state, "Ann: pay 1fish")
        codes += more
    assert player(state, "Bob").disc == "" and player(state, "Bob").francs == before + 1
    assert player(state, "Ann").disc == "03" and top(state) == "turn_end:Ann"
    assert goods(state, "Ann").get("fish", 0) >= 3  # the Fishery's 3 fish
    assert "evicted" in codes


def test_the_harbour_watch_refuses_a_building_nobody_else_is_in():
    state, _ = run(harbour(), "Ann: enter 014", "Ann: pay 1fish")
    assert refused(state, "Ann: enter 05") != []
    assert refused(state, "Ann: take fish") != []  # not the main action: `take` does not answer the step


def test_a_disc_pushed_out_by_a_sale_goes_to_the_dive_bar_for_two_francs():
    state = with_town("043", Ann={"buildings": ("03",)}, Bob={"disc": "03", "francs": 5})
    state, codes = run(state, "Ann: sell 03")
    assert player(state, "Bob").disc == "043" and player(state, "Bob").francs == 3
    assert "dive_bar" in codes


def test_without_the_dive_bar_a_disc_pushed_out_goes_home():
    state = with_town("05", Ann={"buildings": ("03",)}, Bob={"disc": "03", "francs": 5})
    state, _ = run(state, "Ann: sell 03")
    assert player(state, "Bob").disc == "" and player(state, "Bob").francs == 5


def test_the_dive_bars_owner_pays_one_franc_when_bought_out():
    state = with_town("03", Ann={"francs": 20}, Bob={"disc": "03", "francs": 5, "buildings": ("043",)})
    state, _ = run(state, "Ann: buy 03")
    assert player(state, "Bob").disc == "043" and player(state, "Bob").francs == 4


def test_a_check_card_number_declared_by_the_table_is_followed_by_the_next_use():
    state = with_town("002", Ann={"goods": {"bread": 8, "fish": 2}})
    state, _ = run(state, "table: declare 002 limit=2 francs=4")
    assert refused(state, "table: declare 002 nonsense=1") != []  # only the card's numbers
    state, _ = run(state, "Ann: enter 002")
    while top(state).startswith("pay_fee"):
        state, _ = run(state, "Ann: pay 1fish")
    assert "over_limit" in refused(state, "Ann: make 3")
    francs = player(state, "Ann").francs
    state, _ = run(state, "Ann: make 2")
    assert player(state, "Ann").francs == francs + 8 and goods(state, "Ann")["bread"] == 6


def test_a_player_who_can_only_swap_for_the_luxury_yacht_may_enter_the_wharf():
    state = with_town("023", Ann={"ships": ("S06",), "buildings": ("12",), "goods": {}})
    state = replace(state, ship_stacks=FrozenMap({"wooden": ("S02",)}))
    assert "enter 12" in [str(m) for m in GAME.legal_moves(state)[0][1]]
    state, _ = run(state, "Ann: enter 12")
    assert [str(m) for m in GAME.legal_moves(state)[0][1] if m.kind in ("build", "ship")] == ["build 023"]
    state, _ = run(state, "Ann: build 023")
    assert player(state, "Ann").ships == ("023",) and top(state) == "turn_end:Ann"


def test_without_a_ship_to_give_the_wharf_still_refuses_a_player_with_no_materials():
    state = with_town("023", Ann={"buildings": ("12",), "goods": {}})
    assert refused(state, "Ann: enter 12") == ["cannot_build_ship"]


def test_the_pirates_lair_counts_the_ships_the_shipping_line_reported():
    state = with_town(
        "05",
        Ann={"goods": {"bread": 1, "hides": 5, "wood": 6}, "francs": 0, "ships": ("S01", "S06")},
        Bob={"buildings": ("041", "18"), "francs": 0},
    )
    state, codes = run(state, "Ann: enter 18", "Ann: pay 1bread", "Ann: load 5hides")
    state, codes = run(state, "Ann: pay 6wood")  # two ships: 6 energy
    assert top(state) == "turn_end:Ann" and "pirates" in codes
    assert player(state, "Bob").francs == 2 and goods(state, "Bob")["bread"] == 1  # 2 ships; the fee
    assert state.turn.report == ()


def test_the_shipping_line_offers_loads_that_leave_the_coal_to_burn():
    state = with_town("18", Ann={"goods": {"coal": 1, "fish": 2, "bread": 1}, "francs": 2, "ships": ("S06",)})
    assert "enter 18" in [str(m) for m in GAME.legal_moves(state)[0][1]]
    state, _ = run(state, "Ann: enter 18", "Ann: pay 2fr")  # the fee: 2 food
    loads = [str(m) for m in GAME.legal_moves(state)[0][1] if m.kind == "load"]
    assert loads and all("coal" not in m for m in loads)
    assert refused(state, "Ann: load 1coal 2fish") == ["ship_energy"]
    state, _ = run(state, "Ann: load 2fish", "Ann: pay 1coal")
    assert top(state) == "turn_end:Ann" and goods(state, "Ann").get("coal", 0) == 0


def tobacco(**ann):
    return with_town("05", Ann={"buildings": ("045", "03"), **ann}, Bob={"disc": "03", "francs": 5})


def test_the_tobacco_factorys_owner_evicts_in_their_own_turn_and_may_then_enter():
    state = tobacco()
    assert "evict 03" in [str(m) for m in GAME.legal_moves(state)[0][1]]
    state, codes = run(state, "Ann: 驱逐 03")  # the Chinese keyword
    assert player(state, "Bob").disc == "" and "evicted" in codes and top(state) == "main:Ann"
    state, _ = run(state, "Ann: enter 03")
    assert player(state, "Ann").disc == "03"


def test_an_eviction_is_refused_with_its_reason():
    assert refused(tobacco(), "Ann: evict 05") == ["nothing_to_evict"]
    assert refused(tobacco(buildings=("03",)), "Ann: evict 03") == ["no_tobacco_factory"]
    assert refused(tobacco(), "Bob: evict 03") != []  # not Bob's turn, not his factory
    state, _ = run(tobacco(goods={"fish": 3, "grain": 2, "wood": 2}), "Ann: enter 05")
    assert top(state) not in ("main:Ann", "turn_end:Ann")  # inside an action (the Bakehouse)
    assert refused(state, "Ann: evict 03") != []


def test_the_pawnbrokers_keeps_what_was_pawned_refuses_it_twice_and_sells_it_back():
    state = with_town("040", Ann={"goods": {"fish": 3, "wood": 2}, "francs": 1})
    state, _ = run(state, "Ann: enter 040", "Ann: pay 1fr", "Ann: give 1fish 1wood")
    ann = player(state, "Ann")
    assert ann.francs == 4 and dict(ann.pawned) == {"fish": 1, "wood": 1} and top(state) == "turn_end:Ann"
    assert "redeem 1fish" in [str(m) for m in GAME.legal_moves(state)[0][1]]
    assert refused(state, "Ann: redeem 1clay") == ["not_pawned"]
    assert refused(state, "Ann: redeem 2fish") == ["not_pawned"]
    state, codes = run(state, "Ann: 赎回 1fish")
    ann = player(state, "Ann")
    assert ann.francs == 2 and ann.goods["fish"] == 3 and dict(ann.pawned) == {"fish": 0, "wood": 1}
    assert "redeemed" in codes and refused(state, "Ann: redeem 1fish") == ["not_pawned"]
    poor = replace(state, players=(replace(ann, francs=1), *state.players[1:]))
    assert refused(poor, "Ann: redeem 1wood") == ["redeem_short"]
    again = replace(
        state, ctx=replace(state.ctx, stack=(replace(state.ctx.top, kind="main"),)), turn=state.turn
    )
    again = replace(again, players=(replace(ann, disc=""), *state.players[1:]))
    assert refused(again, "Ann: enter 040") == ["nothing_to_pawn"]  # fish and wood were pawned once
    clay = replace(ann, disc="", goods=ann.goods.set("clay", 1))
    again, _ = run(replace(again, players=(clay, *state.players[1:])), "Ann: enter 040", "Ann: pay 1fr")
    assert refused(again, "Ann: give 1fish") == ["pawned_before"]  # bought back, still pawned once
    assert all(
        "fish" not in str(m) and "wood" not in str(m)
        for m in GAME.legal_moves(again)[0][1]
        if m.kind == "give"
    )


def test_the_picket_line_takes_an_offer_then_bans_entering_for_the_next_turns_and_leaves():
    state = with_town("044", players=3, Ann={"francs": 1}, Bob={"francs": 5}, Cid={"francs": 5})
    state = replace(state, chits=("3", "1", "2", "4", "5", "6", "7"))
    state, _ = run(state, "Ann: enter 044", "Ann: pay 1fr")
    assert top(state) == "picket.take:Ann" and refused(state, "Ann: enter B1") != []
    state, codes = run(state, "Ann: take fish")
    assert "picket" in codes and "044" not in state.town and player(state, "Ann").disc == ""
    state, _ = run(state, "Ann: done")
    for name in ("Bob", "Cid"):  # players - 1 = 2 turns: offers only
        assert top(state) == f"main:{name}"
        assert refused(state, f"{name}: enter B1") == ["picketed"]
        assert not [m for m in GAME.legal_moves(state)[0][1] if m.kind == "enter"]
        take = next(m for m in GAME.legal_moves(state)[0][1] if m.kind == "take")
        state, _ = run(state, f"{name}: {take}", f"{name}: done")
    assert top(state) == "main:Ann" and "picketed" not in refused(state, "Ann: enter B1")


def test_the_picket_line_is_not_used_in_the_last_round():
    state = with_town("044", Ann={"francs": 1})
    last = replace(state, ctx=replace(state.ctx, round=len(rounds("long", 2))))
    assert refused(last, "Ann: enter 044") == ["picket_last_round"]


def test_the_construction_site_has_the_table_deal_three_different_unused_cards_to_each_player():
    from referee.core.flow import TABLE, Decision

    state = with_town("05")
    state = replace(
        state, ctx=replace(state.ctx, phase="special", stack=(Decision("reveal_special", TABLE),))
    )
    state, _ = run(state, "table: special 037")
    assert top(state) == "deal_hands:table"
    assert GAME.legal_moves(state)[0][1]  # a sample deal is listed
    assert refused(state, "table: deal 001 002 003 / 004 005") == ["deal_shape"]
    assert refused(state, "table: deal 001 002 003 / 003 005 006") == ["deal_twice"]
    assert refused(state, "table: deal 001 002 037 / 004 005 006") == ["deal_not_unused"]
    state, codes = run(state, "table: 发牌 001 002 003 / 004 005 006")
    assert state.hands == (("001", "002", "003"), ("004", "005", "006")) and "hands_dealt" in codes
    assert state.ctx.phase == "turns"  # the round finished


def site(**ann):
    state = with_town("037", Ann={"goods": {"fish": 4, "bread": 4}, "francs": 20, **ann})
    return replace(state, hands=(("002", "012", "013"), ("004", "005", "006")))


def test_at_the_construction_site_a_hand_card_is_built_bought_and_entered_at_once():
    state, _ = run(site(), "Ann: enter 037", "Ann: pay 2fish")
    assert top(state) == "site.choose:Ann" and refused(state, "Ann: build 004") == ["not_in_hand"]
    state, codes = run(state, "Ann: build 002")  # the Bakery: bread for francs
    assert "site_built" in codes and "002" in state.town and "037" not in state.town and state.hands == ()
    assert top(state) == "site.enter:Ann"
    assert refused(state, "Ann: stop") == ["site_must_enter"]
    assert refused(state, "Ann: buy 05") == []  # any other purchase too (ruling lehavre-buy-when)
    state, _ = run(state, "Ann: buy 002")
    assert "002" in player(state, "Ann").buildings and top(state) == "site.enter:Ann"
    state, _ = run(state, "Ann: enter 002")  # her own building now: no fee
    assert player(state, "Ann").disc == "002" and top(state).startswith("bakery")


def test_a_hand_card_that_cannot_be_used_lets_the_visitor_stop():
    state, _ = run(
        site(), "Ann: enter 037", "Ann: pay 2fish", "Ann: build 012"
    )  # Business Park: scoring only
    assert [str(m) for m in GAME.legal_moves(state)[0][1] if m.kind in ("enter", "stop")] == ["stop"]
    state, _ = run(state, "Ann: stop")
    assert top(state) == "turn_end:Ann" and player(state, "Ann").disc == ""


def test_without_hand_cards_the_construction_site_is_refused():
    state = with_town("037", Ann={"francs": 5})
    assert refused(state, "Ann: enter 037") == ["no_hand"]


def test_the_hand_cards_leave_the_special_deck_and_the_discarded_ones_the_game():
    from referee.core.flow import TABLE, Decision

    state, _ = run(site(), "Ann: enter 037", "Ann: pay 2fish", "Ann: build 012")
    assert state.discarded == ("002", "013", "004", "005", "006")
    reveal = replace(
        state, ctx=replace(state.ctx, phase="special", stack=(Decision("reveal_special", TABLE),))
    )
    assert refused(reveal, "table: special 004") == ["special_known"]
    assert "special 004" not in [str(m) for m in GAME.legal_moves(reveal)[0][1]]

"""The round end (feeding less ships' food, selling while paying, forced loans; the ship; the
town's building; harvest), special buildings revealed by the table, the final phase, the score."""

from __future__ import annotations

from referee.core.frozen import FrozenMap
from referee.core.record import replace
from referee.lehavre import GAME
from referee.lehavre.rules.market import sale_value
from tests.lehavre.helpers import goods, last_turn, messages, player, refused, run, top


def test_feeding_pays_the_card_less_ships_food_and_refuses_overpaying():
    # 2-player long round 1 (R01): food 3, harvest, no building; Ann's wooden ship feeds 4
    s = last_turn(2, Ann={"ships": ("S01",)}, Bob={"goods": {"meat": 1, "fish": 2}, "francs": 0})
    s, codes = run(s, "take fr", "done")
    assert "fed_by_ships" in codes and top(s) == "feed:Bob" and s.ctx.top.data["owed"] == 3
    assert refused(s, "Bob: pay 1meat 1fish") == ["overpaid"]
    assert refused(s, "Bob: pay all") == ["can_pay_food"]  # no loan while Bob can pay
    s, codes = run(s, "Bob: pay 1meat")
    assert "new_ship" in codes and s.ship_stacks["wooden"] == ("S01",)
    assert s.ctx.round == 2 and top(s) == "main:Bob"  # the chits stay face up; turn 8 is Bob's


def test_a_payment_that_cannot_be_met_takes_all_food_then_francs_then_loans():
    s = last_turn(2, Ann={"ships": ("S01",)}, Bob={"goods": {"fish": 1, "wood": 2}, "francs": 1})
    s, _ = run(s, "take fr", "done")
    assert refused(s, "Bob: pay 1fish 1fr") == ["food_short"]
    # issue 25: the refusal says how the table goes on, not only what Bob could pay
    (said,) = messages(s, "Bob: pay 1fish 1fr")
    assert "`pay all`" in said and "1 loan(s) of 4 francs" in said and "makes 2" in said
    s, codes = run(s, "Bob: pay all")
    assert "forced_loans" in codes
    bob = player(s, "Bob")
    assert (bob.loans, bob.francs, dict(bob.goods)) == (
        1,
        3,
        {"wood": 2},
    )  # owed 3, paid 2: a loan of 4, 3 left


def test_selling_while_paying_food():
    s = last_turn(2, Ann={"ships": ("S01",)}, Bob={"buildings": ("03",), "francs": 0, "goods": {}})
    s, _ = run(s, "take fr", "done")
    s, _ = run(s, "Bob: sell 03")
    assert player(s, "Bob").francs == 5
    s, _ = run(s, "Bob: pay 3fr")
    assert player(s, "Bob").francs == 2 and player(s, "Bob").loans == 0


def test_harvest_gives_one_grain_and_one_cattle_at_most():
    s = last_turn(
        2,
        Ann={"ships": ("S01",), "goods": {"grain": 1, "cattle": 2}},
        Bob={"ships": ("S02",), "goods": {"cattle": 1}},
    )
    s, codes = run(s, "take fr", "done")
    assert goods(s, "Ann") == {"grain": 2, "cattle": 3} and goods(s, "Bob") == {"cattle": 1}
    assert codes.count("harvest") == 1


def test_the_town_builds_its_lowest_top_and_the_table_reveals_a_special():
    # 2-player long: round 2 (R02) builds a standard building, round 3 (R04) a special one
    s = last_turn(2, round=2, Ann={"ships": ("S01",)}, Bob={"ships": ("S02",)})
    lowest = min(st[0] for st in s.stacks if st)
    s, codes = run(s, "take fr", "done")
    assert "town_built" in codes and lowest in s.town
    s = last_turn(2, round=3, Ann={"ships": ("S01", "S02")}, Bob={"ships": ("S04", "S05")})
    s, _ = run(s, "take fr", "done")
    assert top(s) == "reveal_special:table"
    assert refused(s, "table: special 12") == ["not_special"]
    s, codes = run(s, "table: special 023")
    assert "023" in s.town and s.specials == ("023",) and "special" in codes
    assert refused(s, "table: special 023") == ["wrong_step"]


def test_a_special_building_in_the_town_can_be_bought_at_its_price():
    s = last_turn(
        2, round=3, Ann={"ships": ("S01", "S02"), "francs": 30}, Bob={"ships": ("S04", "S05"), "francs": 30}
    )
    s, _ = run(s, "take fr", "done", "table: special 023")  # the Luxury Yacht, a ship card
    buyer = s.players[s.ctx.current].name
    s, _ = run(s, "buy 023")
    assert "023" in player(s, buyer).ships


def test_solo_games_leave_out_some_specials():
    s = last_turn(1, Ann={"ships": ("S01", "S02")})  # 1-player long round 1 (R01): food 5, a special
    s, _ = run(s, "take fr", "done")
    assert top(s) == "reveal_special:table"
    assert refused(s, "table: special 014") == ["special_not_solo"]


def test_the_final_phase_one_action_each_occupied_allowed_no_buying_then_the_score():
    # 2-player short: 8 rounds; the last round card R20 has no harvest and builds nothing
    ann, bob = ("S12", "S14", "S16"), ("S17", "S13", "S15")  # 21 and 17 food with 2 players
    s = last_turn(
        2,
        "short",
        round=8,
        Ann={"ships": ann, "buildings": ("03",), "disc": "B1"},
        Bob={"ships": bob, "disc": "03"},
    )
    s, _ = run(s, "take fr", "done")
    assert top(s) == "feed:Bob" and s.ctx.top.data["owed"] == 3  # R20: 20 food
    s, codes = run(s, "Bob: pay 3fr")
    assert "final_phase" in codes and "no_harvest" in codes
    assert s.ctx.phase == "final" and top(s) == "main:Ann"  # Bob ended the last round
    assert refused(s, "buy B1") == ["no_buying_final"]
    assert refused(s, "enter B1") == ["own_disc"]
    s, _ = run(s, "enter 03", "done")  # Bob's disc is on it: allowed in the final phase
    assert top(s) == "main:Bob"
    s, _ = run(s, "take wood", "done")
    assert s.over and GAME.legal_moves(s) == [] and GAME.outcome(s) is not None


def test_in_the_final_phase_ones_own_disc_is_found_among_several():
    ann, bob = ("S12", "S14", "S16"), ("S17", "S13", "S15")
    s = last_turn(2, "short", round=8, Ann={"ships": ann, "buildings": ("03",)}, Bob={"ships": bob})
    s, _ = run(s, "take fr", "done", "Bob: pay 3fr", "take wood", "done")  # Ann's final action
    assert top(s) == "main:Bob"
    s = replace(s, players=(replace(s.players[0], disc="03"), replace(s.players[1], disc="03")))
    assert refused(s, "enter 03") == ["own_disc"]  # Ann's disc is there too, seated first


def test_a_main_action_may_be_passed_only_when_none_is_possible():
    ann, bob = ("S12", "S14", "S16"), ("S17", "S13", "S15")
    s = last_turn(2, "short", round=8, Ann={"ships": ann}, Bob={"ships": bob})
    s, _ = run(s, "take fr", "done", "Bob: pay 3fr")
    assert top(s) == "main:Ann" and refused(s, "done") == ["main_action_due"]
    empty = replace(
        s, offers=(0,) * 7, players=(replace(s.players[0], goods=FrozenMap(), francs=0), s.players[1])
    )
    assert {m.kind for m in GAME.legal_moves(empty)[0][1]} == {"done", "sell"}  # selling ships stays open
    empty, _ = run(empty, "done")
    assert top(empty) == "main:Bob"


def test_the_final_phase_keeps_repaying_and_selling_and_charges_no_interest_nor_supply():
    # seed §10.2 「最终阶段不再支付贷款利息，但玩家仍可以偿还贷款，或出售建筑和船只。」 and §10.1
    # 「此次行动不执行补给行动」: Bob holds 2 loans and 8 francs; chit 5 (interest) is on space 1, where
    # the next turn would be; in the final phase no chit is used, no franc of interest is taken, the
    # offers stay as they are, and Bob may still repay (5) and sell his wooden ship S03 (half of its
    # value) in Ann's final turn, between her actions (Bob's action ended the last round)
    ann, bob = ("S12", "S14", "S16"), ("S17", "S13", "S15", "S03")
    s = last_turn(2, "short", round=8, Ann={"ships": ann}, Bob={"ships": bob, "loans": 2, "francs": 8})
    s = replace(s, chits=("5", "1", "2", "4", "3", "6", "7"))
    taken = s.offers[0]
    s, codes = run(s, "take fr", "done")  # Bob's 7th turn; R20: 20 food, which both fleets cover
    assert s.ctx.phase == "final" and top(s) == "main:Ann"
    offers = s.offers
    assert "interest" not in codes and "supply" not in codes
    francs = 8 + taken
    assert player(s, "Bob").francs == francs and player(s, "Bob").loans == 2
    s, codes = run(s, "Bob: repay")
    assert "repaid" in codes and (player(s, "Bob").loans, player(s, "Bob").francs) == (1, francs - 5)
    s, codes = run(s, "Bob: sell S03")
    assert "sold" in codes and player(s, "Bob").francs == francs - 5 + sale_value(s, "S03") > francs - 5
    s, codes = run(s, "take wood", "done")  # Ann's final action: Bob's turn follows, no supply
    assert top(s) == "main:Bob" and "interest" not in codes and "supply" not in codes
    assert s.offers[1:] == (offers[1], 0, *offers[3:])  # only Ann's wood left the offers
    s, codes = run(s, "Bob: take fish", "done")
    assert s.over and "interest" not in codes and player(s, "Bob").loans == 1


def test_the_picture_announces_the_round_end_and_who_starts_next_before_it_happens():
    # seed §9.1 「查看回合卡上与当前玩家人数对应的行，确认本阶段的食物支付需求、收获、城镇建造建筑等事件。」 and
    # §9.7: during round 1 of a 2-player short game (card R02: 4 food, harvest, the town builds) the
    # picture says so, with the ship S02 and Bob (after Ann's 7th turn in the order Ann, Bob) next
    from referee.lehavre.picture import lines

    s = last_turn(2, "short", round=1)
    en = [str(t) for t in lines(s, "en")]
    zh = [str(t) for t in lines(s, "zh")]
    assert en[0] == "Round 1/8, card R02: food 4, harvest yes; the town builds its lowest top proposal"
    assert (
        "Round end: each pays 4 food less their ships' food; then ship S02; "
        "then the town builds its lowest top proposal; harvest"
    ) in en
    assert "Then round 2 begins with Bob" in en and "然后第 2 阶段由 Bob 开始" in zh
    last = last_turn(2, "short", round=8)
    assert "Then the final phase: one more main action each, Ann first" in [str(t) for t in lines(last, "en")]


def test_the_town_builds_nothing_when_every_proposal_stack_is_empty():
    # seed §6.5 「如果该叠没有剩余建筑，则该提案位置保持空置，不再补充。」 and §9.4: with the three stacks
    # empty, the 2-player short R02 (town: standard) announces that the town builds nothing
    s = replace(last_turn(2, "short", round=1), stacks=((), (), ()))
    town = s.town
    s, codes = run(s, "take wood", "done")
    assert "town_nothing" in codes and "town_built" not in codes and s.town == town


def test_coal_and_leather_are_never_on_the_offer_spaces():
    # seed §3.5 「煤炭和皮革通常不能通过普通港口供应区直接取得」: the offer spaces are franc, fish,
    # wood, clay, iron, grain and cattle; `take coal` is not a move
    import pytest

    from referee.core.errors import MoveSyntaxError
    from referee.core.game import parse_declaration

    s = last_turn(2, "short", round=1)
    for good in ("coal", "leather", "hides"):
        with pytest.raises(MoveSyntaxError, match="not an offer space"):
            parse_declaration(GAME, s, f"take {good}")


def test_before_the_turn_order_is_declared_the_picture_names_no_next_start_player():
    from referee.lehavre.picture import lines
    from tests.lehavre.helpers import new

    en = [str(t) for t in lines(new(3), "en")]
    assert not any(t.startswith("Then round") for t in en) and en[0].startswith("Round 1/")

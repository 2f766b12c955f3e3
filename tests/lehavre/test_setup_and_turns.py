"""Set-up per length and player count, the supply action, interest, taking offers, the turn order."""

from __future__ import annotations

from referee.lehavre import catalog
from tests.lehavre.helpers import new, position, refused, run, started, top


def test_long_two_player_setup_follows_the_reference():
    s = new(2, "long")
    assert s.town == ("B1", "B2", "B3")
    assert s.offers == (2, 2, 2, 1, 0, 0, 0)
    assert all(p.francs == 5 and dict(p.goods) == {"coal": 1} and p.ships == () for p in s.players)
    assert top(s) == "declare_order:table"  # the table says who starts
    assert top(started(2)) == "reveal_chit:table"  # then the first chit, face down
    listed = sorted(b for st in s.stacks for b in st)
    assert listed == sorted(
        b
        for b in catalog.buildings()
        if catalog.buildings()[b]["group"] == "standard" and catalog.used(b, 2, True)
    )
    assert all(list(st) == sorted(st) for st in s.stacks)


def test_short_game_start_buildings_goods_and_ships():
    two = new(2, "short")
    assert two.town == ("B1", "B2", "B3", "01")  # Marketplace with fewer than 3 players
    assert [p.ships for p in two.players] == [("S01",), ("S03",)]
    assert two.offers == (3, 3, 3, 2, 1, 1, 1)
    assert dict(two.players[0].goods) == {
        "fish": 2,
        "wood": 2,
        "clay": 2,
        "iron": 2,
        "cattle": 1,
        "coal": 2,
        "hides": 2,
    }
    solo = new(1, "short")
    assert solo.town == ("B1", "B2", "B3", "01", "02", "13")
    assert solo.players[0].ships == ("S01",) and dict(solo.ship_stacks) == {"wooden": ("S03",)}
    five = new(5, "short")
    assert five.town == ("B1", "B2", "B3", "02")


def test_the_first_use_of_a_space_asks_the_table_and_puts_the_chits_goods_on_the_offers():
    s, codes = run(started(2), "table: chit 5")
    assert s.chits[0] == "5" and s.offers == (2, 3, 3, 1, 0, 0, 0)  # wood + fish
    assert codes[:2] == ["chit", "supply"]
    assert top(s) == "main:Ann"
    s, _ = run(s, "take fish", "done")
    assert top(s) == "reveal_chit:table" and s.ctx.current == 1
    assert refused(s, "table: chit 5") == ["chit_known"]


def test_interest_costs_one_franc_per_player_with_loans_and_forces_a_loan_at_zero():
    s = position(2, Ann={"loans": 3, "francs": 2}, Bob={"loans": 1, "francs": 0})
    s, _ = run(s, "take wood", "done")
    s, codes = run(s, "table: chit 5")  # the interest chit
    assert "interest" in codes and "interest_loan" in codes
    assert (s.players[0].francs, s.players[0].loans) == (1, 3)
    assert (s.players[1].francs, s.players[1].loans) == (3, 2)  # a loan of 4, 1 paid


def test_taking_an_offer_takes_everything_and_an_empty_space_is_refused():
    s = position(2)
    assert refused(s, "take iron") == ["offer_empty"]
    s, _ = run(s, "take wood")
    assert s.players[0].goods["wood"] == 3 and s.offers[2] == 0
    assert refused(s, "take fish") == ["wrong_step"]  # one main action


def test_seven_turns_then_the_round_end_then_the_next_player_starts():
    s = position(2, length="short")
    s, _ = run(s, "take wood", "done")
    for chit in ("1", "2", "4", "5", "6", "7"):
        s, _ = run(s, f"table: chit {chit}")
        space = next(g for g, n in zip(catalog.OFFERS, s.offers, strict=True) if n)
        s, _ = run(s, f"take {space}", "done")
    # 2-player short round 1 (R02): food 4, which each start ship (wooden: 4 food) covers
    assert s.ctx.round == 2 and top(s) == "main:Bob"  # seat order goes on: turn 8 is Bob's
    assert s.ship_stacks["wooden"] == ("S02",)  # the round card's ship
    assert "03" in s.town  # the town built its lowest top proposal


def test_the_table_declares_the_turn_order_each_player_once():
    s = new(3)
    assert refused(s, "table: order Ann, Bob") == ["order_players"]
    assert refused(s, "table: order Ann, Bob, Ann") == ["order_players"]
    s, codes = run(s, "table: order Cid, Ann, Bob", "table: chit 3")
    assert "order" in codes and s.order == (2, 0, 1) and top(s) == "main:Cid"
    s, _ = run(s, "take wood", "done", "table: chit 1")
    assert top(s) == "main:Ann"


def test_the_next_start_player_announced_is_the_one_who_starts_in_the_declared_order():
    # seed §9.7 「确定下一阶段的起始玩家，然后继续下一阶段。」: with the order Bob, Ann the 7th turn is
    # Bob's, so Ann starts round 2, and the announcement must name her, not seat 1 (Bob)
    from referee.core.game import parse_declaration, play
    from referee.lehavre import GAME

    s, _ = run(new(2, "short"), "table: order Bob, Ann", "table: chit 3")
    chits = iter(("1", "2", "4", "5", "6", "7"))
    announced = []
    for _ in range(7):
        space = next(g for g, n in zip(catalog.OFFERS, s.offers, strict=True) if n)
        for text in (f"take {space}", "done"):
            t = play(GAME, s, parse_declaration(GAME, s, text))
            s = t.state
            announced += [e for e in t.effects if e.code == "next_round"]
        if top(s).startswith("reveal_chit"):
            s, _ = run(s, f"table: chit {next(chits)}")
    assert s.ctx.round == 2 and top(s) == "main:Ann"
    assert len(announced) == 1 and "Ann" in str(announced[0].text()) and "Bob" not in str(announced[0].text())


def test_the_picture_announces_the_interest_of_the_next_supply_action_before_it_is_taken():
    # seed §2 「如果当前补给板块标示利息，则所有持有未偿还贷款的玩家各支付1法郎。」: with chit 5 (the
    # interest chit) on space 2 and Bob holding 2 loans, the picture says so during turn 1, in both
    # languages; Ann (no loan) is not named; once Bob's supply action is done the line is gone
    from referee.core.record import replace
    from referee.lehavre.picture import lines

    s = position(2, Bob={"loans": 2, "francs": 3})
    s = replace(s, chits=("3", "5", "", "", "", "", ""))
    en = [str(t) for t in lines(s, "en")]
    zh = [str(t) for t in lines(s, "zh")]
    assert "Next supply action (space 2) shows interest: Bob pay 1 franc each" in en
    assert any("第 2 个位置" in t and "Bob" in t for t in zh)
    assert not any("interest" in t and "Ann" in t for t in en)
    s, codes = run(s, "take wood", "done")
    assert "interest" in codes and s.players[1].francs == 2
    assert not any("interest" in t for t in (str(t) for t in lines(s, "en")))

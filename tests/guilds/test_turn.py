"""A player's turn (seed 玩家回合行动, 补牌规则): cards, their uses, the draw, the hand limit."""

from __future__ import annotations

from referee.core.game import check, parse_declaration
from referee.core.record import replace
from referee.guilds import GAME
from referee.guilds.rules.turn import reshuffle_due

from .helpers import card, codes, end_turn, run, started, top


def test_hire_takes_a_liveryman_from_the_supply_into_the_hall():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    state, _ = run(state, "Ann: hire")
    assert state.hall[0] == 3 and state.supply[0] == 13 and state.hand[0] == 6


def test_hiring_with_an_empty_supply_is_refused():
    state = card(started(hall=16), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    assert codes(state, "Ann: hire") == ["supply_empty"]


def test_a_card_with_an_empty_hand_is_refused():
    state = replace(started(), hand=(0, 7, 7))
    assert codes(state, "Ann: play C1") == ["empty_hand"]


def test_a_card_used_before_its_values_are_declared_is_refused():
    state = card(started(), "Ann", "C1")
    assert top(state).kind == "declare_values"
    assert codes(state, "Ann: hire") == ["values_first"]


def test_moving_to_a_tile_of_the_cards_suit():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    state, _ = run(state, "Ann: move hall A1")
    assert state.space("A1").pieces == (1, 0, 0) and state.hall[0] == 1


def test_moving_with_a_card_of_the_wrong_suit_names_both_suits():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    found = check(GAME, state, parse_declaration(GAME, state, "Ann: move hall B1"))
    assert [v.code for v in found] == ["wrong_suit"]
    assert "anchor" in found[0].message and "sickle" in found[0].message and "B1" in found[0].message
    assert found[0].rule.section == "四、特殊规则"


def test_a_multi_suit_tile_matches_any_of_its_suits():
    state = card(started(), "Ann", "C1", "suits=cross ability=other power=1 cost=0")
    assert codes(state, "Ann: move hall A2") == []  # crown+cross
    assert codes(state, "Ann: move hall B2") == []  # the University shows cross too


def test_a_two_suit_card_moves_to_a_tile_of_either_suit():
    state = card(started(), "Ann", "C1", "suits=sickle+crown ability=other power=1 cost=0")
    assert codes(state, "Ann: move hall B1") == [] and codes(state, "Ann: move hall A2") == []


def test_moving_to_a_face_down_tile_or_nowhere_is_refused():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    assert codes(state, "Ann: move hall C1") == ["tile_face_down"]
    assert codes(state, "Ann: move hall D4") == ["no_tile"]


def test_an_ordinary_card_does_not_move_a_master():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    space = state.space("A1")
    state = replace(
        state, city=tuple(replace(s, master=0) if s.pos == "A1" else s for s in state.city), hall=(1, 2, 2)
    )
    assert space is not None
    assert codes(state, "Ann: move A1 A2") == ["master_stays"]


def test_no_card_played_draws_four_else_two():
    state = started()
    assert codes(state, "Ann: draw 2") == ["draw_count"]
    state, fx = run(state, "Ann: draw 4")
    assert top(state).kind == "discard" and top(state).data["count"] == 4
    assert any(e.code == "hand_limit" for e in fx)
    state = card(end_turn(started()), "Bob", "C2", "suits=crown ability=other power=1 cost=0")
    state, _ = run(state, "Bob: hire")
    assert codes(state, "Bob: draw 4") == ["draw_count"]
    state, _ = run(state, "Bob: draw 2")


def test_discarding_down_to_the_limit_exactly():
    state, _ = run(started(), "Ann: draw 4")
    assert codes(state, "Ann: discard 3") == ["hand_limit"]
    state, _ = run(state, "Ann: discard 4")
    assert state.hand[0] == 7 and top(state).actor == "Bob"


def test_the_master_of_the_university_holds_eight():
    state = started()
    state = replace(
        state, city=tuple(replace(s, master=0) if s.tile == "UNI" else s for s in state.city), hall=(1, 2, 2)
    )
    state, _ = run(state, "Ann: draw 4")
    assert top(state).data["count"] == 3


def test_acting_out_of_vp_order_is_refused_with_the_turn_order_passage():
    state = started()
    found = check(GAME, state, parse_declaration(GAME, state, "Bob: draw 4"))
    assert [v.code for v in found] == ["wrong_player"]
    assert "按当前胜利分从高到低的顺位" in found[0].rule.quote


def test_done_ends_a_turn_only_in_the_last_round():
    assert codes(started(), "Ann: done") == ["must_draw"]


def test_an_ability_pays_its_cost_and_hires():
    state = card(started(), "Ann", "C1", "suits=anchor ability=hire power=2 cost=1")
    state, fx = run(state, "Ann: ability")
    assert state.hand[0] == 5 and state.hall[0] == 4 and state.supply[0] == 12
    assert [e.code for e in fx] == ["ability_hire"]


def test_an_ability_the_hand_cannot_pay_is_refused():
    state = card(started(), "Ann", "C1", "suits=anchor ability=hire power=2 cost=7")
    assert codes(state, "Ann: ability") == ["ability_cost"]


def test_a_draw_ability_adds_to_the_end_of_turn_draw():
    state = card(started(), "Ann", "C1", "suits=anchor ability=draw power=2 cost=0")
    state, _ = run(state, "Ann: ability")
    assert codes(state, "Ann: draw 2") == ["draw_count"]
    state, _ = run(state, "Ann: draw 4")
    assert state.hand[0] == 10 and top(state).data["count"] == 3


def test_a_move_ability_ignores_suits_and_stops_at_its_power():
    state = card(started(), "Ann", "C1", "suits=anchor ability=move power=2 cost=0")
    state, _ = run(state, "Ann: ability", "Ann: move hall B1")
    assert top(state).kind == "ability_moves"
    state, _ = run(state, "Ann: move hall A2")
    assert top(state).kind == "turn" and state.space("B1").pieces[0] == 1 and state.space("A2").pieces[0] == 1


def test_a_plantation_ability_sends_liverymen_there_only():
    state = card(started(), "Ann", "C1", "suits=anchor ability=plantation power=1 cost=0")
    state, _ = run(state, "Ann: ability")
    assert codes(state, "Ann: move hall A1") == ["plantation_only"]
    state, _ = run(state, "Ann: move hall plantation")
    assert state.plantation[0] == 1


def test_liverymen_reach_the_plantation_only_by_an_ability():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    assert codes(state, "Ann: move hall plantation") == ["plantation_by_ability"]


def _master_ability(options=None, masters=("A1",)):
    """Ann, master at each of `masters`, has played a card whose ability moves one master."""
    state = card(started(options=options), "Ann", "C1", "suits=anchor ability=master power=1 cost=0")
    city = tuple(replace(s, master=0) if s.pos in masters else s for s in state.city)
    return replace(state, city=city, hall=(2 - len(masters), 2, 2))


def test_a_master_moved_by_an_ability_stays_a_master_where_it_lands():
    state, fx = run(_master_ability(), "Ann: ability", "Ann: move A1 B1")
    assert state.space("A1").master == -1 and state.space("B1").master == 0
    assert state.space("B1").pieces == (0, 0, 0) and state.masters_of(0) == ("B1",)
    assert "stay masters" in fx[-1].message


def test_a_master_moved_by_an_ability_cannot_land_where_a_master_stands():
    state = _master_ability(masters=("A1", "B1"))
    state, _ = run(state, "Ann: ability")
    [v] = check(GAME, state, parse_declaration(GAME, state, "Ann: move A1 B1"))
    assert v.code == "master_there" and v.rule.ruling == "guilds-master-ability"
    assert "Ann's master already stands at B1" in v.message
    assert all(m.target != "B1" for m in GAME.legal_moves(state)[0][1] if hasattr(m, "target"))


def test_house_rule_a_master_moved_by_an_ability_lands_as_a_liveryman():
    state = _master_ability({"moved_master": "becomes_liveryman"}, masters=("A1", "B1"))
    state, fx = run(state, "Ann: ability", "Ann: move A1 B1")
    assert state.space("A1").master == -1 and state.space("B1").pieces[0] == 1
    assert state.space("B1").master == 0 and "a liveryman again" in fx[-1].message


def test_a_card_is_taken_back_whenever_the_table_changes_its_mind():
    """Issue 25, item 9 (ruling guilds-withdraw): before, a card with a use was refused back."""
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    assert codes(state, "Ann: withdraw") == []
    state, _ = run(state, "Ann: withdraw")
    assert state.hand[0] == 7 and state.played == 0 and "C1" not in state.discard
    state = card(started(hall=16), "Ann", "C1", "suits=compass ability=other power=1 cost=9")
    assert codes(state, "Ann: move hall A1") == ["wrong_suit"]
    state, _ = run(state, "Ann: move hall B2")  # compass is on the University
    assert codes(state, "Ann: draw 2") == []


def test_a_card_keeps_its_declared_values_when_played_again_after_a_reshuffle():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    state, _ = run(state, "Ann: hire")
    state = replace(state, deck=1)  # the pile nearly spent: the draw of 2 needs the discard
    assert codes(state, "Ann: draw 2") == ["deck_short"]
    state, fx = run(state, "table: reshuffle", "Ann: draw 2")
    assert fx[0].code == "reshuffled" and state.discard == () and state.deck == 0
    state, _ = run(state, "Ann: discard 1")  # 8 cards, the limit is 7
    while not (top(state).kind == "turn" and top(state).actor == "Ann"):  # to Ann's next turn
        state = run(state, "table: reshuffle")[0] if top(state).kind == "reshuffle" else end_turn(state)
    state, _ = run(state, "Ann: play C1")
    assert top(state).kind == "use_card"  # known: no declaration asked
    assert codes(state, "table: declare C1 suits=crown") == ["declared_before"]


def test_a_card_in_the_discard_pile_cannot_be_played_again():
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    state, _ = run(state, "Ann: hire")
    assert state.discard == ("C1",) and codes(state, "Ann: play C1") == ["card_already_played"]
    [v] = check(GAME, state, parse_declaration(GAME, state, "Ann: play C1"))
    assert "discard pile, which holds 1 (the draw pile 84)" in v.message and v.rule.ruling == "guilds-deck"


def test_the_draw_pile_counts_every_card_and_an_empty_pile_with_no_discard_draws_what_is_left():
    state = started()
    assert state.deck == 105 - 3 * 7
    state = replace(state, deck=1)
    assert not reshuffle_due(state) and codes(state, "Ann: draw 4") == ["draw_count"]
    assert codes(state, "table: reshuffle") == ["reshuffle_not_due"]
    state, _ = run(state, "Ann: draw 1")
    assert state.deck == 0 and state.hand[0] == 8


def test_costs_and_hand_limit_discards_go_to_the_discard_pile_unseen():
    state = card(started(), "Ann", "C3", "suits=anchor ability=draw power=1 cost=2")
    state, _ = run(state, "Ann: ability", "Ann: draw 3")
    # 7 - 1 played - 2 paid + 3 drawn = 7: no discard; the cost went to the pile unseen
    assert state.discard == ("C3",) and state.discard_hidden == 2
    assert state.deck + sum(state.hand) + len(state.discard) + state.discard_hidden == 105


def test_a_table_adjustment_of_vp_counts_in_the_next_rounds_order():
    from .helpers import pass_round

    state, _ = run(started(), 'table: adjust Cid vp +3 "Gog & Magog"')
    state = pass_round(state)
    assert top(state).actor == "Cid" and state.vp == (0, 0, 0)


def test_while_the_table_leads_only_its_moves_are_listed_yet_the_player_may_still_play():
    """The reshuffle and a declaration are steps of the flow table that lead the turn: what may be
    declared now is the table's (ruling guilds-deck, guilds-declared-values); a card played before
    the reshuffle is still a card played, but nothing is answered before a declaration."""
    state = card(started(), "Ann", "C1", "suits=anchor ability=other power=1 cost=0")
    state, _ = run(state, "Ann: hire")
    state = replace(state, deck=1)
    assert [d.kind for d in GAME.decisions(state)] == ["reshuffle", "turn"]
    assert [(who, [str(m) for m in moves]) for who, moves in GAME.legal_moves(state)] == [
        ("table", ["reshuffle"])
    ]
    assert codes(state, "Ann: play C2") == []
    state, _ = run(state, "Ann: play C2")
    assert [d.kind for d in GAME.decisions(state)] == ["declare_values", "use_card"]
    assert [who for who, _ in GAME.legal_moves(state)] == ["table"]
    assert codes(state, "Ann: hire") == ["values_first"]

"""Set-up (seed 开局准备): the city as laid with positions, halls, hands by count, start player."""

from __future__ import annotations

from referee.guilds import GAME
from referee.guilds.state import LIVERYMEN

from .helpers import NAMES, codes, run, started, top


def test_a_new_game_asks_the_table_to_lay_the_city():
    state = GAME.new_state(["Ann", "Bob"], {})
    assert top(state).kind == "lay_city" and top(state).actor == "table"
    assert state.hand == (7, 7) and state.neutral == 4 and state.supply == (LIVERYMEN, LIVERYMEN)


def test_a_laid_tile_waits_for_its_printed_values_before_anything_else():
    state = GAME.new_state(["Ann", "Bob", "Cid"], {})
    state, _ = run(state, "table: tile T1 at B3")
    assert top(state).kind == "declare_values" and top(state).data["component"] == "T1"
    assert codes(state, "table: tile T2 at B4") == ["values_first"]
    assert codes(state, "table: declare T1 suits=anchor threshold=0 first=4 second=2") == ["bad_value"]
    assert codes(state, "table: declare T1 suits=banana threshold=3 first=4 second=2") == ["bad_value"]
    state, _ = run(state, "table: declare T1 suits=anchor threshold=3 first=4")
    assert top(state).kind == "declare_values"  # `second` still missing
    state, _ = run(state, "table: declare T1 second=2")
    assert top(state).kind == "lay_city"
    assert codes(state, "table: declare T1 threshold=4") == ["declared_before"]


def test_a_position_takes_one_tile_and_a_tile_is_laid_once():
    state = GAME.new_state(["Ann", "Bob", "Cid"], {})
    state, _ = run(
        state, "table: tile T1 at B3", "table: declare T1 suits=anchor threshold=3 first=4 second=2"
    )
    assert codes(state, "table: tile T2 at B3") == ["position_taken"]
    assert codes(state, "table: tile T1 at C3") == ["tile_in_play"]
    assert codes(state, "table: facedown B3") == ["position_taken"]


def test_the_city_is_kept_in_reading_order_whatever_the_laying_order():
    state = GAME.new_state(["Ann", "Bob", "Cid"], {})
    state, _ = run(
        state,
        "table: facedown B1",
        "table: tile T2 at A2",
        "table: declare T2 suits=anchor threshold=3 first=4 second=2",
        "table: facedown A1",
    )
    assert [s.pos for s in state.city] == ["A1", "A2", "B1"]


def test_done_needs_a_face_up_tile():
    state = GAME.new_state(["Ann", "Bob"], {})
    state, _ = run(state, "table: facedown A1")
    assert codes(state, "table: done") == ["city_empty"]


def test_halls_and_supply_split_the_sixteen_pieces_and_start_player_begins_round_one():
    state = started(3, hall=3, start="Bob")
    assert state.hall == (3, 3, 3) and state.supply == (13, 13, 13)
    assert state.ctx.round == 1 and top(state).kind == "turn"
    assert top(state).actor == "Bob"  # all at 0 VP: starting order, Bob first
    assert [NAMES[p] for p in state.order] == ["Bob", "Cid", "Ann"]


def test_a_hall_larger_than_a_colour_is_refused():
    state = GAME.new_state(["Ann", "Bob"], {})
    state, _ = run(
        state,
        "table: tile T1 at A1",
        "table: declare T1 suits=anchor threshold=3 first=4 second=2",
        "table: done",
    )
    assert codes(state, "table: hall 17") == ["hall_too_many"]


def test_house_rule_start_hand_six_against_the_seeds_seven():
    assert GAME.new_state(["Ann", "Bob"], {}).hand == (7, 7)
    assert GAME.new_state(["Ann", "Bob"], {"start_hand": "6"}).hand == (6, 6)


def test_either_mayor_deal_leaves_one_secret_card_each():
    for deal in ("draw_one", "deal_three_keep_one"):
        state = started(2, {"mayor_deal": deal})
        assert state.mayor == ("", "")  # one hidden card each, revealed at the end


def test_track_length_by_player_count():
    assert [started(n).last_round for n in (2, 3, 4)] == [16, 15, 12]


def test_a_special_building_shows_exactly_four_suits():
    state = GAME.new_state(["Ann", "Bob"], {})
    state, _ = run(state, "table: tile GOG at A1")
    assert codes(state, "table: declare GOG suits=anchor+crown threshold=3 first=3 second=1") == ["bad_value"]
    assert (
        codes(state, "table: declare GOG suits=anchor+crown+cross+sickle threshold=3 first=3 second=1") == []
    )


def test_a_special_building_whose_effect_is_not_enforced_is_announced_and_listed_in_the_status():
    state = GAME.new_state(["Ann", "Bob"], {})
    four = "suits=anchor+crown+cross+sickle threshold=3 first=3 second=1"
    state, fx = run(
        state, "table: tile CHURCH at A1", f"table: declare CHURCH {four}", "table: tile UNI at A2"
    )
    [note] = [e for e in fx if e.code == "special_building"]  # the University's effect is enforced
    assert "CHURCH at A1" in note.message and note.rule.ruling == "guilds-special-buildings"
    assert "table applies itself (table: adjust): CHURCH (A1)" in GAME.describe(state)


def test_the_solo_game_is_not_offered_its_rules_being_in_another_booklet():
    from referee.core.seeds import resolve
    from referee.guilds import refs

    assert GAME.info.player_counts == (2, 3, 4) and refs.SOLO.ruling == "guilds-solo"
    assert resolve(refs.SOLO) is not None

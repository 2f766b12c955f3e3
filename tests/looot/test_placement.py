"""Viking placement and shields (seed 维京放置规则, ② 使用盾牌; reference §5, §6)."""

from __future__ import annotations

from referee.core.game import Declaration, check
from referee.looot import GAME
from referee.looot.moves import Place

from .helpers import codes, fixture, moves_of, run, tutorial, violations, with_vikings


def landings(state):
    return sorted((m.x, m.y) for m in moves_of(state) if isinstance(m, Place))


def test_tutorial_first_landings_are_exactly_the_five_of_the_reference():
    expected = sorted(tuple(h) for h in fixture("looot_tutorial")["first_landings"])
    assert landings(tutorial()) == expected


def test_viking_on_occupied_hex_without_shield_is_refused():
    state = with_vikings(tutorial(), {(-3, 0): (1,)})
    vs = violations(state, "place -3,0")
    assert [v.code for v in vs] == ["hex_occupied"]
    assert vs[0].message == (
        "hex (-3,0) already holds Bob's Viking and Ann has not flipped the occupied-hex shield"
    )
    assert vs[0].rule.section == "维京放置规则"


def test_viking_adjacent_to_neither_water_nor_viking_is_refused():
    vs = violations(tutorial(), "place 1,2")
    assert [v.code for v in vs] == ["hex_not_adjacent"]
    assert "(1,2) is adjacent to neither a water hex of the ocean board nor any Viking" in vs[0].message
    assert vs[0].rule.ruling == "looot-landing-water"


def test_any_viking_of_any_colour_opens_its_neighbours():
    state = with_vikings(tutorial(), {(0, 0): (1,)})
    assert codes(state, "place 1,0") == []
    assert codes(state, "place 0,-1") == []


def test_viking_on_building_water_trophy_or_off_board_is_refused():
    state = tutorial()
    assert codes(state, "place -2,0") == ["hex_is_building"]
    assert "(-2,0) is a house space (face 1)" in violations(state, "place -2,0")[0].message
    assert codes(state, "place 1,1") == ["hex_is_building"]
    assert codes(state, "place -4,0") == ["hex_is_water"]
    assert codes(state, "place 4,4") == ["hex_is_trophy_space"]
    assert codes(state, "place 9,-9") == ["hex_not_on_board"]


def test_side_board_resource_hexes_can_be_landed_on():
    state, fx = run(tutorial(), "place -2,-2")
    assert "gains 1 sheep" in fx[0].message
    assert state.turn.pending == (("sheep", -1),)


def test_occupied_shield_requires_a_viking_on_the_landscape():
    vs = violations(tutorial(), "shield occupied")
    assert [v.code for v in vs] == ["shield_no_occupied_hex"]
    assert "shield occupied" not in [str(m) for m in moves_of(tutorial())]


def test_occupied_shield_places_on_any_occupied_hex_without_adjacency():
    state = with_vikings(tutorial(), {(1, 2): (1,)})  # far from the water
    state, _ = run(state, "shield occupied")
    assert landings(state) == [(1, 2)]
    assert codes(state, "place -3,0") == ["hex_not_occupied"]
    state, fx = run(state, "place 1,2")
    assert state.occupants[state.geo.index[(1, 2)]] == (1, 0)
    assert "gains 1 axe" in fx[0].message


def test_occupied_shield_may_stack_on_own_viking_without_growing_the_chain():
    state = with_vikings(tutorial(), {(0, 0): (0,), (0, -1): (0,), (-1, -1): (0,)})
    state, fx = run(state, "shield occupied", "place 0,0")
    assert not [e for e in fx if e.code == "capture_castle"]  # still 3 distinct hexes


def test_shield_used_twice_is_refused():
    state, _ = run(tutorial(), "shield double")
    vs = violations(state, "shield double")
    assert [v.code for v in vs] == ["shield_used"]
    assert "for this placement" in vs[0].message
    state, _ = run(state, "place -2,-2", "tile sheep 3,3", "tile sheep 3,4", "pass")
    state, _ = run(state, "Bob: place -1,-2", "Bob: tile wood 0,2", "Bob: pass")
    vs = violations(state, "shield double")
    assert [v.code for v in vs] == ["shield_used"]
    assert "earlier in the game" in vs[0].message
    assert vs[0].rule.section == "② 使用盾牌"


def test_double_shield_gains_the_resource_twice():
    state, fx = run(tutorial(), "shield double", "place -2,-2")
    assert state.turn.pending == (("sheep", -1), ("sheep", -1))
    assert "gains 2 sheep" in fx[-1].message
    assert state.supply[1] == 38


def test_several_shields_may_be_flipped_before_one_placement():
    state = with_vikings(tutorial(), {(0, 0): (1,)})
    state, _ = run(state, "shield double", "shield occupied")
    assert landings(state) == [(0, 0)]
    state, _ = run(state, "place 0,0")
    assert state.turn.pending == (("axe", -1), ("axe", -1))


def test_play_again_gives_a_second_placement_and_tiles_come_after_both():
    state, fx = run(tutorial(), "shield again", "place -2,-2")
    assert any(e.code == "play_again" for e in fx)
    top = GAME.decision(state)
    assert top.kind == "place_viking" and "second Viking" in top.prompt
    assert codes(state, "tile sheep 3,3")[0] == "wrong_step"
    state, _ = run(state, "place -1,-2")
    assert GAME.decision(state).kind == "place_tiles"
    assert state.turn.pending == (("sheep", -1), ("wood", -1))
    assert state.players[0].vikings == 11


def test_shields_flipped_for_the_first_viking_do_not_carry_to_the_second():
    state, _ = run(tutorial(), "shield again", "shield double", "place -2,-2")
    assert state.turn.shields_now == ()
    state, _ = run(state, "place -1,-2")
    assert state.turn.pending == (("sheep", -1), ("sheep", -1), ("wood", -1))


def test_an_unused_shield_may_be_flipped_before_the_second_viking():
    state, _ = run(tutorial(), "shield again", "place -2,-2")
    assert codes(state, "shield double") == []
    state, _ = run(state, "shield double", "place -1,-2")
    assert state.turn.pending == (("sheep", -1), ("wood", -1), ("wood", -1))


def test_play_again_with_the_last_viking_gives_no_second_placement():
    state = tutorial()
    players = list(state.players)
    from referee.core.record import replace

    players[0] = replace(players[0], vikings=1)
    state = replace(state, players=tuple(players))
    state, fx = run(state, "shield again", "place -3,0")
    assert any(e.code == "play_again_void" for e in fx)
    assert GAME.decision(state).kind == "place_tiles"


def test_wrong_player_is_refused_by_the_core_with_the_turn_order_rule():
    state = tutorial()
    found = check(GAME, state, Declaration(GAME.parse("place -3,0"), "Bob"))
    assert [v.code for v in found] == ["wrong_player"]
    assert found[0].rule.section == "回合结构"

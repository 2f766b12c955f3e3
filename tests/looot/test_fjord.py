"""Gained tiles on the fjord, completions, a full fjord (reference §3, §6)."""

from __future__ import annotations

from referee.core.record import replace
from referee.looot import GAME

from .helpers import codes, fill_fjord, moves_of, run, tutorial, violations, with_fjord


def at_tiles(*moves: str):
    """Ann placed a Viking on (-2,-2): one sheep waits for a fjord space."""
    state, _ = run(tutorial(), "place -2,-2", *moves)
    return state


def test_pass_while_a_tile_must_be_placed_says_what_is_expected():
    vs = violations(at_tiles(), "pass")
    assert [v.code for v in vs] == ["wrong_step"]
    assert "put the gained tiles on free fjord spaces: 1 sheep" in vs[0].message
    assert "expected `tile KIND X,Y [from X,Y]`" in vs[0].message


def test_tile_not_gained_lists_the_waiting_tiles():
    vs = violations(at_tiles(), "tile wood 3,3")
    assert [v.code for v in vs] == ["tile_not_gained"]
    assert vs[0].message == "Ann has no wood tile to place; gained tiles waiting: 1 sheep"


def test_fjord_space_occupied_is_refused():
    state = with_fjord(at_tiles(), 0, {(3, 3): "wood"})
    vs = violations(state, "tile sheep 3,3")
    assert [v.code for v in vs] == ["fjord_space_occupied"]
    assert vs[0].message == "fjord space (3,3) of Ann already holds a wood tile"


def test_fjord_cells_that_are_not_free_spaces_are_refused():
    state = at_tiles()
    assert "the trophy space" in violations(state, "tile sheep 1,1")[0].message
    assert "the port construction site" in violations(state, "tile sheep 5,1")[0].message
    assert "a shield space" in violations(state, "tile sheep 0,0")[0].message
    assert "not a space" in violations(state, "tile sheep 6,6")[0].message
    assert "outside the fjord" in violations(state, "tile sheep 9,9")[0].message
    assert codes(state, "tile sheep 6,6") == ["fjord_not_a_space"]


def test_placing_the_last_tile_moves_to_the_end_of_turn():
    state = at_tiles("tile sheep 3,3")
    assert GAME.decision(state).kind == "end_turn"
    assert state.players[0].fjord.count("sheep") == 1


def test_longship_completes_when_its_resources_are_placed_next_to_it():
    state = with_fjord(at_tiles(), 0, {(3, 3): "Gold31", (3, 2): "sheep", (2, 2): "gold"})
    state, fx = run(state, "tile sheep 4,3")
    done = [e for e in fx if e.code == "longship_completed"]
    assert len(done) == 1 and "Gold31 at (3,3) is complete: +3 per gold tile" in done[0].message
    assert state.players[0].ships_done == ("Gold31",)


def test_buildings_do_not_count_for_a_longship():
    state = with_fjord(at_tiles(), 0, {(3, 3): "House21", (3, 2): "sheep", (2, 2): "house"})
    state, fx = run(state, "tile sheep 4,3")
    assert not [e for e in fx if e.code == "longship_completed"]


def test_longship_placed_next_to_its_resources_completes_at_once():
    state = with_fjord(at_tiles(), 0, {(3, 2): "wood", (2, 2): "wood", (4, 2): "sheep"})
    state, fx = run(state, "tile sheep 2,5", "longship Sheep22 at 3,3")
    assert not [e for e in fx if e.code == "longship_completed"]  # Sheep22 needs sheep, gold, gold
    state = with_fjord(at_tiles("tile sheep 2,5"), 0, {(3, 2): "wood", (2, 2): "wood", (4, 2): "sheep"})
    state = replace(state, ocean=("Castle31", "Wood12", "Gold21", "House13", "Sheep12"))
    state, fx = run(state, "longship Sheep12 at 3,3")
    assert [e.code for e in fx] == ["longship_taken", "longship_completed"]


def test_construction_site_completes_with_buildings_and_resources_around_it():
    state = with_fjord(at_tiles(), 0, {(4, 0): "house", (4, 1): "house"})
    state, fx = run(state, "tile sheep 5,2")
    done = [e for e in fx if e.code == "site_completed"]
    assert len(done) == 1 and done[0].message == "Ann completes the port Port1 (5 VP)"
    assert state.players[0].sites_done == ("port",)


def test_one_tile_counts_for_a_longship_and_a_site_at_once():
    # (5,2) touches the port and (5,3); House21 at (5,3) needs three sheep: (5,2), (4,3), (6,3)
    state = with_fjord(
        at_tiles(), 0, {(4, 0): "house", (4, 1): "house", (5, 3): "House21", (4, 3): "sheep", (6, 3): "sheep"}
    )
    state, fx = run(state, "tile sheep 5,2")
    assert sorted(e.code for e in fx if e.code.endswith("completed")) == [
        "longship_completed",
        "site_completed",
    ]


def test_full_fjord_loses_the_gained_tiles_and_the_house_stays_on_its_space():
    state = fill_fjord(tutorial(), 0)
    g = state.geo
    slot = g.building_slot[g.index[(-2, 0)]]
    state, fx = run(state, "place -2,-1")
    lost = [e for e in fx if e.code == "tiles_lost"]
    assert lost and "1 house, 1 sheep lost" in lost[0].message
    assert state.stacks[slot] == 2  # the house tile stays on the board
    assert state.players[0].taken[slot] == 1  # but the award counts as taken
    assert state.set_aside == (0, 1, 0, 0)
    assert state.players[0].lost == 2
    assert GAME.decision(state).kind == "end_turn"


def test_fjord_filling_part_way_loses_the_rest():
    state = fill_fjord(tutorial(), 0, leave=1)
    state, fx = run(state, "place -2,-1")
    assert not [e for e in fx if e.code == "tiles_lost"]
    state, fx = run(state, "tile house 3,6")  # the last free space
    lost = [e for e in fx if e.code == "tiles_lost"]
    assert lost and "1 sheep lost" in lost[0].message
    assert GAME.decision(state).kind == "end_turn"


def test_longship_with_a_full_fjord_is_refused_but_a_trophy_is_not():
    state = fill_fjord(tutorial(), 0, item="axe")
    state, _ = run(state, "place -2,-2")
    vs = violations(state, "longship Castle31 at 3,3")
    assert [v.code for v in vs] == ["longship_fjord_full"]
    assert "no free space" in vs[0].message
    assert codes(state, "trophy 6") == []
    assert [str(m) for m in moves_of(state)] == [f"trophy {n}" for n in (2, 3, 4, 5, 6)] + ["pass"]

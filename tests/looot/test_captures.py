"""Automatic building captures (seed 2. 占领建筑; reference §4), on the tutorial layout."""

from __future__ import annotations

from referee.core.record import replace
from referee.looot import GAME

from .helpers import run, tutorial, with_vikings


def stack(state, h):
    g = state.geo
    return state.stacks[g.building_slot[g.index[h]]]


def captured(effects, kind):
    return [e for e in effects if e.code == f"capture_{kind}"]


def test_viking_next_to_a_house_takes_one_house_tile():
    state, fx = run(tutorial(), "place -2,-1")
    assert len(captured(fx, "house")) == 1
    assert "captures 1 house tile(s) from (-2,0)" in captured(fx, "house")[0].message
    assert stack(state, (-2, 0)) == 1
    assert sorted(state.turn.pending) == [
        ("house", state.geo.building_slot[state.geo.index[(-2, 0)]]),
        ("sheep", -1),
    ]


def test_viking_next_to_two_houses_takes_one_from_each():
    state = with_vikings(tutorial(), {(1, 5): (1,)})
    state, fx = run(state, "place 1,6")
    assert sorted(e.message.split(" from ")[1][:6] for e in captured(fx, "house")) == ["(0,6):", "(2,5):"]


def test_empty_house_stack_gives_nothing():
    state = tutorial()
    g = state.geo
    stacks = list(state.stacks)
    stacks[g.building_slot[g.index[(-2, 0)]]] = 0
    state, fx = run(replace(state, stacks=tuple(stacks)), "place -2,-1")
    assert captured(fx, "house") == []
    assert state.turn.pending == (("sheep", -1),)


def test_own_chain_linking_two_watchtowers_takes_one_tile_from_each():
    state = with_vikings(tutorial(), {(-1, -1): (0,)})
    state, fx = run(state, "place -1,0")
    towers = captured(fx, "watchtower")
    assert [e.message.split(" from ")[1][:7] for e in towers] == ["(-1,1):", "(0,-2):"]
    assert stack(state, (-1, 1)) == 1 and stack(state, (0, -2)) == 1


def test_rejoining_the_same_pair_of_watchtowers_gives_nothing_more():
    state = with_vikings(tutorial(), {(-1, -1): (0,)})
    state, _ = run(
        state, "place -1,0", "tile gold 3,3", "tile watchtower 3,4", "tile watchtower 3,5", "tile house 3,6"
    )
    state, _ = run(state, "pass", "Bob: place -3,0", "Bob: tile axe 3,3", "Bob: tile house 3,4", "Bob: pass")
    state, fx = run(state, "place 0,-1")
    assert captured(fx, "watchtower") == []


def test_opponent_vikings_do_not_link_a_chain():
    state = with_vikings(tutorial(), {(-1, -2): (0,), (-1, -1): (1,)})
    state, fx = run(state, "place -1,0")
    assert captured(fx, "watchtower") == []


def test_group_of_four_next_to_a_castle_takes_the_first_castle_tile():
    state = with_vikings(tutorial(), {(0, -1): (0,), (-1, -1): (0,), (1, 0): (0,)})
    state, fx = run(state, "place 0,0")
    castles = captured(fx, "castle")
    assert len(castles) == 1 and "own group of 4 Viking hexes" in castles[0].message
    assert stack(state, (1, 1)) == 2


def test_group_of_eight_takes_the_second_castle_tile_once_the_first_was_taken():
    hexes = [(0, -1), (-1, -1), (1, 0), (0, 0), (1, -1), (1, -2), (2, -1)]
    state = with_vikings(tutorial(), {h: (0,) for h in hexes})
    g = state.geo
    slot = g.building_slot[g.index[(1, 1)]]
    p = state.players[0]
    state = replace(
        state, players=(replace(p, taken=p.taken[:slot] + (1,) + p.taken[slot + 1 :]), state.players[1])
    )
    stacks = list(state.stacks)
    stacks[slot] = 2
    state = replace(state, stacks=tuple(stacks))
    state, fx = run(state, "place 0,1")
    castles = captured(fx, "castle")
    assert len(castles) == 1 and "count" not in castles[0].message
    assert "1 castle tile(s)" in castles[0].message and "group of 8" in castles[0].message
    assert state.players[0].taken[slot] == 2


def test_one_placement_can_trigger_several_captures():
    state = with_vikings(tutorial(), {(-1, -1): (0,)})
    state, fx = run(state, "place -1,0")
    assert len(captured(fx, "house")) == 1 and len(captured(fx, "watchtower")) == 2
    top = GAME.decision(state)
    assert top.kind == "place_tiles" and "1 watchtower" not in top.prompt and "2 watchtower" in top.prompt

"""End of turn: longship and/or trophy, pass, refill, turn order, the end of the game."""

from __future__ import annotations

from referee.core.flow import TABLE
from referee.core.game import Declaration, check
from referee.core.record import replace
from referee.looot import GAME
from referee.looot.moves import Longship, Trophy

from .helpers import codes, fill_fjord, moves_of, run, tutorial, violations, with_fjord


def at_end(state=None, **options: str):
    """Ann placed on (-2,-2) and put the sheep on (3,3): the optional actions are open."""
    state = state or tutorial(**options)
    state, _ = run(state, "place -2,-2", "tile sheep 3,3")
    assert GAME.decision(state).kind == "end_turn"
    return state


def with_axes(state, player: int, n: int):
    return with_fjord(state, player, {(x, 5): "axe" for x in range(n)})


def test_longship_is_taken_onto_a_free_space_and_refilled_by_the_table_after_pass():
    state, fx = run(at_end(), "longship Wood12 at 2,3")
    assert state.ocean[1] == "" and state.players[0].fjord.count("Wood12") == 1
    state, fx = run(state, "pass")
    top = GAME.decision(state)
    assert top.kind == "refill" and top.actor == TABLE and "(-4,-1)" in top.prompt
    assert len(moves_of(state)) == 25
    assert codes(state, "draw Castle31") == ["longship_not_in_bag"]
    state, fx = run(state, "table: draw Wood13")
    assert state.ocean[1] == "Wood13" and len(state.bag) == 24
    assert GAME.decision(state).actor == "Bob"


def test_second_longship_in_a_turn_is_refused():
    state, _ = run(at_end(), "longship Wood12 at 2,3")
    vs = violations(state, "longship Castle31 at 2,4")
    assert [v.code for v in vs] == ["second_longship"]
    assert not [m for m in moves_of(state) if isinstance(m, Longship)]


def test_longship_not_on_the_ocean_is_refused_and_says_where_it_is():
    vs = violations(at_end(), "longship Wood13 at 2,3")
    assert [v.code for v in vs] == ["longship_not_in_ocean"]
    assert "Wood13 is not on the ocean (it is still in the bag)" in vs[0].message


def test_longship_on_an_occupied_fjord_space_is_refused():
    assert codes(at_end(), "longship Wood12 at 3,3") == ["fjord_space_occupied"]


def test_longship_needs_no_viking_near_it_and_any_ocean_longship_may_be_taken():
    offered = {m.longship for m in moves_of(at_end()) if isinstance(m, Longship)}
    assert offered == {"Castle31", "Wood12", "Gold21", "House13", "Sheep22"}


def test_trophy_with_too_few_axes_says_how_many_axes_the_player_has():
    state = with_axes(at_end(), 0, 3)
    vs = violations(state, "trophy 4")
    assert [v.code for v in vs] == ["trophy_too_few_axes"]
    assert vs[0].message == "Ann has 3 axe tile(s) in the fjord; trophy 4 needs at least 4"
    assert codes(state, "trophy 3") == []
    assert [m.axes for m in moves_of(state) if isinstance(m, Trophy)] == [2, 3]


def test_second_trophy_is_refused():
    state, _ = run(with_axes(at_end(), 0, 3), "trophy 2")
    vs = violations(state, "trophy 3")
    assert [v.code for v in vs] == ["second_trophy"]
    assert "already claimed trophy 2" in vs[0].message


def test_trophy_already_taken_is_refused():
    state, _ = run(with_axes(at_end(), 0, 3), "trophy 2", "pass")
    state, _ = run(with_axes(state, 1, 2), "Bob: place -1,-2", "Bob: tile wood 3,3")
    vs = violations(state, "trophy 2")
    assert [v.code for v in vs] == ["trophy_taken"]
    assert vs[0].message == "trophy 2 was already claimed by Ann"


def test_unknown_trophy_number_is_refused():
    assert codes(at_end(), "trophy 7") == ["unknown_trophy"]


def test_longship_and_trophy_in_the_same_turn_under_the_published_rule():
    state, fx = run(with_axes(at_end(), 0, 2), "trophy 2", "longship Castle31 at 2,3", "pass")
    assert state.players[0].trophy == 2 and "Castle31" in state.players[0].fjord


def test_seed_one_allows_one_of_longship_shield_trophy_per_turn():
    state, _ = run(with_axes(at_end(optional_actions="seed_one"), 0, 2), "longship Castle31 at 2,3")
    vs = violations(state, "trophy 2")
    assert [v.code for v in vs] == ["optional_action_limit"]
    assert "took a longship" in vs[0].message and vs[0].rule.ruling == "looot-optional-actions"
    assert [str(m) for m in moves_of(state)] == ["pass"]


def test_seed_one_shield_forbids_the_longship_and_a_second_shield():
    state, _ = run(tutorial(optional_actions="seed_one"), "shield double")
    assert codes(state, "shield again") == ["optional_action_limit"]
    state, _ = run(state, "place -2,-2", "tile sheep 3,3", "tile sheep 3,4")
    assert codes(state, "longship Castle31 at 2,3") == ["optional_action_limit"]
    assert [str(m) for m in moves_of(state)] == ["pass"]


def test_empty_bag_leaves_the_ocean_space_empty_and_still_water():
    state, _ = run(replace(at_end(), bag=()), "longship Wood12 at 2,3")
    state, fx = run(state, "pass")
    assert any(e.code == "bag_empty" for e in fx)
    assert GAME.decision(state).actor == "Bob"
    g = state.geo
    assert g.letter[g.water[1]] == "~" and codes(state, "place -3,0") == []


def test_turns_go_clockwise_and_the_round_advances_after_the_last_seat():
    state = tutorial(("Ann", "Bob", "Cid"))
    state, _ = run(state, "place -2,-2", "tile sheep 3,3", "pass")
    assert (GAME.decision(state).actor, state.ctx.round) == ("Bob", 1)
    state, _ = run(state, "place -1,-2", "tile wood 3,3", "pass")
    state, _ = run(state, "place -1,-1", "tile axe 3,3", "pass")
    assert (GAME.decision(state).actor, state.ctx.round) == ("Ann", 2)


def test_player_without_vikings_is_skipped():
    state = tutorial(("Ann", "Bob", "Cid"))
    players = list(state.players)
    players[1] = replace(players[1], vikings=0)
    state, fx = run(replace(state, players=tuple(players)), "place -2,-2", "tile sheep 3,3", "pass")
    assert any(e.code == "skipped" and "Bob" in e.message for e in fx)
    assert GAME.decision(state).actor == "Cid"


def test_game_ends_after_the_turn_of_the_last_viking_with_an_outcome():
    state = tutorial()
    players = [replace(p, vikings=1 if i == 0 else 0) for i, p in enumerate(state.players)]
    state = fill_fjord(replace(state, players=tuple(players)), 1, item="gold", leave=30)
    state, fx = run(state, "place -2,-2", "tile sheep 3,3", "longship Castle31 at 2,3")
    assert GAME.outcome(state) is None
    state, fx = run(state, "pass")
    assert fx[-1].code == "game_end"
    assert GAME.decision(state) is None
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.termination == "all_vikings_placed"
    # Ann: sheep 1 - unfilled Castle31 5 = -4; Bob: 4 gold x 2 = 8
    assert dict(outcome.scores) == {"Ann": -4, "Bob": 8}
    assert outcome.winners == ("Bob",)
    found = check(GAME, state, Declaration(GAME.parse("pass")))
    assert [v.code for v in found] == ["game_over"]
    assert found[0].rule.section == "游戏结束条件"

"""The special pool of the long game holds the Dunny (00) and the Football Stadium (31) too: they go
to a standard building stack, not the town, and are then built or bought like standard buildings
(ruling lehavre-special-pool)."""

from __future__ import annotations

from referee.core.flow import TABLE, Decision
from referee.core.record import replace
from referee.lehavre import GAME
from referee.lehavre.moves import Special

from .helpers import position, refused, run, top


def revealing(**changes):
    state = position(**changes)
    return replace(state, ctx=replace(state.ctx, phase="special", stack=(Decision("reveal_special", TABLE),)))


def test_the_dunny_and_the_football_stadium_can_be_revealed_from_the_special_pool():
    state = revealing()
    listed = GAME.legal_moves(state)[0][1]
    assert Special("00") in listed and Special("31") in listed and Special("023") in listed
    assert refused(state, "table: special 00") == [] and refused(state, "table: special 31") == []
    assert refused(state, "table: special 01") == ["not_special"]  # a standard building is not


def test_the_dunny_goes_on_top_of_the_first_standard_stack_and_is_bought_like_a_proposal():
    state = revealing(Ann={"francs": 20})
    first = state.stacks[0]
    state, codes = run(state, "table: special 00")
    assert "special_stack" in codes and "00" not in state.town
    assert state.stacks[0] == ("00", *first) and "00" in state.specials
    assert state.ctx.phase == "turns"  # the round finished as after any special
    while top(state) != "main:" + state.players[state.ctx.current].name:
        who, moves = GAME.legal_moves(state)[0]
        state, _ = run(state, f"{who}: {moves[0]}")
    buyer = state.players[state.ctx.current]
    state = state.with_player(state.ctx.current, replace(buyer, francs=20))
    state, codes = run(state, f"{buyer.name}: buy 00")
    assert "00" in state.players[state.ctx.current].buildings and state.players[state.ctx.current].francs == 6
    assert all("00" not in s for s in state.stacks)


def test_the_football_stadium_waits_for_the_first_stack_that_empties():
    state = revealing()
    state, codes = run(state, "table: special 31")
    assert "stadium_waits" in codes
    assert "31" in state.specials and "31" not in state.town and all("31" not in s for s in state.stacks)
    # a stack empties (as when its last building is built or bought): the next move places it there
    state = replace(state, stacks=(state.stacks[0], (), state.stacks[2]))
    who, moves = GAME.legal_moves(state)[0]
    state, codes = run(state, f"{who}: {moves[0]}")
    assert state.stacks[1] == ("31",) and "special_stack" in codes


def test_the_football_stadium_goes_at_once_to_a_stack_already_empty():
    state = revealing()
    state = replace(state, stacks=(state.stacks[0], state.stacks[1], ()))
    state, codes = run(state, "table: special 31")
    assert state.stacks[2] == ("31",) and "stadium_waits" not in codes

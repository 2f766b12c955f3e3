"""Card effects the engine's items cannot express (ruling pendulum-card-effects): declared as `table1`
in a card's reward, they open a decision of the table, answered `table: effect PLAYER BUNDLE`, logged."""

from __future__ import annotations

import pytest

from referee.core.errors import MoveSyntaxError
from referee.core.game import legal_pairs, parse_declaration, play
from referee.pendulum import GAME
from referee.pendulum.moves import TableEffect

from .helpers import codes, refused, run, started


def played():
    state = run(started(), "table: declare Mat1.s1 cost=culture1 reward=power1+table1")
    return run(state, "Ann: play Mat1.s1", "Ann: pay", "Ann: take")


def test_a_card_effect_waits_for_the_table_and_blocks_the_players_next_action():
    state = played()
    assert state.player("Ann").power == 1
    assert [d.kind for d in state.ctx.own["Ann"]] == ["table_effect"]
    assert "action_already_open" in codes(state, "Ann: act black-bottom-1")
    assert codes(state, "Bob: act black-bottom-2") == []  # the others keep acting
    assert ("table", "effect Ann none") in [(by, str(m)) for by, m in legal_pairs(GAME, state)]
    assert "effect" in " ".join(d.text() for d in GAME.decisions(state) if d.kind == "table_effect")


def test_the_table_says_what_the_effect_gave_and_it_is_logged():
    state = played()
    done = run(state, "table: effect Ann coin2+votes1")
    p = done.player("Ann")
    assert (p.coin, p.votes) == (5, 1) and done.ctx.own.get("Ann", ()) == ()
    assert codes(done, "Ann: act black-bottom-1") == []


def test_no_effect_open_and_effect_unreadable():
    assert codes(started(), "table: effect Ann none") == ["no_effect_open"]
    state = played()
    assert codes(state, "table: effect Bob none") == ["no_effect_open"]
    assert codes(state, "table: effect Ann table1") == ["effect_unreadable"]
    e = refused(state, "table: effect Ann table1")
    assert e.violations[0].rule.ruling == "pendulum-card-effects"
    with pytest.raises(MoveSyntaxError, match="effect PLAYER REWARD"):  # the answer is never left out
        parse_declaration(GAME, state, "table: effect Ann")


def test_an_effect_for_a_player_whose_name_has_spaces_reads_the_answer_as_its_last_word():
    """The name before the answer may be several words (issue 23: every name `new` accepts)."""
    assert parse_declaration(GAME, started(), "table: effect Mary Ann Lee power1-coin2").move == TableEffect(
        "Mary Ann Lee", "power1-coin2"
    )


def test_a_red_council_card_with_an_effect_waits_for_the_table_then_the_picks_go_on():
    """The council path: the effect decision sits on the shared stack, above the pick's choices."""
    from .test_council import council

    state = run(council(votes=(("Ann", 3),)), "table: declare C1 edge=red reward=coin1+table1")
    state = run(state, "Ann: pick C1")
    assert state.ctx.phase == "council" and state.ctx.top.kind == "table_effect"
    assert state.ctx.top.data["player"] == "Ann"
    assert codes(state, "Ann: choose power") == ["wrong_step"]  # the table answers first
    assert ("table", "effect Ann none") in [(by, str(m)) for by, m in legal_pairs(GAME, state)]
    done = run(state, "table: effect Ann votes2+any1")
    assert done.player("Ann").votes == 2 and done.player("Ann").coin == 4
    assert (
        done.ctx.top.kind == "council_choose" and done.ctx.top.actor == "Ann"
    )  # the effect's chosen prestige
    done = run(done, "Ann: choose power")  # the effect's
    assert done.ctx.top.data["left"] == 2  # then the first place's bonus
    done = run(done, "Ann: choose prestige", "Ann: choose prestige")
    assert done.player("Ann").power + done.player("Ann").prestige == 3
    assert done.ctx.top.actor == "Cid"


def test_an_effect_that_takes_something_away_is_subtracted_and_logged():
    state = played()  # Ann: coin 3, military 4, power 1 (Mat1 starts 3/4/5)
    done = play(GAME, state, parse_declaration(GAME, state, "table: effect Ann votes1-military2+power1"))
    p = done.state.player("Ann")
    assert (p.votes, p.military, p.power) == (1, 2, 0) and done.state.ctx.own.get("Ann", ()) == ()
    assert "Ann gets votes 1 and gives up military 2, power 1" in done.effects[0].message  # in words


def test_effect_takes_too_much_more_than_the_player_has_is_refused():
    state = played()
    e = refused(state, "table: effect Ann -coin4")
    assert [v.code for v in e.violations] == ["effect_takes_too_much"]
    assert "(3)" in e.violations[0].message and e.violations[0].rule.ruling == "pendulum-card-effects"
    assert codes(state, "table: effect Ann -legendary1") == ["effect_unreadable"]  # never taken away
    assert codes(state, "table: effect Ann coin1-") == ["effect_unreadable"]
    assert codes(state, "table: effect Ann -coin3") == []


def test_an_effect_that_moves_a_worker_against_the_row_rules_is_an_override_of_the_table():
    state = run(played(), "table: effect Ann none")  # the effect: move a worker where the rows forbid it
    line = "Ann: move common green-bottom-1 to purple-bottom-1"
    assert set(codes(state, line)) == {"wrong_row"}  # from a row and onto a row with their hourglasses
    done = play(GAME, state, parse_declaration(GAME, state, line), override=("wrong_row",))
    assert {w.space for w in done.state.workers if w.owner == "Ann"} == {"black-bottom-1", "purple-bottom-1"}
    assert codes(done.state, "Ann: act purple-bottom-1") == []  # now on the row with its hourglass

"""End-of-round resolution (seed 环节三): threshold, negotiation, ranking, masters, going home."""

from __future__ import annotations

from referee.core.record import replace
from referee.guilds import GAME

from .helpers import card, codes, pass_round, placed, run, started, top

ANCHOR = "suits=anchor ability=other power=1 cost=0"
CROSS = "suits=cross ability=other power=1 cost=0"


def test_a_tile_at_its_threshold_is_announced_and_negotiated_in_vp_order():
    state = card(started(hall=3), "Ann", "C1", CROSS)
    state, _ = run(state, "Ann: move hall A2", "Ann: draw 2", "Ann: discard 1")
    state = card(state, "Bob", "C2", CROSS)
    state, _ = run(state, "Bob: move hall A2", "Bob: draw 2", "Bob: discard 1")
    state, fx = run(state, "Cid: draw 4", "Cid: discard 4")
    messages = [e.message for e in fx if e.code == "resolution"]
    assert messages == ["round 1 ends: the tile at A2 (T2) has 2/2 — negotiation starts with Ann"]
    assert top(state).kind == "negotiate" and top(state).actor == "Ann"


SWAP_THEN_PASS = {"negotiation": "swap_then_pass"}  # the reading a game begun before issue 25 keeps


def test_a_swap_sends_the_liveryman_home_and_ends_the_swappers_chance():
    state = placed(started(hall=3), "A2", (1, 1, 0))
    state = pass_round(state)
    state, fx = run(state, "Ann: swap Bob")
    assert state.hall[1] == 3 and state.space("A2").neutral == 1 and state.neutral == 5
    assert top(state).kind == "negotiate" and top(state).actor == "Bob"  # no `pass` asked of Ann
    assert codes(state, "Ann: swap Ann") == ["wrong_player"]
    assert codes(state, "Ann: pass") == ["wrong_player"]


def test_under_the_old_reading_the_swapper_passes_and_a_second_swap_is_refused():
    state = placed(started(hall=3, options=SWAP_THEN_PASS), "A2", (1, 1, 0))
    state = pass_round(state)
    state, fx = run(state, "Ann: swap Bob")
    assert state.hall[1] == 3 and state.space("A2").neutral == 1 and state.neutral == 5
    assert codes(state, "Ann: swap Ann") == ["second_swap"]
    assert codes(state, "Bob: pass") == ["wrong_player"]


def test_swapping_a_player_with_no_liveryman_there_is_refused():
    state = pass_round(placed(started(hall=3), "A2", (1, 1, 0)))
    assert codes(state, "Ann: swap Cid") == ["no_piece_to_swap"]
    assert codes(state, "Ann: swap Zed") == ["unknown_player"]


def test_ranking_pays_first_and_second_and_the_master_stays():
    state = pass_round(placed(started(hall=3), "A1", (2, 1, 0)))
    state, fx = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    assert state.vp == (4, 2, 0)
    a1 = state.space("A1")
    assert a1.master == 0 and a1.pieces == (0, 0, 0)
    assert state.hall == (2, 3, 3)  # Ann: one became the master, one went home; Bob's went home
    assert any(e.code == "tile_resolved" for e in fx)


def test_a_tie_for_first_goes_by_vp_order_and_the_loser_takes_second():
    state = replace(started(hall=3), vp=(0, 1, 0))  # Bob leads the VP order
    state = pass_round(placed(state, "A1", (1, 1, 1)))
    state, _ = run(state, "Bob: pass", "Ann: pass", "Cid: pass")
    assert state.space("A1").master == 1
    assert state.vp == (2, 5, 0)  # Bob first (+4), Ann second (+2): she precedes Cid in starting order


def test_neutral_pieces_count_toward_the_threshold_and_go_back_beside_the_board():
    state = pass_round(placed(started(hall=3), "A1", (2, 0, 0), neutral=1))
    assert top(state).kind == "negotiate"
    state, _ = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    assert state.space("A1").neutral == 0 and state.neutral == 6


def test_a_dethroned_master_goes_home():
    state = pass_round(placed(started(hall=3), "A1", (0, 2, 0), master=0))
    state, _ = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    assert state.space("A1").master == 1 and state.hall[0] == 3  # Ann's master is a liveryman again


def test_a_tile_emptied_by_negotiation_scores_no_one():
    state = pass_round(placed(started(hall=3), "A2", (1, 0, 0), neutral=1))
    state, fx = run(state, "Ann: swap Ann")  # no piece of a player left: ranked at once
    assert state.vp == (0, 0, 0) and state.space("A2").master == -1
    assert any(e.code == "tile_empty" for e in fx)


def test_two_players_resolve_every_second_round_only():
    state = pass_round(placed(started(2, hall=3), "A2", (1, 1)))
    assert top(state).kind == "turn" and state.ctx.round == 2
    state = pass_round(state)
    assert top(state).kind == "negotiate"


def test_tiles_resolve_in_reading_order():
    state = placed(placed(started(hall=4), "B1", (2, 2, 0)), "A2", (1, 1, 0))
    state, fx = run(state, *[])
    state = pass_round(state)
    assert GAME.decision(state).data["pos"] == "A2"
    state, fx = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    assert GAME.decision(state).data["pos"] == "B1"


def test_a_second_swap_cites_the_negotiation_passage_of_the_seed():
    from referee.core.game import check, parse_declaration

    state = pass_round(placed(started(hall=3, options=SWAP_THEN_PASS), "A2", (1, 1, 0)))
    state, _ = run(state, "Ann: swap Bob")
    found = check(GAME, state, parse_declaration(GAME, state, "Ann: swap Ann"))
    assert [v.code for v in found] == ["second_swap"]
    assert "每位玩家有一次机会" in found[0].rule.quote and found[0].rule.ruling == "guilds-negotiation"
    assert "Ann has already swapped at A2" in found[0].message


def _resolve_a1_twice(options=None):
    """A1 (threshold 3, first 4, second 2) resolves in round 1 with Ann first and Bob second, then
    again in round 2 with Bob first (Ann's master and Bob's two liverymen)... the second time with
    Ann's master, one liveryman of Ann's and Bob's one: Ann first, Bob second again."""
    state = pass_round(placed(started(hall=3, options=options), "A1", (2, 1, 0)))
    state, _ = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    assert state.vp == (4, 2, 0) and state.tokens_taken == ("T1",)
    state = placed(state, "A1", (1, 1, 0), master=0)
    state = replace(state, hall=(state.hall[0] + 1, *state.hall[1:]))  # the master was already there
    state = pass_round(state)
    return run(state, "Ann: pass", "Bob: pass", "Cid: pass")


def test_the_second_place_token_is_taken_once_and_a_later_second_place_scores_nothing():
    state, fx = _resolve_a1_twice()
    assert state.vp == (8, 2, 0)  # first place again 4; Bob's second place finds no token
    gone = [e.message for e in fx if e.code == "token_gone"]
    assert gone == [
        "A1: its second-place token was taken at an earlier resolution; Bob, second, scores nothing"
    ]
    assert next(e for e in fx if e.code == "token_gone").rule.ruling == "guilds-second-token"


def test_house_rule_every_resolution_pays_second_place_each_time():
    state, fx = _resolve_a1_twice({"second_place": "every_resolution"})
    assert state.vp == (8, 4, 0) and not any(e.code == "token_gone" for e in fx)

"""Growth on a grey space (seed 成长阶段), the end of the track and the final score (seed 五)."""

from __future__ import annotations

from referee.core.record import replace
from referee.guilds import GAME

from .helpers import codes, pass_round, run, started, top


def to_growth(state, rounds=3):
    """Play empty rounds (every turn drawing) until the growth of round `rounds`."""
    while not (top(state).kind in ("plantation_score", "grow") and state.ctx.round == rounds):
        assert top(state).kind in ("turn", "reshuffle"), top(state).kind
        state = pass_round(state)
    return state


def test_the_marker_lands_on_a_grey_space_and_growth_follows_that_round():
    state = pass_round(pass_round(started()))
    assert state.ctx.round == 3
    state = pass_round(state)
    assert top(state).kind == "grow"


def test_round_three_is_announced_as_grey_and_round_one_has_no_advance():
    state, seen = started(), []
    while state.ctx.round < 3:
        d = top(state)
        state, fx = run(state, f"{d.actor}: draw 4")
        seen += [e.code for e in fx]
        if top(state).kind == "discard":
            state, fx = run(state, f"{top(state).actor}: discard {top(state).data['count']}")
            seen += [e.code for e in fx]
    assert seen.count("advance") == 1 and seen.count("advance_grey") == 1  # rounds 2 and 3


def test_plantation_scores_are_declared_for_players_with_liverymen_there():
    state = replace(started(), plantation=(1, 0, 0), hall=(1, 2, 2))
    state = to_growth(state)
    assert top(state).kind == "plantation_score"
    assert codes(state, "table: plantation Bob 2") == ["plantation_not_due"]
    state, fx = run(state, "table: plantation Ann 3")
    assert state.vp[0] == 3 and state.plantation[0] == 1 and top(state).kind == "grow"


def test_growth_reveals_tiles_moves_neutral_pieces_then_the_next_round():
    state = to_growth(started())
    state, _ = run(
        state, "table: tile T9 at C1", "table: declare T9 suits=crown threshold=3 first=3 second=1"
    )
    assert state.space("C1").tile == "T9"
    state, _ = run(state, "table: neutral supply C1", "table: neutral C1 supply", "table: tile T10 at C2")
    assert top(state).kind == "declare_values"
    state, _ = run(state, "table: declare T10 suits=crown threshold=3 first=3 second=1", "table: done")
    assert state.ctx.round == 4 and top(state).kind in ("turn", "reshuffle")
    assert codes(state, "table: done") == ["wrong_player"]  # now Ann's turn: done is hers


def test_neutral_moves_are_checked():
    state = to_growth(started())
    assert codes(state, "table: neutral A1 supply") == ["no_neutral_there"]
    assert codes(state, "table: neutral supply C1") == ["tile_face_down"]
    assert codes(state, "table: neutral supply supply") == ["same_place"]


def test_house_rule_full_two_player_city_adds_no_tile_at_growth():
    seed = to_growth(started(2), rounds=4)
    assert codes(seed, "table: tile T9 at C2") == []
    full = to_growth(started(2, {"city_2p": "full"}), rounds=4)
    assert codes(full, "table: tile T9 at C2") == ["city_full"]


def test_the_beadle_only_under_its_house_rule_and_it_counts_toward_the_threshold():
    assert codes(GAME.new_state(["Ann", "Bob"], {}), "table: beadle A1") == ["no_beadle"]
    laying, _ = run(GAME.new_state(["Ann", "Bob"], {"neutral": "beadle"}), "table: tile T1 at A1")
    laying, _ = run(laying, "table: declare T1 suits=anchor threshold=3 first=4 second=2", "table: beadle A1")
    assert laying.beadle == "A1"
    state = started(3, {"neutral": "beadle"})
    state = replace(
        state,
        beadle="A2",
        city=tuple(replace(s, pieces=(1, 0, 0)) if s.pos == "A2" else s for s in state.city),
        hall=(1, 2, 2),
    )
    assert state.space("A2").count(state.beadle == "A2") == 2
    state = pass_round(state)
    assert top(state).kind == "negotiate"
    state, _ = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    assert state.beadle == "A2" and state.vp[0] == 3


def test_house_rule_trailing_first_reverses_the_vp_order():
    seed = replace(started(), vp=(5, 0, 2))
    trailing = replace(started(3, {"turn_order": "trailing_first"}), vp=(5, 0, 2))
    from referee.guilds.rules.position import vp_order

    assert vp_order(seed) == (0, 2, 1) and vp_order(trailing) == (1, 2, 0)


def end_of(n=2):
    """An empty game to the reveal of the mayor cards."""
    state = started(n)
    while top(state).kind != "reveal_mayor":
        kind = top(state).kind
        if kind in ("turn", "reshuffle"):
            state = pass_round(state)
        elif kind == "grow":
            state, _ = run(state, "table: done")
        else:
            raise AssertionError(kind)
    return state


def test_the_last_round_has_no_draw_and_ends_the_game_at_its_growth():
    state = started(2)
    while state.ctx.round < 16:
        state = (
            pass_round(state) if top(state).kind in ("turn", "reshuffle") else run(state, "table: done")[0]
        )
    assert codes(state, "Ann: draw 4") == ["no_draw_last_round"]
    state = pass_round(state)
    state, fx = run(state, "table: done")
    assert top(state).kind == "reveal_mayor" and [e.code for e in fx] == ["track_end"]


def test_mayor_cards_are_revealed_declared_counted_and_scored():
    state = end_of(2)
    city = tuple(replace(s, master=0) if s.pos in ("A1", "B2", "A2") else s for s in state.city)
    state = replace(state, city=city, hall=(state.hall[0] - 3, state.hall[1]), vp=(4, 9))
    state, _ = run(state, "table: mayor Ann M1", "table: declare M1 condition=anchor vp=3")
    assert codes(state, "table: satisfied Ann 1") == ["mayor_count"]  # T1 and the University show anchor
    assert codes(state, "table: mayor Bob M1") == ["wrong_step"]
    state, _ = run(
        state, "table: satisfied Ann 2", "table: mayor Bob M2", "table: declare M2 condition=table vp=1"
    )
    state, fx = run(state, "table: satisfied Bob 0")
    assert GAME.decisions(state) == () and GAME.legal_moves(state) == []
    sheet = GAME.score_sheet(state)
    assert sheet.totals == (4 + 6 + 2, 9)  # masters at A1 A2 B2: pairs A1-A2 and A2-B2
    assert GAME.outcome(state).winners == ("Ann",)
    assert [e.code for e in fx] == ["game_end"]


def test_a_mayor_card_is_revealed_once():
    state = end_of(2)
    state, _ = run(
        state, "table: mayor Ann M1", "table: declare M1 condition=table vp=1", "table: satisfied Ann 0"
    )
    assert codes(state, "table: mayor Bob M1") == ["mayor_taken"]


def test_a_tie_goes_to_more_mayor_cards_then_is_shared():
    state = end_of(2)
    state, _ = run(
        state,
        "table: mayor Ann M1",
        "table: declare M1 condition=table vp=0",
        "table: satisfied Ann 0",
        "table: mayor Bob M2",
        "table: declare M2 condition=table vp=0",
        "table: satisfied Bob 0",
    )
    assert set(GAME.outcome(state).winners) == {"Ann", "Bob"}


def test_a_table_adjustment_is_a_row_of_the_score_sheet():
    state = end_of(2)
    state, _ = run(state, 'table: adjust Bob vp +2 "Gog & Magog"')
    state, _ = run(
        state, "table: mayor Ann M1", "table: declare M1 condition=table vp=1", "table: satisfied Ann 0"
    )
    state, _ = run(
        state, "table: mayor Bob M2", "table: declare M2 condition=table vp=1", "table: satisfied Bob 0"
    )
    sheet = GAME.score_sheet(state)
    assert [r.key for r in sheet.rows][-1] == "adjustments" and sheet.totals == (0, 2)

"""The readings settled in issue 22, each default against its house rule (referee/guilds/rulings.md):
the 2-player end once every tile has resolved (guilds-end) and a tie on a tile broken by an
adjacent master (guilds-ranking). The master moved by a card is in test_turn.py."""

from __future__ import annotations

from referee.core.game import check, parse_declaration
from referee.core.record import replace
from referee.guilds import GAME

from .helpers import pass_round, placed, run, started, top


def _last_tile_due(options=None, facedown=()):
    """2 players, every tile but A2 resolved before; Ann's 2 liverymen bring A2 (threshold 2) to
    resolve at the end of round 2, and she has a liveryman on the plantation."""
    state = started(2, options, facedown=facedown)
    state = replace(state, ever_resolved=("T1", "T3", "UNI"), plantation=(1, 0), supply=(13, 14))
    return pass_round(pass_round(placed(state, "A2", (2, 0))))


def test_two_players_resolving_the_last_tile_ends_the_game_after_the_plantation():
    state = _last_tile_due()
    assert top(state).kind == "negotiate" and state.ctx.round == 2
    state, fx = run(state, "Ann: pass", "Bob: pass")
    assert [e.code for e in fx][-1] == "all_resolved" and top(state).kind == "plantation_score"
    assert fx[-1].rule.quote == "2人游戏中所有板块结算完毕后，结算种植园并进入终局。"
    state, fx = run(state, "table: plantation Ann 2")
    assert [e.code for e in fx] == ["plantation_scored", "mayor_reveal"]
    assert top(state).kind == "reveal_mayor" and state.ctx.round == 2 and state.vp == (3 + 2, 0)
    for who, mayor in (("Ann", "M1"), ("Bob", "M2")):
        state, _ = run(state, f"table: mayor {who} {mayor}", f"table: declare {mayor} condition=table vp=0")
        state, _ = run(state, f"table: satisfied {who} 0")
    assert GAME.outcome(state).termination == "all_resolved"


def test_a_face_down_space_keeps_the_two_player_game_going():
    state = _last_tile_due(facedown=("C1",))
    state, fx = run(state, "Ann: pass", "Bob: pass")
    assert "all_resolved" not in [e.code for e in fx]
    assert top(state).kind in ("turn", "reshuffle") and state.ctx.round == 3


def test_house_rule_track_only_plays_the_two_player_game_to_the_end_of_the_track():
    state = _last_tile_due({"end_2p": "track_only"})
    state, fx = run(state, "Ann: pass", "Bob: pass")
    assert "all_resolved" not in [e.code for e in fx]
    assert top(state).kind in ("turn", "reshuffle") and state.ctx.round == 3


def _tied(options=None):
    """A2 (threshold 2): Ann 1, Bob 1, all at 0 VP (Ann first in the order); Bob is master of A1,
    next to A2; every turn of round 1 passed, every negotiator passes."""
    state = placed(started(3, options, hall=3), "A2", (1, 1, 0))
    city = tuple(replace(s, master=1) if s.pos == "A1" else s for s in state.city)
    state = pass_round(replace(state, city=city, hall=(2, 1, 3)))
    state, _ = run(state, "Ann: pass", "Bob: pass", "Cid: pass")
    return state


def test_a_tie_on_a_tile_goes_by_the_vp_order():
    state = _tied()
    assert state.space("A2").master == 0 and state.vp == (3, 1, 0)


def test_house_rule_a_tie_goes_first_to_a_player_with_an_adjacent_master():
    state = _tied({"ranking_tie": "adjacent_master"})
    assert state.space("A2").master == 1 and state.vp == (1, 3, 0)


def test_a_negotiation_out_of_its_order_quotes_the_negotiation_not_the_turn_order():
    state = pass_round(placed(started(hall=3), "A2", (1, 1, 0)))
    [v] = check(GAME, state, parse_declaration(GAME, state, "Bob: pass"))
    assert v.code == "wrong_player" and v.rule.quote.startswith("协商：按胜利分顺位")


def test_a_player_declaring_at_a_table_step_hears_the_passage_that_has_the_table_act():
    state = GAME.new_state(["Ann", "Bob"], {})
    [v] = check(GAME, state, parse_declaration(GAME, state, "Ann: tile T1 at A1"))
    assert v.code == "wrong_player" and v.rule.quote == "将公会板块随机排列组成伦敦版图，放置在桌面中央。"


def test_referee_rulings_lists_the_new_house_rules_with_their_rulings_in_both_languages():
    from typer.testing import CliRunner

    from referee.cli import app

    runner = CliRunner()
    for lang, words in (("en", "a master moved by a card stays a master"), ("zh", "卡牌移动的大师仍是大师")):
        out = runner.invoke(app, ["--lang", lang, "rulings", "guilds"], catch_exceptions=False).output
        assert words in out
        for option in (
            "moved_master = stays_master|becomes_liveryman",
            "end_2p = last_tile|track_only",
            "ranking_tie = vp_order|adjacent_master",
        ):
            assert option in out, (lang, option)

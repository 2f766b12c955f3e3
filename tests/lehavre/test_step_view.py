"""Le Havre's step view (issue 25, item 12): what the current step needs fits the terminal with the
move line under it, at 80×24 as at 120×40, in both languages, at states sampled from 1-, 2- and
5-player playouts; and it shows what each step needs (the round card first, the actor's goods and
francs, the food owed and held, `pay all` and its loans)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from prompts.move_line import room_below
from prompts.pictures import render_text, step, view, view_named, views
from referee.i18n import set_lang
from referee.lehavre import GAME
from referee.lehavre.picture import step_view
from referee.lehavre.rules.turns import feed_total

from .playout import play_game

SIZES = [(80, 24), (120, 40)]
GAMES = [(1, "short", 0), (2, "short", 1), (5, "long", 2)]


def sampled(n: int, length: str, seed: int):
    """Every 7th state of a playout, and the first state of each step kind it meets."""
    game = play_game(n, length, seed)
    state, seen, found = game.start, set(), []
    for i, (who, move, _effects) in enumerate(game.log):
        state = GAME.apply(state, move, who).state
        kind = state.ctx.top.kind if state.ctx.top is not None else "over"
        if i % 7 == 0 or kind not in seen:
            seen.add(kind)
            found.append((f"{n}p move {i + 1} {kind}", state))
    return found


@pytest.fixture(scope="module")
def states():
    return [s for g in GAMES for s in sampled(*g)]


def room(rows: int) -> int:
    """The rows the play loop leaves the picture with one line of open decision (prompts/play_loop)."""
    return rows - room_below(rows) - 2


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(("columns", "rows"), SIZES)
def test_the_step_view_fits_every_sampled_state(states, lang, columns, rows):
    set_lang(lang)
    try:
        height = room(rows)
        kinds = set()
        for label, state in states:
            text = render_text(step_view(state, lang, columns, height), columns)
            shown = text.splitlines()
            assert 1 <= len(shown) <= height, (label, len(shown), height)
            assert max(cell_len(line) for line in shown) <= columns, (label, max(shown, key=cell_len))
            assert shown[0].startswith("Round " if lang == "en" else "第 "), (label, shown[0])
            kinds.add(label.split()[-1])
        assert {"main", "turn_end", "feed", "reveal_chit", "pay_fee", "over"} <= kinds
    finally:
        set_lang("en")


def test_a_tiny_terminal_still_gets_the_round_card_and_no_more_lines_than_it_has(states):
    set_lang("en")
    for label, state in states[::5]:
        shown = render_text(step_view(state, "en", 40, 3), 40).splitlines()
        assert len(shown) <= 3 and shown[0].startswith("Round "), label
        assert max(cell_len(line) for line in shown) <= 40, label


def first(states, kind: str, n: int):
    return next(s for label, s in states if label.startswith(f"{n}p") and label.endswith(kind))


def test_a_main_action_shows_the_round_turn_chit_offers_and_the_actors_goods_and_francs(states):
    set_lang("en")
    state = first(states, "main", 5)
    text = render_text(step_view(state, "en", 80, room(24)), 80)
    actor = state.players[state.ctx.current]
    assert "Round " in text and f"{actor.name} to act" in text
    assert "Offers: francs" in text and "Town: " in text
    assert f"{actor.name}: {actor.francs} fr, {actor.loans} loans" in text
    here = state.chits[(state.turn_no - 1) % 7]
    from referee.lehavre.picture import chit_label

    assert f"Supply space {(state.turn_no - 1) % 7 + 1}: {chit_label(here)}" in text


def test_feeding_shows_what_is_owed_and_held_and_pay_all_with_its_loans_when_short(states):
    set_lang("en")
    fed = [s for label, s in states if label.endswith("feed")]
    assert fed
    for state in fed:
        top = state.ctx.top
        owed, can = int(top.data["owed"]), feed_total(state, state.index(top.actor))
        text = render_text(step_view(state, "en", 80, room(24)), 80)
        assert f"Round end: {top.actor} owes {owed} food" in text and f"= {can} food" in text
        if can < owed:
            assert f"`pay all` gives it all and takes {-(-(owed - can) // 4)} loan(s)" in text
        else:
            assert "pay all" not in text


def test_the_views_on_demand_are_named_in_both_languages_and_hold_the_rest(states):
    state = first(states, "main", 5)
    names = views(GAME)
    assert {"board", "players", "all"} <= set(names)
    assert view_named(GAME, "玩家") == "players" and view_named(GAME, "版图") == "board"
    set_lang("en")
    board = render_text(view(GAME, state, "board", "en"), 100)
    assert "Supply track:" in board and "Proposals:" in board and "Ships:" in board
    players = render_text(view(GAME, state, "players", "en"), 100)
    for p in state.players:
        assert f"{p.name}: {p.francs} fr" in players
    # the play loop's entry point finds this game's step view
    assert render_text(step(GAME, state, "en", 80, 10), 80) == render_text(step_view(state, "en", 80, 10), 80)


def test_a_building_firm_shows_the_proposals_and_a_wharf_the_ships(states):
    set_lang("en")
    shown = {"firm.build": "Proposals: ", "wharf.ship": "Ships: "}
    met = set()
    for label, state in states:
        kind = label.split()[-1]
        if kind in shown:
            met.add(kind)
            text = render_text(step_view(state, "en", 80, room(24)), 80)
            assert shown[kind] in text, (label, text)
    assert met, "no building firm or wharf step met in the sampled playouts"

"""The Council (seed 三 议会阶段): privilege by votes, picks with their bonuses, trims, the next round."""

from __future__ import annotations

from referee.pendulum import GAME

from .helpers import codes, refused, run, started

CALL = ("Ann: flip purple @180.0", "Bob: flip purple @360.0")


def council(names=("Ann", "Bob", "Cid"), votes=(), **options):
    state = started(names, **options)
    for who, n in votes:
        state = run(state, f"{who}: act black-bottom-{names.index(who) + 1}", f"{who}: take votes{n}")
    return run(state, *CALL, *(f"{n}: done" for n in names))


def test_privilege_by_votes_ties_by_the_reverse_of_the_current_order_votes_discarded():
    state = council(votes=(("Bob", 2), ("Cid", 2)))
    assert state.order == ("Cid", "Bob", "Ann")  # Bob and Cid tie: Cid was behind Bob
    assert all(p.votes == 0 for p in state.players)
    assert state.ctx.top.kind == "council_pick" and state.ctx.top.actor == "Cid"


def test_the_neutral_colour_counts_three_votes_in_a_two_player_game():
    state = council(("Ann", "Bob"), votes=(("Bob", 4),))
    assert state.order == ("Bob", "neutral", "Ann")


def test_picks_in_privilege_order_with_the_place_bonus():
    state = council(votes=(("Ann", 3),))
    state = run(state, "table: declare C1 edge=red reward=coin2")
    assert codes(state, "Bob: pick C1") == ["wrong_player"]
    state = run(state, "Ann: pick C1")
    assert state.player("Ann").coin == 5
    assert state.ctx.top.kind == "council_choose" and state.ctx.top.data["left"] == 2  # first: 2
    state = run(state, "Ann: choose power", "Ann: choose power")
    assert state.order == ("Ann", "Cid", "Bob") and state.ctx.top.actor == "Cid"  # Bob and Cid tie at 0
    state = run(state, "Cid: pick grande", "Cid: choose prestige")  # second: 1
    assert state.player("Cid").prestige == 1 and state.player("Cid").free_grande == 1
    assert state.ctx.top.kind == "council_pick" and state.ctx.top.actor == "Bob"  # third: nothing more


def test_fifth_worker_the_grande_card_is_refused_at_four_workers_in_use():
    state = council(votes=(("Ann", 3),))
    p = state.player("Ann")
    from referee.core.record import replace

    state = state.with_player(replace(p, free_common=p.free_common + 2, aside_common=0))
    e = refused(state, "Ann: pick grande")
    assert [v.code for v in e.violations] == ["fifth_worker"]
    assert e.violations[0].rule.quote == "每人同时最多 4 个工人（含大工人）。"


def test_grande_card_once_per_council_and_pick_none_only_when_nothing_can_be_taken():
    state = run(council(votes=(("Ann", 3),)), "Ann: pick grande", "Ann: choose power", "Ann: choose power")
    assert codes(state, "Cid: pick grande") == ["grande_card_used"]
    assert codes(state, "Cid: pick none") == ["pick_something"]  # the general reward never runs out
    extra = run(council(votes=(("Ann", 3),), general_reward="extra"), "Ann: pick grande")
    extra = run(extra, *["Ann: choose power"] * 3)  # 2 and everyone's general reward
    # house rule: nothing declared is pickable, yet the five lie face up: passing would lose a
    # reward the table has not read yet (issue 25, item 6), so it is refused and not suggested
    refusal = refused(extra, "Cid: pick none")
    assert [v.code for v in refusal.violations] == ["pick_something"]
    assert "C2" in refusal.violations[0].message and "table: declare" in refusal.violations[0].message
    assert not [m for who, ms in GAME.legal_moves(extra) if who == "Cid" for m in ms]
    state = run(state, "table: declare C2 edge=blue cost=coin1 reward=power2")
    state = run(state, "Cid: pick C2")
    assert "C2" in state.player("Cid").hand


def test_after_the_picks_the_next_round_is_prepared_and_started_when_the_sand_has_run():
    state = council()
    for i, who in enumerate(state.order):
        state = run(state, f"{who}: pick {'grande' if i == 0 else 'general'}", f"{who}: choose power")
        if i < 2:
            state = run(state, f"{who}: choose power")  # the first place's second, the second's general
    assert state.ctx.phase == "prepare" and state.markers == (2, 1) and state.grande_card
    assert codes(state, "Ann: act black-bottom-1") == ["not_in_preparation"]
    assert codes(state, "table: start @540.0") == ["prepare_incomplete"]
    state = run(
        state, "table: achievement A2", "table: provinces P5 P6 P7 P8", "table: rewards C6 C7 C8 C9 C10"
    )
    assert codes(state, "table: start @500.0") == ["sand_running"]  # purple, flipped at 360, runs to 540
    state = run(state, "table: start @540.0")
    assert state.ctx.round == 2 and state.ctx.phase == "realtime" and state.markers == (1, 1)
    assert state.token == "card"  # 3 players: the legendary token is claimable from round 2

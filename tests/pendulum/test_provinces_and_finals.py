"""Provinces (conquest, the display, trims) and the fourth Council's final rewards."""

from __future__ import annotations

from referee.core.record import replace
from referee.pendulum.state import ROUNDS

from .helpers import codes, refused, run, started

CALL = ("Ann: flip purple @180.0", "Bob: flip purple @360.0")
FOUR = ("Ann", "Bob", "Cid", "Dee")


def test_conquering_costs_four_military_and_takes_a_display_province_into_its_slot():
    state = run(started(), "table: declare black-1 reward=province1", "table: declare P2 slot=coin")
    state = run(state, "Ann: act black-bottom-1", "Ann: pay", "Ann: take")
    assert state.player("Ann").military == 0  # 4 paid: a cost (ruling pendulum-conquer-cost)
    assert state.ctx.own["Ann"][-1].kind == "conquer_province"
    assert codes(state, "Ann: conquer P1") == ["printed_unknown"]
    state = run(state, "Ann: conquer P2")
    assert state.player("Ann").provinces == (("P2", "coin"),) and state.display == ("P1", "", "P3", "P4")
    assert codes(state, "table: reveal P2") == ["card_seen"]
    state = run(state, "table: reveal P9")
    assert state.display == ("P1", "P9", "P3", "P4")
    assert codes(state, "table: reveal P10") == ["display_full"]


def test_provinces_over_two_in_a_slot_are_trimmed_at_the_council():
    state = started()
    ann = state.player("Ann")
    state = state.with_player(
        replace(ann, provinces=(("P5", "coin"), ("P6", "coin"), ("P7", "coin"), ("P8", "culture")))
    )
    state = run(state, *CALL, "Ann: done", "Bob: done", "Cid: done")
    for who in state.order:
        state = run(state, f"{who}: pick {'grande' if who == state.order[0] else 'general'}")
        while state.ctx.top is not None and state.ctx.top.kind == "council_choose":
            state = run(state, f"{who}: choose power")
    assert state.ctx.top.kind == "trim" and state.ctx.top.actor == "Ann"
    assert codes(state, "Ann: discard P8") == ["trim_not_needed"]
    state = run(state, "Ann: discard P6")
    assert [c for c, _ in state.player("Ann").provinces] == ["P5", "P7", "P8"]
    assert state.ctx.phase == "prepare"


def four_player_lefts(**options: str) -> list[int]:
    """The chosen prestige each place of a 4-player Council gets: the first picks the grande-worker
    card, the others the general reward (or, house rule `general_reward=extra`, a blue reward card
    the table declares first: no one may pass a card lying face up)."""
    state = run(started(FOUR, **options), *CALL, *(f"{n}: done" for n in FOUR))
    extra = options.get("general_reward") == "extra"
    lefts = []
    for i, who in enumerate(state.order):
        if i and extra:
            state = run(state, f"table: declare C{i} edge=blue cost=coin1 reward=power2")
        state = run(state, f"{who}: pick {'grande' if i == 0 else f'C{i}' if extra else 'general'}")
        lefts.append(state.ctx.top.data["left"] if state.ctx.top.actor == who else 0)
        for _ in range(lefts[-1]):
            state = run(state, f"{who}: choose popularity")
    return lefts


def test_four_players_get_two_one_and_one_chosen_prestige_by_place_the_general_reward_a_pick():
    assert four_player_lefts() == [2, 1 + 1, 1 + 1, 0 + 1]
    assert four_player_lefts(general_reward="extra") == [3, 2, 2, 1]  # everyone's, on top


def final_council(holder: bool):
    state = started(FOUR)
    state = replace(
        state,
        ctx=replace(state.ctx, round=ROUNDS),
        rewards=("F1", "F2"),
        seen=state.seen + (("F1", "final"), ("F2", "final")),
    )
    if holder:
        state = state.with_player(replace(state.player("Dee"), legendary=True))
    state = run(
        state, "table: declare F1 cost=coin2 reward=legendary1", "table: declare F2 cost=coin9 reward=power2"
    )
    return run(state, *CALL, *(f"{n}: done" for n in FOUR))


def test_final_rewards_cost_what_they_print_and_never_a_second_legendary_achievement():
    state = final_council(holder=True)
    assert state.order[0] == "Dee"  # no votes: the reverse of the order
    e = refused(state, "Dee: pick F1")
    assert [v.code for v in e.violations] == ["final_legendary"]
    assert codes(state, "Dee: pick F2") == ["cannot_afford"]
    state = run(final_council(holder=False), "Dee: pick F1")
    assert state.player("Dee").legendary and state.player("Dee").coin == 1 and "F1" not in state.rewards


def test_final_rewards_wait_for_the_fourth_council():
    state = started(FOUR)
    state = replace(state, rewards=("F1",), seen=state.seen + (("F1", "final"),))
    state = run(state, "table: declare F1 cost=coin1 reward=power1", *CALL, *(f"{n}: done" for n in FOUR))
    assert codes(state, "Dee: pick F1") == ["final_too_early"]


def test_the_game_ends_after_the_fourth_council_with_the_judgement():
    state = final_council(holder=False)
    for i, who in enumerate(state.order):
        state = run(state, f"{who}: pick {'F1' if i == 0 else 'grande' if i == 1 else 'general'}")
        while state.ctx.top is not None and state.ctx.top.actor == who:
            state = run(state, f"{who}: choose power")
    from referee.pendulum import GAME

    outcome = GAME.outcome(state)
    assert (
        state.ctx.phase == "over" and outcome is not None and outcome.winners == ("Dee",)
    )  # the only legendary
    assert codes(state, "Ann: done") == ["game_over"]

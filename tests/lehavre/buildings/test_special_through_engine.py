"""Every enterable special building handled, played through the whole engine (core.game.play on the
lehavre rules): entered from a real turn with its fee, its decisions answered with the moves the
engine lists, back to the end of the turn; the notation of each answer reads back; a wrong answer
is refused with the handler's violation code."""

from __future__ import annotations

import pytest

from referee.core.errors import IllegalMove
from referee.core.frozen import FrozenMap
from referee.core.game import Declaration, parse_move, play
from referee.core.record import replace
from referee.lehavre.catalog import buildings
from referee.lehavre.rules.buildings import handler
from referee.registry import rules_for

RULES = rules_for("lehavre")
RICH = {
    "fish": 8, "wood": 8, "clay": 4, "iron": 4, "grain": 4, "cattle": 6, "coal": 4, "hides": 4,
    "smoked": 4, "charcoal": 4, "brick": 4, "bread": 6, "meat": 5, "coke": 2, "leather": 4,
}  # fmt: skip
ENTERABLE = sorted(
    b for b, e in buildings().items() if e["group"] == "special" and e["enterable"] and handler(b) is not None
)


def at_main(bid: str):
    """A 2-player long game at Ann's first main action, with `bid` in the town and Ann holding plenty."""
    state = RULES.new_state(["Ann", "Bob"], {"length": "long"})
    for _ in range(10):
        top = state.ctx.top
        if top is not None and top.kind == "main":
            break
        [(who, moves)] = RULES.legal_moves(state)[:1]
        state = play(RULES, state, Declaration(moves[0], who)).state
    assert state.ctx.top.kind == "main"
    ann = state.players[0]
    ann = replace(
        ann, goods=FrozenMap(RICH), francs=30, buildings=("05", "07", "03")
    )  # crafts, a fishing symbol
    bob = replace(state.players[1], goods=FrozenMap({"cattle": 3}), disc="03" if bid == "014" else "")
    hands = (("002", "003", "005"), ("006", "008", "010")) if bid == "037" else ()  # the Construction Site's
    return replace(
        state, players=(ann, bob), town=(*state.town, bid), offers=(3, 2, 2, 1, 1, 1, 1), hands=hands
    )


def test_every_handled_enterable_special_is_covered():
    assert set(ENTERABLE) == {b for b, e in buildings().items() if e["group"] == "special" and e["enterable"]}


@pytest.mark.parametrize("bid", ENTERABLE)
def test_a_special_building_is_played_through_the_engine_to_the_end_of_the_turn(bid):
    state = at_main(bid)
    state = play(RULES, state, Declaration(parse_move(RULES, f"enter {bid}"), "Ann")).state
    for _ in range(8):
        top = state.ctx.top
        if top.kind == "turn_end":
            break
        [(who, moves), *_] = RULES.legal_moves(state)
        assert who == "Ann" and moves, top
        move = next(m for m in moves if m.kind not in ("sell", "repay"))
        assert parse_move(RULES, str(move)) == move  # the listed answer reads back from its text
        state = play(RULES, state, Declaration(move, who)).state
    assert state.ctx.top.kind == "turn_end" and state.players[0].disc == {
        "014": "03",
        "044": "",
        "037": "002",
    }.get(bid, bid)  # 044 leaves


def test_a_wrong_answer_is_refused_through_the_engine_with_the_handler_code():
    state = at_main("007")
    state = play(RULES, state, Declaration(parse_move(RULES, "enter 007"), "Ann")).state
    state = play(RULES, state, Declaration(parse_move(RULES, "pay 1fish"), "Ann")).state  # the fee
    with pytest.raises(IllegalMove) as caught:
        play(RULES, state, Declaration(parse_move(RULES, "make 8"), "Ann"))
    assert "over_limit" in str(caught.value.violations[0].code)


def test_the_luxury_yacht_is_had_at_a_wharf_for_an_iron_ship_through_the_engine():
    state = at_main("023")
    ann = replace(state.players[0], ships=("S06",), buildings=(*state.players[0].buildings, "12"))
    state = replace(state, players=(ann, *state.players[1:]), ship_stacks=FrozenMap({"wooden": ("S02",)}))
    state = play(RULES, state, Declaration(parse_move(RULES, "enter 12"), "Ann")).state
    assert state.ctx.top.kind == "wharf.ship"
    [(who, moves), *_] = RULES.legal_moves(state)
    assert parse_move(RULES, "build 023") in moves
    with pytest.raises(IllegalMove) as caught:
        play(RULES, state, Declaration(parse_move(RULES, "build 039"), "Ann"))
    assert [v.code for v in caught.value.violations] == ["exchange_not_in_town", "exchange_no_ship"]
    state = play(RULES, state, Declaration(parse_move(RULES, "build 023"), "Ann")).state
    assert state.ctx.top.kind == "turn_end"
    assert state.players[0].ships == ("023",) and "023" not in state.town

"""Who may act at a Looot step, and the passage a move from someone else is refused with.

The table's set-up and refill steps are decided by what the table lays out or draws; the turn
order (seed 回合结构) begins only once the start player is known, so it decides the players' steps.
"""

from __future__ import annotations

import pytest

from referee.core.game import Declaration, check
from referee.looot import GAME, refs
from referee.looot.flow import flow_table
from tests.looot.helpers import tutorial


def _refused(state, text, by):
    [v] = check(GAME, state, Declaration(GAME.parse(text), by))
    return v


def test_a_player_declaring_the_tables_set_up_is_refused_with_the_set_up_passage():
    v = _refused(GAME.new_state(["Ann", "Bob"], {}), "board 1 at -3,-2 r0", "Ann")
    assert v.code == "wrong_player" and v.rule == refs.BOARDS and "Ann declared board 1" in v.message


def test_a_player_out_of_turn_is_still_refused_with_the_turn_order():
    v = _refused(tutorial(), "place -3,0", "Bob")
    assert v.code == "wrong_player" and v.rule == refs.TURN_ORDER


@pytest.mark.parametrize(
    ("step", "rule"),
    [
        ("declare_board", refs.BOARDS),
        ("declare_longship", refs.OCEAN_FILL),
        ("declare_sites", refs.SITES),
        ("declare_start", refs.START),
        ("refill", refs.LONGSHIP_REFILL),
        ("place_viking", None),  # the turn order (the game's turn_order_rule)
    ],
)
def test_each_step_names_who_decides(step, rule):
    assert flow_table().get(step).who_rule == rule

"""A hand-computed final score for a small constructed end position (seed §五, reference Scoring)."""

from __future__ import annotations

from referee.core.flow import TurnContext
from referee.core.record import replace
from referee.looot import GAME
from referee.looot.fjord import N_SPACES

from .helpers import tutorial


def ended(ann_items, bob_items, **players):
    state = tutorial()
    ps = []
    for p, items in zip(state.players, (ann_items, bob_items), strict=True):
        fjord = tuple(items) + ("",) * (N_SPACES - len(items))
        ps.append(replace(p, vikings=0, fjord=fjord, **players.get(p.name, {})))
    return replace(state, players=tuple(ps), over=True, ctx=TurnContext(13, "end", 1, ()))


ANN = ["castle"] + ["watchtower"] * 2 + ["house"] * 2 + ["gold"] * 3 + ["sheep"] * 2 + ["wood"] + ["axe"] * 4
ANN += ["Castle41", "Sheep11", "Wood12"]
ANN_DONE = {"ships_done": ("Castle41", "Sheep11"), "sites_done": ("port",), "trophy": 4}
BOB = ["watchtower"] + ["house"] * 3 + ["sheep"] * 3 + ["wood"] * 4 + ["axe"] * 3 + ["House21"]
BOB_DONE = {"ships_done": ("House21",), "sites_done": ("altar",), "trophy": 3}


def test_hand_computed_final_score():
    state = ended(ANN, BOB, Ann=ANN_DONE, Bob=BOB_DONE)
    sheet = GAME.score_sheet(state)
    cells = {row.key: row.cells for row in sheet.rows}
    # Ann: castle (4 base + 4 Castle41) x 1 = 8; watchtower 2 x 2 = 4; house 1 x 2 = 2; gold 2 x 3 = 6;
    #      sheep (1 + 1 Sheep11) x 2 = 4; wood 1 x 1 = 1; port 5; trophy 4 -> 10; Wood12 unfilled -5
    #      total 8 + 4 + 2 + 6 + 4 + 1 + 5 + 10 - 5 = 35
    # Bob: castle 0; watchtower 2 x 1 = 2; house (1 + 2 House21) x 3 = 9; gold 0; sheep 1 x 3 = 3;
    #      wood 1 x 4 = 4; altar 7; trophy 3 -> 6; no unfilled longship
    #      total 2 + 9 + 3 + 4 + 7 + 6 = 31
    assert cells == {
        "castle": (8, 0),
        "watchtower": (4, 2),
        "house": (2, 9),
        "gold": (6, 0),
        "sheep": (4, 3),
        "wood": (1, 4),
        "sites": (5, 7),
        "trophy": (10, 6),
        "unfilled_longships": (-5, 0),
    }
    assert sheet.totals == (35, 31)
    outcome = GAME.outcome(state)
    assert outcome.winners == ("Ann",) and outcome.tiebreak is None
    assert outcome.scores == (("Ann", 35), ("Bob", 31))


def test_equal_totals_are_decided_by_the_higher_trophy():
    # Bob with 4 more wood: wood 1 x 8 = 8, total 35 = Ann's 35; Ann's trophy (10) beats Bob's (6)
    state = ended(ANN, BOB + ["wood"] * 4, Ann=ANN_DONE, Bob=BOB_DONE)
    outcome = GAME.outcome(state)
    assert dict(outcome.scores) == {"Ann": 35, "Bob": 35}
    assert outcome.winners == ("Ann",) and outcome.tiebreak


def test_no_outcome_before_the_end():
    assert GAME.outcome(tutorial()) is None

"""The table's picture: zones with both rows, hourglasses with their sand, workers by seat letter,
each player's mat and open action, privilege, achievement and token, whose Council pick it is."""

from __future__ import annotations

from prompts.pictures import render_text
from referee.pendulum.picture import picture

from .helpers import run, started


def test_the_picture_shows_rows_timers_workers_mats_and_open_actions():
    state = run(started(), "Ann: act green-bottom-1", "Cid: flip black @45.0")
    text = render_text(picture(state, "en"))
    assert "green bottom [1:.|A] [2:B|.] [3:C|.] [4:.|.] (H 1:15)" in text  # Ann's worker in the reward box
    assert (
        "black top [1:.|.]" in text and "(H 0:45)" in text and "purple bottom" in text and "(H 2:15)" in text
    )
    assert "black bottom [1:A*|.] [2:B*|.] [3:C*|.]" in text  # grande workers starred
    assert "purple markers 1/1" in text and "Privilege: A Ann > B Bob > C Cid" in text
    assert "legendary token C" in text  # 3 players: on the council deck in round 1
    assert "open: paying for green-1" in text
    assert "A Ann: coin 3 mil 4 cul 5 votes 0  pow 0/5-7" in text


def test_the_picture_says_whose_council_pick_it_is_and_reads_in_chinese():
    state = run(
        started(), "Ann: flip purple @180.0", "Bob: flip purple @360.0", "Ann: done", "Bob: done", "Cid: done"
    )
    text = render_text(picture(state, "en"))
    assert "COUNCIL CALLED" in text and "Council pick: C Cid" in text
    zh = render_text(picture(state, "zh"))
    # the Council is called: the glasses are empty, but no flip is legal (issue 25, item 3)
    assert "议会领取: C Cid" in zh and "紫 下排" in zh and "(H 漏空)" in zh and "可翻转" not in zh
    assert "(H empty)" in text and "may be flipped" not in text

"""The commands where several people may act: named moves, every open decision, overrides, teach mode.

Played on the test game Market (tests/fakemarket.py) and on Looot, through the real CLI.
"""

from __future__ import annotations

import pytest

from referee.core.errors import EXIT_ILLEGAL
from tests.commands.test_rulings_explain import SETUP


@pytest.fixture
def rush(cli, market):
    """A 3-player Market in its real-time rush, Ann and Bob each in the middle of paying."""
    assert cli("new", "market", "--players", "Ann,Bob,Cid", "--name", "m", "--no-input").exit_code == 0
    r = cli("move", "m", "pass", "pass", "pass", "Ann: grab apple", "Bob: grab pear")
    assert r.exit_code == 0, r.output
    return "m"


def test_moves_names_the_declarer_of_every_move_when_no_one_leads(cli, rush):
    lines = cli("moves", rush).output.splitlines()
    assert "Ann: pay 2" in lines and "Bob: pay 3" in lines and "Cid: done" in lines
    assert all(": " in line for line in lines)


def test_status_shows_every_open_decision_and_the_values_in_use(cli, rush):
    out = cli("status", rush, "--text", "--explain").output
    assert "Next: everyone — everyone at once: grab an item or say done" in out
    assert "Also open: Ann — pay for the apple: 2 coin(s) still owed" in out
    assert "Also open: Bob — pay for the pear: 3 coin(s) still owed" in out
    assert "not verified" in out and "pear, fig" in out and "apple, " not in out  # apple is verified


def test_a_nameless_move_is_refused_with_who_may_act(cli, rush):
    r = cli("move", rush, "pay 1")
    assert r.exit_code == EXIT_ILLEGAL
    assert "[declarer_needed]" in r.output and "Ann or Bob may act now" in r.output


def test_move_override_accepts_an_overridable_refusal_and_history_shows_it(cli, market):
    cli("new", "market", "--players", "Ann,Bob", "--name", "o", "--no-input")
    cli("move", "o", "buy pear")
    assert cli("move", "o", "buy pear").exit_code == EXIT_ILLEGAL  # 2 coins, pear costs 3
    r = cli("move", "o", "buy pear", "--override")
    assert r.exit_code == 0 and "accepted anyway (the table overrides: too_poor)" in r.output
    assert cli("move", "o", "sell fig", "--override").exit_code == EXIT_ILLEGAL  # not overridable
    history = cli("history", "o").output
    assert "accepted anyway: too_poor" in history
    assert "[too_poor]" in history and "rule:" in history  # the rule set aside, without --explain


def test_status_explain_teaches_the_step(cli, rush):
    out = cli("status", rush, "--text", "--explain").output
    assert "everyone — step rush: grab items or say done" in out
    assert "grab ITEM — take an item in the rush, then settle (every player, each for themselves" in out
    assert "Ann — step settle: pay for the item grabbed" in out
    assert "rule: 钟摆帝国 › 三、游戏流程 › 实时行动阶段" in out


def test_looot_status_explain_and_history_explain_cite_the_seed(cli):
    cli("new", "looot", "--players", "Ann,Bob", "--name", "t", "--no-input")
    assert cli("move", "t", *SETUP, "place -3,1").exit_code == 0  # the tutorial layout, one placement
    out = cli("status", "t", "--text", "--explain").output
    assert "Ann — step place_tiles: put every gained tile on a free fjord space" in out
    assert "tile KIND X,Y [from X,Y] —" in out
    unverified = next(line for line in out.splitlines() if "not verified" in line)
    assert "Port1" in unverified and "face 7" not in unverified and "face 1" not in unverified  # verified
    check = cli("check", "t", "tile house 3,0", "--explain").output
    assert "Ann puts a house tile on fjord space (3,0)" in check and "rule: 峡湾领主" in check
    history = cli("history", "t", "--explain").output
    assert "Ann captures 1 house tile(s) from (-2,0)" in history
    assert "rule: 峡湾领主 › 三、游戏流程 › 回合结构 › 2. 占领建筑（条件触发）" in history

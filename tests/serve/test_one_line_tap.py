"""A phone offers a Pendulum player's whole worker action as one button (`do SPACE`), before the
parts, and sending it makes the action: act, payment and reward, one log entry."""

from __future__ import annotations

from tests.kit.support import intended, write_save

from .conftest import Served

# seed 1, 5 players, 345 moves in: real time of round 4, Bob may act on black-bottom-2 whole
PLAN = intended("pendulum", 1, 5)
UPTO = 345


def test_the_whole_action_is_the_first_button_and_one_tap_makes_it(tmp_path):
    path = tmp_path / "pendulum.toml"
    write_save(path, "pendulum", PLAN, UPTO)
    served = Served(path)
    legal = served.state("Bob")["legal"]
    assert legal[0] == "do black-bottom-2" and "act black-bottom-2" in legal
    assert served.state("Bob", lang="zh")["legal"][0] == "做 black-bottom-2"
    before = served.state("viewer")["moves_made"]
    assert served.move("Bob", legal[0]).status_code == 200
    view = served.state("viewer")
    assert view["moves_made"] == before + 1 and view["last"][0]["move"] == "do black-bottom-2"

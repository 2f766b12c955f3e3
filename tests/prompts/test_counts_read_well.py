"""Counts read as a person would write them (issue 12: `pass  (1 choices)`): no "1 choices" or
"1 moves" anywhere the prompts or the lists print a count of one."""

from __future__ import annotations

import re

from prompts.move_line import entries, verdict
from referee.core.teach import explain
from saves.session import Session
from tests.prompts.setups import LOOOT_SETUP

PLURAL_ONE = re.compile(r"\b1 (choices|moves|entries|hexes|players)\b")


def test_a_step_with_a_single_move_reads_in_the_singular(tmp_path):
    s = Session.create(tmp_path / "g.toml", "looot", ["Ann", "Bob"], {})
    for move in LOOOT_SETUP:
        s.declare(move)
    for text in ("place -3,1", "tile house 3,0", "tile axe 4,0"):
        s.declare(text)
    said = [*explain(s.rules, s.state), *(m for pair in entries(s) for m in pair), *verdict(s, "").lines]
    assert all(not PLURAL_ONE.search(line) for line in said), [x for x in said if PLURAL_ONE.search(x)]

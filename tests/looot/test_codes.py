"""Every violation code the engine can raise is exercised by a test of this package."""

from __future__ import annotations

import re
from pathlib import Path

from referee.core.game import Declaration, check
from referee.looot import GAME

from .helpers import tutorial

HERE = Path(__file__).resolve().parent
RULES = HERE.parents[1] / "referee" / "looot" / "rules"  # the rules package, one module per role


def engine_codes() -> set[str]:
    source = "".join(p.read_text(encoding="utf-8") for p in sorted(RULES.glob("*.py")))
    return set(re.findall(r'violation\(\s*"([a-z_]+)"', source))


def test_every_violation_code_appears_in_a_test():
    tests = "".join(
        p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py") if p.name != "test_codes.py"
    )
    missing = sorted(c for c in engine_codes() if f'"{c}"' not in tests)
    assert missing == []
    assert len(engine_codes()) >= 29


def test_validate_after_the_end_reports_game_over():
    from referee.core.flow import TurnContext
    from referee.core.record import replace

    state = replace(tutorial(), over=True, ctx=TurnContext(13, "end", 0, ()))
    assert [v.code for v in check(GAME, state, Declaration(GAME.parse("pass")))] == ["game_over"]

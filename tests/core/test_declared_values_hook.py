"""`table: declare` asks the game about the values too, when its rules have `check_declared`."""

from __future__ import annotations

from types import SimpleNamespace

from referee.core import ledger
from referee.core.components import Component
from referee.core.flow import TABLE, TurnContext
from referee.core.game import GameInfo
from referee.core.violations import RuleRef, Violation

RULE = RuleRef("stones", "x", "y")
PIECE = Component("P1", ("size",))


def rules(check=None):
    info = GameInfo("stones", "S", "S", "f", (2,), components_rule=RULE, turn_order_rule=RULE)
    ns = SimpleNamespace(info=info, component=lambda state, cid: PIECE if cid == "P1" else None)
    if check is not None:
        ns.check_declared = check
    return ns


STATE = SimpleNamespace(ctx=TurnContext())


def test_a_game_without_the_hook_is_judged_by_the_core_alone():
    move = ledger.parse("declare P1 size=0")
    assert ledger.check(rules(), STATE, move, TABLE) == []


def test_the_hook_sees_the_component_and_the_values_and_adds_its_violations():
    seen = []

    def check(state, component, values):
        seen.append((component.id, values))
        return [Violation("too_small", "size 0", RULE)] if dict(values)["size"] < 1 else []

    move = ledger.parse("declare P1 size=0")
    assert [v.code for v in ledger.check(rules(check), STATE, move, TABLE)] == ["too_small"]
    assert seen == [("P1", (("size", 0),))]
    assert ledger.check(rules(check), STATE, ledger.parse("declare P1 size=2"), TABLE) == []

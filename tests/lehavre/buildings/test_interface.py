"""The building-handler interface: registration, and every passive hook point really called.

A throw-away handler is registered for a special building id (as the specials' modules will do),
owned by Ann, with every hook of `Passive`; each test triggers one hook point of the engine.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from referee.core.record import replace
from referee.lehavre import GAME
from referee.lehavre.rules import buildings as handlers
from tests.lehavre.helpers import goods, last_turn, player, position, refused, run, top, with_town

FAKE = "033"  # the Wind Farm's id, a special building without a handler yet


@pytest.fixture
def hooks(monkeypatch) -> Iterator[dict[str, list]]:
    calls: dict[str, list] = {h: [] for h in handlers.HOOKS}

    def log(name, result):
        def fn(*args):
            calls[name].append(args[1:3])
            return result(*args)

        return fn

    passive = handlers.Passive(
        fee=log("fee", lambda s, owner, bid, visitor, fee: (0, -1)),
        energy=log("energy", lambda s, owner, owed: owed - 3),
        food_supplied=log("food_supplied", lambda s, owner: 100),
        harvest=log("harvest", lambda s, owner, got: {"grain": 5}),
        build_cost=log("build_cost", lambda s, owner, bid, cost: {}),
        buy_price=log("buy_price", lambda s, owner, item, price: 0),
        end_bonus=log("end_bonus", lambda s, owner: 7),
        round_end=log("round_end", lambda s, owner, effects: s),
        final_actions=log("final_actions", lambda s, owner, n: 2),
        after_action=log("after_action", lambda s, owner, bid, actor, effects: s),
        town_gets=log("town_gets", lambda s, bid, effects: s),
    )
    handlers.load()
    handler = handlers.Handler(ids=(FAKE,), passive=passive)
    monkeypatch.setitem(handlers.HANDLERS, FAKE, handler)
    for name in handlers.HOOKS:
        monkeypatch.setitem(handlers._HOOKED[name], FAKE, getattr(passive, name))
    yield calls


def test_a_building_cannot_have_two_handlers():
    handlers.load()
    with pytest.raises(ValueError, match="two handlers"):
        handlers.register(handlers.Handler(ids=("05",)))


def test_every_standard_building_firm_and_the_church_has_a_handler():
    from referee.lehavre.catalog import buildings

    ids = [b for b, e in buildings().items() if e["group"] in ("start", "standard")]
    assert [b for b in ids if handlers.handler(b) is None] == []


def test_fee_energy_build_cost_buy_price_and_after_action_hooks(hooks):
    s = with_town("05", Ann={"buildings": (FAKE,), "goods": {"grain": 2}, "francs": 0})
    s, _ = run(s, "enter 05", "make 2")  # fee hook: free; energy hook: 1 - 3 -> nothing owed
    assert goods(s, "Ann") == {"bread": 2} and top(s) == "turn_end:Ann"
    assert hooks["fee"] and hooks["energy"] and hooks["after_action"]
    s, _ = run(s, f"buy {s.stacks[0][0]}")  # buy_price hook: 0
    assert hooks["buy_price"] and player(s, "Ann").francs == 1
    s2 = position(2, Ann={"buildings": (FAKE,), "goods": {}, "francs": 0})
    s2, _ = run(s2, "enter B1", f"build {s2.stacks[0][0]}")  # build_cost hook: nothing to pay
    assert hooks["build_cost"] and top(s2) == "turn_end:Ann"


def test_feeding_harvest_round_end_and_final_actions_hooks(hooks):
    s = last_turn(2, "short", round=8, Ann={"buildings": (FAKE,)}, Bob={"ships": ("S12", "S14", "S16")})
    s, codes = run(s, "take fr", "done")
    assert hooks["food_supplied"] and "fed_by_ships" in codes
    assert hooks["round_end"] and hooks["final_actions"]
    assert (s.ctx.current, s.final_left) == (0, (0, 1))  # Ann takes two final actions, then Bob
    s = last_turn(2, Ann={"buildings": (FAKE,)}, Bob={"ships": ("S12",)})
    s, _ = run(s, "take fr", "done")
    assert hooks["harvest"] and goods(s, "Ann").get("grain") == 5


def test_end_bonus_and_town_gets_hooks(hooks):
    s = position(2, Ann={"buildings": (FAKE,)})
    s = replace(s, over=True, ctx=replace(s.ctx, stack=()))
    sheet = GAME.score_sheet(s)
    assert hooks["end_bonus"] and [r.cells for r in sheet.rows if r.key == "adjustments"] == [(7, 0)]
    t = last_turn(2, round=3, Ann={"ships": ("S01", "S02")}, Bob={"ships": ("S04", "S05")})
    t, _ = run(t, "take fr", "done", f"table: special {FAKE}")
    assert hooks["town_gets"] and FAKE in t.town
    assert refused(t, f"enter {FAKE}") == ["not_enterable"]  # the Wind Farm only works for its owner


def test_an_extension_adds_answers_to_another_buildings_step(monkeypatch):
    from referee.core.frozen import FrozenMap
    from referee.lehavre.flow import flow_table
    from referee.lehavre.moves import Stop

    handlers.load()
    ext = handlers.Extension(
        "wharf.ship",
        handlers.answered(
            ("stop",), lambda s, d: [Stop()], lambda s, d, m: [], lambda s, d, m, fx: handlers.finish(s)
        ),
    )
    monkeypatch.setitem(handlers.EXTENSIONS, "wharf.ship", [ext])
    flow_table.cache_clear()
    monkeypatch.setattr(GAME, "_flow_table", None)  # the Game keeps the table it read: read it again
    try:
        s = with_town("12", Ann={"goods": {"wood": 8, "fish": 2}, "francs": 0})
        s = replace(s, ship_stacks=FrozenMap({"wooden": ("S04",)}))
        s, _ = run(s, "enter 12", "pay 2fish")
        assert Stop() in GAME.legal_moves(s)[0][1]
        s, _ = run(s, "stop")
        assert top(s) == "turn_end:Ann" and player(s, "Ann").ships == ()
    finally:
        monkeypatch.undo()
        flow_table.cache_clear()


def test_every_module_of_the_buildings_package_is_in_the_explicit_list_of_families():
    """The registry reads only `FAMILIES`: a family module left out of it would be no error, its
    buildings just unhandled (`building_not_handled`)."""
    from pathlib import Path

    folder = Path(handlers.__file__).parent
    found = {f"buildings.{p.stem}" for p in folder.glob("*.py") if p.stem != "__init__"}
    assert found == {f for f in handlers.FAMILIES if f.startswith("buildings.")}
    assert len(set(handlers.FAMILIES)) == len(handlers.FAMILIES)

"""Passive special buildings (special_passive.py): each hook changes what it should, for its owner
only, as the engine calls it (rules/buildings `hooked`)."""

from __future__ import annotations

from referee.core.record import replace
from referee.lehavre import refs
from referee.lehavre.rules.buildings import HANDLERS, hooked, load, report
from referee.lehavre.rules.buildings.construction import cost_for
from referee.lehavre.rules.buildings.payments import energy_owed, request_energy
from referee.lehavre.rules.buildings.special_passive import pirates_after
from referee.lehavre.rules.buildings.trade import shipping_paid
from referee.lehavre.rules.position import effect

from .test_special_support import goods, player, position


def _hook(state, hook: str, seat: int):
    return [(bid, fn) for owner, bid, fn in hooked(state, hook) if owner == seat]


def test_feedlot_gives_two_cattle_at_harvest_with_two_to_six():
    for cattle, expected in ((1, 0), (2, 2), (6, 2), (7, 1)):
        state = position(player("Ann", cattle=cattle, buildings=("024",)), player("Bob", cattle=cattle))
        gains = {"grain": 0, "cattle": 1 if cattle >= 2 else 0}
        [(bid, fn)] = _hook(state, "harvest", 0)
        assert fn(state, 0, gains)["cattle"] == expected, bid
        assert _hook(state, "harvest", 1) == []


def test_masons_guild_takes_one_off_each_clay_and_brick_line():
    state = position(player("Ann", buildings=("025",)), player("Bob"))
    # Ironworks (22) costs 3 wood 2 brick; Colliery (16) 1 wood 3 clay; Tannery (20) 1 wood 1 brick
    assert cost_for(state, 0, "22", "B1") == {"wood": 3, "brick": 1}
    assert cost_for(state, 0, "16", "B1") == {"wood": 1, "clay": 2}
    assert cost_for(state, 0, "20", "B1") == {"wood": 1}
    assert cost_for(state, 1, "22", "B1") == {"wood": 3, "brick": 2}


def test_wind_farm_takes_three_off_every_energy_payment_never_below_zero():
    state = position(player("Ann", buildings=("033",)), player("Bob"))
    assert energy_owed(state, 0, 5) == 2
    assert energy_owed(state, 0, 2) == 0
    assert energy_owed(state, 1, 5) == 5
    asked = request_energy(state, 0, "23", 10, [], n=2)
    assert asked.ctx.top.data["owed"] == 7


def test_workers_cottages_give_their_owner_two_final_actions():
    state = position(player("Ann", buildings=("036",)), player("Bob"))
    [(bid, fn)] = _hook(state, "final_actions", 0)
    assert fn(state, 0, 1) == 2
    assert _hook(state, "final_actions", 1) == []


def test_pirates_lair_charges_another_shipper_a_franc_per_ship():
    state = position(player("Ann", buildings=("041",)), player("Bob", francs=3, ships=("S01", "S03")))
    effects = []
    state = shipping_paid(state, 1, {"b": "18", "load": "5fish", "ships": 2}, effects)
    assert goods(state, 1)["fr"] == 8
    state = pirates_after(state, 0, "18", 1, effects)
    assert goods(state, 0)["fr"] == 2 and goods(state, 1)["fr"] == 6
    assert effects[-1].code == "pirates"


def test_pirates_lair_short_francs_become_a_forced_loan_and_its_owner_pays_nothing():
    state = position(player("Ann", buildings=("041",)), player("Bob", francs=0))
    state = report(state, ships=1)
    effects = [effect("shipped", refs.AS_PRINTED, player="Bob", goods="nothing", ships=1, francs=0)]
    state = pirates_after(state, 0, "18", 1, effects)
    assert state.players[1].loans == 1 and state.players[1].francs == 3
    assert [e.code for e in effects[1:]] == ["forced_loan", "pirates"]
    own = report(position(player("Ann", buildings=("041",), francs=1), player("Bob")), ships=1)
    assert pirates_after(own, 0, "18", 0, effects) == own
    assert pirates_after(own, 0, "05", 1, effects) == own


def test_scoring_only_specials_are_known_and_not_entered():
    load()
    for bid in ("012", "013", "024", "025", "033", "036", "041"):
        assert HANDLERS[bid].use is None


# -- the hooks as the engine calls them -------------------------------------------------------------


def test_the_engine_harvest_gives_the_feedlot_owner_two_cattle():
    from referee.lehavre.rules.turns import harvest

    state = position(player("Ann", cattle=3, grain=1, buildings=("024",)), player("Bob", cattle=3))
    state = harvest(state, [])
    assert goods(state, 0)["cattle"] == 5 and goods(state, 0)["grain"] == 2
    assert goods(state, 1)["cattle"] == 4


def test_the_engine_final_phase_gives_the_cottages_owner_two_actions():
    from referee.lehavre.rules.turns import start_final

    state = position(player("Ann"), player("Bob", buildings=("036",)))
    state = start_final(state, [])
    order = [state.ctx.current, *state.final_left]
    assert sorted(order) == [0, 1, 1]


def test_the_engine_charges_the_pirates_lair_after_a_shipping_line_action():
    from referee.core.frozen import FrozenMap
    from referee.core.game import Declaration, parse_move, play

    from .test_special_through_engine import RULES, at_main

    state = at_main("041")
    ann = state.players[0]
    ann = replace(ann, goods=FrozenMap({"bread": 1, "hides": 2, "wood": 3}), francs=0, ships=("S01",))
    bob = replace(state.players[1], buildings=("041", "18"))
    state = replace(state, players=(ann, bob), town=tuple(b for b in state.town if b != "041"))
    for text in ("enter 18", "pay 1bread", "load 2hides", "pay 3wood"):  # fee, load, 3 energy
        state = play(RULES, state, Declaration(parse_move(RULES, text), "Ann")).state
    assert state.ctx.top.kind == "turn_end"
    # 2 hides shipped for 4 francs on 1 ship; the Pirates' Lair takes 1 of them
    assert state.players[0].francs == 3 and state.players[1].francs == bob.francs + 1

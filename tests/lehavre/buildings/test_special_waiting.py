"""The special-building logic the engine does not call yet (special_ships.py, special_discs.py):
the Luxury Yacht and MS Dagmar exchanged at a wharf, the Dive Bar's pushed discs, the Tobacco
Factory's evictions. Tested on hand-built positions so the wiring only has to call them."""

from __future__ import annotations

from referee.core.record import replace
from referee.lehavre.rules.buildings.special_discs import evict, evict_refusals, evictable, pushed_out
from referee.lehavre.rules.buildings.special_ships import exchange, exchange_refusals

from .test_special_support import goods, player, position


def test_the_luxury_yacht_is_had_for_an_iron_ship_at_no_cost():
    state = position(player("Ann", ships=("S01", "S06")), player("Bob"), town=("023", "039"))
    assert exchange_refusals(state, 0, "12", "023") == []
    effects: list = []
    state = exchange(state, 0, "12", "023", effects)
    assert state.players[0].ships == ("S01", "023") and "023" not in state.town
    assert [e.code for e in effects] == ["ship_exchanged"] and state.modernised == ()


def test_the_yacht_needs_an_iron_ship_and_the_town_to_have_it():
    state = position(player("Ann", ships=("S01",)), player("Bob"), town=())
    assert [v.code for v in exchange_refusals(state, 0, "12", "023")] == [
        "exchange_not_in_town",
        "exchange_no_ship",
    ]


def test_ms_dagmar_for_a_luxury_liner_with_the_modernisation_brick():
    liner = "S18"  # a luxury liner
    ann = player("Ann", ships=(liner,), brick=1)
    state = position(ann, player("Bob"), town=("039",))
    assert exchange_refusals(state, 0, "12", "039") == []
    state = exchange(state, 0, "12", "039", [])
    assert state.players[0].ships == ("039",) and state.modernised == ("12",) and goods(state, 0) == {"fr": 0}
    poor = position(player("Ann", ships=(liner,)), player("Bob"), town=("039",))
    assert [v.code for v in exchange_refusals(poor, 0, "12", "039")] == ["exchange_brick"]
    modern = replace(poor, modernised=("12",))
    assert exchange_refusals(modern, 0, "12", "039") == []


def test_a_pushed_disc_goes_home_without_the_dive_bar():
    state = position(replace(player("Ann", francs=3), disc="05"), player("Bob"))
    state = pushed_out(state, 0, [])
    assert state.players[0].disc == "" and state.players[0].francs == 3


def test_with_the_dive_bar_in_play_a_pushed_disc_goes_there_for_two_francs_or_one_for_its_owner():
    state = position(replace(player("Ann", francs=3), disc="05"), player("Bob", buildings=("043",)))
    effects: list = []
    state = pushed_out(state, 0, effects)
    assert state.players[0].disc == "043" and state.players[0].francs == 1
    assert [e.code for e in effects] == ["dive_bar"]
    own = position(replace(player("Ann", francs=0, buildings=("043",)), disc="05"), player("Bob"))
    effects = []
    own = pushed_out(own, 0, effects)
    assert own.players[0].francs == 3 and own.players[0].loans == 1  # 1 franc short: a loan of 4
    assert [e.code for e in effects] == ["forced_loan", "dive_bar"]


def test_the_tobacco_factory_evicts_others_from_its_owners_buildings_in_their_turn():
    ann = player("Ann", buildings=("045", "05", "07"))
    state = position(ann, replace(player("Bob"), disc="05"), replace(player("Cid"), disc="09"))
    assert evictable(state, 0) == ["05"]
    assert evict_refusals(state, 0, "05") == []
    assert [v.code for v in evict_refusals(state, 0, "07")] == ["nothing_to_evict"]
    assert [v.code for v in evict_refusals(state, 1, "05")] == ["no_tobacco_factory"]
    later = replace(state, ctx=replace(state.ctx, current=1))
    assert [v.code for v in evict_refusals(later, 0, "05")] == ["evict_own_turn"]
    effects: list = []
    state = evict(state, 0, "05", effects)
    assert state.players[1].disc == "" and state.players[2].disc == "09"
    assert [e.code for e in effects] == ["evicted"]


# -- Harbour Watch (built, registered once building steps may answer with `enter`) --------------------


def _harbour():
    from referee.lehavre.rules.buildings import special_extra

    ann = replace(player("Ann", francs=3, fish=4), disc="014")
    bob = replace(player("Bob", francs=0), disc="007")
    cid = replace(player("Cid"), disc="05")  # a Bakehouse Ann could not use: she has no grain
    return special_extra, position(ann, bob, cid, town=("014", "007", "05"))


def test_harbour_watch_evicts_pays_a_franc_and_enters_the_building_with_its_fee():
    from referee.lehavre.moves import Enter

    special_extra, state = _harbour()
    assert special_extra.targets(state, 0) == ["007"]
    assert special_extra.usable(state, 0, "014") == []
    effects: list = []
    state = special_extra.use(state, 0, "014", effects)
    d = state.ctx.top
    assert d.kind == "harbour_watch.evict" and special_extra.legal(state, d) == [Enter("007")]
    assert [v.code for v in special_extra.check(state, d, Enter("05"))] == ["nothing_to_process"]  # no grain
    assert [v.code for v in special_extra.check(state, d, Enter("014"))] == ["nobody_there"]
    assert special_extra.check(state, d, Enter("007")) == []
    state = special_extra.apply(state, d, Enter("007"), effects)
    assert state.players[1].disc == "" and state.players[1].francs == 1 and state.players[0].francs == 2
    assert state.players[0].disc == "007" and state.turn.using == "007"
    assert state.ctx.top.kind == "pay_fee"  # Fish Market's fee, then its action
    assert "evicted" in [e.code for e in effects]


def test_harbour_watch_needs_a_franc_and_someone_to_evict():
    special_extra, state = _harbour()
    broke = state.with_player(0, replace(state.players[0], francs=0))
    assert [v.code for v in special_extra.usable(broke, 0, "014")] == ["francs_short"]
    alone = position(replace(player("Ann", francs=3), disc="014"), player("Bob"), town=("014", "007"))
    assert [v.code for v in special_extra.usable(alone, 0, "014")] == ["nobody_to_evict"]

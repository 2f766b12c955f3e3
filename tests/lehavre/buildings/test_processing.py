"""Processing buildings: counts, limits, energy (rounded up), francs and by-products (rounded down)."""

from __future__ import annotations

import pytest

from tests.lehavre.helpers import goods, messages, player, refused, run, top, with_town


def test_bakehouse_three_grain_need_two_energy_and_give_one_franc():
    s = with_town("05", Ann={"goods": {"grain": 3, "fish": 1, "wood": 3, "clay": 1}, "francs": 0})
    s, _ = run(s, "enter 05", "pay 1fish")
    assert top(s) == "bakehouse.make:Ann"
    s, _ = run(s, "make 3")
    assert top(s) == "pay_energy:Ann" and s.ctx.top.data["owed"] == 2
    assert refused(s, "pay 1wood") == ["energy_short"]
    assert refused(s, "pay 3wood") == ["overpaid"]  # 2 wood would do
    assert refused(s, "pay 1clay") == ["not_energy"]
    s, _ = run(s, "pay 2wood")
    assert goods(s, "Ann") == {"bread": 3, "wood": 1, "clay": 1}
    assert player(s, "Ann").francs == 1  # half a franc per bread, rounded down
    assert top(s) == "turn_end:Ann"


def test_smokehouse_takes_at_most_six_fish_for_a_flat_energy():
    s = with_town("08", Ann={"goods": {"fish": 8, "wood": 1}, "francs": 1})
    s, _ = run(s, "enter 08", "pay 1fr")
    assert refused(s, "make 7") == ["over_limit"]
    s, _ = run(s, "make 6", "pay 1wood")
    assert goods(s, "Ann") == {"fish": 2, "smoked": 6} and player(s, "Ann").francs == 3


def test_abattoir_gives_a_hide_per_two_cattle_and_its_fee_is_francs_only():
    s = with_town("09", Ann={"goods": {"cattle": 3, "fish": 5}, "francs": 2})
    s, _ = run(s, "enter 09")
    assert refused(s, "pay 2fish") == ["francs_only"]
    s, _ = run(s, "pay 2fr", "make 3")
    assert goods(s, "Ann") == {"meat": 3, "hides": 1, "fish": 5}


@pytest.mark.parametrize(
    ("bid", "have", "make", "energy", "after", "francs"),
    [
        ("07", {"wood": 4}, 4, None, {"charcoal": 4}, 0),  # Charcoal Kiln, no energy
        ("14", {"clay": 3, "coal": 1}, 3, "1coal", {"brick": 3}, 1),  # Brickworks: 2 energy, 1 franc
        ("20", {"hides": 5}, 4, None, {"hides": 1, "leather": 4}, 4),  # Tannery: at most 4, +1 each
        ("23", {"iron": 2, "coke": 1}, 2, "1coke", {"steel": 2}, 0),  # Steel Mill: 5 energy each
        ("25", {"coal": 3}, 3, None, {"coke": 3}, 3),  # Cokery: +1 franc each
    ],
)
def test_each_processing_building(bid, have, make, energy, after, francs):
    s = with_town(bid, Ann={"goods": have, "francs": 10})
    s, _ = run(s, f"enter {bid}")
    if s.ctx.top.kind == "pay_fee":
        s, _ = run(s, f"pay {s.ctx.top.data['francs']}fr" if s.ctx.top.data["francs"] >= 0 else "pay 1fr")
    before = player(s, "Ann").francs
    s, _ = run(s, f"make {make}")
    if energy:
        s, _ = run(s, f"pay {energy}")
    assert goods(s, "Ann") == after
    assert player(s, "Ann").francs - before == francs


def test_entering_without_anything_to_process_or_the_energy_is_refused_with_numbers():
    s = with_town("23", Ann={"goods": {"iron": 2, "wood": 1}, "francs": 5})
    assert refused(s, "enter 23") == ["energy_short"]
    assert messages(s, "enter 23") == [
        "Ann needs 5 energy and has 1: 1 wood (1) + 0 charcoal + 0 coal + 0 coke"
    ]
    s = with_town("07", Ann={"goods": {}, "francs": 5})
    assert refused(s, "enter 07") == ["nothing_to_process"]


def test_a_fee_that_would_leave_nothing_to_process_is_refused():
    s = with_town("08", Ann={"goods": {"fish": 2, "wood": 1}, "francs": 0})  # fee 2 food: the fish
    assert refused(s, "enter 08") == ["nothing_to_process"]


def test_joinery_and_ironworks():
    s = with_town("04", Ann={"goods": {"wood": 3, "fish": 1}, "francs": 0})
    s, _ = run(s, "enter 04", "pay 1fish")
    assert refused(s, "make 4") == ["over_limit"]
    s, _ = run(s, "make 2")
    assert goods(s, "Ann") == {"wood": 1} and player(s, "Ann").francs == 6
    s = with_town("22", Ann={"goods": {"coke": 1}, "francs": 1})
    s, _ = run(s, "enter 22", "pay 1fr")
    assert top(s) == "ironworks.extra:Ann" and goods(s, "Ann")["iron"] == 3
    s, _ = run(s, "make 1", "pay 1coke")
    assert goods(s, "Ann") == {"iron": 4}

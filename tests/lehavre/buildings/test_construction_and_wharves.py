"""Building firms and the Sawmill (top of a stack, brick for clay, steel for iron, one wood less),
the Wharves (materials, 3 energy, the modernisation brick per wharf and for good)."""

from __future__ import annotations

from referee.core.frozen import FrozenMap
from referee.core.record import replace
from tests.lehavre.helpers import goods, messages, player, position, refused, run, top, with_town


def _stacks(state, *stacks):
    return replace(state, stacks=tuple(tuple(s) for s in stacks))


def test_building_firm_builds_a_top_building_with_brick_for_clay():
    s = _stacks(position(2, Ann={"goods": {"wood": 1, "brick": 1}, "francs": 0}), ("03", "08"), ("05",), ())
    s, _ = run(s, "enter B1")  # free
    assert top(s) == "firm.build:Ann"
    assert refused(s, "build 08") == ["not_top"]
    s, _ = run(s, "build 03")  # Fishery: 1 wood 1 clay
    assert top(s) == "pay_cost:Ann"
    assert refused(s, "pay 1wood 1clay") == ["goods_missing"]
    s, codes = run(s, "pay 1wood 1brick")
    assert "built" in codes and player(s, "Ann").buildings == ("03",) and s.stacks[0] == ("08",)
    assert top(s) == "turn_end:Ann"


def test_construction_firm_builds_up_to_two_and_may_stop_after_one():
    s = _stacks(
        position(2, Ann={"goods": {"wood": 3, "clay": 3, "fish": 2}, "francs": 0}), ("03",), ("07",), ()
    )
    s, _ = run(s, "enter B3", "pay 2fish", "build 03", "pay 1wood 1clay")
    assert top(s) == "firm.build:Ann"  # a second one is possible
    s, _ = run(s, "build 07", "pay 1clay")
    assert player(s, "Ann").buildings == ("03", "07") and top(s) == "turn_end:Ann"
    s = _stacks(
        position(2, Ann={"goods": {"wood": 3, "clay": 3, "fish": 2}, "francs": 0}), ("03",), ("07",), ()
    )
    s, _ = run(s, "enter B3", "pay 2fish")
    assert refused(s, "stop") == ["must_build"]  # the action is done as printed
    s, _ = run(s, "build 03", "pay 1wood 1clay", "stop")
    assert top(s) == "turn_end:Ann"


def test_nothing_buildable_refuses_the_firm_and_the_sawmill_takes_one_wood_less():
    s = _stacks(position(2, Ann={"goods": {}, "francs": 0}), ("03",), (), ())
    assert refused(s, "enter B1") == ["cannot_build_any"]
    s = _stacks(with_town("02", Ann={"goods": {"wood": 1, "clay": 2}, "francs": 0}), ("07",), ("08",), ())
    s, _ = run(s, "enter 02")
    assert refused(s, "build 07") == ["sawmill_no_wood"]  # the Kiln costs no wood
    s, _ = run(s, "build 08", "pay 1wood 1clay")  # Smokehouse 2w 1c, one wood less
    assert player(s, "Ann").buildings == ("08",)


def _wharf(**ann):
    s = with_town("12", Ann=ann)
    return replace(s, ship_stacks=FrozenMap({"wooden": ("S04",), "iron": ("S06", "S08")}))


def test_a_wooden_ship_is_five_wood_and_three_energy():
    s = _wharf(goods={"wood": 8, "fish": 2}, francs=0)
    s, _ = run(s, "enter 12", "pay 2fish", "ship wooden", "pay 5wood")
    assert top(s) == "pay_energy:Ann" and s.ctx.top.data["owed"] == 3
    s, codes = run(s, "pay 3wood")
    assert player(s, "Ann").ships == ("S04",) and "ship_built" in codes and goods(s, "Ann") == {}


def test_the_first_iron_ship_at_a_wharf_needs_the_brick_and_it_stays():
    s = _wharf(goods={"iron": 8, "coal": 2, "brick": 1, "fish": 4}, francs=0)
    s, _ = run(s, "enter 12", "pay 2fish", "ship iron")
    assert s.ctx.top.data["cost"] == "4iron 1brick"
    s, codes = run(s, "pay 4iron 1brick", "pay 1coal")
    assert "modernised" in codes and s.modernised == ("12",) and player(s, "Ann").ships == ("S06",)
    s = replace(
        s,
        players=(replace(s.players[0], disc=""), *s.players[1:]),
        ctx=replace(s.ctx, stack=(s.ctx.stack[0].__class__("main", "Ann"),)),
    )
    s, _ = run(s, "enter 12", "pay 2fish", "ship iron")
    assert s.ctx.top.data["cost"] == "4iron"  # modernised for good


def test_the_ship_energy_message_counts_what_is_left_after_the_materials():
    s = _wharf(goods={"wood": 6, "fish": 2}, francs=0)
    assert refused(s, "enter 12") == ["ship_energy"]
    assert messages(s, "enter 12") == [
        "Ann needs 3 energy for the ship and has 1 left: 6 wood (6) + 0 charcoal + 0 coal + 0 coke"
    ]
    s = _wharf(goods={"wood": 2}, francs=2)
    assert refused(s, "enter 12") == ["cannot_build_ship"]


def test_one_wharf_with_one_or_two_players_two_with_three_to_five():
    # seed §7.1 「3至5人游戏通常使用两个船坞，1至2人游戏使用一个船坞。」: the Wharves are 12 and 17;
    # 17 is in the proposal stacks only with 3 or more players, in either length
    from tests.lehavre.helpers import new

    for length in ("long", "short"):
        for n in range(1, 6):
            s = new(n, length)
            in_play = {b for st in s.stacks for b in st} | set(s.town)
            wharves = sorted(b for b in ("12", "17") if b in in_play)
            assert wharves == (["12", "17"] if n >= 3 else ["12"]), (length, n)


def test_a_town_building_cannot_be_built_again_at_a_firm():
    # seed §6 「城镇开局已经拥有的建筑不能再次建造，但可以按规定购买。」: 08 is in the town and B2 a start
    # building; Ann at the Building Firm B1 may build only a proposal top (03 or 05)
    s = _stacks(
        position(2, Ann={"goods": {"wood": 9, "clay": 9, "iron": 9}, "francs": 0}), ("03",), ("05",), ()
    )
    s = replace(s, town=(*s.town, "08"))
    s, _ = run(s, "enter B1")
    assert refused(s, "build 08") == ["not_proposal"] and refused(s, "build B2") == ["not_proposal"]
    assert messages(s, "build 08") == ["08 is not the top of a proposal stack"]
    assert refused(s, "build 05") == []

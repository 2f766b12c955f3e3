"""What a refusal tells the table (issue 22): the passage that decides it, a reason that is true, and
words instead of data (goods, francs, ship types and building names, in either language).

Each scenario builds a position, declares the move and checks the code, the message's words and the
quoted passage.
"""

from __future__ import annotations

import pytest

from referee.core.frozen import FrozenMap
from referee.core.game import check, parse_declaration
from referee.core.record import replace
from referee.i18n import set_lang
from referee.lehavre import GAME, refs
from referee.lehavre.flow import flow_table
from referee.lehavre.rules import buildings as handlers
from referee.lehavre.rules.prompts import decisions
from tests.i18n.leaks import english_words
from tests.lehavre.helpers import last_turn, position, run, top, with_town

LINE_93 = "也可以在其他玩家的回合中出售，但不能在其他玩家正在执行行动时打断其行动。"
LINE_5 = "玩家按照当前行动顺序轮流执行回合。"


def refusals(state, text):
    """(code, message, quoted fragment, ruling) of every violation of the declared move."""
    return [
        (v.code, v.message, v.rule.quote, v.rule.ruling)
        for v in check(GAME, state, parse_declaration(GAME, state, text))
    ]


def one(state, text):
    [found] = refusals(state, text)
    return found


# -- who may act: no one interrupts another player's action (seed 出售建筑或船只 1., line 93) ------


def _inside_an_action():
    """Ann inside the Colliery's action, at its fee; Bob owns a Fishery he could sell."""
    s = with_town("16", Bob={"buildings": ("03",), "loans": 1, "francs": 6}, Ann={"goods": {"fish": 2}})
    s, _ = run(s, "enter 16")
    assert top(s) == "pay_fee:Ann"
    return s


def test_a_sale_during_another_players_action_quotes_the_rule_against_interrupting_it():
    s = _inside_an_action()
    code, message, quote, ruling = one(s, "Bob: sell 03")
    assert code == "wrong_player" and quote == LINE_93 and ruling == "lehavre-buy-when"
    assert "Bob declared sell 03" in message and "Ann" in message
    assert one(s, "Bob: repay")[2] == LINE_93


def test_between_actions_another_player_sells_and_a_main_action_out_of_turn_quotes_the_turn_order():
    s = with_town("16", Bob={"buildings": ("03",)})
    assert refusals(s, "Bob: sell 03") == []
    code, _message, quote, _ruling = one(s, "Bob: take wood")
    assert code == "wrong_player" and quote == LINE_5


def test_every_step_of_an_action_names_the_interruption_rule_as_who_decides():
    flow = flow_table()
    handlers.load()
    for step_id in handlers.STEPS:  # the fee, every building's decisions, the shared payments
        step = flow.get(step_id)
        assert step is not None, step_id
        assert step.who_rule is not None and step.who_rule.quote == LINE_93, step_id
    assert flow.get("main").who_rule.quote == LINE_5
    assert flow.get("feed").who_rule == refs.FEED


@pytest.mark.parametrize(
    ("texts", "step"),
    [
        (("enter B1",), "firm.build"),  # a building's own decision
        (("enter B1", "build 03"), "pay_cost"),  # the shared payment of the materials
    ],
)
def test_the_sale_quotes_line_93_whichever_decision_of_the_action_is_open(texts, step):
    s = replace(
        position(2, Ann={"goods": {"wood": 2, "clay": 2}, "francs": 0}, Bob={"buildings": ("08",)}),
        stacks=(("03",), ("05",), ()),
    )
    s, _ = run(s, *texts)
    assert top(s) == f"{step}:Ann"
    code, _message, quote, _ruling = one(s, "Bob: sell 08")
    assert (code, quote) == ("wrong_player", LINE_93)


def test_while_one_player_pays_the_rounds_food_another_is_refused_with_the_feeding_passage():
    s = last_turn(2, Ann={"goods": {"fish": 9}}, Bob={"goods": {"fish": 9}, "buildings": ("03",)})
    s, _ = run(s, "take wood", "done")
    assert top(s) == "feed:Ann"
    code, _message, quote, ruling = one(s, "Bob: sell 03")
    assert code == "wrong_player" and quote == refs.FEED.quote and ruling == "lehavre-feeding"


# -- the Sawmill: its card, not the player's goods -------------------------------------------------


def _sawmill(*stacks, **goods):
    s = with_town("02", Ann={"goods": goods, "francs": 0})
    return replace(s, stacks=tuple(tuple(st) for st in stacks))


def test_the_sawmill_with_no_top_costing_wood_names_its_wood_rule_not_the_goods():
    s = _sawmill(("23",), ("27",), (), iron=5, brick=4)  # Steel Mill, Bridge: no wood in their costs
    code, message, quote, ruling = one(s, "enter 02")
    assert code == "cannot_build_any"
    assert "cannot pay" not in message and "iron" not in message
    assert "Sawmill" in message and "wood" in message and "Steel Mill (23)" in message
    assert quote == "建筑行动必须按照卡牌文字执行。" and ruling == "lehavre-sawmill"


def test_the_sawmill_with_a_wood_top_too_dear_lists_its_cost_one_wood_less():
    s = _sawmill(("23",), ("08",), (), iron=5, brick=4)  # Smokehouse 2 wood 1 clay: 1 wood here
    code, message, quote, _ruling = one(s, "enter 02")
    assert code == "cannot_build_any" and quote == refs.BUILD_COST.quote
    assert (
        message
        == "Ann cannot pay for any top building with 5 iron, 4 brick: Smokehouse (08) costs 1 wood, 1 clay"
    )


# -- the Wharf: the modernisation brick ------------------------------------------------------------


def _wharf(**goods):
    s = with_town("12", Ann={"goods": goods, "francs": 0})
    return replace(s, ship_stacks=FrozenMap({"wooden": ("S04",), "iron": ("S06",)}))


def test_an_unmodernised_wharf_without_brick_names_the_brick_and_quotes_modernisation():
    s = _wharf(iron=5, coal=3, fish=2)  # an iron ship but for the brick; no wood for a wooden one
    code, message, quote, ruling = one(s, "enter 12")
    assert code == "cannot_build_ship" and quote == refs.MODERNISE.quote and ruling == "lehavre-wharf"
    assert "brick" in message and "modernise" in message and "Wharf (12)" in message
    assert "wooden: 5 wood and 3 energy" in message


def test_choosing_an_iron_ship_without_the_brick_says_the_wharf_is_not_modernised():
    s, _ = run(_wharf(iron=5, coal=3, fish=2, wood=5), "enter 12", "pay 2fish")
    code, message, quote, _ruling = one(s, "ship iron")
    assert code == "cannot_pay_cost" and quote == refs.MODERNISE.quote
    assert (
        message
        == "Wharf (12) is not modernised: its first non-wooden ship (iron) first takes 1 brick, and Ann has none"
    )
    s, _ = run(_wharf(iron=2, coal=3, fish=2, wood=5, brick=1), "enter 12", "pay 2fish")
    code, message, quote, _ruling = one(s, "ship iron")  # the iron is missing, not the brick
    assert code == "cannot_pay_cost" and quote == refs.SHIP.quote and "4 iron, 1 brick" in message


def test_a_wharf_short_of_materials_quotes_the_ship_cards_passage():
    code, message, quote, _ruling = one(_wharf(wood=2, fish=2), "enter 12")
    assert code == "cannot_build_ship" and quote == refs.SHIP.quote and "2 wood" in message


# -- buying a ship: the ship passages ---------------------------------------------------------------


def test_buying_a_ship_too_dear_quotes_the_ships_price_not_the_buildings_passage():
    s = replace(position(2, Ann={"francs": 1}), ship_stacks=FrozenMap({"wooden": ("S01",)}))
    code, message, quote, ruling = one(s, "buy S01")
    assert code == "too_poor" and message == "S01 costs 14 francs; Ann has 1"
    assert quote == "支付船只卡规定的购买成本后，将其放在自己面前。" and ruling == "lehavre-prices"


def test_buying_a_ship_someone_holds_or_not_yet_out_says_so():
    s = position(2, length="short", Ann={"francs": 30})  # Ann starts with S01, Bob with S03
    assert one(s, "buy S03")[:3] == (
        "owned_by",
        "S03 belongs to Bob: buildings and ships are not sold between players",
        "建筑和船只不能直接卖给其他玩家。",
    )
    assert one(s, "buy S01")[1] == "S01 is already Ann's"
    code, message, quote, _ruling = one(s, "buy S02")  # still on a round card
    assert code == "ship_not_on_top" and quote == refs.BUY_SHIP.quote
    assert message == "S02 is not in the ship area: only the top ship of each stack is on offer (-)"


def test_a_building_too_dear_or_not_for_sale_quotes_the_price_passage():
    s = with_town("30", Ann={"francs": 1})  # the Church: no price
    assert one(s, "buy 30")[:3] == ("not_for_sale", "30 cannot be bought", refs.PRICE.quote)
    assert one(s, "buy B1")[2] == refs.PRICE.quote


# -- passages fixed in the review of tests/citations/lehavre.py -------------------------------------


def test_reviewed_codes_quote_the_passage_that_decides_them():
    s, _ = run(position(2), "take wood", "done")
    assert one(s, "table: chit 3")[:3] == (
        "chit_known",
        "the chit wood+francs already lies on supply space 1",
        "补给板块翻开后保持正面朝上，后续阶段不再翻回背面，也不改变其排列位置。",
    )
    assert one(position(2), "sell 03")[2] == "也可以出售自己拥有的建筑或船只。"  # not_owned
    s = position(2, Ann={"buildings": ("08",), "goods": {"fish": 2, "wood": 2}})
    s, _ = run(s, "enter 08")  # her own Smokehouse: its action is open
    assert one(s, "sell 08")[:3] == (
        "in_use",
        "08 is the building in use: it cannot be sold during its action",
        "支付费用后，将自己的人物圆片放到所选建筑上，并立即执行建筑卡上的行动。",
    )
    s = replace(position(2, Ann={"goods": {"wood": 1, "clay": 1}}), stacks=(("03",), (), ()))
    s, _ = run(s, "enter B1")
    assert one(s, "stop")[:3] == (
        "must_build",
        "the action must be carried out: build a building",
        "玩家不能因为已经付了进入费用，就省略该建筑规定的行动。",
    )


# -- words, not data --------------------------------------------------------------------------------

ALLOWED = ("Ann", "Bob", "Colliery", "Wharf", "Building Firm", "Smokehouse", "Fishery")


def _prompt(state) -> str:
    [d] = decisions(state)
    return d.prompt if isinstance(d.prompt, str) else d.prompt()


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_prompts_of_an_action_speak_in_goods_francs_and_names(language):
    set_lang(language)
    s = _inside_an_action()
    fee = _prompt(s)
    s, _ = run(_wharf(iron=8, coal=2, brick=1, fish=2), "enter 12", "pay 2fish", "ship iron")
    cost = _prompt(s)
    s, _ = run(s, "pay 4iron 1brick")
    energy = _prompt(s)
    for text in (fee, cost, energy):
        assert "=" not in text and "数据" not in text and "wooden" not in text, text
    if language == "en":
        assert fee == "Ann at Colliery (16): pay the entry fee (fee 2 food)"
        assert cost == "Ann at Wharf (12): pay the building materials (materials 4 iron, 1 brick; ship: iron)"
        assert energy == "Ann at Wharf (12): pay the energy the action needs (3 energy; ship: iron)"
    else:
        assert fee == "轮到 Ann 在 Colliery (16)：支付进入费用（费用 2 食物）"
        assert "4 铁、1 砖" in cost and "铁船" in cost and "3 点能源" in energy
        for text in (fee, cost, energy):
            assert english_words(text, ALLOWED) == [], text


def test_the_chinese_picture_names_ship_types_and_the_table_in_chinese():
    set_lang("zh")
    s = replace(position(2), ship_stacks=FrozenMap({"wooden": ("S04",), "luxury": ("S20",)}))
    s, _ = run(s, "take wood", "done")  # the table turns the next chit
    text = GAME.describe(s)
    assert "木船 S04(+0)" in text and "豪华客轮 S20(+0)" in text
    assert "wooden" not in text and "luxury" not in text and "table" not in text
    set_lang("en")
    text = GAME.describe(s)
    assert "wooden S04(+0)  luxury S20(+0)" in text  # the English picture as before


def test_chinese_refusals_of_special_buildings_name_their_goods_in_chinese():
    set_lang("zh")
    s = with_town("018", Ann={"goods": {"fish": 5}, "francs": 5})
    s, _ = run(s, "enter 018", "pay 1fish")
    message = next(m for c, m, _q, _r in refusals(s, "pick 1coke") if c == "not_offered_here")
    assert "木炭、煤炭" in message and english_words(message, ("Ann", "Coal Trader")) == []

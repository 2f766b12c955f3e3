"""lehavre: the seed passages that decide each refusal code (see tests/citations/__init__.py).

Each code lists the fragments its refusals may quote. Generated once from what the suite met,
then reviewed by hand: a fragment stays only if its passage decides that code. Where the seed
is silent the passage is the one the code's ruling starts from (referee/lehavre/rulings.md): a
special building's card text is 「建筑行动必须按照卡牌文字执行。」 with that building's ruling.
"""

# seed lines, for reading the table
_TURN = "玩家按照当前行动顺序轮流执行回合。"  # 1. the turn order
_SELL_OWN = "也可以出售自己拥有的建筑或船只。"  # 1.3 one's own buildings and ships
_MAIN = "主要行动：从一个货物供应区拿取其中全部货物，或者进入一座可用建筑执行其行动。"  # 1.2
_CHIT_FLIP = "如果这是第一轮中首次使用该补给板块，则将其翻至正面，查看所标示的两种货物或法郎。"  # 2.2
_CHIT_KEPT = "补给板块翻开后保持正面朝上，后续阶段不再翻回背面，也不改变其排列位置。"  # 2.5
_TAKE = "拿取该供应区内全部货物，包括已经累积的多个同类货物，或供应区中累积的法郎。"  # 3.2
_NOT_BUILT = "尚处于建筑提案区域、尚未建成的建筑不能直接进入使用。"  # 4
_ENTER = "选择一座当前没有被自己人物圆片占据、且允许执行行动的建筑。"  # 4.1
_FEE = "费用按照建筑卡标示执行，通常支付给建筑所有者；属于城镇的建筑则支付到金库。"  # 4.2
_FOOD_FOR = "玩家可以用法郎代替食物，按1食物等值1法郎的比例支付。"  # 4.3
_NO_FOOD_FOR_FRANCS = "法郎不能反过来用食物替代。"  # 4.3
_DISC_ON = "支付费用后，将自己的人物圆片放到所选建筑上，并立即执行建筑卡上的行动。"  # 4.4
_CARD = "建筑行动必须按照卡牌文字执行。"  # 4.5, with the card's ruling
_NOT_SKIPPED = "玩家不能因为已经付了进入费用，就省略该建筑规定的行动。"  # 4.5
_PASSIVE = "部分建筑只提供所有者的持续效果，不允许访客执行行动，这类建筑通常不能用于普通建筑行动。"
_PROCESS = "加工时应按照建筑卡规定支付相应能源，并将货物翻至加工面。"  # 5
_BUILD = "玩家进入建筑施工公司或建筑公司，选择3叠建筑提案中任意一叠最上方的建筑。"  # 6.1
_BUILD_COST = "按照建筑卡标示支付所需的建筑材料。砖可以替代黏土，钢可以替代铁。"  # 6.2
_BUILD_TOP = "只有建筑提案区域中最上方的建筑可以建造，不能越过顶层建筑直接选择下方卡牌。"  # 6
_SHIP = "查看当前可建造的船只卡，按照船只卡标示支付建筑材料及能源。"  # 7.3
_ENERGY = "木材提供1点能源，木炭提供3点能源，煤炭提供3点能源，焦炭提供10点能源。"  # 7.4
_MODERNISE = "同一船坞第一次建造非木制船只时，必须先支付1块砖进行船坞现代化。"  # 7
_BUY = "玩家可以在自己回合的任何时机购买城镇拥有的建筑，或购买3叠建筑提案中最上方的建筑。"  # 8 buy 1
_PRICE = "通常按照建筑卡标示的价值支付购买费用。如果卡牌另有明确的购买成本，则按照该成本支付。"  # buy 2
_BUY_SHIP = "玩家可以购买船只区域中各类船只堆最上方、正面朝上的船只卡。"  # ships 1
_SHIP_PRICE = "支付船只卡规定的购买成本后，将其放在自己面前。"  # ships 2
_NO_LUXURY = "豪华客轮不能购买，只能按照规则建造。"  # ships 3
_NO_INTERRUPT = "也可以在其他玩家的回合中出售，但不能在其他玩家正在执行行动时打断其行动。"  # sell 1
_NOT_BETWEEN = "建筑和船只不能直接卖给其他玩家。"  # sell 5
_REBUY = "玩家也不能在同一回合出售一座建筑后，又将其买回。"  # sell 5
_FEED = "每位玩家支付回合卡所要求的食物。自己拥有的船只可根据卡牌规定减少需要支付的食物数量。"  # 9.3
_TOWN_SPECIAL = "则将特殊建筑牌堆最上方的卡牌翻开，放到对应区域。"  # 9.5
_FINAL = "每位玩家恰好再执行一次主要行动。此次行动不执行补给行动，也不能购买建筑或船只。"  # 10.1
_FINAL_LOANS = "最终阶段不再支付贷款利息，但玩家仍可以偿还贷款，或出售建筑和船只。"  # 10.2: loans repaid
_FINAL_ENTER = "玩家可以进入已经被其他玩家人物圆片占据的建筑，但不能进入自己人物圆片当前所在的建筑。"
_SCORING = "完成全部玩家的最后一次主要行动后，立即进入最终计分阶段。"  # 10.4

_LEHAVRE: dict[str, tuple[str, ...]] = {
    # the table's own moves (core ledger): the score and its adjustments, the printed cards
    "adjust_zero": (_SCORING,),
    "not_adjustable": (_SCORING,),
    "unknown_player": (_SCORING,),
    "game_over": (_SCORING,),
    "table_only": (_TURN,),
    "declared_before": (_CARD,),
    "declared_twice": (_CARD,),
    "declared_type": (_CARD,),
    "declared_verified": (_CARD,),
    "unknown_component": (_CARD,),
    "unknown_field": (_CARD,),
    # who may act: the turn order, no interrupting an action, one food payment at a time, the table
    "wrong_player": (_TURN, _NO_INTERRUPT, _FEED, _CHIT_FLIP, _TOWN_SPECIAL),
    "order_players": (_TURN,),
    # a move no open step accepts: that step's passage
    "wrong_step": (
        _TURN,
        _MAIN,
        _CHIT_FLIP,
        _TOWN_SPECIAL,
        _FEE,
        _FOOD_FOR,
        _CARD,
        _PROCESS,
        _BUILD,
        _BUILD_COST,
        _SHIP,
        _ENERGY,
        _BUY,
        _FEED,
    ),
    "main_action_due": (_MAIN,),
    "chit_known": (_CHIT_KEPT,),
    # entering a building, its fee
    "not_built": (_NOT_BUILT,),
    "not_in_play": (_NOT_BUILT, _BUY),
    "not_enterable": (_PASSIVE,),
    "occupied": (_ENTER,),
    "own_disc": (_ENTER, _FINAL_ENTER),
    "fee_short": (_FEE,),
    "fee_unaffordable": (_FEE,),
    "francs_only": (_NO_FOOD_FOR_FRANCS,),
    "not_food": (_NO_FOOD_FOR_FRANCS, _FEED),
    "overpaid": (_FEE, _ENERGY, _FEED),
    "payment_all": (_FEE, _BUILD_COST, _ENERGY, _CARD),
    "goods_missing": (_FEE, _BUILD_COST, _ENERGY, _FEED),
    # an action once entered is carried out (4.5), as its card says
    "make_none": (_NOT_SKIPPED,),
    "must_build": (_NOT_SKIPPED,),
    "must_trade": (_NOT_SKIPPED,),
    "buy_strands_action": (_NOT_SKIPPED,),
    "sell_strands_action": (_NOT_SKIPPED,),
    "repay_strands_action": (_NOT_SKIPPED,),
    "redeem_strands_action": (_NOT_SKIPPED,),
    "buy_being_built": (_NOT_SKIPPED,),
    "buy_in_use": (_DISC_ON,),
    "in_use": (_DISC_ON,),  # one's own building in use is not sold mid-action
    "building_not_handled": (_DISC_ON,),
    "none_sold": (_NOT_SKIPPED,),
    "nothing_to_process": (_PROCESS,),
    "too_few": (_PROCESS,),
    "energy_short": (_ENERGY, _PROCESS),
    "not_energy": (_ENERGY,),
    "ship_energy": (_ENERGY,),
    # the firms and the Sawmill (its card: ruling lehavre-sawmill), the wharves
    "cannot_build_any": (_BUILD_COST, _CARD),
    "sawmill_no_wood": (_CARD,),
    "not_proposal": (_BUILD,),
    "not_buildable": (_BUILD,),
    "no_ship_of_type": (_SHIP,),
    "not_top": (_BUILD_TOP, _BUY),
    "cost_mismatch": (_BUILD_COST,),
    "cannot_pay_cost": (_BUILD_COST, _SHIP, _MODERNISE),
    "cannot_build_ship": (_SHIP, _MODERNISE),
    "exchange_brick": (_MODERNISE,),
    # buildings' own card texts (each with its ruling)
    "bridge_threes": (_CARD,),
    "church_needs": (_CARD,),
    "deal_not_unused": (_CARD,),
    "deal_shape": (_CARD,),
    "deal_twice": (_CARD,),
    "evict_own_turn": (_CARD,),
    "exchange_no_ship": (_CARD,),
    "exchange_not_in_town": (_CARD,),
    "francs_short": (_CARD,),
    "market_count": (_CARD,),
    "name_the_goods": (_CARD, _TAKE),
    "no_cargo_ship": (_CARD,),
    "no_cattle_to_drive": (_CARD,),
    "no_craft_buildings": (_CARD,),
    "no_empty_offer": (_CARD,),
    "no_francs_here": (_CARD,),
    "no_francs_pawned": (_CARD,),
    "no_hand": (_CARD,),
    "no_offer_to_take": (_CARD,),
    "no_symbols": (_CARD,),
    "no_tobacco_factory": (_CARD,),
    "nobody_there": (_CARD,),
    "nobody_to_evict": (_CARD,),
    "not_a_ship_special": (_CARD,),
    "not_basic": (_CARD,),
    "not_different": (_CARD,),
    "not_in_hand": (_CARD,),
    "not_offered_here": (_CARD,),
    "not_pawned": (_CARD,),
    "not_taken_here": (_CARD,),
    "nothing_to_evict": (_CARD,),
    "nothing_to_pawn": (_CARD,),
    "nothing_to_sell": (_CARD,),
    "nothing_to_trade": (_CARD,),
    "over_capacity": (_CARD,),
    "over_limit": (_CARD,),
    "over_limit_of": (_CARD,),
    "pawned_before": (_CARD,),
    "picket_last_round": (_CARD,),
    "picketed": (_CARD,),
    "redeem_short": (_CARD,),
    "site_enter_other": (_CARD,),
    "site_must_enter": (_CARD,),
    "square_count": (_CARD,),
    "too_few_animals": (_CARD,),
    "trade_count": (_CARD,),
    "trade_once": (_CARD,),
    # the Haulage Firm takes whole offer spaces, as the main action does (3.2)
    "haulage_no_francs": (_TAKE,),
    "no_adjacent_offers": (_TAKE,),
    "not_adjacent": (_TAKE,),
    "not_an_offer": (_TAKE,),
    "offer_empty": (_TAKE,),
    "take_all": (_TAKE,),
    "two_spaces": (_TAKE,),
    # food paid to a special building's action (4.3: francs for food, never the reverse)
    "food_all": (_FOOD_FOR,),
    "food_overpaid": (_FOOD_FOR,),
    "food_short": (_FEED, _FOOD_FOR),
    "no_food_to_pay": (_FOOD_FOR,),
    # buying, selling, loans
    "owned_by": (_NOT_BETWEEN,),
    "not_for_sale": (_PRICE,),
    "too_poor": (_PRICE, _SHIP_PRICE),
    "ship_not_on_top": (_BUY_SHIP,),
    "luxury_not_for_sale": (_NO_LUXURY,),
    "rebuy_same_turn": (_REBUY,),
    "no_buying_final": (_FINAL,),
    "not_owned": (_SELL_OWN,),
    "no_loan": (_FINAL_LOANS, _CARD),  # repaying (10.2, ruling lehavre-loans); the Court's card
    "repay_short": (_FINAL_LOANS,),
    # the round end
    "can_pay_food": (_FEED,),
    "not_special": (_TOWN_SPECIAL,),
    "special_known": (_TOWN_SPECIAL,),
    "special_not_solo": (_TOWN_SPECIAL,),
}

DECIDING: dict[str, tuple[str, ...]] = _LEHAVRE

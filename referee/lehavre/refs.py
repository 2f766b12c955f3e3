"""Citations of the seed (seeds/001_42b355fda81463c4.txt) used by Le Havre's violations and effects.

`section` is a heading of the seed, `quote` a verbatim fragment of a line under it; `ruling` names
the referee/lehavre/rulings.md anchor where the engine follows the published game or decides where the
seed is silent. tests/lehavre/test_refs.py checks every quote against the seed text.
"""

from __future__ import annotations

from referee.core.violations import RuleRef


def _ref(section: str, quote: str, ruling: str = "") -> RuleRef:
    return RuleRef(game="lehavre", section=section, quote=quote, ruling=ruling)


TURN = _ref("1. 回合开始", "玩家按照当前行动顺序轮流执行回合。", "lehavre-start-player")
TURN_PARTS = _ref(
    "1. 回合开始", "主要行动：从一个货物供应区拿取其中全部货物，或者进入一座可用建筑执行其行动。"
)
SUPPLY = _ref("2. 补给行动", "从公共供应区分别取出补给板块所标示的两种货物各1个，放在相应的港口供应区。")
SUPPLY_FLIP = _ref(
    "2. 补给行动", "如果这是第一轮中首次使用该补给板块，则将其翻至正面，查看所标示的两种货物或法郎。"
)
ROUND_TRIGGER = _ref("2. 补给行动", "该玩家完成主要行动后，立即结算当前回合卡。")
INTEREST = _ref("2. 补给行动", "每位玩家无论持有多少张贷款卡，都只支付1法郎。", "lehavre-loans")
INTEREST_LOAN = _ref("2. 补给行动", "如果无力支付，必须按照贷款规则处理。", "lehavre-interest")
SUPPLY_KEPT = _ref("2. 补给行动", "补给板块翻开后保持正面朝上，后续阶段不再翻回背面，也不改变其排列位置。")
TAKE = _ref(
    "3. 主要行动一：拿取港口货物",
    "拿取该供应区内全部货物，包括已经累积的多个同类货物，或供应区中累积的法郎。",
)
ENTER = _ref(
    "4. 主要行动二：使用建筑",
    "选择一座当前没有被自己人物圆片占据、且允许执行行动的建筑。",
    "lehavre-occupied",
)
NOT_BUILT = _ref("4. 主要行动二：使用建筑", "尚处于建筑提案区域、尚未建成的建筑不能直接进入使用。")
PASSIVE = _ref(
    "4. 主要行动二：使用建筑",
    "部分建筑只提供所有者的持续效果，不允许访客执行行动，这类建筑通常不能用于普通建筑行动。",
)
FEE = _ref(
    "4. 主要行动二：使用建筑",
    "费用按照建筑卡标示执行，通常支付给建筑所有者；属于城镇的建筑则支付到金库。",
    "lehavre-payments",
)
FEE_FRANCS = _ref("4. 主要行动二：使用建筑", "法郎不能反过来用食物替代。", "lehavre-payments")
OWN_FREE = _ref("4. 主要行动二：使用建筑", "如果建筑属于自己，则不必支付进入费用")
AS_PRINTED = _ref("4. 主要行动二：使用建筑", "建筑行动必须按照卡牌文字执行。", "lehavre-actions-must")
# An action once entered is carried out: its first step must do something (make_none, must_build).
NOT_SKIPPED = _ref(
    "4. 主要行动二：使用建筑",
    "玩家不能因为已经付了进入费用，就省略该建筑规定的行动。",
    "lehavre-actions-must",
)
SAWMILL = _ref("4. 主要行动二：使用建筑", "建筑行动必须按照卡牌文字执行。", "lehavre-sawmill")
PROCESS = _ref(
    "5. 资源加工与商品升级", "加工时应按照建筑卡规定支付相应能源，并将货物翻至加工面。", "lehavre-processing"
)
BUILD = _ref("6. 建造新建筑", "玩家进入建筑施工公司或建筑公司，选择3叠建筑提案中任意一叠最上方的建筑。")
BUILD_COST = _ref("6. 建造新建筑", "按照建筑卡标示支付所需的建筑材料。砖可以替代黏土，钢可以替代铁。")
BUILD_TOP = _ref(
    "6. 建造新建筑", "只有建筑提案区域中最上方的建筑可以建造，不能越过顶层建筑直接选择下方卡牌。"
)
SHIP = _ref("7. 建造船只", "查看当前可建造的船只卡，按照船只卡标示支付建筑材料及能源。")
ENERGY = _ref("7. 建造船只", "木材提供1点能源，木炭提供3点能源，煤炭提供3点能源，焦炭提供10点能源。")
ONE_SHIP = _ref("7. 建造船只", "每次进入船坞通常只能建造1艘船。")
MODERNISE = _ref(
    "7. 建造船只", "同一船坞第一次建造非木制船只时，必须先支付1块砖进行船坞现代化。", "lehavre-wharf"
)
BUY = _ref(
    "购买建筑：",
    "玩家可以在自己回合的任何时机购买城镇拥有的建筑，或购买3叠建筑提案中最上方的建筑。",
    "lehavre-prices",
)
PRICE = _ref(
    "购买建筑：",
    "通常按照建筑卡标示的价值支付购买费用。如果卡牌另有明确的购买成本，则按照该成本支付。",
    "lehavre-prices",
)
BUY_SHIP = _ref("购买船只：", "玩家可以购买船只区域中各类船只堆最上方、正面朝上的船只卡。")
SHIP_PRICE = _ref("购买船只：", "支付船只卡规定的购买成本后，将其放在自己面前。", "lehavre-prices")
NO_LUXURY = _ref("购买船只：", "豪华客轮不能购买，只能按照规则建造。")
SELL_OWN = _ref("1. 回合开始", "也可以出售自己拥有的建筑或船只。")
SELL = _ref("出售建筑或船只：", "出售时，按照卡牌所标示的价值的一半取得法郎。")
SELL_WHEN = _ref(
    "出售建筑或船只：", "也可以在其他玩家的回合中出售，但不能在其他玩家正在执行行动时打断其行动。"
)
SELL_BACK = _ref("出售建筑或船只：", "出售的建筑放回城镇建筑区域，出售的船只放到对应船只堆的顶部。")
# No one buys another player's building or ship, nor from them (owned_by).
NOT_BETWEEN = _ref("出售建筑或船只：", "建筑和船只不能直接卖给其他玩家。")
REBUY = _ref("出售建筑或船只：", "玩家也不能在同一回合出售一座建筑后，又将其买回。")
# Who may act inside another player's action: no one but them (a sale, a repayment, an answer).
NO_INTERRUPT = _ref(
    "出售建筑或船只：",
    "也可以在其他玩家的回合中出售，但不能在其他玩家正在执行行动时打断其行动。",
    "lehavre-buy-when",
)
DISC_BACK = _ref("出售建筑或船只：", "建筑或船只上的人物圆片退还给所属玩家。")
ROUND_END = _ref(
    "9. 阶段结束与回合卡结算",
    "查看回合卡上与当前玩家人数对应的行，确认本阶段的食物支付需求、收获、城镇建造建筑等事件。",
    "lehavre-round-end",
)
HARVEST = _ref(
    "9. 阶段结束与回合卡结算",
    "持有至少1个谷物的玩家额外获得1个谷物；持有至少2头牛的玩家额外获得1头牛。",
    "lehavre-round-end",
)
FEED = _ref(
    "9. 阶段结束与回合卡结算",
    "每位玩家支付回合卡所要求的食物。自己拥有的船只可根据卡牌规定减少需要支付的食物数量。",
    "lehavre-feeding",
)
TOWN_BUILDS = _ref("9. 阶段结束与回合卡结算", "则从建筑提案中取出排序编号最小的标准建筑，放到城镇建筑区域。")
TOWN_SPECIAL = _ref(
    "9. 阶段结束与回合卡结算", "则将特殊建筑牌堆最上方的卡牌翻开，放到对应区域。", "lehavre-specials"
)
NEW_SHIP = _ref(
    "9. 阶段结束与回合卡结算",
    "将该回合卡翻到船只面，并放到相应的船只堆，表示新船只进入游戏。",
    "lehavre-ship-stacks",
)
NEXT_START = _ref(
    "9. 阶段结束与回合卡结算", "确定下一阶段的起始玩家，然后继续下一阶段。", "lehavre-start-player"
)
FINAL = _ref("10. 最终阶段", "每位玩家恰好再执行一次主要行动。此次行动不执行补给行动，也不能购买建筑或船只。")
FINAL_LOANS = _ref(
    "10. 最终阶段", "最终阶段不再支付贷款利息，但玩家仍可以偿还贷款，或出售建筑和船只。", "lehavre-loans"
)
FINAL_ENTER = _ref(
    "10. 最终阶段", "玩家可以进入已经被其他玩家人物圆片占据的建筑，但不能进入自己人物圆片当前所在的建筑。"
)
SCORING = _ref("10. 最终阶段", "完成全部玩家的最后一次主要行动后，立即进入最终计分阶段。", "score-lehavre")
COMPONENTS = _ref("4. 主要行动二：使用建筑", "建筑行动必须按照卡牌文字执行。", "lehavre-declared")
UNHANDLED = _ref(
    "4. 主要行动二：使用建筑",
    "支付费用后，将自己的人物圆片放到所选建筑上，并立即执行建筑卡上的行动。",
    "lehavre-specials",
)

"""Citations of the seed for the special buildings 001–046 (their handlers in rules/buildings/special_*).

The seed names the special buildings only where the town reveals one (§9.5) and says every building
acts "as printed" (§4.5); what each card does is the published game's (reference Part B §1), so
each reference names its ruling in referee/lehavre/rulings.md. tests/lehavre/buildings/test_special_refs.py
checks every quote against the seed text and every ruling against the rulings file.
"""

from __future__ import annotations

from referee.core.violations import RuleRef


def _ref(section: str, quote: str, ruling: str) -> RuleRef:
    return RuleRef(game="lehavre", section=section, quote=quote, ruling=ruling)


_USE = "4. 主要行动二：使用建筑"

# The action of a special building, as the published card has it (reference Part B §1).
ACTION = _ref(_USE, "建筑行动必须按照卡牌文字执行。", "lehavre-special-actions")
# An action cannot be left out once entered: at least one unit is sold or made.
NOT_SKIPPED = _ref(_USE, "玩家不能因为已经付了进入费用，就省略该建筑规定的行动。", "lehavre-special-actions")
# Food paid to a building's action (Coal Trader, Logging Camp, Junkyard): francs count 1 food each.
FOOD = _ref(_USE, "玩家可以用法郎代替食物，按1食物等值1法郎的比例支付。", "lehavre-special-food")
NO_FOOD_FOR_FRANCS = _ref(_USE, "法郎不能反过来用食物替代。", "lehavre-special-food")
# Energy paid to a special building's processing (Kiln, Steelworks).
ENERGY = _ref(
    "5. 资源加工与商品升级",
    "加工时应按照建筑卡规定支付相应能源，并将货物翻至加工面。",
    "lehavre-special-actions",
)
# The Haulage Firm takes whole offer spaces, as the main action of taking does.
HAULAGE = _ref(
    "3. 主要行动一：拿取港口货物",
    "拿取该供应区内全部货物，包括已经累积的多个同类货物，或供应区中累积的法郎。",
    "lehavre-special-haulage",
)
# Cattle taken from the other players (Cattle Drive).
CATTLE_DRIVE = _ref(_USE, "建筑行动必须按照卡牌文字执行。", "lehavre-special-cattle-drive")
# Passive buildings: their owner's ongoing effects, never entered.
PASSIVE = _ref(
    _USE,
    "部分建筑只提供所有者的持续效果，不允许访客执行行动，这类建筑通常不能用于普通建筑行动。",
    "lehavre-special-passives",
)
OWNED_EFFECT = _ref(
    "6. 建造新建筑",
    "如果该建筑有持续收益、特殊行动或额外计分效果，之后按照卡牌规定执行。",
    "lehavre-special-passives",
)
FEEDLOT = _ref(
    "9. 阶段结束与回合卡结算",
    "持有至少1个谷物的玩家额外获得1个谷物；持有至少2头牛的玩家额外获得1头牛。",
    "lehavre-special-passives",
)
COTTAGES = _ref(
    "10. 最终阶段",
    "每位玩家恰好再执行一次主要行动。此次行动不执行补给行动，也不能购买建筑或船只。",
    "lehavre-special-passives",
)
# The Pirates' Lair's franc per ship: a payment that cannot be met is a forced loan.
PIRATES = _ref("2. 补给行动", "如果无力支付，必须按照贷款规则处理。", "lehavre-special-pirates")
# Any other francs owed that cannot be paid (the Dive Bar's fee): loans, as for interest.
FORCED_LOAN = _ref("2. 补给行动", "如果无力支付，必须按照贷款规则处理。", "lehavre-loans")
# The Pawnbroker's: one good of each different type.
PAWN = _ref(_USE, "建筑行动必须按照卡牌文字执行。", "lehavre-special-pawnbroker")
# The Luxury Yacht and MS Dagmar, had at a wharf for a ship (MS Dagmar on a modernised wharf).
SHIP_SWAP = _ref(
    "7. 建造船只", "同一船坞第一次建造非木制船只时，必须先支付1块砖进行船坞现代化。", "lehavre-special-ships"
)
# The Luxury Yacht and MS Dagmar's own card text: which ship is given, from where (the town's).
SHIP_CARD = _ref(_USE, "建筑行动必须按照卡牌文字执行。", "lehavre-special-ships")
# The Harbour Watch, Dive Bar and Tobacco Factory as the engine plays them (their card texts).
ENGINE_PLAYED = _ref(_USE, "建筑行动必须按照卡牌文字执行。", "lehavre-special-not-handled")
# What the engine cannot play yet (a special that needs state or moves the engine lacks).
NOT_YET = _ref(
    "9. 阶段结束与回合卡结算",
    "则将特殊建筑牌堆最上方的卡牌翻开，放到对应区域。",
    "lehavre-special-not-handled",
)

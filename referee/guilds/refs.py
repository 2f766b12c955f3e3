"""Citations of the seed (seeds/000_825e9906aa22c0d3.txt) used by Guilds violations and announcements.

`section` is a heading line of the seed, `quote` a verbatim fragment of a line under it; `ruling`
names the referee/guilds/rulings.md anchor where the engine had to decide what the seed leaves open.
tests/guilds/test_refs.py checks every quote against the seed text.
"""

from __future__ import annotations

from referee.core.violations import RuleRef


def _ref(section: str, quote: str, ruling: str = "") -> RuleRef:
    return RuleRef(game="guilds", section=section, quote=quote, ruling=ruling)


# set-up
COMPONENTS = _ref("组件清单", "公会板块若干（用于组成版图）", "guilds-declared-values")
LAYOUT = _ref("开局准备", "将公会板块随机排列组成伦敦版图，放置在桌面中央。", "guilds-city")
ROWS = _ref("开局准备", "版图左上至右下形成多行多列布局。", "guilds-city")
COLOURS = _ref("开局准备", "每位玩家选择一种颜色，拿取对应数量的制服会员棋子", "guilds-hall-start")
START_HAND = _ref("开局准备", "每位玩家抽取7张作为起始手牌。", "guilds-start-hand")
MAYOR_DEAL = _ref("开局准备", "每位玩家暗抽1张，查看后保密。", "guilds-mayor-deal")
TRACK = _ref("开局准备", "4人12轮、3人15轮、2人16轮", "guilds-track")
START = _ref("开局准备", "随机决定起始玩家。", "guilds-start-order")
NEUTRALS = _ref("组件清单", "中立棋子（执事）若干", "guilds-neutral")

DECK = _ref("开局准备", "洗混行动卡牌，面朝下形成牌堆。", "guilds-deck")

# the round
ROUND = _ref("三、游戏流程", "每轮包含推进回合标记、玩家回合和轮末板块结算三个环节。")
ADVANCE = _ref("环节一：推进回合标记", "将回合标记沿轨道前移一格。首轮跳过此环节。")
GREY = _ref("环节一：推进回合标记", "检查是否落在灰色格，若是则在本轮结束后执行成长阶段。", "guilds-track")
TURN_ORDER = _ref(
    "环节二：玩家回合", "按当前胜利分从高到低的顺位，玩家依次执行自己的回合。", "guilds-turn-order"
)
TIES = _ref("环节二：玩家回合", "若胜利分相同，按起始顺位决定。", "guilds-start-order")

# the turn
CARDS = _ref(
    "玩家回合行动", "在自己的回合中，玩家可打出任意张行动卡，每张卡执行以下三项行动之一：", "guilds-hands"
)
HIRE = _ref("玩家回合行动", "从公共储备拿取1枚自己的制服会员棋子，放入公会大厅。", "guilds-hall")
SUPPLY = _ref("玩家回合行动", "从公共储备拿取1枚自己的制服会员棋子，放入公会大厅。", "guilds-hall-start")
MOVE = _ref("玩家回合行动", "从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。")
FACE_UP_ONLY = _ref(
    "玩家回合行动", "从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。", "guilds-city"
)
MULTI_SUIT = _ref("玩家回合行动", "多花色板块匹配任意一种花色即可。")
ABILITY = _ref(
    "玩家回合行动",
    "支付卡牌左上角标示的费用（通常为弃掉一定数量的手牌），触发该卡牌的专属效果。",
    "guilds-abilities",
)
MASTER_STAYS = _ref("四、特殊规则", "但通常不能再次移动，除非通过特定卡牌效果。", "guilds-master-moves")
SUIT_MATCH = _ref("四、特殊规则", "移动会员时，目标公会板块必须与卡牌花色匹配。")
DRAW_4 = _ref("补牌规则", "若本回合一张卡未出，回合结束时抽4张牌。")
DRAW_2 = _ref("补牌规则", "若本回合出过卡，回合结束时抽2张牌（可被卡牌效果修正）。")
HAND_LIMIT = _ref("补牌规则", "控制伦敦大学后上限提升为8张。超出手牌须弃至上限。", "guilds-university")
LAST_DRAW = _ref("补牌规则", "最后一轮结束时不再抽牌。", "guilds-last-draw")

# resolution
THRESHOLD = _ref(
    "环节三：轮末板块结算",
    "当某板块上的棋子总数（玩家棋子+执事）达到该板块的多数决阈值时，该板块立即结算",
    "guilds-resolution-check",
)
NEGOTIATE = _ref(
    "环节三：轮末板块结算",
    "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
    "guilds-negotiation",
)
SWAPPED_HOME = _ref("环节三：轮末板块结算", "被替换的玩家棋子退回其公会大厅。")
RANKING = _ref(
    "环节三：轮末板块结算",
    "判定名次：统计板块上各玩家的棋子数量。第一名与第二名获得对应胜利分",
    "guilds-ranking",
)
SECOND_TOKEN = _ref("环节三：轮末板块结算", "第一名与第二名获得对应胜利分", "guilds-second-token")
SPECIAL_BUILDING = _ref("组件清单", "公会板块若干（用于组成版图）", "guilds-special-buildings")
MASTER = _ref("环节三：轮末板块结算", "数量最多的玩家成为大师（若并列，按顺位决定）。", "guilds-ranking")
AFTERMATH = _ref(
    "环节三：轮末板块结算",
    "第一名玩家在该板块上留下1枚大师棋子，其余棋子全部退回各自公会大厅。",
    "guilds-aftermath",
)
FACE_UP = _ref("环节三：轮末板块结算", "板块保持面朝上。", "guilds-aftermath")
ONE_MASTER = _ref("环节三：轮末板块结算", "第一名玩家在该板块上留下1枚大师棋子", "guilds-master-ability")

# growth
GROWTH = _ref(
    "成长阶段", "当回合标记落在灰色格时（3-4人每3轮触发，2人每4轮触发），执行以下步骤：", "guilds-track"
)
PLANTATION = _ref("成长阶段", "结算种植园：所有玩家结算种植园区域的胜利分。", "guilds-plantation")
NEW_TILES = _ref("成长阶段", "增加新板块：从供应堆翻开新的公会板块加入版图。", "guilds-city")
MOVE_NEUTRALS = _ref("成长阶段", "移动执事：调整中立棋子的位置。", "guilds-neutral")
END_CHECK = _ref("成长阶段", "检查终局：若回合标记到达轨道终点，游戏结束。")
TWO_PLAYERS = _ref(
    "四、特殊规则",
    "2人游戏特殊规则：回合轨道较长，板块结算每两轮触发一次，其余规则相同。",
    "guilds-two-players",
)
SOLO = _ref(
    "四、特殊规则", "单人游戏：使用单人规则，由AI对手行动。", "guilds-solo"
)  # not refereed: 2-4 players

# the end
GAME_END = _ref("结束触发", "当成长阶段检查时，若回合标记到达轨道终点", "guilds-end")
ALL_RESOLVED = _ref("结束触发", "2人游戏中所有板块结算完毕后，结算种植园并进入终局。", "guilds-end")
MAYOR_CARDS = _ref(
    "四、特殊规则", "终局时揭示并计分。已控制的公会可重复满足多张卡的计分条件。", "guilds-mayor"
)
ADJACENT = _ref("四、特殊规则", "相邻大师加分：终局时，每对正交相邻的己方大师板块，获得1胜利分。")
SCORING = _ref("计分", "胜利分累计：游戏过程中通过公会结算、种植园结算等获得的胜利分之和。")
WINNER = _ref("胜负判定", "总胜利分最高者当选伦敦市长，获胜。")

"""Citations of the seed (seeds/004_475a35a4fad56de6.txt) used by Looot violations and announcements.

`section` is a heading line of the seed, `quote` a verbatim fragment of a line under it; `ruling`
names the referee/looot/rulings.md anchor where the engine follows the published game instead of the seed.
tests/looot/test_refs.py checks every quote against the seed text.
"""

from __future__ import annotations

from referee.core.violations import RuleRef


def _ref(section: str, quote: str, ruling: str = "") -> RuleRef:
    return RuleRef(game="looot", section=section, quote=quote, ruling=ruling)


# setup
BOARDS = _ref("初始布置", "将 4 块景观版图拼成公共风景区，放在桌面中央。", "looot-boards")
# Where the trophy and ocean boards go: the seed says only that the landscape boards are assembled
# (its trophies line, cited before, supports no reason about a layout); the ruling says the side
# boards go against open sides of that landscape.
SIDE_BOARDS = _ref("初始布置", "将 4 块景观版图拼成公共风景区，放在桌面中央。", "looot-boards")
OCEAN_FILL = _ref("初始布置", "将长船放入海洋版图，并从骰袋中补满海洋位。", "looot-bag")
SITES = _ref("工地", "工地板块（港口、祭坛、宫殿）有组合要求。", "looot-sites")
START = _ref("初始布置", "由住在最北边的玩家担任起始玩家。", "looot-start-player")
COMPONENTS = _ref("组件清单", "长船 30 艘：放入峡湾，装满可得分。")

# turn order and end
TURN_ORDER = _ref("回合结构", "从起始玩家开始，按顺时针方向轮流进行回合。")
GAME_END = _ref(
    "游戏结束条件", "当所有玩家都将自己全部的 13 个维京人放上景观版图后，游戏立即结束", "looot-game-end"
)
SCORING = _ref("胜负判定", "总分最高者获胜，成为维京伯爵 Jarl。")
TURN_STEPS = _ref("回合结构", "每名玩家的回合按以下顺序执行：")

# placement
PLACE = _ref("1. 放置维京（强制）", "必须将 1 个自己的维京人放到景观版图上的一个空资源格上。")
PLACE_OCCUPIED = _ref("维京放置规则", "维京人不能放在已有维京的资源格上，除非使用盾牌效果。")
PLACE_ADJACENT = _ref(
    "维京放置规则", "放置的维京必须紧邻至少 1 个其他维京（任意颜色）或 1 艘长船。", "looot-landing-water"
)

# gained tiles and the fjord
TAKE_RESOURCE = _ref(
    "1. 放置维京（强制）", "放置后，立即从公共供应区拿取 1 个对应类型的资源板块，放入自己的峡湾版图中。"
)
FJORD_LOCKED = _ref("资源板块", "资源一旦放入峡湾，位置锁定，不能调整。", "looot-fjord-spaces")
FJORD_FULL = _ref("2. 占领建筑（条件触发）", "若峡湾中对应区域已满，则不能拿取。", "looot-fjord-full")

# shields
SHIELD_ONCE = _ref("② 使用盾牌", "每面盾牌每局只能使用一次，使用后翻面。", "looot-shields")
SHIELD_OCCUPIED = _ref("② 使用盾牌", "允许放到已被其他玩家占据的资源格上。", "looot-shield-occupied")
SHIELD_AGAIN = _ref("② 使用盾牌", "本回合额外再放置 1 个维京（仍需遵守放置规则）。", "looot-shield-again")

# optional actions
OPTIONAL_ONE = _ref(
    "3. 可选行动（最多 1 个）", "玩家可以从以下三项中选择一项执行，也可以不选：", "looot-optional-actions"
)
LONGSHIP_TAKE = _ref("① 拿长船", "从海洋版图拿取 1 艘长船，放入自己的峡湾。", "looot-longship-take")
LONGSHIP_REFILL = _ref("① 拿长船", "海洋位立即从骰袋补 1 艘长船。", "looot-bag")
BAG = _ref("骰袋与海洋", "海洋版图上的空位用骰袋中的长船补充。若骰袋耗尽，按规则书处理。", "looot-bag")
TROPHY_AXES = _ref("③ 认领奖杯", "条件：你的斧头数量大于或等于某个奖杯上标明的数值。", "looot-trophy")
TROPHY_ONCE = _ref("③ 认领奖杯", "每名玩家整局只能认领 1 次奖杯。")
TROPHY_TAKEN = _ref("③ 认领奖杯", "奖杯先到先得，被拿走后就无法再获得。")
END_OF_TURN = _ref("4. 回合结束", "完成可选行动后，回合结束，轮到下一名玩家。")

# what the referee announces (core.game.Effect.rule): each consequence cites the passage that makes it
CAPTURES = _ref("2. 占领建筑（条件触发）", "检查刚放置的维京是否触发以下建筑占领条件。", "looot-captures")
CAPTURE_HOUSE = _ref(
    "2. 占领建筑（条件触发）", "房屋：若维京紧邻房屋，立即拿取 1 个房屋板块。", "looot-captures"
)
CAPTURE_TOWER = _ref(
    "2. 占领建筑（条件触发）",
    "瞭望塔：若维京将两座瞭望塔连接起来，可拿取两座瞭望塔各 1 个板块",
    "looot-captures",
)
CAPTURE_CASTLE = _ref(
    "2. 占领建筑（条件触发）", "4 链拿 1 座城堡，8 链再拿 1 座，12 链再拿 1 座。", "looot-captures"
)
CAPTURE = {"house": CAPTURE_HOUSE, "watchtower": CAPTURE_TOWER, "castle": CAPTURE_CASTLE}  # per building kind
BUILDING_TO_FJORD = _ref(
    "2. 占领建筑（条件触发）", "拿到的建筑板块立即放入自己的峡湾对应区域。", "looot-fjord-spaces"
)
TILE_FROM_STACK = _ref(
    "2. 占领建筑（条件触发）", "拿到的建筑板块立即放入自己的峡湾对应区域。", "looot-fjord-full"
)  # which stack's tile a player puts on a fjord too full for all
SHIELD_DOUBLE = _ref("② 使用盾牌", "本次放置获得 2 个同款资源。", "looot-shield-double")
SHIELD_EFFECT = {"again": SHIELD_AGAIN, "occupied": SHIELD_OCCUPIED, "double": SHIELD_DOUBLE}  # per shield
SUPPLY = _ref("组件清单", "资源板块 90 块：分为木材、羊、黄金、斧头等类型。", "looot-resource-supply")
OUT_OF_VIKINGS = _ref("4. 回合结束", "完成可选行动后，回合结束，轮到下一名玩家。", "looot-out-of-vikings")
LONGSHIP_DONE = _ref(
    "长船", "长船必须相邻 3 个指定类型的资源才能装满翻面，翻面后按板块加分。", "looot-completions"
)
SITE_DONE = _ref("工地", "工地完成为自动触发，不占用行动。", "looot-completions")

"""Citations of the seed (seeds/003_a70d93b6a6ab2520.txt) used by Pendulum's violations and effects.

`section` is a heading of the seed, `quote` a verbatim fragment of a line under it, `ruling` the
anchor in referee/pendulum/rulings.md where the engine decided what the seed leaves open.
tests/pendulum/test_refs.py checks every quote against the seed text.
"""

from __future__ import annotations

from referee.core.violations import RuleRef


def _ref(section: str, quote: str, ruling: str = "") -> RuleRef:
    return RuleRef(game="pendulum", section=section, quote=quote, ruling=ruling)


# components and set-up
COMPONENTS = _ref(
    "组件清单", "卡牌：40 张计谋卡（每位角色 4 张）、56 张领地卡、10 张成就卡", "pendulum-declared-values"
)
CARD_EFFECT = _ref(
    "随时可进行的非计时行动", "打出计谋卡：随时可打出手上的计谋卡，先付代价再领奖励", "pendulum-card-effects"
)
DECKS = _ref(
    "组件清单", "56 张领地卡、10 张成就卡、25 张通常议会奖励卡、5 张终局议会奖励卡", "pendulum-decks"
)
BOARD_SIDE = _ref("全局设置", "按人数选择游戏面板的一面（1–3 人 / 4–5 人）", "pendulum-board")
TIMERS_SETUP = _ref("全局设置", "3 枚紫色时间标记放进紫色区其余空着的金色圆框", "pendulum-time-markers")
ACHIEVEMENT_SETUP = _ref("全局设置", "翻开最上面一张，把传奇成就标记放在该卡中央")
PROVINCES_SETUP = _ref("全局设置", "最上面 4 张正面朝上摆在展示位")
REWARDS_SETUP = _ref("全局设置", "5 张正面朝上摆到议会面板的空位")
CHARACTER = _ref("玩家设置", "随机选择角色拿对应玩家面板", "pendulum-mat")
START_RESOURCES = _ref(
    "玩家设置", "把面板右下角标注数量的各色资源方块移到面板上，作为可动用的起始资源。", "pendulum-mat"
)
PRIVILEGE_SETUP = _ref("玩家设置", "六边形特权标记随机摆在版图的特权轨上")
WORKERS_SETUP = _ref("玩家设置", "1 个普通工人与 1 个大工人放在面板中央区（在用）")
WORKER_CAP = _ref("玩家设置", "任何时候在用工人总数不得超过 4 个。", "pendulum-fifth-worker")
OPENING = _ref("开局", "每人先在规则允许的下排行动格放 1 个大工人，再按同样顺序各放 1 个普通工人")
OPENING_ORDER = _ref("开局", "按特权轨上的顺位依次，每人先在规则允许的下排行动格放 1 个大工人")
OPENING_FLIP = _ref("开局", "全部放好后，同时把三个沙漏翻到下排，开始游戏。", "pendulum-time-markers")

# real time
REALTIME = _ref("实时行动阶段", "所有玩家同时行动，没有回合顺序。")
PLACE_ROW = _ref("两条核心规则", "只能在沙漏不在的那一排上放置、撤走或移动工人。")
ACT_ROW = _ref("两条核心规则", "只能在沙漏所在的那一排上执行工人行动。")
PLACE_FRAME = _ref("工人行动的完整流程", "把可用工人放到某个行动格顶部的金色框里（该排必须没有沙漏）。")
ACT_PAY = _ref("工人行动的完整流程", "先付代价，再领取该格显示的奖励。")
ACT_FROM_FRAME = _ref("工人行动的完整流程", "把你的工人从顶部金色框移到下方的奖励格")
STUCK = _ref(
    "工人行动的完整流程", "工人会卡在下方奖励格，直到沙漏再次翻离这一排才能移动", "pendulum-reward-box"
)
COSTS = _ref("工人行动的完整流程", "绿区与紫区的所有行动格基础代价为 2 金币", "pendulum-space-costs")
CONQUER_COST = _ref("工人行动的完整流程", "其中的「征服领地」需要 4 军事", "pendulum-conquer-cost")
PAY_ONCE = _ref("工人行动的完整流程", "代价一律先付后领，且同一行动只能付一次、领一次。")
FLIP = _ref(
    "随时可进行的非计时行动",
    "沙漏漏空后任何玩家都可把它翻到同一区的另一排（不可原地翻，沙未漏完不可翻）",
    "pendulum-grace",
)
PURPLE_MARKER = _ref(
    "随时可进行的非计时行动", "翻紫色沙漏时必须用沙漏撞落一枚紫色时间标记", "pendulum-time-markers"
)
COUNCIL_CALL = _ref(
    "随时可进行的非计时行动", "当紫色区两排都不再有时间标记时，立即呼叫议会。", "pendulum-time-markers"
)
STRATAGEM = _ref("随时可进行的非计时行动", "随时可打出手上的计谋卡，先付代价再领奖励，用后放入面板的弃牌区")
STRATAGEM_USED = _ref("随时可进行的非计时行动", "用后放入面板的弃牌区；被回收前不能再用。")
RECLAIM = _ref("随时可进行的非计时行动", "支付 5 文化，把弃牌区的计谋卡全部收回手中。")
ACHIEVEMENT = _ref("随时可进行的非计时行动", "当你的资源与选票不少于当前成就卡上半部所列的数值，即可认领")
LEGENDARY = _ref(
    "随时可进行的非计时行动",
    "若传奇成就标记仍在卡上且你本轮未取过，可取走它并获得传奇成就声望",
    "pendulum-legendary",
)
ACHIEVEMENT_ONCE = _ref("随时可进行的非计时行动", "每轮只能认领一次。")
CONQUER = _ref(
    "随时可进行的非计时行动",
    "从展示的正面领地卡或牌堆顶抽 1 张，按其底色对应的生产图标塞进自己面板底部对应的格子",
)
REFRESH = _ref("随时可进行的非计时行动", "版图领地展示位有空位时，任何玩家可从牌堆补牌，议会阶段也可进行。")
AFTER_CALL = _ref(
    "随时可进行的非计时行动",
    "呼叫议会后：不能再翻沙漏，但所有人可继续行动，直到大家都完成",
    "pendulum-after-call",
)

# the council
RANKING = _ref("议会阶段", "按本轮选票数从多到少，把六边形特权标记摆在特权轨上")
PICK = _ref("议会阶段", "按特权轨顺位依次领取议会奖励牌，每人至少 1 张", "pendulum-council-picks")
NOT_REPLENISHED = _ref("议会阶段", "奖励牌不会因被取走而补充")
PLACE_BONUS = _ref("议会阶段", "第 1 名额外自选 2 点声望，第 2、3 名额外各 1 点声望", "pendulum-place-bonus")
# the prestige of the place bonuses and of the general reward is chosen among three tracks
NOT_LEGENDARY = _ref("议会阶段", "均不含传奇成就", "pendulum-place-bonus")
GENERAL_REWARD = _ref(
    "议会阶段", "议会面板左下角的通用奖励对所有玩家开放（1 点自选声望）", "pendulum-general-reward"
)
GRANDE_CARD = _ref("议会阶段", "大工人奖励卡选取后立即生效再翻面、本议会不可再选")
FINAL_CARDS = _ref("议会阶段", "第 4 次议会才可取用终局奖励卡", "pendulum-final-cards")
FINAL_COST = _ref("议会阶段", "选取时支付代价、获得奖励后移出游戏", "pendulum-final-cards")
FINAL_LEGENDARY = _ref("议会阶段", "不能选已拥有传奇成就声望的奖励", "pendulum-final-cards")
TRIM = _ref("议会阶段", "检查面板底部每个格子，超过 2 张的部分自行移除。")
PREPARE = _ref("议会阶段", "此阶段可按规则放置或移动工人，但不能执行工人行动、不能出牌", "pendulum-prepare")
PREPARE_FLIP = _ref(
    "议会阶段", "等仍在走的沙漏走完后，所有人同时翻转三个沙漏，恢复实时行动。", "pendulum-prepare"
)
NEXT_ROUND = _ref("议会阶段", "把大工人奖励卡翻回正面")
# the preparation deals each of them once (a second deal is refused, `already_dealt`)
DEAL_REWARDS = _ref("议会阶段", "移除未被选走的议会奖励牌（不含大工人卡）并重新发 5 张")
DEAL_PROVINCES = _ref("议会阶段", "移除领地区的正面领地卡并重新发 4 张")
DEAL_ACHIEVEMENT = _ref("议会阶段", "弃掉旧成就卡、发出 1 张新成就卡并把传奇成就标记放上去")

# special rules
FRAME_RULE = _ref("四、特殊规则", "只要格内已有任何工人，普通工人就不能再放", "pendulum-frame")
BLACK_UNLIMITED = _ref("四、特殊规则", "黑区不限人数")
FOUR_WORKERS = _ref("四、特殊规则", "每人同时最多 4 个工人（含大工人）。", "pendulum-fifth-worker")
CAPS = _ref("四、特殊规则", "每种资源最多同时持有 10 个，超出部分作废", "pendulum-mat")
MAT_ONLY = _ref("四、特殊规则", "只有面板上的资源能用", "pendulum-mat")
ONE_AT_A_TIME = _ref(
    "四、特殊规则", "一次只做一个行动：开始的行动必须完整做完，才能做下一个。", "pendulum-one-action"
)
PRIVILEGE = _ref("四、特殊规则", "按特权轨排位高者优先；建议给约 1 秒的宽容时间", "pendulum-privilege")
PAUSE = _ref("四、特殊规则", "把三个沙漏同时侧放；恢复时同时立起。")
SMALL_GAME = _ref("四、特殊规则", "第 1 轮不可取得传奇成就", "pendulum-legendary")
NEUTRAL = _ref("四、特殊规则", "另选一个未使用的颜色作为中立玩家", "pendulum-neutral")
NEUTRAL_SPACES = _ref(
    "四、特殊规则", "在绿区与紫区剩下的 4 个单人行动格各放 1 个中立工人", "pendulum-neutral"
)
UNTIMED_PANEL = _ref(
    "四、特殊规则", "按面板指示翻转沙漏而不看沙，全部玩家准备好后再统一行动", "pendulum-untimed"
)
UNTIMED = _ref("四、特殊规则", "可随时在计时与无计时之间切换", "pendulum-untimed")
ADVANCED = _ref("四、特殊规则", "同一行动格顶部不得放置自己超过 1 个工人", "pendulum-glory")
SOLO = _ref("四、特殊规则", "用自动机（Automa）代替对手", "pendulum-no-solo")

# the end
END = _ref(
    "结束条件", "第 4 次议会阶段结束后（完成清理领地与所有奖励步骤后）游戏立即结束", "score-pendulum-regular"
)
SCORING = _ref("计分说明", "声望只来自行动格奖励、计谋卡、成就卡与议会奖励")
TRACK_CAP = _ref("四、特殊规则", "声望超出轨道末端的部分同样作废", "pendulum-glory")

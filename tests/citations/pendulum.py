"""pendulum: the seed passages that decide each refusal code (see tests/citations/__init__.py).

Each code lists the fragments its refusals may quote. Generated once from what the suite met,
then reviewed by hand (issue 22): a fragment stays only if its passage decides that code; where a
refusal cited the wrong passage the code was changed (referee/pendulum/refs.py), not this table.
"""

# the component list: the printed values the table declares (ruling pendulum-declared-values)
_COMPONENTS = "卡牌：40 张计谋卡（每位角色 4 张）、56 张领地卡、10 张成就卡"
# a stratagem's printed effect that the table applies (ruling pendulum-card-effects)
_CARD_EFFECT = "打出计谋卡：随时可打出手上的计谋卡，先付代价再领奖励"
# the timing panel of the untimed mode (ruling pendulum-untimed)
_UNTIMED_PANEL = "按面板指示翻转沙漏而不看沙，全部玩家准备好后再统一行动"
_PRIVILEGE = "按特权轨排位高者优先；建议给约 1 秒的宽容时间"
_AFTER_CALL = "呼叫议会后：不能再翻沙漏，但所有人可继续行动，直到大家都完成"
_FLIP = "沙漏漏空后任何玩家都可把它翻到同一区的另一排（不可原地翻，沙未漏完不可翻）"
_REALTIME = "所有玩家同时行动，没有回合顺序。"
_OPENING_ORDER = "按特权轨上的顺位依次，每人先在规则允许的下排行动格放 1 个大工人"
_PICK = "按特权轨顺位依次领取议会奖励牌，每人至少 1 张"
_PREPARE = "此阶段可按规则放置或移动工人，但不能执行工人行动、不能出牌"
_TRIM = "检查面板底部每个格子，超过 2 张的部分自行移除。"
_STRATAGEM = "随时可打出手上的计谋卡，先付代价再领奖励，用后放入面板的弃牌区"
_CONQUER = "从展示的正面领地卡或牌堆顶抽 1 张，按其底色对应的生产图标塞进自己面板底部对应的格子"
_DEAL_ACHIEVEMENT = "弃掉旧成就卡、发出 1 张新成就卡并把传奇成就标记放上去"
_DEAL_PROVINCES = "移除领地区的正面领地卡并重新发 4 张"
_DEAL_REWARDS = "移除未被选走的议会奖励牌（不含大工人卡）并重新发 5 张"
_ONE_AT_A_TIME = "一次只做一个行动：开始的行动必须完整做完，才能做下一个。"
_SCORING = "声望只来自行动格奖励、计谋卡、成就卡与议会奖励"
_END = "第 4 次议会阶段结束后（完成清理领地与所有奖励步骤后）游戏立即结束"
# the test game Market (tests/fakemarket.py) borrows Pendulum's seed for its refusals
_MARKET_END = "第 4 次议会阶段结束后"
_MARKET_REALTIME = "所有玩家同时行动，没有回合顺序"

# the passage of each table step: what the table declares there is the table's to declare
_TABLE_STEPS = (
    "按人数选择游戏面板的一面（1–3 人 / 4–5 人）",
    "随机选择角色拿对应玩家面板",
    "六边形特权标记随机摆在版图的特权轨上",
    "另选一个未使用的颜色作为中立玩家",
    "翻开最上面一张，把传奇成就标记放在该卡中央",
    "最上面 4 张正面朝上摆在展示位",
    "5 张正面朝上摆到议会面板的空位",
    "全部放好后，同时把三个沙漏翻到下排，开始游戏。",
    "把三个沙漏同时侧放；恢复时同时立起。",
    _CARD_EFFECT,
)

DECIDING: dict[str, tuple[str, ...]] = {
    "achievement_needs": ("当你的资源与选票不少于当前成就卡上半部所列的数值，即可认领",),
    "achievement_once": ("每轮只能认领一次。",),
    "action_already_open": (_ONE_AT_A_TIME,),
    # the table's adjustments (core ledger): prestige comes only from these sources; none after the end
    "adjust_zero": (_SCORING, _MARKET_END),
    "not_adjustable": (_SCORING, _MARKET_END),
    "already_dealt": (_DEAL_ACHIEVEMENT, _DEAL_REWARDS, _DEAL_PROVINCES),
    "already_done": (_AFTER_CALL,),
    "already_paid": ("代价一律先付后领，且同一行动只能付一次、领一次。",),
    "bad_card": (_COMPONENTS,),  # a card id the table names: the cards are the printed components
    "board_spaces": ("按人数选择游戏面板的一面（1–3 人 / 4–5 人）",),
    "cannot_afford": (
        "选取时支付代价、获得奖励后移出游戏",  # a final council reward
        "绿区与紫区的所有行动格基础代价为 2 金币",  # a green or purple space's seed cost
        "其中的「征服领地」需要 4 军事",  # a black space that conquers
        "先付代价，再领取该格显示的奖励。",  # a space's declared cost
        _STRATAGEM,
    ),
    "card_seen": (_COMPONENTS,),  # each printed card is in the box once
    "character_taken": ("随机选择角色拿对应玩家面板",),
    "character_twice": ("随机选择角色拿对应玩家面板",),
    "clock_already": ("可随时在计时与无计时之间切换",),
    "cost_unpaid": ("先付代价，再领取该格显示的奖励。",),
    "council_not_called": (_AFTER_CALL,),  # `done` is the finish after the call
    "deck_empty": ("56 张领地卡、10 张成就卡、25 张通常议会奖励卡、5 张终局议会奖励卡",),
    "declared_twice": (_COMPONENTS,),
    # no one leads: in real time and in the preparation each declaration names its player
    "declarer_needed": (_REALTIME, _PREPARE),
    "display_full": ("版图领地展示位有空位时，任何玩家可从牌堆补牌，议会阶段也可进行。",),
    "display_not_dealt": (_DEAL_PROVINCES,),
    "done_twice": (_AFTER_CALL,),
    "effect_takes_too_much": (_CARD_EFFECT,),
    "effect_unreadable": (_CARD_EFFECT,),
    "fifth_worker": ("每人同时最多 4 个工人（含大工人）。",),
    "final_legendary": ("不能选已拥有传奇成就声望的奖励",),
    "final_too_early": ("第 4 次议会才可取用终局奖励卡",),
    "flip_after_council": (_AFTER_CALL,),
    "flip_too_early": (_FLIP,),
    "frame_occupied": ("只要格内已有任何工人，普通工人就不能再放",),
    "game_over": (_MARKET_END, _END),
    "general_is_extra": ("议会面板左下角的通用奖励对所有玩家开放（1 点自选声望）",),  # house rule extra
    "grab_too_poor": (_ONE_AT_A_TIME,),  # Market's
    "grande_card_used": ("大工人奖励卡选取后立即生效再翻面、本议会不可再选",),
    "legendary_gone": ("若传奇成就标记仍在卡上且你本轮未取过，可取走它并获得传奇成就声望",),
    "legendary_not_chosen": ("均不含传奇成就",),
    "legendary_round_one": ("第 1 轮不可取得传奇成就",),
    "mat_differs": ("把面板右下角标注数量的各色资源方块移到面板上，作为可动用的起始资源。",),
    "mat_tracks": ("随机选择角色拿对应玩家面板",),  # the character's mat prints its tracks
    "neutral_spaces": ("在绿区与紫区剩下的 4 个单人行动格各放 1 个中立工人",),
    "no_achievement": ("当你的资源与选票不少于当前成就卡上半部所列的数值，即可认领",),
    "no_effect_open": (_CARD_EFFECT,),
    "no_free_worker": ("把可用工人放到某个行动格顶部的金色框里（该排必须没有沙漏）。",),
    "no_such_space": ("按人数选择游戏面板的一面（1–3 人 / 4–5 人）",),  # the board side sets the spaces
    "no_worker_here": ("只能在沙漏不在的那一排上放置、撤走或移动工人。",),
    "no_worker_in_frame": ("把你的工人从顶部金色框移到下方的奖励格",),
    "not_in_preparation": (_PREPARE,),
    "nothing_to_reclaim": ("支付 5 文化，把弃牌区的计谋卡全部收回手中。",),
    "one_action_at_a_time": (_ONE_AT_A_TIME,),
    "opening_worker": ("每人先在规则允许的下排行动格放 1 个大工人，再按同样顺序各放 1 个普通工人",),
    "order_players": ("六边形特权标记随机摆在版图的特权轨上",),
    "own_worker_twice": ("同一行动格顶部不得放置自己超过 1 个工人",),
    # a card that is not face up: never dealt (round 1's five, later rounds' five), or taken already
    "pick_gone": ("5 张正面朝上摆到议会面板的空位", _DEAL_REWARDS),
    "pick_taken": ("奖励牌不会因被取走而补充",),
    "pick_something": (_PICK,),  # 每人至少 1 张
    # `start` before the deals of the preparation (before the opening placements are made, the
    # flow table refuses it: no open step takes it)
    "prepare_incomplete": (_DEAL_ACHIEVEMENT, _DEAL_PROVINCES, _DEAL_REWARDS),
    "printed_unknown": (_COMPONENTS,),
    "privilege_before_flip": (_PRIVILEGE,),
    "privilege_flip": (_PRIVILEGE,),
    "privilege_illegal": (_PRIVILEGE,),
    "privilege_lower": (_PRIVILEGE,),
    "privilege_nothing": (_PRIVILEGE,),
    "privilege_same": (_PRIVILEGE,),
    "province_available": (_CONQUER,),
    "province_gone": (_CONQUER,),
    "reclaim_culture": ("支付 5 文化，把弃牌区的计谋卡全部收回手中。",),
    "reveal_count": (_COMPONENTS,),
    "reward_differs": (_COMPONENTS,),
    "reward_needed": (_COMPONENTS,),
    "reward_unreadable": (_COMPONENTS,),
    "same_space": ("只能在沙漏不在的那一排上放置、撤走或移动工人。",),
    "sand_running": ("等仍在走的沙漏走完后，所有人同时翻转三个沙漏，恢复实时行动。",),
    "settle_first": (_ONE_AT_A_TIME,),
    "still_unready": (_UNTIMED_PANEL,),
    "stratagem_not_in_hand": (_STRATAGEM,),
    "stratagem_used": ("用后放入面板的弃牌区；被回收前不能再用。",),
    # core ledger: a value only the table declares, quoted with the game's turn-order rule
    "table_only": (_REALTIME,),
    # game time is read from the flips of the timed clock (ruling pendulum-grace)
    "time_backwards": (_FLIP,),
    # the live prompt refuses a typed time ahead of its clock (referee/pendulum/panel.py): a flip
    # takes the time it is declared, when the sand has run out (ruling pendulum-live-clock)
    "time_ahead": (_FLIP,),
    # a timed flip, pause or start carries its game time
    "time_needed": (
        "把三个沙漏同时侧放；恢复时同时立起。",
        _FLIP,
        "全部放好后，同时把三个沙漏翻到下排，开始游戏。",
    ),
    "timing_order_bad": (_UNTIMED_PANEL,),
    "timing_order_declared": (_UNTIMED_PANEL,),
    "timing_order_differs": (_UNTIMED_PANEL,),
    "timing_order_no_purple": (_UNTIMED_PANEL,),
    "timing_order_unknown": (_UNTIMED_PANEL,),
    "token_shows_other": (_UNTIMED_PANEL,),
    "trim_not_needed": (_TRIM,),
    "unknown_component": (_COMPONENTS,),
    "unknown_field": (_COMPONENTS,),
    # a name that is no player's: in an adjustment, a character, a privilege claim
    "unknown_player": (_SCORING, _MARKET_END, "随机选择角色拿对应玩家面板", _PRIVILEGE),
    "untimed_only": (_UNTIMED_PANEL,),
    "value_unreadable": (_COMPONENTS,),
    "waiting_for_token": (_UNTIMED_PANEL,),
    # who may act at each step (Step.who_rule): no one leads in real time; privilege order at the
    # opening and the Council; each player trims their own provinces; the table's own steps
    "wrong_player": (
        _REALTIME,
        _MARKET_REALTIME,
        _OPENING_ORDER,
        _PICK,
        _TRIM,
        _PREPARE,
        *_TABLE_STEPS,
    ),
    "wrong_row": (
        "只能在沙漏不在的那一排上放置、撤走或移动工人。",
        "工人会卡在下方奖励格，直到沙漏再次翻离这一排才能移动",
    ),
    "wrong_row_act": ("只能在沙漏所在的那一排上执行工人行动。",),
    # a move kind the step does not take: the passage of the step (flow.py Step.rule)
    "wrong_step": (
        *_TABLE_STEPS,
        _MARKET_REALTIME,
        _REALTIME,
        _PICK,
        _PREPARE,
        _TRIM,
        "每人先在规则允许的下排行动格放 1 个大工人，再按同样顺序各放 1 个普通工人",
        "第 1 名额外自选 2 点声望，第 2、3 名额外各 1 点声望",
        "先付代价，再领取该格显示的奖励。",
        "代价一律先付后领，且同一行动只能付一次、领一次。",
        "声望只来自行动格奖励、计谋卡、成就卡与议会奖励",
        _CONQUER,
    ),
}

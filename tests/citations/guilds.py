"""guilds: the seed passages that decide each refusal code (see tests/citations/__init__.py).

Each code lists the fragments its refusals may quote. Generated once from what the suite met,
then reviewed by hand (issue 22): a fragment stays only if its passage decides that code. Where the
review found the engine citing the wrong passage the engine was changed, not this table:
`plantation_by_ability` quotes the move (line 32: a move goes to a guild tile), no longer the
ability's cost; `wrong_player` at the negotiation quotes line 41 and at a table step the passage
that has the table act (`Step.who_rule`); `no_neutral` at a neutral piece's move quotes the neutral
pieces, no longer the negotiation. Two codes are the core's and keep its fallback passage, the only
one a game can give it: `table_only` (a player declaring a table move) quotes the turn order, and
`game_over` the track's end even after a 2-player game ended with its last tile
(referee/core/ledger.py and game.py use `turn_order_rule` and `end_rule`).
"""

DECIDING: dict[str, tuple[str, ...]] = {
    "ability_cost": ("支付卡牌左上角标示的费用（通常为弃掉一定数量的手牌），触发该卡牌的专属效果。",),
    "adjust_zero": ("胜利分累计：游戏过程中通过公会结算、种植园结算等获得的胜利分之和。",),
    "bad_value": ("公会板块若干（用于组成版图）",),
    "card_already_played": ("洗混行动卡牌，面朝下形成牌堆。",),
    "city_empty": ("将公会板块随机排列组成伦敦版图，放置在桌面中央。",),
    "city_full": ("2人游戏特殊规则：回合轨道较长，板块结算每两轮触发一次，其余规则相同。",),
    "deck_short": ("洗混行动卡牌，面朝下形成牌堆。",),
    "declared_before": ("公会板块若干（用于组成版图）",),
    "declared_twice": ("公会板块若干（用于组成版图）",),
    "declared_verified": ("公会板块若干（用于组成版图）",),
    "draw_count": (
        "若本回合一张卡未出，回合结束时抽4张牌。",
        "若本回合出过卡，回合结束时抽2张牌（可被卡牌效果修正）。",
    ),
    "empty_hand": ("在自己的回合中，玩家可打出任意张行动卡，每张卡执行以下三项行动之一：",),
    "game_over": ("当成长阶段检查时，若回合标记到达轨道终点",),
    "card_undeclared": ("公会板块若干（用于组成版图）",),
    "hall_empty": ("从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。",),
    "hall_too_many": ("每位玩家选择一种颜色，拿取对应数量的制服会员棋子",),
    "hand_limit": ("控制伦敦大学后上限提升为8张。超出手牌须弃至上限。",),
    "master_stays": ("但通常不能再次移动，除非通过特定卡牌效果。",),
    "master_there": ("第一名玩家在该板块上留下1枚大师棋子",),
    "mayor_count": ("终局时揭示并计分。已控制的公会可重复满足多张卡的计分条件。",),
    "mayor_not_due": ("终局时揭示并计分。已控制的公会可重复满足多张卡的计分条件。",),
    "mayor_taken": ("每位玩家暗抽1张，查看后保密。",),
    "must_draw": (
        "若本回合一张卡未出，回合结束时抽4张牌。",
        "若本回合出过卡，回合结束时抽2张牌（可被卡牌效果修正）。",
    ),
    "no_beadle": ("中立棋子（执事）若干",),
    "no_draw_last_round": ("最后一轮结束时不再抽牌。",),
    "no_liveryman_there": ("从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。",),
    "no_master_there": ("但通常不能再次移动，除非通过特定卡牌效果。",),
    "no_neutral": (
        "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
        "中立棋子（执事）若干",
        "移动执事：调整中立棋子的位置。",
    ),
    "no_neutral_there": (
        "中立棋子（执事）若干",
        "移动执事：调整中立棋子的位置。",
    ),
    "no_piece_to_swap": (
        "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
    ),
    "no_tile": ("从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。",),
    "not_adjustable": ("胜利分累计：游戏过程中通过公会结算、种植园结算等获得的胜利分之和。",),
    "plantation_by_ability": ("从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。",),
    "plantation_not_due": ("结算种植园：所有玩家结算种植园区域的胜利分。",),
    "plantation_only": ("支付卡牌左上角标示的费用（通常为弃掉一定数量的手牌），触发该卡牌的专属效果。",),
    "position_taken": ("版图左上至右下形成多行多列布局。",),
    "reshuffle_not_due": ("洗混行动卡牌，面朝下形成牌堆。",),
    "same_place": (
        "移动执事：调整中立棋子的位置。",
        "中立棋子（执事）若干",
        "从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。",
    ),
    "second_swap": (
        "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
    ),
    "supply_empty": ("从公共储备拿取1枚自己的制服会员棋子，放入公会大厅。",),
    "table_only": (
        "按当前胜利分从高到低的顺位，玩家依次执行自己的回合。",
    ),  # the core's fallback (see above)
    "tile_face_down": ("从公会大厅或任意板块，移动到与卡牌花色匹配的面朝上公会板块上。",),
    "tile_in_play": ("将公会板块随机排列组成伦敦版图，放置在桌面中央。",),
    "unknown_component": ("公会板块若干（用于组成版图）",),
    "unknown_field": ("公会板块若干（用于组成版图）",),
    "unknown_player": (
        "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
        "胜利分累计：游戏过程中通过公会结算、种植园结算等获得的胜利分之和。",
        "随机决定起始玩家。",
    ),
    "values_first": ("公会板块若干（用于组成版图）",),
    "wrong_player": (
        "按当前胜利分从高到低的顺位，玩家依次执行自己的回合。",
        "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
        # at a table step, the passage that has the table act (flow.py `who_rule`)
        "将公会板块随机排列组成伦敦版图，放置在桌面中央。",
        "每位玩家选择一种颜色，拿取对应数量的制服会员棋子",
        "随机决定起始玩家。",
        "洗混行动卡牌，面朝下形成牌堆。",
        "结算种植园：所有玩家结算种植园区域的胜利分。",
        "增加新板块：从供应堆翻开新的公会板块加入版图。",
        "终局时揭示并计分。已控制的公会可重复满足多张卡的计分条件。",
        "公会板块若干（用于组成版图）",
    ),
    "wrong_step": (
        "公会板块若干（用于组成版图）",
        "协商：按胜利分顺位，每位玩家有一次机会，用1枚中立棋子（执事）替换该板块上任意1枚玩家棋子。",
        "在自己的回合中，玩家可打出任意张行动卡，每张卡执行以下三项行动之一：",
        "增加新板块：从供应堆翻开新的公会板块加入版图。",
        "将公会板块随机排列组成伦敦版图，放置在桌面中央。",
        "控制伦敦大学后上限提升为8张。超出手牌须弃至上限。",
        "支付卡牌左上角标示的费用（通常为弃掉一定数量的手牌），触发该卡牌的专属效果。",
        "每位玩家选择一种颜色，拿取对应数量的制服会员棋子",
        "终局时揭示并计分。已控制的公会可重复满足多张卡的计分条件。",
        "结算种植园：所有玩家结算种植园区域的胜利分。",
        "随机决定起始玩家。",
    ),
    "wrong_suit": ("移动会员时，目标公会板块必须与卡牌花色匹配。",),
}

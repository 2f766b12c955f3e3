"""looot: the seed passages that decide each refusal code (see tests/citations/__init__.py).

Each code lists the fragments its refusals may quote. Generated once from what the suite met,
then reviewed by hand: a fragment stays only if its passage decides that code.
"""

DECIDING: dict[str, tuple[str, ...]] = {
    "adjust_zero": (
        "总分最高者获胜，成为维京伯爵 Jarl。",
        "游戏立即结束",
    ),
    "bad_pile": ("从起始玩家开始，按顺时针方向轮流进行回合",),
    "bad_take": ("从起始玩家开始，按顺时针方向轮流进行回合",),
    "board_already_used": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "board_not_on_open_side": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "boards_overlap": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "fjord_not_a_space": (
        "从海洋版图拿取 1 艘长船，放入自己的峡湾。",
        "资源一旦放入峡湾，位置锁定，不能调整。",
    ),
    "fjord_space_occupied": (
        "从海洋版图拿取 1 艘长船，放入自己的峡湾。",
        "资源一旦放入峡湾，位置锁定，不能调整。",
    ),
    "game_over": (
        "当所有玩家都将自己全部的 13 个维京人放上景观版图后，游戏立即结束",
        "游戏立即结束",
    ),
    "hex_is_building": ("必须将 1 个自己的维京人放到景观版图上的一个空资源格上。",),
    "hex_is_trophy_space": ("必须将 1 个自己的维京人放到景观版图上的一个空资源格上。",),
    "hex_is_water": ("必须将 1 个自己的维京人放到景观版图上的一个空资源格上。",),
    "hex_not_adjacent": ("放置的维京必须紧邻至少 1 个其他维京（任意颜色）或 1 艘长船。",),
    "hex_not_occupied": ("允许放到已被其他玩家占据的资源格上。",),
    "hex_not_on_board": ("必须将 1 个自己的维京人放到景观版图上的一个空资源格上。",),
    "hex_occupied": ("维京人不能放在已有维京的资源格上，除非使用盾牌效果。",),
    "longship_fjord_full": ("从海洋版图拿取 1 艘长船，放入自己的峡湾。",),
    "longship_not_in_bag": (
        "将长船放入海洋版图，并从骰袋中补满海洋位。",
        "海洋版图上的空位用骰袋中的长船补充。若骰袋耗尽，按规则书处理。",
    ),
    "longship_not_in_ocean": ("从海洋版图拿取 1 艘长船，放入自己的峡湾。",),
    "not_adjustable": (
        "总分最高者获胜，成为维京伯爵 Jarl。",
        "游戏立即结束",
    ),
    "optional_action_limit": ("玩家可以从以下三项中选择一项执行，也可以不选：",),
    "over_max": ("从起始玩家开始，按顺时针方向轮流进行回合",),
    "second_longship": ("从海洋版图拿取 1 艘长船，放入自己的峡湾。",),
    "second_trophy": ("每名玩家整局只能认领 1 次奖杯。",),
    "shield_no_occupied_hex": ("允许放到已被其他玩家占据的资源格上。",),
    "shield_used": ("每面盾牌每局只能使用一次，使用后翻面。",),
    "side_board_already_placed": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "side_board_not_on_open_side": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "site_already_dealt": ("工地板块（港口、祭坛、宫殿）有组合要求。",),
    "sites_already_declared": ("工地板块（港口、祭坛、宫殿）有组合要求。",),
    "table_only": (
        "从起始玩家开始，按顺时针方向轮流进行回合",
        "从起始玩家开始，按顺时针方向轮流进行回合。",
    ),
    "tile_not_gained": (
        "拿到的建筑板块立即放入自己的峡湾对应区域。",
        "放置后，立即从公共供应区拿取 1 个对应类型的资源板块，放入自己的峡湾版图中。",
    ),
    "too_many_boards": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "trophy_taken": ("奖杯先到先得，被拿走后就无法再获得。",),
    "trophy_too_few_axes": ("条件：你的斧头数量大于或等于某个奖杯上标明的数值。",),
    "unknown_component": (
        "从起始玩家开始，按顺时针方向轮流进行回合",
        "长船 30 艘：放入峡湾，装满可得分。",
    ),
    "unknown_face": ("将 4 块景观版图拼成公共风景区，放在桌面中央。",),
    "unknown_player": (
        "工地板块（港口、祭坛、宫殿）有组合要求。",
        "总分最高者获胜，成为维京伯爵 Jarl。",
        "游戏立即结束",
        "由住在最北边的玩家担任起始玩家。",
    ),
    "unknown_trophy": ("条件：你的斧头数量大于或等于某个奖杯上标明的数值。",),
    "wrong_player": (
        "从起始玩家开始，按顺时针方向轮流进行回合",
        "从起始玩家开始，按顺时针方向轮流进行回合。",
    ),
    "wrong_step": (
        "从起始玩家开始，按顺时针方向轮流进行回合",
        "将 4 块景观版图拼成公共风景区，放在桌面中央。",
        "将长船放入海洋版图，并从骰袋中补满海洋位。",
        "工地板块（港口、祭坛、宫殿）有组合要求。",
        "必须将 1 个自己的维京人放到景观版图上的一个空资源格上。",
        "放置后，立即从公共供应区拿取 1 个对应类型的资源板块，放入自己的峡湾版图中。",
        "每名玩家的回合按以下顺序执行：",
        "海洋位立即从骰袋补 1 艘长船。",
        "由住在最北边的玩家担任起始玩家。",
    ),
}

"""looot: the seed passages that decide each refusal code (see tests/citations/__init__.py).

Each code lists the fragments its refusals may quote. Generated once from what the suite met,
then reviewed by hand: a fragment stays only if its passage decides that code.
"""

_BOARDS = "将 4 块景观版图拼成公共风景区，放在桌面中央。"
_OCEAN_FILL = "将长船放入海洋版图，并从骰袋中补满海洋位。"
_START = "由住在最北边的玩家担任起始玩家。"
_SITES = "工地板块（港口、祭坛、宫殿）有组合要求。"
_COMPONENTS = "长船 30 艘：放入峡湾，装满可得分。"
_TURN_ORDER = "从起始玩家开始，按顺时针方向轮流进行回合。"
_TURN_STEPS = "每名玩家的回合按以下顺序执行："
_PLACE = "必须将 1 个自己的维京人放到景观版图上的一个空资源格上。"
_TAKE_RESOURCE = "放置后，立即从公共供应区拿取 1 个对应类型的资源板块，放入自己的峡湾版图中。"
_OCCUPIED = "维京人不能放在已有维京的资源格上，除非使用盾牌效果。"
_ADJACENT = "放置的维京必须紧邻至少 1 个其他维京（任意颜色）或 1 艘长船。"
_FJORD_LOCKED = "资源一旦放入峡湾，位置锁定，不能调整。"
_BUILDING_TO_FJORD = "拿到的建筑板块立即放入自己的峡湾对应区域。"
_OPTIONAL_ONE = "玩家可以从以下三项中选择一项执行，也可以不选："
_LONGSHIP_TAKE = "从海洋版图拿取 1 艘长船，放入自己的峡湾。"
_LONGSHIP_REFILL = "海洋位立即从骰袋补 1 艘长船。"
_BAG = "海洋版图上的空位用骰袋中的长船补充。若骰袋耗尽，按规则书处理。"
_SHIELD_ONCE = "每面盾牌每局只能使用一次，使用后翻面。"
_SHIELD_OCCUPIED = "允许放到已被其他玩家占据的资源格上。"
_TROPHY_AXES = "条件：你的斧头数量大于或等于某个奖杯上标明的数值。"
_TROPHY_ONCE = "每名玩家整局只能认领 1 次奖杯。"
_TROPHY_TAKEN = "奖杯先到先得，被拿走后就无法再获得。"
_GAME_END = "当所有玩家都将自己全部的 13 个维京人放上景观版图后，游戏立即结束"
_SCORING = "总分最高者获胜，成为维京伯爵 Jarl。"

_LOOOT: dict[str, tuple[str, ...]] = {
    # the table's own moves (core ledger): the score, the start player, the sites, the components
    "adjust_zero": (_SCORING,),
    "not_adjustable": (_SCORING,),
    "unknown_player": (_SCORING, _START, _SITES),
    "unknown_component": (_COMPONENTS,),
    "table_only": (_TURN_ORDER,),
    "game_over": (_GAME_END,),
    # set-up
    "board_already_used": (_BOARDS,),
    "board_not_on_open_side": (_BOARDS,),
    "boards_overlap": (_BOARDS,),
    "side_board_not_on_open_side": (_BOARDS,),
    "unknown_face": (_BOARDS,),
    "site_already_dealt": (_SITES,),
    "sites_already_declared": (_SITES,),
    "longship_not_in_bag": (_OCEAN_FILL, _BAG),
    # who may act: the turn order, and at the table's steps what the table sets up or draws
    "wrong_player": (_TURN_ORDER, _BOARDS, _OCEAN_FILL, _SITES, _START, _LONGSHIP_REFILL),
    "wrong_step": (
        _TURN_ORDER,
        _TURN_STEPS,
        _BOARDS,
        _OCEAN_FILL,
        _SITES,
        _START,
        _PLACE,
        _TAKE_RESOURCE,
        _LONGSHIP_REFILL,
    ),
    # placing a Viking
    "hex_is_building": (_PLACE,),
    "hex_is_trophy_space": (_PLACE,),
    "hex_is_water": (_PLACE,),
    "hex_not_on_board": (_PLACE,),
    "hex_occupied": (_OCCUPIED,),
    "hex_not_adjacent": (_ADJACENT,),
    "hex_not_occupied": (_SHIELD_OCCUPIED,),
    "shield_no_occupied_hex": (_SHIELD_OCCUPIED,),
    "shield_used": (_SHIELD_ONCE,),
    # the fjord
    "tile_not_gained": (_TAKE_RESOURCE, _BUILDING_TO_FJORD),
    "fjord_not_a_space": (_LONGSHIP_TAKE, _FJORD_LOCKED),
    "fjord_space_occupied": (_LONGSHIP_TAKE, _FJORD_LOCKED),
    # the optional actions
    "optional_action_limit": (_OPTIONAL_ONE,),
    "longship_fjord_full": (_LONGSHIP_TAKE,),
    "longship_not_in_ocean": (_LONGSHIP_TAKE,),
    "second_longship": (_LONGSHIP_TAKE,),
    "second_trophy": (_TROPHY_ONCE,),
    "trophy_taken": (_TROPHY_TAKEN,),
    "trophy_too_few_axes": (_TROPHY_AXES,),
    "unknown_trophy": (_TROPHY_AXES,),
}

DECIDING: dict[str, tuple[str, ...]] = _LOOOT

"""The house rules: the readings of a passage the engine had to choose between (reference guilds.md).

Each default is the published game's rule where a source gives it, else the seed's own words
(issues 17 and 22); the other reading, a review's, a player's or the engine's earlier one, is a
named choice, with its entry in referee/guilds/rulings.md. The summaries are the catalogs'
`guilds.house_rule.*`.
"""

from __future__ import annotations

from referee.core.options import HOUSE_RULE, HouseRule

HOUSE_RULES = (
    HouseRule(
        "turn_order",
        ("vp_high_first", "trailing_first"),
        "vp_high_first",
        "",
        "guilds-turn-order",
        HOUSE_RULE,
    ),
    HouseRule("start_hand", ("7", "6"), "7", "", "guilds-start-hand", HOUSE_RULE),
    HouseRule(
        "mayor_deal", ("draw_one", "deal_three_keep_one"), "draw_one", "", "guilds-mayor-deal", HOUSE_RULE
    ),
    HouseRule("city_2p", ("grows", "full"), "grows", "", "guilds-two-players", HOUSE_RULE),
    HouseRule("neutral", ("deacons", "beadle"), "deacons", "", "guilds-neutral", HOUSE_RULE),
    HouseRule(
        "second_place",
        ("once", "every_resolution"),
        "once",
        "",
        "guilds-second-token",
        HOUSE_RULE,
        seed="every_resolution",
    ),
    HouseRule(
        "moved_master",
        ("stays_master", "becomes_liveryman"),
        "stays_master",
        "",
        "guilds-master-ability",
        HOUSE_RULE,
    ),
    HouseRule("end_2p", ("last_tile", "track_only"), "last_tile", "", "guilds-end", HOUSE_RULE),
    HouseRule("ranking_tie", ("vp_order", "adjacent_master"), "vp_order", "", "guilds-ranking", HOUSE_RULE),
    HouseRule(
        "negotiation",
        ("swap_ends_turn", "swap_then_pass"),
        "swap_ends_turn",
        "",
        "guilds-negotiation",
        HOUSE_RULE,
    ),
)

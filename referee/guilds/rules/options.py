"""The house rules: where a public source reads the game otherwise than the seed (reference guilds.md).

The seed's rule is each default (the brief of issue 17); the other reading is a named choice, with
its entry in docs/rulings/guilds.md. The summaries are the catalogs' `guilds.house_rule.*`.
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
)

"""The game's options: Le Havre's one published variant, the short game (`-o length=short`).

Its summary is the catalogs' `lehavre.house_rule.length`, its ruling referee/lehavre/rulings.md
`lehavre-length`; `setup.new_state` resolves a game's choice against it.
"""

from __future__ import annotations

from referee.core.options import VARIANT, HouseRule

HOUSE_RULES = (
    HouseRule("length", ("long", "short"), "long", "lehavre.house_rule.length", "lehavre-length", VARIANT),
)

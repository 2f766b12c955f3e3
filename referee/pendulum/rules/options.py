"""The game's options: the published variants (the glory side, the untimed clock) and the house
rules where the engine had to choose a reading (each with its entry in referee/pendulum/rulings.md).

Their summaries are the catalogs' `pendulum.house_rule.*`; `setup.new_state` resolves a game's
choices against them.
"""

from __future__ import annotations

from referee.core.options import VARIANT, HouseRule

HOUSE_RULES = (
    HouseRule("variant", ("basic", "advanced"), "basic", "", "pendulum-glory", VARIANT),
    HouseRule("clock", ("timed", "untimed"), "timed", "", "pendulum-untimed", VARIANT),
    HouseRule("privilege_grace", ("0", "1", "2", "3"), "1", "", "pendulum-grace"),
    HouseRule("general_reward", ("pick", "extra"), "pick", "", "pendulum-general-reward"),
    HouseRule("fifth_worker", ("refused", "void"), "refused", "", "pendulum-fifth-worker"),
)

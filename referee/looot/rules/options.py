"""The game's house rules: where the published game and the seed differ, the table may play the seed.

One so far: `optional_actions` (seed §三 3. allows one optional action a turn; the published game
lets a player flip shields and take a longship and/or a trophy: referee/looot/rulings.md
`looot-optional-actions`), read by optional_actions.py. `setup.new_state` resolves a game's choices against `HOUSE_RULES`.
"""

from __future__ import annotations

from referee.core.options import HouseRule

OPTIONAL_ACTIONS = HouseRule(
    name="optional_actions",
    choices=("published", "seed_one"),
    default="published",
    summary="",  # GAME.info gives it in the user's language (looot.house_rule.*): no catalog read here
    ruling="looot-optional-actions",
    seed="seed_one",
)
HOUSE_RULES = (OPTIONAL_ACTIONS,)

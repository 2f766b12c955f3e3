"""Pendulum rules, one module per role: `setup` (a new game, the table's set-up and reveals),
`workers` (the row rules, frames, acting), `actions` (a player's own action: pay, take, choose,
conquer; stratagems, claims), `timing` (flips, the Council called, pauses, the clock, `done`),
`council` (privilege, rewards, trims, the next round), `privilege` (simultaneous claims),
`effects` (what the table settles), `declarations` (printed values), `end_game` (the score sheet);
`at_once` (what each may declare while no one leads), `after` (the game moved on after every
move); `options` (the variants and house rules), `position` (what the rule modules share),
`prompts` and `describe` (the words).

The flow table (referee/pendulum/flow.py) says which of their functions answers each move; this
package only hands on what the core reads by role.
"""

from __future__ import annotations

from referee.pendulum.rules.describe import describe
from referee.pendulum.rules.end_game import outcome, score_sheet, tallies
from referee.pendulum.rules.options import HOUSE_RULES
from referee.pendulum.rules.setup import new_state

__all__ = ["HOUSE_RULES", "describe", "new_state", "outcome", "score_sheet", "tallies"]

"""Guilds rules, one module per role, in the order of the flow table (referee/guilds/flow.py).

`setup` (the city, halls, start player), `rounds` (the marker, the VP order), `turn` (cards, their
uses, the draw, the limit), `resolution` (negotiation, ranking, masters), `growth` (plantation, new
tiles, neutral pieces), `end_game` (mayor cards, the score sheet, the outcome); `after` moves on once
an answer's part is over; `declarations`, `position`, `prompts` and `describe` serve them. The flow
table says which function answers which move: this package only hands on what the core reads.
"""

from __future__ import annotations

from .describe import describe
from .end_game import outcome, score_sheet, tallies
from .options import HOUSE_RULES
from .setup import new_state

__all__ = ["HOUSE_RULES", "describe", "new_state", "outcome", "score_sheet", "tallies"]

"""Le Havre rules, one module per role. The flow table (flow.py) says which answers a decision
takes and who declares them; the core runs them; `after` moves on.

- `setup`: a new game; `turns`: the supply action, turns, the round end, the final phase;
- `actions`: the main action (take an offer, enter a building, its fee);
- `buildings/`: one handler per building, by family (see its docstring: how to add one);
- `market`: buying, selling, repaying; `feeding`: the round's food; `end_game`: the sheet;
- `accounts`: every movement of goods and francs; `in_action`: a purchase inside an action;
- `after`: moving on after every answer (the flow table's one hook);
- `options` (the short game), `position` (what the rule modules share: holdings, violations,
  effects), and the words: `prompts` (each decision's question), `describe` (the position, its
  players and components).
"""

from .describe import describe
from .end_game import outcome, score_sheet, tallies
from .options import HOUSE_RULES
from .setup import new_state

__all__ = ["HOUSE_RULES", "describe", "new_state", "outcome", "score_sheet", "tallies"]

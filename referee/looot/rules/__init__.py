"""Looot rules: seed 004 plus the published game where the reference refines it
(referee/looot/rulings.md, Looot section).

The pending decision on top of `state.ctx.stack` says which step the game is in; the flow table
(referee/looot/flow.py) maps each step's move kinds to their answers here (legal moves, every
violation with the seed passage, the apply with its effects), and the core runs them. Automatic
consequences (captures, completions, lost tiles, refills, the end of the game) are announced as
effects, each citing the seed passage that makes it happen.

One module per role, in the order of the flow table:

- `setup`: a new game; the table's layout, site-card and start-player declarations;
- `ocean`: the longships the table draws from the bag, at set-up and to refill a space;
- `placement`: shields and the Viking (captures: referee/looot/captures.py);
- `tiles`: the gained tiles onto the fjord, the tiles a full fjord loses;
- `completions`: longships and construction sites completed;
- `end_turn`: longship, trophy, pass;
- `after`: moving on (the first turn, lost tiles, the refill, the next player, the end);
- `end_game`: the end, the tallies, the score sheet, the outcome;
- `stack` (the decision stack), `optional_actions` (what a turn may add, and the limit of the
  house rule), `options` (the house rules), `position` (small queries), and the words: `text`
  (shared phrases), `prompts`, `describe`.

Every word a user reads comes from the message catalogs (`looot.*`) through `words.msg`.
"""

from __future__ import annotations

from .describe import describe
from .end_game import outcome, score_sheet, tallies
from .options import HOUSE_RULES
from .position import players
from .setup import new_state
from .stack import decisions

__all__ = [
    "HOUSE_RULES",
    "decisions",
    "describe",
    "new_state",
    "outcome",
    "players",
    "score_sheet",
    "tallies",
]

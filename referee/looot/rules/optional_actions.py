"""The optional actions of a turn (shields, a longship, a trophy) and the house rule that limits them
(declared in options.py).

The published game lets a player flip shields before the placement and take a longship and/or a
trophy at the end of the turn; `optional_actions = seed_one` keeps the seed's "at most one" (seed
§三 3., referee/looot/rulings.md `looot-optional-actions`). Placement and the end of the turn both ask here.
"""

from __future__ import annotations

from referee.core.violations import Violation
from referee.looot import refs, words
from referee.looot.state import LoootState, PlayerState
from referee.looot.words import msg

from .text import violation

_SEED_ONE = ("optional_actions", "seed_one")


def seed_one(state: LoootState) -> bool:
    """Whether the table plays the seed's one optional action per turn."""
    return _SEED_ONE in state.options


def limited(state: LoootState) -> bool:
    """Whether the seed's one optional action per turn is played and already used: `seed_one` and
    `optional_used` in one call (three listings ask it at nearly every turn of a playout)."""
    return _SEED_ONE in state.options and optional_used(state)


def optional_used(state: LoootState) -> bool:
    """Whether the current turn has used an optional action (a shield, a longship, a trophy)."""
    t = state.turn
    return bool(t.shields_turn) or t.longship_from >= 0 or bool(t.trophy)


def optional_limit(state: LoootState, p: PlayerState) -> Violation:
    """The refusal of a second optional action under seed_one, saying what the turn already did."""
    return violation("optional_action_limit", refs.OPTIONAL_ONE, name=p.name, done=_used_text(state))


def _used_text(state: LoootState) -> str:
    """What the current turn did of the optional actions, for messages."""
    t = state.turn
    used = [msg("looot.describe.flipped_shield", shield=words.shield_name(s)) for s in t.shields_turn]
    if t.longship_from >= 0:
        used.append(msg("looot.describe.took_longship"))
    if t.trophy:
        used.append(msg("looot.describe.claimed_trophy", axes=t.trophy))
    return words.join(used)

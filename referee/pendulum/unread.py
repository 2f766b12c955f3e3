"""The moves that state what nobody has read off a piece yet (issue 25, item 10): `Game.unread`.

The legal-move lists name a value where the referee cannot know it (`take votes1` on a space whose
printed reward nobody declared, `board 4 4 3`, `character Ann Mat1 basic start 1/1/1 …`); Tab +
Enter would record it, and every true value after would be refused (`reward_differs`). For such a
move `unread` gives the form the table fills in from the piece, in the current language: the move
with a placeholder where the value goes (`take <reward printed on the space>`), or, for the table's
set-up declarations, the kind's syntax with what is known filled in (`character Ann CARD
basic|advanced start C/M/U …`). A move that states only declared values, or none, gives None.
"""

from __future__ import annotations

from typing import Any

from referee.i18n import lang, t
from referee.pendulum import catalog, moves
from referee.pendulum.rules.actions import space_reward
from referee.pendulum.rules.one_line import action_space
from referee.pendulum.state import State

# the table's readings of the pieces: each such move is the value's first declaration
# (board side, mats, the cards dealt and revealed, the privilege tokens as laid, the neutral
# workers, the timing panel, what a card's effect gave)
_READ_OFF = (
    moves.Board,
    moves.Character,
    moves.Order,
    moves.Neutral,
    moves.Achievement,
    moves.Provinces,
    moves.Rewards,
    moves.Reveal,
    moves.Panel,
    moves.TableEffect,
)


def _spelled(move: Any) -> str:
    return moves.NOTATION.spell(move, lang())


def _reward_form(move: Any) -> str:
    return f"{_spelled(move)} {t('pendulum.one_line.space_reward')}"


def _take_unknown(state: State) -> bool:
    """Whether some open action waits for a take whose reward nobody has declared (a take names
    no player: the one whose action it is takes it, so every open take is looked at)."""
    opened = [d for stack in state.ctx.own.values() for d in stack]
    if state.ctx.top is not None:
        opened.append(state.ctx.top)
    return any(
        d.kind == "take_reward"
        and d.data.get("source") == "space"
        and space_reward(state, d.data["id"]) is None
        for d in opened
    )


def _form_of_reading(move: Any) -> str:
    """The kind's syntax in the current language, the player it is for filled in."""
    syntax = moves.NOTATION[move.kind].syntax_in(lang())
    player = getattr(move, "player", None)
    return syntax.replace("PLAYER", player, 1) if player is not None else syntax


def unread(state: State, move: Any) -> str | None:
    """The form to fill in from the piece for a move stating a printed value not yet declared, else None."""
    if isinstance(move, moves.Take):
        if move.reward is None or not _take_unknown(state):
            return None
        return _reward_form(moves.Take())
    if isinstance(move, moves.Do):
        if move.reward is None:
            return None
        if space_reward(state, catalog.space_id(action_space(state, move.space))) is not None:
            return None
        return _reward_form(moves.Do(move.space))
    if isinstance(move, _READ_OFF):
        return _form_of_reading(move)
    if getattr(move, "kind", None) == "declare":  # the core's `table: declare ID field=value`
        declared = state.ctx.declared.get(move.component) or {}
        if all(declared.get(k) == v for k, v in move.values):
            return None
        return f"declare {move.component} {t('pendulum.one_line.card_values')}"
    return None


__all__ = ["unread"]

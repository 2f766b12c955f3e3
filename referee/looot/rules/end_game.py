"""The end of the game (seed §五 游戏结束条件): announced with the scores, then its score sheet and outcome.

The game ends at the pass of the turn in which the last Viking was placed (referee/looot/rulings.md
`looot-game-end`). The score sheet is computed by referee.looot.score_sheet from the fjords, imported only when
a score is asked for: most commands never need it.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from referee.core.flow import TurnContext
from referee.core.game import Effect
from referee.core.outcome import Outcome
from referee.core.record import replace
from referee.looot import refs, words
from referee.looot.catalog import SITE_TYPES, TILE_KINDS, components
from referee.looot.fjord import is_longship
from referee.looot.state import LoootState
from referee.looot.words import msg

if TYPE_CHECKING:
    from referee.looot.score_sheet import LoootTally
    from scorers.sheet import ScoreSheet


def end_game(state: LoootState, fx: list[Effect]) -> LoootState:
    """The game over: no decision is left open; the end is announced with the scores."""
    state = replace(state, over=True, ctx=TurnContext(state.ctx.round, "end", state.ctx.current, ()))
    fx.append(Effect("game_end", partial(_game_end_message, state), refs.GAME_END))
    return state


def _game_end_message(state: LoootState) -> str:
    """Scores and winners: built when the effect is read (a random playout never reads it)."""
    sheet = score_sheet(state)
    totals = sheet.totals or ()
    scores = words.join(
        msg("looot.effect.score", name=n, points=points)
        for n, points in zip(sheet.players, totals, strict=True)
    )
    tie = msg("looot.effect.tiebreak", tiebreak=sheet.tiebreak) if sheet.tiebreak else ""
    return msg("looot.effect.game_end", scores=scores, winners=words.join(sheet.winners), tiebreak=tie)


def tallies(state: LoootState) -> list[LoootTally]:
    """What each player's fjord scores, as the scorer reads it."""
    from referee.looot.score_sheet import LoootTally

    out: list[LoootTally] = []
    adjusted = state.ctx.adjustments
    for p in state.players:
        tiles = {k: p.fjord.count(k) for k in TILE_KINDS}
        ships = [item for item in p.fjord if item and is_longship(item)]
        done = [components().longships[lid] for lid in ships if lid in p.ships_done]
        out.append(
            LoootTally(
                name=p.name,
                tiles=tiles,
                longships=tuple((s.bonus, s.per_tile) for s in done),
                unfilled_longships=len(ships) - len(done),
                sites=tuple(t for t in SITE_TYPES if t in p.sites_done),
                trophy=p.trophy,
                adjustments=tuple(
                    (a.delta, a.reason) for a in adjusted if a.player == p.name and a.counter == "vp"
                ),
            )
        )
    return out


def score_sheet(state: LoootState) -> ScoreSheet:
    """The final (or current) score sheet, computed by referee.looot.score_sheet from the fjords."""
    from referee.looot.score_sheet import score

    return score(tallies(state))


def outcome(state: LoootState) -> Outcome | None:
    if not state.over:
        return None
    sheet = score_sheet(state)
    totals = sheet.totals or ()
    return Outcome(
        termination="all_vikings_placed",
        winners=tuple(sheet.winners),
        tiebreak=sheet.tiebreak,
        scores=tuple(zip(sheet.players, totals, strict=True)),
    )

"""The end of the game: the tallies the score sheet reads, the sheet, the outcome (seed §10.4).

Scoring is referee/lehavre/score_sheet.py (loans repaid from francs at 5 each as far as they go, −7 per loan
left, francs + building and ship values + the bonus buildings; ties share). The engine hands it
each player's position, plus the `end_bonus` hooks of the buildings they own and the table's `vp`
adjustments as a row of their own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.outcome import Outcome

from ..state import LeHavreState
from ..words import building
from . import buildings as handlers

if TYPE_CHECKING:
    from referee.lehavre.score_sheet import LeHavreTally
    from scorers.sheet import ScoreSheet

# the scorer's names of the goods
_SCORER_GOOD = {"smoked": "smoked_fish"}


def tallies(state: LeHavreState) -> list[LeHavreTally]:
    from referee.lehavre.score_sheet import LeHavreTally

    return [
        LeHavreTally(
            name=p.name,
            francs=p.francs,
            loans=p.loans,
            buildings=p.buildings,
            ships=p.ships,
            goods={_SCORER_GOOD.get(g, g): n for g, n in p.goods.items()},
        )
        for p in state.players
    ]


def extras(state: LeHavreState) -> list[list[tuple[int, str]]]:
    """Per player, (points, why): the `end_bonus` hooks, then the table's `vp` adjustments."""
    out: list[list[tuple[int, str]]] = [[] for _ in state.players]
    for owner, bid, fn in handlers.hooked(state, "end_bonus"):
        points = fn(state, owner)
        if points:
            out[owner].append((points, building(bid)))
    for a in state.ctx.adjustments:
        i = state.index(a.player)
        if i >= 0 and a.counter == "vp":
            out[i].append((a.delta, a.reason))
    return out


def score_sheet(state: LeHavreState) -> ScoreSheet:
    """The sheet, built at each call (about 1 ms at the end of a 5-player game): a command asks for
    it once or twice, and a move is judged once (the core passes `judge`'s verdict to `play`)."""
    from referee.lehavre.score_sheet import score

    return score(tallies(state), extras(state))


def outcome(state: LeHavreState) -> Outcome | None:
    if not state.over:
        return None
    sheet = score_sheet(state)
    totals = sheet.totals or ()
    return Outcome(
        termination="final_phase_done",
        winners=tuple(sheet.winners),
        tiebreak=sheet.tiebreak,
        scores=tuple(zip(sheet.players, totals, strict=True)),
    )

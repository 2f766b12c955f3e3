"""The end after the fourth Council (seed 五), judged by the `pendulum` score sheet (referee/pendulum/score_sheet.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.outcome import Outcome
from referee.pendulum.state import NEUTRAL, TRACKS, State

if TYPE_CHECKING:  # the scorer is imported when a sheet is made: not on every cold `referee move`
    from referee.pendulum.score_sheet import PendulumTally
    from scorers.sheet import ScoreSheet


def tallies(state: State) -> list[PendulumTally]:
    """Each player's tracks, parchment starts, legendary achievement, privilege place (and glory)."""
    from referee.pendulum.score_sheet import PendulumTally

    advanced = state.option("variant") == "advanced"
    order = [n for n in state.order]
    out = []
    for p in state.players:
        place = order.index(p.name) + 1 if p.name in order else len(order) + 1
        out.append(
            PendulumTally(
                name=p.name,
                power=p.power,
                prestige=p.prestige,
                popularity=p.popularity,
                parchment={tr: max(1, s) for tr, s in zip(TRACKS, p.parchment, strict=True)},
                legendary=p.legendary,
                privilege=place,
                glory=p.glory if advanced else None,
            )
        )
    return out


def score_sheet(state: State) -> ScoreSheet:
    from referee.pendulum.score_sheet import score

    return score(tallies(state))


def outcome(state: State) -> Outcome | None:
    if state.ctx.phase != "over":
        return None
    sheet = score_sheet(state)
    return Outcome("fourth_council", sheet.winners, sheet.tiebreak)


__all__ = ["NEUTRAL", "outcome", "score_sheet", "tallies"]

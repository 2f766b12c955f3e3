"""The end (seed 五): mayor cards revealed and scored, then the score sheet through referee.guilds.score_sheet.

The table reveals each player's mayor card (`mayor Ann M3`; its printed condition and VP declared
if unknown) and how often its condition is met (`satisfied Ann 2`). A condition that names a suit
is counted by the engine (the player's mastered tiles showing that suit; one tile may satisfy
several cards: seed line 53), and the table's count must agree; a condition the engine cannot read
(`table`) is counted by the table. Score: VP + mayor cards + 1 per orthogonally adjacent pair of
one's own masters; a tie goes to more mayor cards, then is shared (referee/guilds/score_sheet.py).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from referee.core.flow import TABLE, Decision
from referee.core.frozen import FrozenMap
from referee.core.game import Effect
from referee.core.outcome import Outcome
from referee.core.record import replace
from referee.core.violations import Violation
from referee.guilds import catalog, refs
from referee.guilds.moves import RevealMayor, Satisfied
from referee.guilds.state import GuildsState
from referee.i18n import t

from .position import effect, field_words, suit_words, tile_suits, unknown, values, violation
from .resolution import all_resolved

if TYPE_CHECKING:
    from referee.guilds.score_sheet import GuildsTally
    from scorers.sheet import ScoreSheet


def termination(state: GuildsState) -> str:
    """Why the game ends: the track's end, or (2 players) every tile resolved (ruling guilds-end)."""
    return "all_resolved" if all_resolved(state) else "track_end"


def begin_end(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """The end is triggered: the first player reveals their mayor card."""
    if termination(state) == "track_end":
        fx.append(effect("track_end", refs.GAME_END, round=state.ctx.round))
    else:
        fx.append(effect("mayor_reveal", refs.ALL_RESOLVED))
    state = replace(state, ctx=replace(state.ctx, phase="end", stack=()))
    return _ask_reveal(state, 0)


def _ask_reveal(state: GuildsState, player: int) -> GuildsState:
    name = state.names[player]
    decision = Decision("reveal_mayor", TABLE, "", FrozenMap({"player": name}))
    return replace(state, ctx=replace(state.ctx, stack=(decision,)))


def _due(decision: Decision) -> str:
    """The player a `reveal_mayor` or `mayor_count` decision is about."""
    return str(decision.data["player"])


def check_reveal(state: GuildsState, decision: Decision, move: RevealMayor, by: str) -> list[Violation]:
    found = []
    due = _due(decision)
    if state.index(move.player) != state.index(due):
        found.append(violation("mayor_not_due", refs.MAYOR_CARDS, player=move.player, due=due))
    if move.card in state.mayor:
        owner = state.names[state.mayor.index(move.card)]
        found.append(violation("mayor_taken", refs.MAYOR_DEAL, card=move.card, player=owner))
    return found


def apply_reveal(
    state: GuildsState, decision: Decision, move: RevealMayor, by: str, fx: list[Effect]
) -> GuildsState:
    p = state.index(move.player)
    name = state.names[p]
    mayor = state.mayor[:p] + (move.card,) + state.mayor[p + 1 :]
    awaiting = (*state.awaiting, move.card) if unknown(state, move.card) else state.awaiting
    count_asked = Decision("mayor_count", TABLE, "", FrozenMap({"player": name}))
    return replace(state, mayor=mayor, awaiting=awaiting, ctx=replace(state.ctx, stack=(count_asked,)))


def legal_reveal(state: GuildsState, decision: Decision) -> list[object]:
    due = _due(decision)
    free = [c for c in catalog.MAYOR_IDS if c not in state.mayor]
    return [RevealMayor(due, c) for c in free[:2]]


def counted(state: GuildsState, player: int) -> int | None:
    """How often the player's mayor condition is met, when the engine can count it (a suit)."""
    condition = values(state, state.mayor[player]).get("condition")
    if condition not in catalog.SUITS:
        return None
    return sum(1 for s in state.city if s.master == player and condition in tile_suits(state, s))


def check_satisfied(state: GuildsState, decision: Decision, move: Satisfied, by: str) -> list[Violation]:
    due = _due(decision)
    p = state.index(move.player)
    if p < 0 or p != state.index(due):
        return [violation("mayor_not_due", refs.MAYOR_CARDS, player=move.player, due=due)]
    card = state.mayor[p]
    lacking = unknown(state, card)
    if lacking:
        return [violation("card_undeclared", refs.COMPONENTS, card=card, fields=field_words(lacking))]
    count = counted(state, p)
    if count is not None and count != move.times:
        condition = values(state, card)["condition"]
        return [
            violation(
                "mayor_count",
                refs.MAYOR_CARDS,
                player=due,
                card=card,
                condition=suit_words((condition,)),
                times=move.times,
                count=count,
            )
        ]
    return []


def apply_satisfied(
    state: GuildsState, decision: Decision, move: Satisfied, by: str, fx: list[Effect]
) -> GuildsState:
    """The count is recorded; the next player reveals, or the game ends (rules/after.py)."""
    p = state.index(move.player)
    times = state.mayor_times[:p] + (move.times,) + state.mayor_times[p + 1 :]
    return replace(state, mayor_times=times, ctx=replace(state.ctx, stack=()))


def reveal_next(state: GuildsState, fx: list[Effect]) -> GuildsState:
    """The next player in seat order reveals their mayor card; once every card is counted, the game
    is over and the winner announced (seed 五)."""
    unrevealed = [p for p, card in enumerate(state.mayor) if not card]
    if unrevealed:
        return _ask_reveal(state, unrevealed[0])
    state = replace(state, over=True)
    fx.append(Effect("game_end", partial(_game_end_message, state), refs.WINNER))
    return state


def legal_satisfied(state: GuildsState, decision: Decision) -> list[object]:
    due = _due(decision)
    p = state.index(due)
    count = counted(state, p)
    return [Satisfied(due, count)] if count is not None else [Satisfied(due, n) for n in (0, 1, 2)]


def adjacent_pairs(state: GuildsState, player: int) -> int:
    mine = state.masters_of(player)
    return sum(1 for i, a in enumerate(mine) for b in mine[i + 1 :] if catalog.neighbours(a, b))


def tallies(state: GuildsState) -> list[GuildsTally]:
    from referee.guilds.score_sheet import GuildsTally

    out = []
    for p, name in enumerate(state.names):
        card = state.mayor[p]
        cards: tuple[int, ...] = ()
        if card:
            vp = values(state, card).get("vp", 0)
            cards = (int(vp) * state.mayor_times[p],)
        adjusted = tuple(
            (a.delta, a.reason) for a in state.ctx.adjustments if a.player == name and a.counter == "vp"
        )
        out.append(GuildsTally(name, state.vp[p], cards, adjacent_pairs(state, p), adjusted))
    return out


def score_sheet(state: GuildsState) -> ScoreSheet:
    from referee.guilds.score_sheet import score

    return score(tallies(state))


def _game_end_message(state: GuildsState) -> str:
    sheet = score_sheet(state)
    scores = ", ".join(f"{n} {v}" for n, v in zip(sheet.players, sheet.totals or (), strict=True))
    tie = t("guilds.effect.tiebreak", tiebreak=sheet.tiebreak) if sheet.tiebreak else ""
    return t("guilds.effect.game_end", scores=scores, winners=", ".join(sheet.winners), tiebreak=tie)


def outcome(state: GuildsState) -> Outcome | None:
    if not state.over:
        return None
    sheet = score_sheet(state)
    return Outcome(
        termination=termination(state),
        winners=tuple(sheet.winners),
        tiebreak=sheet.tiebreak,
        scores=tuple(zip(sheet.players, sheet.totals or (), strict=True)),
    )

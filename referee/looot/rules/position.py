"""Small questions several Looot roles ask of a position, and the one-player update they all make."""

from __future__ import annotations

from referee.looot.state import LoootState, PlayerState


def current_player(state: LoootState) -> PlayerState:
    """The player whose turn it is."""
    return state.players[state.ctx.current]


def players(state: LoootState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


def with_player(players: tuple[PlayerState, ...], i: int, p: PlayerState) -> tuple[PlayerState, ...]:
    """The players with the i-th replaced by p."""
    return players[:i] + (p,) + players[i + 1 :]


def axes(p: PlayerState) -> int:
    """The axes in a fjord: what a trophy asks for (never spent)."""
    return p.fjord.count("axe")


def any_viking(state: LoootState) -> bool:
    """Whether a Viking stands on the landscape (the occupied-hex shield needs one)."""
    return any(state.occupants)

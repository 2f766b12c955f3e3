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


def stacks_to_name(state: LoootState) -> dict[str, list[int]]:
    """The building stacks the current player must choose between, by tile kind, in capture order.

    A choice only when the fjord cannot take every gained tile and one kind was captured from two
    stacks or more: which stack's tile goes on the fjord decides which gets its tile back
    (referee/looot/rulings.md `looot-fjord-full`). Empty otherwise, which is nearly always.
    """
    pending = state.turn.pending
    if len(pending) <= state.players[state.ctx.current].fjord.count(""):
        return {}
    stacks: dict[str, list[int]] = {}
    for kind, slot in pending:
        if slot >= 0 and slot not in stacks.setdefault(kind, []):
            stacks[kind].append(slot)
    return {kind: slots for kind, slots in stacks.items() if len(slots) > 1}

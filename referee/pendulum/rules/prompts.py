"""The question of each open decision in words, built when read (a decision's data are TOML-safe
values, so a position is the same in every language and a random playout builds none)."""

from __future__ import annotations

from functools import partial

from referee.core.flow import Decision
from referee.core.record import replace
from referee.i18n import t
from referee.pendulum.state import State


def prompt(state: State, d: Decision) -> str:
    """`pendulum.prompt.<step>`, filled with the player and the decision's data; a worker kind in
    words (`grande` is data, "grande worker" / 大工人 what the table reads)."""
    data = {k: str(v) for k, v in d.data.items()}
    if d.kind in ("start_round", "prepare") and state.clock == "untimed" and not state.panel:
        # untimed play needs the timing panel's order before its first flip (issue 25, item 5)
        return t(f"pendulum.live.ask_panel_{d.kind}")
    if "worker" in data:
        data["worker"] = t(f"pendulum.worker.{data['worker']}")
    return t(f"pendulum.prompt.{d.kind}", **{"player": d.actor, **data})


def decisions(state: State) -> tuple[Decision, ...]:
    """The open decisions, the shared one first, each asking its question when read."""
    return tuple([replace(d, text=partial(prompt, state, d)) for d in state.ctx.open_decisions()])

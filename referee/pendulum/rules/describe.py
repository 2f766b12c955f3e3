"""The position in a few plain lines (errors, `status`): round, phase, timers, each player."""

from __future__ import annotations

from referee.i18n import t
from referee.pendulum import clock
from referee.pendulum.rules.position import listed
from referee.pendulum.rules.setup import deck_left
from referee.pendulum.rules.timing import step_text
from referee.pendulum.state import ROWS, ZONES, State


def describe(state: State) -> str:
    ctx = state.ctx
    timers = ", ".join(
        f"{t(f'pendulum.zone.{z}')} {t(f'pendulum.row.{ROWS[state.timer(z).row]}')} "
        f"{clock.mm_ss(clock.sand_left(state, z))}"
        for z in ZONES
    )
    lines = [
        t(
            "pendulum.describe.head",
            round=ctx.round,
            phase=t(f"pendulum.phase.{ctx.phase}"),
            now=clock.show(state.now),
            timers=timers,
        )
    ]
    for p in state.players:
        lines.append(
            t(
                "pendulum.describe.player",
                player=p.name,
                coin=p.coin,
                military=p.military,
                culture=p.culture,
                votes=p.votes,
                power=p.power,
                prestige=p.prestige,
                popularity=p.popularity,
                legendary=t("pendulum.item.legendary") if p.legendary else "",
            )
        )
    lines.append(
        t(
            "pendulum.describe.decks",
            provinces=deck_left(state, "province"),
            achievements=deck_left(state, "achievement"),
            rewards=deck_left(state, "reward"),
            finals=deck_left(state, "final"),
        )
    )
    if state.clock == "untimed":
        if state.panel:
            lines.append(
                t(
                    "pendulum.describe.panel",
                    step=state.panel_at + 1,
                    steps=step_text(state.panel[state.panel_at]),
                    ready=listed(state.ready) or t("pendulum.item.nothing"),
                )
            )
        else:
            lines.append(t("pendulum.describe.no_panel"))
    return "\n".join(lines)

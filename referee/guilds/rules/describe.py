"""The position in words (`referee status --text`): round, VP order, players, the city."""

from __future__ import annotations

from referee.guilds import catalog
from referee.guilds.state import GuildsState
from referee.i18n import t

from .position import current_vp, suit_words, tile_suits, values, vp_order
from .prompts import prompt


def space_line(state: GuildsState, pos: str) -> str:
    space = state.space(pos)
    assert space is not None
    if not space.face_up:
        return t("guilds.describe.face_down", pos=pos)
    printed = values(state, space.tile)
    pieces = ", ".join(f"{state.names[p]} {c}" for p, c in enumerate(space.pieces) if c) or "-"
    master = state.names[space.master] if space.master >= 0 else "-"
    return t(
        "guilds.describe.space",
        pos=pos,
        tile=space.tile,
        suits=suit_words(tile_suits(state, space)),
        count=space.count(state.beadle == pos),
        threshold=printed.get("threshold", "?"),
        first=printed.get("first", "?"),
        second=printed.get("second", "?"),
        pieces=pieces,
        neutral=space.neutral,
        master=master,
    )


def describe(state: GuildsState) -> str:
    lines = [
        t(
            "guilds.describe.round",
            round=state.ctx.round,
            last=state.last_round,
            phase=t(f"guilds.phase.{state.ctx.phase}"),
        )
    ]
    if state.start >= 0:
        lines.append(t("guilds.describe.order", order=", ".join(state.names[p] for p in vp_order(state))))
    vp = current_vp(state)
    for p, name in enumerate(state.names):
        lines.append(
            t(
                "guilds.describe.player",
                player=name,
                vp=vp[p],
                hand=state.hand[p],
                hall=state.hall[p],
                supply=state.supply[p],
                plantation=state.plantation[p],
                mayor=state.mayor[p] or "?",
            )
        )
    lines.append(t("guilds.describe.neutral", neutral=state.neutral, beadle=state.beadle or "-"))
    lines.append(
        t(
            "guilds.describe.cards",
            deck=state.deck,
            discard=len(state.discard) + state.discard_hidden,
            known=", ".join(state.discard) or "-",
        )
    )
    lines.extend("  " + space_line(state, s.pos) for s in state.city)
    special = [f"{s.tile} ({s.pos})" for s in state.city if s.tile in catalog.UNENFORCED]
    if special:
        lines.append(t("guilds.describe.special", tiles=", ".join(special)))
    top = state.ctx.top
    if top is not None:
        lines.append(t("guilds.describe.waiting", prompt=prompt(state, top)))
    return "\n".join(lines)

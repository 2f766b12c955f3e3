"""The question of each open decision in words, built when read (the stack holds no words, so a
position is the same in every language and a random playout builds none)."""

from __future__ import annotations

from referee.core.flow import Decision
from referee.guilds.state import LIVERYMEN, GuildsState
from referee.i18n import t

from .position import current


def prompt(state: GuildsState, decision: Decision) -> str:
    kind, data = decision.kind, decision.data
    if kind == "turn":
        p = current(state)
        key = "turn_last" if state.ctx.round == state.last_round else "turn"  # no draw ends it (seed)
        return t(f"guilds.prompt.{key}", player=state.names[p], hand=state.hand[p])
    if kind == "use_card":
        return t("guilds.prompt.use_card", player=decision.actor, card=data["card"])
    if kind == "ability_moves":
        return t(f"guilds.prompt.ability_{data['mode']}", player=decision.actor, left=data["left"])
    if kind == "discard":
        return t("guilds.prompt.discard", player=decision.actor, count=data["count"])
    if kind == "negotiate":
        return t("guilds.prompt.negotiate", player=decision.actor, pos=data["pos"])
    if kind == "plantation_score":
        return t("guilds.prompt.plantation", players=", ".join(data["due"]))
    if kind in ("reveal_mayor", "mayor_count"):
        p = state.index(str(data["player"]))
        return t(f"guilds.prompt.{kind}", player=data["player"], card=state.mayor[p] if p >= 0 else "")
    if kind == "declare_values":
        return t("guilds.prompt.declare", component=data["component"], fields=data["fields"])
    if kind == "reshuffle":
        return t(
            "guilds.prompt.reshuffle", deck=state.deck, discard=len(state.discard) + state.discard_hidden
        )
    if kind == "hall_start":
        return t("guilds.prompt.hall_start", most=LIVERYMEN)
    return t(f"guilds.prompt.{kind}")

"""A Looot position in words: the turn, the layout, the ocean, each player, the Vikings and the stacks."""

from __future__ import annotations

from referee.looot import words
from referee.looot.catalog import LETTER_KIND, SITE_TYPES, TILE_KINDS
from referee.looot.fjord import is_longship
from referee.looot.moves import SHIELDS
from referee.looot.state import LoootState, PlayerState
from referee.looot.words import msg

from .position import current_player
from .text import ocean_text


def describe(state: LoootState) -> str:
    lines: list[str] = []
    opt = words.option(state.option("optional_actions"))
    if state.ctx.phase == "setup":
        lines.append(msg("looot.describe.setup", n=len(state.players), option=opt))
    elif state.over:
        lines.append(msg("looot.describe.over", round=state.ctx.round))
    else:
        lines.append(
            msg("looot.describe.turn", round=state.ctx.round, name=current_player(state).name, option=opt)
        )
    layout = [msg("looot.describe.layout_face", face=b.face, x=b.x, y=b.y, rot=b.rot) for b in state.boards]
    layout += [
        msg(f"looot.describe.layout_{s.kind}", face=s.face, x=s.x, y=s.y, rot=s.rot)
        for s in state.side_boards
    ]
    if layout:
        lines.append(msg("looot.describe.layout", list=words.join(layout, "; ")))
    if state.ocean:
        lines.append(msg("looot.describe.ocean", list=ocean_text(state), n=len(state.bag)))
    if state.side_boards:
        left = " ".join(str(n) for n in state.trophies) or msg("looot.describe.none")
        lines.append(msg("looot.describe.trophies", list=left))
    for i, p in enumerate(state.players):
        lines.append(_describe_player(state, i, p))
    if state.occupants and any(state.occupants):
        g = state.geo
        parts = []
        for h, occ in enumerate(state.occupants):
            if occ:
                x, y = g.hexes[h]
                parts.append(f"({x},{y}) " + "+".join(state.players[j].name for j in occ))
        lines.append(msg("looot.describe.vikings", list=words.join(parts)))
    if state.stacks:
        g = state.geo
        parts = [
            msg(
                "looot.describe.stack",
                kind=words.kind(LETTER_KIND[g.letter[b]]),
                x=g.hexes[b][0],
                y=g.hexes[b][1],
                n=state.stacks[k],
            )
            for k, b in enumerate(g.buildings)
        ]
        lines.append(msg("looot.describe.stacks", list=words.join(parts)))
    return "\n".join(lines)


def _describe_player(state: LoootState, i: int, p: PlayerState) -> str:
    mark = "*" if state.ctx.phase == "turn" and i == state.ctx.current and not state.over else " "
    counts = [words.count(n, k) for k in TILE_KINDS if (n := p.fjord.count(k))]
    ships = [it + ("✓" if it in p.ships_done else "") for it in p.fjord if it and is_longship(it)]
    used = sum(1 for it in p.fjord if it)
    none = msg("looot.describe.none")
    shields = words.join(words.shield_name(s) for s in SHIELDS if s not in p.shields_used) or none
    sites = " ".join(c + ("✓" if SITE_TYPES[k] in p.sites_done else "") for k, c in enumerate(p.sites)) or "-"
    items = words.join(counts + ships) or msg("looot.describe.empty")
    parts = [
        msg("looot.describe.player", mark=mark, name=p.name, vikings=p.vikings),
        msg("looot.describe.shields_left", list=shields),
        msg("looot.describe.trophy", trophy=p.trophy or "-"),
        msg("looot.describe.fjord", used=used, spaces=len(p.fjord), items=items),
        msg("looot.describe.sites", sites=sites),
    ]
    if p.lost:
        parts.append(msg("looot.describe.lost", n=p.lost))
    return words.join(parts, "; ")

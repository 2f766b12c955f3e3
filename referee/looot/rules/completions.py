"""Longships and construction sites completed by what was just put on a fjord (automatic).

Seed 长船 「长船必须相邻 3 个指定类型的资源才能装满翻面，翻面后按板块加分。」 and 工地 「工地完成为自动触发，
不占用行动。」 (referee/looot/rulings.md `looot-completions`): checked around a tile when it is placed and at a
longship when it is taken; once complete, it stays complete.
"""

from __future__ import annotations

from referee.core.game import Effect
from referee.core.record import replace
from referee.looot import refs, words
from referee.looot.catalog import RESOURCES, SITE_TYPES, components
from referee.looot.fjord import NBRS, SPACE_SITES, SPACES, is_longship, longship_complete, site_complete
from referee.looot.state import PlayerState

from .text import later

_RESOURCES = frozenset(RESOURCES)


def complete_around(p: PlayerState, s: int, tile: str, fx: list[Effect]) -> PlayerState:
    """The player after `tile` went on fjord space s: the longships and sites next to it it completes.

    Only a resource tile completes a longship; a resource or building tile may complete a site.
    """
    fjord = p.fjord
    if tile in _RESOURCES:
        for n in NBRS[s]:
            item = fjord[n]
            if item and is_longship(item) and item not in p.ships_done and longship_complete(fjord, n):
                p = replace(p, ships_done=p.ships_done + (item,))
                fx.append(longship_done(p.name, item, n))
    for site_type in SPACE_SITES[s]:
        if site_type in p.sites_done or not p.sites:
            continue
        card = p.sites[SITE_TYPES.index(site_type)]
        if site_complete(p.fjord, site_type, card):
            p = replace(p, sites_done=p.sites_done + (site_type,))
            vp = components().sites[card].vp
            message = later(
                "looot.effect.site_completed", name=p.name, site=words.site(site_type), card=card, vp=vp
            )
            fx.append(Effect("site_completed", message, refs.SITE_DONE))
    return p


def longship_done(name: str, lid: str, space: int) -> Effect:
    """The announcement of a longship that just became complete on fjord space `space`."""
    ship = components().longships[lid]
    x, y = SPACES[space]
    message = later(
        "looot.effect.longship_completed",
        name=name,
        longship=lid,
        x=x,
        y=y,
        per=ship.per_tile,
        bonus=words.kind(ship.bonus),
    )
    return Effect("longship_completed", message, refs.LONGSHIP_DONE)

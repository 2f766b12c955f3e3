"""Set-ups the prompt tests start from."""

from __future__ import annotations

# A 2-player Looot table up to Ann's first turn: the landscape, side boards, ocean and sites declared.
LOOOT_SETUP = (
    "board 1 at -3,-2 r0",
    "board 7 at 1,1 r1",
    "trophies 1 at 4,4 r2",
    "ocean 1 at -4,0 r5",
    *(f"draw {ship}" for ship in ("Castle31", "Wood12", "Sheep21", "House13", "Gold22")),
    "sites Ann Port1 Altar1 Palace1",
    "sites Bob Port2 Altar2 Palace2",
    "start Ann",
)

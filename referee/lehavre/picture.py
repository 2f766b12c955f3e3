"""Le Havre's table picture: the round card and what its end will do, the supply track, the offers,
the proposal tops, the town with its occupants, the ships on offer, and each player's position.

The file role "picture.py" (see prompts/pictures): `picture(state, lang)` returns a rich renderable
of plain ASCII lines (Chinese labels aside); every player is a seat letter as well as a colour;
`LABELS` holds its words, the `lehavre.picture.*` keys of the message catalogs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.flow import TABLE
from referee.drawing import CatalogLabels, seat_legend, seats
from referee.drawing.layout import Group, Text

from .catalog import OFFERS, SPACES, chits, rounds, ship_food
from .state import LeHavreState
from .words import good, goods

if TYPE_CHECKING:
    from rich.console import RenderableType


LABELS = CatalogLabels("lehavre.picture.")  # its words per language, read when first used


def picture(state: LeHavreState, lang: str) -> RenderableType:
    return Group(*lines(state, lang))


def lines(state: LeHavreState, lang: str) -> list[Text]:
    """The picture's lines (the text of `describe` too)."""
    w = LABELS[lang]
    all_seats = seats([p.name for p in state.players])
    letter = {s.name: s.letter for s in all_seats}
    cards = rounds(state.option("length"), len(state.players))
    r = min(state.ctx.round, len(cards))
    card = cards[r - 1]
    town_word = {"standard": w["town_standard"], "special": w["town_special"]}.get(
        card["town"], w["town_none"]
    )
    out: list[Text] = []
    out.append(
        Text(
            w["round"].format(
                round=r,
                last=len(cards),
                card=card["card"],
                food=card["food"],
                harvest=w["yes"] if card["harvest"] else w["no"],
                town=town_word,
            )
        )
    )
    out.append(seat_legend(all_seats, lang, state.ctx.current))  # after a line of text: its '>' is no prompt
    if state.over:
        out.append(Text(w["over"]))
    elif state.final:
        out.append(Text(w["final"]))
    else:
        harvest = w["harvest"] if card["harvest"] else w["no_harvest"]
        out.append(
            Text(
                w["end_will"].format(
                    food=card["food"], ship="S" + card["card"][1:], town=town_word, harvest=harvest
                )
            )
        )
        if state.order:  # once the table has declared it: the declared order goes on
            first = state.players[state.seat_of_turn(SPACES * r + 1)].name
            key = "final_from" if r >= len(cards) else "next_from"
            out.append(Text(w[key].format(round=r + 1, player=first)))
    top = state.ctx.top
    if top is not None:
        actor = state.players[state.ctx.current].name
        from .rules.buildings import step_summary

        step = step_summary(top.kind)  # the table's steps say "the table declares …" themselves
        if top.actor not in (actor, TABLE):
            step = w["step_by"].format(step=step, player=top.actor)
        out.append(Text(w["turn"].format(turn=(state.turn_no - 1) % SPACES + 1, player=actor, step=step)))
    here = (state.turn_no - 1) % SPACES
    track = " ".join(
        ("[" + (c or "?") + "]") if i == here else (" " + (c or "?") + " ") for i, c in enumerate(state.chits)
    )
    marks = markers(state, letter)
    out.append(Text(f"{w['supply']}: {track}" + (f"  {marks}" if marks else "")))
    due = interest_next(state)
    if due:
        out.append(
            Text(
                w["interest_next"].format(
                    space=state.turn_no % SPACES + 1, players=("、" if lang == "zh" else ", ").join(due)
                )
            )
        )
    out.append(
        Text(
            f"{w['offers']}: "
            + "  ".join(f"{good(g)} {n}" for g, n in zip(OFFERS, state.offers, strict=True))
        )
    )
    out.append(
        Text(
            f"{w['stacks']}: " + "  ".join(f"{s[0]}(+{len(s) - 1})" if s else w["none"] for s in state.stacks)
        )
    )
    occ: dict[str, str] = {}
    for p in state.players:
        if p.disc:
            occ[p.disc] = occ.get(p.disc, "") + letter[p.name]
    out.append(Text(f"{w['town']}: " + " ".join(b + (f"<{occ[b]}>" if b in occ else "") for b in state.town)))
    out.append(
        Text(
            f"{w['ships']}: "
            + "  ".join(f"{w['ship_' + k]} {s[0]}(+{len(s) - 1})" for k, s in state.ship_stacks.items() if s)
        )
    )
    n = len(state.players)
    for p in state.players:
        food = sum(ship_food(s, n) for s in p.ships)
        out.append(
            Text(
                w["player"].format(
                    seat=letter[p.name], name=p.name, francs=p.francs, loans=p.loans, food=food
                )
            )
        )
        owned = " ".join(b + (f"<{occ[b]}>" if b in occ else "") for b in p.buildings) or w["none"]
        out.append(
            Text(
                f"    {goods(p.goods)} | {owned} | {' '.join(p.ships) or w['none']} | @{p.disc or w['none']}"
            )
        )
    return out


def interest_next(state: LeHavreState) -> list[str]:
    """Who pays interest at the next supply action, announced before it happens: the next space of
    this round shows the (turned) interest chit; none in the final phase (seed §10.2)."""
    nxt = state.turn_no % SPACES
    if state.over or state.final or nxt == 0 or not state.chits[nxt]:
        return []
    if not chits()[state.chits[nxt]]["interest"]:
        return []
    return [p.name for p in state.players if p.loans]


def markers(state: LeHavreState, letter: dict[str, str]) -> str:
    """Each player's ship marker: the supply space of their last turn this round (`A3 B2`)."""
    if not state.order or state.final or state.over:
        return ""
    first = SPACES * (state.ctx.round - 1) + 1
    at: dict[int, int] = {}
    for turn in range(first, state.turn_no + 1):
        at[state.seat_of_turn(turn)] = turn - first + 1
    return " ".join(f"{letter[state.players[seat].name]}{space}" for seat, space in sorted(at.items()))


# Letters the picture shows that are not words: seat letters, and the letters of ids (B1 S05 R02).
SYMBOLS = ("A", "B", "C", "D", "E", "S", "R")

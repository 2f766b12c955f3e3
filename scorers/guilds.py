"""Guilds of London (伦敦公会) score sheet: seed §五 计分 and 胜负判定.

Rows in the seed's order: VP gathered on the score track during the game (guild resolutions,
plantations…), the mayor cards revealed at the end, +1 per pair of orthogonally adjacent master tiles.
Highest total wins; a tie goes to the player holding more mayor cards; still tied, a shared win.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorers.sheet import Row, ScoreSheet
from scorers.sheet_file import Problem, SheetError, rank_points

if TYPE_CHECKING:
    from scorers.sheet_file import PlayerReader

MAYOR_CARDS = 21  # mayor cards in the published game (reference/guilds.md, components)
ADJACENT_PAIR_VP = 1


@dataclass(frozen=True)
class GuildsTally:
    name: str
    vp: int = 0  # score-track VP at the end of the game
    mayor_cards: tuple[int, ...] = ()  # VP earned by each mayor card held
    adjacent_master_pairs: int = 0


def read_player(reader: PlayerReader) -> GuildsTally:
    return GuildsTally(
        name=reader.name,
        vp=reader.count("vp"),
        mayor_cards=tuple(reader.counts("mayor_cards")),
        adjacent_master_pairs=reader.count("adjacent_master_pairs"),
    )


def check(tallies: Sequence[GuildsTally]) -> list[Problem]:
    problems: list[Problem] = []
    names = [t.name for t in tallies]
    for i, name in enumerate(names):
        if not name.strip():
            problems.append(Problem(f"player {i + 1}", "name", "is empty"))
        elif name.casefold() in (n.casefold() for n in names[:i]):
            problems.append(Problem(name, "name", "is given twice"))
    for t in tallies:
        for key, amount in (("vp", t.vp), ("adjacent_master_pairs", t.adjacent_master_pairs)):
            if amount < 0:
                problems.append(Problem(t.name, key, f"cannot be negative ({amount})"))
        for position, card in enumerate(t.mayor_cards, 1):
            if card < 0:
                problems.append(
                    Problem(t.name, "mayor_cards", f"card {position} cannot score negative VP ({card})")
                )
    held = sum(len(t.mayor_cards) for t in tallies)
    if held > MAYOR_CARDS:
        shown = ", ".join(f"{t.name} {len(t.mayor_cards)}" for t in tallies)
        problems.append(
            Problem(
                "", "mayor_cards", f"{held} mayor cards held in all ({shown}), but the game has {MAYOR_CARDS}"
            )
        )
    return problems


def score(tallies: Sequence[GuildsTally]) -> ScoreSheet:
    """The Guilds of London score sheet; raises SheetError when the tallies are impossible."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    players = tuple(t.name for t in tallies)
    mayor_explain = []
    for t in tallies:
        cards = len(t.mayor_cards)
        plural = "card" if cards == 1 else "cards"
        if not cards:
            mayor_explain.append("mayor cards: none held = 0")
        elif cards == 1:
            mayor_explain.append(f"mayor cards: 1 card = {t.mayor_cards[0]}")
        else:
            parts = " + ".join(str(c) for c in t.mayor_cards)
            mayor_explain.append(f"mayor cards: {parts} = {sum(t.mayor_cards)} ({cards} {plural})")
    rows = (
        Row(
            "vp",
            "Score track VP",
            tuple(t.vp for t in tallies),
            tuple(f"vp: score track {t.vp}" for t in tallies),
        ),
        Row("mayor_cards", "Mayor cards", tuple(sum(t.mayor_cards) for t in tallies), tuple(mayor_explain)),
        Row(
            "adjacent_master_pairs",
            "Adjacent masters",
            tuple(ADJACENT_PAIR_VP * t.adjacent_master_pairs for t in tallies),
            tuple(
                f"adjacent masters: {t.adjacent_master_pairs} pair{'s' if t.adjacent_master_pairs != 1 else ''} "
                f"× {ADJACENT_PAIR_VP} = {ADJACENT_PAIR_VP * t.adjacent_master_pairs}"
                for t in tallies
            ),
        ),
    )
    totals = tuple(sum(row.cells[i] for row in rows) for i in range(len(players)))
    held = [len(t.mayor_cards) for t in tallies]
    ranks, winners, tiebreak = rank_points(players, totals, held, "more mayor cards held")
    return ScoreSheet("guilds", players, rows, totals, ranks, winners, tiebreak, "points")

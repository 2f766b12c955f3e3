"""Guilds of London (伦敦公会) score sheet: seed §五 计分 and 胜负判定.

Rows in the seed's order: VP gathered on the score track during the game (guild resolutions,
plantations…), the mayor cards revealed at the end, +1 per pair of orthogonally adjacent master tiles;
the engine's end state feeds it (referee/guilds/rules/end_game.py), with the table's adjustments as a
row of their own.
Highest total wins; a tie goes to the player holding more mayor cards; still tied, a shared win.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee.core.record import record
from referee.i18n import t
from scorers.adjustments import adjustment_row
from scorers.fields import Field, PlayerReader, SheetSpec, per_player, tallies_only
from scorers.problems import Problem, SheetError, name_problems
from scorers.ranks import rank_points
from scorers.sheet import Row, ScoreSheet
from scorers.words import counted, joined

MAYOR_CARDS = 21  # mayor cards in the published game (reference/guilds.md, components)
ADJACENT_PAIR_VP = 1


@record
class GuildsTally:
    name: str
    vp: int = 0  # score-track VP at the end of the game
    mayor_cards: tuple[int, ...] = ()  # VP earned by each mayor card held
    adjacent_master_pairs: int = 0
    adjustments: tuple[tuple[int, str], ...] = ()  # the table's `adjust NAME vp ±N "why"`, from the engine


def read_player(reader: PlayerReader) -> GuildsTally:
    return GuildsTally(
        name=reader.name,
        vp=reader.count("vp"),
        mayor_cards=tuple(reader.counts("mayor_cards")),
        adjacent_master_pairs=reader.count("adjacent_master_pairs"),
    )


def check(tallies: Sequence[GuildsTally]) -> list[Problem]:
    problems = name_problems([tally.name for tally in tallies])
    for tally in tallies:
        for key, amount in (("vp", tally.vp), ("adjacent_master_pairs", tally.adjacent_master_pairs)):
            if amount < 0:
                problems.append(Problem(tally.name, key, t("score.problem.negative", value=amount)))
        for position, card in enumerate(tally.mayor_cards, 1):
            if card < 0:
                message = t("score.guilds.problem.card_negative", n=position, value=card)
                problems.append(Problem(tally.name, "mayor_cards", message))
    held = sum(len(tally.mayor_cards) for tally in tallies)
    if held > MAYOR_CARDS:
        shown = joined(f"{tally.name} {len(tally.mayor_cards)}" for tally in tallies)
        message = t("score.guilds.problem.too_many", held=held, shown=shown, total=MAYOR_CARDS)
        problems.append(Problem("", "mayor_cards", message))
    return problems


def _mayor_explain(cards: tuple[int, ...]) -> str:
    if not cards:
        return t("score.guilds.explain.mayor_none")
    if len(cards) == 1:
        return t("score.guilds.explain.mayor_one", value=cards[0])
    parts = " + ".join(str(c) for c in cards)
    return t("score.guilds.explain.mayor_many", parts=parts, value=sum(cards), count=len(cards))


def score(tallies: Sequence[GuildsTally]) -> ScoreSheet:
    """The Guilds of London score sheet; raises SheetError when the tallies are impossible.

    Labels, explanations and the tie-break are in the process language (referee.i18n)."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    players = tuple(tally.name for tally in tallies)
    rows: tuple[Row, ...] = (
        Row(
            "vp",
            t("score.guilds.row.vp"),
            tuple(tally.vp for tally in tallies),
            tuple(t("score.guilds.explain.vp", vp=tally.vp) for tally in tallies),
        ),
        Row(
            "mayor_cards",
            t("score.guilds.row.mayor_cards"),
            tuple(sum(tally.mayor_cards) for tally in tallies),
            tuple(_mayor_explain(tally.mayor_cards) for tally in tallies),
        ),
        Row(
            "adjacent_master_pairs",
            t("score.guilds.row.adjacent_master_pairs"),
            tuple(ADJACENT_PAIR_VP * tally.adjacent_master_pairs for tally in tallies),
            tuple(
                counted(
                    "score.guilds.explain.adjacent",
                    tally.adjacent_master_pairs,
                    each=ADJACENT_PAIR_VP,
                    value=ADJACENT_PAIR_VP * tally.adjacent_master_pairs,
                )
                for tally in tallies
            ),
        ),
    )
    adjusted = adjustment_row([tally.adjustments for tally in tallies])
    if adjusted is not None:
        rows = (*rows, adjusted)
    totals = tuple(sum(row.cells[i] for row in rows) for i in range(len(players)))
    held = [len(tally.mayor_cards) for tally in tallies]
    ranks, winners, tiebreak = rank_points(players, totals, held, t("score.guilds.tiebreak"))
    return ScoreSheet("guilds", players, rows, totals, ranks, winners, tiebreak, "points")


SHEET = SheetSpec(
    # the seed's §五 计分 order: score track, mayor cards, adjacent masters
    fields=(
        Field("vp", "count", "score.guilds.ask.vp"),
        Field("mayor_cards", "counts", "score.guilds.ask.mayor_cards", "4, 0, 6"),
        Field("adjacent_master_pairs", "count", "score.guilds.ask.adjacent_master_pairs"),
    ),
    players=(1, 4),  # 4 player boards; solo plays one human against the AI
    read=per_player(read_player),
    check=tallies_only(check),
    score=score,
)

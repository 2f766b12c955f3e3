"""`referee stats [GAME]`: what the saves folder says about the plays of each game.

Every save of the game asked for (its head says which, saves/header.py) is loaded (replayed): a file
larger in shape than a real game's save is refused before it is parsed (saves/bounds.py); one that
cannot be read or replayed is skipped with a note on stderr. Finished games count: plays per game, per player (names compared without
case) plays, wins (a shared win counts for each winner), average and best score, and the tie-break
that decided most often. Games still in progress are counted apart. `--json` prints the same as one
JSON object.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import typer
from rich import box
from rich.table import Table

from referee import output
from referee.commands.common import announce
from referee.core.errors import RefereeError
from referee.core.record import field, record
from referee.i18n import t
from referee.registry import GAMES, entry, ids_text
from saves import paths
from saves.header import read_head
from saves.session import Session
from scorers.sheet import ScoreSheet


@record(frozen=False)
class PlayerStats:
    name: str
    plays: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)

    @property
    def average(self) -> float | None:
        return round(sum(self.scores) / len(self.scores), 1) if self.scores else None

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None


@record(frozen=False)
class GameStats:
    game: str
    plays: int = 0
    in_progress: int = 0
    shared_wins: int = 0
    players: dict[str, PlayerStats] = field(default_factory=dict)  # by casefolded name
    tiebreaks: Counter[str] = field(default_factory=Counter)

    def add(self, sheet: ScoreSheet) -> None:
        self.plays += 1
        if len(sheet.winners) > 1:
            self.shared_wins += 1
        if sheet.tiebreak:
            self.tiebreaks[tiebreak_rule(sheet.tiebreak)] += 1
        for i, name in enumerate(sheet.players):
            player = self.players.setdefault(name.casefold(), PlayerStats(name))
            player.plays += 1
            player.wins += name in sheet.winners
            if sheet.totals is not None:
                player.scores.append(sheet.totals[i])

    def ranking(self) -> list[PlayerStats]:
        return sorted(
            self.players.values(),
            key=lambda p: (
                -p.wins,
                -(p.average if p.average is not None else float("-inf")),
                p.name.casefold(),
            ),
        )

    def most_common_tiebreak(self) -> tuple[str, int] | None:
        return self.tiebreaks.most_common(1)[0] if self.tiebreaks else None


def tiebreak_rule(text: str) -> str:
    """The rule of a tie-break without the tied players' values: "higher trophy value (Ann 2, Bob 6)",
    or in Chinese "奖杯分数高者胜（平局者：Ann 3、Bob 6）"."""
    return re.sub(r"\s*(\([^()]*\)|（[^（）]*）)\s*$", "", text).strip() or text


@record(frozen=False)
class Collected:
    games: dict[str, GameStats]
    skipped: list[tuple[str, str]]


def collect(folder: Path, game: str | None = None) -> Collected:
    games: dict[str, GameStats] = {}
    skipped: list[tuple[str, str]] = []
    files = sorted(folder.glob("*" + paths.SUFFIX)) if folder.is_dir() else []
    for path in files:
        try:  # the head says which game: another game's save is never replayed
            if game is not None and read_head(path).game != game:
                continue
            session = Session.open(path)
            announce(session)
        except RefereeError as exc:
            skipped.append((path.name, str(exc)))
            continue
        game_id = session.rules.info.id
        if game is not None and game_id != game:
            continue
        stats = games.setdefault(game_id, GameStats(game_id))
        if session.decision() is None:
            stats.add(session.rules.score_sheet(session.state))
        else:
            stats.in_progress += 1
    return Collected(games, skipped)


def as_dict(collected: Collected) -> dict[str, Any]:
    return {
        "games": {
            game_id: {
                "plays": g.plays,
                "in_progress": g.in_progress,
                "shared_wins": g.shared_wins,
                "players": [
                    {"name": p.name, "plays": p.plays, "wins": p.wins, "average": p.average, "best": p.best}
                    for p in g.ranking()
                ],
                "tiebreaks": dict(g.tiebreaks.most_common()),
                "most_common_tiebreak": _rule(g.most_common_tiebreak()),
            }
            for game_id, g in collected.games.items()
        },
        "skipped": [{"save": name, "reason": reason} for name, reason in collected.skipped],
    }


def _rule(common: tuple[str, int] | None) -> str | None:
    return common[0] if common else None


def _number(value: float | int | None) -> str:
    return "-" if value is None else str(value)


def show(g: GameStats) -> None:
    e = GAMES.get(g.game)
    title = f"{e.title()} ({e.title_other()})" if e else g.game
    progress = t("stats.in_progress", count=g.in_progress) if g.in_progress else ""
    output.say(t("stats.heading", title=title, plays=g.plays, progress=progress), style="bold")
    if not g.plays:
        return
    table = Table(box=box.ASCII2, show_edge=False)
    table.add_column(t("stats.col_player"))
    for name in ("plays", "wins", "average", "best"):
        table.add_column(t(f"stats.col_{name}"), justify="right")
    for p in g.ranking():
        table.add_row(p.name, str(p.plays), str(p.wins), _number(p.average), _number(p.best))
    output.out().print(table)
    common = g.most_common_tiebreak()
    if common:
        output.say(t("stats.tiebreak", rule=common[0], count=common[1], plays=g.plays))
    else:
        output.say(t("stats.no_tiebreak"))
    if g.shared_wins:
        output.say(t("stats.shared_wins", count=g.shared_wins))


def stats(
    game: str | None = typer.Argument(None, help=t("help.stats.game", games=ids_text())),
    as_json: bool = typer.Option(False, "--json", help=t("help.stats.as_json")),
) -> None:
    """Plays, wins, average and best scores, most common tie-break: from the saved games."""
    game_id = entry(game).id if game is not None else None
    folder = paths.saves_dir()
    collected = collect(folder, game_id)
    for name, reason in collected.skipped:
        output.err().print(t("stats.skipped", name=name, reason=reason), markup=False, highlight=False)
    if as_json:
        text = json.dumps(as_dict(collected), ensure_ascii=False, indent=2)
        output.out().print(text, markup=False, highlight=False, soft_wrap=True)
        return
    if not collected.games:
        if game_id:
            output.say(t("stats.none_of", title=GAMES[game_id].title(), folder=folder))
        else:
            output.say(t("stats.none", folder=folder))
        return
    for n, g in enumerate(sorted(collected.games.values(), key=lambda g: g.game)):
        if n:
            output.say()
        show(g)


def register(app: typer.Typer) -> None:
    app.command("stats", help=t("help.stats.description"))(stats)

"""`referee stats [GAME]`: what the saves folder says about the plays of each game.

Every save of the game asked for (its head says which, saves/header.py) is loaded (replayed): a file
larger in shape than a real game's save is refused before it is parsed (saves/bounds.py); one that
cannot be read or replayed is skipped with a note on stderr. Finished games count: plays per game, per player (names compared without
case) plays, wins (a shared win counts for each winner), win rate, average, best and worst score,
the longest run of wins (plays in the order they began) and the time played, and the tie-break
that decided most often. The time of a play is its last save minus its creation, in minutes, as
BG Stats counts it (export.minutes_between). Head to head: for each two players who met, how often
each finished ahead of the other (a better rank on the sheet) and how often they shared a place.
Games still in progress are counted apart. `--json` prints the same as one JSON object.
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
from referee.commands.export import minutes_between
from referee.core.errors import RefereeError
from referee.core.record import field, fields, record
from referee.i18n import t
from referee.registry import GAMES, entry, ids_text
from saves import paths
from saves.header import read_head
from saves.session import Session
from scorers.sheet import ScoreSheet


@record
class Played:
    """One finished play as the statistics need it: the save's name, when it began, how long it took."""

    save: str
    created: str
    minutes: int


@record(frozen=False)
class PlayerStats:
    name: str
    plays: int = 0
    wins: int = 0
    minutes: int = 0
    scores: list[int] = field(default_factory=list)
    scored: list[tuple[int, str, str]] = field(default_factory=list)  # (score, began, save) per play
    results: list[tuple[str, bool]] = field(default_factory=list)  # (began, won) per play

    @property
    def average(self) -> float | None:
        return round(sum(self.scores) / len(self.scores), 1) if self.scores else None

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def best_save(self) -> str | None:
        """The save of the best score; of equal best scores, the play that began first."""
        if not self.scored:
            return None
        return min(self.scored, key=lambda play: (-play[0], play[1]))[2]

    @property
    def worst(self) -> int | None:
        return min(self.scores) if self.scores else None

    @property
    def win_rate(self) -> float | None:
        """Wins per play, 0 to 1 (a shared win counts as a win)."""
        return round(self.wins / self.plays, 3) if self.plays else None

    @property
    def longest_streak(self) -> int:
        """The most wins in a row, the plays taken in the order they began."""
        longest = run = 0
        for _, won in sorted(self.results, key=lambda result: result[0]):
            run = run + 1 if won else 0
            longest = max(longest, run)
        return longest


@record(frozen=False)
class HeadToHead:
    """Two players who met: how often each finished ahead of the other, how often they shared a place."""

    first: str  # the two in the order their casefolded names sort
    second: str
    plays: int = 0
    first_ahead: int = 0
    second_ahead: int = 0
    level: int = 0


@record(frozen=False)
class GameStats:
    game: str
    plays: int = 0
    in_progress: int = 0
    shared_wins: int = 0
    minutes: int = 0
    players: dict[str, PlayerStats] = field(default_factory=dict)  # by casefolded name
    tiebreaks: Counter[str] = field(default_factory=Counter)
    meetings: dict[tuple[str, str], HeadToHead] = field(default_factory=dict)  # by casefolded names

    def add(self, sheet: ScoreSheet, played: Played | None = None) -> None:
        played = played or Played("", "", 0)
        self.plays += 1
        self.minutes += played.minutes
        if len(sheet.winners) > 1:
            self.shared_wins += 1
        if sheet.tiebreak:
            self.tiebreaks[tiebreak_rule(sheet.tiebreak)] += 1
        for i, name in enumerate(sheet.players):
            player = self.players.setdefault(name.casefold(), PlayerStats(name))
            player.plays += 1
            won = name in sheet.winners
            player.wins += won
            player.minutes += played.minutes
            player.results.append((played.created, won))
            if sheet.totals is not None:
                player.scores.append(sheet.totals[i])
                player.scored.append((sheet.totals[i], played.created, played.save))
        self._meet(sheet)

    def _meet(self, sheet: ScoreSheet) -> None:
        """Each two players of the play: who ranked better, or a shared place."""
        seats = sorted(zip(sheet.players, sheet.ranks, strict=True), key=lambda seat: seat[0].casefold())
        for at, (one, one_rank) in enumerate(seats):
            for other, other_rank in seats[at + 1 :]:
                key = (one.casefold(), other.casefold())
                if key[0] == key[1]:
                    continue  # two seats under one name (names are compared without case)
                meeting = self.meetings.setdefault(key, HeadToHead(one, other))
                meeting.plays += 1
                meeting.first_ahead += one_rank < other_rank
                meeting.second_ahead += other_rank < one_rank
                meeting.level += one_rank == other_rank

    def head_to_head(self) -> list[HeadToHead]:
        return [self.meetings[key] for key in sorted(self.meetings)]

    @property
    def average_minutes(self) -> int | None:
        return round(self.minutes / self.plays) if self.plays else None

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
            played = Played(path.stem, session.save.created, play_minutes(session))
            stats.add(session.rules.score_sheet(session.state), played)
        else:
            stats.in_progress += 1
    return Collected(games, skipped)


def play_minutes(session: Session) -> int:
    """The play's length in minutes; 0 when a hand-edited save's times cannot be read."""
    try:
        return minutes_between(session.save.created, session.save.updated)
    except RefereeError:
        return 0


def as_dict(collected: Collected) -> dict[str, Any]:
    return {
        "games": {
            game_id: {
                "plays": g.plays,
                "in_progress": g.in_progress,
                "shared_wins": g.shared_wins,
                "minutes": g.minutes,
                "average_minutes": g.average_minutes,
                "players": [
                    {
                        "name": p.name,
                        "plays": p.plays,
                        "wins": p.wins,
                        "win_rate": p.win_rate,
                        "average": p.average,
                        "best": p.best,
                        "best_save": p.best_save,
                        "worst": p.worst,
                        "longest_streak": p.longest_streak,
                        "minutes": p.minutes,
                    }
                    for p in g.ranking()
                ],
                "head_to_head": [
                    {
                        "players": [h.first, h.second],
                        "plays": h.plays,
                        "ahead": [h.first_ahead, h.second_ahead],
                        "level": h.level,
                    }
                    for h in g.head_to_head()
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


def _percent(rate: float | None) -> str:
    return "-" if rate is None else f"{round(rate * 100)}%"


def duration(minutes: int) -> str:
    """Minutes as a table says them: "45 min", "3 h 05 min"."""
    hours, rest = divmod(minutes, 60)
    if not hours:
        return t("stats.records.minutes", minutes=rest)
    return t("stats.records.hours_minutes", hours=hours, minutes=f"{rest:02d}")


def clock(minutes: int) -> str:
    """Minutes as hours and minutes in a table cell: "0:45", "3:05"."""
    hours, rest = divmod(minutes, 60)
    return f"{hours}:{rest:02d}"


def show_head_to_head(g: GameStats) -> None:
    meetings = g.head_to_head()
    if not meetings:
        return
    output.say(t("stats.records.head_to_head"), style="bold")
    for h in meetings:
        line = t("stats.records.pair", **{f.name: getattr(h, f.name) for f in fields(h)})
        if h.level:
            line += t("stats.records.level", count=h.level)
        output.out().print("  " + line, markup=False, highlight=False)


def show(g: GameStats) -> None:
    e = GAMES.get(g.game)
    title = f"{e.title()} ({e.title_other()})" if e else g.game
    progress = t("stats.in_progress", count=g.in_progress) if g.in_progress else ""
    output.say(t("stats.heading", title=title, plays=g.plays, progress=progress), style="bold")
    if not g.plays:
        return
    table = Table(box=box.ASCII2, show_edge=False)
    table.add_column(t("stats.col_player"))
    for key in ("col_plays", "col_wins", "records.col_win_rate", "col_average", "col_best"):
        table.add_column(t(f"stats.{key}"), justify="right")
    for key in ("records.col_worst", "records.col_streak", "records.col_time"):
        table.add_column(t(f"stats.{key}"), justify="right")
    for p in g.ranking():
        table.add_row(
            p.name,
            str(p.plays),
            str(p.wins),
            _percent(p.win_rate),
            _number(p.average),
            _number(p.best),
            _number(p.worst),
            str(p.longest_streak),
            clock(p.minutes),
        )
    output.out().print(table)
    average = g.average_minutes or 0
    output.say(t("stats.records.time_played", total=duration(g.minutes), average=duration(average)))
    common = g.most_common_tiebreak()
    if common:
        output.say(t("stats.tiebreak", rule=common[0], count=common[1], plays=g.plays))
    else:
        output.say(t("stats.no_tiebreak"))
    if g.shared_wins:
        output.say(t("stats.shared_wins", count=g.shared_wins))
    show_head_to_head(g)


def stats(
    game: str | None = typer.Argument(None, help=t("help.stats.game", games=ids_text())),
    as_json: bool = typer.Option(False, "--json", help=t("help.stats.as_json")),
) -> None:
    """Plays, wins, win rates, scores, records, time played and head to head: from the saved games."""
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

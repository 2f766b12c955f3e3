"""A reader of BG Stats' play link, written from its published import format, to check the referee's
link the way the app would take it.

The format, as "Push plays to BG Stats from other apps or websites" publishes it
(https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/): a link
https://app.bgstatsapp.com/createPlay.html?data=<data> (or the bgstats:// scheme with the same host
and path) whose <data> is url-encoded JSON: board, durationMin, comments, game {bggId, highestWins,
name, noPoints, sourceGameId}, location, playDate "YYYY-MM-DD HH:MM:SS", players [{startPlayer,
name, rank, role, score, sourcePlayerId, winner}]; programs that link to the page also send
sourceName and sourcePlayId. This reader is strict where the referee must be exact: a key outside
those, a value of the wrong type, a second `data`, or another host is refused (ImportRefused).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import parse_qs, urlsplit

HOST = "app.bgstatsapp.com"
PATH = "/createPlay.html"
SCHEMES = ("https", "bgstats")
PLAY_KEYS = {"board", "durationMin", "comments", "game", "location", "playDate", "players"}
SOURCE_KEYS = {"sourceName", "sourcePlayId"}
GAME_KEYS = {"bggId", "highestWins", "name", "noPoints", "sourceGameId"}
PLAYER_KEYS = {"startPlayer", "name", "rank", "role", "score", "sourcePlayerId", "winner"}
DATE = "%Y-%m-%d %H:%M:%S"


class ImportRefused(ValueError):
    """The link is not a play BG Stats' published format describes."""


@dataclass(frozen=True)
class ImportedPlayer:
    name: str
    score: float | None
    rank: int | None
    winner: bool
    start_player: bool
    source_id: str | None


@dataclass(frozen=True)
class ImportedPlay:
    source_name: str | None
    source_play_id: str | None
    game_name: str
    bgg_id: int | None
    highest_wins: bool
    no_points: bool
    source_game_id: str | None
    play_date: datetime
    duration_min: int | None
    comments: str | None
    players: tuple[ImportedPlayer, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.winner)


def parse_link(link: str) -> ImportedPlay:
    parts = urlsplit(link)
    if parts.scheme not in SCHEMES or parts.netloc != HOST or parts.path != PATH:
        raise ImportRefused(f"not a BG Stats createPlay link: {link[:60]!r}")
    if parts.fragment:
        raise ImportRefused("a createPlay link has no fragment")
    try:
        query = parse_qs(parts.query, strict_parsing=True, keep_blank_values=True)
    except ValueError as exc:
        raise ImportRefused(f"unreadable query: {exc}") from None
    if set(query) != {"data"} or len(query["data"]) != 1:
        raise ImportRefused(f"the query must be one data=..., not {sorted(query)}")
    try:
        data = json.loads(query["data"][0])
    except json.JSONDecodeError as exc:
        raise ImportRefused(f"data is not JSON: {exc}") from None
    return parse_play(data)


def parse_play(data: Any) -> ImportedPlay:
    play = _object(data, PLAY_KEYS | SOURCE_KEYS, "the play")
    game = _object(play.get("game"), GAME_KEYS, "game")
    players = play.get("players")
    if not isinstance(players, list) or not players:
        raise ImportRefused("players must be a list of at least one player")
    try:
        date = datetime.strptime(_text(play, "playDate", required=True) or "", DATE)
    except ValueError:
        raise ImportRefused(f"playDate {play.get('playDate')!r} is not YYYY-MM-DD HH:MM:SS") from None
    no_points = _flag(game, "noPoints")
    parsed = tuple(_player(p, no_points) for p in players)
    if len({p.name for p in parsed}) != len(parsed):
        raise ImportRefused("two players with one name")
    return ImportedPlay(
        source_name=_text(play, "sourceName"),
        source_play_id=_text(play, "sourcePlayId"),
        game_name=_text(game, "name", required=True) or "",
        bgg_id=_whole(game, "bggId", least=1),
        highest_wins=_flag(game, "highestWins", default=True),
        no_points=no_points,
        source_game_id=_text(game, "sourceGameId"),
        play_date=date,
        duration_min=_whole(play, "durationMin", least=0),
        comments=_text(play, "comments"),
        players=parsed,
    )


def _player(data: Any, no_points: bool) -> ImportedPlayer:
    player = _object(data, PLAYER_KEYS, "a player")
    score = player.get("score")
    if score is not None and (isinstance(score, bool) or not isinstance(score, int | float)):
        raise ImportRefused(f"score {score!r} is not a number")
    if no_points and score is not None:
        raise ImportRefused("a game without points has no scores")
    return ImportedPlayer(
        name=_text(player, "name", required=True) or "",
        score=score,
        rank=_whole(player, "rank", least=1),
        winner=_flag(player, "winner"),
        start_player=_flag(player, "startPlayer"),
        source_id=_text(player, "sourcePlayerId"),
    )


def _object(data: Any, keys: set[str], what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ImportRefused(f"{what} must be a JSON object")
    unknown = sorted(set(data) - keys)
    if unknown:
        raise ImportRefused(f"{what} has keys the format does not have: {unknown}")
    return data


def _text(data: dict[str, Any], key: str, required: bool = False) -> str | None:
    value = data.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or (required and not value.strip()):
        raise ImportRefused(f"{key} must be text, not {value!r}")
    return value


def _flag(data: dict[str, Any], key: str, default: bool = False) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise ImportRefused(f"{key} must be true or false, not {value!r}")
    return value


def _whole(data: dict[str, Any], key: str, least: int) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ImportRefused(f"{key} must be a whole number of at least {least}, not {value!r}")
    return value

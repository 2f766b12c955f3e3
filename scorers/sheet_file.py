"""Score-sheet files: TOML in, each game's tallies out, with errors that name the player and the key.

The format (see `referee score --help` and docs): an optional `game = "..."` and one `[[players]]`
table per player with `name` and the game's keys (`FIELDS`). Missing numeric keys count 0; unknown
keys, negative counts, wrong types and impossible combinations are `SheetError`s (exit 1).

Nothing here is about one game: each scorer declares its keys, player counts and functions
(`SHEET`, a scorers.fields.SheetSpec), and `spec(game_id)` imports `scorers.<game>` when its sheet is
first needed. Problems and the error are in scorers/problems.py, shared with the scorers' own
checks; a game's scorer imports no file format.

Every reason, question and heading is a `score.*` message of the catalogs (referee/i18n; a game's
own in referee/<game>/score_sheet.messages.*.toml), looked up when it is built, in the process language. The
keys of the file format (castle, vp, mayor_cards …) and the values it takes (port, Castle31, S05 …)
are the same in every language.
"""

from __future__ import annotations

import importlib
import json
import re
import tomllib
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from referee.core.declared import SCORE_SHEET
from referee.i18n import t
from referee.registry import GAMES
from scorers.fields import Field, PlayerReader, SheetSpec, show
from scorers.problems import Problem, SheetError, close_matches, raise_if
from scorers.sheet import ScoreSheet
from scorers.words import joined

T = TypeVar("T")


# --------------------------------------------------------------------------- the games' sheets


def spec(game_id: str) -> SheetSpec:
    """The sheet a game's scorer declares: `SHEET` of referee/<game>/score_sheet.py."""
    if game_id not in GAMES:
        raise ValueError(f"no scorer for {game_id!r}")
    sheet: SheetSpec = importlib.import_module(f"{GAMES[game_id].package}.{SCORE_SHEET}").SHEET
    return sheet


class _PerGame(Mapping[str, T]):
    """One part of every registered game's declared sheet, the scorer imported when it is asked for."""

    def __init__(self, part: Callable[[SheetSpec], T]) -> None:
        self._part = part

    def __getitem__(self, game_id: str) -> T:
        if game_id not in GAMES:
            raise KeyError(game_id)
        return self._part(spec(game_id))

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


FIELDS: Mapping[str, tuple[Field, ...]] = _PerGame(lambda sheet: sheet.fields)
PLAYER_COUNTS: Mapping[str, tuple[int, int]] = _PerGame(lambda sheet: sheet.players)


def field_map(game_id: str) -> dict[str, Field]:
    return {f.key: f for f in spec(game_id).fields}


# --------------------------------------------------------------------------- the sheet


def read_file(path: Path) -> dict[str, Any]:
    """The raw TOML of a sheet file; unreadable or malformed files are SheetErrors."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise SheetError([Problem("", "file", t("score.problem.no_file"))], str(path)) from None
    except OSError as exc:
        reason = t("score.problem.unreadable", reason=exc.strerror or exc)
        raise SheetError([Problem("", "file", reason)], str(path)) from None
    except UnicodeDecodeError:
        raise SheetError([Problem("", "file", t("score.problem.not_utf8"))], str(path)) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib's reason ("Invalid value (at line 2, column 8)") exists in English only
        raise SheetError([Problem("", "TOML", t("score.problem.toml", reason=exc))], str(path)) from None


def read_sheet(game_id: str, data: Mapping[str, Any], source: str = "", partial: bool = False) -> list[Any]:
    """Turn the sheet's data into the game's tallies, or raise SheetError with every problem.

    `partial` reads a sheet still being filled in (the interactive flow): keys that a complete sheet
    must have may be absent yet; everything present is checked as usual.
    """
    problems: list[Problem] = []
    for key in data:
        if key not in ("game", "players"):
            problems.append(Problem("", key, t("score.problem.unknown_top")))
    if "game" in data:
        declared = data["game"]
        if not isinstance(declared, str) or declared.strip().lower() != game_id:
            message = t("score.problem.wrong_game", declared=show(declared), game=repr(game_id))
            problems.append(Problem("", "game", message))
            raise_if(problems, source)
    players = data.get("players")
    if not isinstance(players, list) or not players:
        problems.append(Problem("", "players", t("score.problem.no_players")))
        raise_if(problems, source)
        return []
    sheet = spec(game_id)
    low, high = sheet.players
    if not partial and not low <= len(players) <= high:
        message = t("score.problem.player_count", count=len(players), low=low, high=high)
        problems.append(Problem("", "players", message))
    readers: list[PlayerReader] = []
    seen: dict[str, str] = {}
    fields = {f.key: f for f in sheet.fields}
    for index, table in enumerate(players):
        if not isinstance(table, dict):
            who = t("score.problem.player_n", n=index + 1)
            problems.append(Problem(who, "players", t("score.problem.not_player_table")))
            continue
        reader = PlayerReader(game_id, index, table, problems)
        if "name" not in table:
            reader.problem("name", t("score.problem.missing"))
        elif not reader.name:
            reader.problem("name", t("score.problem.bad_name", value=show(table["name"])))
        elif reader.name.casefold() in seen:
            reader.who = t("score.problem.player_n_named", n=index + 1, name=reader.name)
            reader.problem("name", t("score.problem.twice_also", name=seen[reader.name.casefold()]))
        else:
            seen[reader.name.casefold()] = reader.name
        for key in table:
            if key != "name" and key not in fields:
                options = {k: k for k in fields}
                known = joined(["name", *fields])
                closest = close_matches(key, options)
                reader.problem(key, t("score.problem.unknown_key", closest=closest, game=game_id, keys=known))
        for field in fields.values():
            if field.required and not partial and field.key not in table:
                reader.problem(field.key, _missing_message(field))
        readers.append(reader)
    tallies = sheet.read(readers, problems)
    if not problems:
        problems.extend(sheet.check(tallies, readers, not partial))
    order = {r.who: i for i, r in enumerate(readers)}
    keys = {key: i for i, key in enumerate(["name", *fields])}
    problems.sort(key=lambda p: (order.get(p.player, -1), keys.get(p.key.split(".")[0], len(keys))))
    raise_if(problems, source)
    return tallies


def _missing_message(field: Field) -> str:
    if field.kind == "table":
        parts = ", ".join(f"{k} = …" for k in field.table_keys)
        example = f"{field.key} = {{ {parts} }}"
        return t("score.problem.missing_table", question=field.question.lower(), example=example)
    return t("score.problem.missing_field", question=field.question.lower())


def score_tallies(game_id: str, tallies: Sequence[Any]) -> ScoreSheet:
    return spec(game_id).score(tallies)


def score_data(game_id: str, data: Mapping[str, Any], source: str = "") -> ScoreSheet:
    return score_tallies(game_id, read_sheet(game_id, data, source))


def score_file(game_id: str, path: Path) -> ScoreSheet:
    return score_data(game_id, read_file(path), str(path))


# --------------------------------------------------------------------------- writing a sheet


_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.match(key) else json.dumps(key, ensure_ascii=False)


def toml_value(value: Any) -> str:
    """A value in TOML inline syntax (strings as basic strings, JSON escapes being valid TOML)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        inner = ", ".join(f"{_toml_key(str(k))} = {toml_value(v)}" for k, v in value.items())
        return "{ " + inner + " }" if inner else "{}"
    raise TypeError(f"cannot write {value!r} to a score sheet")


def dump_sheet(
    game_id: str, players: Sequence[Mapping[str, Any]], notes: Mapping[tuple[int, str], str] | None = None
) -> str:
    """The sheet as the TOML `--sheet` reads back; typed arithmetic is kept as a comment per key."""
    notes = notes or {}
    lines = [
        "# " + t("score.file.header", game=game_id),
        f"game = {toml_value(game_id)}",
    ]
    for index, player in enumerate(players):
        lines += ["", "[[players]]"]
        for key, value in player.items():
            line = f"{_toml_key(key)} = {toml_value(value)}"
            note = notes.get((index, key))
            if note:
                line += f"  # {' '.join(note.splitlines())}"
            lines.append(line)
    return "\n".join(lines) + "\n"

"""Score-sheet files: TOML in, each game's tallies out, with errors that name the player and the key.

The format (see `referee score --help` and docs): an optional `game = "..."` and one `[[players]]`
table per player with `name` and the game's keys (`FIELDS`). Missing numeric keys count 0; unknown
keys, negative counts, wrong types and impossible combinations are `SheetError`s (exit 1).

This module also holds what every scorer shares: `Problem`/`SheetError` (the scorers' own `check`
functions report impossible combinations with them) and the competition ranking of point games.
The game modules are imported lazily, inside the functions, because they import this module.
"""

from __future__ import annotations

import difflib
import json
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.core.errors import RefereeError
from scorers.sheet import ScoreSheet

GAME_IDS = ("guilds", "lehavre", "pendulum", "looot")


# --------------------------------------------------------------------------- errors


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a sheet: which player (name, or "player 2"), which key, and why."""

    player: str
    key: str
    message: str

    def __str__(self) -> str:
        if self.player and self.key:
            return f"{self.player}, {self.key}: {self.message}"
        return f"{self.player or self.key}: {self.message}" if (self.player or self.key) else self.message


class SheetError(RefereeError):
    """A score sheet that cannot be scored; carries every problem found, not just the first."""

    def __init__(self, problems: Sequence[Problem], source: str = "") -> None:
        self.problems = tuple(problems)
        self.source = source
        where = f"{source}: " if source else ""
        if len(self.problems) == 1:
            text = f"{where}{self.problems[0]}"
        else:
            lines = "\n".join(f"  {p}" for p in self.problems)
            text = f"{where}{len(self.problems)} problems in the score sheet:\n{lines}"
        super().__init__(text)


def raise_if(problems: Sequence[Problem], source: str = "") -> None:
    if problems:
        raise SheetError(problems, source)


def close_matches(word: str, options: Mapping[str, str], n: int = 3) -> str:
    """ "; closest: A, B" for a mistyped word, given normalized-key → display-name options."""
    found = difflib.get_close_matches(word, list(options), n=n, cutoff=0.55)
    names: list[str] = []
    for key in found:
        if options[key] not in names:
            names.append(options[key])
    return f"; closest: {', '.join(names)}" if names else ""


# --------------------------------------------------------------------------- ranking


def competition_ranks(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """1 + the number of players with a strictly better (smaller) key: 1, 2, 2, 4 for a shared 2nd."""
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


def rank_points(
    players: Sequence[str],
    totals: Sequence[int],
    tie_values: Sequence[int] | None = None,
    tie_rule: str = "",
) -> tuple[tuple[int, ...], tuple[str, ...], str | None]:
    """Ranks, winners and the deciding tie-break of a point game.

    Higher total is better; among equal totals a higher `tie_values` entry is better (when the game
    has a tie-break). `tiebreak` names the rule and the tied players' values when it removed someone
    from the win; it is None when no tie-break was needed or when it left everyone tied (shared win).
    """
    keys: list[tuple[int, ...]]
    if tie_values is None:
        keys = [(-t,) for t in totals]
    else:
        keys = [(-t, -v) for t, v in zip(totals, tie_values, strict=True)]
    ranks = competition_ranks(keys)
    winners = tuple(p for p, r in zip(players, ranks, strict=True) if r == 1)
    top = max(totals) if totals else 0
    tied = [i for i, t in enumerate(totals) if t == top]
    tiebreak = None
    if tie_values is not None and len(tied) > 1 and len(winners) < len(tied):
        shown = ", ".join(f"{players[i]} {tie_values[i]}" for i in tied)
        tiebreak = f"{tie_rule} ({shown})"
    return ranks, winners, tiebreak


# --------------------------------------------------------------------------- fields


@dataclass(frozen=True)
class Field:
    """One key of a player's table, in the order the interactive flow asks for it.

    kind: "count" (integer ≥ 0), "bool", "counts" (list of integers ≥ 0), "names" (list of strings;
    with `digits_as_int`, bare numbers are integers), "table" (name → integer ≥ 0; `table_keys`
    fixes the names, otherwise any).
    """

    key: str
    kind: str
    question: str
    example: str = ""
    optional: bool = False  # an empty answer leaves the key out (instead of 0 / empty list)
    required: bool = False  # the key must be present in a complete sheet
    table_keys: tuple[str, ...] = ()
    digits_as_int: bool = False
    ask_if: Callable[[Mapping[str, Any]], bool] | None = None  # given the player's answers so far


def _has_storehouse(answers: Mapping[str, Any]) -> bool:
    from scorers import lehavre

    return lehavre.mentions_bonus_goods(answers.get("buildings", []))


FIELDS: dict[str, tuple[Field, ...]] = {
    # Looot: the published score pad (castles, watchtowers, houses, gold, sheep, wood, construction
    # sites, trophy, unfilled longships); the completed longships are asked right after the tiles
    # they raise, the axes right after the trophy they qualify for.
    "looot": (
        Field("castle", "count", "Castle tiles"),
        Field("watchtower", "count", "Watchtower tiles"),
        Field("house", "count", "House tiles"),
        Field("gold", "count", "Gold tiles"),
        Field("sheep", "count", "Sheep tiles"),
        Field("wood", "count", "Wood tiles"),
        Field(
            "longships",
            "names",
            "Completed longships (catalog ids or category+bonus)",
            "Castle31, gold+2",
        ),
        Field("sites", "names", "Completed construction sites (port, altar, palace)", "port, palace"),
        Field("trophy", "count", "Trophy taken: the axes printed on it (2-6, 0 = none)"),
        Field("axe", "count", "Axe tiles (only checked against the trophy; Enter = skip)", optional=True),
        Field("unfilled_longships", "count", "Longships not completed (-5 each)"),
    ),
    # Le Havre has no printed score pad; the order follows the published scoring summary.
    "lehavre": (
        Field("francs", "count", "Francs at the end (before repaying loans)"),
        Field("loans", "count", "Loans still held"),
        Field("buildings", "names", "Buildings owned (names or catalog numbers)", "Wharf, Fishery, Bank"),
        Field(
            "ships",
            "names",
            "Ships owned (S01-S20 or their printed values)",
            "S05, 6, 10",
            digits_as_int=True,
        ),
        Field(
            "goods",
            "table",
            "Goods held, for the Storehouse (good and count)",
            "fish 3, bread 2, coal 1",
            optional=True,
            ask_if=_has_storehouse,
        ),
    ),
    # Guilds: the seed's §五 计分 order: score track, mayor cards, adjacent masters.
    "guilds": (
        Field("vp", "count", "VP on the score track at the end"),
        Field("mayor_cards", "counts", "VP earned by each mayor card held", "4, 0, 6"),
        Field("adjacent_master_pairs", "count", "Pairs of orthogonally adjacent master tiles (+1 each)"),
    ),
    # Pendulum: the three prestige tracks in board order, where their parchment starts, the
    # legendary achievement, glory (advanced variant), then the final privilege order.
    "pendulum": (
        Field("power", "count", "Power track: spaces advanced"),
        Field("prestige", "count", "Prestige track: spaces advanced"),
        Field("popularity", "count", "Popularity track: spaces advanced"),
        Field(
            "parchment",
            "table",
            "Space where the parchment starts",
            table_keys=("power", "prestige", "popularity"),
            required=True,
        ),
        Field("legendary", "bool", "Holds the legendary achievement?"),
        Field("glory", "count", "Glory (advanced variant; Enter = not played)", optional=True),
        Field("privilege", "count", "Final privilege position (1 = first)"),
    ),
}

PLAYER_COUNTS: dict[str, tuple[int, int]] = {
    "looot": (2, 4),  # reference/looot.md: a 2-4 player game
    "lehavre": (1, 5),  # round cards exist for 1-5 players (reference/lehavre.md)
    "guilds": (1, 4),  # 4 player boards; solo plays one human against the AI
    "pendulum": (1, 5),  # 5 player mats; solo plays one human against the Automa
}


def field_map(game_id: str) -> dict[str, Field]:
    return {f.key: f for f in FIELDS[game_id]}


# --------------------------------------------------------------------------- reading raw values


class PlayerReader:
    """One `[[players]]` table being read: typed getters that collect problems instead of raising."""

    def __init__(self, game_id: str, index: int, table: Mapping[str, Any], problems: list[Problem]) -> None:
        self.game_id = game_id
        self.table = table
        self.problems = problems
        raw_name = table.get("name")
        self.name = raw_name.strip() if isinstance(raw_name, str) and raw_name.strip() else ""
        self.who = self.name or f"player {index + 1}"

    def problem(self, key: str, message: str) -> None:
        self.problems.append(Problem(self.who, key, message))

    def count(self, key: str) -> int:
        value = self.table.get(key, 0)
        if not _is_int(value):
            self.problem(key, f"must be a whole number, not {_show(value)}")
            return 0
        if value < 0:
            self.problem(key, f"cannot be negative ({value})")
            return 0
        return int(value)

    def optional_count(self, key: str) -> int | None:
        return self.count(key) if key in self.table else None

    def flag(self, key: str) -> bool:
        value = self.table.get(key, False)
        if not isinstance(value, bool):
            self.problem(key, f"must be true or false, not {_show(value)}")
            return False
        return value

    def items(self, key: str, allowed: tuple[type, ...] = (str,)) -> list[Any]:
        value = self.table.get(key, [])
        if not isinstance(value, list):
            kinds = " or ".join("numbers" if t is int else "strings" for t in allowed)
            self.problem(key, f"must be a list of {kinds} (e.g. [ ... ]), not {_show(value)}")
            return []
        good = []
        for position, item in enumerate(value, 1):
            ok = any(_is_int(item) if t is int else isinstance(item, t) for t in allowed)
            if not ok:
                kinds = " or ".join("a number" if t is int else "a string" for t in allowed)
                self.problem(key, f"entry {position} must be {kinds}, not {_show(item)}")
                continue
            good.append(item)
        return good

    def counts(self, key: str) -> list[int]:
        result = []
        for position, item in enumerate(self.items(key, (int,)), 1):
            if item < 0:
                self.problem(key, f"entry {position} cannot be negative ({item})")
                continue
            result.append(int(item))
        return result

    def table_of_counts(self, key: str) -> dict[str, int] | None:
        if key not in self.table:
            return None
        value = self.table[key]
        if not isinstance(value, dict):
            self.problem(key, f"must be a table like {{ name = 3 }}, not {_show(value)}")
            return {}
        result = {}
        for sub, amount in value.items():
            if not _is_int(amount):
                self.problem(f"{key}.{sub}", f"must be a whole number, not {_show(amount)}")
            elif amount < 0:
                self.problem(f"{key}.{sub}", f"cannot be negative ({amount})")
            else:
                result[str(sub)] = int(amount)
        return result


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        return f"the decimal {value}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return str(value)


# --------------------------------------------------------------------------- the sheet


def read_file(path: Path) -> dict[str, Any]:
    """The raw TOML of a sheet file; unreadable or malformed files are SheetErrors."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise SheetError([Problem("", "file", "no such file")], str(path)) from None
    except OSError as exc:
        raise SheetError([Problem("", "file", f"cannot read it: {exc.strerror or exc}")], str(path)) from None
    except UnicodeDecodeError:
        raise SheetError([Problem("", "file", "is not UTF-8 text")], str(path)) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SheetError([Problem("", "TOML", str(exc))], str(path)) from None


def read_sheet(game_id: str, data: Mapping[str, Any], source: str = "", partial: bool = False) -> list[Any]:
    """Turn the sheet's data into the game's tallies, or raise SheetError with every problem.

    `partial` reads a sheet still being filled in (the interactive flow): keys that a complete sheet
    must have may be absent yet; everything present is checked as usual.
    """
    problems: list[Problem] = []
    for key in data:
        if key not in ("game", "players"):
            problems.append(
                Problem("", key, "unknown key at the top of the sheet; expected `game` and [[players]]")
            )
    if "game" in data:
        declared = data["game"]
        if not isinstance(declared, str) or declared.strip().lower() != game_id:
            problems.append(
                Problem("", "game", f"the sheet is for {_show(declared)}, but the command scores {game_id!r}")
            )
            raise_if(problems, source)
    players = data.get("players")
    if not isinstance(players, list) or not players:
        problems.append(Problem("", "players", "no [[players]] tables: add one per player, with a `name`"))
        raise_if(problems, source)
        return []
    low, high = PLAYER_COUNTS[game_id]
    if not partial and not low <= len(players) <= high:
        problems.append(
            Problem("", "players", f"{len(players)} player(s) given; this game is for {low}-{high} players")
        )
    readers: list[PlayerReader] = []
    seen: dict[str, str] = {}
    fields = field_map(game_id)
    for index, table in enumerate(players):
        if not isinstance(table, dict):
            problems.append(Problem(f"player {index + 1}", "players", "must be a table ([[players]])"))
            continue
        reader = PlayerReader(game_id, index, table, problems)
        if "name" not in table:
            reader.problem("name", "is missing")
        elif not reader.name:
            reader.problem("name", f"must be a non-empty string, not {_show(table['name'])}")
        elif reader.name.casefold() in seen:
            reader.who = f"player {index + 1} ({reader.name})"
            reader.problem("name", f"is given twice (also {seen[reader.name.casefold()]})")
        else:
            seen[reader.name.casefold()] = reader.name
        for key in table:
            if key != "name" and key not in fields:
                options = {k: k for k in fields}
                reader.problem(
                    key,
                    f"unknown key{close_matches(key, options) or ''}; "
                    f"{game_id} sheets know: name, {', '.join(fields)}",
                )
        for field in fields.values():
            if field.required and not partial and field.key not in table:
                reader.problem(field.key, _missing_message(field))
        readers.append(reader)
    tallies = _build_tallies(game_id, readers, problems, partial)
    order = {r.who: i for i, r in enumerate(readers)}
    keys = {key: i for i, key in enumerate(["name", *fields])}
    problems.sort(key=lambda p: (order.get(p.player, -1), keys.get(p.key.split(".")[0], len(keys))))
    raise_if(problems, source)
    return tallies


def _missing_message(field: Field) -> str:
    if field.kind == "table":
        parts = ", ".join(f"{k} = …" for k in field.table_keys)
        return f"is missing: {field.question.lower()} on each track, e.g. {field.key} = {{ {parts} }}"
    return f"is missing ({field.question.lower()})"


def _build_tallies(
    game_id: str, readers: list[PlayerReader], problems: list[Problem], partial: bool
) -> list[Any]:
    if game_id == "looot":
        from scorers import looot

        tallies: list[Any] = [looot.read_player(r) for r in readers]
        if not problems:
            exact = looot.check_ids(readers)
            said = {(p.player, p.key) for p in exact}
            problems.extend(exact)
            problems.extend(p for p in looot.check(tallies) if (p.player, p.key) not in said)
        return tallies
    if game_id == "lehavre":
        from scorers import lehavre

        tallies = lehavre.read_players(readers, problems)
        if not problems:
            problems.extend(lehavre.check(tallies))
        return tallies
    if game_id == "guilds":
        from scorers import guilds

        tallies = [guilds.read_player(r) for r in readers]
        if not problems:
            problems.extend(guilds.check(tallies))
        return tallies
    if game_id == "pendulum":
        from scorers import pendulum

        tallies = [pendulum.read_player(r) for r in readers]
        if not problems:
            problems.extend(pendulum.check(tallies, complete=not partial))
        return tallies
    raise ValueError(f"no scorer for {game_id!r}")


def score_tallies(game_id: str, tallies: Sequence[Any]) -> ScoreSheet:
    if game_id == "looot":
        from scorers import looot

        return looot.score(tallies)
    if game_id == "lehavre":
        from scorers import lehavre

        return lehavre.score(tallies)
    if game_id == "guilds":
        from scorers import guilds

        return guilds.score(tallies)
    if game_id == "pendulum":
        from scorers import pendulum

        return pendulum.score(tallies)
    raise ValueError(f"no scorer for {game_id!r}")


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
        f"# {game_id} score sheet: `referee score {game_id} --sheet THIS_FILE` scores it again.",
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

"""Score-sheet files: TOML in, each game's tallies out, with errors that name the player and the key.

The format (see `referee score --help` and docs): an optional `game = "..."` and one `[[players]]`
table per player with `name` and the game's keys (`FIELDS`). Missing numeric keys count 0; unknown
keys, negative counts, wrong types and impossible combinations are `SheetError`s (exit 1).

Problems and the error are in scorers/problems.py, shared with the scorers' own checks. The game
modules are imported lazily, inside the functions: a game's scorer imports no file format.

Every reason, question and heading is a `score.*` message of the catalogs (referee/i18n), looked up
when it is built, in the process language. The keys of the file format (castle, vp, mayor_cards …)
and the values it takes (port, Castle31, S05 …) are the same in every language.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from referee.core.record import record
from referee.i18n import t
from scorers.problems import Problem, SheetError, close_matches, raise_if
from scorers.sheet import ScoreSheet
from scorers.words import either, joined

GAME_IDS = ("guilds", "lehavre", "pendulum", "looot")


# --------------------------------------------------------------------------- fields


@record
class Field:
    """One key of a player's table, in the order the interactive flow asks for it.

    kind: "count" (integer ≥ 0), "bool", "counts" (list of integers ≥ 0), "names" (list of strings;
    with `digits_as_int`, bare numbers are integers), "table" (name → integer ≥ 0; `table_keys`
    fixes the names, otherwise any). `question_key` is the catalog key of the question (read in the
    process language by `question`); `example` is typed input (ids, file-format words), not text.
    """

    key: str
    kind: str
    question_key: str
    example: str = ""
    optional: bool = False  # an empty answer leaves the key out (instead of 0 / empty list)
    required: bool = False  # the key must be present in a complete sheet
    table_keys: tuple[str, ...] = ()
    digits_as_int: bool = False
    ask_if: Callable[[Mapping[str, Any]], bool] | None = None  # given the player's answers so far

    @property
    def question(self) -> str:
        return t(self.question_key)


def _has_storehouse(answers: Mapping[str, Any]) -> bool:
    from scorers import lehavre

    return lehavre.mentions_bonus_goods(answers.get("buildings", []))


FIELDS: dict[str, tuple[Field, ...]] = {
    # Looot: the published score pad (castles, watchtowers, houses, gold, sheep, wood, construction
    # sites, trophy, unfilled longships); the completed longships are asked right after the tiles
    # they raise, the axes right after the trophy they qualify for.
    "looot": (
        Field("castle", "count", "score.looot.ask.castle"),
        Field("watchtower", "count", "score.looot.ask.watchtower"),
        Field("house", "count", "score.looot.ask.house"),
        Field("gold", "count", "score.looot.ask.gold"),
        Field("sheep", "count", "score.looot.ask.sheep"),
        Field("wood", "count", "score.looot.ask.wood"),
        Field(
            "longships",
            "names",
            "score.looot.ask.longships",
            "Castle31, gold+2",
        ),
        Field("sites", "names", "score.looot.ask.sites", "port, palace"),
        Field("trophy", "count", "score.looot.ask.trophy"),
        Field("axe", "count", "score.looot.ask.axe", optional=True),
        Field("unfilled_longships", "count", "score.looot.ask.unfilled_longships"),
    ),
    # Le Havre has no printed score pad; the order follows the published scoring summary.
    "lehavre": (
        Field("francs", "count", "score.lehavre.ask.francs"),
        Field("loans", "count", "score.lehavre.ask.loans"),
        Field("buildings", "names", "score.lehavre.ask.buildings", "Wharf, Fishery, Bank"),
        Field(
            "ships",
            "names",
            "score.lehavre.ask.ships",
            "S05, 6, 10",
            digits_as_int=True,
        ),
        Field(
            "goods",
            "table",
            "score.lehavre.ask.goods",
            "fish 3, bread 2, coal 1",
            optional=True,
            ask_if=_has_storehouse,
        ),
    ),
    # Guilds: the seed's §五 计分 order: score track, mayor cards, adjacent masters.
    "guilds": (
        Field("vp", "count", "score.guilds.ask.vp"),
        Field("mayor_cards", "counts", "score.guilds.ask.mayor_cards", "4, 0, 6"),
        Field("adjacent_master_pairs", "count", "score.guilds.ask.adjacent_master_pairs"),
    ),
    # Pendulum: the three prestige tracks in board order, where their parchment starts, the
    # legendary achievement, glory (advanced variant), then the final privilege order.
    "pendulum": (
        Field("power", "count", "score.pendulum.ask.power"),
        Field("prestige", "count", "score.pendulum.ask.prestige"),
        Field("popularity", "count", "score.pendulum.ask.popularity"),
        Field(
            "parchment",
            "table",
            "score.pendulum.ask.parchment",
            table_keys=("power", "prestige", "popularity"),
            required=True,
        ),
        Field("legendary", "bool", "score.pendulum.ask.legendary"),
        Field("glory", "count", "score.pendulum.ask.glory", optional=True),
        Field("privilege", "count", "score.pendulum.ask.privilege"),
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
        self.who = self.name or t("score.problem.player_n", n=index + 1)

    def problem(self, key: str, message: str) -> None:
        self.problems.append(Problem(self.who, key, message))

    def count(self, key: str) -> int:
        value = self.table.get(key, 0)
        if not _is_int(value):
            self.problem(key, t("score.problem.not_whole", value=_show(value)))
            return 0
        if value < 0:
            self.problem(key, t("score.problem.negative", value=value))
            return 0
        return int(value)

    def optional_count(self, key: str) -> int | None:
        return self.count(key) if key in self.table else None

    def flag(self, key: str) -> bool:
        value = self.table.get(key, False)
        if not isinstance(value, bool):
            self.problem(key, t("score.problem.not_bool", value=_show(value)))
            return False
        return value

    def items(self, key: str, allowed: tuple[type, ...] = (str,)) -> list[Any]:
        value = self.table.get(key, [])
        if not isinstance(value, list):
            kinds = either(t(f"score.problem.kinds.{_kind(k)}") for k in allowed)
            self.problem(key, t("score.problem.not_list", kinds=kinds, value=_show(value)))
            return []
        good = []
        for position, item in enumerate(value, 1):
            ok = any(_is_int(item) if k is int else isinstance(item, k) for k in allowed)
            if not ok:
                kinds = either(t(f"score.problem.kind.{_kind(k)}") for k in allowed)
                self.problem(key, t("score.problem.entry_type", n=position, kinds=kinds, value=_show(item)))
                continue
            good.append(item)
        return good

    def counts(self, key: str) -> list[int]:
        result = []
        for position, item in enumerate(self.items(key, (int,)), 1):
            if item < 0:
                self.problem(key, t("score.problem.entry_negative", n=position, value=item))
                continue
            result.append(int(item))
        return result

    def table_of_counts(self, key: str) -> dict[str, int] | None:
        if key not in self.table:
            return None
        value = self.table[key]
        if not isinstance(value, dict):
            self.problem(key, t("score.problem.not_table", value=_show(value)))
            return {}
        result = {}
        for sub, amount in value.items():
            if not _is_int(amount):
                self.problem(f"{key}.{sub}", t("score.problem.not_whole", value=_show(amount)))
            elif amount < 0:
                self.problem(f"{key}.{sub}", t("score.problem.negative", value=amount))
            else:
                result[str(sub)] = int(amount)
        return result


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(kind: type) -> str:
    return "number" if kind is int else "string"


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        return t("score.problem.show.decimal", value=value)
    if isinstance(value, list):
        return t("score.problem.show.list")
    if isinstance(value, dict):
        return t("score.problem.show.table")
    return str(value)


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
            message = t("score.problem.wrong_game", declared=_show(declared), game=repr(game_id))
            problems.append(Problem("", "game", message))
            raise_if(problems, source)
    players = data.get("players")
    if not isinstance(players, list) or not players:
        problems.append(Problem("", "players", t("score.problem.no_players")))
        raise_if(problems, source)
        return []
    low, high = PLAYER_COUNTS[game_id]
    if not partial and not low <= len(players) <= high:
        message = t("score.problem.player_count", count=len(players), low=low, high=high)
        problems.append(Problem("", "players", message))
    readers: list[PlayerReader] = []
    seen: dict[str, str] = {}
    fields = field_map(game_id)
    for index, table in enumerate(players):
        if not isinstance(table, dict):
            who = t("score.problem.player_n", n=index + 1)
            problems.append(Problem(who, "players", t("score.problem.not_player_table")))
            continue
        reader = PlayerReader(game_id, index, table, problems)
        if "name" not in table:
            reader.problem("name", t("score.problem.missing"))
        elif not reader.name:
            reader.problem("name", t("score.problem.bad_name", value=_show(table["name"])))
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
    tallies = _build_tallies(game_id, readers, problems, partial)
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

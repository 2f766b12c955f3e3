"""What a game's scorer declares about its score sheet, so that sheet_file needs no game code.

Each `referee/<game>/score_sheet.py` has a module-level `SHEET = SheetSpec(...)`: the keys of a player's table
(`Field`s, in the order the prompts ask them), how many players a sheet may have, and its functions
to read the tables (through `PlayerReader`, which types the values and collects problems), check the
tallies and score them. `scorers/sheet_file.py` imports `scorers.<game>` by game id and uses them.

Kept apart from sheet_file (no TOML, no JSON at import) because a scorer is imported to score a
finished game, where no sheet file is read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from referee.core.record import record
from referee.i18n import t
from scorers.problems import Problem
from scorers.words import either

if TYPE_CHECKING:
    from scorers.sheet import ScoreSheet


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


@record
class SheetSpec:
    """A game's score sheet as its scorer declares it (the module-level `SHEET`).

    `read(readers, problems)` gives the tallies, adding what it cannot read to `problems`;
    `check(tallies, readers, complete)` runs only when reading found nothing wrong and gives the
    impossible combinations (`complete` is False while the prompts are still filling the sheet in);
    `score(tallies)` gives the sheet, raising SheetError when the tallies are impossible.
    """

    fields: tuple[Field, ...]
    players: tuple[int, int]  # the fewest and the most players a sheet may have
    read: Callable[[Sequence[PlayerReader], list[Problem]], list[Any]]
    check: Callable[[Sequence[Any], Sequence[PlayerReader], bool], list[Problem]]
    score: Callable[[Sequence[Any]], ScoreSheet]


def per_player(
    read_player: Callable[[PlayerReader], Any],
) -> Callable[[Sequence[PlayerReader], list[Problem]], list[Any]]:
    """A `SheetSpec.read` for a game whose tallies are read one player at a time."""
    return lambda readers, problems: [read_player(reader) for reader in readers]


def tallies_only(
    check: Callable[[Sequence[Any]], list[Problem]],
) -> Callable[[Sequence[Any], Sequence[PlayerReader], bool], list[Problem]]:
    """A `SheetSpec.check` that needs only the tallies, the same for a complete or a partial sheet."""
    return lambda tallies, readers, complete: check(tallies)


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
            self.problem(key, t("score.problem.not_whole", value=show(value)))
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
            self.problem(key, t("score.problem.not_bool", value=show(value)))
            return False
        return value

    def items(self, key: str, allowed: tuple[type, ...] = (str,)) -> list[Any]:
        value = self.table.get(key, [])
        if not isinstance(value, list):
            kinds = either(t(f"score.problem.kinds.{_kind(k)}") for k in allowed)
            self.problem(key, t("score.problem.not_list", kinds=kinds, value=show(value)))
            return []
        good = []
        for position, item in enumerate(value, 1):
            ok = any(_is_int(item) if k is int else isinstance(item, k) for k in allowed)
            if not ok:
                kinds = either(t(f"score.problem.kind.{_kind(k)}") for k in allowed)
                self.problem(key, t("score.problem.entry_type", n=position, kinds=kinds, value=show(item)))
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
            self.problem(key, t("score.problem.not_table", value=show(value)))
            return {}
        result = {}
        for sub, amount in value.items():
            if not _is_int(amount):
                self.problem(f"{key}.{sub}", t("score.problem.not_whole", value=show(amount)))
            elif amount < 0:
                self.problem(f"{key}.{sub}", t("score.problem.negative", value=amount))
            else:
                result[str(sub)] = int(amount)
        return result


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(kind: type) -> str:
    return "number" if kind is int else "string"


def show(value: object) -> str:
    """A value of the sheet as a problem quotes it: true, "Ann", the decimal 2.5, a list …"""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        import json  # only to quote a bad value: scoring a finished game imports no JSON

        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        return t("score.problem.show.decimal", value=value)
    if isinstance(value, list):
        return t("score.problem.show.list")
    if isinstance(value, dict):
        return t("score.problem.show.table")
    return str(value)

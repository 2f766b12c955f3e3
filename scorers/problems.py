"""What is wrong with a score sheet: problems that name the player and the key, and the error.

Every scorer reports impossible combinations with these, and `sheet_file` reports what it reads.
Kept apart from the file reading so that scoring a finished game imports no file formats.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence

from referee.core.errors import RefereeError
from referee.core.record import record
from referee.i18n import t
from scorers.words import colon, joined


@record
class Problem:
    """One thing wrong in a sheet: which player (name, or "player 2"), which key, and why."""

    player: str
    key: str
    message: str

    def __str__(self) -> str:
        if self.player and self.key:
            return t("score.problem.both", player=self.player, key=self.key, message=self.message)
        if self.player or self.key:
            return f"{self.player or self.key}{colon()}{self.message}"
        return self.message


def name_problems(names: Sequence[str]) -> list[Problem]:
    """Every sheet's first check: each player has a name, and no name is given twice (any case)."""
    problems: list[Problem] = []
    for i, name in enumerate(names):
        if not name.strip():
            problems.append(Problem(t("score.problem.player_n", n=i + 1), "name", t("score.problem.empty")))
        elif name.casefold() in (n.casefold() for n in names[:i]):
            problems.append(Problem(name, "name", t("score.problem.twice")))
    return problems


class SheetError(RefereeError):
    """A score sheet that cannot be scored; carries every problem found, not just the first."""

    def __init__(self, problems: Sequence[Problem], source: str = "") -> None:
        self.problems = tuple(problems)
        self.source = source
        if len(self.problems) == 1:
            text = str(self.problems[0])
        else:
            lines = "\n".join(f"  {p}" for p in self.problems)
            text = t("score.problem.many", count=len(self.problems)) + "\n" + lines
        super().__init__(t("score.problem.in_file", source=source, text=text) if source else text)


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
    return t("score.problem.closest", names=joined(names)) if names else ""

"""Which seed passages may decide each refusal: the tables, reviewed by hand, and the recorder.

Every refusal the suite meets (any `judge` verdict in the test process; `play` and `referee check`
raise what it found) is recorded as (the judging game's id, code, quoted fragment): a test-only game
that borrows a real seed's fragments is recorded under its own id, never under the real game's. The last test of the run
(`tests/test_deciding_passages.py`) fails when a met code cites a passage its game's table does not
list as deciding that code, so a generic citation (the turn-order rule for an interruption) cannot
creep back. The tables are `tests/citations/<game>.py`, one `DECIDING` dict each: code -> the
quoted fragments (`RuleRef.quote`) that decide it. Run with REFEREE_CITATIONS_DUMP=FILE to write what
was met, for reviewing a new code.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

MET: set[tuple[str, str, str]] = set()  # (game, code, quote) of every refusal met in this process


def record(game: str, violations: Iterable[object]) -> None:
    for v in violations:
        rule = getattr(v, "rule", None)
        if rule is not None:
            MET.add((game, v.code, rule.quote))  # type: ignore[attr-defined]


def deciding(game: str) -> dict[str, tuple[str, ...]]:
    """The reviewed table of one game (an empty one for a test-only game)."""
    try:
        module = importlib.import_module(f"tests.citations.{game}")
    except ModuleNotFoundError:
        return {}
    return module.DECIDING


def install() -> None:
    """Record every verdict from now on (called before the test modules import `judge`)."""
    from referee.core import game

    judge = game.judge

    def recording_judge(rules, *args, **kwargs):  # type: ignore[no-untyped-def]
        verdict = judge(rules, *args, **kwargs)
        record(rules.info.id, verdict.violations)
        return verdict

    game.judge = recording_judge  # type: ignore[assignment]

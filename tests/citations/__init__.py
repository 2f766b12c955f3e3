"""Which seed passages may decide each refusal: the tables, reviewed by hand, and the recorder.

Every refusal the suite meets (any `judge` verdict, any `IllegalMove` raised in the test process) is
recorded as (game, code, quoted fragment). The last test of the run
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


def record(violations: Iterable[object]) -> None:
    for v in violations:
        rule = getattr(v, "rule", None)
        if rule is not None:
            MET.add((rule.game, v.code, rule.quote))  # type: ignore[attr-defined]


def deciding(game: str) -> dict[str, tuple[str, ...]]:
    """The reviewed table of one game (an empty one for a test-only game)."""
    try:
        module = importlib.import_module(f"tests.citations.{game}")
    except ModuleNotFoundError:
        return {}
    return module.DECIDING


def install() -> None:
    """Record every verdict and every IllegalMove from now on (called before test modules import)."""
    from referee.core import errors, game

    judge = game.judge

    def recording_judge(*args, **kwargs):  # type: ignore[no-untyped-def]
        verdict = judge(*args, **kwargs)
        record(verdict.violations)
        return verdict

    game.judge = recording_judge  # type: ignore[assignment]
    init = errors.IllegalMove.__init__

    def recording_init(self, move_text, violations, position=""):  # type: ignore[no-untyped-def]
        record(violations)
        init(self, move_text, violations, position)

    errors.IllegalMove.__init__ = recording_init  # type: ignore[method-assign]

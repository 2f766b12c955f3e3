"""The one output module: a rich Console for stdout, one for stderr, and error rendering.

Commands never print tracebacks: `report_error` turns every `RefereeError` into a short message with
the rule quoted, and the CLI maps it to the exit code the error carries.
"""

from __future__ import annotations

import os
from functools import cache

from rich.console import Console

from referee.core.errors import IllegalMove, MoveSyntaxError, RefereeError, SaveError
from referee.i18n import t


@cache
def out() -> Console:
    return Console(highlight=False, soft_wrap=True, width=_width())


@cache
def err() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True, width=_width())


def _width() -> int | None:
    raw = os.environ.get("REFEREE_WIDTH")
    return int(raw) if raw and raw.isdigit() else None


def say(text: str = "", style: str | None = None) -> None:
    out().print(text, style=style, markup=False)


def report_error(error: RefereeError) -> None:
    console = err()
    if isinstance(error, IllegalMove):
        console.print(t("error.illegal", move=error.move_text), style="bold red", markup=False)
        for v in error.violations:
            console.print(f"  ✗ [{v.code}] {v.message}", markup=False)
            for fact in v.facts:
                console.print(f"      {fact}", markup=False)
            console.print("      " + t("error.rule", citation=cite_line(v.rule)), style="dim", markup=False)
    elif isinstance(error, MoveSyntaxError):
        console.print(t("error.cannot_read", reason=error.reason), style="bold red", markup=False)
        if error.expected:
            console.print("  " + t("error.expected", expected=error.expected), markup=False)
    elif isinstance(error, SaveError):
        at = f" ({error.where})" if error.where else ""
        console.print(
            t("error.save_problem", path=error.path, where=at, reason=error.reason),
            style="bold red",
            markup=False,
        )
    else:
        console.print(str(error), style="bold red", markup=False)


def cite_line(rule: object) -> str:
    """A rule reference resolved to its heading path and line when the seed index can find it."""
    from referee.core.seeds import resolve

    try:
        passage = resolve(rule)  # type: ignore[arg-type]
    except LookupError:
        return str(rule)
    ruling = " · " + t("error.ruling", ruling=passage.ruling) if passage.ruling else ""
    return f"{passage.heading} ({t('error.line', line=passage.line)}): 「{passage.text}」{ruling}"

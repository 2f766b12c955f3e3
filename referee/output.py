"""The one output module: a rich Console for stdout, one for stderr, and error rendering.

Commands never print tracebacks: `report_error` turns every `RefereeError` into a short message with
the rule quoted, and the CLI maps it to the exit code the error carries.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from typing import TYPE_CHECKING

from referee.core.errors import IllegalMove, MoveSyntaxError, RefereeError, SaveError
from referee.core.violations import RuleRef, Violation
from referee.i18n import t

if TYPE_CHECKING:
    from rich.console import Console

    from referee.core.seeds import Passage


@cache
def out() -> Console:
    from rich.console import Console

    return Console(highlight=False, soft_wrap=True, width=_width())


@cache
def err() -> Console:
    from rich.console import Console

    return Console(stderr=True, highlight=False, soft_wrap=True, width=_width())


def _width() -> int | None:
    raw = os.environ.get("REFEREE_WIDTH")
    return int(raw) if raw and raw.isdigit() else None


def say(text: str = "", style: str | None = None) -> None:
    """One line of output; styled through rich on a terminal, written as it is to a pipe or file
    (which rich would print without styles anyway, after ~12 ms of importing itself)."""
    if _plain(sys.stdout):
        sys.stdout.write(text + "\n")
        return
    out().print(text, style=style, markup=False)


def _plain(stream: object) -> bool:
    if os.environ.get("FORCE_COLOR") or os.environ.get("REFEREE_WIDTH"):
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return not (isatty and isatty())
    except (ValueError, OSError):
        return True


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


def cite_line(rule: RuleRef) -> str:
    """A rule reference resolved to its heading path and line when the seed index can find it."""
    try:
        passage = resolve_rule(rule)
    except LookupError:
        return str(rule)
    ruling = " · " + t("error.ruling", ruling=passage.ruling) if passage.ruling else ""
    return f"{passage.heading} ({t('error.line', line=passage.line)}): 「{passage.text}」{ruling}"


def explain(violations: list[Violation], position: str) -> None:
    """`check --explain`: per violation, the quoted passage, the position facts and the ruling."""
    from referee.core import rulings, seeds
    from referee.i18n import lang, reference

    console = out()
    for v in violations:
        console.print(f"✗ [{v.code}] {v.message}", style="bold red", markup=False)
        try:
            passage = resolve_rule(v.rule)
            block = seeds.quote_block(v.rule, context=1)
            section = seeds.section_of(v.rule)
        except LookupError:
            console.print("  " + str(v.rule), markup=False)
        else:
            console.print("  " + t("explain.passage", heading=passage.heading), style="bold", markup=False)
            for line in block.splitlines():
                console.print("  " + line, markup=False)
            found = reference.summary(section) if lang() == "en" else None
            if found is not None:
                console.print("  " + t("explain.summary", title=found.title), style="bold", markup=False)
                for line in found.text.splitlines():
                    console.print("    " + line, style="dim", markup=False)
        for fact in v.facts:
            console.print("    " + fact, markup=False)
        found_ruling = rulings.ruling(v.rule.ruling) if v.rule.ruling else None
        if found_ruling is not None:
            console.print("  " + t("explain.ruling", title=found_ruling.title), style="bold", markup=False)
            for line in found_ruling.body.splitlines():
                console.print("    " + line, markup=False)
        console.print()
    console.print(t("explain.facts"), style="bold", markup=False)
    for line in position.splitlines():
        console.print("  " + line, markup=False)


def resolve_rule(rule: RuleRef) -> Passage:
    from referee.core.seeds import resolve

    return resolve(rule)

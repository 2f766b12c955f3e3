"""Thin wrappers over questionary: a `None` answer (Ctrl-C, end of input) is an abort, never a value.

questionary is imported here only, and this module only where a prompt is really shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import questionary

from referee.core.errors import Interrupted
from referee.i18n import t


def _answer(value: object) -> object:
    if value is None:
        raise Interrupted(t("prompt.abort"))
    return value


def ask_text(message: str, validate: Callable[[str], bool | str] | None = None, default: str = "") -> str:
    question = questionary.text(message, default=default, validate=validate or (lambda _text: True))
    return str(_answer(question.ask()))


def ask_select(message: str, choices: Sequence[tuple[str, str]], searchable: bool = False) -> str:
    """Choose one of (value, title) pairs; returns the value. Long lists get a type-to-filter search."""
    options = [questionary.Choice(title=title, value=value) for value, title in choices]
    search = searchable or len(options) > 9
    question = questionary.select(
        message, choices=options, use_search_filter=search, use_jk_keys=not search, use_shortcuts=False
    )
    return str(_answer(question.ask()))


def ask_confirm(message: str, default: bool = True) -> bool:
    return bool(_answer(questionary.confirm(message, default=default).ask()))

"""The position in words (errors, `referee status --text`), in the user's language: the table
picture's lines as plain text, so the words and the picture never disagree."""

from __future__ import annotations

from ..state import LeHavreState


def describe(state: LeHavreState) -> str:
    """The position in words, in the user's language: the picture's lines as plain text."""
    from referee.i18n import lang

    from ..picture import lines

    return "\n".join(line.plain for line in lines(state, lang()))

"""Typed errors and the handful of exit codes the CLI maps them to (see DESIGN.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.core.exits import (
    EXIT_ERROR,
    EXIT_ILLEGAL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_OUTPUT_LOST,
    EXIT_SAVE,
    EXIT_USAGE,
    RefereeError,
    UsageError,
)
from referee.i18n import t

__all__ = [  # the exit codes and base errors live in core/exits.py, which i18n raises from too
    "EXIT_ERROR",
    "EXIT_ILLEGAL",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_OUTPUT_LOST",
    "EXIT_SAVE",
    "EXIT_USAGE",
    "IllegalMove",
    "Interrupted",
    "MoveSyntaxError",
    "RefereeError",
    "SaveError",
    "UsageError",
]

if TYPE_CHECKING:
    from referee.core.violations import Violation


class MoveSyntaxError(RefereeError):
    """The text is not a move of this game's notation (nothing about legality yet)."""

    exit_code = EXIT_ILLEGAL

    def __init__(self, text: str, reason: str, expected: str = "") -> None:
        self.text = text
        self.reason = reason
        self.expected = expected
        hint = t("error.move_expected", expected=expected) if expected else ""
        super().__init__(t("error.move_unreadable", text=repr(text), reason=reason, hint=hint))


class IllegalMove(RefereeError):
    """A well-formed move that breaks the rules in this position; carries every violation."""

    exit_code = EXIT_ILLEGAL

    def __init__(self, move_text: str, violations: list[Violation], position: str = "") -> None:
        self.move_text = move_text
        self.violations = list(violations)
        self.position = position
        reasons = "; ".join(v.message for v in self.violations)
        super().__init__(t("error.illegal_move", text=repr(move_text), reasons=reasons))


class SaveError(RefereeError):
    """A save cannot be read, written or replayed. `where` says line/column or log entry."""

    exit_code = EXIT_SAVE

    def __init__(self, path: str, reason: str, where: str = "") -> None:
        self.path = path
        self.reason = reason
        self.where = where
        super().__init__(self.text())

    def text(self) -> str:
        """The whole message: path, where, reason (after a change of `reason`, reset `args` with it)."""
        from referee.core.text import shown

        at = f" ({self.where})" if self.where else ""
        return t("error.save_text", path=shown(self.path), where=at, reason=self.reason)


class Interrupted(RefereeError):
    """Ctrl-C or end of input at a prompt: nothing after the last accepted move is kept."""

    exit_code = EXIT_INTERRUPTED

    def __init__(self, message: str = "interrupted") -> None:
        super().__init__(message)
        self.message = message

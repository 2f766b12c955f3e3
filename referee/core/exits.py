"""The exit codes the CLI maps errors to, and the base errors (see DESIGN.md).

Apart from core/errors.py because they import nothing: the message catalogs (referee.i18n) refuse
an unknown language with a `UsageError`, and core/errors.py builds its messages with them.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_ILLEGAL = 3
EXIT_SAVE = 4
EXIT_OUTPUT_LOST = 5  # the command did its work (every accepted move is saved); its output was lost
EXIT_INTERRUPTED = 130


class RefereeError(Exception):
    """Base class: every error a user can cause; the CLI prints it without a traceback."""

    exit_code = EXIT_ERROR


class UsageError(RefereeError):
    exit_code = EXIT_USAGE

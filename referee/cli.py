"""The typer app. Each command lives in its own module under referee/commands/.

Errors are caught once, here: a `RefereeError` becomes a message and its exit code; Ctrl-C becomes
exit 130 with a note that the save holds every accepted move.
"""

from __future__ import annotations

from typing import Any

import typer
from typer.core import TyperGroup

from referee.commands import (
    check,
    games,
    history,
    list_saves,
    move,
    moves,
    new,
    play,
    rules,
    score,
    status,
    undo,
    verify,
)
from referee.commands.start import start_menu
from referee.core.errors import EXIT_INTERRUPTED, RefereeError


class RefereeGroup(TyperGroup):
    """The root command group, catching every user-facing error once so no traceback reaches a user.

    A `RefereeError` becomes a message and its exit code; Ctrl-C becomes exit 130 with a note that
    the save holds every accepted move. Being the group itself, this also holds under CliRunner.
    """

    def invoke(self, ctx: Any) -> Any:
        from referee import output

        try:
            return super().invoke(ctx)
        except RefereeError as error:
            output.report_error(error)
            raise typer.Exit(error.exit_code) from None
        except (KeyboardInterrupt, EOFError, typer.Abort):
            output.err().print("\nInterrupted. The save holds every move accepted so far.")
            raise typer.Exit(EXIT_INTERRUPTED) from None


app = typer.Typer(
    cls=RefereeGroup,
    name="referee",
    help="A table referee for Guilds of London, Le Havre, Pendulum and Looot.",
    no_args_is_help=False,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


@app.callback(invoke_without_command=True)
def _root(ctx: typer.Context) -> None:
    """With no command: the start menu (new game, resume, score sheet, rules)."""
    if ctx.invoked_subcommand is None:
        start_menu()


for module in (games, new, play, move, check, moves, status, history, undo, list_saves, rules, score, verify):
    module.register(app)


def main() -> None:
    app(prog_name="referee")

"""The typer app. Each command lives in its own module under referee/commands/.

Commands are loaded lazily: `COMMANDS` below names each one, the module that registers it and its
one-line help. `referee --help` lists them from this table without importing any command module,
and `referee NAME ...` imports only the module of NAME, so a command pays for what it uses and
nothing else (no prompts, no engines, no scorers for `referee games`). To add a command, write
`referee/commands/NAME.py` with a `register(app)` function and add one line to `COMMANDS`.

Errors are caught once, here: a `RefereeError` becomes a message and its exit code; Ctrl-C becomes
exit 130 with a note that the save holds every accepted move.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator, MutableMapping
from typing import Any, NamedTuple

import typer
from typer.core import TyperGroup

from referee.core.errors import EXIT_ERROR, EXIT_INTERRUPTED, RefereeError
from referee.i18n import t


class CommandSpec(NamedTuple):
    name: str
    module: str  # a module with `register(app)` that registers this command (it may register others)
    help: str  # the one line shown by `referee --help`


# The commands, in the order `referee --help` lists them. One line per command.
COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("games", "referee.commands.games", "List the games and what the referee can do for each."),
    CommandSpec("new", "referee.commands.new", "Start a new game and create its save."),
    CommandSpec("play", "referee.commands.play", "Continue a game at the prompts or from a script."),
    CommandSpec("move", "referee.commands.move", "Declare one or more moves."),
    CommandSpec(
        "check", "referee.commands.check", "Say whether MOVE is legal now, quoting the rule it breaks."
    ),
    CommandSpec("moves", "referee.commands.moves", "Print the legal moves now, or a game's move notation."),
    CommandSpec("status", "referee.commands.status", "Show the position and the pending decision."),
    CommandSpec("history", "referee.commands.history", "List the log: number, round, who, move."),
    CommandSpec("undo", "referee.commands.undo", "Take back the last COUNT moves."),
    CommandSpec("redo", "referee.commands.undo", "Declare again the last COUNT undone moves."),
    CommandSpec("list", "referee.commands.list_saves", "List saved games: name, game, players, moves."),
    CommandSpec("rules", "referee.commands.rules", "Show the rule text: its sections, or those about TOPIC."),
    CommandSpec("score", "referee.commands.score", "Score a finished game from prompts or a sheet file."),
    CommandSpec("export", "referee.commands.export", "Export a save's score sheet, log and board picture."),
    CommandSpec("stats", "referee.commands.stats", "Plays, wins and scores across the saved games."),
    CommandSpec("verify", "referee.commands.verify", "Replay the whole log and report the first bad entry."),
    CommandSpec("rulings", "referee.commands.rulings", "List the rulings and house-rule options of a game."),
)
_SETTINGS: dict[str, Any] = {
    "add_completion": False,
    "pretty_exceptions_enable": False,
    "rich_markup_mode": None,
}


def load_command(name: str) -> Any:
    """Import the module of one command and build its click command (None if there is no such name)."""
    spec = next((c for c in COMMANDS if c.name == name), None)
    if spec is None:
        return None
    holder = typer.Typer(**_SETTINGS)
    importlib.import_module(spec.module).register(holder)
    return typer.main.get_group(holder).commands[name]


class LazyCommands(MutableMapping[str, Any]):
    """The group's command mapping: every name of `COMMANDS`, each built on first access."""

    def __init__(self, eager: MutableMapping[str, Any]) -> None:
        self._loaded: dict[str, Any] = dict(eager)

    def __getitem__(self, name: str) -> Any:
        if name not in self._loaded:
            command = load_command(name)
            if command is None:
                raise KeyError(name)
            self._loaded[name] = command
        return self._loaded[name]

    def __setitem__(self, name: str, command: Any) -> None:
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        del self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        names = [c.name for c in COMMANDS]
        return iter(names + [n for n in self._loaded if n not in names])

    def __len__(self) -> int:
        return len(list(iter(self)))

    def __contains__(self, name: object) -> bool:
        return name in self._loaded or any(c.name == name for c in COMMANDS)


class RefereeGroup(TyperGroup):
    """The root command group, catching every user-facing error once so no traceback reaches a user.

    A `RefereeError` becomes a message and its exit code; Ctrl-C becomes exit 130 with a note that
    the save holds every accepted move. Being the group itself, this also holds under CliRunner.
    Its commands are `LazyCommands`: `--help` lists them from `COMMANDS` without importing them.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands = LazyCommands(self.commands)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        return self.commands.get(cmd_name)

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        rows = [(c.name, c.help) for c in COMMANDS]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except RefereeError as error:
            from referee import output

            output.report_error(error)
            raise typer.Exit(error.exit_code) from None
        except (KeyboardInterrupt, EOFError, typer.Abort):
            from referee import output
            from referee.commands.common import OPENED

            resume = " " + t("error.resume", save=OPENED[-1]) if OPENED else ""
            output.err().print("\n" + t("error.interrupted") + resume, markup=False)
            raise typer.Exit(EXIT_INTERRUPTED) from None
        except (typer.Exit, typer.TyperException):
            raise  # exits and usage errors: click reports them itself
        except Exception as exc:
            if os.environ.get("REFEREE_DEBUG"):
                raise
            from referee import output

            output.err().print(t("error.internal", error=f"{type(exc).__name__}: {exc}"), markup=False)
            raise typer.Exit(EXIT_ERROR) from None


app = typer.Typer(
    cls=RefereeGroup,
    name="referee",
    help="A table referee for Guilds of London, Le Havre, Pendulum and Looot.",
    no_args_is_help=False,
    **_SETTINGS,
)


@app.callback(invoke_without_command=True)
def _root(
    ctx: typer.Context,
    language: str | None = typer.Option(
        None, "--lang", help="en or zh (default: REFEREE_LANG, then the locale)."
    ),
) -> None:
    """With no command: the start menu (new game, resume, score sheet, rules)."""
    from referee import i18n

    i18n.set_lang(i18n.resolve(language))
    if ctx.invoked_subcommand is None:
        from referee.commands.start import start_menu

        start_menu()


def main() -> None:
    app(prog_name="referee")

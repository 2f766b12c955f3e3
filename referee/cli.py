"""The typer app. Each command lives in its own module under referee/commands/.

Commands are loaded lazily: `COMMANDS` below names each one and the module that registers it.
`referee --help` lists them from this table without importing any command module, and
`referee NAME ...` imports only the module of NAME, so a command pays for what it uses and nothing
else (no prompts, no engines, no scorers for `referee games`). To add a command, write
`referee/commands/NAME.py` with a `register(app)` function, add one line to `COMMANDS` and its
help texts to both catalogs: `help.NAME.summary` (its line in `referee --help`),
`help.NAME.description` and `help.NAME.PARAM` (`referee NAME --help`).

Help is in the language of `--lang` (then REFEREE_LANG, then the locale): the root option is eager,
so the language is set before help is printed and before a command module is imported — and a
module's `typer.Option(help=t(...))` is evaluated when it is imported. `--lang` may also follow the
command name (`referee new looot --players … --lang zh`): the root group moves it in front of the
command (`RefereeGroup.parse_args`), and the last one given wins.

Errors are caught once, here: a `RefereeError` becomes a message and its exit code; Ctrl-C becomes
exit 130 with a note that the save holds every accepted move.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import re
import sys
from collections.abc import Iterator, MutableMapping
from typing import Any, NamedTuple

import typer
from typer._click.exceptions import BadOptionUsage, NoArgsIsHelpError, UsageError
from typer.core import TyperCommand, TyperGroup

from referee.core.errors import EXIT_ERROR, EXIT_INTERRUPTED, EXIT_OUTPUT_LOST, RefereeError
from referee.i18n import t


class CommandSpec(NamedTuple):
    name: str
    module: str  # a module with `register(app)` that registers this command (it may register others)

    @property
    def help(self) -> str:
        """The one line shown by `referee --help`: `help.NAME.summary` in the current language."""
        return t(f"help.{self.name}.summary")


# The commands, in the order `referee --help` lists them. One line per command; their help texts
# (the line of `referee --help`, the description and the option helps of `referee NAME --help`)
# are the `help.NAME.*` entries of the catalogs.
COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec("games", "referee.commands.games"),
    CommandSpec("new", "referee.commands.new"),
    CommandSpec("play", "referee.commands.play"),
    CommandSpec("move", "referee.commands.move"),
    CommandSpec("check", "referee.commands.check"),
    CommandSpec("moves", "referee.commands.moves"),
    CommandSpec("status", "referee.commands.status"),
    CommandSpec("timers", "referee.commands.timers"),
    CommandSpec("serve", "referee.commands.serve"),
    CommandSpec("history", "referee.commands.history"),
    CommandSpec("undo", "referee.commands.undo"),
    CommandSpec("redo", "referee.commands.undo"),
    CommandSpec("list", "referee.commands.list_saves"),
    CommandSpec("rules", "referee.commands.rules"),
    CommandSpec("score", "referee.commands.score"),
    CommandSpec("export", "referee.commands.export"),
    CommandSpec("stats", "referee.commands.stats"),
    CommandSpec("verify", "referee.commands.verify"),
    CommandSpec("rulings", "referee.commands.rulings"),
    CommandSpec("catalog", "referee.commands.catalog"),
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
    holder = _CommandHolder(**_SETTINGS)
    importlib.import_module(spec.module).register(holder)
    return typer.main.get_group(holder).commands[name]


# --------------------------------------------------------------------------------------------
# help in the user's language
#
# Our help texts are the `help.*` catalog entries: a command module is imported only after the
# root `--lang` was applied (it is eager), so `help=t("help.move.script")` is already in the right
# language. The words click and typer write around them (the usage prefix, the section titles,
# "[required]", "[default: ...]", the --help line) are replaced below from the same entries.

_EXTRA = re.compile(r"(^|  )\[([^\[\]]*)\]$")


def _localized_extra(text: str) -> str:
    """typer's "[default: X; required]" after a parameter's help, in the current language."""
    match = _EXTRA.search(text)
    if match is None:
        return text
    parts = []
    for part in match.group(2).split("; "):
        if part == "required":
            part = t("help.required")
        elif part.startswith("default: "):
            part = t("help.default", default=part[len("default: ") :])
        parts.append(part)
    return f"{text[: match.start()]}{match.group(1)}[{'; '.join(parts)}]"


def _format_usage(command: Any, ctx: Any, formatter: Any) -> None:
    pieces = command.collect_usage_pieces(ctx)
    formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=t("help.usage"))


def _format_params(command: Any, ctx: Any, formatter: Any) -> None:
    """typer's Arguments and Options sections, with their titles and notes in the current language."""
    sections: dict[str, list[tuple[str, str]]] = {"argument": [], "option": []}
    help_option = command.get_help_option(ctx)
    if help_option is not None:  # made (and cached) by click while parsing: before --lang is applied
        help_option.help = t("help.help_option")
    for param in command.get_params(ctx):
        record = param.get_help_record(ctx)
        if record is not None and param.param_type_name in sections:
            sections[param.param_type_name].append((record[0], _localized_extra(record[1])))
    for kind, title in (("argument", "help.arguments"), ("option", "help.options")):
        if sections[kind]:
            with _section(formatter, title):
                formatter.write_dl(sections[kind])


@contextlib.contextmanager
def _section(formatter: Any, title: str) -> Iterator[None]:
    """click's `formatter.section`, with the title's colon from the catalog ("Options:", "选项：")."""
    formatter.write_paragraph()
    formatter.write(f"{'':>{formatter.current_indent}}{t(title)}\n")
    formatter.indent()
    try:
        yield
    finally:
        formatter.dedent()


class LocalizedCommand(TyperCommand):
    """A command whose --help frame (usage, section titles, notes) is in the current language."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        _format_usage(self, ctx, formatter)

    def format_options(self, ctx: Any, formatter: Any) -> None:
        _format_params(self, ctx, formatter)


class _CommandHolder(typer.Typer):
    """The app a command module registers into: its commands are `LocalizedCommand`s."""

    def command(self, *args: Any, **kwargs: Any) -> Any:
        kwargs.setdefault("cls", LocalizedCommand)
        return super().command(*args, **kwargs)


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

    # The root's options (--lang) are accepted after the command name too: `parse_args` copies them
    # just before the command name, so they are applied before its module is imported (its help
    # texts are read then) and, being the last, win over one given before the command;
    # `resolve_command` takes them out of the command's own arguments unless the command has an
    # option of that name itself (status, history, export: their --lang, the same language, also
    # names the picture's).

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        at = self._command_at(args)
        late = self._split(args[at + 1 :], self._root_options())[1]
        return super().parse_args(ctx, args[:at] + late + args[at:])

    def _root_options(self) -> dict[str, bool]:
        """The root's option names, each with whether it takes a value."""
        return {
            name: not getattr(param, "is_flag", False)
            for param in self.params
            if param.param_type_name == "option"
            for name in param.opts
        }

    def _command_at(self, args: list[str]) -> int:
        """Where the command name is in `args`: after the root's own options (len(args) if none)."""
        options = self._root_options()
        at = 0
        while at < len(args) and args[at].startswith("-"):
            name = args[at].partition("=")[0]
            at += 2 if options.get(name) and "=" not in args[at] else 1
        return at

    @staticmethod
    def _split(args: list[str], options: dict[str, bool]) -> tuple[list[str], list[str]]:
        """`args` without the root options in them (up to a `--`), and those options with their values."""
        kept: list[str] = []
        found: list[str] = []
        words = iter(args)
        for arg in words:
            if arg == "--":
                kept += [arg, *words]
                break
            name = arg.partition("=")[0]
            if name not in options:
                kept.append(arg)
            elif options[name] and "=" not in arg:
                value = next(words, None)
                if value is None:
                    raise BadOptionUsage(name, t("cli.click.needs_value", name=name))
                found += [arg, value]
            else:
                found.append(arg)
        return kept, found

    # click's usage errors (bad command line) are shown in the user's language: referee/usage.py

    def make_context(self, info_name: str | None, args: list[str], parent: Any = None, **extra: Any) -> Any:
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except UsageError as error:  # the root's own options: `referee --bogus`, a bad `--lang`
            raise _localized(error) from None

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name = args[0] if args else ""
        if (
            name
            and not name.startswith("-")
            and self.get_command(ctx, name) is None
            and not ctx.resilient_parsing
        ):
            from difflib import get_close_matches

            from referee.usage import NoSuchCommand

            raise NoSuchCommand(name, get_close_matches(name, [c.name for c in COMMANDS]), ctx)
        cmd_name, command, rest = super().resolve_command(ctx, args)
        if command is not None:
            own = {name for param in command.params for name in getattr(param, "opts", ())}
            options = {k: v for k, v in self._root_options().items() if k not in own}
            rest = self._split(rest, options)[0]
        return cmd_name, command, rest

    def format_help(self, ctx: Any, formatter: Any) -> None:
        if "language" not in ctx.params:
            # --help ran before --lang was processed: click runs eager options in the order of the
            # command line, and one not given last. `referee --help --lang zh` uses REFEREE_LANG.
            _apply_lang(None)
        self.help = t("help.description")
        for param in self.params:
            if param.name == "language":
                param.help = t("help.lang")  # type: ignore[attr-defined]  # a TyperOption
            elif param.name == "version":
                param.help = t("help.version")  # type: ignore[attr-defined]
        super().format_help(ctx, formatter)

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        _format_usage(self, ctx, formatter)

    def format_options(self, ctx: Any, formatter: Any) -> None:
        _format_params(self, ctx, formatter)
        self.format_commands(ctx, formatter)

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        rows = [(c.name, c.help) for c in COMMANDS]
        with _section(formatter, "help.commands"):
            formatter.write_dl(rows)

    def invoke(self, ctx: Any) -> Any:
        """Run the command; its output is flushed here, and if it was lost the exit code says so
        (EXIT_OUTPUT_LOST rather than 0: the work is done, every accepted move saved)."""
        from referee import output

        output.guard()
        try:
            result = self._invoke(ctx)
        except typer.Exit as done:
            code = output.finish(done.exit_code)
            if code != done.exit_code:
                raise typer.Exit(code) from None
            raise
        except BaseException:
            output.finish(EXIT_ERROR)
            raise
        code = output.finish(0)
        if code:
            raise typer.Exit(code)
        return result

    def _invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except UsageError as error:  # a command's arguments and options, or no such command
            raise _localized(error) from None
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
        except BrokenPipeError:  # a reader that left, met outside referee.output: say nothing more
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            raise typer.Exit(EXIT_OUTPUT_LOST) from None
        except (typer.Exit, typer.TyperException):
            raise  # exits and usage errors: click reports them itself
        except Exception as exc:
            if os.environ.get("REFEREE_DEBUG"):
                raise
            from referee import output

            output.err().print(t("error.internal", error=f"{type(exc).__name__}: {exc}"), markup=False)
            raise typer.Exit(EXIT_ERROR) from None


def _localized(error: UsageError) -> UsageError:
    if isinstance(error, NoArgsIsHelpError):  # not an error: click prints the help
        return error
    from referee.usage import localized

    return localized(error)


# The help of the app and of its --lang option are `help.description` and `help.lang`, looked up
# when the help is printed (RefereeGroup.format_help): at import the language is not known yet.
app = typer.Typer(
    cls=RefereeGroup,
    name="referee",
    no_args_is_help=False,
    **_SETTINGS,
)


def _apply_lang(value: str | None) -> str | None:
    """The eager --lang: the language is set before any command module is imported or help printed.

    Without --lang: REFEREE_LANG, then the locale. A bad REFEREE_LANG leaves English here and is
    reported by `_root` when a command runs; a bad --lang is a usage error.
    """
    from referee import i18n

    i18n.set_lang(i18n.DEFAULT)  # so that a message about a bad language can be written
    with contextlib.suppress(RefereeError):
        i18n.set_lang(i18n.resolve(None))
    if value is not None:
        try:
            i18n.set_lang(i18n.resolve(value))
        except RefereeError as error:
            raise typer.BadParameter(str(error)) from None
    return value


def _show_version(value: bool) -> None:
    """`referee --version`: the installed version, then exit (nothing else is imported)."""
    if value:
        from referee import __version__

        typer.echo(f"referee {__version__}")
        raise typer.Exit()


@app.callback(invoke_without_command=True)
def _root(
    ctx: typer.Context,
    language: str | None = typer.Option(None, "--lang", is_eager=True, callback=_apply_lang),
    version: bool = typer.Option(False, "--version", is_eager=True, callback=_show_version),
) -> None:
    """With no command: the start menu (new game, resume, score sheet, rules)."""
    from referee import i18n

    i18n.set_lang(i18n.resolve(language))  # set by _apply_lang; this reports a bad REFEREE_LANG
    if ctx.invoked_subcommand is None:
        from referee.commands.start import start_menu

        start_menu()


def main() -> None:
    app(prog_name="referee")

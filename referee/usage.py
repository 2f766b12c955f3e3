"""click's usage errors (a missing argument, an unknown option or command, a bad value) in the
user's language.

click writes them itself, in English: "Try 'referee move --help' for help." and "Error: Missing
argument 'save'." `RefereeGroup` (referee/cli.py) hands every such error to `localized`, whose
`show` writes the same three parts (usage line, hint, error) from the `cli.click.*` catalog entries
when the language is not English, and click's own words, unchanged, when it is. Imported only when
there is an error to show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import IO, Any

from typer._click import echo
from typer._click import exceptions as click_errors

from referee.i18n import DEFAULT, lang, t


class NoSuchCommand(click_errors.UsageError):
    """`referee movee`: the name typed and the commands it is close to (click's message in English)."""

    def __init__(self, name: str, matches: list[str], ctx: Any) -> None:
        message = f"No such command {name!r}."
        if matches:
            message = f"{message} Did you mean {', '.join(map(repr, matches))}?"
        super().__init__(message, ctx)
        self.name = name
        self.matches = matches


class LocalizedUsageError(click_errors.UsageError):
    """A usage error that is written in the language current when it is shown."""

    def __init__(self, original: click_errors.UsageError) -> None:
        super().__init__(original.message, original.ctx)
        self.original = original
        self.exit_code = original.exit_code

    def format_message(self) -> str:
        return self.original.format_message() if lang() == DEFAULT else message(self.original)

    def show(self, file: IO[Any] | None = None) -> None:
        if lang() == DEFAULT:
            self.original.show(file)
            return
        ctx = self.original.ctx
        parts = []
        if ctx is not None:
            parts.append(ctx.get_usage())
            if ctx.command.get_help_option(ctx) is not None:
                parts.append(
                    t("cli.click.try_help", command=ctx.command_path, option=ctx.help_option_names[0])
                )
            parts.append("")
        parts.append(t("cli.click.error", message=message(self.original)))
        echo("\n".join(parts), file=file, err=file is None, color=ctx.color if ctx is not None else None)


def localized(error: click_errors.UsageError) -> click_errors.UsageError:
    return error if isinstance(error, LocalizedUsageError) else LocalizedUsageError(error)


def message(error: click_errors.UsageError) -> str:
    """What went wrong, in the current language; a message click built from its own words stays as
    it is inside the translated frame (e.g. "'x' is not a valid integer.")."""
    if isinstance(error, NoSuchCommand):
        text = t("cli.click.no_such_command", name=repr(error.name))
        if error.matches:
            text += t("cli.click.did_you_mean", names=", ".join(map(repr, error.matches)))
        return text
    if isinstance(error, click_errors.MissingParameter) and error.param is not None:
        hint = error.param_hint or error.param.get_error_hint(error.ctx)  # type: ignore[arg-type]  # ctx is set
        kind = error.param_type or error.param.param_type_name
        return t("cli.click.missing", kind=t(f"cli.click.kind_{kind}"), name=_hint(hint))
    if isinstance(error, click_errors.NoSuchOption):
        text = t("cli.click.no_such_option", name=error.option_name)
        if error.possibilities:
            text += t("cli.click.did_you_mean", names=", ".join(sorted(error.possibilities)))
        return text
    if isinstance(error, click_errors.BadParameter):
        named = error.param_hint or (error.param.get_error_hint(error.ctx) if error.param else None)  # type: ignore[arg-type]  # ctx is set
        if named:
            return t("cli.click.bad_value", name=_hint(named), reason=error.message)
    return error.format_message()


def _hint(hint: str | Sequence[str]) -> str:
    return hint if isinstance(hint, str) else " / ".join(repr(h) for h in hint)

"""`referee play SAVE`: resume a game at the prompts, or from a script or piped input."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import typer

from referee import output
from referee.commands import common
from referee.i18n import t


def play(
    save: str = typer.Argument(..., help=t("help.play.save")),
    script: Path | None = typer.Option(None, "--script", help=t("help.play.script")),
    no_input: bool = typer.Option(False, "--no-input", help=t("help.play.no_input")),
    time_scale: str = typer.Option("1", "--time-scale", help=t("help.play.time_scale")),
) -> None:
    """Continue a game: prompts offer only legal answers; every accepted move is saved at once."""
    scale = time_scale_of(time_scale)
    if scale != 1.0:
        from prompts import live_panel

        live_panel.TIME_SCALE = scale  # the live hourglasses run this many times faster
    session = common.open_session(save)
    if script is not None:
        common.run_moves(session, common.read_script(script), str(script))
        output.show_pending(session)
        return
    from prompts import can_prompt

    if not no_input and can_prompt():
        from prompts.play_loop import play_interactively

        common.collect_garbage()
        play_interactively(session)
        return
    if not no_input and not sys.stdin.isatty():
        lines = common.script_lines(sys.stdin.read())
        if lines:
            common.run_moves(session, lines, t("cli.source_stdin"))
    output.show_pending(session)
    common.require_input_or_fail(session, save)


def time_scale_of(text: str) -> float:
    """The time scale: a number from 0.01 to 1000, in ASCII digits (`float` reads ١٢ and 1_0 too)."""
    plain = re.fullmatch(r"[0-9]+(?:\.[0-9]*)?|\.[0-9]+", text.strip())
    value = float(text) if plain else -1.0
    if not 0.01 <= value <= 1000:
        from referee.core.errors import UsageError

        raise UsageError(t("cli.time_scale_bad", value=text))
    return value


def register(app: typer.Typer) -> None:
    app.command("play", help=t("help.play.description"))(play)

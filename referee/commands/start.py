"""The start menu shown by `referee` with no arguments."""

from __future__ import annotations

from referee import output
from referee.i18n import t


def start_menu() -> None:
    from prompts import can_prompt

    if not can_prompt():
        output.say(t("cli.no_terminal"))
        output.say(t("cli.commands").strip("\n"))
        return
    from prompts.start_menu import run_start_menu
    from referee.commands.common import collect_garbage

    collect_garbage()
    run_start_menu()
